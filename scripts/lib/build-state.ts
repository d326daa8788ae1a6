import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What `next build` reads from the checkout, the dependencies by their lockfile. tsconfig.json is left out: the
 * build itself adds each new dist folder's types to it.
 */
const BUILD_INPUTS = ['src', 'messages', 'public', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json']
/** Test files sit beside the code in src/, but no page or route imports them. */
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file)
/** Beside BUILD_ID in the dist folder: the fingerprint of the sources the build was made from. */
const FINGERPRINT_FILE = 'source-fingerprint'

function inputFiles(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return isTestFile(entry) ? [] : [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((name) => inputFiles(path.join(entry, name)))
}

/**
 * A hash of the build's inputs, by path and content: a file edited and put back, or one created and deleted (the
 * planted lint failures), leaves it as it was, and so does a test file edited; a changed dependency does not.
 */
function sourceFingerprint(root: string): string {
  const hash = createHash('sha256')
  for (const file of BUILD_INPUTS.flatMap((input) => inputFiles(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

/** True when the production build in `distDir` is missing, or was made from other sources than `root` has now. */
export function buildIsStale(distDir: string, root = process.cwd()): boolean {
  const fingerprint = path.join(root, distDir, FINGERPRINT_FILE)
  if (!existsSync(path.join(root, distDir, 'BUILD_ID')) || !existsSync(fingerprint)) return true
  return readFileSync(fingerprint, 'utf8') !== sourceFingerprint(root)
}

/**
 * Runs `build` (next build into `distDir`) and, when it succeeds, records the sources as they were when it started:
 * one edited while it ran leaves the build stale.
 */
export async function buildRecordingSources(distDir: string, build: () => Promise<number>, root = process.cwd()): Promise<number> {
  const fingerprint = path.join(root, distDir, FINGERPRINT_FILE)
  rmSync(fingerprint, { force: true })
  const before = sourceFingerprint(root)
  const code = await build()
  if (code === 0) writeFileSync(fingerprint, before)
  return code
}
