import { describe, expect, it } from 'vitest'
import type { SeaRoute, SeaRouteRefusal } from './distance'
import { buildQuote, type QuoteInputs, type QuoteOutcome } from './quote'
import type { RateCard } from './rate-cards'
import { quoteRequestSchema } from './schema'
import { card, FACTORS, PORTS, SPECS, TEXT, TRANSIT } from '../../../../tests/support/shipping-fixtures'
import type { QuoteResult } from './types'

const NOW = new Date('2026-11-23T10:00:00Z')
const SUEZ: SeaRoute = { km: 15_134, originSnapKm: 10.8, destinationSnapKm: 0.2, via: ['suez'] }

/** The seed's India → US East Coast cards (rates.csv, charges.csv). */
const INDIA_USEC: RateCard[] = [
  card({
    name: 'JOC India-USEC',
    originRegion: 'india-west-coast',
    destinationRegion: 'us-east-coast',
    containerTypes: ['40GP', '40HC'],
    amount: 1300,
    validFrom: '2026-01-13',
    sourceDate: '2026-01-13',
    sourceType: 'market-report',
  }),
  card({
    name: 'Container News',
    originRegion: 'india-west-coast',
    destinationRegion: 'us-east-coast',
    containerTypes: ['40GP', '40HC'],
    amount: 5200,
    validFrom: '2024-10-01',
    sourceDate: '2024-10-01',
    sourceType: 'market-report',
  }),
  card({
    name: 'OHC 40',
    charge: 'origin-terminal-handling',
    originRegion: 'india-west-coast',
    containerTypes: ['40GP', '40HC'],
    amount: 14100,
    currency: 'INR',
    validFrom: '2022-12-01',
    sourceDate: '2022-12-01',
  }),
  card({
    name: 'ODF',
    charge: 'origin-documentation',
    originRegion: 'india-west-coast',
    basis: 'per-bl',
    amount: 4250,
    currency: 'INR',
    validFrom: '2022-12-01',
    sourceDate: '2022-12-01',
  }),
  card({
    name: 'ESF 40ft',
    charge: 'surcharge',
    stage: 'origin',
    originRegion: 'india-west-coast',
    containerTypes: ['40GP', '40HC', '40RF', '40RH'],
    amount: 2177,
    currency: 'INR',
    validFrom: '2025-04-01',
  }),
  card({
    name: 'DHC US 40',
    charge: 'destination-terminal-handling',
    destinationRegion: 'all-usa',
    containerTypes: ['40GP', '40HC'],
    amount: 855,
    validFrom: '2025-10-15',
  }),
  card({
    name: 'MPF',
    charge: 'import-customs-clearance',
    mode: 'both',
    destinationRegion: 'all-usa',
    basis: 'percent-of-value',
    amount: 0.3464,
    minimum: 33.58,
    maximum: 651.5,
    validFrom: '2025-10-01',
    sourceType: 'official',
  }),
  card({
    name: 'HMF',
    charge: 'import-customs-clearance',
    mode: 'both',
    destinationRegion: 'all-usa',
    basis: 'percent-of-value',
    amount: 0.125,
    validFrom: null,
    sourceDate: 'current regulation (19 CFR 24.24)',
    sourceType: 'official',
  }),
  card({
    name: 'ISF',
    charge: 'import-customs-clearance',
    mode: 'both',
    destinationRegion: 'all-usa',
    basis: 'per-shipment',
    amount: 30,
    amountHigh: 50,
    validFrom: '2026-03-04',
    sourceType: 'guide',
  }),
  card({
    name: 'LCL India-USEC',
    mode: 'lcl',
    basis: 'per-wm',
    originRegion: 'all-india',
    destinationRegion: 'us-east-coast',
    amount: 259,
    amountHigh: 303,
    validFrom: null,
    sourceDate: '2025',
    sourceType: 'guide',
  }),
]

function quote(body: Record<string, unknown>, overrides: Partial<QuoteInputs> = {}): QuoteOutcome {
  const request = quoteRequestSchema.parse({ origin: 'INNSA', destination: 'USNYC', ...body })
  return buildQuote({
    request,
    origin: PORTS[request.origin]!,
    destination: PORTS[request.destination]!,
    containers: SPECS,
    cards: INDIA_USEC,
    route: SUEZ,
    transitTimes: TRANSIT,
    factors: FACTORS,
    now: NOW,
    text: TEXT,
    ...overrides,
  })
}

