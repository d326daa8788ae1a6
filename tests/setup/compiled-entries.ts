import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, expect } from 'vitest'
import { TEST_ENV } from './test-env'

/**
 * What the image runs: the web process, the worker and the release step compiled to dist/ (npm run build:entries),
 * started with plain Node (no tsx), against this suite's build (.next-test) and database. A test file that calls
 * useCompiledEntries() compiles them first and kills what it started when it ends.
 */
const children: ChildProcess[] = []

export function useCompiledEntries() {
  beforeAll(() => {
    const built = spawnSync('npm', ['run', 'build:entries'], { encoding: 'utf8' })
    expect(built.status, built.stderr).toBe(0)
  })
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  })
}

/** A compiled entry point in production mode with the test environment and `env` (undefined unsets a variable). */
export function start(args: string[], env: Record<string, string | undefined>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV, NODE_ENV: 'production', ...env }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key]
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** The first answer from `url` once something listens there. */
export async function answers(url: string, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await fetch(url)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}
