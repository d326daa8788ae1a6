import type { FieldHook, TextFieldSingleValidation } from 'payload'
import { env } from '@/env'

/**
 * A text field's rules for an address on the site: `toStored` answers the form to store (from what an editor
 * typed or pasted, read against SITE_URL), or null for an address it refuses, which then gets `message`.
 */
export function siteAddressRules(
  toStored: (value: string, siteUrl: string) => string | null,
  message: string,
): { validate: TextFieldSingleValidation; hooks: { beforeChange: FieldHook[] } } {
  return {
    validate: (value) => (value && toStored(value, env.SITE_URL) ? true : message),
    hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? (toStored(value, env.SITE_URL) ?? value) : value)] },
  }
}
