import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The route families a request is counted under in the metrics: the first fixed segment of the app's routes
 * (`blogs`, `hsn-code`, `api/otp`...), read from the build's route manifest, so the label's values are bounded by
 * the routes that exist, whatever addresses clients send. Pages of the CMS count as `page`, Payload's REST and
 * GraphQL as `api/payload`.
 */
export type RouteFamilies = ReadonlySet<string>

const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/

export function familiesOf(routes: readonly string[]): RouteFamilies {
  const families = new Set<string>()
  for (const route of routes) {
    const segments = route.split('/').filter(Boolean)
    if (segments[0] === '[locale]') segments.shift()
    const [first, second] = segments
    if (!first || first.startsWith('[') || first.startsWith('_')) continue
    if (first === 'api') {
      if (second && !second.startsWith('[')) families.add(`api/${second}`)
    } else families.add(first)
  }
  return families
}

export function readRouteFamilies(distDir: string): RouteFamilies {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>
  return familiesOf(Object.values(manifest))
}

export function routeFamily(url: string, families: RouteFamilies): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  const segments = pathname.split('/').filter(Boolean)
  const [first, second] = segments
  if (first === '_next') return second === 'static' ? 'static' : 'next'
  if (first === 'admin') return 'admin'
  if (first === 'api') return second && families.has(`api/${second}`) ? `api/${second}` : 'api/payload'
  if (first && families.has(first)) return first
  if (first && LOCALE_SEGMENT.test(first) && second && families.has(second)) return second
  return 'page'
}
