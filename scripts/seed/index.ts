import path from 'node:path'
import type { Payload } from 'payload'
import { env } from '../../src/env'
import { EDITIONS, type EditionCode } from '../../src/i18n/editions'
import { SKIP_REVALIDATE } from '../../src/lib/revalidate'
import { BUSINESS_LOANS } from './content/business-loans'
import { LEAD_SETTINGS } from './content/lead-settings'
import { FOOTERS, HEADERS } from './content/menus'
import { PAGES } from './content/pages'
import { MEDIA, SITE_SETTINGS } from './content/site'
import { seedDocuments } from './documents/seed'
import { seedResources } from './resources'
import { seedRateCards } from './rate-cards'
import type { BlockSeed, MediaKey, PageContentSeed } from './types'

// From the working folder, not this module's: the release step runs compiled, from dist/.
const assetsDir = path.resolve('scripts/seed/assets')
const context = { [SKIP_REVALIDATE]: true }

export type SeedReport = { created: number; unchanged: number }

/**
 * Creates the demo content that is missing and leaves everything that exists alone, so a second run
 * changes nothing and editors' changes are never overwritten.
 */
export async function seedDemoContent(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: 0, unchanged: 0 }
  const count = (created: boolean) => (created ? report.created++ : report.unchanged++)

  count(await seedAdmin(payload))
  const media = await seedMedia(payload, count)
  for (const edition of EDITIONS) {
    count(await seedGlobalOnce(payload, 'site-settings', edition.code, 'offices', SITE_SETTINGS[edition.code]))
    count(await seedGlobalOnce(payload, 'header', edition.code, 'navItems', HEADERS[edition.code]))
    count(await seedGlobalOnce(payload, 'footer', edition.code, 'columns', FOOTERS[edition.code]))
    count(await seedGlobalOnce(payload, 'lead-settings', edition.code, 'salesInbox', LEAD_SETTINGS[edition.code]))
  }
  for (const page of PAGES) count(await seedPage(payload, page, media))
  count(await seedBusinessLoans(payload))
  await seedResources(payload, await seedDocuments(payload), count)
  count(await seedRateCards(payload))
  return report
}

async function seedAdmin(payload: Payload): Promise<boolean> {
  const existing = await payload.count({ collection: 'users', where: { email: { equals: env.ADMIN_EMAIL } } })
  if (existing.totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    data: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: 'Site administrator', roles: ['admin'] },
    context,
  })
  return true
}

async function seedMedia(payload: Payload, count: (created: boolean) => void): Promise<Record<MediaKey, number>> {
  const ids = {} as Record<MediaKey, number>
  const uploaded = (await payload.find({ collection: 'media', pagination: false, depth: 0, select: { filename: true } })).docs
  for (const [key, alt] of Object.entries(MEDIA) as [MediaKey, Record<EditionCode, string>][]) {
    const filename = `${key}.svg`
    // Payload renames an upload whose name is taken (export-1.svg), so both forms are the seeded file.
    const existing = uploaded.find((doc) => doc.filename && new RegExp(`^${key}(-\\d+)?\\.svg$`).test(doc.filename))
    if (existing) {
      ids[key] = existing.id as number
      count(false)
      continue
    }
    const [first, ...others] = EDITIONS
    const doc = await payload.create({
      collection: 'media',
      locale: first.code,
      data: { alt: alt[first.code] },
      filePath: path.join(assetsDir, filename),
      context,
    })
    for (const edition of others) {
      await payload.update({ collection: 'media', id: doc.id, locale: edition.code, data: { alt: alt[edition.code] }, context })
    }
    ids[key] = doc.id as number
    count(true)
  }
  return ids
}

/** Writes a global's content for one edition unless that edition already has some (judged by `marker`). */
async function seedGlobalOnce(
  payload: Payload,
  slug: 'site-settings' | 'header' | 'footer' | 'lead-settings',
  locale: EditionCode,
  marker: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const current = (await payload.findGlobal({ slug, locale, depth: 0 })) as unknown as Record<string, unknown>
  const value = current[marker]
  if (Array.isArray(value) ? value.length > 0 : Boolean(value)) return false
  await payload.updateGlobal({ slug, locale, data: data as never, context })
  return true
}

function resolveBlocks(layout: BlockSeed[], media: Record<MediaKey, number>) {
  return layout.map((block) => (block.blockType === 'mediaColumns' ? { ...block, media: media[block.media] } : block))
}

function pageData(content: PageContentSeed, media: Record<MediaKey, number>) {
  return { title: content.title, seo: content.seo, layout: resolveBlocks(content.layout, media) }
}

async function seedPage(payload: Payload, page: (typeof PAGES)[number], media: Record<MediaKey, number>): Promise<boolean> {
  const existing = await payload.count({ collection: 'pages', where: { path: { equals: page.path } } })
  if (existing.totalDocs > 0) return false
  const entries = Object.entries(page.content) as [EditionCode, PageContentSeed][]
  const [[firstLocale, firstContent], ...rest] = entries as [[EditionCode, PageContentSeed], ...[EditionCode, PageContentSeed][]]
  const doc = await payload.create({
    collection: 'pages',
    locale: firstLocale,
    data: {
      path: page.path,
      editions: entries.map(([code]) => code),
      hideHeader: page.hideHeader ?? false,
      hideGetFinancedTab: page.hideGetFinancedTab ?? false,
      ...pageData(firstContent, media),
    } as never,
    context,
  })
  for (const [locale, content] of rest) {
    await payload.update({ collection: 'pages', id: doc.id, locale, data: pageData(content, media) as never, context })
  }
  return true
}

async function seedBusinessLoans(payload: Payload): Promise<boolean> {
  if ((await payload.count({ collection: 'business-loans' })).totalDocs > 0) return false
  for (const entry of BUSINESS_LOANS) await payload.create({ collection: 'business-loans', data: entry, context })
  return true
}
