import { getTranslations } from 'next-intl/server'
import { env } from '@/env'
import { DEFAULT_EDITION, getEdition, isEditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import { isSignedCard } from '@/lib/social-card/address'
import { drawSocialCard } from '@/lib/social-card/render'
import { routeMethods } from '@/lib/api/route-methods'

type Context = { params: Promise<{ file: string }> }

// Drawn per request from the address (kept in memory once drawn); browsers and proxies keep it a day.
export const dynamic = 'force-dynamic'

/** GET /og/{edition}.png?title=…&s=…: a page's social card; an unknown edition or a title this site did not sign is a 404. */
async function handleGet(request: Request, { params }: Context) {
  const { file } = await params
  const edition = file.replace(/\.png$/, '')
  const query = new URL(request.url).searchParams
  const title = query.get('title')
  const signed = query.get('s')
  if (!file.endsWith('.png') || !isEditionCode(edition) || !title || !signed || !isSignedCard(env.PAYLOAD_SECRET, edition, title, signed)) {
    const t = await getTranslations({ locale: isEditionCode(edition) ? edition : DEFAULT_EDITION, namespace: 'SearchAppearance' })
    return new Response(t('imageNotFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const settings = await getSiteSettings(edition)
  const png = await drawSocialCard({ brand: settings.brandName, editionLabel: getEdition(edition).nativeLabel, title })
  return new Response(png, {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
