import { maskRecipientIn } from './mask'
import { excerptBody, joinUrl, postToProvider } from './provider-request'
import { buildOtpText } from './otp-text'
import { requireSetting } from './settings'
import type { OtpMessage, OtpSender } from './types'

export type TwilioSettings = { accountSid?: string; authToken?: string; from?: string; apiUrl?: string; timeoutMs?: number }

/** SMS outside India through Twilio's Messages API. `from` is a phone number or a Messaging Service SID (MG…). */
export function createTwilioSender(settings: TwilioSettings): OtpSender {
  return {
    async send(message: OtpMessage) {
      const accountSid = requireSetting(settings.accountSid, 'TWILIO_ACCOUNT_SID')
      const authToken = requireSetting(settings.authToken, 'TWILIO_AUTH_TOKEN')
      const from = requireSetting(settings.from, 'TWILIO_FROM')
      const apiUrl = requireSetting(settings.apiUrl, 'TWILIO_API_URL')
      const form = new URLSearchParams({ To: message.to, Body: buildOtpText(message) })
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from)
      const response = await postToProvider(
        'Twilio',
        joinUrl(apiUrl, `2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`),
        {
          headers: {
            authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        settings.timeoutMs,
      )
      if (!response.ok) throw new Error(`Twilio rejected the SMS (HTTP ${response.status}): ${maskRecipientIn(describeTwilioError(response.body), message.to)}`)
    },
  }
}

function describeTwilioError(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { code, message } = body as { code?: number; message: unknown }
    return code ? `${String(message)} (code ${code})` : String(message)
  }
  return excerptBody(body)
}
