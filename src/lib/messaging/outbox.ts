import { maskRecipient } from './mask'
import { buildOtpText } from './otp-text'
import { chooseOtpProvider } from './routing'
import type { EmailAttachment, EmailMessage, EmailSender, OtpMessage, OtpSender, OutboxAttachment, OutboxRow, OutboxWriter } from './types'
import { log } from '@/lib/logger'

/**
 * Local OTP sender: stores the message staff would have received in the outbox, noting the provider live mode
 * would use. `logCode` also prints the code, for development only.
 */
export function createOutboxOtpSender({ write, logCode = false }: { write: OutboxWriter; logCode?: boolean }): OtpSender {
  return {
    async send(message: OtpMessage) {
      const row: OutboxRow = {
        channel: message.channel,
        to: message.to,
        body: buildOtpText(message),
        provider: chooseOtpProvider(message),
        purpose: 'otp',
        reference: message.reference,
      }
      await write(row)
      logRow(row, logCode ? ` code=${message.code}` : '')
    },
  }
}

/** Local e-mail sender: stores the e-mail in the outbox instead of sending it. */
export function createOutboxEmailSender({ write }: { write: OutboxWriter }): EmailSender {
  return {
    async send(message: EmailMessage) {
      const row: OutboxRow = {
        channel: 'email',
        to: message.to,
        subject: message.subject,
        body: message.text,
        provider: 'smtp',
        purpose: message.purpose,
        reference: message.reference,
        ...(message.attachments && message.attachments.length > 0 && { attachments: message.attachments.map(recordAttachment) }),
      }
      await write(row)
      logRow(row, row.attachments ? ` attachments=${row.attachments.map((a) => a.filename).join(',')}` : '')
    },
  }
}

function recordAttachment({ filename, contentType, content }: EmailAttachment): OutboxAttachment {
  return { filename, contentType, size: content.byteLength, contentBase64: Buffer.from(content).toString('base64') }
}

function logRow(row: OutboxRow, extra: string): void {
  const reference = row.reference ? ` ref=${row.reference}` : ''
  log.info(`[messaging] outbox ${row.channel} via ${row.provider} (${row.purpose}) to ${maskRecipient(row.to)}${reference}${extra}`)
}
