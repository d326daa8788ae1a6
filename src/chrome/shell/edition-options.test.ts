import { describe, expect, it } from 'vitest'
import { switcherOptions } from './edition-options'

describe('switcherOptions', () => {
  it('links every edition that publishes the page to the same page', () => {
    expect(switcherOptions('en-in', '/import-factoring', ['en-in', 'es-mx', 'en-us'])).toEqual([
      { edition: 'en-in', label: 'India', state: 'current' },
      { edition: 'es-mx', label: 'México', state: 'link', href: '/es-mx/import-factoring' },
      { edition: 'en-us', label: 'USA', state: 'link', href: '/en-us/import-factoring' },
    ])
  })

  it('disables editions that do not publish the page', () => {
    const options = switcherOptions('es-mx', '/export-factoring', ['en-in', 'es-mx'])
    expect(options.map((o) => [o.edition, o.state])).toEqual([
      ['en-in', 'link'],
      ['es-mx', 'current'],
      ['en-us', 'disabled'],
    ])
    expect(options[0]).toMatchObject({ href: '/export-factoring' })
  })

  it('leads to the same post at its own address in the other edition', () => {
    const options = switcherOptions('en-in', '/blogs/letters-of-credit', ['en-in', 'es-mx'], {
      'en-in': '/blogs/letters-of-credit',
      'es-mx': '/blogs/cartas-de-credito',
    })
    expect(options).toEqual([
      { edition: 'en-in', label: 'India', state: 'current' },
      { edition: 'es-mx', label: 'México', state: 'link', href: '/es-mx/blogs/cartas-de-credito' },
    ])
  })

  it('disables India on a page only Mexico has', () => {
    const options = switcherOptions('es-mx', '/solo-mexico', ['es-mx'])
    expect(options.find((o) => o.edition === 'en-in')?.state).toBe('disabled')
  })

  it.each(['/blogs', '/blogs/some-post', '/news/item', '/india-mexico-connect', '/india-mexico-buyer'])('hides USA on %s', (path) => {
    expect(switcherOptions('en-in', path, ['en-in', 'es-mx', 'en-us']).map((o) => o.edition)).toEqual(['en-in', 'es-mx'])
  })

  it('keeps USA on paths that merely start with the same letters', () => {
    expect(switcherOptions('en-in', '/newsletter', ['en-in', 'en-us']).map((o) => o.edition)).toContain('en-us')
  })

  it('links to each home page when the page is unknown', () => {
    expect(switcherOptions('en-us', '/missing', null)).toEqual([
      { edition: 'en-in', label: 'India', state: 'link', href: '/' },
      { edition: 'es-mx', label: 'México', state: 'link', href: '/es-mx' },
      { edition: 'en-us', label: 'USA', state: 'current' },
    ])
  })
})
