import { afterEach, describe, expect, it } from 'vitest'
import { createMsg91Sender } from './msg91'
import { startFakeHttpServer, type FakeAnswer } from '../../../tests/support/messaging-servers'
import type { OtpMessage } from './types'

const message: OtpMessage = { channel: 'sms', to: '+919812345678', code: '482913', language: 'en', reference: 'req-1' }
let server: Awaited<ReturnType<typeof startFakeHttpServer>> | undefined

afterEach(async () => {
  await server?.close()
  server = undefined
})

async function senderAnswering(answer: FakeAnswer, timeoutMs?: number) {
  server = await startFakeHttpServer(() => answer)
  return createMsg91Sender({ authKey: 'msg91-key', templateId: 'dlt-template-1', apiUrl: `${server.url}/api/v5`, timeoutMs })
}

describe('createMsg91Sender', () => {
  it('posts the DLT template id and our code to the flow API', async () => {
    const sender = await senderAnswering({ status: 200, body: { type: 'success', message: '3763646c3058373530393938' } })
    await sender.send(message)

    expect(server!.requests).toHaveLength(1)
    const [request] = server!.requests
    expect(request!.method).toBe('POST')
    expect(request!.path).toBe('/api/v5/flow')
    expect(request!.headers.authkey).toBe('msg91-key')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({ template_id: 'dlt-template-1', recipients: [{ mobiles: '919812345678', otp: '482913' }] })
  })

  it('throws on an error answer sent with HTTP 200', async () => {
    const sender = await senderAnswering({ status: 200, body: { type: 'error', message: 'Template ID Missing or Invalid' } })
    await expect(sender.send(message)).rejects.toThrow(/MSG91 rejected the SMS \(HTTP 200\): Template ID Missing or Invalid/)
  })

  it('throws on an HTTP error', async () => {
    const sender = await senderAnswering({ status: 401, body: { type: 'error', message: 'Authentication failure' } })
    await expect(sender.send(message)).rejects.toThrow(/HTTP 401.*Authentication failure/)
  })

  it('throws when the provider does not answer in time', async () => {
    server = await startFakeHttpServer(() => new Promise<FakeAnswer>(() => {}))
    const sender = createMsg91Sender({ authKey: 'k', templateId: 't', apiUrl: server.url, timeoutMs: 200 })
    await expect(sender.send(message)).rejects.toThrow('MSG91 request failed: no answer within 200 ms')
  })

  it('names the missing variable instead of sending', async () => {
    const sender = createMsg91Sender({ templateId: 't', apiUrl: 'http://127.0.0.1:9' })
    await expect(sender.send(message)).rejects.toThrow('Messaging is not configured: set MSG91_AUTH_KEY.')
  })
})
