import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { rawGet } from '../../tests/setup/raw-get'
import type { EditionCode } from '../../src/i18n/editions'
import { withServerRenderedNotFound, type NotFoundPageSource } from './not-found-pages'

const EMPTY = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/></head><body><script>self.__next_f.push([1,"x"])</script></body></html>'
const notFoundPage = (edition: EditionCode) => `<!DOCTYPE html><html lang="${edition}"><head><title>404</title></head><body><h1>Not found in ${edition}</h1></body></html>`

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(listener: RequestListener, source: NotFoundPageSource = async (edition) => notFoundPage(edition)) {
  server = http.createServer(withServerRenderedNotFound(listener, source))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (path: string, headers: Record<string, string> = {}) => rawGet(new URL(`http://127.0.0.1:${port}${path}`), headers)
}

/** Answers as Next does for a page: streamed after the headers are out, or whole in one `end`. */
function answer(status: number, body: string, { streamed = true, type = 'text/html; charset=utf-8' } = {}): RequestListener {
  return async (_request, response) => {
    response.statusCode = status
    response.setHeader('Content-Type', type)
    if (!streamed) {
      response.setHeader('Content-Length', Buffer.byteLength(body))
      response.end(body)
      return
    }
    response.flushHeaders()
    for (let i = 0; i < body.length; i += 20) {
      response.write(Buffer.from(body.slice(i, i + 20)))
      await new Promise((resolve) => setImmediate(resolve))
    }
    response.end()
  }
}

describe('withServerRenderedNotFound', () => {
  it("sends the edition's 404 page in place of the empty document, streamed or whole", async () => {
    for (const streamed of [true, false]) {
      const get = await serve(answer(404, EMPTY, { streamed }))
      const mexico = await get('/es-mx/no-existe')
      expect([mexico.status, mexico.body]).toEqual([404, notFoundPage('es-mx')])
      expect((await get('/no-such-page')).body).toBe(notFoundPage('en-in'))
      if (!streamed) expect(Number(mexico.headers['content-length'])).toBe(Buffer.byteLength(notFoundPage('es-mx')))
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })

  it('passes pages, rendered 404 pages and other types untouched', async () => {
    const page = notFoundPage('en-us')
    for (const [listener, expected] of [
      [answer(200, EMPTY), EMPTY],
      [answer(404, page), page],
      [answer(404, EMPTY, { type: 'text/plain' }), EMPTY],
    ] as const) {
      const get = await serve(listener, async () => 'replaced')
      expect((await get('/en-us/x')).body).toBe(expected)
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })

  it('keeps the empty document when the 404 page cannot be read, and never replaces its own request', async () => {
    const get = await serve(answer(404, EMPTY), async () => {
      throw new Error('down')
    })
    expect(await get('/es-mx/x')).toMatchObject({ status: 404, body: EMPTY })
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const own = await serve(answer(404, EMPTY))
    expect((await own('/es-mx/not-found-page', { 'x-not-found-page': '1' })).body).toBe(EMPTY)
  })
})
