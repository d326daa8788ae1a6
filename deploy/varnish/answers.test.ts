import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/i18n/messages'
import { editionFromAcceptLanguage } from '../../src/lib/api/request-meta'
import { startVarnish, type RunningVarnish } from '../../scripts/lib/http-cache'

/** A port nothing listens on once this returns. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

let varnish: RunningVarnish
let base: string

describe('what Varnish answers itself (site.vcl with answers.vcl), in front of a web process that is gone', () => {
  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    varnish = startVarnish({ port, backends: [{ name: 'gone', port: await freePort() }] })
    for (let i = 0; i < 100 && !(await fetch(base).catch(() => null)); i++) await sleep(100)
  })

  afterAll(() => {
    if (varnish?.child.pid) process.kill(-varnish.child.pid, 'SIGTERM')
  })

  it('answers a page 503 in its edition, never kept, rather than "Backend fetch failed"', async () => {
    const answer = await fetch(`${base}/es-mx/contact-us`)
    const body = await answer.text()
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('retry-after'), answer.headers.get('cache-control')]).toEqual([
      503,
      'text/html; charset=utf-8',
      '60',
      'no-store',
    ])
    expect(body).toContain('<html lang="es-MX">')
    expect(body).toContain(MESSAGES['es-mx'].HttpCache.unavailable)
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(body))
    expect(await (await fetch(`${base}/en-us`)).text()).toContain('<html lang="en-US">')
  })

  it("answers an API call with the APIs' error object, in the edition its Accept-Language names, as the APIs choose it", async () => {
    for (const header of ['es-MX', 'en-US,en;q=0.9', 'de, es;q=0.5', 'fr-CA, en-us;q=0.2, es-MX;q=0.9', 'ES-ar', 'pt-BR', '']) {
      const answer = await fetch(`${base}/api/hsn/search?q=x`, { headers: { 'accept-language': header } })
      const message = MESSAGES[editionFromAcceptLanguage(header)].HttpCache.unavailable
      expect([answer.status, await answer.json()], header).toEqual([503, { error: { code: 'SERVER_ERROR', message, retryAfterSeconds: 60 } }])
    }
  })

  it('takes a purge from an address of `purgers` when no token is configured (the compose file), never one a proxy relays', async () => {
    expect((await fetch(`${base}/`, { method: 'BAN' })).status).toBe(200)
    expect((await fetch(`${base}/`, { method: 'BAN', headers: { 'x-forwarded-for': '198.51.100.9' } })).status).toBe(403)
  })

  it('refuses TRACE, CONNECT and any method Next does not route itself with 405 and Allow, in the edition, and closes the connection after a CONNECT', async () => {
    // fetch will not send TRACE or CONNECT: both go out raw.
    const methodRefused = (edition: keyof typeof MESSAGES, method: string) => MESSAGES[edition].HttpCache.methodRefused.replace('{method}', method)
    const answers = await Promise.all([
      rawAnswer('TRACE /es-mx/blogs HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      rawAnswer('TRACE /api/otp HTTP/1.1\r\nHost: x\r\nAccept-Language: es-MX\r\nConnection: close\r\n\r\n'),
      rawAnswer('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'),
    ])
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 405 /)
      expect(answer).toMatch(/\r\nAllow: GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH\r\n/)
      expect(answer).toMatch(/\r\nConnection: close\r\n/)
    }
    expect(answers[0]).toContain(`<html lang="es-MX">`)
    expect(answers[0]).toContain(methodRefused('es-mx', 'TRACE'))
    expect(answers[1]!.split('\r\n\r\n')[1]).toBe(JSON.stringify({ error: { code: 'METHOD_NOT_ALLOWED', message: methodRefused('es-mx', 'TRACE') } }))
    expect(answers[2]).toContain(methodRefused('en-in', 'CONNECT'))
    const propfind = await fetch(`${base}/api/hsn/search?q=x`, { method: 'PROPFIND', headers: { 'accept-language': 'es-MX' } })
    expect([propfind.status, propfind.headers.get('allow'), await propfind.json()]).toEqual([
      405,
      'GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH',
      { error: { code: 'METHOD_NOT_ALLOWED', message: methodRefused('es-mx', 'PROPFIND') } },
    ])
  })
})

/** Everything Varnish sends back on one connection for `request`, until it closes the connection (within 5 s). */
function rawAnswer(request: string): Promise<string> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = net.connect(Number(port), hostname, () => socket.write(request))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
    socket.setTimeout(5000, () => reject(new Error(`Varnish kept the connection open: ${Buffer.concat(chunks).toString('utf8').slice(0, 200)}`)))
  })
}
