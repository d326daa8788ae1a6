import { z } from '@/lib/zod'
import type { EditionCode } from '@/i18n/editions'
import { BUSINESS_TYPES } from '../constants'
import { readJson, removeItem, writeJson, type StorageLike } from './browser-storage'

/**
 * Step 1 of the domestic wizard and the verified phone, kept in local storage (per edition, since the
 * phone's country code follows the edition) until step 2 is sent.
 */
const storedSchema = z.object({
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

export function loadStepOne(storage: StorageLike | undefined, edition: EditionCode): StoredStepOne {
  const parsed = storedSchema.safeParse(readJson(storage, keyFor(edition)))
  return parsed.success ? parsed.data : { values: {} }
}

export function saveStepOneValues(storage: StorageLike | undefined, edition: EditionCode, values: StepOneValues): void {
  writeJson(storage, keyFor(edition), { ...loadStepOne(storage, edition), values })
}

export function saveVerifiedPhone(storage: StorageLike | undefined, edition: EditionCode, verified: VerifiedPhone | undefined): void {
  writeJson(storage, keyFor(edition), { ...loadStepOne(storage, edition), verified })
}

/** The stored verification's request, when it was made for this phone. */
export function storedRequestIdFor(stored: StoredStepOne, phone: string): string | undefined {
  return stored.verified && stored.verified.phone === phone ? stored.verified.requestId : undefined
}

export function clearStepOne(storage: StorageLike | undefined, edition: EditionCode): void {
  removeItem(storage, keyFor(edition))
}
