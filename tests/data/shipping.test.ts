import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as containersRoute from '@/app/(frontend)/api/shipping/containers/route'
import * as portsRoute from '@/app/(frontend)/api/shipping/ports/route'
import * as quoteRoute from '@/app/(frontend)/api/shipping/quote/route'
import { closeReferencePool, referencePool } from '@/features/reference-tools/data/db'
import { isSeaRoute, seaDistance } from '@/features/calculators/shipping/distance'
import { regionOfPort } from '@/features/calculators/shipping/regions'
import { estimateShipment, listContainers, searchPorts } from '@/features/calculators/shipping/service'
import type { QuoteResult } from '@/features/calculators/shipping/types'
import { ApiError } from '@/lib/api/errors'
import { readSeedRateCards } from '../../scripts/seed/rate-cards'
import { ensureRealData, REAL_DATA_DIR } from './real-data'

// The service and the API run here without Payload: the rate cards are the seed's, read from the same files.
vi.mock('server-only', () => ({}))
vi.mock('@/features/calculators/shipping/load-rate-cards', async () => {
  const { readSeedRateCards: read } = await import('../../scripts/seed/rate-cards')
  const cards = (read()?.cards ?? []).map((card, index) => ({ id: String(index + 1), ...card }))
  return { loadRateCards: async () => cards }
})

const NOW = new Date('2026-11-23T10:00:00Z')
const codes = (ports: { locode: string }[]) => ports.map((p) => p.locode)

