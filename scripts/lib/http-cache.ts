import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/** The site's Varnish configuration; network.vcl beside it in a directory of its own says where the backends are. */
const SITE_VCL_DIR = path.resolve('deploy/varnish')
const CACHE_MEMORY = '256m'

/** The round-robin director over the web processes, in network.vcl. */
const DIRECTOR = 'web'

/** A web process on this machine's `port`, which Varnish names `name`. */
export type Backend = { name: string; port: number }

/** How Varnish checks each web process on /readyz: healthy while `threshold` of the last `window` checks passed. */
const PROBE = { intervalSeconds: 1, timeoutSeconds: 1, window: 3, threshold: 2 }

/**
 * How long Varnish may go on sending to a web process whose /readyz has started to fail (it stops after
 * window - threshold + 1 failed checks, each up to interval + timeout): a stopping web process keeps serving this
 * long before it closes its port (SHUTDOWN_DRAIN_SECONDS; compose.yaml gives 5).
 */
export const BALANCER_DRAIN_SECONDS = (PROBE.window - PROBE.threshold + 1) * (PROBE.intervalSeconds + PROBE.timeoutSeconds)

/**
 * network.vcl for web processes on this machine: balanced round robin, each checked on /readyz, purges from this
 * machine only, and `frontProxies`, the addresses of proxies in front whose X-Forwarded-For names the visitor (none:
 * Varnish is the front door). deploy/compose/network.vcl is this for the compose file's two (a unit test keeps them
 * equal).
 */
export function networkVcl(backends: Backend[], heading: string[] = [], frontProxies: string[] = []): string {
  // VCL has one namespace: a backend named like the director would fail to compile when Varnish starts.
  if (backends.some((b) => b.name === DIRECTOR)) throw new Error(`A backend may not be named "${DIRECTOR}", the name of the director that balances them.`)
  return [
    ...heading.map((line) => `# ${line}`),
    'vcl 4.1;',
    '',
    'import directors;',
    '',
    'probe ready {',
    '    .request = "GET /readyz HTTP/1.1" "Host: localhost" "Connection: close";',
    `    .interval = ${PROBE.intervalSeconds}s;`,
    `    .timeout = ${PROBE.timeoutSeconds}s;`,
    `    .window = ${PROBE.window};`,
    `    .threshold = ${PROBE.threshold};`,
    '}',
    '',
    ...backends.map((b) => `backend ${b.name} { .host = "127.0.0.1"; .port = "${b.port}"; .probe = ready; }`),
    '',
    'acl purgers { "127.0.0.1"; "::1"; }',
    '',
    '# The proxies in front whose X-Forwarded-For names the visitor (none when Varnish is the front door).',
    `acl front_proxies { ${frontProxies.map((address) => `"${address}"; `).join('')}}`,
    '',
    'sub vcl_init {',
    `    new ${DIRECTOR} = directors.round_robin();`,
    ...backends.map((b) => `    ${DIRECTOR}.add_backend(${b.name});`),
    '}',
    '',
    'sub vcl_recv {',
    `    set req.backend_hint = ${DIRECTOR}.backend();`,
    '}',
    '',
  ].join('\n')
}

/**
 * Debian's varnishd in the foreground on 127.0.0.1:`port`, in front of `backends` (deploy/varnish/site.vcl).
 * Without privilege separation (`-j none`): it runs as the user who started it, like the rest.
 * Detached: a Ctrl-C reaches the caller only, which stops Varnish after the web processes.
 * With `purgeToken`, a BAN must carry it as the web processes send it (HTTP_CACHE_PURGE_TOKEN).
 */
export function startVarnish(options: { port: number; backends: Backend[]; frontProxies?: string[]; purgeToken?: string }): RunningVarnish {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northwind-varnish-'))
  const workDir = path.join(dir, 'work')
  writeFileSync(path.join(dir, 'network.vcl'), networkVcl(options.backends, [], options.frontProxies))
  const child = spawn(
    'varnishd',
    [
      '-F',
      '-j',
      'none',
      '-n',
      workDir,
      '-a',
      `127.0.0.1:${options.port}`,
      '-f',
      path.join(SITE_VCL_DIR, 'site.vcl'),
      '-p',
      `vcl_path=${dir}:${SITE_VCL_DIR}`,
      '-s',
      `malloc,${CACHE_MEMORY}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], detached: true, env: { ...process.env, HTTP_CACHE_PURGE_TOKEN: options.purgeToken ?? '' } },
  )
  return { child, healthyBackends: () => healthyBackends(workDir) }
}

export type RunningVarnish = {
  child: ChildProcess
  /** The backends Varnish's probe counts as healthy now: those it sends requests to. */
  healthyBackends: () => Promise<Set<string>>
}

/** `varnishadm backend.list` lines such as `boot.web1  probe  3/3  healthy  <date>`, read through the CLI of `-n`. */
async function healthyBackends(workDir: string): Promise<Set<string>> {
  const { stdout } = await promisify(execFile)('varnishadm', ['-n', workDir, 'backend.list'], { encoding: 'utf8' })
  return new Set(stdout.split('\n').flatMap((line) => /^\S*?\.(\S+)\s+\S+\s+\S+\s+healthy\b/.exec(line)?.[1] ?? []))
}
