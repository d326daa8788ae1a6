import 'server-only'
import type { Pool } from 'pg'
import type { Queryable } from '@/lib/db-types'
import type { Payload } from 'payload'
import { DELIVER_LEAD_TASK } from '@/collections/Leads/delivery-queue'
import { toLeadColumns } from './lead-columns'
import type { LeadSubmission } from './types'
import { leadsStored } from '@/lib/metrics'
import { DELIVERY_QUEUE, insertJob } from '@/lib/payload-jobs'
import { withRequestId } from '@/lib/request-context'
import { inTransaction, lockUntilCommit } from '@/lib/transaction'

/** A repeat submission of the same form by the same phone within this time updates the lead it made. */
const REPEAT_SUBMISSION_WINDOW_MS = 10 * 60 * 1000

type StoredLead = { id: number; completion: 'partial' | 'complete'; submissions: string | null }

/**
 * The lead a repeat submission updates: the partial lead of the verified request, or the same form by the same phone
 * lately. A phone is anyone's to type: a submission that verified it may update its lead, one that did not only an
 * unverified lead sent from the same address (the same visitor again). Otherwise anyone could overwrite a visitor's
 * lead, a verified one included, by sending the same form with the same phone.
 */
async function findLeadToUpdate(client: Queryable, submission: LeadSubmission, now: Date): Promise<StoredLead | undefined> {
  const submitter = submission.phone ? 'phone' : 'email'
  const values: unknown[] = [submission.formType, submission.phone ?? submission.email, new Date(now.getTime() - REPEAT_SUBMISSION_WINDOW_MS)]
  const parameter = (value: unknown) => `$${values.push(value)}`
  const sameVisitor = submission.verification ? 'true' : `(NOT phone_verified AND ip_hash = ${parameter(submission.origin.ipHash)})`
  const byVerification =
    submission.verification && submission.formType === 'DomesticForm'
      ? `OR (otp_request_id = ${parameter(submission.verification.requestId)} AND form_type = 'DomesticForm' AND completion = 'partial')`
      : ''
  const { rows } = await client.query<StoredLead>(
    `SELECT id, completion, submissions FROM leads
      WHERE (form_type = $1 AND ${submitter} = $2 AND updated_at > $3 AND ${sameVisitor}) ${byVerification}
      ORDER BY updated_at DESC LIMIT 1`,
    values,
  )
  return rows[0]
}

async function insertLead(client: Queryable, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns)
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO leads (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  )
  return rows[0]!.id
}

async function updateLead(client: Queryable, existing: StoredLead, columns: Record<string, unknown>) {
  // A repeat of a completed lead counts as another submission; completing a partial one does not.
  const repeats = existing.completion === 'partial' ? 0 : 1
  const all = { ...columns, submissions: Number(existing.submissions ?? 1) + repeats, email_delivery: 'pending', crm_delivery: 'pending' }
  const names = Object.keys(all)
  await client.query(`UPDATE leads SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`, [existing.id, ...Object.values(all)])
}

/** The row Payload's job runner picks up: the same job `queueLeadDelivery` queues through the Local API. */
async function insertDeliveryJob(client: Queryable, leadId: number, task = DELIVER_LEAD_TASK, input: Record<string, unknown> = {}) {
  await insertJob(client, { task, queue: DELIVERY_QUEUE, input: withRequestId({ ...input, leadId }) })
}

/** Another job of the delivery queue to run for a stored lead (its input gets the `leadId`), e.g. the visitor's e-mailed quote. */
export type FollowUpJob = { task: string; input: Record<string, unknown> }

/**
 * Stores a submission durably and, when it is complete, queues its delivery to sales (and any `followUps`) in the
 * same transaction: the visitor's 200 means the lead and its delivery jobs are all committed.
 *
 * Plain SQL on the tables Payload's migrations define, in one round of statements: the Local API spent about
 * twice the CPU on the same writes (query building, hooks, a document read back), which capped submissions per
 * second (`npm run bench:leads`). The integration tests read these rows back through Payload.
 */
export async function saveLead(
  payload: Payload,
  submission: LeadSubmission,
  { followUps = [] }: { followUps?: FollowUpJob[] } = {},
): Promise<{ leadId: number; created: boolean }> {
  const now = new Date()
  const saved = await inTransaction(payload.db.pool as Pool, async (tx) => {
    // Serialises submissions of one form by one visitor, so two quick repeats cannot both create a lead.
    await lockUntilCommit(tx, `${submission.formType}:${submission.phone ?? submission.email ?? ''}`)
    const existing = await findLeadToUpdate(tx, submission, now)
    // A phone verified again after the lead was completed must not turn it back into a partial one.
    if (existing && submission.completion === 'partial' && existing.completion === 'complete') return { leadId: existing.id, created: false, stored: false }
    const columns = toLeadColumns(submission, now)
    const leadId = existing ? existing.id : await insertLead(tx, columns)
    if (existing) await updateLead(tx, existing, columns)
    if (submission.completion === 'complete') {
      await insertDeliveryJob(tx, leadId)
      for (const job of followUps) await insertDeliveryJob(tx, leadId, job.task, job.input)
    }
    return { leadId, created: !existing, stored: true }
  })
  if (saved.stored) leadsStored.inc({ form: submission.formType, completion: submission.completion, created: String(saved.created) })
  return { leadId: saved.leadId, created: saved.created }
}
