import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { rawGet } from '../../tests/setup/raw-get'
import { withCachedPageDelivery } from './cached-page-delivery'
import { createHtmlRewriter, rewriteTags, rewriteWholePage, withFirstPaintPages, withoutInlinedStylePreloads, type InlineSources } from './first-paint-page'

const CHUNK_TAGS =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>'
const KEPT_TAGS =
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" href="/_next/static/media/x.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<script src="/consent/en-in.js?v=1" defer=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/c.js" async="" integrity="sha384-x"></script>' +
  '<script src="https://elsewhere.example/_next/static/d.js" async=""></script>'
const LOADER = '<script id="after-first-paint">/* loader */</script>'

const page = (head: string, body = '<main><h1>Title</h1></main>') =>
  `<!DOCTYPE html><html lang="en-IN"><head>${head}</head><body>${body}` +
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/main.js"]})</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script><script>self.__next_f.push([1,"a<b"])</script></body></html>'

describe('rewriteTags', () => {
  it("defers Next's async chunk scripts and drops their preloads", () => {
    expect(rewriteTags(CHUNK_TAGS)).toBe(
      '<script data-deferred-src="/_next/static/chunks/a.js"></script><script data-deferred-src="/_next/static/chunks/b.js"></script>',
    )
  })

  it('keeps styles, fonts, deferred and module-less scripts, scripts with integrity and scripts of other origins', () => {
    expect(rewriteTags(KEPT_TAGS)).toBe(KEPT_TAGS)
  })
})

const CSS = 'body{color:#0f172a}'
const CONSENT = 'window.consentRan=1'
const SOURCES: InlineSources = {
  stylesheet: (href) => (href === '/_next/static/chunks/site.css' ? CSS : href === '/_next/static/chunks/odd.css' ? 'a{}</style><p>' : null),
  deferredScript: (src) => (src === '/consent/en-in.js?v=1' ? CONSENT : null),
}

describe('rewriteTags with inline sources', () => {
  it('inlines a stylesheet of the build and keeps its link disabled, for React to find', () => {
    expect(rewriteTags('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>', SOURCES)).toBe(
      `<style>${CSS}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>`,
    )
  })

  it('keeps the link of a stylesheet it has no text for, or whose text would end the style element', () => {
    for (const name of ['other', 'odd']) {
      const link = `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`
      expect(rewriteTags(link, SOURCES)).toBe(link)
    }
  })

  it('moves a deferred script it has the source of inline, with its other attributes', () => {
    const moved: string[] = []
    const tag = '<script src="/consent/en-in.js?v=1" defer="" data-providers="{&quot;replay&quot;:null}"></script>'
    expect(rewriteTags(`<title>x</title>${tag}`, SOURCES, (html) => moved.push(html))).toBe('<title>x</title>')
    expect(moved).toEqual([`<script data-providers="{&quot;replay&quot;:null}">${CONSENT}</script>`])
    const unknown = '<script src="/consent/en-in.js?v=2" defer=""></script>'
    expect(rewriteTags(unknown, SOURCES, () => {})).toBe(unknown)
  })
})

describe('withoutInlinedStylePreloads', () => {
  const SITE_CSS = '</_next/static/chunks/site.css>; rel=preload; as="style"'
  const FONT = '</_next/static/media/x.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"'

  it('drops the preload of a stylesheet the page carries inline and keeps every other entry', () => {
    const other = '</_next/static/chunks/other.css>; rel=preload; as="style"'
    const unsafe = '</_next/static/chunks/odd.css>; rel=preload; as="style"'
    expect(withoutInlinedStylePreloads(`${SITE_CSS}, ${FONT}, ${other}, ${unsafe}`, SOURCES)).toBe(`${FONT}, ${other}, ${unsafe}`)
    expect(withoutInlinedStylePreloads(FONT, SOURCES)).toBe(FONT)
  })

  it('leaves nothing when the header only preloaded inlined stylesheets', () => {
    expect(withoutInlinedStylePreloads(SITE_CSS, SOURCES)).toBeUndefined()
  })
})

describe('rewriteWholePage', () => {
  it('rewrites a page that carries the loader, head and body', () => {
    const rewritten = rewriteWholePage(page(LOADER + CHUNK_TAGS + KEPT_TAGS))
    expect(rewritten).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|main)\.js"/)
    expect(rewritten.match(/data-deferred-src/g)).toHaveLength(3)
    expect(rewritten).toContain('<script data-deferred-src="/_next/static/chunks/main.js"></script><script>self.__next_f')
    expect(rewritten).toContain(KEPT_TAGS)
    expect(rewritten).toContain('"a<b"')
  })

  it('leaves a page without the loader as it is (the admin)', () => {
    const admin = page(CHUNK_TAGS)
    expect(rewriteWholePage(admin)).toBe(admin)
  })

  it('leaves a document without a head as it is', () => {
    expect(rewriteWholePage('plain text <script src="/_next/static/x.js" async="">')).toBe('plain text <script src="/_next/static/x.js" async="">')
  })
})

