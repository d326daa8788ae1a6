/**
 * The one entry point of the npm scripts: makes the database reachable (embedded PostgreSQL unless
 * DATABASE_URL is set), applies migrations, seeds an empty database, then runs the requested command.
 *
 *   tsx scripts/launch.ts start            production build (rebuilt when sources changed) + next start
 *   tsx scripts/launch.ts dev              next dev
 *   (start and dev first import the reference datasets the database has never had, when DATA_DIR is there;
 *   start also runs the lead deliveries in scripts/delivery-worker.ts, at a lower CPU priority than the server)
 *   tsx scripts/launch.ts build            next build
 *   tsx scripts/launch.ts prepare          migrations and seed only
 *   tsx scripts/launch.ts seed             migrations and seed, even on a database that has content
 *   tsx scripts/launch.ts payload <args>   the Payload CLI (e.g. migrate:create) against the database
 *   tsx scripts/launch.ts data:import      migrations, then the reference-data import (scripts/data/import.ts)
 */
import './lib/load-env'
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { setPriority } from 'node:os'
import path from 'node:path'
import { buildIsStale } from './lib/build-state'
import { ensureDatabase } from './lib/database'

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
      env: { ...process.env, DELIVERY_WORKER: 'true' },
    })
    if (child.pid) setPriority(child.pid, WORKER_NICENESS)
    child.on('exit', (code) => {
      if (stopping) return
      console.error(`The delivery worker exited with ${code}; restarting it in ${WORKER_RESTART_DELAY_MS / 1000} s.`)
      setTimeout(() => !stopping && start(), WORKER_RESTART_DELAY_MS)
    })
  }
  start()
  return {
    stop: async () => {
      stopping = true
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child!.on('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function main(): Promise<number> {
  const database = await ensureDatabase()
  try {
    if (command === 'payload') return await run(bin('payload'), args)
    // Migrations and seeding run in a child so this process holds no Payload instance while Next runs.
    const seedMode = command === 'seed' ? 'always' : command === 'data:import' ? 'never' : 'if-empty'
    const prepared = await run(bin('tsx'), ['scripts/prepare.ts', seedMode])
    if (prepared !== 0 || command === 'prepare' || command === 'seed') return prepared
    if (command === 'data:import') return await run(bin('tsx'), ['scripts/data/import.ts', ...args])
    if (command === 'start' || command === 'dev') {
      // A failed import leaves the tables as they were; the site still starts and the tools say the data is missing.
      const imported = await run(bin('tsx'), ['scripts/data/import.ts', '--missing'])
      if (imported !== 0) console.error('The reference data import failed; starting without it. Run npm run data:import to retry.')
    }
    if (command === 'dev') return await run(bin('next'), ['dev', ...args])
    if (command === 'build') return await run(bin('next'), ['build'])
    if (command === 'start') {
      if (buildIsStale(distDir)) {
        const built = await run(bin('next'), ['build'])
        if (built !== 0) return built
      }
      // Left by servers of earlier versions: cached CMS reads that may predate a seed or import.
      rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
      const worker = superviseDeliveryWorker()
      try {
        return await run(bin('next'), ['start', ...args], { DELIVERY_WORKER: 'true' })
      } finally {
        await worker.stop()
      }
    }
    console.error(`Unknown command "${command}". Use start, dev, build, prepare, seed, payload or data:import.`)
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
