import { describe, expect, it } from 'vitest'
import { DEV_ADMIN_PASSWORD } from '../../src/env'
import { passwordMatchesHash } from '../../src/lib/production-checks'
import { PAGES } from '../../scripts/seed/content/pages'
import { ADMIN, runScript, sql } from '../setup/system'

/**
 * Tables that visitors and the job worker write while the tests run (leads still being delivered from earlier
 * journeys, their jobs and messages); the seed never writes them.
 */
const RUNTIME_TABLES = ['leads', 'payload_jobs', 'payload_jobs_log', 'outbox_messages']

/** A digest of every row of every other table, so any change the seed makes anywhere in the database shows. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'payload_migrations' AND tablename <> ALL($1) ORDER BY 1`,
    [RUNTIME_TABLES],
  )
  const digest: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await sql<{ md5: string | null; count: string }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS md5, count(*) AS count FROM "${name}" t`,
    )
    digest[name] = `${row?.count}:${row?.md5}`
  }
  return digest
}

describe('the seed', () => {
  it('created every page of the demo content', async () => {
    const rows = await sql<{ path: string }>('SELECT path FROM pages ORDER BY path')
    expect(rows.map((r) => r.path).sort()).toEqual(PAGES.map((p) => p.path).sort())
  })

  it('changes nothing when it runs again', async () => {
    const before = await databaseDigest()
    expect(Object.keys(before).length).toBeGreaterThan(10)
    await runScript(['scripts/prepare.ts', 'always'])
    expect(await databaseDigest()).toEqual(before)
  })

  it("stores the admin's password in a form the production start-up check reads", async () => {
    const [admin] = await sql<{ salt: string; hash: string }>('SELECT salt, hash FROM users WHERE email = $1', [ADMIN.email])
    expect(admin).toBeDefined()
    expect(passwordMatchesHash(DEV_ADMIN_PASSWORD, admin!.salt, admin!.hash)).toBe(true)
    expect(passwordMatchesHash(`${DEV_ADMIN_PASSWORD}x`, admin!.salt, admin!.hash)).toBe(false)
  })
})

describe('the reference data at start', () => {
  it('was imported by the launcher into the fresh database', async () => {
    const rows = await sql<{ dataset: string }>('SELECT dataset FROM reference.dataset_versions ORDER BY dataset')
    expect(rows.map((r) => r.dataset)).toEqual([
      'container-specs',
      'countries',
      'emission-factors',
      'hs2022',
      'india-hsn',
      'transit-times',
      'unlocode-ports',
      'us-hts',
    ])
    const [shrimp] = await sql<{ count: number }>(`SELECT count(*)::int AS count FROM reference.hsn_codes WHERE code LIKE '0306%'`)
    expect(shrimp!.count).toBeGreaterThan(10)
  })
})
