import type { MessageChannel, MessagePurpose } from '@/lib/messaging/values'

export type MessageLanguage = 'en' | 'es'

export type OtpMessage = {
  channel: 'sms' | 'whatsapp'
  /** E.164, e.g. +919812345678. */
  to: string
  code: string
  recipientName?: string
  language: MessageLanguage
  /** Shown in the outbox and logs, e.g. the OTP request id. */
  reference?: string
}

/** EMAIL_WHATSAPP's e-mail leg: the address and the code of its own, so the code a visitor enters says which they read. */
export type EmailedOtp = { to: string; code: string }

/** A file sent with an e-mail (the shipment quote's PDF). */
export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array }

export type EmailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  purpose: MessagePurpose
  reference?: string
  attachments?: EmailAttachment[]
}

/** Implementations throw an Error that names the provider when the message was not accepted. */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>
}

export type OtpProvider = 'msg91' | 'twilio' | 'whatsapp'

/** One row of the `outbox-messages` collection: what a local sender would have sent, and through which provider. */
export type OutboxRow = {
  channel: MessageChannel
  to: string
  subject?: string
  body: string
  provider: OtpProvider | 'smtp'
  purpose: MessagePurpose
  reference?: string
  /** The files an e-mail would have carried, their content in base64 so that staff and tests can open them. */
  attachments?: OutboxAttachment[]
}

export type OutboxAttachment = { filename: string; contentType: string; size: number; contentBase64: string }

export type OutboxWriter = (row: OutboxRow) => Promise<void>
