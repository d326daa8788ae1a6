import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/env'
import { createMessaging, type Messaging } from './messaging'

// One service per Payload instance (one per process); the instance is passed in, so that this module does not
// import the Payload config, which lists the jobs that use it.
const services = new WeakMap<Payload, Messaging>()

/**
 * The messaging service configured by the environment (MESSAGING_MODE, EMAIL_TRANSPORT and the provider keys);
 * its local senders write to the outbox through `payload`.
 */
export function messagingFor(payload: Payload): Messaging {
  const existing = services.get(payload)
  if (existing) return existing
  const messaging = createMessaging({
    mode: env.MESSAGING_MODE,
    emailTransport: env.EMAIL_TRANSPORT,
    writeOutbox: async (row) => {
      await payload.create({ collection: 'outbox-messages', data: row, overrideAccess: true })
    },
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
  services.set(payload, messaging)
  return messaging
}
