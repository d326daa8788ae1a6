import { z } from '@/lib/zod'
import type { EditionCode } from '@/i18n/editions'
import { BUSINESS_TYPES } from '../constants'
import { readJson, removeItem, writeJson, type StorageLike } from './browser-storage'

/**
 * Step 1 of the domestic wizard and the verified phone, kept in local storage (per edition, since the
 * phone's country code follows the edition) until step 2 is sent, or for an hour after the last change: on a shared
 * computer the next person must not find a stranger's phone and amount filled in, nor send step 2 on their
 * verification.
 */
const KEPT_MS = 60 * 60 * 1000

const storedSchema = z.object({
  savedAt: z.number().optional().catch(undefined),
  values: z
    .object({
      exportValue: z.enum(BUSINESS_TYPES),
      financeAmt: z.string().max(20),
      phone: z.string().max(20),
      website: z.string().max(300),
    })
    .partial()
    .catch({}),
  verified: z
    .object({ requestId: z.string().max(64), phone: z.string().max(20) })
    .optional()
    .catch(undefined),
})

export type StoredStepOne = z.infer<typeof storedSchema>
export type StepOneValues = StoredStepOne['values']
export type VerifiedPhone = NonNullable<StoredStepOne['verified']>

const keyFor = (edition: EditionCode) => `nw:domestic-step1:${edition}`

export function loadStepOne(storage: StorageLike | undefined, edition: EditionCode, now = Date.now()): StoredStepOne {
  const parsed = storedSchema.safeParse(readJson(storage, keyFor(edition)))
  const { savedAt } = parsed.data ?? {}
  if (parsed.success && savedAt !== undefined && savedAt <= now && now - savedAt <= KEPT_MS) return parsed.data
  removeItem(storage, keyFor(edition))
  return { values: {} }
}

/** Changes part of the stored record, dated now. */
function saveStepOne(storage: StorageLike | undefined, edition: EditionCode, change: Partial<StoredStepOne>, now: number): void {
  writeJson(storage, keyFor(edition), { ...loadStepOne(storage, edition, now), ...change, savedAt: now })
}

export function saveStepOneValues(storage: StorageLike | undefined, edition: EditionCode, values: StepOneValues, now = Date.now()): void {
  saveStepOne(storage, edition, { values }, now)
}

export function saveVerifiedPhone(storage: StorageLike | undefined, edition: EditionCode, verified: VerifiedPhone | undefined, now = Date.now()): void {
  saveStepOne(storage, edition, { verified }, now)
}

/** The stored verification's request, when it was made for this phone. */
export function storedRequestIdFor(stored: StoredStepOne, phone: string): string | undefined {
  return stored.verified && stored.verified.phone === phone ? stored.verified.requestId : undefined
}

export function clearStepOne(storage: StorageLike | undefined, edition: EditionCode): void {
  removeItem(storage, keyFor(edition))
}
