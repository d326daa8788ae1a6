import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/env'
import { enforceRateLimits } from '@/lib/abuse-limits/rate-limit'
import { RATE_LIMITS } from '@/lib/abuse-limits/rules'
import { ApiError } from '@/lib/api/errors'
import { readJsonBody } from '@/lib/api/read-json'
import { clientNetwork, hashIp } from '@/lib/api/request-meta'
import { readViolationReports } from './reports'
import { recordViolations } from './store'

type PolicyViolationErrorKey = 'reportInvalid' | 'reportNotAboutSite' | 'reportTooLarge'

/** report-uri posts application/csp-report, the Reporting API application/reports+json. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json']
const MAX_REPORT_BYTES = 32 * 1024
const MAX_BROWSER = 200

async function readReportBody(request: Request): Promise<unknown> {
  try {
    return await readJsonBody(request, { maxBytes: MAX_REPORT_BYTES, contentTypes: REPORT_TYPES })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    if (error.code === 'PAYLOAD_TOO_LARGE') throw new ApiError<PolicyViolationErrorKey>('PAYLOAD_TOO_LARGE', { message: 'reportTooLarge' })
    throw new ApiError<PolicyViolationErrorKey>(error.code, { message: 'reportInvalid' })
  }
}

/** The site's own host, and the one the request came to (a copy served at another address reports from there). */
function siteHosts(request: Request): string[] {
  return [new URL(env.SITE_URL).host, request.headers.get('host')].filter((host) => host !== null)
}

/**
 * Stores the Content-Security-Policy violations a browser reports (POST /api/csp-reports): limited per client
 * address, refused unless every report is a violation report of one of this site's pages.
 */
export async function receiveViolationReports(payload: Payload, request: Request): Promise<{ stored: number }> {
  await enforceRateLimits(payload.db.pool, RATE_LIMITS.cspReportsPerIp, hashIp(clientNetwork(request.headers)))
  const read = readViolationReports(await readReportBody(request), { siteHosts: siteHosts(request) })
  if (!read) throw new ApiError<PolicyViolationErrorKey>('INVALID_REQUEST', { message: 'reportInvalid' })
  if (read.refused > 0) throw new ApiError<PolicyViolationErrorKey>('INVALID_REQUEST', { message: 'reportNotAboutSite' })
  await recordViolations(payload, read.violations, request.headers.get('user-agent')?.slice(0, MAX_BROWSER) ?? null)
  return { stored: read.violations.length }
}
