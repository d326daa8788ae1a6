import { describe, expect, it } from 'vitest'
import { isLive, liveColumns, liveLinks, resolveHref } from './resolve'

describe('resolveHref', () => {
  it('prefixes site paths with the edition, except for the default edition', () => {
    expect(resolveHref('/contact-us', 'en-in')).toEqual({ href: '/contact-us', external: false, internalPath: '/contact-us' })
    expect(resolveHref('/contact-us', 'es-mx').href).toBe('/es-mx/contact-us')
    expect(resolveHref('/', 'en-us').href).toBe('/en-us')
  })

  it('keeps anchors and outside URLs as they are', () => {
    expect(resolveHref('#get-financed', 'es-mx')).toEqual({ href: '#get-financed', external: false, internalPath: null })
    expect(resolveHref('https://example.com/x', 'es-mx')).toEqual({ href: 'https://example.com/x', external: true, internalPath: null })
  })

  it('keeps the anchor of a site path', () => {
    expect(resolveHref('/about-us#team', 'en-us').href).toBe('/en-us/about-us#team')
  })
})

describe('liveLinks', () => {
  const live = { paths: new Set(['/', '/contact-us']), prefixes: ['/hsn-code'] }

  it('drops links to paths the edition does not serve', () => {
    const links = liveLinks(
      [
        { label: 'Contact', href: '/contact-us' },
        { label: 'HSN', href: '/hsn-code' },
        { label: 'Anchor', href: '#get-financed' },
        { label: 'Out', href: 'https://example.com' },
      ],
      'en-in',
      { ...live, prefixes: [] },
    )
    expect(links.map((l) => l.label)).toEqual(['Contact', 'Anchor', 'Out'])
  })

  it('accepts paths under a live prefix', () => {
    expect(isLive(resolveHref('/hsn-code/0101', 'en-in'), live)).toBe(true)
    expect(isLive(resolveHref('/hsn-codes', 'en-in'), live)).toBe(false)
  })
})

describe('liveColumns', () => {
  it('keeps each column with its live links and drops the columns left empty', () => {
    const live = { paths: new Set(['/contact-us']), prefixes: [] }
    const columns = liveColumns(
      [
        {
          title: 'Company',
          links: [
            { label: 'Contact', href: '/contact-us', description: 'Talk to us' },
            { label: 'Blogs', href: '/blogs' },
          ],
        },
        { title: 'Tools', links: [{ label: 'HSN', href: '/hsn-code' }] },
      ],
      'es-mx',
      live,
    )
    expect(columns).toEqual([
      {
        title: 'Company',
        links: [
          {
            label: 'Contact',
            href: '/contact-us',
            description: 'Talk to us',
            resolved: { href: '/es-mx/contact-us', external: false, internalPath: '/contact-us' },
          },
        ],
      },
    ])
  })
})
