import { createTranslator } from 'use-intl/core'
import { MESSAGES } from '@/i18n/messages'
import { editionFromAcceptLanguage } from './request-meta'

/**
 * The public APIs' messages (`LeadForms.messages`) in the edition the caller's Accept-Language names. From use-intl's
 * core: payload.config loads this in the job worker too, outside Next, where next-intl's entry pulls in React's hooks.
 */
export function apiMessages(request: { headers: Headers }) {
  const edition = editionFromAcceptLanguage(request.headers.get('accept-language'))
  return createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'LeadForms.messages' })
}
