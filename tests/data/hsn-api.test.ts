import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { closeReferencePool } from '@/features/reference-tools/data/db'
import * as chapters from '@/app/(frontend)/api/hsn/chapters/[index]/route'
import * as codes from '@/app/(frontend)/api/hsn/codes/[code]/route'
import * as headings from '@/app/(frontend)/api/hsn/headings/[heading]/route'
import * as hsnSearch from '@/app/(frontend)/api/hsn/search/route'
import * as sections from '@/app/(frontend)/api/hsn/sections/route'
import * as htsSearch from '@/app/(frontend)/api/hts/search/route'
import { ensureRealData } from './real-data'

// The route handlers answer refusals through lib/api/respond, a server-only module.
vi.mock('server-only', () => ({}))

const CACHED = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=86400'

function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, { headers })
}

const code = (value: string, headers?: Record<string, string>) =>
  codes.GET(get(`/api/hsn/codes/${encodeURIComponent(value)}`, headers), { params: Promise.resolve({ code: value }) })
const chapter = (index: string) => chapters.GET(get(`/api/hsn/chapters/${index}`), { params: Promise.resolve({ index }) })

describe('the HSN and HTS JSON API', () => {
  beforeAll(async () => {
    await ensureRealData()
  }, 120_000)

  afterAll(async () => {
    await closeReferencePool()
  })

  it('answers a tariff item with its breadcrumb, siblings and children, cacheable with an ETag', async () => {
    const response = await code('0306.17.20')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(CACHED)
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    const body = await response.json()
    expect(body).toMatchObject({
      item: { code: '03061720', level: 'tariff-item', description: 'Vannamei Shrimp (LITOPENAEUS VANNAMEI)', hs2022: { code: '030617' } },
      children: [],
      currentCodes: [],
    })
    expect(body.breadcrumb.map((b: { code: string }) => b.code)).toEqual(['I', '03', '0306', '030617'])
    expect(body.siblings.length).toBeGreaterThan(0)
    expect(body).not.toHaveProperty('ok')
  })

  it('answers headings and subheadings with their children, and legacy codes with their current codes', async () => {
    const heading = await (await code('0306')).json()
    expect(heading.item).toMatchObject({ code: '0306', level: 'heading' })
    expect(heading.children.map((c: { code: string }) => c.code)).toContain('030617')
    const subheading = await (await code('030617')).json()
    expect(subheading.item).toMatchObject({ code: '030617', level: 'subheading' })
    expect(subheading.children.map((c: { code: string }) => c.code)).toContain('03061720')
    const legacy = await (await code('01011010')).json()
    expect(legacy.item).toMatchObject({ isLegacy: true })
    expect(legacy.currentCodes.length).toBeGreaterThan(0)
  })

  it('answers a heading at /api/hsn/headings/{heading}, and only a heading', async () => {
    const heading = (value: string) => headings.GET(get(`/api/hsn/headings/${encodeURIComponent(value)}`), { params: Promise.resolve({ heading: value }) })
    const shrimp = await heading('0306')
    expect(shrimp.status).toBe(200)
    const body = await shrimp.json()
    expect(body.heading).toMatchObject({ code: '0306', level: 'heading' })
    expect(body.breadcrumb.map((b: { code: string }) => b.code)).toEqual(['I', '03'])
    expect(body.items.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['030617', '03061720']))
    expect(body).toMatchObject({ page: 1, pageSize: 20, hasMore: true })
    expect(body.total).toBeGreaterThan(20)
    for (const notAHeading of ['03', '030617', '03ab', '03061720']) {
      const refused = await heading(notAHeading)
      expect(refused.status, notAHeading).toBe(400)
      expect((await refused.json()).error.message).toBe('A heading has 4 digits, for example 0306.')
    }
    expect((await heading('0399')).status).toBe(404)
  })

  it('answers 304 to a caller that holds the current answer, and a new ETag for another URL', async () => {
    const etag = (await code('03061720')).headers.get('etag')!
    const again = await code('03061720', { 'if-none-match': `W/"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    expect((await code('0306')).headers.get('etag')).not.toBe(etag)
    expect((await code('03061720', { 'if-none-match': '"stale"' })).status).toBe(200)
  })

  it('refuses malformed codes with 400 and unknown ones with 404, not cached', async () => {
    for (const malformed of ['abc', '1', '030617201', '03-06']) {
      const response = await code(malformed)
      expect(response.status, malformed).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ error: { code: 'INVALID_REQUEST', message: 'An HSN code has 2 to 8 digits, for example 0306.17.20.' } })
    }
    const unknown = await code('03069999')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    expect(await unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no code 03069999 in the list.' } })
  })

  it("localizes refusals to the caller's language", async () => {
    const response = await code('abc', { 'accept-language': 'es-MX,es;q=0.9' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'INVALID_REQUEST', message: 'Un código HSN tiene de 2 a 8 dígitos, por ejemplo 0306.17.20.' } })
    const page = await hsnSearch.GET(get('/api/hsn/search?q=shrimp&page=0', { 'accept-language': 'es' }))
    expect((await page.json()).error.message).toMatch(/^page debe ser un número entero/)
  })

  it('answers a chapter with its section and all its headings with their item counts', async () => {
    const response = await chapter('3')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ chapter: { code: '03' }, section: { id: 'I' }, total: 9 })
    expect(body.headings).toHaveLength(9)
    expect(body.headings.find((h: { code: string }) => h.code === '0306').itemCount).toBeGreaterThan(20)
    expect((await chapter('99')).status).toBe(404)
    expect(await (await chapter('99')).json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    for (const malformed of ['0', '100', 'x3']) expect((await chapter(malformed)).status, malformed).toBe(400)
  })

  it('lists the sections with their chapters', async () => {
    const response = await sections.GET(get('/api/hsn/sections'))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.sections).toHaveLength(21)
    expect(body.sections[0].chapters.map((c: { code: string }) => c.code)).toEqual(['01', '02', '03', '04', '05'])
    expect(body.otherChapters.map((c: { code: string }) => c.code)).toEqual(['77', '98'])
  })

  it('searches a page at a time, with the total and whether more follow', async () => {
    const first = await (await hsnSearch.GET(get('/api/hsn/search?q=shrimp&pageSize=5'))).json()
    expect(first).toMatchObject({ query: 'shrimp', kind: 'text', page: 1, pageSize: 5, hasMore: true })
    expect(first.items).toHaveLength(5)
    expect(first.total).toBeGreaterThan(5)
    const second = await (await hsnSearch.GET(get('/api/hsn/search?q=shrimp&page=2&pageSize=5'))).json()
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: first.total })
    expect(second.items.map((i: { code: string }) => i.code)).not.toContain(first.items[0].code)
    const byCode = await (await hsnSearch.GET(get('/api/hsn/search?q=0306.17'))).json()
    expect(byCode).toMatchObject({ kind: 'code', pageSize: 20 })
    expect(byCode.items.every((i: { code: string }) => i.code.startsWith('030617'))).toBe(true)
    const last = await (await hsnSearch.GET(get(`/api/hsn/search?q=0306.17&page=${Math.ceil(byCode.total / 2)}&pageSize=2`))).json()
    expect(last.hasMore).toBe(false)
  })

  it('refuses a malformed query or page with 400', async () => {
    for (const query of [
      '',
      'q=',
      'q=shrimp&page=0',
      'q=shrimp&page=x',
      'q=shrimp&pageSize=51',
      'q=shrimp&pageSize=0',
      'q=shrimp&page=1.5',
      'q=shrimp&page=999',
      `q=${'a'.repeat(201)}`,
      'q=1',
    ]) {
      const response = await hsnSearch.GET(get(`/api/hsn/search?${query}`))
      expect(response.status, query).toBe(400)
      expect((await response.json()).error.code).toBe('INVALID_REQUEST')
    }
  })

  it('searches the US tariff schedule with the same shape', async () => {
    const response = await htsSearch.GET(get('/api/hts/search?q=horses&pageSize=3'))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ query: 'horses', page: 1, pageSize: 3, hasMore: true })
    expect(body.items).toHaveLength(3)
    expect((await htsSearch.GET(get('/api/hts/search?q=horses&pageSize=100'))).status).toBe(400)
  })
})

describe('the HSN API before the data are imported', () => {
  afterAll(() => {
    vi.doUnmock('@/features/reference-tools/data/versions')
    vi.resetModules()
  })

  it('answers 503 DATA_NOT_LOADED, localized and not cached', async () => {
    vi.resetModules()
    vi.doMock('@/features/reference-tools/data/versions', () => ({ getDatasetVersions: async () => [], getLoadedVersions: async () => null }))
    const route = await import('@/app/(frontend)/api/hsn/codes/[code]/route')
    const response = await route.GET(get('/api/hsn/codes/03061720'), { params: Promise.resolve({ code: '03061720' }) })
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      error: { code: 'DATA_NOT_LOADED', message: 'The HSN data is not loaded yet. Run npm run data:import.' },
    })
    const spanish = await route.GET(get('/api/hsn/codes/03061720', { 'accept-language': 'es-MX' }), { params: Promise.resolve({ code: '03061720' }) })
    expect((await spanish.json()).error.message).toBe('Los datos HSN aún no están cargados. Ejecuta npm run data:import.')
  })
})
