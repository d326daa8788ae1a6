import { maskRecipientIn } from './mask'
import { excerptBody, joinUrl, postToProvider } from './provider-request'
import { requireSetting } from './settings'
import type { MessageLanguage, OtpMessage, OtpSender } from './types'

export type WhatsAppSettings = { accessToken?: string; phoneNumberId?: string; template?: string; apiUrl?: string; timeoutMs?: number }

/** The languages the authentication template must be approved in. */
const TEMPLATE_LANGUAGES: Record<MessageLanguage, string> = { en: 'en', es: 'es_MX' }

/**
 * The code through the WhatsApp Cloud API, as an authentication template (the only kind WhatsApp allows for
 * one-time codes): its text is fixed by WhatsApp, and the code fills both the body and the copy-code button.
 */
export function createWhatsAppSender(settings: WhatsAppSettings): OtpSender {
  return {
    async send(message: OtpMessage) {
      const accessToken = requireSetting(settings.accessToken, 'WHATSAPP_ACCESS_TOKEN')
      const phoneNumberId = requireSetting(settings.phoneNumberId, 'WHATSAPP_PHONE_NUMBER_ID')
      const template = requireSetting(settings.template, 'WHATSAPP_OTP_TEMPLATE')
      const apiUrl = requireSetting(settings.apiUrl, 'WHATSAPP_API_URL')
      const codeParameter = [{ type: 'text', text: message.code }]
      const response = await postToProvider(
        'WhatsApp Cloud API',
        joinUrl(apiUrl, `${encodeURIComponent(phoneNumberId)}/messages`),
        {
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: template,
              language: { code: TEMPLATE_LANGUAGES[message.language] },
              components: [
                { type: 'body', parameters: codeParameter },
                { type: 'button', sub_type: 'url', index: '0', parameters: codeParameter },
              ],
            },
          }),
        },
        settings.timeoutMs,
      )
      if (!response.ok) {
        const reason = maskRecipientIn(describeGraphError(response.body), message.to)
        throw new Error(`WhatsApp Cloud API rejected the message (HTTP ${response.status}): ${reason}`)
      }
    },
  }
}

function describeGraphError(body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { message?: string; code?: number } }).error : undefined
  if (!error?.message) return excerptBody(body)
  return error.code ? `${error.message} (code ${error.code})` : error.message
}
