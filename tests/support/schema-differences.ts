/**
 * Prints, as JSON, the SQL that drizzle-kit would run to bring the database of the current environment to the
 * schema the Payload configuration describes (Payload's own schema push, asked but not applied): for
 * tests/int/schema.test.ts, run as a child process with the test environment. Not a test file: drizzle-kit's API
 * adds methods to Array.prototype and String.prototype, which stay in the process that loads it.
 */
import { getPayload } from 'payload'
import config from '../../src/payload.config'

type PushSchema = (schema: unknown, drizzle: unknown, schemaFilters?: string[], tablesFilter?: unknown) => Promise<{ statementsToExecute: string[] }>

const payload = await getPayload({ config })
const adapter = payload.db as unknown as {
  schema: unknown
  drizzle: unknown
  schemaName?: string
  tablesFilter?: unknown
  requireDrizzleKit(): { pushSchema: PushSchema }
}
const { statementsToExecute } = await adapter
  .requireDrizzleKit()
  .pushSchema(adapter.schema, adapter.drizzle, adapter.schemaName ? [adapter.schemaName] : undefined, adapter.tablesFilter)
await payload.destroy()
process.stdout.write(`${JSON.stringify(statementsToExecute)}\n`)
process.exit(0)
