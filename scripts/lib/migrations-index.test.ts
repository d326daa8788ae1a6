import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../migrations'

describe('migrations/index.ts', () => {
  it('lists every migration in the folder, in order (the release step applies only what it lists)', () => {
    const files = readdirSync('migrations')
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
      .sort()
    expect(migrations.map((m) => m.name)).toEqual(files)
    for (const migration of migrations) expect(typeof migration.up).toBe('function')
  })
})
