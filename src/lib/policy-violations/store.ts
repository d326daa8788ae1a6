import 'server-only'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { count, eq, lt, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { POLICY_VIOLATIONS_SLUG } from './slug'
import { log } from '@/lib/logger'
import type { Violation } from './reports'

/** The most distinct violations kept: past it, known ones are still counted and new ones dropped, so that a flood of made-up reports cannot fill the database. */
const MAX_STORED_VIOLATIONS = 2000
const RETENTION_DAYS = 30

/** The collection's table in Payload's own Drizzle schema, so that its names follow Payload's. */
function violationsTable(payload: Payload) {
  const db = payload.db as unknown as PostgresAdapter
  return { db, table: db.tables[POLICY_VIOLATIONS_SLUG.replace(/-/g, '_')]! }
}

/**
 * Counts each violation under its fingerprint in one statement (a new one is inserted, a known one has its count,
 * last sighting, sample and browser updated), so that concurrent reports of the same refusal add up.
 */
export async function recordViolations(payload: Payload, violations: readonly Violation[], browser: string | null): Promise<void> {
  const { db, table } = violationsTable(payload)
  const [stored] = await db.drizzle.select({ total: count() }).from(table)
  const full = (stored?.total ?? 0) >= MAX_STORED_VIOLATIONS
  const now = new Date().toISOString()
  for (const violation of violations) {
    const seen = { count: sql`${table.count} + 1`, lastSeen: now, updatedAt: now, browser, sample: violation.sample }
    if (full) {
      await db.drizzle.update(table).set(seen).where(eq(table.fingerprint, violation.fingerprint))
      continue
    }
    await db.drizzle
      .insert(table)
      .values({ ...violation, count: 1, firstSeen: now, lastSeen: now, browser, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: table.fingerprint, set: seen })
  }
  if (Math.random() < 0.01) void removeStaleViolations(payload)
}

async function removeStaleViolations(payload: Payload): Promise<void> {
  const { db, table } = violationsTable(payload)
  const before = new Date(Date.now() - RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  await db.drizzle
    .delete(table)
    .where(lt(table.lastSeen, before))
    .catch((error: Error) => log.error('[policy-violations] could not remove old violations:', error.message))
}
