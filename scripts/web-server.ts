/**
 * The production web process: Next's own request handler (what `next start` runs, with the same `compress`,
 * ETags and caching), in a server of ours for two things `next start` cannot do:
 *   - the client's address: Next passes on any X-Forwarded-For a client sends. Here it counts only when the peer
 *     is one of TRUSTED_PROXIES (addresses or CIDR ranges); the request reaches Next with the one address that
 *     was worked out (scripts/lib/client-address.ts), and the site's per-IP limits key on it;
 *   - two answers Next gets wrong (scripts/lib/next-workarounds.ts, the one wrapper): a server-rendered 404 page where
 *     a page calls notFound(), and one Location on a cached redirect.
 * It installs no SIGTERM handler of Next's: the site's own (src/lib/graceful-shutdown.ts, started by
 * src/instrumentation.ts) drains, finishes the requests in flight, closes its pools and exits.
 *
 *   node --import tsx scripts/web-server.ts -p 3000
 */
import http from 'node:http'
import next from 'next'
import { clientAddress, parseTrustedProxies } from './lib/client-address'
import { withNextWorkarounds } from './lib/next-workarounds'

const flag = process.argv.findIndex((a) => a === '-p' || a === '--port')
const port = Number(flag >= 0 ? process.argv[flag + 1] : process.env.PORT || 3000)
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
const handle = withNextWorkarounds(app.getRequestHandler())

const server = http.createServer((request, response) => {
  request.headers['x-forwarded-for'] = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies)
  handle(request, response).catch((error: unknown) => {
    // As `next start` answers a request its handler failed on.
    console.error(`Failed to handle request for ${request.url}`, error)
    if (!response.headersSent) response.statusCode = 500
    response.end('Internal Server Error')
  })
})
server.listen(port, () => console.log(`▲ Next.js ready on http://localhost:${port}`))
