import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { createOutboxEmailSender, createOutboxOtpSender } from './outbox'
import type { OutboxRow } from './types'

let rows: OutboxRow[]
let info: MockInstance<typeof console.info>
const write = async (row: OutboxRow) => {
  rows.push(row)
}

beforeEach(() => {
  rows = []
  info = vi.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => info.mockRestore())

describe('createOutboxOtpSender', () => {
  it('stores the text with the code and the provider live mode would use', async () => {
    await createOutboxOtpSender({ write }).send({ channel: 'sms', to: '+919812345678', code: '482913', language: 'en', reference: 'req-1' })

    expect(rows).toEqual([
      { channel: 'sms', to: '+919812345678', body: expect.stringContaining('482913'), provider: 'msg91', purpose: 'otp', reference: 'req-1' },
    ])
  })

  it('logs one line with the recipient masked and without the code', async () => {
    await createOutboxOtpSender({ write }).send({ channel: 'whatsapp', to: '+525512345678', code: '482913', language: 'es', reference: 'req-2' })

    expect(info).toHaveBeenCalledTimes(1)
    const line = String(info.mock.calls[0]![0])
    expect(line).toContain('whatsapp')
    expect(line).toContain('********5678')
    expect(line).toContain('ref=req-2')
    expect(line).not.toContain('525512345678')
    expect(line).not.toContain('482913')
  })

  it('logs the code when asked to (development)', async () => {
    await createOutboxOtpSender({ write, logCode: true }).send({ channel: 'sms', to: '+12125550100', code: '482913', language: 'en' })
    expect(String(info.mock.calls[0]![0])).toContain('code=482913')
    expect(rows[0]!.provider).toBe('twilio')
  })

  it('lets a failed write surface and logs nothing', async () => {
    const sender = createOutboxOtpSender({ write: () => Promise.reject(new Error('database down')) })
    await expect(sender.send({ channel: 'sms', to: '+919812345678', code: '1', language: 'en' })).rejects.toThrow('database down')
    expect(info).not.toHaveBeenCalled()
  })
})

describe('createOutboxEmailSender', () => {
  it('stores the e-mail with its subject, text and purpose', async () => {
    await createOutboxEmailSender({ write }).send({
      to: 'sales@northwind.example',
      subject: 'New lead: Acme',
      text: 'Acme wants a loan.',
      html: '<p>Acme wants a loan.</p>',
      purpose: 'lead-notification',
      reference: 'lead-42',
    })

    expect(rows).toEqual([
      {
        channel: 'email',
        to: 'sales@northwind.example',
        subject: 'New lead: Acme',
        body: 'Acme wants a loan.',
        provider: 'smtp',
        purpose: 'lead-notification',
        reference: 'lead-42',
      },
    ])
    expect(String(info.mock.calls[0]![0])).toContain(' ***es@northwind.example ')
  })

  it('records the attachments an e-mail would have carried, readable in base64', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 quote')
    await createOutboxEmailSender({ write }).send({
      to: 'asha@rao-exports.example',
      subject: 'Your shipment estimate',
      text: 'Attached.',
      purpose: 'shipment-quote',
      reference: 'lead-7',
      attachments: [{ filename: 'estimate.pdf', contentType: 'application/pdf', content: pdf }],
    })
    expect(rows[0]!.attachments).toEqual([
      { filename: 'estimate.pdf', contentType: 'application/pdf', size: pdf.byteLength, contentBase64: Buffer.from(pdf).toString('base64') },
    ])
    expect(String(info.mock.calls[0]![0])).toContain('attachments=estimate.pdf')
  })
})
