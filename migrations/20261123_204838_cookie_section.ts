import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { layoutWithCookieSection } from '../scripts/seed/cookie-section'
import { EDITION_CODES } from '../src/i18n/editions'
import { SKIP_REVALIDATE } from '../src/lib/revalidate'

/**
 * Rich-text blocks get an anchor, and each edition's privacy page gets its cookie section in a block of its own
 * under the anchor `cookies` (which the cookie banner and the footer link to) where it has none: an existing
 * section moves there word for word, and a page without one gets the seeded section. Nothing an editor wrote
 * is replaced.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "anchor" varchar;`)
  const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/privacy-policy' } }, depth: 0, limit: 1, req })
  const page = docs[0]
  if (!page) return
  for (const edition of EDITION_CODES) {
    if (!page.editions.includes(edition)) continue
    const localized = await payload.findByID({ collection: 'pages', id: page.id, locale: edition, fallbackLocale: false, depth: 0, req })
    if (!localized.layout?.length) continue
    const layout = layoutWithCookieSection(localized.layout, edition)
    if (!layout) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: edition,
      data: { layout: layout as never },
      depth: 0,
      req,
      context: { [SKIP_REVALIDATE]: true },
    })
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "anchor";`)
}
