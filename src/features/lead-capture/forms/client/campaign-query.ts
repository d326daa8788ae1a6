import type { StorageLike } from './browser-storage'

/**
 * The utm_* parameters of the first page of the session that carried them, kept in session storage
 * so the campaign survives navigation to the page where a form is sent. Small on purpose: every page runs
 * it; the parameters are read from it (utm.ts) only when a form is sent.
 */
const KEY = 'nw:first-touch-query'
const MAX_LENGTH = 2000

export function rememberCampaignQuery(storage: StorageLike | undefined, search: string): void {
  try {
    if (!storage || storage.getItem(KEY) !== null) return
    // The campaign only: the privacy notice promises nothing else, and a link may carry an address or a name.
    const campaign = new URLSearchParams([...new URLSearchParams(search)].filter(([name]) => name.startsWith('utm_'))).toString()
    if (campaign) storage.setItem(KEY, `?${campaign}`.slice(0, MAX_LENGTH))
  } catch {
    // Without storage only the current page's campaign can be sent.
  }
}

export function rememberedCampaignQuery(storage: StorageLike | undefined): string | undefined {
  try {
    return storage?.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}
