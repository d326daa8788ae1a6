/// <reference lib="webworker" />
/**
 * The offline-reading service worker, registered by blog pages with the edition's blog as its scope (/blogs,
 * /es-mx/blogs), so it never sees the admin, the APIs or other pages. Bundled by ./worker-build.ts and served
 * by app/(frontend)/offline-reading. It answers only what ./routes.ts matches; everything else (other paths,
 * non-GET requests, form posts, API calls) gets no `respondWith` and goes to the network untouched.
 *
 * It also shows push notifications (src/features/push-notifications): the push prompt registers it a second
 * time, with a scope no page lives under (PUSH_WORKER_SCOPE), and subscribes that registration, so that a
 * visitor of any page and edition can receive them.
 */
import {
  CacheExpiration,
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type SerwistPlugin,
} from 'serwist'
import {
  BLOG_EDITIONS,
  blogEditionOf,
  cacheNames,
  isBlogNavigation,
  isCoverImage,
  isOutdatedCache,
  isStaticAsset,
  mayKeepForReading,
  offlinePagePath,
  planSave,
} from '@/lib/routes/offline-reading'
import { listenForPushMessages } from '@/features/push-notifications/worker-events'

declare const self: ServiceWorkerGlobalScope
/** A hash of this bundle and the offline pages, written in by ./worker-build.ts. */
declare const OFFLINE_READING_VERSION: string

const VERSION = OFFLINE_READING_VERSION
const DAY = 24 * 60 * 60
const names = cacheNames(VERSION)
const origin = self.location.origin
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] })

/** A page the server no longer has (unpublished, moved) is dropped from the cache instead of shown offline. */
const forgetRemovedPages: SerwistPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) await (await caches.open(names.pages)).delete(request, { ignoreVary: true })
    return response
  },
}

/** A page its server says no cache may keep (a draft in draft mode) is shown, not saved. */
const keepOnlyWhatMayBeKept: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeepForReading(response.headers.get('cache-control')) ? response : null),
}

// Network first: readers get the current page; the saved copy only when the network fails.
const pages = new NetworkFirst({
  cacheName: names.pages,
  matchOptions: { ignoreVary: true },
  plugins: [okOnly(), keepOnlyWhatMayBeKept, forgetRemovedPages, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
})
// Hashed file names never change content.
const assets = new CacheFirst({
  cacheName: names.assets,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
})
const images = new StaleWhileRevalidate({
  cacheName: names.images,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
})

const serwist = new Serwist({
  precacheEntries: BLOG_EDITIONS.map((edition) => ({ url: offlinePagePath(edition), revision: VERSION })),
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request, url }) => isBlogNavigation(request, url, origin), handler: pages },
    { matcher: ({ request, url }) => isStaticAsset(request, url, origin), handler: assets },
    { matcher: ({ request, url }) => isCoverImage(request, url, origin), handler: images },
  ],
  // A blog page that is neither reachable nor saved: the edition's offline page.
  fallbacks: {
    entries: BLOG_EDITIONS.map((edition) => ({
      url: offlinePagePath(edition),
      matcher: ({ request }) => request.mode === 'navigate' && blogEditionOf(new URL(request.url).pathname) === edition,
    })),
  },
})

// A new version takes over at once (skipWaiting, clientsClaim) and deletes the caches of the versions before it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(
        keys
          .filter((name) => isOutdatedCache(name, VERSION))
          .map(async (name) => {
            await new CacheExpiration(name, { maxEntries: 1 }).delete()
            await caches.delete(name)
          }),
      ),
    ),
  )
})

// A blog page asks to be saved when it loaded before the worker controlled it (with the blog page it was opened
// from and the files it loaded), and asks for its images that have not loaded yet (lazy ones below the fold).
self.addEventListener('message', (event) => {
  const plan = planSave(event.data, origin)
  if (!plan) return
  const request = (url: string) => new Request(url, { credentials: 'same-origin' })
  const savePage = (url: string) => pages.handle({ request: request(url), event })
  const saveAsset = async (url: string) => {
    if (await caches.match(url, { ignoreVary: true })) return
    await (isStaticAsset({ method: 'GET', mode: 'no-cors' }, new URL(url), origin) ? assets : images).handle({ request: request(url), event })
  }
  const saved = [...plan.pages.map(savePage), ...plan.assets.map(saveAsset)]
  event.waitUntil(Promise.all(saved.map((p) => p.catch(() => undefined))))
})

listenForPushMessages(self)
serwist.addEventListeners()
