import 'server-only'
import { getLiveRoutes } from '@/features/site-links/live-routes'
import type { EditionCode } from '@/i18n/editions'
import { getHeader } from '@/lib/queries/site'
import type { NavigationItem } from './navigation'
import { toNavigation } from './navigation-items'

/** The edition's main navigation, from its header menu in the CMS. */
export async function getNavigation(edition: EditionCode): Promise<NavigationItem[]> {
  const [header, live] = await Promise.all([getHeader(edition), getLiveRoutes(edition)])
  return toNavigation(header.navItems, edition, live)
}
