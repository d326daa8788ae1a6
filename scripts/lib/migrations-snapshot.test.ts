import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BasePayload } from 'payload'
import { expect, it } from 'vitest'
import config from '../../src/payload.config'

/** What drizzle-kit's API (which the Postgres adapter loads) needs here: a snapshot of a schema and the SQL between two. */
type DrizzleKit = {
  generateDrizzleJson(schema: unknown): Promise<{ version: string }>
  generateMigration(before: unknown, after: unknown): Promise<string[]>
  upSnapshot?(snapshot: unknown): { version: string }
}

it('the committed migrations end on the schema the configuration describes: payload migrate:create would find nothing to add', async () => {
  // As `payload migrate:create` compares: the configuration's schema against the newest snapshot in migrations/.
  const payload = new BasePayload()
  await payload.init({ config, disableDBConnect: true, disableOnInit: true })
  const adapter = payload.db as unknown as { schema: unknown; migrationDir: string; requireDrizzleKit(): DrizzleKit }
  const { generateDrizzleJson, generateMigration, upSnapshot } = adapter.requireDrizzleKit()
  const current = await generateDrizzleJson(adapter.schema)
  const newest = readdirSync(adapter.migrationDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)!
  let committed = JSON.parse(readFileSync(path.join(adapter.migrationDir, newest), 'utf8')) as { version: string }
  if (upSnapshot && committed.version < current.version) committed = upSnapshot(committed)
  expect(await generateMigration(committed, current), `the SQL a migration after ${newest} would need`).toEqual([])
}, 60_000)
