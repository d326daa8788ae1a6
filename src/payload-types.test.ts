import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'

it('is what Payload generates from the config today (npm run generate rewrites it)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'northwind-payload-types-'))
  try {
    const generated = path.join(dir, 'payload-types.ts')
    const run = spawnSync('node_modules/.bin/payload', ['generate:types'], {
      encoding: 'utf8',
      env: { ...process.env, PAYLOAD_TS_OUTPUT_PATH: generated },
    })
    expect(run.status, run.stderr).toBe(0)
    expect(readFileSync('src/payload-types.ts', 'utf8')).toBe(readFileSync(generated, 'utf8'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
