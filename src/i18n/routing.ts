import { defineRouting } from 'next-intl/routing'
import { DEFAULT_EDITION, EDITION_CODES } from './editions'

export const routing = defineRouting({
  locales: EDITION_CODES,
  defaultLocale: DEFAULT_EDITION,
  localePrefix: 'as-needed',
  localeDetection: false,
  // hreflang alternates are written per page from the editions that publish it (see src/lib/seo.ts).
  alternateLinks: false,
})
