import { editionPath, EDITIONS, getEdition, type EditionCode } from '@/i18n/editions'
import { displayNames } from '@/lib/intl'
import { editionUrl } from '@/lib/seo'
import type { Header, SiteSetting } from '@/payload-types'
import { isLive, resolveHref, type LiveRoutes } from '@/lib/site-links/resolve'

/**
 * An edition's llms.txt (https://llmstxt.org): a Markdown summary of the site for language models, written
 * from the CMS: the editions, the header menu (offers, tools, resources) with each link's description or its
 * page's, the other published pages, and the edition's contacts.
 */

type Link = { name: string; url: string; notes?: string | null }
type Group = { heading: string; links: Link[] }
type Section = { heading: string; groups?: Group[]; links?: Link[]; lines?: string[] }

export type LlmsLabels = {
  intro: string
  editions: string
  /** An edition's line: its name, language and currency. */
  edition: (values: { name: string; language: string; currency: string }) => string
  pages: string
  contact: string
  phone: (value: string) => string
  email: (value: string) => string
  whatsapp: (value: string) => string
  office: (title: string, address: string) => string
}

export type LlmsSource = {
  edition: EditionCode
  settings: Pick<SiteSetting, 'brandName' | 'offices' | 'phone' | 'email' | 'whatsappDesktop'>
  summary: string
  header: Pick<Header, 'navItems'>
  pages: readonly { path: string; title: string; description: string | null }[]
  live: LiveRoutes
  labels: LlmsLabels
}

/** Text on one line, as Markdown reads it in a list item. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function linkLine({ name, url, notes }: Link): string {
  const label = oneLine(name).replace(/([[\]\\])/g, '\\$1')
  return notes ? `- [${label}](${url}): ${oneLine(notes)}` : `- [${label}](${url})`
}

/** The path of an edition's llms.txt: India's at the root, the others under their prefix. */
export function llmsTxtPath(edition: EditionCode): string {
  return `${editionPath(edition, '/').replace(/\/$/, '')}/llms.txt`
}

export function buildLlmsTxt(source: LlmsSource): string {
  const { edition, settings, labels, live } = source
  const descriptions = new Map(source.pages.map((page) => [page.path, page.description]))
  const linked = new Set<string>()
  const menuLink = (label: string, href: string, description?: string | null): Link | null => {
    const resolved = resolveHref(href, edition)
    if (resolved.internalPath === null ? !resolved.external : !isLive(resolved, live)) return null
    if (resolved.internalPath) linked.add(resolved.internalPath)
    const url = resolved.external ? resolved.href : new URL(resolved.href, editionUrl(edition, '/')).toString()
    return { name: label, url, notes: description || (resolved.internalPath && descriptions.get(resolved.internalPath)) }
  }
  const present = <T>(items: (T | null)[]): T[] => items.filter((item): item is T => item !== null)

  const menuSections: Section[] = []
  const plainLinks: Link[] = []
  for (const item of source.header.navItems ?? []) {
    if (item.columns?.length) {
      const groups = item.columns
        .map((column) => ({ heading: column.title, links: present((column.links ?? []).map((l) => menuLink(l.label, l.href, l.description))) }))
        .filter((group) => group.links.length > 0)
      if (groups.length > 0) menuSections.push({ heading: item.label, groups })
    } else if (item.href) {
      const link = menuLink(item.label, item.href)
      if (link) plainLinks.push(link)
    }
  }
  const otherPages = source.pages
    .filter((page) => page.path !== '/' && !linked.has(page.path))
    .map((page) => ({ name: page.title, url: editionUrl(edition, page.path), notes: page.description }))
    .sort((a, b) => a.url.localeCompare(b.url))

  const editionLines = EDITIONS.map((e) => {
    const language = displayNames(getEdition(edition).formatLocale, { type: 'language' }).of(e.htmlLang.slice(0, 2)) ?? e.htmlLang
    return {
      name: e.nativeLabel,
      url: editionUrl(e.code, '/'),
      notes: `${labels.edition({ name: e.nativeLabel, language, currency: e.currency })} (llms.txt: ${new URL(llmsTxtPath(e.code), editionUrl(e.code, '/')).toString()})`,
    }
  })
  const contact = [
    settings.phone && labels.phone(settings.phone),
    settings.email && labels.email(settings.email),
    settings.whatsappDesktop && labels.whatsapp(settings.whatsappDesktop),
    ...(settings.offices ?? []).map((office) => labels.office(office.title, oneLine(office.address))),
  ].filter((line): line is string => !!line)

  const sections: Section[] = [
    { heading: labels.editions, links: editionLines },
    ...menuSections,
    ...(plainLinks.length + otherPages.length > 0 ? [{ heading: labels.pages, links: [...plainLinks, ...otherPages] }] : []),
    ...(contact.length > 0 ? [{ heading: labels.contact, lines: contact }] : []),
  ]
  return renderSections(`${settings.brandName} (${getEdition(edition).nativeLabel})`, source.summary, labels.intro, sections)
}

function renderSections(title: string, summary: string, intro: string, sections: Section[]): string {
  const out = [`# ${oneLine(title)}`, '', `> ${oneLine(summary)}`, '', oneLine(intro)]
  for (const section of sections) {
    out.push('', `## ${oneLine(section.heading)}`, '')
    for (const line of section.lines ?? []) out.push(`- ${line}`)
    for (const link of section.links ?? []) out.push(linkLine(link))
    section.groups?.forEach((group, index) => {
      if (index > 0) out.push('')
      out.push(`### ${oneLine(group.heading)}`, '', ...group.links.map(linkLine))
    })
  }
  return `${out.join('\n')}\n`
}
