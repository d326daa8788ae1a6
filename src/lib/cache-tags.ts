/** Cache tags of CMS reads; the afterChange hooks of the matching collections and globals revalidate them. */
export const TAGS = {
  siteSettings: 'global:site-settings',
  header: 'global:header',
  footer: 'global:footer',
  leadSettings: 'global:lead-settings',
  pages: 'collection:pages',
  businessLoans: 'collection:business-loans',
  /** Posts, events, videos, case studies, their authors and categories: lists, feeds, search and sitemaps read them together. */
  resources: 'collection:resources',
  /** The shipment estimate's rate cards (read server side by src/features/calculators/shipping/load-rate-cards.ts). */
  rateCards: 'collection:rate-cards',
} as const

export type CacheTag = (typeof TAGS)[keyof typeof TAGS]
