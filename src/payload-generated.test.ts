import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'
import { expect, it } from 'vitest'
import configPromise from './payload.config'

/**
 * What Payload generates for `committed` (a file under src/), written into a temporary folder laid out like src/,
 * must be the committed text. (Payload's CLI is not run: under load it sometimes ends with exit code 0 before
 * writing anything.)
 */
async function expectAsGenerated(committed: string, generate: (target: string, root: string) => Promise<void>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'northwind-payload-generated-'))
  try {
    const target = path.join(root, path.relative('src', committed))
    mkdirSync(path.dirname(target), { recursive: true })
    await generate(target, root)
    expect(readFileSync(committed, 'utf8')).toBe(readFileSync(target, 'utf8'))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

it('the types are what Payload generates from the config today (npm run generate rewrites them)', async () => {
  const config = await configPromise
  await expectAsGenerated('src/payload-types.ts', (target) =>
    generateTypes({ ...config, typescript: { ...config.typescript, outputFile: target } }, { log: false }),
  )
}, 60_000)

it('the admin import map is what Payload generates from the config today (npm run generate rewrites it)', async () => {
  // The map's imports are relative to its own folder: in the same layout, the same text.
  const config = await configPromise
  await expectAsGenerated('src/app/(payload)/admin/importMap.js', (target, root) =>
    generateImportMap(
      { ...config, admin: { ...config.admin, importMap: { ...config.admin.importMap, baseDir: root, importMapFile: target } } },
      { force: true, log: false },
    ),
  )
}, 60_000)
