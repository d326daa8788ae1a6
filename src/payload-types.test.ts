import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateTypes } from 'payload/node'
import { expect, it } from 'vitest'
import configPromise from './payload.config'

it('is what Payload generates from the config today (npm run generate rewrites it)', async () => {
  // What `payload generate:types` runs, writing into a temporary file instead. (The command itself sometimes ends
  // with exit code 0 before writing when the machine is busy: it is not run here.)
  const config = await configPromise
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northwind-payload-types-'))
  try {
    const generated = path.join(dir, 'payload-types.ts')
    await generateTypes({ ...config, typescript: { ...config.typescript, outputFile: generated } }, { log: false })
    expect(readFileSync('src/payload-types.ts', 'utf8')).toBe(readFileSync(generated, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
