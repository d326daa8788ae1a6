import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['src', 'messages', 'public', 'next.config.ts', 'package.json', 'postcss.config.mjs']

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

/** True when the production build in `distDir` is missing or older than any source file. */
export function buildIsStale(distDir: string): boolean {
  const buildId = path.join(distDir, 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const builtAt = statSync(buildId).mtimeMs
  return SOURCES.some((s) => newestMtime(s) > builtAt)
}
