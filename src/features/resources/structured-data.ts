import type { Article, BlogPosting, Event as EventData, ItemList, NewsArticle, VideoObject, WithContext } from 'schema-dts'
import { env } from '@/env'
import type { EditionCode } from '@/i18n/editions'
import { languageOf, organizationMention } from '@/lib/structured-data'
import type { Author, CaseStudy, Event, Post, Video } from '@/payload-types'
import type { CalendarEvent } from './calendar'
import { videoEmbedUrl } from './video-embed'
import { absoluteUrl, mediaOf, populated } from './view'

/**
 * The JSON-LD of the resource pages. Search engines read it apart from the page, so an uploaded file's
 * `url` (site-relative) is made absolute on SITE_URL here.
 */

const imageUrl = (value: unknown) => {
  const media = mediaOf(value)
  return media ? absoluteUrl(media.url, env.SITE_URL) : undefined
}

/** A post's author or an event's speaker. */
const person = (who: { name: string; role?: string | null }) => ({ '@type': 'Person' as const, name: who.name, ...(who.role && { jobTitle: who.role }) })

/** `url`: the post's absolute address. */
export function postData(edition: EditionCode, post: Post, url: string, brandName: string): WithContext<BlogPosting | NewsArticle> {
  const author = populated<Author>(post.author)
  const image = imageUrl(post.cover)
  return {
    '@context': 'https://schema.org',
    '@type': post.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.revisedAt ?? post.publishedAt,
    inLanguage: languageOf(edition),
    mainEntityOfPage: url,
    publisher: organizationMention(edition, brandName),
    url,
    ...(image && { image }),
    ...(author && { author: person(author) }),
    ...(post.readingMinutes && { timeRequired: `PT${post.readingMinutes}M` }),
  }
}

/** `entry`: the event's calendar entry, which says where it takes place. */
export function eventData(edition: EditionCode, event: Event, entry: Pick<CalendarEvent, 'location' | 'url'>, brandName: string): WithContext<EventData> {
  const image = imageUrl(event.cover)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.excerpt,
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.format === 'venue' ? 'https://schema.org/OfflineEventAttendanceMode' : 'https://schema.org/OnlineEventAttendanceMode',
    location:
      event.format === 'venue'
        ? { '@type': 'Place', name: event.venue?.name ?? entry.location, address: event.venue?.address ?? entry.location }
        : { '@type': 'VirtualLocation', url: entry.url },
    inLanguage: languageOf(edition),
    organizer: organizationMention(edition, brandName),
    ...(image && { image }),
    ...(event.speakers?.length && { performer: event.speakers.map(person) }),
  }
}

export function videoData(edition: EditionCode, video: Video, brandName: string): WithContext<VideoObject> {
  return { '@context': 'https://schema.org', ...videoObject(edition, video, brandName) }
}

function videoObject(edition: EditionCode, video: Video, brandName: string): VideoObject {
  const thumbnailUrl = imageUrl(video.poster)
  return {
    '@type': 'VideoObject',
    name: video.title,
    description: video.excerpt,
    uploadDate: video.publishedAt,
    duration: `PT${Math.floor(video.durationSeconds / 60)}M${video.durationSeconds % 60}S`,
    embedUrl: videoEmbedUrl(video.provider, video.providerId),
    inLanguage: languageOf(edition),
    publisher: organizationMention(edition, brandName),
    ...(thumbnailUrl && { thumbnailUrl }),
  }
}

/** A list page's videos, in the order shown, each with the address of its page (`urlOf`, absolute). */
export function videoListData(edition: EditionCode, videos: readonly Video[], urlOf: (video: Video) => string, brandName: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: videos.map((video, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { ...videoObject(edition, video, brandName), url: urlOf(video) },
    })),
  }
}

/** `url`: the case study's absolute address. */
export function caseStudyData(edition: EditionCode, study: CaseStudy, url: string, brandName: string): WithContext<Article> {
  const image = imageUrl(study.cover)
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: study.excerpt,
    datePublished: study.publishedAt,
    inLanguage: languageOf(edition),
    publisher: organizationMention(edition, brandName),
    url,
    ...(image && { image }),
  }
}
