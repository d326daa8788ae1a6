import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Pool } from 'pg'
import { isMissingSchema } from '@/features/reference-data/http'
import { CALCULATOR_PATH as INTEREST_CALCULATOR_PATH } from '@/features/interest-calculator/links'
import { hsnChapterPath, hsnCodePath, REFERENCE_TOOLS } from '@/features/reference-tools/tools'
import { listCategories } from '@/features/resources/queries'
import { PRODUCTS, finsightPath } from '@/features/resources/products'
import { RESOURCE_SECTIONS, resourcePaths, type ResourceSection } from '@/features/resources/routes'
import { CALCULATOR_PATH as SHIPMENT_CALCULATOR_PATH } from '@/features/shipment-calculator/constants'
import { env } from '@/env'
import { EDITIONS, editionPath, type EditionCode } from '@/i18n/editions'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { getPublishedPages } from '@/lib/queries/pages'
import { childSitemapCount, childSitemapXml, SITEMAP_PAGE_SIZE, sitemapIndexXml } from './xml'

/**
 * Every address the site wants indexed, each with its alternates in the other editions (hreflang) and when it
 * last changed: CMS pages, resource lists, categories and items, and the HSN code and chapter pages.
 */
export type SitemapEntry = { url: string; lastmod?: string; links: { lang: string; url: string }[] }

const absolute = (edition: EditionCode, path: string) => new URL(editionPath(edition, path), env.SITE_URL).toString()

/** One address per edition that has it, each listing all of them as alternates. */
function group(paths: Partial<Record<EditionCode, string>>, lastmod?: string): SitemapEntry[] {
  const present = EDITIONS.filter((e) => paths[e.code] !== undefined)
  const links = present.map((e) => ({ lang: e.htmlLang, url: absolute(e.code, paths[e.code] as string) }))
  return present.map((e) => ({ url: absolute(e.code, paths[e.code] as string), lastmod, links }))
}

async function pageEntries(): Promise<SitemapEntry[]> {
  const perEdition = await Promise.all(EDITIONS.map(async (e) => ({ code: e.code, pages: await getPublishedPages(e.code) })))
  const byPath = new Map<string, { paths: Partial<Record<EditionCode, string>>; updatedAt: string }>()
  for (const { code, pages } of perEdition) {
    for (const page of pages) {
      const entry = byPath.get(page.path) ?? { paths: {}, updatedAt: page.updatedAt }
      entry.paths[code] = page.path
      byPath.set(page.path, entry)
    }
  }
  return [...byPath.values()].flatMap((e) => group(e.paths, e.updatedAt))
}

/** The tools' own pages: the reference tools in the editions that serve them, the calculators in every edition. */
function toolEntries(): SitemapEntry[] {
  const reference = Object.values(REFERENCE_TOOLS).map((tool) => Object.fromEntries(tool.editions.map((code) => [code, tool.path])))
  const calculators = [INTEREST_CALCULATOR_PATH, SHIPMENT_CALCULATOR_PATH].map((path) => Object.fromEntries(EDITIONS.map((e) => [e.code, path])))
  return [...reference, ...calculators].flatMap((paths) => group(paths))
}

function listEntries(): SitemapEntry[] {
  const sections = (Object.keys(RESOURCE_SECTIONS) as ResourceSection[]).filter((s) => s !== 'resources')
  const lists = sections.map((s) => Object.fromEntries(RESOURCE_SECTIONS[s].map((code) => [code, `/${s}`])))
  const finsight = PRODUCTS.map((p) => Object.fromEntries(p.finsightEditions.map((code) => [code, finsightPath(p.key)])))
  return [...lists, ...finsight].flatMap((paths) => group(paths))
}

async function categoryEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (const kind of ['blog', 'news'] as const) {
    const section = kind === 'blog' ? 'blogs' : 'news'
    for (const code of RESOURCE_SECTIONS[section]) {
      for (const c of await listCategories(code, kind)) entries.push(...group({ [code]: resourcePaths.category(kind, c.id, c.slug) }))
    }
  }
  return entries
}

type ItemRow = { id: number; slug?: Partial<Record<EditionCode, string>> | null; editions?: EditionCode[] | null; updatedAt: string; kind?: string; product?: string | null }

async function itemEntries(): Promise<SitemapEntry[]> {
  const payload = await getPayloadClient()
  const read = async (collection: 'posts' | 'events' | 'videos' | 'case-studies', select: Record<string, true>) =>
    (
      await payload.find({
        collection,
        locale: 'all',
        depth: 0,
        pagination: false,
        // Every edition's slug at once, which visitors may not ask for (locale=all): the published ones, read here.
        where: { _status: { equals: 'published' } },
        select: { slug: true, editions: true, updatedAt: true, ...select },
      })
    ).docs as unknown as ItemRow[]
  const [posts, events, videos, studies] = await Promise.all([
    read('posts', { kind: true, product: true }),
    read('events', { kind: true }),
    read('videos', {}),
    read('case-studies', {}),
  ])
  const entries = (rows: ItemRow[], path: (row: ItemRow, slug: string) => string, section: (row: ItemRow) => readonly EditionCode[] | null) =>
    rows.flatMap((row) => {
      const carried = section(row) ?? []
      const paths: Partial<Record<EditionCode, string>> = {}
      for (const code of row.editions ?? []) {
        const slug = row.slug?.[code]
        if (slug && carried.includes(code)) paths[code] = path(row, slug)
      }
      return group(paths, row.updatedAt)
    })
  return [
    ...entries(
      posts,
      (row, slug) => resourcePaths.post(row.kind as 'blog', slug, row.product as never),
      (row) => (row.kind === 'finsight' ? (PRODUCTS.find((p) => p.key === row.product)?.finsightEditions ?? null) : RESOURCE_SECTIONS[row.kind === 'blog' ? 'blogs' : 'news']),
    ),
    ...entries(events, (row, slug) => resourcePaths.event(row.kind as 'event', slug), (row) => RESOURCE_SECTIONS[row.kind === 'event' ? 'events' : 'webinars']),
    ...entries(videos, (_row, slug) => resourcePaths.video(slug), () => RESOURCE_SECTIONS.videos),
    ...entries(studies, (_row, slug) => resourcePaths.caseStudy(slug), () => RESOURCE_SECTIONS['case-studies']),
  ]
}

