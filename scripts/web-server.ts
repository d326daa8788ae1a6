/**
 * The production web process: Next's own request handler (what `next start` runs, with the same `compress`,
 * ETags and caching), in a server of ours for two things `next start` cannot do:
 *   - the client's address: Next passes on any X-Forwarded-For a client sends. Here it counts only when the peer
 *     is one of TRUSTED_PROXIES (addresses or CIDR ranges); the request reaches Next with the one address that
 *     was worked out (scripts/lib/client-address.ts), and the site's per-IP limits key on it;
 *   - two answers Next gets wrong (scripts/lib/next-workarounds.ts, the one wrapper): a server-rendered 404 page where
 *     a page calls notFound(), and one Location on a cached redirect;
 *   - requests Next cannot take: methods it does not route (TRACE, CONNECT, PROPFIND...) are refused before Next
 *     (scripts/lib/refused-requests.ts), and an offered protocol upgrade is declined.
 * It also gives each request an id (the front tier's `x-request-id` when it came through a trusted proxy, else
 * a new one) that the answer carries and the application's log lines of that request share, counts and times it
 * by route family for Prometheus on METRICS_PORT (scripts/lib/metrics-server.ts), and, with LOG_FORMAT=json (the
 * default in production), logs it as one JSON line. None of this touches how Next writes the answer.
 * It installs no SIGTERM handler of Next's: the site's own (src/lib/graceful-shutdown.ts, started by
 * src/instrumentation.ts) drains, finishes the requests in flight, closes its pools and exits.
 *
 *   node dist/web-server.mjs -p 3000             (compiled by `npm run build:entries`: the image)
 *   node --import tsx scripts/web-server.ts -p 3000
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { clientAddress, isTrustedPeer, parseTrustedProxies } from './lib/client-address'
import { startMetricsServer } from './lib/metrics-server'
import { withNextWorkarounds } from './lib/next-workarounds'
import { contextOf, requestContext } from './lib/request-context'
import { createLogger, observeRequest, requestIdFor } from './lib/request-observer'
import { isRefusedMethod, refuseMethod, responseOnSocket } from './lib/refused-requests'
import { readRouteFamilies } from './lib/route-family'

const flag = process.argv.findIndex((a) => a === '-p' || a === '--port')
const port = Number(flag >= 0 ? process.argv[flag + 1] : process.env.PORT || 3000)
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)

const production = (process.env.DEPLOY_ENV || (process.env.NODE_ENV === 'production' ? 'production' : 'development')) === 'production'
const accessLog = (process.env.LOG_FORMAT || (production ? 'json' : 'pretty')) === 'json' ? createLogger('web') : null
if (process.env.METRICS_PORT) startMetricsServer(Number(process.env.METRICS_PORT))

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
const handle = withNextWorkarounds(app.getRequestHandler())
const families = readRouteFamilies(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next'))

function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const peer = request.socket.remoteAddress
  const requestId = requestIdFor(request.headers['x-request-id'], isTrustedPeer(peer, trustedProxies))
  request.headers['x-request-id'] = requestId
  request.headers['x-forwarded-for'] = clientAddress(peer, request.headers['x-forwarded-for'], trustedProxies)
  observeRequest(request, response, { requestId, families, log: accessLog })
  if (isRefusedMethod(request.method)) return refuseMethod(response, request.method!)
  requestContext.run(contextOf(requestId, response), () =>
    handle(request, response).catch((error: unknown) => {
      // As `next start` answers a request its handler failed on.
      if (accessLog) accessLog.error({ err: error, requestId }, `Failed to handle request for ${request.url}`)
      else console.error(`Failed to handle request for ${request.url}`, error)
      if (!response.headersSent) response.statusCode = 500
      response.end('Internal Server Error')
    }),
  )
}

// The site takes no protocol upgrade (it has no WebSocket): a request that offers one (`curl --http2` offers h2c) is
// answered over HTTP/1.1 like any other, as RFC 9110 §7.8 lets a server do. Otherwise Node hands it to the listener
// Next's handler adds, which closed the connection unanswered.
// Node 22.21 and 24.9 have the option; @types/node 22 does not yet.
const declineUpgrades: http.ServerOptions & { shouldUpgradeCallback: (request: http.IncomingMessage) => boolean } = { shouldUpgradeCallback: () => false }
const server = http.createServer(declineUpgrades, serve)
server.on('connect', (request, socket) => serve(request, responseOnSocket(request, socket)))
// Node times a request's headers out only once they have begun: a connection that sent nothing stayed open for ever,
// and one client held 2,000 of them (each a file descriptor of the process's 20,000). Closed after 10 s of silence.
const FIRST_BYTE_TIMEOUT_MS = 10_000
server.on('connection', (socket) => {
  const silent = setTimeout(() => socket.destroy(), FIRST_BYTE_TIMEOUT_MS)
  const spoke = () => clearTimeout(silent)
  socket.once('data', spoke)
  socket.once('close', spoke)
})
server.listen(port, () => {
  const ready = `Next.js ready on http://localhost:${port}`
  if (accessLog) accessLog.info(ready)
  else console.log(`▲ ${ready}`)
})
