import { describe, expect, it } from 'vitest'
import { rateCardTitle } from './title'

describe('rate card titles in the admin list', () => {
  it('names the charge, the lane, the boxes, the figure and its date', () => {
    expect(
      rateCardTitle({
        charge: 'ocean-freight',
        originRegion: 'india-west-coast',
        destinationRegion: 'us-east-coast',
        containerTypes: ['40GP', '40HC'],
        basis: 'per-container',
        amount: 1600,
        amountHigh: 1700,
        currency: 'USD',
        sourceDate: '2025-09-24',
      }),
    ).toBe('Ocean freight · India West Coast → US East Coast · 40GP/40HC · USD 1600–1700 · 2025-09-24')
    expect(
      rateCardTitle({
        charge: 'import-customs-clearance',
        originRegion: 'any',
        destinationRegion: 'all-usa',
        basis: 'percent-of-value',
        amount: 0.3464,
        currency: 'USD',
        sourceDate: '2025-10-01',
      }),
    ).toBe('Import clearance · Any → USA (all ports) · 0.3464 % · 2025-10-01')
    expect(rateCardTitle({ charge: 'surcharge', name: 'ESF', originRegion: 'india-west-coast', destinationRegion: 'any', basis: 'per-wm', amount: 5 })).toBe(
      'Surcharge: ESF · India West Coast → Any · per W/M · 5',
    )
  })
})
