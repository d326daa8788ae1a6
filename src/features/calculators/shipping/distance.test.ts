import { describe, expect, it } from 'vitest'
import { DISTANCE_SOURCE, isSeaRoute, loadNetwork, MAX_SNAP_KM, seaDistance } from './distance'

/** Coordinates as UN/LOCODE publishes them (official where it has them, else the geocoded extract's). */
const PORTS = {
  INNSA: { lat: 18.94703, lon: 72.95266 },
  NLRTM: { lat: 51.91667, lon: 4.5 },
  CNSHG: { lat: 31.24603, lon: 121.48338 },
  USLAX: { lat: 34.05, lon: -118.25 },
  USNYC: { lat: 40.7, lon: -74 },
  AEJEA: { lat: 24.91891, lon: 55.05647 },
  SGSIN: { lat: 1.28333, lon: 103.85 },
  MXZLO: { lat: 19.05, lon: -104.3 },
  JPYOK: { lat: 35.45, lon: 139.65 },
  // Geoapify's geocoder put Shenzhen in Xinjiang.
  CNSZX_GEOCODED: { lat: 37.75, lon: 75.23 },
}

const km = (from: keyof typeof PORTS, to: keyof typeof PORTS) => {
  const route = seaDistance(PORTS[from], PORTS[to])
  if (!isSeaRoute(route)) throw new Error(`${from}-${to}: ${route.refused}`)
  return route
}

describe('sea distance along the marnet network', () => {
  it('builds the graph once, in well under a few seconds', () => {
    const started = performance.now()
    const first = loadNetwork()
    expect(performance.now() - started).toBeLessThan(5000)
    expect(loadNetwork()).toBe(first)
    expect(first.lines.length).toBeGreaterThan(3000)
  })

  it.each([
    // Published port distances (sea-distances.org style figures, rounded): the network is a sketch, ±15%.
    ['INNSA', 'NLRTM', 11_800, ['suez']],
    ['CNSHG', 'USLAX', 10_500, []],
    ['CNSHG', 'NLRTM', 19_500, ['suez']],
    ['CNSHG', 'USNYC', 19_600, ['panama']],
    ['SGSIN', 'USLAX', 14_300, []],
    ['JPYOK', 'USLAX', 8_800, []],
    ['INNSA', 'AEJEA', 1_950, []],
  ] as const)('%s → %s ≈ %i km', (from, to, expected, via) => {
    const route = km(from, to)
    expect(route.km).toBeGreaterThan(expected * 0.85)
    expect(route.km).toBeLessThan(expected * 1.15)
    expect(route.via).toEqual(via)
    expect(route.originSnapKm).toBeLessThan(MAX_SNAP_KM)
  })

  it('is the same both ways, within rounding', () => {
    expect(Math.abs(km('INNSA', 'NLRTM').km - km('NLRTM', 'INNSA').km)).toBeLessThanOrEqual(2)
  })

  it('crosses the Pacific over the antimeridian rather than round the world', () => {
    expect(km('JPYOK', 'USLAX').km).toBeLessThan(10_000)
  })

  it('refuses a port far from the sea, or without coordinates, instead of guessing', () => {
    expect(seaDistance(PORTS.CNSZX_GEOCODED, PORTS.USNYC)).toMatchObject({ refused: 'too-far-from-network', port: 'origin' })
    expect(seaDistance(PORTS.INNSA, { lat: null, lon: null })).toEqual({ refused: 'no-coordinates', port: 'destination' })
  })

  it('credits the network', () => {
    expect(DISTANCE_SOURCE.label).toMatch(/Eurostat/)
    expect(DISTANCE_SOURCE.label).toMatch(/ORNL|Oak Ridge/)
  })

  it('answers a new lane in tens of milliseconds and a known one at once', () => {
    loadNetwork()
    const cold = performance.now()
    km('SGSIN', 'NLRTM')
    const coldMs = performance.now() - cold
    const warm = performance.now()
    km('SGSIN', 'NLRTM')
    const warmMs = performance.now() - warm
    console.info(`sea route: new lane ${coldMs.toFixed(1)} ms, known lane ${warmMs.toFixed(3)} ms`)
    expect(coldMs).toBeLessThan(500)
    expect(warmMs).toBeLessThan(5)
  })
})
