import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findListeningPid } from './site-server'

/** A build of bench/bare-app: the bare page of the stack that the benches compare the site with. */
export type BareAppBuild = { dir: string; env: NodeJS.ProcessEnv }

/** The deepest folder that holds both paths (Turbopack's root must hold the copy and the packages it compiles). */
function commonAncestor(a: string, b: string): string {
  const pa = a.split(path.sep)
  const pb = b.split(path.sep)
  let i = 0
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++
  return pa.slice(0, i).join(path.sep) || path.sep
}

/** Waits while another `next build` runs: one build at a time on a small machine. */
async function waitForOtherBuilds() {
  let told = false
  while (spawnSync('pgrep', ['-f', 'next build']).status === 0) {
    if (!told) console.log('Waiting for another `next build` to finish...')
    told = true
    await new Promise((r) => setTimeout(r, 5000))
  }
}

/**
 * Builds bench/bare-app in a copy under the system's temporary folder, outside the repository: built inside it,
 * Next takes the project's src/instrumentation.ts and src/proxy.ts for the bare app's and fails on Payload's
 * imports (and would measure them). The copy's node_modules links to the project's, so the bare page uses the
 * same next, react and react-dom builds as the site.
 */
export async function buildBareApp(): Promise<BareAppBuild> {
  const modules = realpathSync('node_modules')
  const dir = mkdtempSync(path.join(realpathSync(os.tmpdir()), 'northwind-bare-app-'))
  cpSync('bench/bare-app', dir, { recursive: true, filter: (source) => !/(^|[\\/])(\.next|node_modules|next-env\.d\.ts)$/.test(source) })
  symlinkSync(modules, path.join(dir, 'node_modules'), 'dir')
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    BARE_APP_TURBOPACK_ROOT: commonAncestor(dir, modules),
  }
  await waitForOtherBuilds()
  console.log(`Building the bare page in ${dir}...`)
  const build = spawnSync(path.join(dir, 'node_modules/.bin/next'), ['build'], { cwd: dir, env, encoding: 'utf8' })
  if (build.status !== 0) {
    const output = `${build.stdout ?? ''}${build.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n')
    removeBareApp(dir)
    throw new Error(`Building the bare page failed (exit ${build.status}):\n${output}`)
  }
  return { dir, env }
}

export function startBareApp({ dir, env }: BareAppBuild, port: number): ChildProcess {
  if (findListeningPid(port) !== undefined) throw new Error(`Port ${port} (the bare page) is already in use.`)
  // Its own process group, so that stopping it stops any worker `next start` forks.
  return spawn(path.join(dir, 'node_modules/.bin/next'), ['start', '-p', String(port)], { cwd: dir, env, stdio: 'ignore', detached: true })
}

export function stopBareApp(server: ChildProcess | undefined) {
  if (!server?.pid || server.exitCode !== null) return
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

export function removeBareApp(dir: string) {
  try {
    unlinkSync(path.join(dir, 'node_modules')) // the link only, never the project's packages
  } catch {
    // not made yet
  }
  rmSync(dir, { recursive: true, force: true })
}
