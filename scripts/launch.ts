/**
 * The one entry point of the npm scripts, for development on this checkout (it names DEPLOY_ENV=development unless
 * the environment names another): makes the database reachable (embedded PostgreSQL unless DATABASE_URL is set),
 * applies migrations, seeds an empty database, then runs the requested command.
 *
 *   tsx scripts/launch.ts start            production build (rebuilt when sources changed) + the web process
 *                                          (scripts/web-server.ts: Next's own request handler)
 *   tsx scripts/launch.ts start:cluster    the same build served by WEB_PROCESSES web processes behind Varnish
 *                                          on PORT (the HTTP cache) and HAProxy (the balancer), sharing Redis
 *                                          (REDIS_URL, or a local redis-server), plus the one job worker; SIGHUP
 *                                          restarts the web processes one by one
 *   tsx scripts/launch.ts dev              next dev
 *   (start and dev first run the release step, scripts/release.ts: migrations, the reference datasets the
 *   database has never had, the demo content into an empty database; start also runs the job worker,
 *   scripts/delivery-worker.ts, at a lower CPU priority than the server)
 *   tsx scripts/launch.ts release          the release step alone (what a deployment runs once per release)
 *   tsx scripts/launch.ts build            next build
 *   tsx scripts/launch.ts prepare          migrations and seed only
 *   tsx scripts/launch.ts database         migrations (no seed), then holds the database until stopped; prints
 *                                          DATABASE_READY_LINE when it is ready (the data tests' database)
 *   tsx scripts/launch.ts seed             migrations and seed, even on a database that has content
 *   tsx scripts/launch.ts payload <args>   the Payload CLI (e.g. migrate:create) against the database
 *   tsx scripts/launch.ts data:import      migrations, then the reference-data import (scripts/data/import.ts)
 */
import './lib/load-env'
import { DEVELOPMENT_NAMED_BY_LAUNCHER } from './lib/development-by-default'
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { availableParallelism, setPriority } from 'node:os'
import path from 'node:path'
import { env } from '../src/env'
import { buildIsStale } from './lib/build-state'
import { HAPROXY_DRAIN_SECONDS, haproxyConfig, isPortOpen, startHaproxy, startRedis, supervise, waitUntilHealthy, type Supervised } from './lib/cluster'
import { startVarnish } from './lib/http-cache'
import { ensureDatabase } from './lib/database'
import { DATABASE_READY_LINE } from './lib/launcher-lines'

const [command = 'start', ...args] = process.argv.slice(2)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const bin = (name: string) => `node_modules/.bin/${name}`

function run(cmd: string, cmdArgs: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
    })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/**
 * The production web process (scripts/web-server.ts): Next's request handler, with the client's address taken
 * from the socket or a trusted proxy. Unlike `next start` it installs no SIGTERM handler of Next's (which closed
 * the port at once and then kept serving kept-alive connections): the site's own (src/lib/graceful-shutdown.ts)
 * drains, finishes the requests in flight, closes its pools and exits.
 */
const WEB_SERVER = ['--import', 'tsx', 'scripts/web-server.ts']

/** Holds the database until SIGINT or SIGTERM; the caller stops it then. */
function holdDatabase(): Promise<number> {
  console.log(DATABASE_READY_LINE)
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(0))
  })
}

/** Niceness of the delivery worker: visitors' requests get the CPU first, deliveries take what is left. */
const WORKER_NICENESS = 10
const WORKER_RESTART_DELAY_MS = 5000

