import { describe, expect, it } from 'vitest'
import {
  blogEditionOf,
  blogScope,
  cacheNames,
  isBlogNavigation,
  isCoverImage,
  isOutdatedCache,
  isStaticAsset,
  mayKeepForReading,
  offlinePagePath,
  offlineReadingProps,
  planSave,
  SAVE_PAGE_MESSAGE,
  WORKER_PATH,
} from './offline-reading'

const ORIGIN = 'https://www.northwind.example'
const url = (path: string) => new URL(path, ORIGIN)
const navigate = { method: 'GET', mode: 'navigate', destination: 'document' } as const
const fetchGet = { method: 'GET', mode: 'cors', destination: '' } as const
const post = { method: 'POST', mode: 'cors', destination: '' } as const

describe('blog scopes and files', () => {
  it('scopes the worker to the blog of each edition that has one (the USA has none)', () => {
    expect(blogScope('en-in')).toBe('/blogs')
    expect(blogScope('es-mx')).toBe('/es-mx/blogs')
    expect(offlineReadingProps('es-mx')).toEqual({ worker: WORKER_PATH, scope: '/es-mx/blogs', saveMessage: SAVE_PAGE_MESSAGE })
  })

  it('serves the worker and its offline pages from paths the locale routing leaves alone (they have a dot)', () => {
    expect(WORKER_PATH).toBe('/offline-reading/sw.js')
    expect(offlinePagePath('en-in')).toBe('/offline-reading/en-in.html')
    expect(offlinePagePath('es-mx')).toBe('/offline-reading/es-mx.html')
  })
})

describe('blogEditionOf', () => {
  it('recognises the lists, category lists and posts of both blogs', () => {
    expect(blogEditionOf('/blogs')).toBe('en-in')
    expect(blogEditionOf('/blogs/channel-financing-dealers-how-it-works')).toBe('en-in')
    expect(blogEditionOf('/blogs/category/3/incoterms-and-logistics')).toBe('en-in')
    expect(blogEditionOf('/es-mx/blogs')).toBe('es-mx')
    expect(blogEditionOf('/es-mx/blogs/cartas-de-credito-ucp-600-discrepancias')).toBe('es-mx')
    expect(blogEditionOf('/es-mx/blogs/category/1/financiamiento-de-exportaciones')).toBe('es-mx')
  })

  it('rejects every other path', () => {
    for (const path of [
      '/',
      '/blogs/',
      '/blogsx',
      '/blogs/a/b',
      '/blogs/Upper-Case',
      '/blogs/rss.xml',
      '/blogs/category/0/x',
      '/blogs/category/12/',
      '/en-us/blogs',
      '/en-us/blogs/a-post',
      '/es-mx',
      '/es-mx/contact-us',
      '/es-mx/news/a-post',
      '/news/a-post',
      '/admin',
      '/admin/collections/posts',
      '/api/otp',
      '/feeds/en-in/blogs.rss',
    ]) {
      expect(blogEditionOf(path), path).toBeNull()
    }
  })
})

describe('isBlogNavigation', () => {
  it('handles a visitor opening a blog page, with or without a query', () => {
    expect(isBlogNavigation(navigate, url('/blogs'), ORIGIN)).toBe(true)
    expect(isBlogNavigation(navigate, url('/blogs?page=2'), ORIGIN)).toBe(true)
    expect(isBlogNavigation(navigate, url('/es-mx/blogs/cartas-de-credito'), ORIGIN)).toBe(true)
  })

  it('leaves the admin, the APIs, other pages, other sites, fetches and form posts alone', () => {
    expect(isBlogNavigation(navigate, url('/admin'), ORIGIN)).toBe(false)
    expect(isBlogNavigation(navigate, url('/api/otp'), ORIGIN)).toBe(false)
    expect(isBlogNavigation(navigate, url('/es-mx/contact-us'), ORIGIN)).toBe(false)
    expect(isBlogNavigation(navigate, new URL('https://elsewhere.example/blogs'), ORIGIN)).toBe(false)
    // The client router's data requests for the same address are not page loads.
    expect(isBlogNavigation(fetchGet, url('/blogs/a-post?_rsc=1'), ORIGIN)).toBe(false)
    expect(isBlogNavigation({ method: 'POST', mode: 'navigate', destination: 'document' }, url('/blogs/a-post'), ORIGIN)).toBe(false)
  })

  it('leaves pages opened in a frame alone (the live preview of drafts in the admin)', () => {
    expect(isBlogNavigation({ method: 'GET', mode: 'navigate', destination: 'iframe' }, url('/blogs/a-post'), ORIGIN)).toBe(false)
  })
})

describe('isStaticAsset', () => {
  it("takes Next's hashed build files of this site", () => {
    expect(isStaticAsset(fetchGet, url('/_next/static/chunks/0fac_vrfsq2ps.css'), ORIGIN)).toBe(true)
    expect(isStaticAsset(fetchGet, url('/_next/static/media/inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2'), ORIGIN)).toBe(true)
  })

  it('takes nothing else', () => {
    expect(isStaticAsset(fetchGet, new URL('https://cdn.example/_next/static/chunks/a.js'), ORIGIN)).toBe(false)
    expect(isStaticAsset(fetchGet, url('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=640&q=75'), ORIGIN)).toBe(false)
    expect(isStaticAsset(fetchGet, url('/api/otp'), ORIGIN)).toBe(false)
    expect(isStaticAsset(post, url('/_next/static/chunks/a.js'), ORIGIN)).toBe(false)
  })
})

