import http from 'node:http'
import { collectDefaultMetrics, register } from 'prom-client'

/**
 * A process's internal port (METRICS_PORT): Prometheus metrics at /metrics (prom-client's default registry, which
 * the application's own metrics use too, src/lib/metrics.ts) and liveness at /livez. It is for the scraper and the
 * orchestrator only: the front tier never routes to it.
 */
export function startMetricsServer(port: number): http.Server {
  collectDefaultMetrics()
  const server = http.createServer((request, response) => {
    const path = request.url?.split('?', 1)[0]
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
    } else if (path === '/metrics') {
      register.metrics().then(
        (text) => response.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}`),
      )
    } else if (path === '/livez') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"status":"ok"}')
    } else {
      response.writeHead(404).end()
    }
  })
  server.listen(port)
  // Never what keeps a process alive: it stops with the process's own work.
  server.unref()
  return server
}
