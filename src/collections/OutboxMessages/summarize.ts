const CHANNEL_LABELS: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'E-mail' }

/** The admin title of an outbox row: the e-mail subject, or "SMS to +91…" for messages that have none. */
export function summarizeOutboxMessage(row: { channel?: string | null; to?: string | null; subject?: string | null }): string {
  if (row.subject) return row.subject
  return `${CHANNEL_LABELS[row.channel ?? ''] ?? 'Message'} to ${row.to ?? 'unknown'}`
}
