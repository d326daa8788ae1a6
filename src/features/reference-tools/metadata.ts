import 'server-only'
import type { Metadata } from 'next'
import type { EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import { alternatesFor, socialMetadata } from '@/lib/seo'
import { REFERENCE_TOOLS, type ReferenceTool } from '@/lib/routes/reference-tools'

type Options = { title: string; description: string; path: string; /** Search results pages are not indexed. */ index?: boolean }

/** A tool page's title, description, canonical URL and hreflang alternates (the editions that list the tool). */
export async function toolMetadata(edition: EditionCode, tool: ReferenceTool, { title, description, path, index = true }: Options): Promise<Metadata> {
  const settings = await getSiteSettings(edition)
  const fullTitle = `${title} | ${settings.brandName}`
  return {
    title: fullTitle,
    description,
    alternates: alternatesFor(edition, path, REFERENCE_TOOLS[tool].editions),
    ...socialMetadata({ edition, title, fullTitle, description, siteName: settings.brandName }),
    ...(index ? {} : { robots: { index: false, follow: true } }),
  }
}
