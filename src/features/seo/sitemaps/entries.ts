import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Pool } from 'pg'
import { isMissingSchema } from '@/features/reference-tools/data/http'
import { getDatasetVersions } from '@/features/reference-tools/data/versions'
import { CALCULATOR_PATH as INTEREST_CALCULATOR_PATH } from '@/lib/routes/interest-calculator'
import { hsnChapterPath, hsnCodePath, REFERENCE_TOOLS } from '@/lib/routes/reference-tools'
import { listCategories } from '@/features/resources/queries'
import { PRODUCTS, finsightPath } from '@/lib/routes/products'
import { postListPath, RESOURCE_SECTIONS, resourcePaths, sectionPath, type ResourceSection } from '@/lib/routes/resources'
import { CALCULATOR_PATH as SHIPMENT_CALCULATOR_PATH } from '@/lib/routes/shipment-calculator'
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

/** When this build of the site was made (next.config.ts): what changes a page whose content is all in the code. */
const SITE_BUILT_AT = process.env.SITE_BUILT_AT

const absolute = (edition: EditionCode, path: string) => new URL(editionPath(edition, path), env.SITE_URL).toString()

/** One address per edition that has it, each listing all of them as alternates; `lastmod` for all, or per edition. */
function group(paths: Partial<Record<EditionCode, string>>, lastmod?: string | ((edition: EditionCode) => string | undefined)): SitemapEntry[] {
  const present = EDITIONS.filter((e) => paths[e.code] !== undefined)
  const links = present.map((e) => ({ lang: e.htmlLang, url: absolute(e.code, paths[e.code] as string) }))
  const lastmodOf = typeof lastmod === 'function' ? lastmod : () => lastmod
  // A page with nothing of its own to date (an empty list, a tool before its import) changed with the site's release.
  return present.map((e) => ({ url: absolute(e.code, paths[e.code] as string), lastmod: lastmodOf(e.code) ?? SITE_BUILT_AT, links }))
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

/** The latest of some ISO times (they sort as text), undefined for none. */
const latest = (times: readonly (string | undefined)[]): string | undefined =>
  times
    .filter((t) => t !== undefined)
    .sort()
    .at(-1)

/**
 * The tools' own pages: the reference tools in the editions that serve them (changed by their data's import), the
 * shipment calculator (by its rate cards) and the interest calculator (by nothing but a release of the site).
 */
async function toolEntries(): Promise<SitemapEntry[]> {
  const [imports, rateCards] = await Promise.all([datasetImportTimes(), newestRateCard()])
  const reference = (Object.keys(REFERENCE_TOOLS) as (keyof typeof REFERENCE_TOOLS)[]).flatMap((key) =>
    group(Object.fromEntries(REFERENCE_TOOLS[key].editions.map((code) => [code, REFERENCE_TOOLS[key].path])), imports[TOOL_DATASETS[key]]),
  )
  const everyEdition = (path: string) => Object.fromEntries(EDITIONS.map((e) => [e.code, path]))
  return [...reference, ...group(everyEdition(SHIPMENT_CALCULATOR_PATH), latest([rateCards, SITE_BUILT_AT])), ...group(everyEdition(INTEREST_CALCULATOR_PATH))]
}

const TOOL_DATASETS = { hsn: 'india-hsn', hts: 'us-hts' } as const satisfies Record<keyof typeof REFERENCE_TOOLS, string>

async function datasetImportTimes(): Promise<Record<string, string | undefined>> {
  const versions = await getDatasetVersions().catch((error: unknown) => {
    // Before the reference data is imported there is nothing to date the tools by.
    if (isMissingSchema(error)) return []
    throw error
  })
  return Object.fromEntries(versions.map((v) => [v.dataset, v.importedAt.toISOString()]))
}

async function newestRateCard(): Promise<string | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'rate-cards', sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true } })
  return docs[0]?.updatedAt
}

/** When each list last changed: its newest item, per section (or finsight product) and edition. */
type ListTimes = Map<string, string>
const listKey = (list: string, edition: EditionCode) => `${list}|${edition}`

function listEntries(times: ListTimes): SitemapEntry[] {
  const sections = (Object.keys(RESOURCE_SECTIONS) as ResourceSection[]).filter((s) => s !== 'resources')
  const list = (codes: readonly EditionCode[], path: string) =>
    group(Object.fromEntries(codes.map((code) => [code, path])), (code) => times.get(listKey(path, code)))
  return [...sections.flatMap((s) => list(RESOURCE_SECTIONS[s], `/${s}`)), ...PRODUCTS.flatMap((p) => list(p.finsightEditions, finsightPath(p.key)))]
}

