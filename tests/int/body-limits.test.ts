import { afterEach, describe, expect, it } from 'vitest'
import esMx from '../../messages/es-mx.json'
import { rawConnection } from '../setup/raw-http'
import { ADMIN, baseUrl, loginHeaders } from '../setup/system'

const MB = 1024 * 1024
const connections: ReturnType<typeof rawConnection>[] = []

/** Sends only a request's head, declaring a body that never comes: an answer proves nothing waited for the body. */
async function headOnly(method: string, path: string, headers: Record<string, string>) {
  const connection = rawConnection(new URL(baseUrl()))
  connections.push(connection)
  const lines = Object.entries({ host: new URL(baseUrl()).host, ...headers }).map(([name, value]) => `${name}: ${value}`)
  const answer = await connection.send(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 10_000)
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) as { errors: { message: string }[] } }
}

afterEach(() => {
  for (const connection of connections.splice(0)) connection.close()
})

describe("Payload's API refuses a body over its limit before reading it", () => {
  it('refuses an anonymous upload at once (403), whatever size it declares', async () => {
    const answer = await headOnly('POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * MB) })
    expect(answer.status).toBe(403)
  })

  it("refuses a staff upload over its collection's limit (413), naming the limit in the caller's language", async () => {
    const { Authorization } = await loginHeaders(ADMIN.email, ADMIN.password)
    const media = await headOnly('POST', '/api/media', {
      authorization: Authorization,
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(10 * MB + 1),
    })
    expect(media).toEqual({ status: 413, body: { errors: [{ message: 'The request is too large: send at most 10 MB.' }] } })
    const documents = await headOnly('PATCH', '/api/documents/1', {
      authorization: Authorization,
      'accept-language': 'es-MX',
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(25 * MB + 1),
    })
    expect(documents).toEqual({ status: 413, body: { errors: [{ message: 'La solicitud es demasiado grande: envía como máximo 25 MB.' }] } })
  })

  it('refuses a JSON body over 1 MB, a GraphQL query over 64 KB, and a body of undeclared size (411)', async () => {
    const json = await headOnly('POST', '/api/users/login', { 'content-type': 'application/json', 'content-length': String(MB + 1) })
    expect(json.status).toBe(413)
    const graphql = await headOnly('POST', '/api/graphql', { 'content-type': 'application/json', 'content-length': String(64 * 1024 + 1) })
    expect(graphql).toEqual({ status: 413, body: { errors: [{ message: 'The request is too large: send at most 64 KB.' }] } })
    const chunked = await headOnly('POST', '/api/users/login', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
    expect(chunked).toEqual({ status: 411, body: { errors: [{ message: 'Send the request with its size (a Content-Length header).' }] } })
  })

  it('still takes bodies within their limits: a login, a GraphQL query, a staff upload', async () => {
    const login = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    expect(login.status).toBe(200)
    const graphql = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Posts(limit: 1) { totalDocs } }' }),
    })
    expect(graphql.status).toBe(200)
    const { Authorization } = await loginHeaders(ADMIN.email, ADMIN.password)
    const form = new FormData()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0b3d91"/></svg>'
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'body-limit-test.svg')
    form.append('_payload', JSON.stringify({ alt: 'A blue square' }))
    const upload = await fetch(`${baseUrl()}/api/media`, { method: 'POST', headers: { Authorization }, body: form })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number } }
    expect((await fetch(`${baseUrl()}/api/media/${doc.id}`, { method: 'DELETE', headers: { Authorization } })).status).toBe(200)
  })
})

describe('the public APIs refuse a body over their limit part-way', () => {
  it('answers a chunked body past the limit 413 and closes the connection, so the next request is answered on a new one', async () => {
    const connection = rawConnection(new URL(baseUrl()))
    connections.push(connection)
    const host = new URL(baseUrl()).host
    const body = JSON.stringify({ phone: '9'.repeat(400_000) })
    const refused = await connection.send(
      `POST /api/otp HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\naccept-language: es-MX\r\ntransfer-encoding: chunked\r\n\r\n` +
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      10_000,
    )
    expect(refused.status).toBe(413)
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: esMx.LeadForms.messages.payloadTooLarge } })
    // Left open, the connection read no further request: the next one waited for ever.
    expect(refused.closed).toBe(true)
    const next = await connection.send(`GET /livez HTTP/1.1\r\nhost: ${host}\r\n\r\n`, 5_000)
    expect(next.status).toBe(200)
  })
})
