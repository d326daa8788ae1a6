import 'server-only'
import type { EditionCode } from '@/i18n/editions'
import { getPayloadClient } from '@/lib/payload'
import type { Post } from '@/payload-types'
import type { ProductKey } from '@/lib/routes/products'
import { getPost, getSlugsByEdition, listLatestPosts } from './queries'
import { hasFinsight, hasSection, resourcePaths, type PostKind } from '@/lib/routes/resources'
import { populated } from './view'

export type LoadedPost = {
  post: Post
  path: string
  /** The post's path in every edition that publishes it (this one included). */
  alternatePaths: Partial<Record<EditionCode, string>>
  related: Post[]
  download: { key: string; title: string } | null
}

function carriesKind(edition: EditionCode, kind: PostKind, product: ProductKey | null): boolean {
  if (kind === 'finsight') return product !== null && hasFinsight(edition, product)
  return hasSection(edition, kind === 'blog' ? 'blogs' : 'news')
}

/** A published post of the edition with what its page shows around it; null when there is none at that address. */
export async function loadPost(edition: EditionCode, kind: PostKind, slug: string, product: ProductKey | null = null): Promise<LoadedPost | null> {
  if (!carriesKind(edition, kind, product)) return null
  const post = await getPost(edition, kind, slug, product ?? '')
  if (!post) return null
  const slugs = await getSlugsByEdition('posts', String(post.id))
  const alternatePaths: Partial<Record<EditionCode, string>> = {}
  for (const [code, itsSlug] of Object.entries(slugs) as [EditionCode, string][]) {
    if (carriesKind(code, kind, product)) alternatePaths[code] = resourcePaths.post(kind, itsSlug, product)
  }
  const chosen = (post.related ?? []).map((r) => populated<Post>(r)).filter((r): r is Post => r !== null && r.editions.includes(edition) && Boolean(r.slug))
  const related = chosen.length > 0 ? chosen : await listLatestPosts(edition, kind, String(post.id), product ?? '')
  return { post, path: resourcePaths.post(kind, post.slug, product), alternatePaths, related: related.slice(0, 3), download: await readDownload(post, edition) }
}

/** The key and title of the post's gated document (the documents themselves are readable by staff only). */
async function readDownload(post: Post, edition: EditionCode): Promise<LoadedPost['download']> {
  const id = typeof post.download === 'object' && post.download ? post.download.id : post.download
  if (!id) return null
  const payload = await getPayloadClient()
  const document = await payload.findByID({
    collection: 'documents',
    id,
    locale: edition,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { key: true, title: true },
  })
  return document ? { key: document.key, title: document.title } : null
}
