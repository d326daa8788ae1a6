import { defineRouting } from 'next-intl/routing'
import { DEFAULT_EDITION, EDITION_CODES } from './editions'

export const routing = defineRouting({
  locales: EDITION_CODES,
  defaultLocale: DEFAULT_EDITION,
  localePrefix: 'as-needed',
  localeDetection: false,
  // Nothing reads it (no detection), and a cookie on every answer would keep shared caches from storing pages.
  localeCookie: false,
  // hreflang alternates are written per page from the editions that publish it (see src/lib/seo.ts).
  alternateLinks: false,
})
