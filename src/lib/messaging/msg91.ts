import { maskRecipientIn } from './mask'
import { excerptBody, joinUrl, postToProvider } from './provider-request'
import { requireSetting } from './settings'
import type { OtpMessage, OtpSender } from './types'

export type Msg91Settings = { authKey?: string; templateId?: string; apiUrl?: string; timeoutMs?: number }

/**
 * SMS to Indian numbers through MSG91's Flow API: it sends the DLT-registered template `templateId` with our code
 * in its `##otp##` variable. The `/otp` endpoint would also send our code, but it makes MSG91 keep its own copy of
 * the OTP with its own expiry and retry rules, and takes the code in the query string; we generate and verify
 * codes ourselves, so the flow endpoint, with the code in a JSON body, is the one that only delivers.
 */
export function createMsg91Sender(settings: Msg91Settings): OtpSender {
  return {
    async send(message: OtpMessage) {
      const authKey = requireSetting(settings.authKey, 'MSG91_AUTH_KEY')
      const templateId = requireSetting(settings.templateId, 'MSG91_OTP_TEMPLATE_ID')
      const apiUrl = requireSetting(settings.apiUrl, 'MSG91_API_URL')
      const response = await postToProvider(
        'MSG91',
        joinUrl(apiUrl, 'flow'),
        {
          headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ template_id: templateId, recipients: [{ mobiles: message.to.replace(/^\+/, ''), otp: message.code }] }),
        },
        settings.timeoutMs,
      )
      // MSG91 reports some failures (unknown template, low balance) with HTTP 200 and `type: "error"`.
      const answer = isMsg91Answer(response.body) ? response.body : undefined
      if (!response.ok || answer?.type === 'error') {
        const reason = maskRecipientIn(answer?.message ?? excerptBody(response.body), message.to)
        throw new Error(`MSG91 rejected the SMS (HTTP ${response.status}): ${reason}`)
      }
    },
  }
}

function isMsg91Answer(body: unknown): body is { type?: string; message?: string } {
  return typeof body === 'object' && body !== null
}
