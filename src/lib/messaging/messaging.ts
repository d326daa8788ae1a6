import { createMsg91Sender, type Msg91Settings } from './msg91'
import { createOutboxEmailSender, createOutboxOtpSender } from './outbox'
import { buildOtpEmail } from './otp-text'
import { chooseOtpProvider } from './routing'
import { createSmtpEmailSender, type SmtpSettings } from './smtp'
import { createTwilioSender, type TwilioSettings } from './twilio'
import type { EmailedOtp, EmailMessage, EmailSender, OtpMessage, OtpProvider, OtpSender, OutboxWriter } from './types'
import { createWhatsAppSender, type WhatsAppSettings } from './whatsapp'
import { otpSends } from '@/lib/metrics'

export type Messaging = {
  /** With channel 'whatsapp' and an `email`, a code of its own also goes by e-mail (the EMAIL_WHATSAPP request type). */
  sendOtp(message: OtpMessage & { email?: EmailedOtp }): Promise<void>
  sendEmail(message: EmailMessage): Promise<void>
}

export type MessagingOptions = {
  /** outbox (default): SMS and WhatsApp messages are stored in the outbox; live: sent through the providers. */
  mode?: 'outbox' | 'live'
  /** outbox (default): e-mails, OTP ones included, are stored in the outbox; smtp: sent through `smtp`. */
  emailTransport?: 'outbox' | 'smtp'
  writeOutbox: OutboxWriter
  /** Print OTP codes in the outbox log line (development only). */
  logCodes?: boolean
  /** Per outbound request; defaults to 10 s. */
  timeoutMs?: number
  msg91?: Omit<Msg91Settings, 'timeoutMs'>
  twilio?: Omit<TwilioSettings, 'timeoutMs'>
  whatsapp?: Omit<WhatsAppSettings, 'timeoutMs'>
  smtp?: Omit<SmtpSettings, 'timeoutMs'>
}

export function createMessaging(options: MessagingOptions): Messaging {
  const { timeoutMs } = options
  const outboxOtp = createOutboxOtpSender({ write: options.writeOutbox, logCode: options.logCodes })
  const liveOtp: Record<OtpProvider, OtpSender> = {
    msg91: createMsg91Sender({ ...options.msg91, timeoutMs }),
    twilio: createTwilioSender({ ...options.twilio, timeoutMs }),
    whatsapp: createWhatsAppSender({ ...options.whatsapp, timeoutMs }),
  }
  const email: EmailSender =
    options.emailTransport === 'smtp' ? createSmtpEmailSender({ ...options.smtp, timeoutMs }) : createOutboxEmailSender({ write: options.writeOutbox })
  const otpProviderFor = (message: OtpMessage): OtpProvider | 'outbox' => (options.mode === 'live' ? chooseOtpProvider(message) : 'outbox')
  const sendCounted = async (message: OtpMessage) => {
    const provider = otpProviderFor(message)
    try {
      await (provider === 'outbox' ? outboxOtp : liveOtp[provider]).send(message)
      otpSends.inc({ provider, outcome: 'sent' })
    } catch (error) {
      otpSends.inc({ provider, outcome: 'failed' })
      throw error
    }
  }

  return {
    async sendOtp({ email: emailed, ...message }) {
      const deliveries = [sendCounted(message)]
      if (message.channel === 'whatsapp' && emailed) {
        deliveries.push(email.send({ to: emailed.to, ...buildOtpEmail({ ...message, code: emailed.code }), purpose: 'otp', reference: message.reference }))
      }
      await settleAll(deliveries)
    },
    sendEmail: (message) => email.send(message),
  }
}

/** Lets every delivery run to its end, then reports all failures together. */
async function settleAll(deliveries: Promise<void>[]): Promise<void> {
  const failures = (await Promise.allSettled(deliveries)).flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []))
  if (failures.length === 1) throw failures[0]
  if (failures.length > 1) {
    throw new AggregateError(failures, failures.map((f) => (f instanceof Error ? f.message : String(f))).join('; '))
  }
}