describe('isCoverImage', () => {
  it('takes uploaded media files, as they are or through the image optimizer', () => {
    expect(isCoverImage(fetchGet, url('/api/media/file/cover-blog-in-channel-dealer-financing.svg'), ORIGIN)).toBe(true)
    expect(isCoverImage(fetchGet, url('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.png&w=640&q=75'), ORIGIN)).toBe(true)
    expect(isCoverImage(fetchGet, url(`/_next/image?url=${encodeURIComponent(`${ORIGIN}/api/media/file/a.png`)}&w=640&q=75`), ORIGIN)).toBe(true)
  })

  it('takes no other API, no other site, no path that only looks like a media file and no write', () => {
    for (const path of [
      '/api/otp',
      '/api/forms/blog-download',
      '/api/media',
      '/api/media/1',
      '/api/documents/file/a.pdf',
      '/api/users/me',
      '/api/media/file/../../otp',
    ]) {
      expect(isCoverImage(fetchGet, url(path), ORIGIN), path).toBe(false)
    }
    expect(isCoverImage(fetchGet, new URL('https://elsewhere.example/api/media/file/a.png'), ORIGIN)).toBe(false)
    expect(isCoverImage(fetchGet, url(`/_next/image?url=${encodeURIComponent('https://elsewhere.example/api/media/file/a.png')}&w=64&q=75`), ORIGIN)).toBe(
      false,
    )
    expect(isCoverImage(fetchGet, url('/_next/image?url=%2Fapi%2Fotp&w=64&q=75'), ORIGIN)).toBe(false)
    expect(isCoverImage(fetchGet, url('/_next/image?w=64&q=75'), ORIGIN)).toBe(false)
    expect(isCoverImage(post, url('/api/media/file/a.png'), ORIGIN)).toBe(false)
    expect(isCoverImage({ method: 'DELETE', mode: 'cors' }, url('/api/media/file/a.png'), ORIGIN)).toBe(false)
  })
})

describe('planSave', () => {
  it('keeps the blog pages and the files the worker would have cached, each once', () => {
    const plan = planSave(
      {
        type: SAVE_PAGE_MESSAGE,
        pages: [`${ORIGIN}/blogs/a-post`, `${ORIGIN}/blogs?page=2`, `${ORIGIN}/blogs/a-post`],
        assets: [`${ORIGIN}/_next/static/chunks/a.js`, `${ORIGIN}/api/media/file/a.svg`, `${ORIGIN}/_next/static/chunks/a.js`],
      },
      ORIGIN,
    )
    expect(plan).toEqual({
      pages: [`${ORIGIN}/blogs/a-post`, `${ORIGIN}/blogs?page=2`],
      assets: [`${ORIGIN}/_next/static/chunks/a.js`, `${ORIGIN}/api/media/file/a.svg`],
    })
  })

  it('drops other pages, other sites, API calls and anything that is not an address', () => {
    const plan = planSave(
      {
        type: SAVE_PAGE_MESSAGE,
        // An empty or outside referrer, the home page, the admin.
        pages: ['', 'https://elsewhere.example/blogs', `${ORIGIN}/`, `${ORIGIN}/admin`, 42, null, 'http://[bad'],
        assets: [
          `${ORIGIN}/api/otp`,
          `${ORIGIN}/api/captcha/challenge?action=lead`,
          'https://elsewhere.example/_next/static/a.js',
          `${ORIGIN}/favicon.ico`,
          {},
        ],
      },
      ORIGIN,
    )
    expect(plan).toEqual({ pages: [], assets: [] })
  })

  it('ignores other messages', () => {
    expect(planSave(null, ORIGIN)).toBeNull()
    expect(planSave('save', ORIGIN)).toBeNull()
    expect(planSave({ type: 'CACHE_URLS', payload: { urlsToCache: ['/blogs'] } }, ORIGIN)).toBeNull()
    expect(planSave({ type: SAVE_PAGE_MESSAGE }, ORIGIN)).toEqual({ pages: [], assets: [] })
  })
})

describe('mayKeepForReading', () => {
  it('keeps a page any cache may keep, never one its server keeps to the request (a draft in draft mode)', () => {
    expect(mayKeepForReading('s-maxage=3600, stale-while-revalidate=31532400')).toBe(true)
    expect(mayKeepForReading(null)).toBe(true)
    expect(mayKeepForReading('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false)
    expect(mayKeepForReading('No-Store')).toBe(false)
    expect(mayKeepForReading('private')).toBe(false)
  })
})

describe('cache versions', () => {
  it('names every cache after the version, and finds the ones of other versions', () => {
    const names = Object.values(cacheNames('abc123'))
    expect(names).toEqual(['offline-reading-pages-abc123', 'offline-reading-assets-abc123', 'offline-reading-images-abc123'])
    for (const name of names) expect(isOutdatedCache(name, 'abc123')).toBe(false)
    for (const name of Object.values(cacheNames('0ld'))) expect(isOutdatedCache(name, 'abc123')).toBe(true)
  })

  it("leaves caches that are not the worker's alone (Serwist's precache has its own clean-up)", () => {
    expect(isOutdatedCache('serwist-precache-v2-https://www.northwind.example/blogs', 'abc123')).toBe(false)
    expect(isOutdatedCache('something-else', 'abc123')).toBe(false)
  })
})
