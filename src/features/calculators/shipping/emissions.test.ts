import { describe, expect, it } from 'vitest'
import { dryFactorKey, estimateEmissions, factorUnit, isEmissionEstimate } from './emissions'
import { FACTORS, TRANSIT } from '../../../../tests/support/shipping-fixtures'
import { estimateTransit } from './transit'

describe('emission factor per lane', () => {
  it('uses GLEC Panama Trade only through Panama, Clean Cargo only Asia → North Europe and Asia → US West Coast', () => {
    expect(dryFactorKey({ originRegion: 'east-asia', destinationRegion: 'us-east-coast', viaPanama: true })).toBe('glec-panama-trade-dry')
    expect(dryFactorKey({ originRegion: 'east-asia', destinationRegion: 'us-east-coast', viaPanama: false })).toBeNull()
    expect(dryFactorKey({ originRegion: 'east-asia', destinationRegion: 'north-europe', viaPanama: false })).toBe('ccwg-asia-north-europe-dry')
    expect(dryFactorKey({ originRegion: 'north-europe', destinationRegion: 'east-asia', viaPanama: false })).toBeNull()
    expect(dryFactorKey({ originRegion: 'southeast-asia', destinationRegion: 'us-west-coast', viaPanama: false })).toBe('ccwg-asia-uswc-dry')
    expect(dryFactorKey({ originRegion: 'west-africa', destinationRegion: 'north-europe', viaPanama: false })).toBe('glec-europe-africa-dry')
    expect(dryFactorKey({ originRegion: 'india-west-coast', destinationRegion: 'us-east-coast', viaPanama: false })).toBeNull()
  })
})

describe('emissions by the GLEC method', () => {
  const lane = { factors: FACTORS, originRegion: 'east-asia', destinationRegion: 'us-east-coast', viaPanama: true } as const

  it('FCL: factor × TEU × km (GLEC factors on the shortest feasible distance: no adjustment)', () => {
    const result = estimateEmissions({ ...lane, distanceKm: 20_000, boxes: [{ type: '40HC', teu: 4 }] })
    // 0.0804 kg × 4 TEU × 20,000 km
    expect(result).toMatchObject({ kg: 6432, parts: [{ method: 'glec', teu: 4 }] })
  })

  it('LCL: TEU-equivalent is the tonnes over 10 t per TEU (IMO)', () => {
    const result = estimateEmissions({ ...lane, distanceKm: 20_000, tonnes: 2.5 })
    expect(result).toMatchObject({ kg: 402, parts: [{ teu: 0.25 }], tonnesPerTeu: { key: 'imo-tonnes-per-teu' } })
  })

  it('Clean Cargo averages: ÷ 70 % utilisation, + 15 % distance, and CO2 only', () => {
    const result = estimateEmissions({
      factors: FACTORS,
      originRegion: 'east-asia',
      destinationRegion: 'north-europe',
      viaPanama: false,
      distanceKm: 19_700,
      boxes: [{ type: '40GP', teu: 2 }],
    })
    if (!isEmissionEstimate(result)) throw new Error('no estimate')
    // 0.0379 / 0.7 × 2 × 19,700 × 1.15
    expect(result.kg).toBeCloseTo(2453.2, 1)
    expect(result.parts[0]).toMatchObject({ method: 'clean-cargo', utilisationPercent: 70, distanceUpliftPercent: 15 })
    expect(factorUnit(result.parts[0]!.factor)).toBe('g CO2/TEU-km')
    expect(result.sources.map((s) => s.url)).toEqual(['https://example.org/ccwg-ne', 'https://example.org/hsud'])
  })

  it('reefers take the GLEC global reefer factor', () => {
    const result = estimateEmissions({ ...lane, viaPanama: false, distanceKm: 1000, boxes: [{ type: '40RH', teu: 2 }] })
    expect(result).toMatchObject({ kg: 278.6, parts: [{ method: 'glec-reefer' }] })
  })

  it('gives no figure where no factor was published or the distance is unknown', () => {
    expect(estimateEmissions({ ...lane, viaPanama: false, distanceKm: 15_000, boxes: [{ type: '40GP', teu: 2 }] })).toEqual({ refused: 'no-factor' })
    expect(estimateEmissions({ ...lane, distanceKm: null, boxes: [{ type: '40GP', teu: 2 }] })).toEqual({ refused: 'no-distance' })
    expect(estimateEmissions({ ...lane, factors: [], distanceKm: 100, tonnes: 1 })).toEqual({ refused: 'no-conversion' })
  })
})

describe('transit time', () => {
  it('takes the exact port pair first, combining its figures', () => {
    expect(
      estimateTransit(TRANSIT, { origin: 'INNSA', destination: 'NLRTM', originRegion: 'india-west-coast', destinationRegion: 'north-europe' }),
    ).toMatchObject({
      days: { min: 23, max: 33 },
      match: 'port-pair',
      sources: [{ label: 'transolve.com.au' }, { label: 'transolve.com.au' }],
    })
  })

  it('falls back to the region pair, then to nothing', () => {
    expect(
      estimateTransit(TRANSIT, { origin: 'INMUN', destination: 'USSAV', originRegion: 'india-west-coast', destinationRegion: 'us-east-coast' }),
    ).toMatchObject({
      days: { min: 28, max: 38 },
      match: 'region-pair',
    })
    expect(estimateTransit(TRANSIT, { origin: 'USNYC', destination: 'INNSA', originRegion: 'us-east-coast', destinationRegion: 'india-west-coast' })).toBeNull()
    expect(estimateTransit(TRANSIT, { origin: 'XXAAA', destination: 'YYBBB', originRegion: null, destinationRegion: null })).toBeNull()
  })
})
