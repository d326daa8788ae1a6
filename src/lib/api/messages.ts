/** Keys only the server produces: it sends them already localized, so a browser needs no text for them. */
export const SERVER_ONLY_MESSAGE_KEYS = [
  'otpExpired',
  'otpLocked',
  'otpUsed',
  'otpUnknown',
  'rateLimited',
  'automatedSubmission',
  'payloadTooLarge',
  'requestTooLarge',
  'lengthRequired',
  'operatorUnsupported',
  'fieldNotQueryable',
  'pageTooLarge',
  'documentsTooMany',
  'limitRepeated',
  'operatorNeedsText',
  'whereTooDeep',
  'queryTooDeep',
  'fragmentsTooDeep',
  'jsonRequired',
  'methodNotAllowed',
  'requestUnreadable',
  'pageInvalid',
  'localeUnknown',
  'valueRefused',
  'jsonUnreadable',
  'unknownForm',
  'captchaNotUsed',
] as const

/**
 * Keys of the visitor-facing messages of the public APIs and the forms that call them, translated in
 * messages/*.json under `LeadForms.messages` (the forms were their first users). Zod schemas use them as issue
 * messages so that the browser and the server show the same localized text.
 */
export const MESSAGE_KEYS = [
  'required',
  'amountInvalid',
  'phoneInvalid',
  'mexicoPhoneInvalid',
  'emailInvalid',
  'emailRestricted',
  'countryCodeRequired',
  'consentRequired',
  'choiceInvalid',
  'tooLong',
  'nameInvalid',
  'gstinInvalid',
  'gstinCheckFailed',
  'otpFormat',
  'otpIncorrect',
  'phoneNotVerified',
  'countryNotServed',
  'captchaInvalid',
  'captchaOrNetwork',
  'step1Incomplete',
  'serverError',
  'success',
  'invalidRequest',
  ...SERVER_ONLY_MESSAGE_KEYS,
] as const

export type MessageKey = (typeof MESSAGE_KEYS)[number]

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (MESSAGE_KEYS as readonly string[]).includes(value)
}
