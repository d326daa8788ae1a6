import { pbkdf2Sync, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { DEV_ADMIN_PASSWORD } from '@/env'

const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'

/** Why a server must not serve at all, as opposed to a passing outage: the web process exits with its message. */
class StartupRefusal extends Error {
  override name = 'StartupRefusal'
}

/**
 * By name, not class: Payload's start is shared by the whole process, and a request may have begun it with its own
 * bundle's copy of this module.
 */
export function isStartupRefusal(error: unknown): error is Error {
  return (error as Error | null)?.name === 'StartupRefusal'
}

/**
 * Checks a password against a stored Payload hash without logging in, so the check never counts as a failed
 * login attempt (Payload's own formats: the current `pbkdf2-sha256-v1:` one and the legacy one).
 */
export function passwordMatchesHash(password: string, salt: string, hash: string): boolean {
  const current = hash.startsWith(CURRENT_HASH_PREFIX)
  const stored = Buffer.from(current ? hash.slice(CURRENT_HASH_PREFIX.length) : hash, 'hex')
  const derived = pbkdf2Sync(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}

/** A production server must not start while any staff account still accepts the documented development password. */
export async function refuseDefaultAdminPassword(payload: Payload): Promise<void> {
  const { docs } = await payload.db.find<{ email: string; hash?: string; salt?: string }>({
    collection: 'users',
    limit: 0,
    pagination: false,
  })
  const offender = docs.find((u) => u.hash && u.salt && passwordMatchesHash(DEV_ADMIN_PASSWORD, u.salt, u.hash))
  if (offender) {
    throw new StartupRefusal(`Refusing to start: the account ${offender.email} still uses the development default password. Change it first.`)
  }
}
