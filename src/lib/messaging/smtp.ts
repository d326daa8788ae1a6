import { createTransport, type Transporter } from 'nodemailer'
import { maskRecipient, maskRecipientIn } from './mask'
import { DEFAULT_TIMEOUT_MS } from './provider-request'
import { requireSetting } from './settings'
import type { EmailMessage, EmailSender } from './types'

export type SmtpSettings = { url?: string; from?: string; timeoutMs?: number }

/** E-mail through the SMTP server in `url` (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function createSmtpEmailSender(settings: SmtpSettings): EmailSender {
  let transport: Transporter | undefined
  return {
    async send(message: EmailMessage) {
      const from = requireSetting(settings.from, 'EMAIL_FROM')
      transport ??= openTransport(requireSetting(settings.url, 'SMTP_URL'), settings.timeoutMs ?? DEFAULT_TIMEOUT_MS)
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content) })),
        })
        if (info.rejected?.length) throw new Error(`the server refused ${info.rejected.length} recipient(s)`)
      } catch (error) {
        // The server's answer often quotes the address ("550 5.1.1 <…>: Recipient address rejected"): the error
        // says it masked, and leaves nodemailer's own error out, which would repeat it in the logs.
        const reason = maskRecipientIn(error instanceof Error ? error.message : String(error), message.to)
        throw new Error(`SMTP delivery to ${maskRecipient(message.to)} failed: ${reason}`)
      }
    },
  }
}

function openTransport(url: string, timeoutMs: number): Transporter {
  return createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 3 })
}