/** Keeps the delivery worker running beside the server (restarting it after a failure) until `stop` is called. */
function superviseDeliveryWorker(): { stop: () => Promise<void> } {
  let child: ChildProcess | undefined
  let stopping = false
  const start = () => {
    // react-server: the delivery code imports modules marked server-only, as it does inside Next.
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/delivery-worker.ts'], {
      stdio: 'inherit',
      // Production mode like the `next start` beside it: React renders the e-mails without its development checks.
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (child.pid) setPriority(child.pid, WORKER_NICENESS)
    child.on('exit', (code) => {
      if (stopping) return
      console.error(`The delivery worker exited with ${code}; restarting it in ${WORKER_RESTART_DELAY_MS / 1000} s.`)
      setTimeout(() => !stopping && start(), WORKER_RESTART_DELAY_MS)
    })
  }
  // A Ctrl-C reaches the worker as well as this process (one process group): it stops, and is not restarted.
  const shuttingDown = () => (stopping = true)
  const signals = ['SIGINT', 'SIGTERM'] as const
  for (const signal of signals) process.on(signal, shuttingDown)
  start()
  return {
    stop: async () => {
      stopping = true
      for (const signal of signals) process.off(signal, shuttingDown)
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child!.on('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** PORT (or -p) is where Varnish listens; the web processes take the ports from WEB_BASE_PORT up, HAProxy the next. */
function clusterPort(): number {
  const flag = args.findIndex((a) => a === '-p' || a === '--port')
  return Number(flag >= 0 ? args[flag + 1] : process.env.PORT ?? 3000)
}

/** Redis: REDIS_URL when it answers, otherwise a redis-server started here on REDIS_URL's port (default 6379). */
async function ensureRedis(): Promise<{ url: string; stop: () => void }> {
  const url = new URL(env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  const port = Number(url.port || 6379)
  if (await isPortOpen(port, url.hostname)) return { url: url.href, stop: () => {} }
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error(`Redis does not answer at ${url.href}.`)
  const server = startRedis(port)
  for (let i = 0; i < 50 && !(await isPortOpen(port)); i++) await new Promise((r) => setTimeout(r, 100))
  return { url: url.href, stop: () => server.kill('SIGTERM') }
}

/**
 * Several web processes behind Varnish (the HTTP cache, deploy/varnish/site.vcl) and HAProxy (the balancer), with
 * one shared Next cache and one job worker (README, "Deployment"). The web processes trust X-Forwarded-For from
 * this machine only, and purge Varnish after every content change.
 */
async function runCluster(): Promise<number> {
  const redis = await ensureRedis()
  const count = env.WEB_PROCESSES ?? availableParallelism()
  const servers = Array.from({ length: count }, (_, i) => ({ name: `web${i + 1}`, port: env.WEB_BASE_PORT + i }))
  const balancerPort = env.WEB_BASE_PORT + count
  const webEnv = {
    ...process.env,
    SHUTDOWN_DRAIN_SECONDS: String(HAPROXY_DRAIN_SECONDS),
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redis.url,
    NODE_ENV: 'production' as const,
    TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
    HTTP_CACHE_PURGE_URLS: env.HTTP_CACHE_PURGE_URLS ?? `http://127.0.0.1:${clusterPort()}/`,
  }
  const web: Supervised[] = servers.map((s) =>
    supervise(s.name, () => spawn(process.execPath, [...WEB_SERVER, '-p', String(s.port)], { stdio: 'inherit', env: { ...webEnv, PORT: String(s.port) } })),
  )
  console.log(`[cluster] starting ${servers.map((s) => `${s.name} on ${s.port}`).join(', ')}; Redis at ${redis.url}.`)
  await Promise.all(servers.map((s) => waitUntilHealthy(`http://127.0.0.1:${s.port}/readyz`, 300_000)))
  const worker = env.RUN_JOB_WORKER ? superviseDeliveryWorker() : undefined
  const haproxy = startHaproxy(haproxyConfig({ port: balancerPort, servers }))
  const varnish = startVarnish({ port: clusterPort(), backendPort: balancerPort })
  console.log(`[cluster] ${count} web processes behind http://127.0.0.1:${clusterPort()} (Varnish, then HAProxy on ${balancerPort}), Redis at ${redis.url}${worker ? ', one job worker' : ''}.`)

  // SIGHUP: a rolling restart, one web process at a time, each back on /readyz before the next goes.
  let restarting = false
  process.on('SIGHUP', async () => {
    if (restarting) return
    restarting = true
    for (const [i, process_] of web.entries()) {
      await process_.restart()
      await waitUntilHealthy(`http://127.0.0.1:${servers[i]!.port}/readyz`, 300_000)
    }
    restarting = false
    console.log('[cluster] rolling restart done.')
  })
  const stopped = new Promise<number>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(0))
    haproxy.once('exit', (code) => resolve(code ?? 1))
    varnish.once('exit', (code) => resolve(code ?? 1))
  })
  const code = await stopped
  varnish.kill('SIGTERM')
  haproxy.kill('SIGUSR1') // soft stop: finishes the connections it holds
  await Promise.all([...web.map((w) => w.stop()), worker?.stop()])
  redis.stop()
  return code
}

function buildSite(): Promise<number> {
  return run(bin('next'), ['build'])
}

async function main(): Promise<number> {
  if (DEVELOPMENT_NAMED_BY_LAUNCHER) console.log('[launch] DEPLOY_ENV=development (set DEPLOY_ENV to change it): the demo admin, a public secret and the outbox providers are allowed.')
  const database = await ensureDatabase()
  try {
    if (command === 'payload') return await run(bin('payload'), args)
    console.log(`[launch] database ready (${database ? `embedded PostgreSQL on port ${env.EMBEDDED_PG_PORT}` : 'DATABASE_URL'}); applying migrations.`)
    // Migrations, imports and seeding run in a child so this process holds no Payload instance while Next runs.
    if (command === 'release' || command === 'start' || command === 'dev' || command === 'start:cluster') {
      // The release step (scripts/release.ts); a start also seeds an empty database with the demo content and
      // imports only the datasets the database has never had.
      const released = await run(bin('tsx'), ['scripts/release.ts', ...(command === 'release' ? args : ['--seed-demo', '--missing'])])
      if (released !== 0 || command === 'release') return released
    } else {
      const seedMode = command === 'seed' ? 'always' : command === 'data:import' || command === 'database' ? 'never' : 'if-empty'
      const prepared = await run(bin('tsx'), ['scripts/prepare.ts', seedMode])
      if (prepared !== 0 || command === 'prepare' || command === 'seed') return prepared
    }
    if (command === 'database') return await holdDatabase()
    if (command === 'data:import') return await run(bin('tsx'), ['scripts/data/import.ts', ...args])
    if (command === 'dev') return await run(bin('next'), ['dev', ...args])
    if (command === 'build') return await buildSite()
    if (command === 'start' || command === 'start:cluster') {
      const stale = buildIsStale(distDir)
      console.log(`[launch] reference data checked; ${stale ? 'building the site' : `serving the build in ${distDir}`}.`)
      if (stale) {
        const built = await buildSite()
        if (built !== 0) return built
      }
      // Left by servers of earlier versions: cached CMS reads that may predate a seed or import.
      rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
      if (command === 'start:cluster') return await runCluster()
      const worker = superviseDeliveryWorker()
      try {
        return await run(process.execPath, [...WEB_SERVER, ...args], { NODE_ENV: 'production' })
      } finally {
        await worker.stop()
      }
    }
    console.error(`Unknown command "${command}". Use start, start:cluster, dev, build, release, prepare, database, seed, payload or data:import.`)
    return 2
  } finally {
    await database?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
