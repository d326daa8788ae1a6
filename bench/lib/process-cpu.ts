import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

type ProcStat = { pid: number; ppid: number; ownTicks: number; reapedChildTicks: number }

function readProcStat(pid: number): ProcStat | undefined {
  try {
    // The command name (field 2) may hold spaces: fields are counted from the ")" that closes it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // After the name: state ppid ... utime(14) stime(15) cutime(16) cstime(17), numbered from 3.
    return { pid, ppid: Number(fields[1]), ownTicks: Number(fields[11]) + Number(fields[12]), reapedChildTicks: Number(fields[13]) + Number(fields[14]) }
  } catch {
    return undefined // exited meanwhile
  }
}

/**
 * CPU seconds used so far by a process and all its descendants, including those that exited and were waited
 * for (a PostgreSQL server and its backends, say). Differences between two readings give the CPU of a phase.
 */
export function processTreeCpuSeconds(rootPid: number): number {
  const stats = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProcStat(Number(n)))
    .filter((s) => s !== undefined)
  const children = new Map<number, ProcStat[]>()
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s])
  const root = stats.find((s) => s.pid === rootPid)
  if (!root) return NaN
  let ticks = 0
  const pending = [root]
  while (pending.length) {
    const s = pending.pop()!
    ticks += s.ownTicks + s.reapedChildTicks
    pending.push(...(children.get(s.pid) ?? []))
  }
  return ticks / TICKS_PER_SECOND
}

/** The pid of a descendant of `rootPid` whose command line contains `fragment`; undefined if none. */
export function findDescendantPid(rootPid: number, fragment: string): number | undefined {
  const stats = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProcStat(Number(n)))
    .filter((s) => s !== undefined)
  const descendants = new Set([rootPid])
  // Parents come before their children in pid order, except after pid wrap-around: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false
    for (const s of stats) {
      if (!descendants.has(s.ppid) || descendants.has(s.pid)) continue
      descendants.add(s.pid)
      grew = true
    }
  }
  for (const pid of descendants) {
    try {
      if (pid !== rootPid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(fragment)) return pid
    } catch {
      // exited meanwhile
    }
  }
  return undefined
}
