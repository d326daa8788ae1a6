import { editionPath, type EditionCode } from '@/i18n/editions'
import { postListPath, RESOURCE_SECTIONS } from './resources'

/**
 * What the offline-reading service worker (./sw.ts) handles; everything else it leaves to the browser.
 * Pure functions, shared by the worker, its route (app/(frontend)/offline-reading) and the blog pages.
 */

/** Where the worker and its offline pages are served (a path with a dot: the locale routing leaves it alone). */
const WORKER_BASE = '/offline-reading'
export const WORKER_FILE = 'sw.js'
export const WORKER_PATH = `${WORKER_BASE}/${WORKER_FILE}`
/**
 * The scope of the worker's registration for push notifications: no page lives under it, so that registration
 * controls no page and only receives pushes (the blog registrations keep their own scopes).
 */
export const PUSH_WORKER_SCOPE = `${WORKER_BASE}/push/`

/** Prefix of every cache the worker creates; the worker's version ends each name. */
const CACHE_PREFIX = 'offline-reading'

/** The message a page that loaded before the worker controlled it sends, so that it is saved too. */
export const SAVE_PAGE_MESSAGE = 'offline-reading:save-page'

/** The editions with a blog, each with the blog's address (and the worker's scope) in it. */
export const BLOG_EDITIONS: readonly EditionCode[] = RESOURCE_SECTIONS.blogs

export function blogScope(edition: EditionCode): string {
  return editionPath(edition, postListPath('blog'))
}

export function offlinePageFile(edition: EditionCode): string {
  return `${edition}.html`
}

export function offlinePagePath(edition: EditionCode): string {
  return `${WORKER_BASE}/${offlinePageFile(edition)}`
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*'
const BLOG_PAGE = new RegExp(`^(?:/category/[1-9]\\d{0,9}/${SLUG}|/${SLUG})?$`)

/** The edition whose blog list, category list or post lives at `pathname`, or null for any other path. */
export function blogEditionOf(pathname: string): EditionCode | null {
  for (const edition of BLOG_EDITIONS) {
    const scope = blogScope(edition)
    if (pathname.startsWith(scope) && BLOG_PAGE.test(pathname.slice(scope.length))) return edition
  }
  return null
}

/** A blog page of this site (the list, a category list, a post; any query string, e.g. ?page=2). */
function isBlogPage(url: URL, origin: string): boolean {
  return url.origin === origin && blogEditionOf(url.pathname) !== null
}

type RequestLike = Pick<Request, 'method' | 'mode'>

/**
 * A visitor opening a blog page in a tab: saved as they read it, served from the cache only without a network.
 * Not in a frame: the admin's live preview shows drafts in one.
 */
export function isBlogNavigation(request: RequestLike & Pick<Request, 'destination'>, url: URL, origin: string): boolean {
  return request.method === 'GET' && request.mode === 'navigate' && request.destination === 'document' && isBlogPage(url, origin)
}

/** Next's hashed build files (scripts, styles, fonts): immutable, so served from the cache once there. */
export function isStaticAsset(request: RequestLike, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && url.pathname.startsWith('/_next/static/')
}

const MEDIA_FILES = '/api/media/file/'

/** A cover image: an uploaded media file, as it is or through Next's image optimizer. No other /api path. */
export function isCoverImage(request: RequestLike, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin) return false
  if (url.pathname.startsWith(MEDIA_FILES)) return true
  if (url.pathname !== '/_next/image') return false
  const source = url.searchParams.get('url')
  if (!source) return false
  try {
    const target = new URL(source, origin)
    return target.origin === origin && target.pathname.startsWith(MEDIA_FILES)
  } catch {
    return false
  }
}

export type SaveRequest = { pages: string[]; assets: string[] }

/**
 * The addresses worth saving from a page's save message (its own address, the blog page it was opened from and
 * the files it loaded), keeping only what the worker would have cached itself had it controlled the page.
 */
export function planSave(message: unknown, origin: string): SaveRequest | null {
  if (typeof message !== 'object' || message === null) return null
  const { type, pages, assets } = message as Record<string, unknown>
  if (type !== SAVE_PAGE_MESSAGE) return null
  const get = { method: 'GET', mode: 'no-cors' } as const
  const urls = (list: unknown) =>
    (Array.isArray(list) ? list : []).flatMap((value) => {
      if (typeof value !== 'string') return []
      try {
        return [new URL(value, origin)]
      } catch {
        return []
      }
    })
  const unique = (list: URL[]) => [...new Set(list.map((u) => u.href))]
  return {
    pages: unique(urls(pages).filter((u) => isBlogPage(u, origin))),
    assets: unique(urls(assets).filter((u) => isStaticAsset(get, u, origin) || isCoverImage(get, u, origin))),
  }
}

/**
 * Whether a page's answer may be saved for offline reading: not when its server says no cache may keep it
 * (`no-store` or `private`), as a draft shown to signed-in staff in draft mode says. Saved, it was shown offline
 * to whoever used the browser next, after the editor had signed out.
 */
export function mayKeepForReading(cacheControl: string | null): boolean {
  return !/(^|,)\s*(no-store|private)\s*(,|$)/i.test(cacheControl ?? '')
}

/** A cache made by another version of the worker (deleted when this version takes over). */
export function isOutdatedCache(name: string, version: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${version}`)
}

export function cacheNames(version: string) {
  return {
    pages: `${CACHE_PREFIX}-pages-${version}`,
    assets: `${CACHE_PREFIX}-assets-${version}`,
    images: `${CACHE_PREFIX}-images-${version}`,
  }
}

/** What a blog page of an edition passes to its registering island (resources/components/OfflineReading.client). */
export function offlineReadingProps(edition: EditionCode) {
  return { worker: WORKER_PATH, scope: blogScope(edition), saveMessage: SAVE_PAGE_MESSAGE }
}
