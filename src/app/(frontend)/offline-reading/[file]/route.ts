import { createTranslator } from 'next-intl'
import { renderOfflinePage } from '@/features/resources/offline-reading/offline-page'
import { BLOG_EDITIONS, offlinePageFile, WORKER_FILE } from '@/lib/routes/offline-reading'
import { buildWorker } from '@/features/resources/offline-reading/worker-build'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'

type Context = { params: Promise<{ file: string }> }

// Built once, by `next build`: the worker script and the offline page of each edition with a blog.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return [WORKER_FILE, ...BLOG_EDITIONS.map(offlinePageFile)].map((file) => ({ file }))
}

function offlinePage(edition: EditionCode): string {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'OfflineReading' })
  return renderOfflinePage(edition, { title: t('title'), description: t('description'), retry: t('retry'), blog: t('blog') })
}

/** GET /offline-reading/sw.js (the offline-reading service worker), /offline-reading/{edition}.html (its offline pages). */
export async function GET(_request: Request, { params }: Context) {
  const { file } = await params
  if (file === WORKER_FILE) {
    const script = await buildWorker(BLOG_EDITIONS.map(offlinePage))
    return new Response(script, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        // Browsers check for a new worker on every blog visit; no cache in between may hold an old one.
        'cache-control': 'no-cache',
        // The worker is registered with the blog of each edition as its scope (/blogs, /es-mx/blogs).
        'service-worker-allowed': '/',
      },
    })
  }
  const edition = BLOG_EDITIONS.find((e) => offlinePageFile(e) === file)
  if (!edition) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(offlinePage(edition), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } })
}
