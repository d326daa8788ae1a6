import { DatabaseError } from 'pg'
import { describe, expect, it } from 'vitest'
import { withoutStatementValues } from './log-safe-error'

/** node-postgres's error as its parser fills it from the server's answer. */
function postgresError(message: string, fields: { code: string; detail?: string }) {
  return Object.assign(new DatabaseError(message, 0, 'error'), { severity: 'ERROR', ...fields })
}

/** Drizzle's DrizzleQueryError (drizzle-orm/errors.js), which Payload's writes throw. */
class DrizzleQueryError extends Error {
  constructor(
    public query: string,
    public params: unknown[],
    cause?: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`, { cause })
  }
}

const STAFF_VALUES = ['ana.staff@northwind.example', '8c2f0e9d1a', 'Ana, Reyes']

describe('withoutStatementValues', () => {
  it("keeps a failed write's statement, SQLSTATE and stack, and withholds its values, in the error and its cause", () => {
    const refused = postgresError('duplicate key value violates unique constraint "users_email_idx"', {
      code: '23505',
      detail: 'Key (email)=(ana.staff@northwind.example) already exists.',
    })
    const failed = new DrizzleQueryError('insert into "users" ("email", "hash", "name") values ($1, $2, $3)', STAFF_VALUES, refused)
    const logged = withoutStatementValues(failed)

    expect(logged).toBeInstanceOf(DrizzleQueryError)
    expect(logged.message).toBe('Failed query: insert into "users" ("email", "hash", "name") values ($1, $2, $3)\nparams: (3 values, not logged)')
    expect(logged.params).toBe('(3 values, not logged)')
    expect(logged.query).toBe(failed.query)
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users"[^]*params: \(3 values, not logged\)\n\s+at /)
    const cause = logged.cause as DatabaseError
    expect(cause).toBeInstanceOf(DatabaseError)
    expect([cause.code, cause.message, cause.detail]).toEqual(['23505', refused.message, 'Key (email)=(values not logged) already exists.'])
    const everything = JSON.stringify({ ...logged, message: logged.message, stack: logged.stack, cause: { ...cause, stack: cause.stack } })
    for (const value of [...STAFF_VALUES, 'Reyes']) expect(everything).not.toContain(value)
    // The error thrown is left as it was: whoever handles it still has what it needs.
    expect(failed.params).toEqual(STAFF_VALUES)
    expect(refused.detail).toContain('ana.staff@northwind.example')
  })

  it('withholds the row PostgreSQL quotes when a row breaks a check or a not-null rule, and the key of a foreign key', () => {
    const details = [
      ['23514', 'Failing row contains (7, Textiles del Norte, ana@textiles.example, +525512345678).', 'Failing row contains (values not logged).'],
      ['23503', 'Key (lead_id)=(41) is not present in table "leads".', 'Key (lead_id)=(values not logged) is not present in table "leads".'],
      [
        '23P01',
        'Key (room, during)=(7, [1,2)) conflicts with existing key (room, during)=(7, [1,3)).',
        'Key (room, during)=(values not logged) conflicts with existing key.',
      ],
    ] as const
    for (const [code, detail, logged] of details) {
      expect((withoutStatementValues(postgresError('refused', { code, detail })) as DatabaseError).detail).toBe(logged)
    }
  })

  it('answers an error without such values as it is', () => {
    const lost = new Error('Failed query: select 1\nparams: ', { cause: postgresError('terminating connection', { code: '57P01' }) })
    const plain = new TypeError('x is not a function')
    const odd = postgresError('there is 1 other session using the database', { code: '55006', detail: 'There is 1 other session using the database.' })
    for (const error of [lost, plain, odd, 'a string', undefined]) expect(withoutStatementValues(error)).toBe(error)
  })
})
