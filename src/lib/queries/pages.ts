import 'server-only'
import type { EditionCode } from '@/i18n/editions'
import type { Page } from '@/payload-types'
import { TAGS } from '../cache-tags'
import { pathsBelowHome, type Crumb } from '../structured-data'
import { getPayloadClient } from '../payload'
import { cachedQuery } from './cached'

/** The page at `path` when the edition publishes it. */
export const getPage = cachedQuery('page', [TAGS.pages], async (locale: EditionCode, path: string) => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale,
    depth: 1,
    limit: 1,
    overrideAccess: false,
    where: { and: [{ path: { equals: path } }, { editions: { contains: locale } }] },
  })
  return (result.docs[0] as Page | undefined) ?? null
})

/** Every page the edition publishes: path, title, description and when it last changed. */
export const getPublishedPages = cachedQuery('published-pages', [TAGS.pages], async (locale: EditionCode) => {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { path: true, title: true, seo: { description: true }, editions: true, updatedAt: true },
    where: { editions: { contains: locale } },
  })
  return result.docs.map((doc) => ({
    path: doc.path,
    title: doc.title,
    description: doc.seo?.description ?? null,
    editions: doc.editions,
    updatedAt: doc.updatedAt,
  }))
})

/** A page's trail below home (none for home): the edition's pages above it, where they exist, and the page itself. */
export async function getPageTrail(locale: EditionCode, page: Pick<Page, 'path' | 'title'>): Promise<Crumb[]> {
  const paths = pathsBelowHome(page.path)
  if (paths.length === 0) return []
  const parents = await Promise.all(paths.slice(0, -1).map((path) => getPage(locale, path)))
  return [...parents.flatMap((parent) => (parent ? [{ name: parent.title, path: parent.path }] : [])), { name: page.title, path: page.path }]
}
