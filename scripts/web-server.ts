/**
 * The production web process, in place of `next start` (scripts/launch.ts runs it for start and start:cluster):
 * Next's request handler behind scripts/lib/cached-page-delivery.ts, which tags and compresses the pages Next
 * serves from its cache once per cache entry instead of once per request (next.config turns Next's own
 * `compress` and `generateEtags` off for this), scripts/lib/deferred-chunk-scripts.ts, which has the site's
 * pages load Next's chunks after their first paint, and scripts/lib/not-found-pages.ts, which sends the edition's
 * server-rendered 404 page where Next renders an empty one.
 *
 *   node --import tsx scripts/web-server.ts -p 3000
 */
import http from 'node:http'
import next from 'next'
import { withCachedPageDelivery } from './lib/cached-page-delivery'
import { withDeferredChunkScripts } from './lib/deferred-chunk-scripts'
import { notFoundPagesFrom, withServerRenderedNotFound } from './lib/not-found-pages'

const flag = process.argv.findIndex((a) => a === '-p' || a === '--port')
const port = Number(flag >= 0 ? process.argv[flag + 1] : process.env.PORT || 3000)

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
const handle = app.getRequestHandler()

const server = http.createServer(
  withCachedPageDelivery(
    withDeferredChunkScripts(
      withServerRenderedNotFound((request, response) => {
        handle(request, response).catch((error: unknown) => {
          // As `next start` answers a request its handler failed on.
          console.error(`Failed to handle request for ${request.url}`, error)
          if (!response.headersSent) response.statusCode = 500
          response.end('Internal Server Error')
        })
      }, notFoundPagesFrom(`http://127.0.0.1:${port}`)),
    ),
  ),
)
server.listen(port, () => console.log(`▲ Next.js ready on http://localhost:${port}`))
