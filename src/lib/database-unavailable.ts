import { errorChain } from './error-chain'

/** How long a caller is asked to wait (Retry-After) when the database did not answer: about a failover, or a pod's restart. */
export const DATABASE_RETRY_AFTER_SECONDS = 30

/** Node's codes for a connection that could not be made or was lost on the way. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'])

/** PostgreSQL's SQLSTATEs for a server shutting down, starting, or taking no more connections; class 08 counts whole. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/

/**
 * Errors without a code: node-postgres's for a connection lost or never made, and Payload's when it could not start
 * (@payloadcms/db-postgres `connect`, which keeps only the driver's message).
 */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Error: cannot connect to Postgres)/

/**
 * Whether an error, or one it was caused by (Drizzle and Payload wrap the driver's), says the database could not be
 * reached rather than that a statement failed: a passing outage, not a bug. Answers the message of the error that
 * says so, which names the connection, never a statement or its values (a failed query's own message has both).
 */
export function databaseUnavailableCause(error: unknown): string | undefined {
  for (const cause of errorChain(error, 8)) {
    if (typeof cause !== 'object') return undefined
    const { code, message } = cause as { code?: unknown; message?: unknown }
    const said = typeof message === 'string' ? message : String(code)
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SERVER_CODES.has(code) || CONNECTION_EXCEPTION.test(code))) return said
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return said
  }
  return undefined
}
