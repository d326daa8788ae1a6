import { subscribe } from 'node:diagnostics_channel'
import type { Server } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { markDraining } from './draining'
import { log } from './logger'

/** In-flight requests get this long to finish after the process stops listening (less than the launcher's stop timeout). */
const FINISH_TIMEOUT_MS = 20_000
const IDLE_SWEEP_MS = 100

/**
 * The process's HTTP servers, learnt from the requests they receive (Node announces every request on this channel).
 * All of them, not the first: the web process first asks a loopback server of its own for the consent runtime
 * (scripts/lib/inline-sources.ts), which is closed by the time the process stops.
 */
function rememberServers(): () => Server[] {
  const servers = new Set<Server>()
  subscribe('http.server.request.start', (message: unknown) => {
    servers.add((message as { server: Server }).server)
  })
  return () => [...servers]
}

/**
 * Stops listening, lets the requests in flight finish, and resolves once every connection is closed. A
 * keep-alive connection is closed as soon as it has no request in flight; whatever is still open after
 * FINISH_TIMEOUT_MS is cut.
 */
export async function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  const sweeper = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
  const overdue = setTimeout(() => server.closeAllConnections(), FINISH_TIMEOUT_MS)
  await closed
  clearInterval(sweeper)
  clearTimeout(overdue)
}

/**
 * The web process's stop on SIGTERM or SIGINT (Next's own handler is off: the launcher sets
 * NEXT_MANUAL_SIG_HANDLE). /readyz answers 503 at once; the process keeps serving for `drainMs`, the time a
 * load balancer takes to notice and send nothing new; then it stops listening, finishes the requests in
 * flight, runs `release` (closing its pools) and exits.
 *
 * It stops the same way when its output pipe breaks: the launcher reading it is gone, so nothing supervises
 * the process any more, and every log line would fail again (Next logs each uncaught error and carries on:
 * an orphaned `next start` spun at full CPU on "write EPIPE").
 */
export function stopGracefullyOnSignal(options: { drainMs: number; release: () => Promise<unknown> }): void {
  const servers = rememberServers()
  let stopping = false
  const stop = async (reason: string) => {
    if (stopping) return
    stopping = true
    markDraining()
    log.info(`[shutdown] ${reason}: draining for ${options.drainMs} ms, then finishing the requests in flight.`)
    await sleep(options.drainMs)
    await Promise.all(
      servers()
        .filter((server) => server.listening)
        .map(closeServer),
    )
    await options.release().catch((error) => log.error('[shutdown] closing the pools failed:', error))
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop)
  for (const output of [process.stdout, process.stderr]) {
    output.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') void stop('output pipe closed')
    })
  }
}