/**
 * The HSN finder's chapter and code pages, in the editions that list it: thousands of them, so they are not
 * cached with the rest but read by range from the reference tables for the one child sitemap that shows them.
 * Each row (a chapter or a code) is one address per edition.
 */
const HSN_EDITIONS = REFERENCE_TOOLS.hsn.editions
const HSN_ROWS = `
  SELECT 0 AS part, chapter AS value FROM reference.hsn_codes WHERE NOT excluded_from_navigation GROUP BY chapter
  UNION ALL
  SELECT 1, code FROM reference.hsn_codes WHERE NOT excluded_from_navigation`

async function referenceQuery<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const payload = await getPayloadClient()
  try {
    return (await (payload.db.pool as Pool).query<T>(text, values)).rows
  } catch (error) {
    // Before the reference data is imported there are no HSN pages to list.
    if (isMissingSchema(error)) return []
    throw error
  }
}

async function countHsnRows(): Promise<number> {
  const [row] = await referenceQuery<{ count: number }>(`SELECT count(*)::int AS count FROM (${HSN_ROWS}) rows`)
  return row?.count ?? 0
}

async function hsnEntries(firstRow: number, rows: number): Promise<SitemapEntry[]> {
  const [found, versions] = await Promise.all([
    referenceQuery<{ part: number; value: string }>(`SELECT part, value FROM (${HSN_ROWS}) rows ORDER BY part, value LIMIT $1 OFFSET $2`, [rows, firstRow]),
    referenceQuery<{ imported_at: Date | null }>(`SELECT max(imported_at) AS imported_at FROM reference.dataset_versions WHERE dataset = 'india-hsn'`),
  ])
  const lastmod = versions[0]?.imported_at ? new Date(versions[0].imported_at).toISOString() : undefined
  return found.flatMap(({ part, value }) => {
    const path = part === 0 ? hsnChapterPath(value) : hsnCodePath(value)
    return group(Object.fromEntries(HSN_EDITIONS.map((code) => [code, path])), lastmod)
  })
}

async function collectContent(): Promise<SitemapEntry[]> {
  const [pages, categories, items] = await Promise.all([pageEntries(), categoryEntries(), itemEntries()])
  return [...pages, ...toolEntries(), ...listEntries(), ...categories, ...items]
}

const SITEMAP_CACHE = { tags: [TAGS.pages, TAGS.resources], revalidate: 3600 }

/** Pages, resource lists, categories and resources: cached until pages or resources change. */
const getContentEntries = unstable_cache(collectContent, ['sitemap-content'], SITEMAP_CACHE)

/** How many addresses the sitemaps list: the content's, then the HSN pages' (refreshed hourly, after an import). */
const countEntries = unstable_cache(
  async () => (await getContentEntries()).length + (await countHsnRows()) * HSN_EDITIONS.length,
  ['sitemap-count'],
  SITEMAP_CACHE,
)

/** The addresses from `start` (0-based) up to `end`: the cached content first, then the HSN pages read by range. */
async function entriesBetween(start: number, end: number): Promise<SitemapEntry[]> {
  const content = await getContentEntries()
  const fromContent = content.slice(start, end)
  if (end <= content.length) return fromContent
  const per = HSN_EDITIONS.length
  const hsnStart = Math.max(0, start - content.length)
  const hsnEnd = end - content.length
  const firstRow = Math.floor(hsnStart / per)
  const rows = await hsnEntries(firstRow, Math.ceil(hsnEnd / per) - firstRow)
  return [...fromContent, ...rows.slice(hsnStart - firstRow * per, hsnEnd - firstRow * per)]
}

/** The sitemap index, cached like the entries. */
export const getSitemapIndex = unstable_cache(async () => sitemapIndexXml(env.SITE_URL, childSitemapCount(await countEntries())), ['sitemap-index'], SITEMAP_CACHE)

/** Child sitemap n (1-based), or null past the last; each is cached apart. */
export const getChildSitemap = unstable_cache(
  async (index: number) => {
    const total = await countEntries()
    if (!Number.isInteger(index) || index < 1 || index > childSitemapCount(total)) return null
    return childSitemapXml(await entriesBetween((index - 1) * SITEMAP_PAGE_SIZE, Math.min(total, index * SITEMAP_PAGE_SIZE)))
  },
  ['sitemap-child'],
  SITEMAP_CACHE,
)
