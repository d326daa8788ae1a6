import { describe, expect, it } from 'vitest'
import { navigationEntries } from './navigation'

const live = { paths: new Set(['/', '/contact-us', '/export-factoring']), prefixes: ['/hsn-code'] }

describe('navigationEntries', () => {
  it('turns the CMS menu into entries for the edition, with only links that lead somewhere', () => {
    const entries = navigationEntries(
      [
        {
          label: 'Solutions',
          columns: [
            {
              title: 'Financing',
              links: [
                { label: 'Export factoring', href: '/export-factoring', description: 'Paid in 24 hours' },
                { label: 'Not shipped yet', href: '/supply-chain', description: null },
              ],
            },
            { title: 'Empty once filtered', links: [{ label: 'Gone', href: '/gone' }] },
          ],
        },
        { label: 'Tools', columns: [{ title: 'Only dead links', links: [{ label: 'Gone', href: '/gone' }] }] },
        { label: 'Contact', href: '/contact-us' },
        { label: 'Blog', href: 'https://blog.example.com' },
        { label: 'Dead plain link', href: '/nowhere' },
      ],
      'es-mx',
      live,
    )
    expect(entries).toEqual([
      {
        label: 'Solutions',
        link: null,
        columns: [{ title: 'Financing', links: [{ label: 'Export factoring', href: '/es-mx/export-factoring', rel: null, description: 'Paid in 24 hours' }] }],
      },
      { label: 'Contact', link: { label: 'Contact', href: '/es-mx/contact-us', rel: null, description: null }, columns: [] },
      { label: 'Blog', link: { label: 'Blog', href: 'https://blog.example.com', rel: 'noopener', description: null }, columns: [] },
    ])
  })

  it('has no entries without a menu', () => {
    expect(navigationEntries(null, 'en-in', live)).toEqual([])
  })
})