async function refusal(promise: Promise<unknown>): Promise<ApiError<string>> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('no refusal')
}

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return quoteRoute.POST(
    new Request('http://localhost/api/shipping/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers })

describe('shipping reference data (DATA_DIR)', () => {
  beforeAll(async () => {
    await ensureRealData()
  }, 180_000)

  afterAll(async () => {
    await closeReferencePool()
  })

  describe('the import', () => {
    it('keeps one row per seaport code, without the entries marked for removal', async () => {
      const {
        rows: [counts],
      } = await referencePool().query(
        `SELECT count(*)::int AS ports, count(DISTINCT locode)::int AS codes, count(*) FILTER (WHERE status = 'XX')::int AS removed,
                count(*) FILTER (WHERE lat IS NULL)::int AS without_coordinates, count(*) FILTER (WHERE coord_source = 'unlocode')::int AS official
           FROM reference.ports`,
      )
      // 17,611 rows less 76 duplicates and 5 marked XX.
      expect(counts).toEqual({ ports: 17_530, codes: 17_530, removed: 0, without_coordinates: expect.any(Number), official: expect.any(Number) })
      expect(counts.without_coordinates).toBeGreaterThan(1000)
      expect(counts.official).toBeGreaterThan(11_000)
    })

    it('imports the container types, transit times (CNSHA stored as CNSHG) and emission factors', async () => {
      const containers = await listContainers()
      expect(containers.map((c) => c.type)).toEqual(['20GP', '20RF', '40GP', '40HC', '40RF', '40RH'])
      expect(containers.find((c) => c.type === '40HC')).toMatchObject({
        inside: { lengthM: 12.032, widthM: 2.35, heightM: 2.697 },
        door: { widthM: 2.34, heightM: 2.577 },
        capacityM3: 76,
        maxPayloadKg: 26580,
        teu: 2,
      })
      expect(containers.find((c) => c.type === '40RH')).toMatchObject({ maxPayloadKg: null, maxGrossKg: null })
      const { rows: transit } = await referencePool().query(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE origin_locode = 'CNSHG')::int AS shanghai FROM reference.transit_times`,
      )
      expect(transit[0]).toEqual({ n: 13, shanghai: 5 })
      const { rows: factors } = await referencePool().query(`SELECT factor_key FROM reference.emission_factors WHERE factor_key IS NOT NULL ORDER BY id`)
      expect(factors.map((f) => f.factor_key)).toEqual([
        'glec-panama-trade-dry',
        'glec-europe-africa-dry',
        'glec-global-reefer',
        'ccwg-asia-north-europe-dry',
        'ccwg-asia-uswc-dry',
        'desnz-container-over-8000-teu',
        'imo-tonnes-per-teu',
        'searoutes-tonnes-per-teu',
        'ccwg-utilisation',
        'ccwg-distance-uplift',
      ])
    })

    it('places every port with coordinates in a region, except in countries without a sea or a trade lane', async () => {
      const { rows } = await referencePool().query<{ country: string; lat: number | null; lon: number | null }>('SELECT country, lat, lon FROM reference.ports')
      const unplaced = new Set(rows.filter((p) => p.lat !== null && regionOfPort(p) === null).map((p) => p.country))
      expect([...unplaced].sort()).toEqual(
        ['AF', 'AM', 'AQ', 'BF', 'BI', 'BW', 'CF', 'GS', 'HM', 'LS', 'MK', 'MW', 'NP', 'RW', 'SZ', 'TF', 'UG', 'UZ', 'XZ', 'ZM', 'ZW'].filter((c) =>
          unplaced.has(c),
        ),
      )
      expect(unplaced.has('IN') || unplaced.has('US') || unplaced.has('MX') || unplaced.has('CN')).toBe(false)
    })
  })

  describe('port search', () => {
    it('finds a port by its code first, in any case and with a space', async () => {
      for (const query of ['INNSA', 'innsa', 'IN NSA']) expect(codes(await searchPorts(query))[0], query).toBe('INNSA')
      expect(codes(await searchPorts('USNYC'))[0]).toBe('USNYC')
    })

    it('lists the codes starting with what was typed in capitals, at most 20', async () => {
      const ports = await searchPorts('INN')
      expect(ports.length).toBeLessThanOrEqual(20)
      expect(
        codes(ports)
          .slice(0, 3)
          .every((code) => code.startsWith('INN')),
      ).toBe(true)
    })

    it('finds ports by name, prefix, any word, accents or not, with typos', async () => {
      expect(codes(await searchPorts('Rotterdam'))[0]).toBe('NLRTM')
      expect(codes(await searchPorts('rotter'))).toContain('NLRTM')
      expect(codes(await searchPorts('rotterdm'))).toContain('NLRTM')
      expect(codes(await searchPorts('nhava'))[0]).toBe('INNSA')
      expect(codes(await searchPorts('Jawaharlal'))).toContain('INNSA')
      expect(codes(await searchPorts('lazaro cardenas'))[0]).toBe('MXLZC')
      expect(codes(await searchPorts('Lázaro'))).toContain('MXLZC')
      expect(codes(await searchPorts('manzanillo'))).toEqual(expect.arrayContaining(['MXZLO', 'PAMIT']))
      expect(codes(await searchPorts('Shanghai'))).toContain('CNSHG')
      expect(codes(await searchPorts('Ngqura'))).not.toContain('ZANGQ')
    })

    it('answers with the ISO country name and the coordinates', async () => {
      const [jebelAli] = await searchPorts('AEJEA')
      expect(jebelAli).toEqual({
        locode: 'AEJEA',
        name: 'Jebel Ali',
        country: 'AE',
        countryName: expect.not.stringContaining('(the)'),
        lat: 24.91891,
        lon: 55.05647,
      })
    })

    it('answers in a few milliseconds', async () => {
      const queries = ['INNSA', 'rotterdam', 'man', 'IN', 'lazaro', 'hamburg', 'sh', 'new york', 'veracruz', 'rotterdm']
      for (const q of queries) await searchPorts(q)
      const times: number[] = []
      for (let round = 0; round < 5; round++) {
        for (const q of queries) {
          const started = performance.now()
          await searchPorts(q)
          times.push(performance.now() - started)
        }
      }
      times.sort((a, b) => a - b)
      const p95 = times[Math.ceil(times.length * 0.95) - 1]!
      console.info(`port search: p50 ${times[times.length >> 1]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`)
      expect(p95).toBeLessThan(100)
    })
  })

  describe('sea distances from the imported coordinates', () => {
    it('measures known lanes and refuses ports far from the network', async () => {
      const { rows } = await referencePool().query<{ locode: string; lat: number | null; lon: number | null }>(
        `SELECT locode, lat, lon FROM reference.ports WHERE locode IN ('INNSA', 'NLRTM', 'CNSHG', 'USLAX', 'USNYC', 'CHBSL')`,
      )
      const at = Object.fromEntries(rows.map((r) => [r.locode, r]))
      const km = (a: string, b: string) => {
        const route = seaDistance(at[a]!, at[b]!)
        return isSeaRoute(route) ? route.km : null
      }
      expect(km('INNSA', 'NLRTM')).toBeGreaterThan(11_800 * 0.85)
      expect(km('INNSA', 'NLRTM')).toBeLessThan(11_800 * 1.15)
      expect(km('CNSHG', 'USLAX')).toBeGreaterThan(10_500 * 0.85)
      expect(km('CNSHG', 'USLAX')).toBeLessThan(10_500 * 1.15)
      // Basel, a Rhine port far inland.
      if (at.CHBSL?.lat) expect(seaDistance(at.CHBSL, at.NLRTM!)).toMatchObject({ refused: 'too-far-from-network' })
    })
  })

  describe('the quote service with the seed’s rate cards', () => {
    it('the seed maps every published rate and most charges, and says why it leaves rows out', () => {
      const seed = readSeedRateCards(REAL_DATA_DIR)!
      const ocean = seed.cards.filter((c) => c.charge === 'ocean-freight' && c.mode === 'fcl')
      expect(ocean).toHaveLength(43)
      expect(seed.skipped.map((s) => s.reason).sort()).toEqual([
        'amount is a formula (per W/M or per tonne, with a minimum) a card cannot represent',
        'amount is a formula (percent of FOB, per tonne or per m³, whichever is higher, with a minimum) a card cannot represent',
        'the bound of the MPF card (merged into it)',
        'the bound of the MPF card (merged into it)',
      ])
      expect(seed.cards.find((c) => c.name.startsWith('Merchandise Processing Fee'))).toMatchObject({ amount: 0.3464, minimum: 33.58, maximum: 651.5 })
    })

    it('quotes FCL Nhava Sheva → New York, 2 × 40GP, FOB, with lines, totals, transit, distance and sources', async () => {
      const quote = await estimateShipment(
        {
          mode: 'fcl',
          origin: 'INNSA',
          destination: 'USNYC',
          containers: [{ type: '40GP', count: 2 }],
          incoterm: 'FOB',
          cargoValue: 50_000,
          hsCode: '0306.17',
        },
        'en-us',
        { now: NOW },
      )
      const byCode = (code: string) => quote.lines.filter((l) => l.code === code)
      expect(byCode('ocean-freight')).toMatchObject([{ amount: 2600, currency: 'USD', paidBy: 'buyer', stale: true, source: { date: '2026-01-13' } }])
      expect(byCode('origin-terminal-handling')).toMatchObject([{ amount: 28_200, currency: 'INR', paidBy: 'seller' }])
      expect(byCode('destination-terminal-handling')).toMatchObject([{ amount: 1710, currency: 'USD' }])
      expect(
        byCode('import-customs-clearance')
          .map((l) => l.amount)
          .sort((a, b) => a - b),
      ).toEqual([30, 62.5, 173.2])
      expect(quote).toMatchObject({
        currency: 'USD',
        total: 4575.7,
        totalHigh: 4595.7,
        transitDays: { min: 28, max: 38 },
        hsCode: { code: '030617' },
        originRegion: 'india-west-coast',
        destinationRegion: 'us-east-coast',
      })
      expect(quote.otherTotals).toEqual([{ currency: 'INR', amount: 28_200 + 4250 + 4354 }])
      expect(quote.distanceKm).toBeGreaterThan(13_000)
      expect(quote.route?.via).toEqual(['suez'])
      expect(quote.co2eKg).toBeNull()
      expect(quote.warnings).toContain('No published emission factor for this lane: no CO2e figure.')
      expect(quote.excluded).toContain('Cargo insurance: no published rate for this lane.')
      expect(quote.validUntil).toBe('2026-11-30')
      expect(quote.sources.length).toBeGreaterThan(5)
    })

    it('quotes LCL Nhava Sheva → New York per W/M, a range kept as a range', async () => {
      const quote = await estimateShipment(
        { mode: 'lcl', origin: 'INNSA', destination: 'USNYC', packages: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 350 }] },
        'en-in',
        { now: NOW },
      )
      expect(quote.chargeable).toEqual({ cbm: 3.84, tonnes: 1.4, wm: 3.84 })
      expect(quote.lines.find((l) => l.code === 'ocean-freight')).toMatchObject({ basis: 'per-wm', amount: 994.56, amountHigh: 1163.52 })
    })

    it('quotes Shanghai → Los Angeles with CO2 from the Clean Cargo factor, shown', async () => {
      const quote: QuoteResult = await estimateShipment(
        { mode: 'fcl', origin: 'CNSHG', destination: 'USLAX', containers: [{ type: '40HC', count: 1 }] },
        'es-mx',
        { now: NOW },
      )
      expect(quote.lines[0]).toMatchObject({ code: 'ocean-freight', amount: 2402, label: 'Flete marítimo' })
      expect(quote.co2eKg).toBeGreaterThan(1000)
      expect(quote.emissions).toMatchObject({ factor: 65.1, unit: 'g CO2/TEU-km', gas: 'CO2', teu: 2 })
      expect(quote.transitDays).toEqual({ min: 13, max: 18 })
    })

    it('refuses with localized reasons: unknown port, same port, a package no box takes, no rate card', async () => {
      const unknown = await refusal(estimateShipment({ mode: 'fcl', origin: 'INZZZ', destination: 'USNYC', containers: [{ type: '40GP', count: 1 }] }, 'en-in'))
      expect(unknown).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { localized: { fields: { origin: 'There is no seaport INZZZ in the UN/LOCODE list.' } } },
      })
      const same = await refusal(estimateShipment({ mode: 'fcl', origin: 'INNSA', destination: 'innsa', containers: [{ type: '40GP', count: 1 }] }, 'es-mx'))
      expect(same.details.localized!.fields).toEqual({ destination: 'El destino debe ser un puerto distinto del origen.' })
      const big = await refusal(
        estimateShipment(
          { mode: 'lcl', origin: 'INNSA', destination: 'USNYC', packages: [{ count: 1, lengthCm: 1300, widthCm: 100, heightCm: 100, weightKg: 100 }] },
          'en-us',
        ),
      )
      expect(big).toMatchObject({
        code: 'CARGO_NOT_POSSIBLE',
        details: { localized: { fields: { 'packages.0': expect.stringContaining('larger than the inside of any') } } },
      })
      const lane = await refusal(estimateShipment({ mode: 'fcl', origin: 'INNSA', destination: 'MXZLO', containers: [{ type: '40GP', count: 1 }] }, 'en-in'))
      expect(lane).toMatchObject({
        code: 'NO_RATE_CARD',
        status: 422,
        details: { localized: { body: { lane: { originRegion: 'india-west-coast', destinationRegion: 'mexico-pacific', containerType: '40GP' } } } },
      })
    })
  })

  describe('the shipping API', () => {
    it('GET /api/shipping/ports: results best first, cacheable; a localized 400 for an empty query', async () => {
      const response = await portsRoute.GET(get('/api/shipping/ports?q=nhava%20sheva'))
      expect(response.status).toBe(200)
      expect(response.headers.get('etag')).toBeTruthy()
      const body = await response.json()
      expect(body.results[0]).toMatchObject({ locode: 'INNSA', country: 'IN', countryName: 'India' })
      expect((await (await portsRoute.GET(get('/api/shipping/ports?q=man&limit=5'))).json()).results).toHaveLength(5)
      const empty = await portsRoute.GET(get('/api/shipping/ports?q=', { 'accept-language': 'es-MX' }))
      expect(empty.status).toBe(400)
      expect(await empty.json()).toEqual({ error: { code: 'INVALID_REQUEST', message: expect.stringMatching(/^Escriba de 1 a 60 caracteres/) } })
    })

    it('GET /api/shipping/containers: the types with inside dimensions, capacity and payload', async () => {
      const body = await (await containersRoute.GET(get('/api/shipping/containers'))).json()
      expect(body.containers.find((c: { type: string }) => c.type === '20GP')).toMatchObject({
        inside: { lengthM: 5.896 },
        capacityM3: 33,
        maxPayloadKg: 28030,
        teu: 1,
      })
    })

    it('POST /api/shipping/quote: the estimate, its 400s, 415 and 413, and the 422 with the lane', async () => {
      const ok = await post({ mode: 'fcl', origin: 'INNSA', destination: 'USNYC', containers: [{ type: '40HC', count: 1 }] })
      expect(ok.status).toBe(200)
      expect(await ok.json()).toMatchObject({ chargeable: { teu: 2 }, currency: 'USD', lines: expect.any(Array), distanceKm: expect.any(Number) })

      const invalid = await post(
        { mode: 'lcl', origin: 'INNSA', destination: 'USNYC', packages: [{ count: 1, lengthCm: -1, widthCm: 10, heightCm: 10, weightKg: 1 }] },
        { 'accept-language': 'es-MX' },
      )
      expect(invalid.status).toBe(400)
      expect(await invalid.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Revise algunos datos del envío.',
          fields: { 'packages.0.lengthCm': expect.stringMatching(/^Indique largo, ancho y alto/) },
        },
      })
      expect((await post('{"mode":')).status).toBe(400)
      expect((await post('[]')).status).toBe(400)
      expect((await post({ mode: 'fcl', origin: 'INNSA', destination: 'USNYC', containers: [{ type: '40GP', count: 1 }], cargoWeightKg: 60_000 })).status).toBe(
        400,
      )
      const notJson = await quoteRoute.POST(
        new Request('http://localhost/api/shipping/quote', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'mode=fcl' }),
      )
      expect(notJson.status).toBe(415)
      expect((await post({ mode: 'fcl', origin: 'INNSA', destination: 'USNYC', pad: 'x'.repeat(40_000) })).status).toBe(413)

      const noCard = await post({
        mode: 'lcl',
        origin: 'INNSA',
        destination: 'MXZLO',
        packages: [{ count: 1, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 100 }],
      })
      expect(noCard.status).toBe(422)
      expect(await noCard.json()).toEqual({
        error: {
          code: 'NO_RATE_CARD',
          message: expect.stringContaining('Ask us for a quote'),
          lane: { origin: 'INNSA', destination: 'MXZLO', originRegion: 'india-west-coast', destinationRegion: 'mexico-pacific', mode: 'lcl' },
        },
      })
    })
  })
})
