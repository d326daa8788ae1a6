/**
 * Refuses to serve a production deployment that still has a development default (src/env.ts). Starts Payload
 * with the server, so the first visitor does not wait for it, and prepares the graceful stop
 * (src/lib/graceful-shutdown.ts): on SIGTERM /readyz answers 503 at once, so the load balancer sends nothing
 * new; after SHUTDOWN_DRAIN_SECONDS the process stops listening, finishes the requests in flight, closes its
 * database pools and Redis connections, and exits. The work is in ./instrumentation-node.ts, which only the
 * Node runtime loads (Next compiles this file for the Edge runtime too).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).registerNode()
}
