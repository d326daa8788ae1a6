import { beforeAll, describe, expect, it } from 'vitest'
import { nextIp, post } from '../setup/lead-capture'
import { ADMIN, baseUrl, loginHeaders, sql } from '../setup/system'

/** A violation report as browsers send it for `report-uri`, about a page of the test site. */
function reportUriBody(page: string, blocked: string) {
  return {
    'csp-report': {
      'document-uri': `${baseUrl()}${page}?email=visitor@example.com`,
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
      disposition: 'enforce',
      'blocked-uri': `${blocked}?token=secret`,
      'status-code': 200,
    },
  }
}

const report = (body: unknown, options: { ip?: string; contentType?: string; language?: string; rawBody?: string } = {}) =>
  post('/api/csp-reports', body, { token: null, contentType: 'application/csp-report', ...options })

type Row = { directive: string; blocked: string; page: string; count: string; browser: string | null }
const rowsFor = (blocked: string) => sql<Row>('SELECT directive, blocked, page, count, browser FROM csp_violations WHERE blocked = $1', [blocked])

let admin: Record<string, string>
beforeAll(async () => {
  admin = await loginHeaders(ADMIN.email, ADMIN.password)
})

describe('POST /api/csp-reports', () => {
  it('stores a report-uri report for staff, without the query of either address', async () => {
    const blocked = 'https://tracker-a.example/x.js'
    expect((await report(reportUriBody('/es-mx', blocked))).status).toBe(204)
    expect(await rowsFor(blocked)).toEqual([{ directive: 'script-src-elem', blocked, page: '/es-mx', count: '1', browser: expect.any(String) }])

    const staff = await fetch(`${baseUrl()}/api/csp-violations?where[blocked][equals]=${encodeURIComponent(blocked)}`, { headers: admin })
    expect(staff.status).toBe(200)
    expect(((await staff.json()) as { docs: { page: string }[] }).docs.map((doc) => doc.page)).toEqual(['/es-mx'])
    const anonymous = await fetch(`${baseUrl()}/api/csp-violations`)
    expect(anonymous.status).toBe(403)
  })

  it('stores the Reporting API batches of Chromium, ignoring reports of other types', async () => {
    const blocked = 'https://tracker-b.example/pixel.gif'
    const batch = [
      {
        type: 'csp-violation',
        age: 1,
        url: `${baseUrl()}/`,
        body: { documentURL: `${baseUrl()}/blogs`, blockedURL: blocked, effectiveDirective: 'img-src', disposition: 'enforce' },
      },
      { type: 'deprecation', age: 1, url: `${baseUrl()}/`, body: { id: 'x' } },
    ]
    expect((await report(batch, { contentType: 'application/reports+json' })).status).toBe(204)
    expect(await rowsFor(blocked)).toMatchObject([{ directive: 'img-src', page: '/blogs', count: '1' }])
  })

  it('counts 20 concurrent reports of one refusal as one row seen 20 times', async () => {
    const blocked = 'https://tracker-c.example/x.js'
    const answers = await Promise.all(Array.from({ length: 20 }, () => report(reportUriBody('/en-us', blocked), { ip: nextIp() })))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204))
    expect(await rowsFor(blocked)).toMatchObject([{ count: '20' }])
  })

  it("refuses, in the caller's language and storing nothing, what is not a report of this site", async () => {
    const foreign = reportUriBody('/', 'https://tracker-d.example/x.js')
    foreign['csp-report']['document-uri'] = 'https://other-site.example/'
    const refused = await report(foreign, { language: 'es-MX' })
    expect(refused.status).toBe(400)
    expect(refused.json?.error?.message).toBe('El informe trata de una página de otro sitio.')

    const plain = await report(reportUriBody('/', 'https://tracker-d.example/x.js'), { contentType: 'text/plain' })
    expect(plain.status).toBe(415)
    expect(plain.json?.error?.message).toBe('Send a Content-Security-Policy violation report (application/csp-report or application/reports+json).')
    expect((await report(null, { rawBody: '{"csp-report":' })).status).toBe(400)
    expect((await report({ 'csp-report': 'x' })).status).toBe(400)
    const large = await report(null, { rawBody: JSON.stringify({ 'csp-report': { padding: 'x'.repeat(40 * 1024) } }) })
    expect(large.status).toBe(413)
    expect(large.json?.error?.message).toBe('The report is too large.')
    expect(await rowsFor('https://tracker-d.example/x.js')).toEqual([])
  })

  it('limits the reports of one client address', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) statuses.push((await report(reportUriBody('/', `https://tracker-e.example/${i}.js`), { ip })).status)
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204))
    expect(statuses[60]).toBe(429)
  })
})
