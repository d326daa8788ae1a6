import type { MetadataRoute } from 'next'
import { env } from '@/env'
import { EDITIONS, editionPath } from '@/i18n/editions'
import { getPublishedPages } from '@/lib/queries/pages'
import { alternatesFor } from '@/lib/seo'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const perEdition = await Promise.all(
    EDITIONS.map(async (edition) =>
      (await getPublishedPages(edition.code)).map((page) => ({
        url: new URL(editionPath(edition.code, page.path), env.SITE_URL).toString(),
        lastModified: page.updatedAt,
        alternates: { languages: alternatesFor(edition.code, page.path, page.editions)?.languages as Record<string, string> },
      })),
    ),
  )
  return perEdition.flat()
}
