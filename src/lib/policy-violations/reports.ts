import { createHash } from 'node:crypto'
import { isJsonObject } from '@/lib/json-object'

/** One refused load, as stored: addresses without their query, every text bounded. */
export type Violation = {
  directive: string
  blocked: string
  page: string
  source: string | null
  sample: string | null
  disposition: 'enforce' | 'report'
  fingerprint: string
}

/** A report names the page it happened on; only pages of this site are kept. */
export type ReportContext = { siteHosts: readonly string[] }

/** The most a request may carry: a browser batches a few reports at a time. */
export const MAX_REPORTS_PER_REQUEST = 20
const MAX_TEXT = 300
const MAX_SAMPLE = 80
/** What browsers put instead of an address for loads that have none. */
const KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'data', 'blob', 'self', 'trusted-types-policy', 'trusted-types-sink'])

type Fields = Record<string, unknown>
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** An http(s) address as origin and path only (its query and fragment can hold a visitor's data). */
function addressWithoutQuery(value: string): URL | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

function describeBlocked(value: string | undefined): string | undefined {
  if (!value) return 'inline'
  if (KEYWORDS.has(value)) return value
  const url = addressWithoutQuery(value)
  if (url) return `${url.origin}${url.pathname}`.slice(0, MAX_TEXT)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  return scheme ? `${scheme}:` : undefined
}

function describeSource(file: string | undefined, line: unknown): string | null {
  const url = file ? addressWithoutQuery(file) : undefined
  if (!url) return null
  return `${url.origin}${url.pathname}${typeof line === 'number' && line > 0 ? `:${line}` : ''}`.slice(0, MAX_TEXT)
}

/**
 * One violation from the fields of either format (Reporting API bodies use camelCase, report-uri kebab-case):
 * undefined when it is not about a page of this site or does not say what was refused.
 */
function toViolation(fields: Fields, context: ReportContext): Violation | undefined {
  const get = (camel: string, kebab: string) => text(fields[camel] ?? fields[kebab])
  const document = addressWithoutQuery(get('documentURL', 'document-uri') ?? '')
  if (!document || !context.siteHosts.includes(document.host)) return undefined
  const directive = (get('effectiveDirective', 'effective-directive') ?? get('violatedDirective', 'violated-directive'))?.split(' ')[0]
  if (!directive || !/^[a-z-]{3,40}$/.test(directive)) return undefined
  const blocked = describeBlocked(get('blockedURL', 'blocked-uri'))
  if (!blocked) return undefined
  const page = document.pathname.slice(0, MAX_TEXT)
  const source = describeSource(get('sourceFile', 'source-file'), fields.lineNumber ?? fields['line-number'])
  const sample = get('sample', 'script-sample')?.slice(0, MAX_SAMPLE) ?? null
  const disposition = get('disposition', 'disposition') === 'report' ? 'report' : 'enforce'
  const fingerprint = createHash('sha256')
    .update([directive, blocked, page, source ?? ''].join('\n'))
    .digest('hex')
  return { directive, blocked, page, source, sample, disposition, fingerprint }
}

export type ReadReports = { violations: Violation[]; refused: number }

function collect(candidates: readonly Fields[], context: ReportContext): ReadReports {
  const violations = candidates.map((fields) => toViolation(fields, context)).filter((v) => v !== undefined)
  return { violations, refused: candidates.length - violations.length }
}

/**
 * The violations a request reports, from `report-uri`'s `{ "csp-report": {...} }` or the Reporting API's
 * `[{ type: "csp-violation", body: {...} }, ...]` (other report types are ignored), with how many were refused
 * (about another site's page, or not saying what was refused). Undefined when the body is neither format.
 */
export function readViolationReports(body: unknown, context: ReportContext): ReadReports | undefined {
  if (isJsonObject(body) && isJsonObject(body['csp-report'])) return collect([body['csp-report']], context)
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_REPORTS_PER_REQUEST || !body.every(isJsonObject)) return undefined
  return collect(
    body.filter((report) => report.type === 'csp-violation' && isJsonObject(report.body)).map((report) => report.body as Fields),
    context,
  )
}
