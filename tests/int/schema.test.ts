import { expect, it } from 'vitest'
import { runScript, sql } from '../setup/system'

/**
 * Kept out of Payload's schema on purpose: the generated full-text columns of migration
 * 20261124_090000_resource_search_vectors and their indexes, which a schema push would drop.
 */
const OUTSIDE_PAYLOAD = /search_vector/
/** drizzle-kit reads a numeric column's default back as text ('0') and would set it again (0). */
const SET_DEFAULT = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (.+);$/

/** The SQL a schema push would run on the test database (tests/support/schema-differences.ts, in a child). */
async function schemaPushStatements(): Promise<string[]> {
  const output = await runScript(['tests/support/schema-differences.ts'])
  // drizzle-kit draws a progress spinner on the same output: the statements are its last line.
  return JSON.parse(output.trim().split('\n').at(-1)!) as string[]
}

/** A column default as a value: `'1'::numeric` and `1` alike. */
const defaultValue = (sqlDefault: string | null | undefined) => sqlDefault?.replace(/::[\w ]+$/, '').replace(/^'(.*)'$/, '$1')

it('the migrated database has the schema the Payload configuration describes: a schema push would change nothing', async () => {
  const rows = await sql<{ table_name: string; column_name: string; column_default: string | null }>(
    `SELECT table_name, column_name, column_default FROM information_schema.columns WHERE table_schema = 'public'`,
  )
  const currentDefault = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.column_default]))
  const changes = (await schemaPushStatements()).filter((statement) => {
    if (OUTSIDE_PAYLOAD.test(statement)) return false
    const [, table, column, value] = SET_DEFAULT.exec(statement) ?? []
    return !table || defaultValue(currentDefault.get(`${table}.${column}`)) !== defaultValue(value)
  })
  expect(changes).toEqual([])
}, 60_000)
