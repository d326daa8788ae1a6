import { spawnSync } from 'node:child_process'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

/** Payload's logger as a process logging in `format` builds it, writing its lines here (as JSON, whatever the format). */
async function payloadLogger(format = 'json') {
  vi.stubEnv('LOG_FORMAT', format)
  vi.resetModules()
  const { payloadLoggerConfig } = await import('./logger')
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) })
  return { logger: pino(payloadLoggerConfig()!.options, sink), lines }
}

/** What Drizzle throws when Postgres refuses a value: its error around the driver's, which carries the SQLSTATE. */
const refusedValue = () =>
  Object.assign(new Error('Failed query: select "pages"."id" from "pages" where "pages"."id" = $1'), {
    cause: Object.assign(new Error('invalid input syntax for type integer: "NaN"'), { code: '22P02' }),
  })

describe('payloadLoggerConfig (JSON lines)', () => {
  let built: Awaited<ReturnType<typeof payloadLogger>>
  beforeAll(async () => (built = await payloadLogger()))
  afterAll(() => vi.unstubAllEnvs())

  it('logs a query the caller got wrong at info, on one line with the database’s reason, not as an error with its stack', () => {
    built.logger.error({ err: refusedValue() })
    built.logger.error({ err: new SyntaxError('Unexpected token a in JSON') })
    expect(built.lines.splice(0)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Refused a query the caller sent', reason: 'invalid input syntax for type integer: "NaN"' }),
      expect.objectContaining({ level: 'info', msg: 'Refused a query the caller sent', reason: 'Unexpected token a in JSON' }),
    ])
  })

  it('logs a request Payload refused with a 4xx at info with its status, whatever the error’s class', () => {
    // A plain APIError, which Payload's loggingLevels (keyed by class name) do not name.
    class APIError extends Error {
      status = 400
    }
    built.logger.error({ err: new APIError('Missing ID of version.') })
    built.logger.error({ err: Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 }) })
    expect(built.lines.splice(0)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Refused a request', status: 400, reason: 'Missing ID of version.' }),
      expect.objectContaining({ level: 'info', msg: 'Refused a request', status: 403, reason: 'You are not allowed to perform this action.' }),
    ])
  })

  it('logs a request that failed because the database did not answer as one warning naming the connection', () => {
    const lost = Object.assign(new Error('Failed query: select 1\nparams: '), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    })
    built.logger.error({ err: lost })
    expect(built.lines.splice(0)).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'The database did not answer: terminating connection due to administrator command' }),
    ])
  })

  it('keeps every other failure an error with its stack', () => {
    const lost = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('relation "pages" does not exist'), { code: '42P01' }) })
    built.logger.error({ err: lost })
    built.logger.error({ err: refusedValue() }, 'a message of the site’s own')
    built.logger.warn({ err: refusedValue() })
    built.logger.error({ err: Object.assign(new Error('Something went wrong.'), { status: 500 }) })
    const [first, second, third, fourth] = built.lines.splice(0)
    expect(first).toMatchObject({ level: 'error', err: { message: 'Failed query: relation "pages" does not exist' } })
    expect((first!.err as { stack: string }).stack).toContain('Error: Failed query')
    expect(second).toMatchObject({ level: 'error', msg: 'a message of the site’s own' })
    expect(third).toMatchObject({ level: 'warn' })
    expect(fourth).toMatchObject({ level: 'error', err: { message: 'Something went wrong.' } })
  })
})

/** A write Payload sent that PostgreSQL refused, as Drizzle reports it: the statement with the staff member's values. */
const refusedWrite = () =>
  Object.assign(new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ana.staff@northwind.example'), {
    query: 'insert into "users" ("email") values ($1)',
    params: ['ana.staff@northwind.example'],
    cause: Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), {
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(ana.staff@northwind.example) already exists.',
    }),
  })

describe('payloadLoggerConfig (text)', () => {
  afterAll(() => vi.unstubAllEnvs())

  it('logs a query the caller got wrong at info too, on one line', async () => {
    const { logger, lines } = await payloadLogger('pretty')
    logger.error({ err: refusedValue() })
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'Refused a query the caller sent', reason: 'invalid input syntax for type integer: "NaN"' }),
    ])
  })
})

describe('the values of a failed statement', () => {
  afterAll(() => vi.unstubAllEnvs())

  it('stay out of JSON lines: the statement and the reason go out', async () => {
    const { logger, lines } = await payloadLogger()
    logger.error({ err: refusedWrite() })
    const [line] = lines
    expect(line).toMatchObject({ level: 'error', err: { query: 'insert into "users" ("email") values ($1)', params: '(1 value, not logged)' } })
    expect((line!.err as { message: string }).message).toContain('duplicate key value violates unique constraint')
    expect(JSON.stringify(line)).not.toContain('ana.staff')
  })

  it('stay out of a failed job’s line, which names the job without its input (a visitor’s address for an e-mailed quote)', async () => {
    const { logger, lines } = await payloadLogger()
    const job = { id: 12, taskSlug: 'sendShipmentQuote', queue: 'delivery', totalTried: 1, input: { to: 'ana@textiles.example', name: 'Ana' }, log: [] }
    logger.error({ err: new Error('Connection timeout'), job, msg: 'Error running task 1. Attempt 2/5', taskSlug: 'sendShipmentQuote' })
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Error running task 1. Attempt 2/5',
        job: { id: 12, taskSlug: 'sendShipmentQuote', queue: 'delivery', totalTried: 1 },
      }),
    ])
    expect(JSON.stringify(lines)).not.toContain('ana@')
  })

  it('stay out of the console, where the site logs in text', async () => {
    vi.stubEnv('LOG_FORMAT', 'pretty')
    vi.resetModules()
    const { log } = await import('./logger')
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    log.error('[api] unexpected error:', refusedWrite())
    const [[message, error]] = printed.mock.calls as [[string, Error & { cause: { detail: string } }]]
    printed.mockRestore()
    expect(message).toBe('[api] unexpected error:')
    expect([error.message, error.stack, error.cause.detail].join('\n')).not.toContain('ana.staff')
  })
})

describe('sendConsoleToJsonLog', () => {
  it('turns what is written to the console into JSON lines: Next’s error with its digest, Node’s warnings at warn', () => {
    const script = `
      import { sendConsoleToJsonLog } from './src/lib/logger.ts'
      sendConsoleToJsonLog()
      console.error('\\u001b[31m\\u001b[1m⨯\\u001b[22m\\u001b[39m', Object.assign(new Error('Failed query: select 1\\nparams: ana@x.example'), { params: ['ana@x.example'], digest: '1234' }))
      console.warn('⚠ Invalid next.config.ts options detected')
      console.log('plain', 42)
      process.emitWarning('11 close listeners added', 'MaxListenersExceededWarning')
    `
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, LOG_FORMAT: 'json' },
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Failed query: select 1\nparams: (1 value, not logged)',
        err: expect.objectContaining({ digest: '1234' }),
      }),
      expect.objectContaining({ level: 'warn', msg: 'Invalid next.config.ts options detected' }),
      expect.objectContaining({ level: 'info', msg: 'plain 42' }),
      expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^\(node:\d+\) MaxListenersExceededWarning: 11 close listeners added/) }),
    ])
  })
})
