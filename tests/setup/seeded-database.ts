import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stopLeftoverServer } from '../../scripts/lib/postgres-server-pid'
import { env } from '../../src/env'
import { TEST_ENV } from './test-env'

/**
 * A copy of the test database and media right after the launcher's seed and reference-data import, kept with a key
 * of everything that shapes them (sources, migrations, seed, the data files). A run with the same key starts from the
 * copy in a second or two instead of seeding and importing again (about 50 s): `.ci/run`'s planted-failure run and
 * then the suite, or a developer's reruns.
 */
const COPY_DIR = '.data/test-seeded'
const KEY_FILE = path.join(COPY_DIR, 'key')
const SHAPED_BY = ['src', 'scripts', 'migrations', 'messages', 'package-lock.json']

/** `cp -a`: PostgreSQL's files keep their owner (the postgres user when the tests run as root) and modes. */
function copyTree(from: string, to: string) {
  const result = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`cp -a ${from} ${to} failed: ${result.stderr}`)
}

function addTree(hash: ReturnType<typeof createHash>, entry: string, contents: boolean) {
  if (!existsSync(entry)) return
  const stat = statSync(entry)
  if (stat.isDirectory()) {
    // Tests shape nothing in the database (and .ci/planted-failures.ts plants one under scripts/).
    for (const name of readdirSync(entry).sort()) if (!name.endsWith('.test.ts')) addTree(hash, path.join(entry, name), contents)
    return
  }
  hash
    .update(`${entry}\0`)
    .update(contents ? readFileSync(entry) : `${stat.size}:${stat.mtimeMs}`)
    .update('\0')
}

export function seededDatabaseKey(): string {
  const hash = createHash('sha256')
  // The seed dates events and posts from today: a copy serves the day it was made.
  hash.update(new Date().toISOString().slice(0, 10))
  for (const entry of SHAPED_BY) addTree(hash, entry, true)
  // The official data files are large: their names, sizes and times stand for them.
  if (env.DATA_DIR) addTree(hash, env.DATA_DIR, false)
  return hash.digest('hex')
}

/** Where a seeded site keeps its state: the database, the media and, beside them, the gated documents (src/collections/Documents). */
export type SeededFolders = { pgDir: string; mediaDir: string }

export function seededFolderList({ pgDir, mediaDir }: SeededFolders): string[] {
  return [pgDir, mediaDir, `${mediaDir}-documents`]
}

/** The test server's folders (tests/setup/test-env.ts), the ones the kept copy is made of. */
export const TEST_FOLDERS: SeededFolders = { pgDir: TEST_ENV.EMBEDDED_PG_DIR!, mediaDir: TEST_ENV.MEDIA_DIR! }

/** Puts the kept copy in place of the test server's folders and answers true, or answers false when there is none for `key`. */
export function restoreSeededCopy(key: string): boolean {
  if (!existsSync(KEY_FILE) || readFileSync(KEY_FILE, 'utf8') !== key) return false
  copySeededCopy(TEST_FOLDERS)
  return true
}

/** Replaces `target`'s folders with the kept copy: a database and media seeded as the test server's were at its start. */
export function copySeededCopy(target: SeededFolders) {
  const targets = seededFolderList(target)
  for (const [i, dir] of seededFolderList(TEST_FOLDERS).entries()) {
    rmSync(targets[i]!, { recursive: true, force: true })
    const copy = path.join(COPY_DIR, path.basename(dir))
    if (existsSync(copy)) copyTree(copy, targets[i]!)
  }
}

/** Keeps a copy of the test server's folders for `key`; its database is stopped here if it is running. */
export async function keepSeededCopy(key: string): Promise<void> {
  await stopLeftoverServer(TEST_FOLDERS.pgDir)
  rmSync(COPY_DIR, { recursive: true, force: true })
  mkdirSync(COPY_DIR, { recursive: true })
  for (const dir of seededFolderList(TEST_FOLDERS)) if (existsSync(dir)) copyTree(dir, path.join(COPY_DIR, path.basename(dir)))
  writeFileSync(KEY_FILE, key)
}
