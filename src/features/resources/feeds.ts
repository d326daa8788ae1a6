import 'server-only'
import { Feed } from 'feed'
import { env } from '@/env'
import { editionPath, getEdition, type EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import type { Author, Category } from '@/payload-types'
import { resourceLabels } from './cards'
import { feedPaths } from '@/lib/routes/resource-files'
import { listPosts } from './queries'
import { hasSection, postListPath, resourcePaths } from '@/lib/routes/resources'
import { absoluteUrl, mediaOf, populated } from './view'

export type FeedFormat = 'rss' | 'atom'

/** The edition's RSS 2.0 or Atom feed of its newest blog posts or news, or null where it has no such section. */
export async function buildFeed(edition: EditionCode, kind: 'blog' | 'news', format: FeedFormat): Promise<string | null> {
  if (!hasSection(edition, kind === 'blog' ? 'blogs' : 'news')) return null
  const [t, settings, latest] = await Promise.all([resourceLabels(edition), getSiteSettings(edition), listPosts(edition, kind, '1', '')])
  const url = (path: string) => absoluteUrl(editionPath(edition, path), env.SITE_URL)
  const posts = latest.docs
  const paths = feedPaths(edition, kind)
  const feed = new Feed({
    id: url(postListPath(kind)),
    link: url(postListPath(kind)),
    title: `${t(kind === 'blog' ? 'sections.blogs' : 'sections.news')} | ${settings.brandName}`,
    description: t(kind === 'blog' ? 'intros.blogs' : 'intros.news'),
    language: getEdition(edition).htmlLang,
    updated: posts[0] ? new Date(posts[0].publishedAt) : new Date(0),
    generator: settings.brandName,
    copyright: `© ${settings.brandName}`,
    feedLinks: { rss: absoluteUrl(paths.rss, env.SITE_URL), atom: absoluteUrl(paths.atom, env.SITE_URL) },
  })
  for (const post of posts) {
    const link = url(resourcePaths.post(post.kind, post.slug))
    const author = populated<Author>(post.author)
    const cover = mediaOf(post.cover)
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.excerpt,
      date: new Date(post.revisedAt ?? post.publishedAt),
      published: new Date(post.publishedAt),
      author: author ? [{ name: author.name }] : undefined,
      category: (post.categories ?? []).flatMap((c) => {
        const category = populated<Category>(c)
        return category ? [{ name: category.name, term: category.slug }] : []
      }),
      image: cover ? { url: absoluteUrl(cover.url, env.SITE_URL), type: cover.mimeType ?? undefined } : undefined,
    })
  }
  return format === 'rss' ? feed.rss2() : feed.atom1()
}
