import { describe, expect, it } from 'vitest'
import enIn from '../../../../messages/en-in.json'
import esMx from '../../../../messages/es-mx.json'
import { renderOfflinePage } from './offline-page'

describe('renderOfflinePage', () => {
  it("is a complete page in the edition's language that links back to its blog", () => {
    const html = renderOfflinePage('es-mx', esMx.OfflineReading)
    expect(html.startsWith('<!doctype html><html lang="es-MX">')).toBe(true)
    expect(html).toContain('<title>Sin conexión</title>')
    expect(html).toContain('<h1>Sin conexión</h1>')
    expect(html).toContain('<a href="">Intentar de nuevo</a>')
    expect(html).toContain('<a href="/es-mx/blogs">Ir al blog</a>')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })

  it('loads nothing: no script, stylesheet, image or font', () => {
    const html = renderOfflinePage('en-in', enIn.OfflineReading)
    expect(html).toContain('<a href="/blogs">Go to the blog</a>')
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/)
  })

  it('escapes the strings', () => {
    const html = renderOfflinePage('en-in', { title: 'A <b> & "c"', description: "it's", retry: 'x', blog: 'y' })
    expect(html).toContain('<h1>A &lt;b&gt; &amp; &quot;c&quot;</h1>')
    expect(html).toContain('<p>it&#39;s</p>')
  })
})
