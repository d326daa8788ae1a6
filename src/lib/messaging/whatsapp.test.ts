import { afterEach, describe, expect, it } from 'vitest'
import { startFakeHttpServer, type FakeAnswer } from '../../../tests/support/messaging-servers'
import type { OtpMessage } from './types'
import { createWhatsAppSender } from './whatsapp'

const message: OtpMessage = { channel: 'whatsapp', to: '+525512345678', code: '482913', language: 'es' }
let server: Awaited<ReturnType<typeof startFakeHttpServer>> | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

async function senderAnswering(answer: FakeAnswer) {
  server = await startFakeHttpServer(() => answer)
  return createWhatsAppSender({ accessToken: 'wa-token', phoneNumberId: '1055', template: 'otp_code', apiUrl: `${server.url}/v21.0` })
}

describe('createWhatsAppSender', () => {
  it('sends the authentication template with the code in the body and the copy-code button', async () => {
    const sender = await senderAnswering({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } })
    await sender.send(message)

    const [request] = server!.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/v21.0/1055/messages')
    expect(request!.headers.authorization).toBe('Bearer wa-token')
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '525512345678',
      type: 'template',
      template: {
        name: 'otp_code',
        language: { code: 'es_MX' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    })
  })

  it('uses the English template for English', async () => {
    const sender = await senderAnswering({ status: 200, body: { messages: [{ id: 'wamid.1' }] } })
    await sender.send({ ...message, language: 'en' })
    expect(JSON.parse(server!.requests[0]!.body).template.language).toEqual({ code: 'en' })
  })

  it("throws with the Graph API's error message", async () => {
    const sender = await senderAnswering({
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', type: 'OAuthException', code: 132001 } },
    })
    await expect(sender.send(message)).rejects.toThrow(/WhatsApp Cloud API rejected the message \(HTTP 400\): .*Template name does not exist.*\(code 132001\)/)
  })

  it('throws on a server error', async () => {
    const sender = await senderAnswering({ status: 500, body: { error: { message: 'An unknown error occurred', code: 1 } } })
    await expect(sender.send(message)).rejects.toThrow(/HTTP 500/)
  })

  it('names the missing variable instead of sending', async () => {
    const sender = createWhatsAppSender({ accessToken: 't', template: 'otp_code', apiUrl: 'http://127.0.0.1:9' })
    await expect(sender.send(message)).rejects.toThrow('set WHATSAPP_PHONE_NUMBER_ID')
  })
})
