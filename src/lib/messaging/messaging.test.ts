import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMessaging, type MessagingOptions } from './messaging'
import { startFakeHttpServer, startFakeSmtpServer } from '../../../tests/support/messaging-servers'
import type { OutboxRow } from './types'

let rows: OutboxRow[]
const writeOutbox = async (row: OutboxRow) => {
  rows.push(row)
}

beforeEach(() => {
  rows = []
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => vi.restoreAllMocks())

describe('createMessaging in outbox mode', () => {
  const messaging = createMessaging({ writeOutbox })

  it('stores SMS to India as MSG91, elsewhere as Twilio', async () => {
    await messaging.sendOtp({ channel: 'sms', to: '+919812345678', code: '111111', language: 'en' })
    await messaging.sendOtp({ channel: 'sms', to: '+525512345678', code: '222222', language: 'es' })
    await messaging.sendOtp({ channel: 'sms', to: '+12125550100', code: '333333', language: 'en' })
    expect(rows.map((r) => [r.channel, r.provider])).toEqual([
      ['sms', 'msg91'],
      ['sms', 'twilio'],
      ['sms', 'twilio'],
    ])
  })

  it('stores a WhatsApp code and, given an address, the e-mail with its own code', async () => {
    await messaging.sendOtp({
      channel: 'whatsapp',
      to: '+525512345678',
      code: '482913',
      language: 'es',
      email: { to: 'ana@example.com', code: '105577' },
      reference: 'r1',
    })
    expect(rows).toHaveLength(2)
    expect(rows).toContainEqual(
      expect.objectContaining({ channel: 'whatsapp', provider: 'whatsapp', to: '+525512345678', reference: 'r1', body: expect.stringContaining('482913') }),
    )
    expect(rows).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        to: 'ana@example.com',
        subject: 'Tu código de verificación de Northwind',
        body: expect.stringContaining('105577'),
        purpose: 'otp',
        reference: 'r1',
      }),
    )
  })

  it('sends no e-mail for an SMS code even when an address is given', async () => {
    await messaging.sendOtp({ channel: 'sms', to: '+919812345678', code: '482913', language: 'en', email: { to: 'asha@example.com', code: '105577' } })
    expect(rows.map((r) => r.channel)).toEqual(['sms'])
  })

  it('stores e-mails', async () => {
    await messaging.sendEmail({ to: 'sales@northwind.example', subject: 'New lead', text: 'Lead 42', purpose: 'lead-notification' })
    expect(rows).toEqual([expect.objectContaining({ channel: 'email', subject: 'New lead', provider: 'smtp' })])
  })
})

describe('createMessaging in live mode', () => {
  let http: Awaited<ReturnType<typeof startFakeHttpServer>>
  let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>
  let options: MessagingOptions

  beforeAll(async () => {
    http = await startFakeHttpServer((request) =>
      request.path.startsWith('/msg91') ? { status: 200, body: { type: 'success', message: 'id' } } : { status: 201, body: { sid: 'x' } },
    )
    smtp = await startFakeSmtpServer()
    options = {
      mode: 'live',
      emailTransport: 'smtp',
      writeOutbox,
      msg91: { authKey: 'k', templateId: 't', apiUrl: `${http.url}/msg91` },
      twilio: { accountSid: 'AC1', authToken: 't', from: '+15005550006', apiUrl: `${http.url}/twilio` },
      whatsapp: { accessToken: 't', phoneNumberId: '1055', template: 'otp_code', apiUrl: `${http.url}/whatsapp` },
      smtp: { url: smtp.url, from: 'no-reply@northwind.example' },
    }
  })

  afterAll(async () => {
    await http.close()
    await smtp.close()
  })

  beforeEach(() => {
    http.requests.length = 0
    smtp.mails.length = 0
  })

  it('routes +91 to MSG91 and other countries to Twilio', async () => {
    const messaging = createMessaging(options)
    await messaging.sendOtp({ channel: 'sms', to: '+919812345678', code: '111111', language: 'en' })
    await messaging.sendOtp({ channel: 'sms', to: '+525512345678', code: '222222', language: 'es' })
    await messaging.sendOtp({ channel: 'sms', to: '+12125550100', code: '333333', language: 'en' })

    expect(http.requests.map((r) => r.path)).toEqual([
      '/msg91/flow',
      '/twilio/2010-04-01/Accounts/AC1/Messages.json',
      '/twilio/2010-04-01/Accounts/AC1/Messages.json',
    ])
    expect(rows).toEqual([])
  })

  it('sends WhatsApp codes through the Cloud API and the e-mail through SMTP', async () => {
    await createMessaging(options).sendOtp({
      channel: 'whatsapp',
      to: '+919812345678',
      code: '482913',
      language: 'en',
      email: { to: 'asha@example.com', code: '105577' },
    })

    expect(http.requests.map((r) => r.path)).toEqual(['/whatsapp/1055/messages'])
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]!.to).toEqual(['asha@example.com'])
    expect(smtp.mails[0]!.raw).toContain('105577')
  })

  it('still sends the e-mail when WhatsApp fails, then reports the failure', async () => {
    const messaging = createMessaging({ ...options, whatsapp: { ...options.whatsapp, accessToken: undefined } })
    await expect(
      messaging.sendOtp({ channel: 'whatsapp', to: '+919812345678', code: '482913', language: 'en', email: { to: 'asha@example.com', code: '105577' } }),
    ).rejects.toThrow('set WHATSAPP_ACCESS_TOKEN')
    expect(smtp.mails).toHaveLength(1)
  })

  it('reports every failed delivery', async () => {
    const messaging = createMessaging({ ...options, whatsapp: {}, smtp: {} })
    const failure = messaging.sendOtp({ channel: 'whatsapp', to: '+919812345678', code: '1', language: 'en', email: { to: 'asha@example.com', code: '2' } })
    await expect(failure).rejects.toThrow(AggregateError)
    await expect(failure).rejects.toThrow(/WHATSAPP_ACCESS_TOKEN.*EMAIL_FROM/)
  })

  it('keeps e-mail in the outbox unless EMAIL_TRANSPORT is smtp', async () => {
    await createMessaging({ ...options, emailTransport: 'outbox' }).sendEmail({
      to: 'sales@northwind.example',
      subject: 'New lead',
      text: 'Lead 42',
      purpose: 'lead-notification',
    })
    expect(smtp.mails).toEqual([])
    expect(rows).toEqual([expect.objectContaining({ channel: 'email', subject: 'New lead' })])
  })

  it('sends e-mail through SMTP', async () => {
    await createMessaging(options).sendEmail({ to: 'sales@northwind.example', subject: 'New lead', text: 'Lead 42', purpose: 'lead-notification' })
    expect(smtp.mails.map((m) => m.to)).toEqual([['sales@northwind.example']])
  })
})
