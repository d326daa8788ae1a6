import type { BreadcrumbList, ContactPoint, FAQPage, FinancialService, Organization, WithContext } from 'schema-dts'
import { env } from '@/env'
import { getEdition, type EditionCode } from '@/i18n/editions'
import type { SiteSetting } from '@/payload-types'
import { editionUrl } from './seo'

/**
 * Schema.org structured data (JSON-LD) of the pages, typed by schema-dts. Each edition is one FinancialService
 * with its own contacts; the pages' other entities point at it by `@id` (publisher, organizer).
 */

export type Crumb = { name: string; path: string }

/** The text of a JSON-LD script element; `<` is escaped so no text in the data can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The `@id` of an edition's organization, which every page of the edition describes. */
function organizationRef(edition: EditionCode): { '@id': string } {
  return { '@id': `${editionUrl(edition, '/')}#organization` }
}

/** The language of an edition's pages as schema.org's `inLanguage` wants it (BCP 47, e.g. "es-MX"). */
export function languageOf(edition: EditionCode): string {
  return getEdition(edition).htmlLang
}

type OrganizationSettings = Pick<SiteSetting, 'brandName' | 'legalName' | 'logo' | 'social' | 'offices' | 'phone' | 'email' | 'whatsappDesktop'>

export function organizationData(edition: EditionCode, settings: OrganizationSettings): WithContext<FinancialService> {
  const { country, label, htmlLang } = getEdition(edition)
  const area = { '@type': 'Country' as const, name: label, identifier: country }
  const contacts: ContactPoint[] = []
  if (settings.phone || settings.email) {
    contacts.push({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      ...(settings.phone && { telephone: settings.phone }),
      ...(settings.email && { email: settings.email }),
      areaServed: area,
      availableLanguage: htmlLang,
    })
  }
  if (settings.whatsappDesktop) {
    contacts.push({ '@type': 'ContactPoint', contactType: 'sales', telephone: settings.whatsappDesktop, areaServed: area, availableLanguage: htmlLang })
  }
  const logo = settings.logo && typeof settings.logo === 'object' && settings.logo.url ? new URL(settings.logo.url, env.SITE_URL).toString() : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    ...organizationRef(edition),
    name: settings.brandName,
    legalName: settings.legalName,
    url: editionUrl(edition, '/'),
    areaServed: area,
    ...(logo && { logo, image: logo }),
    ...(settings.phone && { telephone: settings.phone }),
    ...(settings.email && { email: settings.email }),
    ...(contacts.length > 0 && { contactPoint: contacts }),
    ...(settings.offices?.length && {
      location: settings.offices.map((office) => ({ '@type': 'Place' as const, name: office.title, address: office.address })),
    }),
    ...(settings.social?.length && { sameAs: settings.social.map((s) => s.url) }),
  }
}

/** The organization as the author of a page's content, for entities that name it without repeating it. */
export function organizationMention(edition: EditionCode, name: string): Organization {
  return { '@type': 'Organization', ...organizationRef(edition), name, url: editionUrl(edition, '/') }
}

/** The trail from the edition's home to a page; every item is the page's absolute address. */
export function breadcrumbData(edition: EditionCode, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: editionUrl(edition, crumb.path),
    })),
  }
}

/** One FAQPage of every question on a page (search engines read one per page); null without questions. */
export function faqPageData(edition: EditionCode, items: readonly { question: string; answer: string }[]): WithContext<FAQPage> | null {
  if (items.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: languageOf(edition),
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

/** The paths from a page's first segment down to the page itself: "/a/b" gives "/a" and "/a/b"; home gives none. */
export function pathsBelowHome(path: string): string[] {
  const segments = path.split('/').filter(Boolean)
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
}