async function categoryEntries(times: ListTimes): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (const kind of ['blog', 'news'] as const) {
    const section = kind === 'blog' ? 'blogs' : 'news'
    for (const code of RESOURCE_SECTIONS[section]) {
      for (const c of await listCategories(code, kind))
        entries.push(...group({ [code]: resourcePaths.category(kind, c.id, c.slug) }, times.get(listKey(`category:${c.id}`, code))))
    }
  }
  return entries
}

type ItemRow = {
  id: number
  slug?: Partial<Record<EditionCode, string>> | null
  editions?: EditionCode[] | null
  updatedAt: string
  kind?: string
  product?: string | null
  categories?: (number | { id: number })[] | null
}

/** Notes `time` for `list` in `edition` when it is later than what the list has. */
function touch(times: ListTimes, list: string, edition: EditionCode, time: string) {
  const key = listKey(list, edition)
  times.set(key, latest([times.get(key), time])!)
}

async function itemEntries(times: ListTimes): Promise<SitemapEntry[]> {
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
    read('posts', { kind: true, product: true, categories: true }),
    read('events', { kind: true }),
    read('videos', {}),
    read('case-studies', {}),
  ])
  /** The lists that show an item: its section's (or finsight product's) list, and its categories' pages. */
  type Lists = (row: ItemRow) => { path: string; editions: readonly EditionCode[] | null; categories?: boolean }
  const entries = (rows: ItemRow[], path: (row: ItemRow, slug: string) => string, lists: Lists) =>
    rows.flatMap((row) => {
      const list = lists(row)
      const carried = list.editions ?? []
      const paths: Partial<Record<EditionCode, string>> = {}
      for (const code of row.editions ?? []) {
        const slug = row.slug?.[code]
        if (!slug || !carried.includes(code)) continue
        paths[code] = path(row, slug)
        touch(times, list.path, code, row.updatedAt)
        if (list.categories)
          for (const category of row.categories ?? []) touch(times, `category:${typeof category === 'object' ? category.id : category}`, code, row.updatedAt)
      }
      return group(paths, row.updatedAt)
    })
  const postList: Lists = (row) => {
    if (row.kind !== 'finsight')
      return { path: postListPath(row.kind as 'blog' | 'news'), editions: RESOURCE_SECTIONS[row.kind === 'blog' ? 'blogs' : 'news'], categories: true }
    const product = PRODUCTS.find((p) => p.key === row.product)
    return { path: product ? finsightPath(product.key) : '', editions: product?.finsightEditions ?? null }
  }
  return [
    ...entries(posts, (row, slug) => resourcePaths.post(row.kind as 'blog', slug, row.product as never), postList),
    ...entries(
      events,
      (row, slug) => resourcePaths.event(row.kind as 'event', slug),
      (row) => ({ path: sectionPath(row.kind === 'event' ? 'events' : 'webinars'), editions: RESOURCE_SECTIONS[row.kind === 'event' ? 'events' : 'webinars'] }),
    ),
    ...entries(
      videos,
      (_row, slug) => resourcePaths.video(slug),
      () => ({ path: sectionPath('videos'), editions: RESOURCE_SECTIONS.videos }),
    ),
    ...entries(
      studies,
      (_row, slug) => resourcePaths.caseStudy(slug),
      () => ({ path: sectionPath('case-studies'), editions: RESOURCE_SECTIONS['case-studies'] }),
    ),
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
  const [found, imports] = await Promise.all([
    referenceQuery<{ part: number; value: string }>(`SELECT part, value FROM (${HSN_ROWS}) rows ORDER BY part, value LIMIT $1 OFFSET $2`, [rows, firstRow]),
    datasetImportTimes(),
  ])
  const lastmod = imports[TOOL_DATASETS.hsn]
  return found.flatMap(({ part, value }) => {
    const path = part === 0 ? hsnChapterPath(value) : hsnCodePath(value)
    return group(Object.fromEntries(HSN_EDITIONS.map((code) => [code, path])), lastmod)
  })
}

async function collectContent(): Promise<SitemapEntry[]> {
  const times: ListTimes = new Map()
  const [pages, items, tools] = await Promise.all([pageEntries(), itemEntries(times), toolEntries()])
  return [...pages, ...tools, ...listEntries(times), ...(await categoryEntries(times)), ...items]
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
export const getSitemapIndex = unstable_cache(
  async () => sitemapIndexXml(env.SITE_URL, childSitemapCount(await countEntries())),
  ['sitemap-index'],
  SITEMAP_CACHE,
)

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
