/**
 * The values a failed statement carried are a visitor's or a staff member's data (a lead's name, e-mail and phone, a
 * password's hash), and two errors repeat them:
 * - Drizzle's (Payload's writes): "Failed query: insert into … \nparams: Ana,ana@example.com,…", and a `params` array;
 * - PostgreSQL's, through node-postgres: a `detail` such as "Failing row contains (…)" or "Key (email)=(…) already exists.".
 * This copy of an error and its causes keeps the statement, the SQLSTATE and the stack, and says how many values
 * there were instead of what they were. Errors without such values are answered as they are.
 */
export function withoutStatementValues<T>(error: T): T {
  return redactChain(error, 0) as T
}

const MAX_CAUSES = 8

type Changes = { message?: string; detail?: string; params?: string; cause?: unknown }

function redactChain(error: unknown, depth: number): unknown {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return error
  const changes: Changes = {}
  const cause = redactChain(error.cause, depth + 1)
  if (cause !== error.cause) changes.cause = cause
  const params = (error as { params?: unknown }).params
  if (Array.isArray(params) && error.message.startsWith('Failed query: ')) {
    const withheld = `(${params.length} ${params.length === 1 ? 'value' : 'values'}, not logged)`
    changes.params = withheld
    changes.message = error.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${withheld}`)
  }
  const detail = (error as { detail?: unknown }).detail
  if (typeof detail === 'string' && isPostgresError(error)) {
    const withheld = withoutRowValues(detail)
    if (withheld !== detail) changes.detail = withheld
  }
  return Object.keys(changes).length === 0 ? error : copyWith(error, changes)
}

/** node-postgres's DatabaseError: the server's severity and SQLSTATE. */
function isPostgresError(error: Error): boolean {
  const { severity, code } = error as { severity?: unknown; code?: unknown }
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/** The forms of PostgreSQL's details that quote a row or a key: the columns and what happened stay, the values go. */
function withoutRowValues(detail: string): string {
  if (detail.startsWith('Failing row contains ')) return 'Failing row contains (values not logged).'
  const key = /^Key \(([^)]*)\)=/.exec(detail)
  if (!key) return detail
  const outcome = / already exists| is not present in table "[^"]*"| is still referenced from table "[^"]*"| conflicts with existing key/.exec(detail)
  return `Key (${key[1]})=(values not logged)${outcome?.[0] ?? ''}.`
}

function copyWith(error: Error, changes: Changes): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error
  for (const key of Reflect.ownKeys(error)) Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(error, key)!)
  for (const [key, value] of Object.entries(changes))
    Object.defineProperty(copy, key, { value, writable: true, configurable: true, enumerable: key !== 'message' && key !== 'cause' })
  if (changes.message !== undefined && typeof error.stack === 'string') {
    Object.defineProperty(copy, 'stack', { value: error.stack.replace(error.message, changes.message), writable: true, configurable: true })
  }
  return copy
}
