import { describe, expect, it } from 'vitest'
import { JOB_COLUMNS } from '../../src/lib/payload-jobs'
import { sql } from '../setup/system'

describe("Payload's job table, as src/lib/payload-jobs.ts writes it in plain SQL", () => {
  it('has every column the adapter uses, with the type it expects, after the migrations', async () => {
    const rows = await sql<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'payload_jobs'`,
    )
    const types = Object.fromEntries(rows.map((row) => [row.column_name, row.data_type]))
    for (const [column, type] of Object.entries(JOB_COLUMNS)) expect(types[column], column).toBe(type)
  })
})
