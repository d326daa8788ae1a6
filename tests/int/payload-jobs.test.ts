import { describe, expect, it } from 'vitest'
import { JOB_COLUMNS } from '../../src/lib/payload-jobs'
import { sql } from '../setup/system'

describe("Payload's job table, as src/lib/payload-jobs.ts writes it in plain SQL", () => {
  it('has every column the adapter uses, with the type it expects, after the migrations', async () => {
    // An enum column's type is its enum's name.
    const rows = await sql<{ column_name: string; type: string }>(
      `SELECT column_name, CASE WHEN data_type = 'USER-DEFINED' THEN udt_name ELSE data_type END AS type
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'payload_jobs'`,
    )
    const types = Object.fromEntries(rows.map((row) => [row.column_name, row.type]))
    expect(Object.fromEntries(Object.keys(JOB_COLUMNS).map((column) => [column, types[column]]))).toEqual(JOB_COLUMNS)
  })
})