describe('createHtmlRewriter', () => {
  it('gives the same document however the stream is cut, moved scripts before the end of the body', () => {
    const whole = page(LOADER + CHUNK_TAGS + KEPT_TAGS + '<script src="/consent/en-in.js?v=1" defer=""></script>')
    const expected = rewriteWholePage(whole, SOURCES)
    expect(expected).toContain(`<script>${CONSENT}</script></body></html>`)
    expect(expected).toContain(`<style>${CSS}</style>`)
    for (const size of [1, 7, 64, 333, whole.length]) {
      const rewriter = createHtmlRewriter(SOURCES)
      let out = ''
      for (let i = 0; i < whole.length; i += size) out += rewriter.push(whole.slice(i, i + size))
      expect(out + rewriter.flush()).toBe(expected)
    }
  })

  it('passes a page on once its head shows no loader', () => {
    const rewriter = createHtmlRewriter()
    expect(rewriter.push('<html><head><title>x</title>')).toBe('')
    expect(rewriter.push('</head><body>')).toBe('<html><head><title>x</title></head><body>')
    expect(rewriter.push('<script src="/_next/static/chunks/a.js" async="">')).toBe('<script src="/_next/static/chunks/a.js" async="">')
  })
})

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(listener: RequestListener, wrap = (inner: RequestListener) => inner, sources?: InlineSources) {
  server = http.createServer(wrap(withFirstPaintPages(listener, sources)))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}/`
  const get = (headers: Record<string, string> = {}) => rawGet(new URL(url), headers)
  const head = () => new Promise<http.IncomingMessage>((resolve, reject) => http.request(url, { method: 'HEAD' }, resolve).on('error', reject).end())
  return Object.assign(get, { head })
}

describe('withFirstPaintPages', () => {
  const html = page(LOADER + CHUNK_TAGS)

  it('rewrites a page served whole and corrects its length, once per body', async () => {
    const bodies = new Set<string>()
    const get = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(html))
      const end = response.end.bind(response) as (body: string) => void
      // What the next wrapper (cached-page-delivery) receives: the same string for every hit.
      response.end = ((body: string) => (bodies.add(body), end(body))) as typeof response.end
      response.end(html)
    })
    const first = await get()
    expect(first.body).toBe(rewriteWholePage(html))
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body))
    await get()
    expect(bodies.size).toBe(1)
  })

  it('rewrites a streamed page, with a character and a tag cut between chunks', async () => {
    const streamed = html.replace('Title', 'Título')
    const bytes = Buffer.from(streamed)
    const get = await serve(async (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      for (let i = 0; i < bytes.length; i += 5) {
        response.write(bytes.subarray(i, i + 5))
        await new Promise((resolve) => setImmediate(resolve))
      }
      response.end()
    })
    const answer = await get()
    expect(answer.body).toBe(rewriteWholePage(streamed))
    expect(answer.body).toContain('Título')
  })

  it('rewrites a streamed page that the web process compresses, its headers sent before the first chunk', async () => {
    const get = await serve(async (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.flushHeaders()
      for (const part of [html.slice(0, 100), html.slice(100)]) {
        response.write(part)
        await new Promise((resolve) => setImmediate(resolve))
      }
      response.end()
    }, withCachedPageDelivery)
    const answer = await get({ 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.body).toBe(rewriteWholePage(html))
  })

  it('sends a streamed page without the Link preload of the stylesheet it inlines', async () => {
    const withStyle = page(LOADER + '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
    const get = await serve(
      (_request, response) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.setHeader('Link', '</_next/static/chunks/site.css>; rel=preload; as="style"')
        response.write(withStyle)
        response.end()
      },
      undefined,
      SOURCES,
    )
    const answer = await get()
    expect(answer.headers.link).toBeUndefined()
    expect(answer.body).toContain(`<style>${CSS}</style>`)
  })

  it('leaves other types alone and drops the length of a HEAD answer for a page', async () => {
    const get = await serve((request, response) => {
      const json = request.method === 'GET'
      response.setHeader('Content-Type', json ? 'application/json' : 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(html))
      response.end(json ? html : null)
    })
    expect((await get()).body).toBe(html)
    expect((await get.head()).headers['content-length']).toBeUndefined()
  })
})
