import { describe, expect, it } from 'vitest'
import { COOKIE_SECTIONS } from './content/pages/cookie-sections'
import { cookieSectionBlock, layoutWithCookieSection } from './cookie-section'
import { doc, h2, h3, p, ul } from './rich-text'

const hero = { blockType: 'hero', id: 'hero1', headline: 'Privacy policy' }
const richText = (id: string, ...nodes: ReturnType<typeof p>[]) => ({ blockType: 'richText', id, anchor: null, content: doc(...nodes) })
const childrenOf = (block: unknown) => (block as { content: ReturnType<typeof doc> }).content.root.children
const anchorOf = (block: unknown) => (block as { anchor?: string | null }).anchor

describe('the privacy page cookie section', () => {
  it('leaves a page alone that has it', () => {
    expect(layoutWithCookieSection([hero, { ...cookieSectionBlock('en-in'), id: 'c' }], 'en-in')).toBeNull()
  })

  it("moves an editor's cookie section into its own anchored block word for word, adding the list of what is stored", () => {
    const intro = p('Intro written by an editor.')
    const oldSection = [h2('5. Cookies and similar technologies'), p('We use cookies in four categories.'), ul(['Strictly necessary', 'Analytics'])]
    const after = [h2('6. Who we share personal data with'), p('Nobody else.')]
    const layout = layoutWithCookieSection([hero, richText('rt1', intro, ...oldSection, ...after)], 'en-in')!
    expect(layout.map((b) => [b.blockType, b.id, anchorOf(b)])).toEqual([
      ['hero', 'hero1', undefined],
      ['richText', 'rt1', null],
      ['richText', undefined, 'cookies'],
      ['richText', undefined, null],
    ])
    expect(childrenOf(layout[1])).toEqual([intro])
    const storedList = COOKIE_SECTIONS['en-in'].filter((n) => n.type === 'list' || (n.type === 'heading' && n.tag === 'h3'))
    expect(storedList.length).toBeGreaterThan(0)
    expect(childrenOf(layout[2])).toEqual([...oldSection, ...storedList])
    expect(childrenOf(layout[3])).toEqual(after)
  })

  it('adds no list to a section that already lists what is stored', () => {
    const section = [h2('4. Cookies y tecnologías de rastreo'), h3('Necesarias'), ul(['**nw:consent** (almacenamiento local)'])]
    const layout = layoutWithCookieSection([richText('rt1', ...section)], 'es-mx')!
    expect(layout).toHaveLength(1)
    expect(layout[0]).toMatchObject({ id: 'rt1', anchor: 'cookies' })
    expect(childrenOf(layout[0])).toEqual(section)
  })

  it("adds the edition's seeded section after the last rich text of a page without one", () => {
    const cta = { blockType: 'cta', id: 'cta1', heading: 'Questions?' }
    const layout = layoutWithCookieSection([hero, richText('rt1', h2('1. Who we are'), p('Northwind.')), cta], 'en-us')!
    expect(layout.map((b) => b.id ?? anchorOf(b))).toEqual(['hero1', 'rt1', 'cookies', 'cta1'])
    expect(childrenOf(layout[2])).toEqual(COOKIE_SECTIONS['en-us'])
  })
})
