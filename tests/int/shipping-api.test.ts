import { describe, expect, it } from 'vitest'
import type { NoRateCardBody, QuoteResult } from '../../src/features/calculators/shipping/types'
import { ADMIN, baseUrl, loginHeaders, sql } from '../setup/system'
import esMx from '../../messages/es-mx.json'

/**
 * The shipment estimate's JSON API against the seeded server: port search, container types, quotes on a lane
 * the seeded rate cards cover (Nhava Sheva → New York), the localized 400s and the 422 of a lane without a
 * card; the rate cards are staff-only in the admin's REST API.
 */

const FCL = { mode: 'fcl', origin: 'INNSA', destination: 'USNYC', containers: [{ type: '40GP', count: 2 }], incoterm: 'FOB', cargoValue: 50_000 }
const LCL = { mode: 'lcl', origin: 'INNSA', destination: 'USNYC', packages: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 350 }] }

function quote(body: unknown, language = 'en-IN', contentType = 'application/json'): Promise<Response> {
  return fetch(`${baseUrl()}/api/shipping/quote`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'accept-language': language },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function ports(query: string, language = 'en-IN') {
  return fetch(`${baseUrl()}/api/shipping/ports?${query}`, { headers: { 'accept-language': language } })
}

describe('GET /api/shipping/ports', () => {
  it('finds a port by name, best first, at most 20', async () => {
    const response = await ports('q=rotterdam')
    expect(response.status).toBe(200)
    const { results } = (await response.json()) as { results: { locode: string }[] }
    expect(results[0]).toEqual({
      locode: 'NLRTM',
      name: 'Rotterdam',
      country: 'NL',
      countryName: expect.any(String),
      lat: expect.any(Number),
      lon: expect.any(Number),
    })
    expect(results.length).toBeLessThanOrEqual(20)
  })

  it('finds a port by its code first, and by accented names without the accents', async () => {
    expect(((await (await ports('q=innsa')).json()) as { results: { locode: string }[] }).results[0]!.locode).toBe('INNSA')
    expect(((await (await ports('q=lazaro%20cardenas')).json()) as { results: { locode: string }[] }).results[0]!.locode).toBe('MXLZC')
  })

  it('refuses an empty query with a localized 400', async () => {
    const response = await ports('q=', 'es-MX')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'INVALID_REQUEST', message: expect.stringMatching(/^Escriba/) } })
  })
})

describe('GET /api/shipping/containers', () => {
  it('lists the container types with inside dimensions, capacity and payload', async () => {
    const { containers } = (await (await fetch(`${baseUrl()}/api/shipping/containers`)).json()) as { containers: { type: string }[] }
    expect(containers.map((c) => c.type)).toEqual(['20GP', '20RF', '40GP', '40HC', '40RF', '40RH'])
    expect(containers.find((c) => c.type === '40HC')).toMatchObject({
      inside: { lengthM: 12.032, widthM: 2.35, heightM: 2.697 },
      capacityM3: 76,
      maxPayloadKg: 26580,
      teu: 2,
    })
  })
})

describe('POST /api/shipping/quote', () => {
  it('estimates an FCL shipment on a seeded lane: lines, totals, distance, transit, sources, validity', async () => {
    const response = await quote(FCL)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const result = (await response.json()) as QuoteResult
    expect(result.chargeable).toMatchObject({ containers: [{ type: '40GP', count: 2 }], teu: 4 })
    const ocean = result.lines.find((l) => l.code === 'ocean-freight')!
    expect(ocean).toMatchObject({ basis: 'per-container', currency: 'USD', paidBy: 'buyer', amount: 2600 })
    expect(result.lines.find((l) => l.code === 'origin-terminal-handling')).toMatchObject({ currency: 'INR', paidBy: 'seller' })
    expect(result.currency).toBe('USD')
    expect(result.total).toBeGreaterThan(2600)
    expect(result.otherTotals.map((t) => t.currency)).toEqual(['INR'])
    expect(result.distanceKm).toBeGreaterThan(13_000)
    expect(result.distanceSource?.label).toMatch(/Eurostat/)
    expect(result.transitDays).toEqual({ min: 28, max: 38 })
    expect(result.co2eKg).toBeNull()
    expect(result.excluded.length).toBeGreaterThan(2)
    expect(result.sources.length).toBeGreaterThan(3)
    expect(Date.parse(result.validUntil)).toBeLessThanOrEqual(Date.now() + 8 * 86_400_000)
    expect(result.warnings[0]).toMatch(/estimate/)
  })

  it('estimates an LCL shipment per W/M', async () => {
    const response = await quote(LCL, 'en-US')
    expect(response.status).toBe(200)
    const result = (await response.json()) as QuoteResult
    expect(result.chargeable).toEqual({ cbm: 3.84, tonnes: 1.4, wm: 3.84 })
    expect(result.lines.find((l) => l.code === 'ocean-freight')).toMatchObject({ basis: 'per-wm', amount: 994.56, amountHigh: 1163.52 })
  })

  it('answers localized 400s: unknown port, same port, missing or impossible cargo, malformed JSON', async () => {
    const unknown = await quote({ ...FCL, origin: 'INZZZ' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { origin: 'There is no seaport INZZZ in the UN/LOCODE list.' } } })
    const same = await quote({ ...FCL, destination: 'INNSA' }, 'es-MX')
    expect(await same.json()).toMatchObject({ error: { fields: { destination: 'El destino debe ser un puerto distinto del origen.' } } })
    const missing = await quote({ mode: 'lcl', origin: 'INNSA', destination: 'USNYC' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: { fields: { packages: expect.any(String) } } })
    const tooBig = await quote({ ...LCL, packages: [{ count: 1, lengthCm: 1300, widthCm: 100, heightCm: 100, weightKg: 100 }] })
    expect(tooBig.status).toBe(400)
    expect(await tooBig.json()).toMatchObject({
      error: { code: 'CARGO_NOT_POSSIBLE', fields: { 'packages.0': expect.stringContaining('larger than the inside') } },
    })
    const heavy = await quote({ mode: 'fcl', origin: 'INNSA', destination: 'USNYC', containers: [{ type: '40GP', count: 1 }], cargoWeightKg: 40_000 })
    expect(await heavy.json()).toMatchObject({ error: { code: 'CARGO_NOT_POSSIBLE', message: expect.stringContaining('You need 2 × 40GP') } })
    expect((await quote('{"mode":')).status).toBe(400)
    expect((await quote('mode=fcl', 'en-IN', 'text/plain')).status).toBe(415)
  })

  it('answers 422 NO_RATE_CARD with the lane when no card covers it', async () => {
    const response = await quote({ mode: 'fcl', origin: 'INNSA', destination: 'BRSSZ', containers: [{ type: '40GP', count: 1 }] })
    expect(response.status).toBe(422)
    const body = (await response.json()) as NoRateCardBody
    expect(body.error).toMatchObject({
      code: 'NO_RATE_CARD',
      lane: {
        origin: 'INNSA',
        destination: 'BRSSZ',
        originRegion: 'india-west-coast',
        destinationRegion: 'south-america-east',
        mode: 'fcl',
        containerType: '40GP',
      },
    })
    expect(body.error.message).toMatch(/quote/)
  })
})

