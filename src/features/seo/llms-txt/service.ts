import 'server-only'
import { getTranslations } from 'next-intl/server'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { getPublishedPages } from '@/lib/queries/pages'
import { getHeader, getSiteSettings } from '@/lib/queries/site'
import { getLiveRoutes } from '@/lib/site-links/live-routes'
import { buildLlmsTxt } from './document'

/** An edition's llms.txt from the cached CMS reads, so an edit of the settings, the menu or a page shows in it at once. */
async function getLlmsTxt(edition: EditionCode): Promise<string> {
  const [settings, header, pages, live, t, tMeta] = await Promise.all([
    getSiteSettings(edition),
    getHeader(edition),
    getPublishedPages(edition),
    getLiveRoutes(edition),
    getTranslations({ locale: edition, namespace: 'SearchAppearance.llms' }),
    getTranslations({ locale: edition, namespace: 'Metadata' }),
  ])
  return buildLlmsTxt({
    edition,
    settings,
    summary: tMeta('siteDescription'),
    header,
    pages,
    live,
    labels: {
      intro: t('intro', { edition: getEdition(edition).nativeLabel, brand: settings.brandName }),
      editions: t('editions'),
      edition: (values) => t('edition', values),
      pages: t('pages'),
      contact: t('contact'),
      phone: (value) => t('phone', { value }),
      email: (value) => t('email', { value }),
      whatsapp: (value) => t('whatsapp', { value }),
      office: (title, address) => t('office', { title, address }),
    },
  })
}

/** GET {edition}/llms.txt; read per request from the cached reads (a browser may keep it 5 minutes). */
export async function llmsTxtResponse(edition: EditionCode): Promise<Response> {
  return new Response(await getLlmsTxt(edition), { headers: { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}
