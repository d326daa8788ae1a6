import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'

/**
 * A `tsx scripts/launch.ts start` (or `tsx bench/lib/local-cluster.ts`) the benchmark started: embedded PostgreSQL,
 * migrations, seed, then the web process (or several behind Varnish).
 */
export type SiteServer = { launcherPid: number; exited: Promise<number | null>; stop(): Promise<void> }

/** The pid of the process listening on a local TCP port (IPv4 or IPv6), read from /proc; undefined if none. */
export function findListeningPid(port: number): number | undefined {
  const inodes = new Set<string>()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/)
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; column 9 is the socket's inode.
      if (columns[1]?.endsWith(`:${hexPort}`) && columns[3] === '0A') inodes.add(columns[9]!)
    }
  }
  if (inodes.size === 0) return undefined
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or not ours to read
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1] ?? '')) return Number(pid)
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined
}

async function waitForAnswer(url: string, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  let hasExited = false
  void exited.then(() => (hasExited = true))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !hasExited) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(hasExited ? `The site server exited before answering ${url}` : `The site server did not answer ${url}`)
}

/**
 * Starts the launcher with `env` on `port`, its output appended to `logFile`, and waits until the site answers
 * (this includes a `next build` when the build in NEXT_DIST_DIR is stale: allow minutes).
 */
export async function startSiteServer(options: { env: Record<string, string>; port: number; logFile: string; cluster?: boolean }): Promise<SiteServer> {
  if (findListeningPid(options.port) !== undefined) throw new Error(`Port ${options.port} is already in use: set BENCH_PORT to a free port.`)
  mkdirSync(path.dirname(options.logFile), { recursive: true })
  const log = openSync(options.logFile, 'a')
  const entry = options.cluster ? ['bench/lib/local-cluster.ts'] : ['scripts/launch.ts', 'start']
  const launcher = spawn('node_modules/.bin/tsx', [...entry, '-p', String(options.port)], {
    stdio: ['ignore', log, log],
    env: { ...process.env, ...options.env },
  })
  closeSync(log)
  const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)))
  await waitForAnswer(`http://127.0.0.1:${options.port}/robots.txt`, exited, 900_000)
  return {
    launcherPid: launcher.pid!,
    exited,
    async stop() {
      if (launcher.exitCode !== null || launcher.signalCode !== null) return
      launcher.kill('SIGTERM')
      await exited
    },
  }
}
