import type { Metadata } from 'next'
import { env } from '@/env'
import { DEFAULT_EDITION, EDITIONS, editionPath, getEdition, type EditionCode } from '@/i18n/editions'
import { SOCIAL_CARD_SIZE, socialCardPath } from './social-card/address'

/** Absolute address of a path in an edition. */
export function editionUrl(edition: EditionCode, path: string): string {
  return new URL(editionPath(edition, path), env.SITE_URL).toString()
}

/**
 * Canonical URL and hreflang alternates of a page, listing only the editions that publish it; x-default
 * points to the default edition's version, or to the first edition that has the page. `paths` gives the
 * page's path in editions where it differs from `path` (a post's slug per edition).
 */
export function alternatesFor(
  edition: EditionCode,
  path: string,
  availableIn: readonly EditionCode[],
  paths: Partial<Record<EditionCode, string>> = {},
): Metadata['alternates'] {
  const url = (code: EditionCode) => editionUrl(code, paths[code] ?? path)
  const published = EDITIONS.filter((e) => availableIn.includes(e.code))
  const languages: Record<string, string> = Object.fromEntries(published.map((e) => [e.htmlLang, url(e.code)]))
  const fallback = availableIn.includes(DEFAULT_EDITION) ? DEFAULT_EDITION : published[0]?.code
  if (fallback) languages['x-default'] = url(fallback)
  return { canonical: url(edition), languages }
}

type SocialOptions = {
  edition: EditionCode
  /** The page's own title, drawn on its card (without the brand). */
  title: string
  /** The title with the brand, as in the page's <title>. */
  fullTitle: string
  description?: string
  siteName: string
  /** An article's dates make its type `article`. */
  article?: { publishedTime: string; modifiedTime?: string }
  /** A picture of the page's own (a post's cover); without one, the page's drawn card. */
  image?: { url: string; alt: string; width?: number; height?: number }
}

/** The Open Graph and Twitter (X) cards of a page: its title, description and picture, by default its drawn card. */
export function socialMetadata(options: SocialOptions): Pick<Metadata, 'openGraph' | 'twitter'> {
  const { edition, fullTitle: title, description, siteName, article } = options
  const image = options.image ?? { url: socialCardPath(env.PAYLOAD_SECRET, edition, options.title), alt: options.title, ...SOCIAL_CARD_SIZE }
  const locale = getEdition(edition).htmlLang.replace('-', '_')
  return {
    openGraph: article
      ? { type: 'article', title, description, siteName, locale, images: [image], publishedTime: article.publishedTime, modifiedTime: article.modifiedTime }
      : { type: 'website', title, description, siteName, locale, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}
