import { describe, expect, it } from 'vitest'
import { summarizeOutboxMessage } from './summarize'

describe('summarizeOutboxMessage', () => {
  it('uses the subject of an e-mail', () => {
    expect(summarizeOutboxMessage({ channel: 'email', to: 'sales@example.com', subject: 'New lead: Acme' })).toBe('New lead: Acme')
  })

  it('names the channel and recipient of a message without a subject', () => {
    expect(summarizeOutboxMessage({ channel: 'sms', to: '+919812345678' })).toBe('SMS to +919812345678')
    expect(summarizeOutboxMessage({ channel: 'whatsapp', to: '+525512345678', subject: null })).toBe('WhatsApp to +525512345678')
  })
})
