import type { Payload } from 'payload'
import { EDITIONS, type EditionCode } from '../../src/i18n/editions'
import { SKIP_REVALIDATE } from '../../src/lib/revalidate'
import { AUTHORS, CASE_STUDY_SEEDS, CATEGORIES, EVENT_SEEDS, POSTS, VIDEO_SEEDS } from './content/resources'
import type { CoverSeed, DocumentKey } from './content/resources/types'
import { drawCover, drawInitials, type CoverPalette } from './covers'

/**
 * Seeds the resources: authors, categories, videos, posts, events and case studies with their drawn covers.
 * An item already there (found by its slug in its first edition, drafts included) is left as it is.
 */

const context = { [SKIP_REVALIDATE]: true }
type Count = (created: boolean) => void
type Ids = Map<string, number>

type Localized<T> = Partial<Record<EditionCode, T>>

/** The editions of an item in the order of EDITIONS, each with its content. */
function editionsOf<T>(content: Localized<T>): [EditionCode, T][] {
  return EDITIONS.flatMap((e) => (content[e.code] ? [[e.code, content[e.code] as T] as [EditionCode, T]] : []))
}

async function uploadSvg(payload: Payload, name: string, svg: string, alt: Localized<string>): Promise<number> {
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: name } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return existing.docs[0].id as number
  const entries = editionsOf(alt)
  const [[firstLocale, firstAlt], ...rest] = entries.length
    ? (entries as [[EditionCode, string], ...[EditionCode, string][]])
    : [['en-in' as EditionCode, name] as [EditionCode, string]]
  const data = Buffer.from(svg)
  const doc = await payload.create({
    collection: 'media',
    locale: firstLocale,
    data: { alt: firstAlt },
    file: { data, mimetype: 'image/svg+xml', name, size: data.length },
    context,
  })
  for (const [locale, text] of rest) await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: text }, context })
  return doc.id as number
}

function uploadCover(payload: Payload, key: string, cover: CoverSeed, palette: CoverPalette) {
  return uploadSvg(payload, `cover-${key}.svg`, drawCover(cover.motif, palette, key), cover.alt)
}

type Collection = 'posts' | 'events' | 'videos' | 'case-studies' | 'categories'

/** Creates a localized item unless it exists: the shared fields with its first edition's content, then each further edition's. */
async function createOnce(
  payload: Payload,
  collection: Collection,
  content: Localized<Record<string, unknown> & { slug: string }>,
  shared: Record<string, unknown>,
  scope: Record<string, unknown> = {},
): Promise<{ id: number; created: boolean }> {
  const [[firstLocale, first], ...rest] = editionsOf(content) as [
    [EditionCode, Record<string, unknown> & { slug: string }],
    ...[EditionCode, Record<string, unknown>][],
  ]
  const where = { and: [{ slug: { equals: first.slug } }, ...Object.entries(scope).map(([field, value]) => ({ [field]: { equals: value } }))] }
  const existing = await payload.find({ collection, locale: firstLocale, where, limit: 1, depth: 0, draft: true })
  if (existing.docs[0]) return { id: existing.docs[0].id as number, created: false }
  const status = collection === 'categories' ? {} : { _status: 'published' }
  const editions = editionsOf(content).map(([code]) => code)
  const doc = await payload.create({ collection, locale: firstLocale, data: { ...shared, ...scope, ...first, ...status, editions } as never, context })
  for (const [locale, data] of rest) await payload.update({ collection, id: doc.id, locale, data: { ...data, ...status } as never, context })
  return { id: doc.id as number, created: true }
}

