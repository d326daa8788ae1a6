import { describe, expect, it } from 'vitest'
import { databaseUnavailableCause } from './database-unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('databaseUnavailableCause', () => {
  it('knows a connection refused, wrapped as Drizzle wraps it in a failed query', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
    const failedQuery = new Error('Failed query: insert into leads … params: Asha,+919800000001', { cause: refused })
    expect(databaseUnavailableCause(failedQuery)).toBe('connect ECONNREFUSED 127.0.0.1:5432')
    expect(databaseUnavailableCause(new Error('Payload', { cause: failedQuery }))).toBe('connect ECONNREFUSED 127.0.0.1:5432')
  })

  it("knows PostgreSQL's shutdown, start-up, connection limit and connection-exception states", () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001'])
      expect(databaseUnavailableCause(withCode('terminating', code)), code).toBeDefined()
  })

  it("knows node-postgres's own errors for a lost connection or a pool that could not connect in time", () => {
    expect(databaseUnavailableCause(new Error('Connection terminated unexpectedly'))).toBeDefined()
    expect(databaseUnavailableCause(new Error('timeout exceeded when trying to connect'))).toBeDefined()
  })

  it('knows Payload failing to start for want of its database', () => {
    expect(databaseUnavailableCause(new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432'))).toBeDefined()
  })

  it('leaves a statement that failed, and anything that is not an error, to be answered as a server error', () => {
    expect(databaseUnavailableCause(withCode('duplicate key value violates unique constraint', '23505'))).toBeUndefined()
    expect(databaseUnavailableCause(withCode('relation "x" does not exist', '42P01'))).toBeUndefined()
    expect(databaseUnavailableCause(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeUndefined()
    expect(databaseUnavailableCause(undefined)).toBeUndefined()
    expect(databaseUnavailableCause('ECONNREFUSED')).toBeUndefined()
  })

  it('stops at a cause that refers back to itself', () => {
    const looped: Error & { cause?: unknown } = new Error('looped')
    looped.cause = looped
    expect(databaseUnavailableCause(looped)).toBeUndefined()
  })
})
