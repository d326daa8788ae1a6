/**
 * The compose file's topology as local processes of this checkout, for the several-process tests
 * (tests/int/cluster.test.ts) and `npm run bench:cluster` on a machine without containers: WEB_PROCESSES web
 * processes (default: one per core) on the ports from WEB_BASE_PORT (default PORT + 1), balanced by Varnish on PORT
 * with the network.vcl compose uses (scripts/lib/http-cache.ts), one Redis (REDIS_URL's, or a redis-server started
 * here), and the one job worker. FRONT_PROXIES (addresses, comma-separated) stand for a proxy in front of Varnish,
 * such as an Ingress, whose X-Forwarded-For names the visitor. It deploys nothing: a deployment runs the image with compose.yaml or
 * deploy/kubernetes (README, "Deployment").
 *
 *   tsx bench/lib/local-cluster.ts [-p PORT]
 *
 * Like `npm start` it first makes the database reachable, runs the release step and, when sources changed, the
 * build. A web process that exits is started again (compose's restart policy); SIGHUP restarts them one at a
 * time, each back on /readyz before the next; SIGINT or SIGTERM stops everything.
 */
import '../../scripts/lib/load-env'
import '../../scripts/lib/development-by-default'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { availableParallelism } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { ensureDatabase } from '../../scripts/lib/database'
import { exitWhenDone } from '../../scripts/lib/exit-when-done'
import { BALANCER_DRAIN_SECONDS, startVarnish, type Backend, type RunningVarnish } from '../../scripts/lib/http-cache'
import { prepareToServe, superviseDeliveryWorker, WEB_SERVER } from '../../scripts/lib/serving'

const RESTART_DELAY_MS = 1000
/** Longer than any request takes: a process that has not finished its requests by then is killed. */
const STOP_TIMEOUT_MS = 30_000

type Supervised = { stop: () => Promise<void>; restart: () => Promise<void> }

/** A child process started again when it exits unasked, until `stop` is called. */
function supervise(name: string, startChild: () => ChildProcess): Supervised {
  let child = startChild()
  let stopping = false
  let replacing = false
  const watch = (c: ChildProcess) =>
    c.on('exit', (code, signal) => {
      if (stopping || replacing) return
      console.error(`[cluster] ${name} exited (${signal ?? code}); restarting it.`)
      setTimeout(() => {
        if (!stopping) watch((child = startChild()))
      }, RESTART_DELAY_MS)
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

function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
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
async function waitUntilReady(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await sleep(300)
  }
  throw new Error(`${url} did not become ready`)
}

/** Waits until Varnish counts `backend` as healthy, or throws after `timeoutMs`. */
async function waitUntilBalanced(varnish: RunningVarnish, backend: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await varnish.healthyBackends()).has(backend)) return
    await sleep(250)
  }
  throw new Error(`Varnish did not count ${backend} healthy within ${timeoutMs / 1000} s`)
}

/** Redis: REDIS_URL when it answers, otherwise Debian's redis-server started here on its port, as a cache only. */
async function ensureRedis(url: URL): Promise<() => void> {
  const port = Number(url.port || 6379)
  if (await isPortOpen(port, url.hostname)) return () => {}
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error(`Redis does not answer at ${url.href}.`)
  // volatile-lru: only cache entries (which carry an expiry) are evicted, never the keys without one that say what
  // is stale (the cache handler's revalidated-tags and shared-tags hashes). Detached: stopped after the web processes.
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '512mb', '--maxmemory-policy', 'volatile-lru'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  for (let i = 0; i < 50 && !(await isPortOpen(port)); i++) await sleep(100)
  return () => server.kill('SIGTERM')
}

function cachePort(args: string[]): number {
  const flag = args.findIndex((a) => a === '-p' || a === '--port')
  return Number(flag >= 0 ? args[flag + 1] : (process.env.PORT ?? 3000))
}

async function runCluster(port: number): Promise<number> {
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  const stopRedis = await ensureRedis(redisUrl)
  const count = Number(process.env.WEB_PROCESSES ?? availableParallelism())
  const basePort = Number(process.env.WEB_BASE_PORT ?? port + 1)
  const backends: Backend[] = Array.from({ length: count }, (_, i) => ({ name: `web${i + 1}`, port: basePort + i }))
  const webEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redisUrl.href,
    SHUTDOWN_DRAIN_SECONDS: String(BALANCER_DRAIN_SECONDS),
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
    HTTP_CACHE_PURGE_URLS: process.env.HTTP_CACHE_PURGE_URLS ?? `http://127.0.0.1:${port}/`,
    // As in Kubernetes: a purge needs the token as well as an address Varnish takes purges from.
    HTTP_CACHE_PURGE_TOKEN: process.env.HTTP_CACHE_PURGE_TOKEN ?? randomBytes(24).toString('base64url'),
  }
  const web = backends.map((b) =>
    supervise(b.name, () => spawn(process.execPath, [...WEB_SERVER, '-p', String(b.port)], { stdio: 'inherit', env: { ...webEnv, PORT: String(b.port) } })),
  )
  console.log(`[cluster] starting ${backends.map((b) => `${b.name} on ${b.port}`).join(', ')}; Redis at ${redisUrl.href}.`)
  await Promise.all(backends.map((b) => waitUntilReady(`http://127.0.0.1:${b.port}/readyz`)))
  const worker = superviseDeliveryWorker()
  const frontProxies = (process.env.FRONT_PROXIES ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  const varnish = startVarnish({ port, backends, frontProxies, purgeToken: webEnv.HTTP_CACHE_PURGE_TOKEN })
  console.log(`[cluster] ${count} web processes behind Varnish on http://127.0.0.1:${port}, Redis at ${redisUrl.href}, one job worker.`)

  let restarting = false
  process.on('SIGHUP', async () => {
    if (restarting) return
    restarting = true
    for (const [i, process_] of web.entries()) {
      await process_.restart()
      await waitUntilReady(`http://127.0.0.1:${backends[i]!.port}/readyz`)
      // Only once Varnish sends to it again may the next one stop: ready is not yet healthy to Varnish's probe
      // (2 good checks of 3), and on a busy machine a check can time out.
      await waitUntilBalanced(varnish, backends[i]!.name)
    }
    restarting = false
    console.log('[cluster] rolling restart done.')
  })
  const code = await new Promise<number>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(0))
    varnish.child.once('exit', (exitCode) => resolve(exitCode ?? 1))
  })
  varnish.child.kill('SIGTERM')
  await Promise.all([...web.map((w) => w.stop()), worker.stop()])
  stopRedis()
  return code
}

async function main(): Promise<number> {
  const database = await ensureDatabase()
  try {
    const prepared = await prepareToServe(process.env.NEXT_DIST_DIR || '.next')
    return prepared !== 0 ? prepared : await runCluster(cachePort(process.argv.slice(2)))
  } finally {
    await database?.stop()
  }
}

exitWhenDone(main(), '[cluster] failed:')
