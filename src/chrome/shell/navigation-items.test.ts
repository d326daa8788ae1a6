import { describe, expect, it } from 'vitest'
import { toNavigation } from './navigation-items'

describe('toNavigation', () => {
  const live = { paths: new Set(['/contact-us', '/export-factoring']), prefixes: [] }

  it('gives plain items their link and mega-menus their live columns, resolved for the edition', () => {
    const items = toNavigation(
      [
        {
          label: 'Solutions',
          columns: [
            { title: 'Export', links: [{ label: 'Export factoring', href: '/export-factoring', description: 'Up to 90%' }, { label: 'Gone', href: '/gone' }] },
            { title: 'Empty', links: [{ label: 'Gone too', href: '/gone-too' }] },
          ],
        },
        { label: 'Contact', href: '/contact-us' },
        { label: 'Blog', href: 'https://blog.example.com' },
      ],
      'es-mx',
      live,
    )
    expect(items).toEqual([
      {
        label: 'Solutions',
        link: null,
        columns: [{ title: 'Export', links: [{ label: 'Export factoring', description: 'Up to 90%', href: '/es-mx/export-factoring', external: false }] }],
      },
      { label: 'Contact', link: { label: 'Contact', description: null, href: '/es-mx/contact-us', external: false }, columns: [] },
      { label: 'Blog', link: { label: 'Blog', description: null, href: 'https://blog.example.com', external: true }, columns: [] },
    ])
  })

  it('drops items that lead nowhere in the edition', () => {
    expect(toNavigation([{ label: 'Menu', columns: [{ title: 'x', links: [{ label: 'Gone', href: '/gone' }] }] }, { label: 'Old', href: '/old' }, { label: 'No link' }], 'en-in', live)).toEqual([])
  })
})
