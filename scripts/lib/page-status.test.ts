import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { rawGet } from '../../tests/setup/raw-get'
import { withStatusFromPages } from './page-status'

const page = (head: string) => `<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/>${head}<title>Calculadora</title></head><body><h1>Calculadora – ñ</h1></body></html>`
const STATED = page('<meta name="x-page-status" content="400"/>')

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(listener: RequestListener) {
  server = http.createServer(withStatusFromPages(listener))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (path = '/') => rawGet(new URL(`http://127.0.0.1:${port}${path}`), {})
}

/** Answers as Next does: streamed in small chunks after flushHeaders (as pipe-readable does), or whole in one `end`. */
function answer(body: string, { streamed = true, status = 200, headers = {} as Record<string, string> } = {}): RequestListener {
  return async (_request, response) => {
    response.statusCode = status
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    if (!streamed) {
      response.setHeader('Content-Length', Buffer.byteLength(body))
      response.end(body)
      return
    }
    response.flushHeaders()
    const bytes = Buffer.from(body)
    // 7-byte chunks split "</head>" and the two-byte letters across writes.
    for (let i = 0; i < bytes.length; i += 7) {
      response.write(bytes.subarray(i, i + 7))
      await new Promise((resolve) => setImmediate(resolve))
    }
    response.end()
  }
}

describe('withStatusFromPages', () => {
  it('answers with the status a rendered page states, without the statement, streamed or whole', async () => {
    for (const streamed of [true, false]) {
      const get = await serve(answer(STATED, { streamed }))
      const answered = await get()
      expect([answered.status, answered.body]).toEqual([400, page('')])
      if (!streamed) expect(Number(answered.headers['content-length'])).toBe(Buffer.byteLength(page('')))
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })

  it('passes pages that state nothing, cached pages, other statuses and other types untouched', async () => {
    for (const [listener, status, body] of [
      [answer(page('')), 200, page('')],
      [answer(STATED, { headers: { 'x-nextjs-cache': 'HIT' } }), 200, STATED],
      [answer(STATED, { status: 404 }), 404, STATED],
      [answer(STATED, { headers: { 'content-type': 'text/x-component' } }), 200, STATED],
    ] as const) {
      const get = await serve(listener)
      expect(await get()).toMatchObject({ status, body })
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })
})
