import { createTranslator } from 'use-intl/core'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { editionFromAcceptLanguage } from './request-meta'

/**
 * The public APIs' messages (`LeadForms.messages`) in `edition`. From use-intl's core: payload.config loads this in
 * the job worker too, outside Next, where next-intl's entry pulls in React's hooks.
 */
export function apiMessagesIn(edition: EditionCode) {
  return createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'LeadForms.messages' })
}

/** The public APIs' messages in the edition the caller's Accept-Language names. */
export function apiMessages(request: { headers: Headers }) {
  return apiMessagesIn(editionFromAcceptLanguage(request.headers.get('accept-language')))
}
