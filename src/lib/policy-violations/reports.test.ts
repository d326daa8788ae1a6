import { describe, expect, it } from 'vitest'
import { MAX_REPORTS_PER_REQUEST, readViolationReports } from './reports'

const context = { siteHosts: ['www.northwind.example'] }

/** Chromium's report-uri body for a refused script. */
const reportUri = {
  'csp-report': {
    'document-uri': 'https://www.northwind.example/es-mx/blogs/some-post?utm_source=mail&email=a@b.example',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?token=secret',
    'line-number': 12,
    'source-file': 'https://www.northwind.example/_next/static/chunks/a.js?v=1',
    'status-code': 200,
    'script-sample': '',
  },
}

/** The Reporting API's batch, with a report of another type. */
const reportingApi = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.northwind.example/',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://www.northwind.example/',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'report',
      sample: 'alert(1)'.repeat(20),
      lineNumber: 3,
      sourceFile: 'https://www.northwind.example/',
    },
  },
  { type: 'deprecation', body: { id: 'x' } },
]

describe('readViolationReports', () => {
  it('reads report-uri reports, keeping addresses without their query', () => {
    const read = readViolationReports(reportUri, context)!
    expect(read.refused).toBe(0)
    expect(read.violations).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        page: '/es-mx/blogs/some-post',
        source: 'https://www.northwind.example/_next/static/chunks/a.js:12',
        sample: null,
        disposition: 'enforce',
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
  })

  it('reads Reporting API batches, ignoring other report types and bounding the sample', () => {
    const { violations } = readViolationReports(reportingApi, context)!
    expect(violations).toHaveLength(1)
    expect(violations[0]).toMatchObject({
      directive: 'script-src-elem',
      blocked: 'inline',
      page: '/',
      disposition: 'report',
      source: 'https://www.northwind.example/:3',
    })
    expect(violations[0]!.sample).toHaveLength(80)
  })

  it('gives the same fingerprint to the same refusal on the same page, whatever the query', () => {
    const again = structuredClone(reportUri)
    again['csp-report']['document-uri'] = 'https://www.northwind.example/es-mx/blogs/some-post?other=1'
    again['csp-report']['blocked-uri'] = 'https://evil.example/x.js?token=other'
    expect(readViolationReports(again, context)!.violations[0]!.fingerprint).toBe(readViolationReports(reportUri, context)!.violations[0]!.fingerprint)
  })

  it("refuses reports about another site's pages or that do not say what was refused", () => {
    const foreign = structuredClone(reportUri)
    foreign['csp-report']['document-uri'] = 'https://other.example/'
    expect(readViolationReports(foreign, context)).toEqual({ violations: [], refused: 1 })
    const noDirective = { 'csp-report': { ...reportUri['csp-report'], 'violated-directive': undefined, 'effective-directive': 'script-src; drop table' } }
    expect(readViolationReports(noDirective, context)).toEqual({ violations: [], refused: 1 })
    const javascriptDocument = { 'csp-report': { ...reportUri['csp-report'], 'document-uri': 'javascript:alert(1)' } }
    expect(readViolationReports(javascriptDocument, context)!.refused).toBe(1)
  })

  it('is undefined for anything that is neither format, or a batch too large', () => {
    for (const body of [null, 'text', 42, {}, { 'csp-report': 'x' }, [], ['x'], Array.from({ length: MAX_REPORTS_PER_REQUEST + 1 }, () => reportingApi[0])]) {
      expect(readViolationReports(body, context)).toBeUndefined()
    }
  })
})
