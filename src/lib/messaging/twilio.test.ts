import { afterEach, describe, expect, it } from 'vitest'
import { startFakeHttpServer, type FakeAnswer } from '../../../tests/support/messaging-servers'
import { createTwilioSender, type TwilioSettings } from './twilio'
import type { OtpMessage } from './types'

const message: OtpMessage = { channel: 'sms', to: '+525512345678', code: '482913', language: 'es' }
const credentials = { accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006' }
let server: Awaited<ReturnType<typeof startFakeHttpServer>> | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

async function senderAnswering(answer: FakeAnswer, settings: Partial<TwilioSettings> = {}) {
  server = await startFakeHttpServer(() => answer)
  return createTwilioSender({ ...credentials, apiUrl: server.url, ...settings })
}

describe('createTwilioSender', () => {
  it('posts To, From and the localized text with the code, with basic auth', async () => {
    const sender = await senderAnswering({ status: 201, body: { sid: 'SM1', status: 'queued' } })
    await sender.send(message)

    const [request] = server!.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json')
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`)
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(request!.body)
    expect(form.get('To')).toBe('+525512345678')
    expect(form.get('From')).toBe('+15005550006')
    expect(form.get('Body')).toContain('482913')
    expect(form.get('Body')).toMatch(/Vence en 10 minutos/)
  })

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const sender = await senderAnswering({ status: 201, body: { sid: 'SM1' } }, { from: 'MG0123456789' })
    await sender.send(message)
    const form = new URLSearchParams(server!.requests[0]!.body)
    expect(form.get('MessagingServiceSid')).toBe('MG0123456789')
    expect(form.has('From')).toBe(false)
  })

  it("throws with Twilio's error message", async () => {
    const sender = await senderAnswering({
      status: 400,
      body: { code: 21211, message: "The 'To' number +525512345678 is not a valid phone number.", status: 400 },
    })
    await expect(sender.send(message)).rejects.toThrow(
      "Twilio rejected the SMS (HTTP 400): The 'To' number *********5678 is not a valid phone number. (code 21211)",
    )
  })

  it('throws on a server error that is not JSON', async () => {
    const sender = await senderAnswering({ status: 503, body: '<html>Service Unavailable</html>' })
    await expect(sender.send(message)).rejects.toThrow(/HTTP 503.*Service Unavailable/)
  })

  it('names the missing variable instead of sending', async () => {
    const sender = createTwilioSender({ accountSid: 'AC1', authToken: 't', apiUrl: 'http://127.0.0.1:9' })
    await expect(sender.send(message)).rejects.toThrow('set TWILIO_FROM')
  })
})
