import { describe, expect, it } from 'vitest'
import { REGION_GROUPS, REGION_IDS, REGION_SCOPES } from '@/collections/RateCards/options'
import { regionOfPort, scopeCovers, scopeSpecificity } from './regions'

const at = (country: string, lat: number | null, lon: number | null) => regionOfPort({ country, lat, lon })

describe('trade regions', () => {
  it('splits India at Kanyakumari: Nhava Sheva, Mundra and Kochi west, Chennai and Tuticorin east', () => {
    expect(at('IN', 18.95, 72.95)).toBe('india-west-coast')
    expect(at('IN', 22.84, 69.72)).toBe('india-west-coast')
    expect(at('IN', 9.97, 76.27)).toBe('india-west-coast')
    expect(at('IN', 13.08, 80.28)).toBe('india-east-coast')
    expect(at('IN', 8.78, 78.13)).toBe('india-east-coast')
  })

  it('puts China, Hong Kong, Taiwan, Korea and Japan in East Asia whatever the coordinates (CNSZX is geocoded in Xinjiang)', () => {
    for (const country of ['CN', 'HK', 'TW', 'KR', 'JP']) expect(at(country, 31.2, 121.5)).toBe('east-asia')
    expect(at('CN', 37.75, 75.23)).toBe('east-asia')
    expect(at('CN', null, null)).toBe('east-asia')
  })

  it('places US ports on their coast: Los Angeles, Seattle, New York, Savannah, Miami, Jacksonville, Houston, Tampa, Chicago', () => {
    expect(at('US', 33.73, -118.27)).toBe('us-west-coast')
    expect(at('US', 47.6, -122.33)).toBe('us-west-coast')
    expect(at('US', 40.7, -74)).toBe('us-east-coast')
    expect(at('US', 32.08, -81.09)).toBe('us-east-coast')
    expect(at('US', 25.77, -80.19)).toBe('us-east-coast')
    expect(at('US', 30.33, -81.65)).toBe('us-east-coast')
    expect(at('US', 29.75, -95.35)).toBe('us-gulf')
    expect(at('US', 27.95, -82.45)).toBe('us-gulf')
    expect(at('US', 26.64, -81.87)).toBe('us-gulf')
    expect(at('US', 41.88, -87.63)).toBe('us-great-lakes')
    expect(at('US', 61.2, -149.9)).toBe('us-alaska-hawaii')
    expect(at('US', 21.3, -157.86)).toBe('us-alaska-hawaii')
  })

  it('places Mexican ports on the Pacific or the Gulf: Manzanillo, Lázaro Cárdenas, Salina Cruz, Puerto Chiapas; Veracruz, Altamira, Progreso', () => {
    for (const [lat, lon] of [
      [19.05, -104.3],
      [17.95, -102.2],
      [16.17, -95.2],
      [14.7, -92.4],
      [31.85, -116.6],
    ])
      expect(at('MX', lat!, lon!)).toBe('mexico-pacific')
    for (const [lat, lon] of [
      [19.2, -96.08],
      [22.4, -97.9],
      [21.3, -89.65],
      [18.15, -94.42],
      [20.85, -86.9],
    ])
      expect(at('MX', lat!, lon!)).toBe('mexico-gulf')
  })

  it('splits Spain and France between North Europe and the Mediterranean', () => {
    expect(at('ES', 39.45, -0.32)).toBe('mediterranean')
    expect(at('ES', 36.13, -5.45)).toBe('mediterranean')
    expect(at('ES', 43.26, -2.93)).toBe('north-europe')
    expect(at('FR', 43.3, 5.37)).toBe('mediterranean')
    expect(at('FR', 49.49, 0.1)).toBe('north-europe')
  })

  it('keeps the Gulf, the Red Sea and the Mediterranean apart', () => {
    expect(at('AE', 25.0, 55.06)).toBe('middle-east-gulf')
    expect(at('SA', 21.48, 39.17)).toBe('red-sea')
    expect(at('SA', 26.43, 50.1)).toBe('middle-east-gulf')
    expect(at('EG', 31.26, 32.3)).toBe('mediterranean')
    expect(at('EG', 29.6, 32.35)).toBe('red-sea')
  })

  it('gives no region to a port without coordinates in a country on several coasts, nor to an unknown country', () => {
    expect(at('IN', null, null)).toBeNull()
    expect(at('US', null, null)).toBeNull()
    expect(at('MX', null, null)).toBeNull()
    expect(at('XZ', 0, 0)).toBeNull()
    expect(at('NL', null, null)).toBe('north-europe')
  })

  it('matches rate-card scopes: any, a group, a region', () => {
    expect(scopeCovers('any', null)).toBe(true)
    expect(scopeCovers('all-usa', 'us-gulf')).toBe(true)
    expect(scopeCovers('all-usa', 'mexico-gulf')).toBe(false)
    expect(scopeCovers('us-east-coast', 'us-east-coast')).toBe(true)
    expect(scopeCovers('us-east-coast', null)).toBe(false)
    expect([scopeSpecificity('any'), scopeSpecificity('all-india'), scopeSpecificity('india-west-coast')]).toEqual([0, 1, 2])
    expect(new Set(REGION_SCOPES).size).toBe(REGION_SCOPES.length)
    for (const group of REGION_GROUPS) for (const region of group.regions) expect(REGION_IDS).toContain(region)
  })
})
