import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { isStaffUser } from '@/access/roles'
import { isPreviewCollection, type PreviewCollection } from '@/features/resources/preview'
import type { ProductKey } from '@/lib/routes/products'
import { resourcePaths, type EventKind, type PostKind } from '@/lib/routes/resources'
import { editionPath, isEditionCode } from '@/i18n/editions'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

type Draft = { kind?: string; slug?: string | null; product?: string | null }

function pathOf(collection: PreviewCollection, doc: Draft): string | null {
  if (!doc.slug) return null
  if (collection === 'posts')
    return doc.kind === 'finsight' && !doc.product ? null : resourcePaths.post(doc.kind as PostKind, doc.slug, doc.product as ProductKey | null)
  if (collection === 'events') return resourcePaths.event(doc.kind as EventKind, doc.slug)
  if (collection === 'videos') return resourcePaths.video(doc.slug)
  return resourcePaths.caseStudy(doc.slug)
}

/**
 * GET /api/preview?collection=&id=&locale=: the admin's live preview. For a signed-in staff member, switches on
 * Next's draft mode (pages then read the latest drafts, uncached) and opens the item's page in the edition.
 */
async function handleGet(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) return new Response('Sign in to the admin to preview drafts.', { status: 401 })
  const params = new URL(request.url).searchParams
  const collection = params.get('collection')
  const id = params.get('id') ?? ''
  const locale = params.get('locale')
  if (!isPreviewCollection(collection) || !/^[1-9]\d{0,9}$/.test(id) || !isEditionCode(locale)) return new Response('Unknown item to preview.', { status: 400 })
  const doc = (await payload.findByID({ collection, id: Number(id), locale, draft: true, depth: 0, overrideAccess: true, disableErrors: true })) as Draft | null
  const path = doc && pathOf(collection, doc)
  if (!path) return new Response('Give the item a slug (and a finsight post its offer) in this edition to preview it.', { status: 404 })
  ;(await draftMode()).enable()
  redirect(editionPath(locale, path))
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
