import pg from 'pg'

/**
 * Runs one statement on a fresh connection: the benchmark stops and restarts the database, which would break
 * the idle connections of a pool.
 */
export async function querySql<T extends pg.QueryResultRow>(connectionString: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
