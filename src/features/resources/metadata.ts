import 'server-only'
import type { Metadata } from 'next'
import { env } from '@/env'
import type { EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import { alternatesFor, socialMetadata } from '@/lib/seo'
import { pagedHref } from '@/lib/routes/resources'
import type { MediaView } from './view'

type Options = {
  edition: EditionCode
  path: string
  title: string
  description: string
  availableIn: readonly EditionCode[]
  alternatePaths?: Partial<Record<EditionCode, string>>
  /** Pages after the first are their own canonical address and have no alternates in other editions. */
  page?: number
  image?: MediaView | null
  article?: { publishedTime: string; modifiedTime?: string }
  feeds?: { rss: string; atom: string; title: string }
  index?: boolean
}

export async function resourceMetadata(options: Options): Promise<Metadata> {
  const { edition, path, page = 1 } = options
  const settings = await getSiteSettings(edition)
  const title = `${options.title} | ${settings.brandName}`
  const alternates =
    page > 1
      ? { canonical: new URL(pagedHref(edition, path, page), env.SITE_URL).toString() }
      : alternatesFor(edition, path, options.availableIn, options.alternatePaths)
  return {
    title,
    description: options.description,
    alternates: {
      ...alternates,
      ...(options.feeds && {
        types: {
          'application/rss+xml': [{ url: options.feeds.rss, title: options.feeds.title }],
          'application/atom+xml': [{ url: options.feeds.atom, title: options.feeds.title }],
        },
      }),
    },
    robots: options.index === false ? { index: false, follow: true } : undefined,
    ...socialMetadata({
      edition,
      title: options.title,
      fullTitle: title,
      description: options.description,
      siteName: settings.brandName,
      article: options.article,
      // Social networks do not show SVG: a drawn cover gives way to the page's card.
      image:
        options.image && !options.image.url.endsWith('.svg')
          ? { url: options.image.url, alt: options.image.alt, width: options.image.width, height: options.image.height }
          : undefined,
    }),
  }
}
