import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('knows a connection refused, wrapped as Drizzle wraps it in a failed query', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Payload', { cause: new Error('Failed query', { cause: refused }) }))).toBe(true)
  })

  it("knows PostgreSQL's shutdown, start-up, connection limit and connection-exception states", () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) expect(isDatabaseUnavailable(withCode('terminating', code)), code).toBe(true)
  })

  it("knows node-postgres's own errors for a lost connection or a pool that could not connect in time", () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('knows Payload failing to start for want of its database', () => {
    expect(isDatabaseUnavailable(new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true)
  })

  it('leaves a statement that failed, and anything that is not an error, to be answered as a server error', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('relation "x" does not exist', '42P01'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })

  it('stops at a cause that refers back to itself', () => {
    const looped: Error & { cause?: unknown } = new Error('looped')
    looped.cause = looped
    expect(isDatabaseUnavailable(looped)).toBe(false)
  })
})