describe('rate cards in the admin', () => {
  it('were seeded from the published levels, the older rows of each series inactive', async () => {
    const [counts] = await sql<{ total: number; active: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE active)::int AS active FROM rate_cards`,
    )
    expect(counts!.total).toBeGreaterThan(60)
    expect(counts!.active).toBeLessThan(counts!.total)
  })

  it('are read by staff only', async () => {
    expect((await fetch(`${baseUrl()}/api/rate-cards`)).status).toBe(403)
    const staff = await fetch(`${baseUrl()}/api/rate-cards?limit=1`, { headers: await loginHeaders(ADMIN.email, ADMIN.password) })
    expect(staff.status).toBe(200)
    expect(((await staff.json()) as { docs: { title: string }[] }).docs[0]!.title).toMatch(/→/)
  })

  it('change the quote once a staff member edits them (the cache tag is revalidated)', async () => {
    const auth = await loginHeaders(ADMIN.email, ADMIN.password)
    const found = await fetch(
      `${baseUrl()}/api/rate-cards?where[name][equals]=${encodeURIComponent('Importer Security Filing (ISF) filing fee charged by broker/filer')}&limit=1`,
      { headers: auth },
    )
    const card = ((await found.json()) as { docs: { id: number; amount: number }[] }).docs[0]!
    try {
      await fetch(`${baseUrl()}/api/rate-cards/${card.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ amount: 31 }) })
      const result = (await (await quote(FCL)).json()) as QuoteResult
      expect(result.lines.some((l) => l.name.startsWith('Importer Security Filing') && l.amount === 31)).toBe(true)
    } finally {
      await fetch(`${baseUrl()}/api/rate-cards/${card.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ amount: card.amount }) })
    }
  })
})

describe('the shipment calculator page with inputs', () => {
  it('answers refused figures with status 400 and the localized field error', async () => {
    const response = await fetch(`${baseUrl()}/es-mx/shipment-calculator?mode=fcl&from=INNSA&to=USNYC&ct=40GP&cn=dos`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain(esMx.ShipmentCalculator.errors.wholeNumber)
    expect(html).toContain('lang="es-MX"')
  })

  it('answers an unknown port with status 400 and the localized field error, and a lane without a rate card with 422', async () => {
    const unknown = await fetch(`${baseUrl()}/es-mx/shipment-calculator?mode=fcl&from=Qzxwvq&to=USNYC&ct=40GP&cn=2`)
    expect(unknown.status).toBe(400)
    const html = await unknown.text()
    expect(html.includes(esMx.ShipmentCalculator.errors.portUnknown)).toBe(true)
    const noRate = await fetch(`${baseUrl()}/shipment-calculator?mode=fcl&from=INNSA&to=BRSSZ&ct=40GP&cn=1`)
    expect(noRate.status).toBe(422)
    expect((await noRate.text()).includes('lang="en-IN"')).toBe(true)
  })

  it('answers an estimate, and a port name that needs a choice, with status 200', async () => {
    const estimate = await fetch(`${baseUrl()}/shipment-calculator?mode=fcl&from=INNSA&to=USNYC&ct=40GP&cn=2`)
    expect(estimate.status).toBe(200)
    const choice = await fetch(`${baseUrl()}/en-us/shipment-calculator?mode=fcl&from=Nhava&to=USNYC&ct=40GP&cn=2`)
    expect(choice.status).toBe(200)
  })
})
