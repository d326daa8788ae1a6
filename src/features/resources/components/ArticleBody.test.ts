import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ArticleBody } from './ArticleBody'

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1, detail: 0, mode: 'normal', style: '' })
const heading = (tag: string, value: string) => ({ type: 'heading', tag, children: [text(value)], version: 1, direction: null, format: '', indent: 0 })
const body = (...children: object[]) => ({ root: { type: 'root', children, version: 1, direction: null, format: '', indent: 0 } })

const render = (data: object) => renderToStaticMarkup(createElement(ArticleBody, { data }))

describe('ArticleBody', () => {
  it('gives the h2 and h3 headings the ids of the table of contents', () => {
    const html = render(body(heading('h2', 'Who can apply'), heading('h3', 'Documents'), heading('h4', 'Fine print')))
    expect(html).toContain('<h2 id="who-can-apply">Who can apply</h2>')
    expect(html).toContain('<h3 id="documents">Documents</h3>')
    expect(html).toContain('<h4>Fine print</h4>')
  })

  it('never writes an element a stored heading names when it is not a heading', () => {
    const html = render(body(heading('style', 'body{display:none}'), heading('script', 'alert(1)'), heading('h2', 'After')))
    expect(html).not.toMatch(/<(style|script)/)
    expect(html).toContain('<p>body{display:none}</p>')
    expect(html).toContain('<h2 id="after">After</h2>')
  })
})
