import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'

const HOLDER = 'tests/support/hold-embedded-database.ts'
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'northwind-embedded-db-'))
// Below Linux's ephemeral range (32768 and up): there, a connection the other tests hold open can own the port the
// server is about to listen on, and PostgreSQL then exits before it is ready (a CI run failed so).
const port = 24_000 + Math.floor(Math.random() * 2000)
const holders: ChildProcess[] = []
const stderrOf = new Map<ChildProcess, string>()

/** A holder of the database on dataDir and port (in one of its modes), resolved once it prints "ready". */
function hold(mode = 'hold'): Promise<ChildProcess> {
  const child = spawn('node_modules/.bin/tsx', [HOLDER, dataDir, String(port), mode], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stderr!.on('data', (chunk: Buffer) => {
    stderrOf.set(child, (stderrOf.get(child) ?? '') + chunk.toString())
    process.stderr.write(chunk)
  })
  holders.push(child)
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child))
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code} before it was ready`)))
  })
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))
const serverRuns = () => existsSync(path.join(dataDir, 'postmaster.pid'))

afterAll(async () => {
  for (const child of holders) if (child.exitCode === null) child.kill('SIGINT')
  await Promise.all(holders.map(exited))
  rmSync(dataDir, { recursive: true, force: true })
})

it('gives a launcher started while another stops its database a database of its own, not the one going away', async () => {
  const first = await hold()
  first.kill('SIGINT')
  const second = await hold()
  await exited(first)
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'held' })
  await client.connect()
  try {
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
  } finally {
    await client.end()
  }
  second.kill('SIGINT')
  await exited(second)
}, 90_000)

it('lets a script that stopped its database end by emptying its event loop, with exit code 0 and nothing on stderr', async () => {
  const holder = await hold('stop-and-end')
  await exited(holder)
  expect(stderrOf.get(holder) ?? '').toBe('')
  expect(holder.exitCode).toBe(0)
  expect(serverRuns()).toBe(false)
}, 90_000)

it('stops the database a script started when it exits without stopping it', async () => {
  const holder = await hold('exit-without-stop')
  await exited(holder)
  expect(holder.exitCode).toBe(0)
  const deadline = Date.now() + 20_000
  while (serverRuns() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  expect(serverRuns()).toBe(false)
}, 90_000)
