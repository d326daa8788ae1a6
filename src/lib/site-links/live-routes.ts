import 'server-only'
import { CALCULATOR_PATH as INTEREST_CALCULATOR_PATH } from '@/lib/routes/interest-calculator'
import { toolPrefixes } from '@/lib/routes/reference-tools'
import { resourcePrefixes } from '@/lib/routes/resources'
import { CALCULATOR_PATH as SHIPMENT_CALCULATOR_PATH } from '@/lib/routes/shipment-calculator'
import type { EditionCode } from '@/i18n/editions'
import { getPublishedPages } from '@/lib/queries/pages'
import type { LiveRoutes } from './resolve'

/**
 * Route prefixes served by features rather than CMS pages, per edition. Later features (tools, resource
 * lists) add theirs here, and the menus start showing the links to them.
 */
/** The calculators: every edition serves both. */
const CALCULATOR_PATHS = [INTEREST_CALCULATOR_PATH, SHIPMENT_CALCULATOR_PATH]

const FEATURE_ROUTE_PREFIXES: Record<EditionCode, readonly string[]> = {
  'en-in': [...toolPrefixes('en-in'), ...CALCULATOR_PATHS, ...resourcePrefixes('en-in')],
  'es-mx': [...toolPrefixes('es-mx'), ...CALCULATOR_PATHS, ...resourcePrefixes('es-mx')],
  'en-us': [...toolPrefixes('en-us'), ...CALCULATOR_PATHS, ...resourcePrefixes('en-us')],
}

export async function getLiveRoutes(edition: EditionCode): Promise<LiveRoutes> {
  const pages = await getPublishedPages(edition)
  return { paths: new Set(pages.map((p) => p.path)), prefixes: FEATURE_ROUTE_PREFIXES[edition] }
}
