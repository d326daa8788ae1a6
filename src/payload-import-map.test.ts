import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateImportMap } from 'payload'
import { expect, it } from 'vitest'
import configPromise from './payload.config'

const IMPORT_MAP = 'src/app/(payload)/admin/importMap.js'

it('the admin import map is what Payload generates from the config today (npm run generate rewrites it)', async () => {
  // What `payload generate:importmap` runs, into a temporary folder laid out like src/: the map's imports are
  // relative to its own folder, so the same layout gives the same text.
  const config = await configPromise
  const root = mkdtempSync(path.join(os.tmpdir(), 'northwind-import-map-'))
  try {
    const generated = path.join(root, path.relative('src', IMPORT_MAP))
    mkdirSync(path.dirname(generated), { recursive: true })
    await generateImportMap(
      { ...config, admin: { ...config.admin, importMap: { ...config.admin.importMap, baseDir: root, importMapFile: generated } } },
      { force: true, log: false },
    )
    expect(readFileSync(IMPORT_MAP, 'utf8')).toBe(readFileSync(generated, 'utf8'))
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}, 60_000)
