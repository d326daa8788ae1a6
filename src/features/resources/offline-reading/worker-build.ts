import 'server-only'
import { createHash } from 'node:crypto'
import path from 'node:path'

const ENTRY = path.join(process.cwd(), 'src/features/resources/offline-reading/sw.ts')
const VERSION_PLACEHOLDER = '__OFFLINE_READING_VERSION__'

/**
 * Bundles the service worker (./sw.ts with Serwist) into one classic script. Runs when `next build` prerenders
 * the worker's route, so the script is part of the build and nothing is generated in the source tree.
 *
 * Its version, which ends every cache name and is the revision of the precached offline pages, is a hash of the
 * bundle and of those pages: a deploy that changes either ships a new worker, which takes over and deletes the
 * caches of the old one; a deploy that changes neither leaves the pages readers saved in place.
 */
export async function buildWorker(offlinePages: readonly string[]): Promise<string> {
  // Left to Node (not bundled into the server): esbuild is a build-time tool with a native binary.
  const esbuild = await import(/* turbopackIgnore: true */ 'esbuild')
  const { outputFiles } = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', OFFLINE_READING_VERSION: JSON.stringify(VERSION_PLACEHOLDER) },
  })
  const code = outputFiles[0]!.text
  const hash = createHash('sha256').update(code)
  for (const page of offlinePages) hash.update('\0').update(page)
  return code.replaceAll(VERSION_PLACEHOLDER, hash.digest('hex').slice(0, 16))
}
