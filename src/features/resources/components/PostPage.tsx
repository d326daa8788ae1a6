import type { PageFrame } from '@/lib/page-frame'
import { JsonLd } from '@/components/ui/JsonLd'
import { Container } from '@/components/ui/Container'
import { env } from '@/env'
import { offlineReadingProps } from '@/lib/routes/offline-reading'
import { editionPath, formatDate, type EditionCode } from '@/i18n/editions'
import { headingsOf, type LexicalDocument } from '@/lib/rich-text/outline'
import { getSiteSettings } from '@/lib/queries/site'
import type { Crumb } from '@/lib/structured-data'
import type { Author, Category, Post } from '@/payload-types'
import { postCard, resourceLabels } from '../cards'
import type { LoadedPost } from '../post-loader'
import type { ProductKey } from '@/lib/routes/products'
import { resourcePaths } from '@/lib/routes/resources'
import { postData } from '../structured-data'
import { absoluteUrl, mediaOf, populated } from '../view'
import { ArticleBody } from './ArticleBody'
import { Breadcrumbs } from './Breadcrumbs'
import { CoverImage } from './CoverImage'
import { OfflineReading } from './OfflineReading.client'
import { PostCallToAction } from './PostCallToAction'
import { CardGrid } from './ResourceCard'
import { ShareLinks } from './ShareLinks'
import { TableOfContents } from './TableOfContents'

type Props = { edition: EditionCode; loaded: LoadedPost; sectionCrumb: Crumb; Frame: PageFrame }

/** A blog post, news item or finsight post: title, author, dates, contents, body, sharing, call to action, related posts. */
export async function PostPage({ edition, loaded, sectionCrumb, Frame }: Props) {
  const { post, path, alternatePaths, related, download } = loaded
  const [t, settings] = await Promise.all([resourceLabels(edition), getSiteSettings(edition)])
  const author = populated<Author>(post.author)
  const categories = (post.categories ?? []).map((c) => populated<Category>(c)).filter((c): c is Category => c !== null)
  const headings = headingsOf(post.body as LexicalDocument)
  const url = absoluteUrl(editionPath(edition, path), env.SITE_URL)
  const cover = mediaOf(post.cover)
  return (
    <Frame edition={edition} path={path} availableIn={Object.keys(alternatePaths) as EditionCode[]} alternatePaths={alternatePaths}>
      <JsonLd data={postData(edition, post, url, settings.brandName)} />
      {post.kind === 'blog' && <OfflineReading {...offlineReadingProps(edition)} />}
      <Container className="py-10 sm:py-14">
        <Breadcrumbs edition={edition} crumbs={[{ name: t('post.home'), path: '/' }, sectionCrumb, { name: post.title, path }]} label={t('post.breadcrumb')} />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <article className="min-w-0">
            <header>
              {categories.length > 0 && post.kind !== 'finsight' && (
                <ul className="flex flex-wrap gap-2">
                  {categories.map((c) => (
                    <li key={c.id}>
                      <a
                        href={editionPath(edition, resourcePaths.category(post.kind as 'blog' | 'news', c.id, c.slug))}
                        className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold text-brand-800 hover:underline"
                      >
                        {c.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{post.title}</h1>
              <p className="mt-4 text-lg text-muted">{post.excerpt}</p>
              <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
                {author && (
                  <div>
                    <dt className="sr-only">{t('post.by', { name: '' })}</dt>
                    <dd>
                      {t('post.by', { name: author.name })}
                      {author.role && <span className="text-slate-600">, {author.role}</span>}
                    </dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt>{t('post.published')}:</dt>
                  <dd>
                    <time dateTime={post.publishedAt}>{formatDate(edition, post.publishedAt)}</time>
                  </dd>
                </div>
                {post.revisedAt && (
                  <div className="flex gap-1">
                    <dt>{t('post.updated')}:</dt>
                    <dd>
                      <time dateTime={post.revisedAt}>{formatDate(edition, post.revisedAt)}</time>
                    </dd>
                  </div>
                )}
                {post.readingMinutes && (
                  <div>
                    <dt className="sr-only">{t('list.readingTime', { minutes: '' })}</dt>
                    <dd>{t('list.readingTime', { minutes: post.readingMinutes })}</dd>
                  </div>
                )}
              </dl>
            </header>
            <CoverImage media={cover} sizes="(min-width: 1024px) 760px, 100vw" priority className="mt-8" />
            <div className="mt-8 lg:hidden">
              <TableOfContents headings={headings} label={t('post.contents')} />
            </div>
            <div className="mt-8">
              <ArticleBody data={post.body} />
            </div>
            <div className="mt-10">
              <PostCallToAction edition={edition} path={path} download={download} tool={post.tool} product={post.product as ProductKey | null} />
            </div>
          </article>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <div className="hidden lg:block">
              <TableOfContents headings={headings} label={t('post.contents')} />
            </div>
            <ShareLinks
              url={url}
              title={post.title}
              labels={{ heading: t('post.share'), shareOn: (network) => t('post.shareOn', { network }), email: t('post.shareByEmail') }}
            />
          </aside>
        </div>
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-16">
            <h2 id="related-heading" className="text-2xl font-bold text-brand-900">
              {t('post.related')}
            </h2>
            <div className="mt-6">
              <CardGrid cards={related.map((p: Post) => postCard(edition, t, p))} headingLevel={3} />
            </div>
          </section>
        )}
      </Container>
    </Frame>
  )
}
