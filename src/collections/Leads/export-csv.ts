import type { PayloadHandler, Where } from 'payload'
import { parse } from 'qs-esm'
import { canWorkLeads } from '@/access/roles'
import { toCsv } from '@/lib/csv'

const COLUMNS = [
  'id',
  'createdAt',
  'updatedAt',
  'formType',
  'edition',
  'status',
  'completion',
  'name',
  'company',
  'email',
  'phone',
  'phoneVerified',
  'businessType',
  'companyType',
  'amount',
  'currency',
  'timeline',
  'website',
  'consent',
  'details',
  'sourceUrl',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'submissions',
  'emailDelivery',
  'crmDelivery',
  'notes',
] as const

/**
 * GET /api/leads/export.csv — the leads matching the admin list's current filters and search (its `where`
 * query), as CSV, for sales and admins.
 */
export const exportLeadsCsv: PayloadHandler = async (req) => {
  if (!canWorkLeads(req.user)) return Response.json({ error: { message: 'Forbidden' } }, { status: 403 })
  const query = parse(new URL(req.url ?? '', 'http://localhost').search.slice(1), { depth: 10 }) as { where?: Where; sort?: string }
  const { docs } = await req.payload.find({
    collection: 'leads',
    where: query.where,
    sort: query.sort ?? '-createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const rows = docs.map(({ utm, ...lead }) => ({ ...lead, ...Object.fromEntries(Object.entries(utm ?? {}).map(([k, v]) => [`utm_${k}`, v])) }))
  const date = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(COLUMNS, rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${date}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
