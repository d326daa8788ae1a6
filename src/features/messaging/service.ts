import 'server-only'
import { env } from '@/env'
import { getPayloadClient } from '@/lib/payload'
import { createMessaging, type Messaging } from './messaging'
import type { OutboxWriter } from './types'

const writeOutboxRow: OutboxWriter = async (row) => {
  const payload = await getPayloadClient()
  await payload.create({ collection: 'outbox-messages', data: row, overrideAccess: true })
}

let messaging: Messaging | undefined

/** The messaging service configured by the environment (MESSAGING_MODE, EMAIL_TRANSPORT and the provider keys). */
export function messagingFromEnv(): Messaging {
  messaging ??= createMessaging({
    mode: env.MESSAGING_MODE,
    emailTransport: env.EMAIL_TRANSPORT,
    writeOutbox: writeOutboxRow,
    logCodes: env.DEPLOY_ENV !== 'production',
    msg91: { authKey: env.MSG91_AUTH_KEY, templateId: env.MSG91_OTP_TEMPLATE_ID, apiUrl: env.MSG91_API_URL },
    twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL },
    whatsapp: {
      accessToken: env.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      template: env.WHATSAPP_OTP_TEMPLATE,
      apiUrl: env.WHATSAPP_API_URL,
    },
    smtp: { url: env.SMTP_URL, from: env.EMAIL_FROM },
  })
  return messaging
}
