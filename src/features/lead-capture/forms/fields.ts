import { z } from '@/lib/zod'
import { PHONE_LENGTH } from './constants'
import { readGstin } from '@/features/lead-capture/gst/gstin'
import { normalizeDialCode } from './dial-codes'
import type { MessageKey } from '@/lib/api/messages'
import { asOneLine, withoutControlCharacters } from '@/lib/plain-text'

/** Zod issue messages are message keys (see messages.ts); this keeps the call sites typed. */
const key = (k: MessageKey) => ({ message: k })

type Lines = 'one' | 'many'

/** A text field's words: on one line (a name, a company) or as typed in a box of several lines (a message). */
const trimmed = (max: number, lines: Lines) =>
  z
    .string(key('required'))
    .overwrite(lines === 'one' ? asOneLine : withoutControlCharacters)
    .trim()
    .max(max, key('tooLong'))

/** Filled in with something readable: at least one letter or digit, not only punctuation, emoji or spaces. */
export const requiredText = (max = 200, lines: Lines = 'one') => trimmed(max, lines).regex(/[\p{L}\p{N}]/u, key('required'))

/**
 * A person's name, which messages to the visitor may carry ("Hello …"): letters, spaces and the punctuation names
 * use (. , ' ’ -) only, so a name cannot carry a phone number, a link or a sentence to someone else's inbox.
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .,'’-]*$/u
export const personNameField = (max = 120) => requiredText(max).regex(PERSON_NAME, key('nameInvalid'))
export const optionalText = (max = 200, lines: Lines = 'one') => trimmed(max, lines).optional()

/** Digits only (amounts are whole units of the form's currency). */
export const amountField = () =>
  z
    .string(key('amountInvalid'))
    .trim()
    .regex(/^\d{1,15}$/, key('amountInvalid'))

/**
 * An Indian GSTIN, in its published format with a matching check character; answers it in capitals without spaces
 * (and, when not `required`, nothing for an empty field).
 */
export const gstinField = (required: boolean) =>
  z.string(key('gstinInvalid')).transform((value, ctx) => {
    if (!required && value.trim() === '') return undefined
    const reading = readGstin(value)
    if (reading.ok) return reading.gstin
    ctx.addIssue({ code: 'custom', message: reading.error })
    return z.NEVER
  })

/** A ten-digit national number; `messageKey` lets the Mexico forms use their own wording. */
export const phoneField = (messageKey: MessageKey = 'phoneInvalid') =>
  z
    .string(key(messageKey))
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), key(messageKey))

export const dialCodeField = () =>
  z.string(key('countryCodeRequired')).transform((value, ctx) => {
    const code = normalizeDialCode(value)
    if (!code) ctx.addIssue({ code: 'custom', message: value.trim() ? 'countryNotServed' : 'countryCodeRequired' })
    return code ?? z.NEVER
  })

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

/** A valid address whose domain is not one of the restricted (free-mail) domains. */
export const businessEmailField = (restrictedDomains: readonly string[]) => {
  const restricted = new Set(restrictedDomains.map((d) => d.trim().toLowerCase()))
  return z
    .string(key('required'))
    .trim()
    .min(1, key('required'))
    .max(254, key('tooLong'))
    .pipe(z.email(key('emailInvalid')))
    .refine((email) => !restricted.has(emailDomain(email)), key('emailRestricted'))
}

export const choiceField = <T extends readonly [string, ...string[]]>(choices: T) => z.enum(choices, key('choiceInvalid'))

export const consentField = () => z.literal(true, key('consentRequired'))

export const requestIdField = () => z.uuid(key('phoneNotVerified'))
