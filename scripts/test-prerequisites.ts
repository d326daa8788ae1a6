/**
 * What `npm test` needs beyond Node, made sure of before vitest starts: Chromium's headless shell for the browser
 * tests and the full Chromium for those of the Push API (scripts/lib/chromium.ts), the fonts they draw pages with,
 * `varnishd` (with varnish-modules), `redis-server`, `ss` and `ps` for the several-process tests, `kubectl` to
 * render the Kubernetes manifests, and the official data files (DATA_DIR, by default ../shared/data) for the data
 * tests. Missing programs are installed from Debian's packages when this machine can (apt-get as root, or sudo
 * without a password); otherwise, or when the data files are missing, the run stops at once with one line that says
 * what to run. No test is ever skipped for a missing part. It imports Node's modules only, so that `.ci/run` can
 * start it beside `npm install`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dataDirectory } from '../src/lib/data-directory'
import { findChromium } from './lib/chromium'

type Program = { debianPackage: string; isThere: () => boolean }

const onPath = (command: string) => () => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/** A module of Debian's Varnish: in its multiarch folder (or the plain one of other builds). */
const varnishModule = (name: string) => () =>
  spawnSync('sh', [
    '-c',
    `for f in /usr/lib/varnish/vmods/libvmod_${name}.so /usr/lib/*/varnish/vmods/libvmod_${name}.so; do [ -e "$f" ] && exit 0; done; exit 1`,
  ]).status === 0

const PROGRAMS: Program[] = [
  { debianPackage: 'chromium', isThere: () => findChromium('full') !== undefined },
  { debianPackage: 'chromium-headless-shell', isThere: () => findChromium('headless-shell') !== undefined },
  { debianPackage: 'varnish', isThere: onPath('varnishd') },
  { debianPackage: 'varnish-modules', isThere: varnishModule('vsthrottle') }, // deploy/varnish/site.vcl imports it
  { debianPackage: 'redis-server', isThere: onPath('redis-server') },
  { debianPackage: 'kubernetes-client', isThere: onPath('kubectl') },
  { debianPackage: 'iproute2', isThere: onPath('ss') },
  { debianPackage: 'procps', isThere: onPath('ps') },
  // What Chromium draws Helvetica and Arial with on Debian (metric-compatible): a visitor's page, not DejaVu's wider one.
  { debianPackage: 'fonts-liberation', isThere: () => existsSync('/usr/share/fonts/truetype/liberation') },
]

/** The command prefix that runs apt-get as root here, or null when this machine cannot install packages. */
function aptAsRoot(): string[] | null {
  if (!onPath('apt-get')()) return null
  if (process.getuid?.() === 0) return []
  return spawnSync('sudo', ['-n', 'true']).status === 0 ? ['sudo', '-n'] : null
}

function apt(prefix: string[], args: string[]): boolean {
  const [command, ...rest] = [...prefix, 'apt-get', ...args]
  const result = spawnSync(command!, rest, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  })
  if (result.status !== 0) process.stderr.write(result.stderr)
  return result.status === 0
}

function installMissingPrograms(): string[] {
  const missing = PROGRAMS.filter((p) => !p.isThere()).map((p) => p.debianPackage)
  if (missing.length === 0) return []
  const prefix = aptAsRoot()
  if (prefix) {
    console.log(`Installing Debian's ${missing.join(', ')} for the tests (apt-get)...`)
    // Without the desktop Chromium recommends (printing, Avahi, Python...): 140 packages fewer, a third quicker.
    if (apt(prefix, ['update', '-qq'])) apt(prefix, ['install', '-y', '-qq', '--no-install-recommends', ...missing])
  }
  return PROGRAMS.filter((p) => missing.includes(p.debianPackage) && !p.isThere()).map((p) => p.debianPackage)
}

function main(): number {
  const problems: string[] = []
  try {
    const missing = installMissingPrograms()
    if (missing.length > 0) {
      const chromium = missing.some((name) => name.startsWith('chromium')) ? ', or set CHROMIUM_PATH to a Chromium or Chrome binary' : ''
      problems.push(`${missing.join(', ')} missing: run \`sudo apt-get install ${missing.join(' ')}\`${chromium}`)
    }
  } catch (error) {
    problems.push((error as Error).message.replace(/\.$/, ''))
  }
  const dataDir = dataDirectory(process.env.DATA_DIR || undefined)
  if (!dataDir || !existsSync(dataDir))
    problems.push('the official data files are missing: put the shared folder beside the clone (../shared/data) or set DATA_DIR to their folder')
  if (problems.length === 0) return 0
  console.error(`npm test cannot run: ${problems.join('; ')}.`)
  return 1
}

process.exit(main())
