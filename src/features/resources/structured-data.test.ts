import { describe, expect, it } from 'vitest'
import type { CaseStudy, Event, Media, Post, Video } from '@/payload-types'
import { caseStudyData, eventData, postData, videoData, videoListData } from './structured-data'

/** An upload as Payload reads it: a site-relative `url` (src/payload.config.ts sets no serverURL). */
const cover = { id: 1, url: '/api/media/file/cover.png', alt: 'Cover', width: 1200, height: 630, mimeType: 'image/png' } as Media
const published = '2026-01-15T10:00:00.000Z'

/** Every string in the data that names an uploaded file. */
function mediaAddresses(data: unknown): string[] {
  return [...JSON.stringify(data).matchAll(/"([^"]*\/api\/media\/file\/[^"]*)"/g)].map((m) => m[1]!)
}

describe('JSON-LD of resource pages', () => {
  const pages = {
    post: postData(
      'en-in',
      { kind: 'blog', title: 'Post', excerpt: 'About', cover, author: 1, publishedAt: published } as Post,
      'http://localhost:3000/blogs/post',
      'Northwind',
    ),
    event: eventData(
      'es-mx',
      { title: 'Event', excerpt: 'About', format: 'online', cover, startsAt: published, endsAt: published } as Event,
      { location: 'En línea', url: 'http://localhost:3000/es-mx/events/event' },
      'Northwind',
    ),
    video: videoData(
      'en-us',
      { title: 'Video', excerpt: 'About', poster: cover, publishedAt: published, durationSeconds: 95, provider: 'youtube', providerId: 'abc' } as Video,
      'Northwind',
    ),
    caseStudy: caseStudyData(
      'en-in',
      { title: 'Study', excerpt: 'About', cover, publishedAt: published } as CaseStudy,
      'http://localhost:3000/case-studies/study',
      'Northwind',
    ),
  }

  it('names covers and posters by their absolute address on SITE_URL: search engines read it apart from the page', () => {
    const expected = 'http://localhost:3000/api/media/file/cover.png'
    expect(pages.post).toMatchObject({ image: expected })
    expect(pages.event).toMatchObject({ image: expected })
    expect(pages.video).toMatchObject({ thumbnailUrl: expected })
    expect(pages.caseStudy).toMatchObject({ image: expected })
    for (const [page, data] of Object.entries(pages)) expect(mediaAddresses(data), page).toEqual([expected])
  })

  it('lists the videos of a list page in order, each a VideoObject with the address of its page', () => {
    const videos = ['one', 'two'].map(
      (slug) =>
        ({ slug, title: slug, excerpt: 'About', poster: cover, publishedAt: published, durationSeconds: 60, provider: 'vimeo', providerId: slug }) as Video,
    )
    const list = videoListData('es-mx', videos, (v) => `http://localhost:3000/es-mx/videos/${v.slug}`, 'Northwind')
    expect(list).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: { '@type': 'VideoObject', name: 'one', url: 'http://localhost:3000/es-mx/videos/one', duration: 'PT1M0S', inLanguage: 'es-MX' },
        },
        { '@type': 'ListItem', position: 2, item: { name: 'two', embedUrl: 'https://player.vimeo.com/video/two?autoplay=1&dnt=1' } },
      ],
    })
    expect(JSON.stringify(list.itemListElement)).not.toContain('@context')
  })

  it('leaves the image out while the upload is not read (an id, or no access)', () => {
    const post = postData(
      'en-in',
      { kind: 'news', title: 'Post', excerpt: 'About', cover: 1, author: 1, publishedAt: published } as Post,
      'http://localhost:3000/news/post',
      'Northwind',
    )
    expect(post).not.toHaveProperty('image')
    expect(post['@type']).toBe('NewsArticle')
  })
})
