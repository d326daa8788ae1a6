import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { setPriority } from 'node:os'
import path from 'node:path'
import { buildIsStale, buildRecordingSources } from './build-state'

export const bin = (name: string) => `node_modules/.bin/${name}`

/** Runs a command with this process's output, passing SIGINT and SIGTERM on; resolves with its exit code. */
export function run(cmd: string, cmdArgs: string[], extraEnv: Record<string, string> = {}): Promise<number> {
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
export const WEB_SERVER = ['--import', 'tsx', 'scripts/web-server.ts']

/**
 * The release step as a checkout runs it (scripts/release.ts): migrations, the reference datasets the database has
 * never had, and the demo content into an empty database.
 */
export function releaseWithDemoContent(): Promise<number> {
  return run(bin('tsx'), ['scripts/release.ts', '--seed-demo', '--missing'])
}

/** `next build` into `distDir`, recording what it was built from (build-state.ts). */
export function buildSite(distDir: string): Promise<number> {
  return buildRecordingSources(distDir, () => run(bin('next'), ['build']))
}

/** Before a checkout serves: the release step, then a build when sources changed since the last one. */
export async function prepareToServe(distDir: string): Promise<number> {
  const released = await releaseWithDemoContent()
  if (released !== 0) return released
  const stale = buildIsStale(distDir)
  console.log(`[launch] reference data checked; ${stale ? 'building the site' : `serving the build in ${distDir}`}.`)
  if (stale) {
    const built = await buildSite(distDir)
    if (built !== 0) return built
  }
  // Left by servers of earlier versions: cached CMS reads that may predate a seed or import.
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  return 0
}

/** Niceness of the delivery worker: visitors' requests get the CPU first, deliveries take what is left. */
const WORKER_NICENESS = 10
const WORKER_RESTART_DELAY_MS = 5000

/** The worker's own metrics port beside a web process's METRICS_PORT on this machine: the next one up. */
function workerMetricsPort(): { METRICS_PORT?: string } {
  const webPort = process.env.METRICS_PORT
  return webPort ? { METRICS_PORT: String(Number(webPort) + 1) } : {}
}

/** Keeps the one delivery worker running beside the web process(es), restarting it after a failure, until `stop`. */
export function superviseDeliveryWorker(): { stop: () => Promise<void> } {
  let child: ChildProcess | undefined
  let stopping = false
  const start = () => {
    // react-server: the delivery code imports modules marked server-only, as it does inside Next.
    child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/delivery-worker.ts'], {
      stdio: 'inherit',
      // Production mode like the web process beside it: React renders the e-mails without its development checks.
      env: { ...process.env, NODE_ENV: 'production', ...workerMetricsPort() },
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
