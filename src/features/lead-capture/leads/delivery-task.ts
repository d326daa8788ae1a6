import type { Payload, TaskConfig } from 'payload'
import { env } from '@/env'
import type { EditionCode } from '@/i18n/editions'
import type { Lead } from '@/payload-types'
import { postToCrm, retriesWithinWindow } from './crm-webhook'
import { DELIVER_LEAD_TASK } from '@/collections/Leads/delivery-queue'
import { composeSalesEmail } from './sales-email'
import { leadDeliveries } from '@/lib/metrics'
import { asPartOfQueuingRequest, REQUEST_ID_INPUT } from '@/lib/request-context'

const CRM_RETRIES = retriesWithinWindow(env.CRM_RETRY_BASE_DELAY_MS, env.CRM_RETRY_WINDOW_HOURS * 3600_000)

/** How long a read of the sales inboxes serves the deliveries after it (an editor's change shows within this time). */
const INBOX_CACHE_MS = 60_000
const inboxes = new Map<EditionCode, { to: string | undefined; readAt: number }>()

async function salesInbox(payload: Payload, edition: EditionCode): Promise<string | undefined> {
  const cached = inboxes.get(edition)
  if (cached && Date.now() - cached.readAt < INBOX_CACHE_MS) return cached.to
  const settings = await payload.findGlobal({ slug: 'lead-settings', locale: edition, depth: 0, overrideAccess: true })
  inboxes.set(edition, { to: settings.salesInbox ?? undefined, readAt: Date.now() })
  return settings.salesInbox ?? undefined
}

type DeliveryRecord = Partial<Pick<Lead, 'emailDelivery' | 'crmDelivery' | 'crmAttempts' | 'crmDeliveredAt' | 'deliveryError'>>
const DELIVERY_COLUMNS: Record<keyof DeliveryRecord, string> = {
  emailDelivery: 'email_delivery',
  crmDelivery: 'crm_delivery',
  crmAttempts: 'crm_attempts',
  crmDeliveredAt: 'crm_delivered_at',
  deliveryError: 'delivery_error',
}

/**
 * Writes only the delivery columns. Payload's update rewrites the whole document it read, so a job's update
 * could undo a repeat submission stored meanwhile.
 */
async function markLead(payload: Payload, id: number, record: DeliveryRecord) {
  const entries = Object.entries(record) as [keyof DeliveryRecord, unknown][]
  if (entries.length === 0) return
  const assignments = entries.map(([field], i) => `${DELIVERY_COLUMNS[field]} = $${i + 2}`).join(', ')
  await payload.db.pool.query(`UPDATE leads SET ${assignments} WHERE id = $1`, [id, ...entries.map(([, value]) => value)])
}

/** The CRM's copy of a lead: its fields without the staff-only workflow ones. */
function crmPayload(lead: Lead) {
  const { notes: _notes, assignee: _assignee, status: _status, deliveryError: _error, crmAttempts: _attempts, ...fields } = lead
  return { event: lead.submissions && lead.submissions > 1 ? 'lead.updated' : 'lead.created', lead: fields }
}

/**
 * Delivers a stored lead: the e-mail to the edition's sales inbox, then the CRM webhook. Each step records its
 * outcome on the lead, so a retry repeats only what has not been delivered.
 */
async function deliverLead(payload: Payload, leadId: number): Promise<{ output: object }> {
  const lead = (await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true })) as Lead
  if (lead.emailDelivery !== 'delivered' && lead.emailDelivery !== 'skipped') {
    const to = await salesInbox(payload, lead.edition)
    if (to) {
      const { subject, text } = composeSalesEmail(lead, env.SITE_URL)
      // Loaded here: the Payload config (which lists this task) is also read by scripts outside the server.
      const { messagingFor } = await import('@/lib/messaging/service')
      await messagingFor(payload).sendEmail({ to, subject, text, purpose: 'lead-notification', reference: `lead-${lead.id}` })
    }
    await markLead(payload, lead.id, { emailDelivery: to ? 'delivered' : 'skipped' })
  }
  if (lead.crmDelivery === 'delivered' || lead.crmDelivery === 'skipped') return { output: {} }
  if (!env.CRM_WEBHOOK_URL || !env.CRM_WEBHOOK_SECRET) {
    await markLead(payload, lead.id, { crmDelivery: 'skipped' })
    return { output: {} }
  }
  try {
    await postToCrm({
      url: env.CRM_WEBHOOK_URL,
      secret: env.CRM_WEBHOOK_SECRET,
      idempotencyKey: `lead-${lead.id}-${lead.submissions ?? 1}`,
      payload: crmPayload(lead),
    })
  } catch (error) {
    await markLead(payload, lead.id, { crmAttempts: (lead.crmAttempts ?? 0) + 1, deliveryError: error instanceof Error ? error.message : String(error) })
    throw error
  }
  await markLead(payload, lead.id, {
    crmDelivery: 'delivered',
    crmDeliveredAt: new Date().toISOString(),
    crmAttempts: (lead.crmAttempts ?? 0) + 1,
    deliveryError: null,
  })
  return { output: {} }
}

/**
 * The job that delivers a lead. A failure throws and Payload retries it with doubling waits for
 * CRM_RETRY_WINDOW_HOURS; then the lead shows "failed" with a retry button.
 */
export const deliverLeadTask: TaskConfig<{ input: { leadId: number; requestId?: string }; output: object }> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver a lead to sales',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }, REQUEST_ID_INPUT],
  retries: { attempts: CRM_RETRIES, backoff: { type: 'exponential', delay: env.CRM_RETRY_BASE_DELAY_MS } },
  handler: asPartOfQueuingRequest(async ({ input, req }) => {
    try {
      const delivered = await deliverLead(req.payload, input.leadId)
      leadDeliveries.inc({ outcome: 'delivered' })
      return delivered
    } catch (error) {
      leadDeliveries.inc({ outcome: 'failed' })
      // One line per failed attempt (the worker silences Payload's job logs, a stack trace each).
      req.payload.logger.warn(
        `Delivery of lead ${input.leadId} failed, Payload retries it up to ${CRM_RETRIES} times: ${error instanceof Error ? error.message : String(error)}`,
      )
      throw error
    }
  }),
  onFail: async ({ input, req, taskStatus }) => {
    if ((taskStatus?.totalTried ?? 0) < CRM_RETRIES) return
    const lead = (await req.payload.findByID({ collection: 'leads', id: (input as { leadId: number }).leadId, depth: 0, overrideAccess: true })) as Lead
    await markLead(req.payload, lead.id, {
      ...(lead.emailDelivery === 'pending' && { emailDelivery: 'failed' }),
      ...(lead.crmDelivery === 'pending' && { crmDelivery: 'failed' }),
    })
  },
}
