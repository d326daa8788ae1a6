import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { rawGet } from '../../tests/setup/raw-get'
import { withTidyHeaders } from './tidy-headers'

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function get(listener: RequestListener) {
  server = http.createServer(withTidyHeaders(listener))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return rawGet(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`), {})
}

describe('withTidyHeaders', () => {
  it("drops x-middleware-rewrite and keeps the answer's other headers and body, whether headers go out by write, end or writeHead", async () => {
    const sends: ((response: http.ServerResponse) => void)[] = [
      (response) => response.end('whole'),
      (response) => {
        response.write('stre')
        response.end('amed')
      },
      (response) => response.writeHead(201).end('explicit'),
    ]
    const answers = []
    for (const send of sends) {
      answers.push(
        await get((_request, response) => {
          response.setHeader('x-middleware-rewrite', '/en-in/with-query/hsn-code?q=fish')
          response.setHeader('x-nextjs-cache', 'HIT')
          send(response)
        }),
      )
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
    expect(answers.map((a) => [a.status, a.body])).toEqual([[200, 'whole'], [200, 'streamed'], [201, 'explicit']])
    for (const answer of answers) {
      expect(answer.headers['x-middleware-rewrite']).toBeUndefined()
      expect(answer.headers['x-nextjs-cache']).toBe('HIT')
    }
  })

  it('sends a header Next appended twice with one value once, and keeps repeated cookies and differing values', async () => {
    const answer = await get((_request, response) => {
      response.statusCode = 308
      response.appendHeader('location', '/hsn-code/chapter/11')
      response.appendHeader('location', '/hsn-code/chapter/11')
      response.appendHeader('x-nextjs-prerender', '1')
      response.appendHeader('x-nextjs-prerender', '1')
      response.appendHeader('set-cookie', 'a=1')
      response.appendHeader('set-cookie', 'a=1')
      response.appendHeader('link', '</a.css>; rel=preload')
      response.appendHeader('link', '</b.css>; rel=preload')
      response.end()
    })
    expect(answer.status).toBe(308)
    expect(answer.rawHeaders.filter(([name]) => name === 'location')).toEqual([['location', '/hsn-code/chapter/11']])
    expect(answer.rawHeaders.filter(([name]) => name === 'x-nextjs-prerender')).toHaveLength(1)
    expect(answer.rawHeaders.filter(([name]) => name === 'set-cookie')).toHaveLength(2)
    expect(answer.rawHeaders.filter(([name]) => name === 'link')).toHaveLength(2)
  })
})
