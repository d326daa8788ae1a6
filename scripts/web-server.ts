/**
 * The production web process, in place of `next start` (scripts/launch.ts runs it for start and start:cluster):
 * Next's request handler behind
 *   - scripts/lib/cached-page-delivery.ts: tags and compresses the pages Next serves from its cache once per cache
 *     entry instead of once per request (next.config turns Next's own `compress` and `generateEtags` off for this),
 *     and sends them again from its own store (scripts/lib/page-store.ts) until content changes;
 *   - scripts/lib/precompressed-build-files.ts: the build's scripts and stylesheets go out as the brotli or gzip
 *     copies made at build time;
 *   - scripts/lib/first-paint-page.ts: the site's pages paint from their HTML alone (stylesheet and consent runtime
 *     inline, Next's chunks after the first paint);
 *   - scripts/lib/not-found-pages.ts: the edition's server-rendered 404 page where Next renders an empty one;
 *   - scripts/lib/page-status.ts: a page answers with the status it states (a calculator's refused inputs: 400);
 *   - scripts/lib/tidy-headers.ts: no answer names the internal route the proxy rewrote its address to, or repeats a header.
 *
 *   node --import tsx scripts/web-server.ts -p 3000
 */
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { withCachedPageDelivery } from './lib/cached-page-delivery'
import { withFirstPaintPages } from './lib/first-paint-page'
import { withTidyHeaders } from './lib/tidy-headers'
import { loadInlineSources } from './lib/inline-sources'
import { notFoundPagesFrom, withServerRenderedNotFound } from './lib/not-found-pages'
import { withPrecompressedBuildFiles } from './lib/precompressed-build-files'
import { withStatusFromPages } from './lib/page-status'
import { createPageStore, localGeneration, sharedGeneration } from './lib/page-store'

const flag = process.argv.findIndex((a) => a === '-p' || a === '--port')
const port = Number(flag >= 0 ? process.argv[flag + 1] : process.env.PORT || 3000)

const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next') // as next.config.ts names it
const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
const handle = app.getRequestHandler()
const nextHandler: http.RequestListener = (request, response) => {
  handle(request, response).catch((error: unknown) => {
    // As `next start` answers a request its handler failed on.
    console.error(`Failed to handle request for ${request.url}`, error)
    if (!response.headersSent) response.statusCode = 500
    response.end('Internal Server Error')
  })
}
const inlineSources = await loadInlineSources(nextHandler, distDir)

// With several processes (REDIS_URL) a revalidation in any of them retires the pages every process stored.
const pages = { store: createPageStore(64 * 1024 * 1024), generation: process.env.REDIS_URL ? sharedGeneration : localGeneration }

const server = http.createServer(
  withTidyHeaders(
    withCachedPageDelivery(
      withPrecompressedBuildFiles(
        withFirstPaintPages(
          withServerRenderedNotFound(withStatusFromPages(nextHandler), notFoundPagesFrom(`http://127.0.0.1:${port}`)),
          inlineSources,
        ),
        distDir,
      ),
      { pages },
    ),
  ),
)
server.listen(port, () => console.log(`▲ Next.js ready on http://localhost:${port}`))
