import { describe, expect, it } from 'vitest'
import { headingsOf, plainText, readingMinutes, slugifyHeading } from './outline'

const heading = (tag: string, text: string) => ({ type: 'heading', tag, children: [{ type: 'text', text }] })
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const list = (...items: string[]) => ({ type: 'list', children: items.map((t) => ({ type: 'listitem', children: [{ type: 'text', text: t }] })) })
const doc = (...children: object[]) => ({ root: { type: 'root', children } })

describe('rich-text outline', () => {
  it('reads the text of paragraphs, headings and list items line by line', () => {
    expect(plainText(doc(heading('h2', 'Why'), paragraph('Cash '), list('one', 'two')))).toBe('Why\nCash \none\ntwo')
    expect(plainText(null)).toBe('')
  })

  it('rounds the reading time to minutes at 200 words a minute, at least one', () => {
    expect(readingMinutes(doc(paragraph('word '.repeat(50))))).toBe(1)
    expect(readingMinutes(doc(paragraph('word '.repeat(700))))).toBe(4)
  })

  it('gives headings unique ids that keep accented letters readable', () => {
    expect(slugifyHeading('¿Qué es el T-MEC?')).toBe('que-es-el-t-mec')
    expect(slugifyHeading('!!!')).toBe('section')
    const headings = headingsOf(doc(heading('h2', 'Costs'), heading('h3', 'Fees'), heading('h2', 'Costs'), heading('h4', 'Skipped')))
    expect(headings).toEqual([
      { id: 'costs', text: 'Costs', level: 2 },
      { id: 'fees', text: 'Fees', level: 3 },
      { id: 'costs-2', text: 'Costs', level: 2 },
    ])
  })
})
