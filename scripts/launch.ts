/**
 * The one entry point of the npm scripts, for development on this checkout (it names DEPLOY_ENV=development unless
 * the environment names another): makes the database reachable (embedded PostgreSQL unless DATABASE_URL is set),
 * applies migrations, seeds an empty database, then runs the requested command.
 *
 *   tsx scripts/launch.ts start            production build (rebuilt when sources changed) + the web process
 *                                          (scripts/web-server.ts: Next's own request handler)
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
import { env } from '../src/env'
import { ensureDatabase } from './lib/database'
import { DATABASE_READY_LINE } from './lib/launcher-lines'
import { exitWhenDone } from './lib/exit-when-done'
import { bin, buildSite, prepareToServe, releaseWithDemoContent, run, superviseDeliveryWorker, WEB_SERVER } from './lib/serving'

const [command = 'start', ...args] = process.argv.slice(2)
const distDir = process.env.NEXT_DIST_DIR || '.next'

/** Holds the database until SIGINT or SIGTERM; the caller stops it then. */
function holdDatabase(): Promise<number> {
  console.log(DATABASE_READY_LINE)
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(0))
  })
}

async function main(): Promise<number> {
  if (DEVELOPMENT_NAMED_BY_LAUNCHER)
    console.log('[launch] DEPLOY_ENV=development (set DEPLOY_ENV to change it): the demo admin, a public secret and the outbox providers are allowed.')
  const database = await ensureDatabase()
  try {
    if (command === 'payload') return await run(bin('payload'), args)
    console.log(`[launch] database ready (${database ? `embedded PostgreSQL on port ${env.EMBEDDED_PG_PORT}` : 'DATABASE_URL'}); applying migrations.`)
    // Migrations, imports and seeding run in a child so this process holds no Payload instance while Next runs.
    if (command === 'release') return await run(bin('tsx'), ['scripts/release.ts', ...args])
    if (command === 'start') {
      const prepared = await prepareToServe(distDir)
      if (prepared !== 0) return prepared
      const worker = superviseDeliveryWorker()
      try {
        return await run(process.execPath, [...WEB_SERVER, ...args], { NODE_ENV: 'production' })
      } finally {
        await worker.stop()
      }
    }
    if (command === 'dev') {
      const released = await releaseWithDemoContent()
      return released !== 0 ? released : await run(bin('next'), ['dev', ...args])
    }
    const seedMode = command === 'seed' ? 'always' : command === 'data:import' || command === 'database' ? 'never' : 'if-empty'
    const prepared = await run(bin('tsx'), ['scripts/prepare.ts', seedMode])
    if (prepared !== 0 || command === 'prepare' || command === 'seed') return prepared
    if (command === 'database') return await holdDatabase()
    if (command === 'data:import') return await run(bin('tsx'), ['scripts/data/import.ts', ...args])
    if (command === 'build') return await buildSite(distDir)
    console.error(`Unknown command "${command}". Use start, dev, build, release, prepare, database, seed, payload or data:import.`)
    return 2
  } finally {
    await database?.stop()
  }
}

exitWhenDone(main(), '[launch] failed:')
