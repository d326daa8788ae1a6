import { describe, expect, it } from 'vitest'
import { figureDate, isCurrent, isStale, pickOceanFreight, pickOtherCharges, stageOfCard, type Lane } from './rate-cards'
import { card } from '../../../../tests/support/shipping-fixtures'

const lane = (fields: Partial<Lane> = {}): Lane => ({
  mode: 'fcl',
  originRegion: 'india-west-coast',
  destinationRegion: 'us-east-coast',
  on: '2026-11-23',
  ...fields,
})

describe('rate-card lookup: ocean freight', () => {
  it('finds the card of the lane, mode and box, and none for another box or lane', () => {
    const wanted = card({ originRegion: 'india-west-coast', destinationRegion: 'us-east-coast', containerTypes: ['40GP', '40HC'] })
    const cards = [wanted, card({ originRegion: 'east-asia', destinationRegion: 'us-east-coast', containerTypes: ['40GP'] })]
    expect(pickOceanFreight(cards, lane(), '40HC')).toBe(wanted)
    expect(pickOceanFreight(cards, lane(), '20GP')).toBeNull()
    expect(pickOceanFreight(cards, lane({ destinationRegion: 'us-west-coast' }), '40GP')).toBeNull()
    expect(pickOceanFreight(cards, lane({ mode: 'lcl' }))).toBeNull()
  })

  it('answers no card for a port without a region', () => {
    expect(pickOceanFreight([card({ originRegion: 'india-west-coast', destinationRegion: 'us-east-coast' })], lane({ originRegion: null }), '40GP')).toBeNull()
  })

  it('picks the newest figure among series, and an index over a guide on the same date', () => {
    const old = card({
      originRegion: 'india-west-coast',
      destinationRegion: 'us-east-coast',
      validFrom: '2024-10-01',
      sourceDate: '2024-10-01',
      sourceType: 'market-report',
    })
    const newer = card({
      originRegion: 'india-west-coast',
      destinationRegion: 'us-east-coast',
      validFrom: '2026-01-13',
      sourceDate: '2026-01-13',
      sourceType: 'market-report',
    })
    expect(pickOceanFreight([old, newer], lane(), '40GP')).toBe(newer)
    const guide = card({ validFrom: '2026-01-13', sourceType: 'guide' })
    const index = card({ validFrom: '2026-01-13', sourceType: 'index' })
    expect(pickOceanFreight([guide, index], lane(), '40GP')).toBe(index)
  })

  it('leaves out inactive, expired and not yet valid cards', () => {
    expect(pickOceanFreight([card({ active: false })], lane(), '40GP')).toBeNull()
    expect(pickOceanFreight([card({ validUntil: '2026-11-22' })], lane(), '40GP')).toBeNull()
    expect(pickOceanFreight([card({ validFrom: '2026-11-24' })], lane(), '40GP')).toBeNull()
    expect(isCurrent(card({ validFrom: '2026-11-23', validUntil: '2026-11-23' }), '2026-11-23')).toBe(true)
  })

  it('prices LCL per W/M only, FCL per box or TEU only', () => {
    const perWm = card({ mode: 'lcl', basis: 'per-wm' })
    const perTeu = card({ basis: 'per-teu' })
    expect(pickOceanFreight([perWm, perTeu], lane({ mode: 'lcl' }))).toBe(perWm)
    expect(pickOceanFreight([perWm, perTeu], lane(), '20GP')).toBe(perTeu)
    expect(pickOceanFreight([card({ mode: 'both', basis: 'per-wm' })], lane(), '20GP')).toBeNull()
  })

  it('covers a lane through a group scope (all-usa)', () => {
    const usa = card({ mode: 'lcl', basis: 'per-wm', originRegion: 'east-asia', destinationRegion: 'all-usa' })
    expect(pickOceanFreight([usa], lane({ mode: 'lcl', originRegion: 'east-asia', destinationRegion: 'us-gulf' }))).toBe(usa)
  })
})

describe('rate-card lookup: other charges', () => {
  it('applies every current local card of the lane, by mode and box', () => {
    const thc20 = card({ charge: 'origin-terminal-handling', originRegion: 'india-west-coast', containerTypes: ['20GP'] })
    const thc40 = card({ charge: 'origin-terminal-handling', originRegion: 'india-west-coast', containerTypes: ['40GP', '40HC'] })
    const docs = card({ charge: 'origin-documentation', originRegion: 'india-west-coast', basis: 'per-bl' })
    const mpf = card({ charge: 'import-customs-clearance', mode: 'both', destinationRegion: 'all-usa', basis: 'percent-of-value' })
    const lclOnly = card({ charge: 'destination-documentation', mode: 'lcl', basis: 'per-bl' })
    const elsewhere = card({ charge: 'destination-terminal-handling', destinationRegion: 'india-west-coast', containerTypes: ['40GP'] })
    const cards = [thc20, thc40, docs, mpf, lclOnly, elsewhere, card({ containerTypes: ['40GP'] })]
    expect(
      pickOtherCharges(cards, lane(), ['40HC'])
        .map((c) => c.id)
        .sort(),
    ).toEqual([thc40.id, docs.id, mpf.id].sort())
    expect(
      pickOtherCharges(cards, lane({ mode: 'lcl' }), [])
        .map((c) => c.id)
        .sort(),
    ).toEqual([mpf.id, lclOnly.id].sort())
  })
})

describe('figure dates', () => {
  it('reads days, months, quarters and years, and nothing from "not stated"', () => {
    expect(figureDate({ validFrom: null, sourceDate: '2025-11-14' })).toBe('2025-11-14')
    expect(figureDate({ validFrom: null, sourceDate: '2021-10' })).toBe('2021-10-01')
    expect(figureDate({ validFrom: null, sourceDate: '2025-Q2' })).toBe('2025-04-01')
    expect(figureDate({ validFrom: null, sourceDate: '2025' })).toBe('2025-01-01')
    expect(figureDate({ validFrom: null, sourceDate: 'not stated' })).toBeNull()
    expect(figureDate({ validFrom: '2026-03-05T00:00:00.000Z', sourceDate: 'whatever' })).toBe('2026-03-05')
  })

  it('flags figures older than 90 days, and undated ones', () => {
    expect(isStale({ validFrom: '2026-08-25', sourceDate: '' }, '2026-11-23')).toBe(false)
    expect(isStale({ validFrom: '2026-08-24', sourceDate: '' }, '2026-11-23')).toBe(true)
    expect(isStale({ validFrom: null, sourceDate: 'not stated' }, '2026-11-23')).toBe(true)
  })

  it('gives a surcharge the stage its card names', () => {
    expect(stageOfCard({ charge: 'surcharge', stage: 'origin' })).toBe('origin')
    expect(stageOfCard({ charge: 'destination-documentation', stage: null })).toBe('destination')
  })
})
