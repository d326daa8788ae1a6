import 'server-only'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type Where } from 'payload'
import type { Lead } from '@/payload-types'
import { queueLeadDelivery } from './delivery-queue'
import type { LeadSubmission } from './types'

/** A repeat submission of the same form by the same phone within this time updates the lead it made. */
export const REPEAT_SUBMISSION_WINDOW_MS = 10 * 60 * 1000

function toLeadData(submission: LeadSubmission): Partial<Lead> {
  const { verification, origin, completion, ...fields } = submission
  return {
    ...fields,
    completion,
    phoneVerified: Boolean(verification),
    otpRequestId: verification?.requestId,
    verifiedAt: verification ? new Date().toISOString() : undefined,
    sourceUrl: origin.sourceUrl,
    referrer: origin.referrer,
    utm: origin.utm,
    ipHash: origin.ipHash,
    userAgent: origin.userAgent?.slice(0, 500),
  }
}

/** Serialises submissions of one form by one visitor, so two quick repeats cannot both create a lead. */
async function lockSubmitter(payload: Payload, req: PayloadRequest, key: string) {
  const session = (payload.db as unknown as PostgresAdapter).sessions?.[String(await req.transactionID)]
  if (!session) throw new Error('saveLead must run in a transaction')
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}

async function findLeadToUpdate(payload: Payload, req: PayloadRequest, submission: LeadSubmission): Promise<Lead | undefined> {
  const byVerification: Where | undefined = submission.verification && submission.formType === 'DomesticForm'
    ? { and: [{ otpRequestId: { equals: submission.verification.requestId } }, { formType: { equals: 'DomesticForm' } }, { completion: { equals: 'partial' } }] }
    : undefined
  const bySubmitter: Where = {
    and: [
      { formType: { equals: submission.formType } },
      submission.phone ? { phone: { equals: submission.phone } } : { email: { equals: submission.email } },
      { updatedAt: { greater_than: new Date(Date.now() - REPEAT_SUBMISSION_WINDOW_MS).toISOString() } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'leads',
    where: byVerification ? { or: [byVerification, bySubmitter] } : bySubmitter,
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Stores a submission durably and, when it is complete, queues its delivery to sales in the same transaction:
 * the visitor's 200 means the lead and its delivery job are both committed.
 */
export async function saveLead(payload: Payload, submission: LeadSubmission): Promise<{ leadId: number; created: boolean }> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await lockSubmitter(payload, req, `${submission.formType}:${submission.phone ?? submission.email ?? ''}`)
    const existing = await findLeadToUpdate(payload, req, submission)
    // A phone verified again after the lead was completed must not turn it back into a partial one.
    if (existing && submission.completion === 'partial' && existing.completion === 'complete') {
      await commitTransaction(req)
      return { leadId: existing.id, created: false }
    }
    const data = toLeadData(submission)
    const lead = existing
      ? await payload.update({
          collection: 'leads',
          id: existing.id,
          data: { ...data, submissions: (existing.submissions ?? 1) + (existing.completion === 'partial' ? 0 : 1), emailDelivery: 'pending', crmDelivery: 'pending' },
          depth: 0,
          req,
          overrideAccess: true,
        })
      : await payload.create({ collection: 'leads', data: data as Lead, depth: 0, req, overrideAccess: true })
    if (submission.completion === 'complete') await queueLeadDelivery(payload, lead.id, req)
    await commitTransaction(req)
    return { leadId: lead.id, created: !existing }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
