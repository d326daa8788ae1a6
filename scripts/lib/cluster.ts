import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** A child process the launcher restarts when it exits unasked, until `stop` is called. */
export type Supervised = { name: string; stop: () => Promise<void>; restart: () => Promise<void>; current: () => ChildProcess }

const RESTART_DELAY_MS = 1000
/** Longer than any request takes: a process that has not finished its requests by then is killed. */
const STOP_TIMEOUT_MS = 30_000

export function supervise(name: string, startChild: () => ChildProcess, restartDelayMs = RESTART_DELAY_MS): Supervised {
  let child = startChild()
  let stopping = false
  let replacing = false
  const watch = (c: ChildProcess) =>
    c.on('exit', (code, signal) => {
      if (stopping || replacing) return
      console.error(`[cluster] ${name} exited (${signal ?? code}); restarting it.`)
      setTimeout(() => {
        if (!stopping) watch((child = startChild()))
      }, restartDelayMs)
    })
  watch(child)
  const terminate = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const overdue = setTimeout(() => {
      console.error(`[cluster] ${name} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM: killed after it.`)
      child.kill('SIGKILL')
    }, STOP_TIMEOUT_MS)
    await exited
    clearTimeout(overdue)
  }
  return {
    name,
    current: () => child,
    stop: async () => {
      stopping = true
      await terminate()
    },
    restart: async () => {
      replacing = true
      await terminate()
      replacing = false
      watch((child = startChild()))
    },
  }
}

export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Waits until `url` answers 200 (a web process's /readyz), or throws after `timeoutMs`. */
export async function waitUntilHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false)
    if (ok) return
    await sleep(300)
  }
  throw new Error(`${url} did not become healthy`)
}

/** Debian's redis-server on this machine, as a cache only: nothing is written to disk. */
export function startRedis(port: number): ChildProcess {
  // volatile-lru: only cache entries (which carry an expiry) are evicted, never the keys without one that say what
  // is stale (the cache handler's revalidated-tags and shared-tags hashes, the page generation).
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '512mb', '--maxmemory-policy', 'volatile-lru'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // out of the terminal's process group: the launcher stops it after the web processes (Ctrl-C)
  })
}

const CHECK_INTERVAL_MS = 1000
const CHECK_FALLS = 2
/**
 * How long HAProxy takes to take out a process whose /readyz fails (CHECK_FALLS checks, plus one for a check
 * in flight): a stopping web process keeps serving this long before it closes its port (SHUTDOWN_DRAIN_SECONDS).
 */
export const HAPROXY_DRAIN_SECONDS = (CHECK_INTERVAL_MS * (CHECK_FALLS + 1)) / 1000

/**
 * The HAProxy configuration: round robin over the web processes, each checked on /readyz every second and
 * taken out after 2 failures. A request is retried on another process only when that is safe: always when the
 * connection failed (nothing was sent), and after a lost or failed answer only for GET, HEAD and OPTIONS,
 * so a form submission is never stored twice.
 */
export function haproxyConfig(options: { port: number; servers: { name: string; port: number }[] }): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  option http-keep-alive',
    '  option forwardfor',
    '  retries 3',
    '  option redispatch 1',
    'frontend site',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend web',
    'backend web',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // A process busy with a burst may answer its check late; only a 503 (draining, or a dependency down) or no answer in 3 s takes it out.
    '  timeout check 3s',
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '  http-request disable-l7-retry unless { method GET HEAD OPTIONS }',
    `  default-server check inter ${CHECK_INTERVAL_MS}ms fall ${CHECK_FALLS} rise 1 maxconn 64`,
    ...options.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port}`),
    '',
  ].join('\n')
}

export function startHaproxy(config: string): ChildProcess {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northwind-haproxy-'))
  const file = path.join(dir, 'haproxy.cfg')
  writeFileSync(file, config)
  // -db: stay in the foreground; -W: master-worker, so SIGUSR2 reloads and SIGTERM stops.
  // Detached: a Ctrl-C reaches the launcher only, which stops HAProxy softly (SIGUSR1) rather than at once.
  return spawn('haproxy', ['-db', '-W', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'], detached: true })
}
