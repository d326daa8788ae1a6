import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A pass-through in front of the site that answers a page answered 404 with status 200, and everything else as it
 * is. Lighthouse refuses to audit a document answered 404 (ERRORED_DOCUMENT_REQUEST), while the site's 404 page is a
 * page type to measure: behind this, Lighthouse gets the very bytes and headers the site sends.
 */
export async function startNotFoundAsOk(target: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const { hostname, port } = new URL(target)
  const agent = new http.Agent({ keepAlive: true })
  const server: Server = http.createServer((request, response) => {
    const upstream = http.request({ hostname, port, agent, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      const isPage = /^text\/html/i.test(String(answer.headers['content-type'] ?? ''))
      response.writeHead(answer.statusCode === 404 && isPage ? 200 : (answer.statusCode ?? 502), answer.headers)
      answer.pipe(response)
    })
    upstream.on('error', () => response.writeHead(502).end())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