function ok(outcome: QuoteOutcome): QuoteResult {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.message}`)
  return outcome.quote
}

const line = (result: QuoteResult, name: string) => result.lines.find((l) => l.name === name)

describe('an FCL quote', () => {
  const result = ok(quote({ mode: 'fcl', containers: [{ type: '40GP', count: 2 }], incoterm: 'FOB', cargoValue: 50_000 }))

  it('counts the containers and their TEU', () => {
    expect(result.chargeable).toMatchObject({ containers: [{ type: '40GP', count: 2 }], teu: 4 })
    expect([result.originRegion, result.destinationRegion]).toEqual(['india-west-coast', 'us-east-coast'])
  })

  it('prices ocean freight from the newest card of the lane, per box', () => {
    expect(line(result, 'JOC India-USEC')).toMatchObject({
      code: 'ocean-freight',
      basis: 'per-container',
      amount: 2600,
      currency: 'USD',
      stage: 'main-carriage',
      paidBy: 'buyer',
    })
    expect(line(result, 'JOC India-USEC')!.basisLabel).toBe('bases.per-container {"count":2,"type":"40GP","rate":"USD 1,300"}')
    expect(line(result, 'Container News')).toBeUndefined()
  })

  it('adds the local charges of both ends in their own currency, with who pays them under FOB', () => {
    expect(line(result, 'OHC 40')).toMatchObject({ amount: 28_200, currency: 'INR', paidBy: 'seller' })
    expect(line(result, 'ODF')).toMatchObject({ amount: 4250, currency: 'INR', basis: 'per-bl', paidBy: 'seller' })
    expect(line(result, 'ESF 40ft')).toMatchObject({ amount: 4354, code: 'surcharge', stage: 'origin', paidBy: 'seller' })
    expect(line(result, 'DHC US 40')).toMatchObject({ amount: 1710, paidBy: 'buyer' })
  })

  it('computes percent-of-value fees with their bounds, and keeps ranges', () => {
    // 0.3464 % of 50,000 = 173.20, within 33.58 … 651.50.
    expect(line(result, 'MPF')).toMatchObject({ amount: 173.2, paidBy: 'buyer' })
    expect(line(result, 'HMF')).toMatchObject({ amount: 62.5 })
    expect(line(result, 'ISF')).toMatchObject({ amount: 30, amountHigh: 50 })
    const big = ok(quote({ mode: 'fcl', containers: [{ type: '40GP', count: 2 }], cargoValue: 1_000_000 }))
    expect(line(big, 'MPF')).toMatchObject({ amount: 651.5 })
    expect(line(big, 'MPF')!.basisLabel).toContain('bases.maximum')
  })

  it('totals per currency without converting', () => {
    // 2,600 + 1,710 + 173.20 + 62.50 + 30 (… 50)
    expect(result).toMatchObject({ total: 4575.7, totalHigh: 4595.7, currency: 'USD', otherTotals: [{ currency: 'INR', amount: 36_804 }] })
  })

  it('lists what is not included: duties, inland transport and the charges without a card', () => {
    expect(result.excluded).toEqual([
      'excluded.duties',
      'excluded.inland',
      'excluded.noCard {"charge":"charges.export-customs-clearance"}',
      'excluded.noCard {"charge":"charges.destination-documentation"}',
      'excluded.noCard {"charge":"charges.insurance"}',
    ])
  })

  it('flags figures older than 90 days, and says it is an estimate', () => {
    expect(line(result, 'JOC India-USEC')!.stale).toBe(true)
    expect(line(result, 'HMF')!.stale).toBe(true)
    expect(result.warnings[0]).toBe('warnings.estimate')
    expect(result.warnings).toContain('warnings.stale {"days":90,"oldest":"2022-12-01"}')
  })

  it('gives the distance, transit time, CO2e (none for this lane), validity and sources', () => {
    expect(result).toMatchObject({ distanceKm: 15_134, route: { via: ['suez'] }, transitDays: { min: 28, max: 38 }, co2eKg: null, emissions: null })
    expect(result.distanceSource!.label).toMatch(/Eurostat/)
    expect(result.warnings).toContain('warnings.noFactor')
    expect(result.warnings.some((w) => w.startsWith('warnings.geocoded'))).toBe(true)
    expect(result.validUntil).toBe('2026-11-30')
    expect(result.calculatedAt).toBe(NOW.toISOString())
    expect(result.sources.map((s) => s.label)).toContain('Test source')
    expect(result.sources.some((s) => s.label.includes('Eurostat'))).toBe(true)
  })
})

describe('an LCL quote', () => {
  it('charges per W/M, a range kept as a range, and no paidBy without an Incoterm', () => {
    const result = ok(quote({ mode: 'lcl', packages: [{ count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 350 }] }))
    expect(result.chargeable).toEqual({ cbm: 3.84, tonnes: 1.4, wm: 3.84 })
    expect(line(result, 'LCL India-USEC')).toMatchObject({ amount: 994.56, amountHigh: 1163.52, basis: 'per-wm' })
    expect(line(result, 'LCL India-USEC')!.paidBy).toBeUndefined()
    expect(line(result, 'OHC 40')).toBeUndefined()
    // MPF and HMF need the cargo value.
    expect(result.excluded).toContain('excluded.needsValue {"charge":"charges.import-customs-clearance","name":"MPF"}')
    expect(result.excluded.filter((e) => e.includes('import-customs-clearance'))).toHaveLength(2)
  })

  it('suggests FCL above 15 m³ or 10 t', () => {
    const big = ok(quote({ mode: 'lcl', packages: [{ count: 20, lengthCm: 120, widthCm: 100, heightCm: 100, weightKg: 100 }] }))
    expect(big.chargeable.cbm).toBe(24)
    expect(big.warnings.some((w) => w.startsWith('warnings.lclSuggestsFcl'))).toBe(true)
  })

  it('emissions of LCL: tonnes over 10 t per TEU', () => {
    const result = ok(
      quote(
        { mode: 'lcl', origin: 'CNSHG', destination: 'USLAX', packages: [{ count: 1, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 2000 }] },
        {
          cards: [card({ mode: 'lcl', basis: 'per-wm', originRegion: 'east-asia', destinationRegion: 'all-usa', amount: 65, amountHigh: 140 })],
          route: { km: 11_000, originSnapKm: 56, destinationSnapKm: 10, via: [] },
        },
      ),
    )
    // Clean Cargo Asia → USWC: 0.0651 / 0.7 × 0.2 TEU × 11,000 km × 1.15
    expect(result.co2eKg).toBeCloseTo(235.3, 1)
    expect(result.emissions).toMatchObject({ factor: 65.1, unit: 'g CO2/TEU-km', gas: 'CO2', teu: 0.2 })
    expect(result.emissions!.method).toContain('emissions.lclTeu')
    expect(result.warnings).toContain('warnings.co2Only')
    expect(result.transitDays).toEqual({ min: 13, max: 18 })
  })
})

describe('refusals', () => {
  it('422 NO_RATE_CARD when no ocean-freight card covers the lane or the box, with the lane', () => {
    const outcome = quote({ mode: 'fcl', containers: [{ type: '20RF', count: 1 }] })
    expect(outcome).toMatchObject({
      ok: false,
      code: 'NO_RATE_CARD',
      lane: { origin: 'INNSA', destination: 'USNYC', originRegion: 'india-west-coast', destinationRegion: 'us-east-coast', mode: 'fcl', containerType: '20RF' },
    })
    expect(quote({ mode: 'lcl', destination: 'MXZLO', packages: [{ count: 1, lengthCm: 10, widthCm: 10, heightCm: 10, weightKg: 1 }] })).toMatchObject({
      code: 'NO_RATE_CARD',
      lane: { destinationRegion: 'mexico-pacific', mode: 'lcl' },
    })
    expect(
      quote({ mode: 'fcl', containers: [{ type: '40GP', count: 1 }] }, { cards: INDIA_USEC.map((c) => ({ ...c, validUntil: '2026-11-01' })) }),
    ).toMatchObject({ code: 'NO_RATE_CARD' })
  })

  it('400 for an unknown box type', () => {
    expect(quote({ mode: 'fcl', containers: [{ type: '45XX', count: 1 }] })).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
      fields: { 'containers.0.type': expect.stringContaining('errors.containerUnknown') },
    })
  })

  it('400 CARGO_NOT_POSSIBLE for a package no box takes, on its line', () => {
    const outcome = quote({
      mode: 'lcl',
      packages: [
        { count: 1, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 10 },
        { count: 1, lengthCm: 1300, widthCm: 100, heightCm: 100, weightKg: 10 },
      ],
    })
    expect(outcome).toMatchObject({ ok: false, code: 'CARGO_NOT_POSSIBLE', fields: { 'packages.1': expect.stringContaining('errors.packageTooLarge') } })
  })

  it('400 CARGO_NOT_POSSIBLE when the cargo is heavier than the boxes carry, proposing more', () => {
    const outcome = quote({ mode: 'fcl', containers: [{ type: '40GP', count: 1 }], cargoWeightKg: 40_000 })
    expect(outcome).toMatchObject({ ok: false, code: 'CARGO_NOT_POSSIBLE', fields: { containers: expect.stringContaining('"needed":"2 × 40GP"') } })
    expect(outcome.ok === false && outcome.message).toContain('errors.overweight')
  })
})

describe('details', () => {
  it('ends validity at the earliest end of the cards used', () => {
    const cards = INDIA_USEC.map((c) => (c.name === 'ODF' ? { ...c, validUntil: '2026-11-25' } : c))
    expect(ok(quote({ mode: 'fcl', containers: [{ type: '40GP', count: 1 }] }, { cards })).validUntil).toBe('2026-11-25')
  })

  it('computes in minor units: 3 × 0.1 + 0.2 is 0.5, not 0.5000000000000001', () => {
    const cards = [
      card({ mode: 'lcl', basis: 'per-wm', amount: 0.1, originRegion: 'all-india', destinationRegion: 'us-east-coast' }),
      card({ charge: 'origin-documentation', mode: 'lcl', basis: 'per-bl', amount: 0.2 }),
    ]
    const result = ok(quote({ mode: 'lcl', packages: [{ count: 3, lengthCm: 100, widthCm: 100, heightCm: 100, weightKg: 10 }] }, { cards }))
    expect(result.total).toBe(0.5)
  })

  it('computes a percentage fee in the cargo currency when the card has no bounds; refuses to convert bounds', () => {
    const result = ok(quote({ mode: 'fcl', containers: [{ type: '40GP', count: 1 }], cargoValue: 4_000_000, cargoCurrency: 'INR' }))
    expect(line(result, 'HMF')).toMatchObject({ amount: 5000, currency: 'INR' })
    expect(line(result, 'MPF')).toBeUndefined()
    expect(result.excluded).toContain('excluded.needsCurrency {"charge":"charges.import-customs-clearance","name":"MPF","currency":"USD"}')
  })

  it('says why there is no distance, and gives no CO2e without one', () => {
    const refused: SeaRouteRefusal = { refused: 'too-far-from-network', port: 'origin', snapKm: 1636 }
    const result = ok(quote({ mode: 'fcl', containers: [{ type: '40GP', count: 1 }] }, { route: refused }))
    expect(result).toMatchObject({ distanceKm: null, distanceSource: null, route: null, co2eKg: null })
    expect(result.warnings.some((w) => w.startsWith('warnings.distanceTooFar'))).toBe(true)
  })

  it('says when no transit time was published', () => {
    const result = ok(quote({ mode: 'fcl', containers: [{ type: '40GP', count: 1 }] }, { transitTimes: [] }))
    expect(result.transitDays).toBeNull()
    expect(result.warnings).toContain('warnings.noTransit')
  })

  it('uses the GLEC Panama factor through Panama, with the factor shown', () => {
    const cards = [card({ originRegion: 'east-asia', destinationRegion: 'us-east-coast', containerTypes: ['40HC'], amount: 2977 })]
    const result = ok(
      quote(
        { mode: 'fcl', origin: 'CNSHG', containers: [{ type: '40HC', count: 1 }] },
        { cards, route: { km: 20_105, originSnapKm: 56, destinationSnapKm: 0.2, via: ['panama'] } },
      ),
    )
    expect(result.co2eKg).toBeCloseTo(0.0804 * 2 * 20_105, 1)
    expect(result.emissions).toMatchObject({ factor: 0.0804, unit: 'kg CO2e/TEU-km', gas: 'CO2e', teu: 2 })
    expect(result.emissions!.method).toContain('emissions.glec')
  })

  it('warns when a box’s payload is not published', () => {
    const cards = [card({ originRegion: 'india-west-coast', destinationRegion: 'us-east-coast', containerTypes: ['40RH'] })]
    const result = ok(quote({ mode: 'fcl', containers: [{ type: '40RH', count: 1 }], cargoWeightKg: 20_000 }, { cards }))
    expect(result.warnings.some((w) => w.startsWith('warnings.payloadUnknown'))).toBe(true)
  })
})
