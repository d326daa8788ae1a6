import config from '@payload-config'
import { setTimeout as sleep } from 'node:timers/promises'
import { getPayload } from 'payload'
import { beforeLoginAttempt, FAILED_LOGIN_MIN_MS, forgiveFailedLogins, recordFailedLogin, type LoginSubjects } from '@/lib/abuse-limits/login-throttle'
import { apiMessages } from '@/lib/api/api-messages'
import { clientNetwork, hashIp } from '@/lib/api/request-meta'
import { inTransaction, lockUntilCommit, type Transactable } from '@/lib/transaction'
import { payloadError, type RouteHandler } from './bounded-body'

/** The address a login names, from the JSON body or the admin's form (`_payload`), lower-cased; '' when none. */
async function loginEmail(request: Request): Promise<string> {
  const copy = request.clone()
  const type = request.headers.get('content-type') ?? ''
  const body = type.startsWith('multipart/form-data')
    ? await copy.formData().then(
        (form) => JSON.parse(String(form.get('_payload') ?? '{}')) as unknown,
        () => null,
      )
    : await copy.json().catch(() => null)
  const email = (body as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/**
 * Payload's REST handler with staff logins throttled (src/lib/abuse-limits/login-throttle.ts): an address that
 * keeps failing waits longer and longer (429 with Retry-After, in the caller's language), and every failed answer
 * takes the same minimum time, so an unknown address cannot be told from a wrong password.
 */
export function withLoginThrottle<Context extends { params: Promise<{ slug: string[] }> }>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const route = (await context.params).slug.join('/')
    const changeSessions = () => oneSessionChangeAtATime(() => handler(request, context))
    if (route === 'users/login') return throttledLogin(request, changeSessions)
    return SESSION_CHANGES.has(route) ? changeSessions() : handler(request, context)
  }
}

/** The calls that rewrite a user's list of sessions (Payload reads it, adds or removes one, and writes it all back). */
const SESSION_CHANGES = new Set(['users/login', 'users/logout', 'users/refresh-token'])
const SESSION_CHANGE_LOCK = 'payload:session-changes'
let sessionChanges: Promise<unknown> = Promise.resolve()

/**
 * Runs such calls one after another, in this process and across every process on the database: two at once for
 * one account each wrote back the list it had read, and the session of the one written first was lost (its token
 * refused at once). In the process they queue, so that each holds at most one pooled connection for the database
 * lock (a transaction that only holds it) while Payload's handler uses the others.
 */
function oneSessionChangeAtATime(change: () => Promise<Response>): Promise<Response> {
  const acrossProcesses = async () => {
    const pool = (await getPayload({ config })).db.pool as Transactable
    return inTransaction(pool, async (tx) => {
      await lockUntilCommit(tx, SESSION_CHANGE_LOCK)
      return change()
    })
  }
  const result = sessionChanges.then(acrossProcesses, acrossProcesses)
  sessionChanges = result.catch(() => undefined)
  return result
}

async function throttledLogin(request: Request, login: () => Promise<Response>): Promise<Response> {
  const started = Date.now()
  const email = await loginEmail(request)
  const network = clientNetwork(request.headers)
  const subjects: LoginSubjects = {
    accountAndIp: hashIp(`login:${email}|${network}`),
    ip: hashIp(`login-ip:${network}`),
    account: hashIp(`login-account:${email}`),
  }
  const db = (await getPayload({ config })).db.pool
  const wait = await beforeLoginAttempt(db, subjects)
  if (wait > 0) {
    return payloadError(429, apiMessages(request)('rateLimited', { minutes: Math.ceil(wait / 60) }), { 'retry-after': String(wait) })
  }
  const response = await login()
  if (response.ok) await forgiveFailedLogins(db, subjects)
  else if (response.status < 500) {
    await recordFailedLogin(db, subjects)
    await sleep(Math.max(0, FAILED_LOGIN_MIN_MS - (Date.now() - started)))
  }
  return response
}
