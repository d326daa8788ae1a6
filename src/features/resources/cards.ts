import 'server-only'
import { getTranslations } from 'next-intl/server'
import { editionPath, formatDate, type EditionCode } from '@/i18n/editions'
import type { CaseStudy, Event, Post, Video } from '@/payload-types'
import type { CardView } from './components/ResourceCard'
import type { ProductKey } from '@/lib/routes/products'
import { resourcePaths } from '@/lib/routes/resources'
import { mediaOf } from './view'

/** Cards of each kind of resource, for lists, related posts and search results. */

type Labels = Awaited<ReturnType<typeof getTranslations<'Resources'>>>

export function resourceLabels(edition: EditionCode): Promise<Labels> {
  return getTranslations({ locale: edition, namespace: 'Resources' })
}

function dateLine(edition: EditionCode, t: Labels, iso: string, minutes?: number | null, timeZone?: string) {
  const date = formatDate(edition, iso, timeZone)
  return minutes ? `${date} · ${t('list.readingTime', { minutes })}` : date
}

export function postCard(edition: EditionCode, t: Labels, post: Post): CardView {
  return {
    key: `post-${post.id}`,
    href: editionPath(edition, resourcePaths.post(post.kind, post.slug, post.product as ProductKey | null)),
    title: post.title,
    excerpt: post.excerpt,
    cover: mediaOf(post.cover),
    label: t(`kinds.${post.kind}`),
    meta: dateLine(edition, t, post.publishedAt, post.readingMinutes),
  }
}

export function eventCard(edition: EditionCode, t: Labels, event: Event): CardView {
  return {
    key: `event-${event.id}`,
    href: editionPath(edition, resourcePaths.event(event.kind, event.slug)),
    title: event.title,
    excerpt: event.excerpt,
    cover: mediaOf(event.cover),
    label: t(`kinds.${event.kind}`),
    meta: dateLine(edition, t, event.startsAt, null, event.startsAt_tz ?? undefined),
  }
}

export function videoCard(edition: EditionCode, t: Labels, video: Video): CardView {
  return {
    key: `video-${video.id}`,
    href: editionPath(edition, resourcePaths.video(video.slug)),
    title: video.title,
    excerpt: video.excerpt,
    cover: mediaOf(video.poster),
    label: `${t('kinds.video')} · ${t('video.duration', { minutes: Math.max(1, Math.round(video.durationSeconds / 60)) })}`,
    meta: formatDate(edition, video.publishedAt),
  }
}

export function caseStudyCard(edition: EditionCode, t: Labels, study: CaseStudy): CardView {
  return {
    key: `case-${study.id}`,
    href: editionPath(edition, resourcePaths.caseStudy(study.slug)),
    title: study.title,
    excerpt: study.excerpt,
    cover: mediaOf(study.cover),
    label: `${t('kinds.case-study')} · ${study.facts.industry}`,
    meta: dateLine(edition, t, study.publishedAt, study.readingMinutes),
  }
}
