import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The site's Varnish configuration; network.vcl beside it in a directory of its own says where the backend is. */
const SITE_VCL_DIR = path.resolve('deploy/varnish')
const CACHE_MEMORY = '256m'

/** network.vcl for one machine: the backend on this machine's `backendPort`, and purges from this machine only. */
export function localNetworkVcl(backendPort: number): string {
  return [
    'vcl 4.1;',
    `backend default { .host = "127.0.0.1"; .port = "${backendPort}"; }`,
    'acl purgers { "127.0.0.1"; "::1"; }',
    '',
  ].join('\n')
}

/**
 * Debian's varnishd in the foreground on 127.0.0.1:`port`, in front of `backendPort` (deploy/varnish/site.vcl).
 * Without privilege separation (`-j none`): it runs as the user who started the launcher, like the rest of it.
 * Detached: a Ctrl-C reaches the launcher only, which stops Varnish after the web processes.
 */
export function startVarnish(options: { port: number; backendPort: number }): ChildProcess {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northwind-varnish-'))
  writeFileSync(path.join(dir, 'network.vcl'), localNetworkVcl(options.backendPort))
  return spawn(
    'varnishd',
    ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${options.port}`, '-f', path.join(SITE_VCL_DIR, 'site.vcl'), '-p', `vcl_path=${dir}:${SITE_VCL_DIR}`, '-s', `malloc,${CACHE_MEMORY}`],
    { stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  )
}