export async function seedResources(payload: Payload, documents: Record<DocumentKey, number>, count: Count): Promise<void> {
  const authors: Ids = new Map()
  for (const author of AUTHORS) {
    const existing = await payload.find({ collection: 'authors', where: { name: { equals: author.name } }, limit: 1, depth: 0 })
    if (existing.docs[0]) {
      authors.set(author.key, existing.docs[0].id as number)
      count(false)
      continue
    }
    const alt = Object.fromEntries(EDITIONS.map((e) => [e.code, e.code === 'es-mx' ? `Iniciales de ${author.name}` : `Initials of ${author.name}`]))
    const photo = await uploadSvg(payload, `author-${author.key}.svg`, drawInitials(author.name), alt)
    const [[firstLocale, firstRole], ...rest] = editionsOf(author.role)
    const doc = await payload.create({ collection: 'authors', locale: firstLocale, data: { name: author.name, role: firstRole, photo }, context })
    for (const [locale, role] of rest) await payload.update({ collection: 'authors', id: doc.id, locale, data: { role }, context })
    authors.set(author.key, doc.id as number)
    count(true)
  }

  const categories: Ids = new Map()
  for (const category of CATEGORIES) {
    const { id, created } = await createOnce(payload, 'categories', category.content, {})
    categories.set(category.key, id)
    count(created)
  }

  const videos: Ids = new Map()
  for (const video of VIDEO_SEEDS) {
    const content = Object.fromEntries(
      editionsOf(video.content).map(([code, c]) => [code, { title: c.title, slug: c.slug, excerpt: c.summary, transcript: c.transcript, seo: c.seo }]),
    )
    const poster = await uploadCover(payload, video.key, video.poster, 'video')
    const shared = {
      provider: video.provider,
      providerId: video.providerId,
      durationSeconds: video.durationSeconds,
      publishedAt: video.publishedAt,
      product: video.product,
      poster,
    }
    const { id, created } = await createOnce(payload, 'videos', content, shared)
    videos.set(video.key, id)
    count(created)
  }

  const posts: Ids = new Map()
  const fresh: { id: number; locale: EditionCode; related: string[] }[] = []
  for (const post of POSTS) {
    const cover = await uploadCover(payload, post.key, post.cover, post.kind)
    const shared = {
      author: authors.get(post.author),
      product: post.product,
      categories: (post.categories ?? []).map((key) => categories.get(key)),
      publishedAt: post.publishedAt,
      revisedAt: post.updatedAt,
      cover,
      download: post.download ? documents[post.download] : undefined,
      tool: post.tool,
    }
    const { id, created } = await createOnce(payload, 'posts', post.content, shared, { kind: post.kind })
    posts.set(post.key, id)
    if (created && post.related?.length) fresh.push({ id, locale: editionsOf(post.content)[0][0], related: post.related })
    count(created)
  }
  // Related posts point at posts seeded after them too, so they are linked once all exist.
  for (const { id, locale, related } of fresh) {
    const ids = related.map((key) => posts.get(key)).filter((value): value is number => value !== undefined)
    await payload.update({ collection: 'posts', id, locale, data: { related: ids, _status: 'published' }, context })
  }

  for (const event of EVENT_SEEDS) {
    const cover = await uploadCover(payload, event.key, event.cover, event.kind)
    const content = Object.fromEntries(editionsOf(event.content).map(([code, c]) => [code, { ...c, venue: c.venue ?? undefined }]))
    const shared = {
      kind: event.kind,
      startsAt: event.startsAt,
      startsAt_tz: event.timeZone,
      endsAt: event.endsAt,
      endsAt_tz: event.timeZone,
      format: event.format,
      registrationForm: event.registrationForm,
      recording: event.recording ? videos.get(event.recording) : undefined,
      cover,
    }
    count((await createOnce(payload, 'events', content, shared, { kind: event.kind })).created)
  }

  for (const study of CASE_STUDY_SEEDS) {
    const cover = await uploadCover(payload, study.key, study.cover, 'case-study')
    const content = Object.fromEntries(
      editionsOf(study.content).map(([code, c]) => [
        code,
        {
          title: c.title,
          slug: c.slug,
          excerpt: c.excerpt,
          story: c.body,
          seo: c.seo,
          facts: {
            industry: c.industry,
            outcome: c.outcome,
            country: study.country,
            product: study.product,
            amountFinanced: study.amountFinanced.amount,
            currency: study.amountFinanced.currency,
            daysToFunds: study.daysToFunds,
          },
          quote: c.quote,
        },
      ]),
    )
    count((await createOnce(payload, 'case-studies', content, { publishedAt: study.publishedAt, cover })).created)
  }
}
