import { UTM_KEYS, type SubmissionContext } from '../context'
import type { StorageLike } from './browser-storage'
import { rememberCampaignQuery, rememberedCampaignQuery } from './campaign-query'

export type Utm = NonNullable<SubmissionContext['utm']>

const MAX_LENGTH = 200

/** The utm_* parameters of a query string, or undefined when it has none. */
export function readUtm(search: string): Utm | undefined {
  const params = new URLSearchParams(search)
  const entries = UTM_KEYS.flatMap((key) => {
    const value = params.get(`utm_${key}`)?.trim()
    return value ? [[key, value.slice(0, MAX_LENGTH)] as const] : []
  })
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** The campaign that first brought the visitor in this session (see campaign-query.ts). */
export function firstTouchUtm(storage: StorageLike | undefined, search: string): Utm | undefined {
  rememberCampaignQuery(storage, search)
  return readUtm(rememberedCampaignQuery(storage) ?? search)
}
