import { describe, expect, it, vi } from 'vitest'
import type { Media, Post } from '@/payload-types'

/** An upload as Payload reads it: a site-relative `url` (src/payload.config.ts sets no serverURL). */
const cover = { id: 1, url: '/api/media/file/cover.png', alt: 'Cover', width: 1200, height: 630, mimeType: 'image/png' } as Media
const post = {
  id: 1,
  kind: 'blog',
  slug: 'a-post',
  title: 'A post',
  excerpt: 'About it',
  cover,
  author: 1,
  categories: [],
  publishedAt: '2026-01-15T10:00:00.000Z',
} as unknown as Post

// The feed is server-only and reads the CMS; both are replaced here.
vi.mock('server-only', () => ({}))
vi.mock('@/lib/queries/site', () => ({ getSiteSettings: async () => ({ brandName: 'Northwind' }) }))
vi.mock('./cards', () => ({ resourceLabels: async () => (key: string) => key }))
vi.mock('./queries', () => ({ listPosts: async () => ({ docs: [post], page: 1, totalPages: 1, totalDocs: 1 }) }))

const { buildFeed } = await import('./feeds')

/** Every address in the feed that names an uploaded file. */
function mediaAddresses(xml: string): string[] {
  return [...xml.matchAll(/(?:url|href)="([^"]*\/api\/media\/file\/[^"]*)"/g)].map((m) => m[1]!)
}

describe('buildFeed', () => {
  it('gives each post’s cover by its absolute address on SITE_URL, in RSS and in Atom: feed readers fetch it from elsewhere', async () => {
    for (const format of ['rss', 'atom'] as const) {
      const xml = (await buildFeed('en-in', 'blog', format))!
      expect(mediaAddresses(xml), format).toEqual(['http://localhost:3000/api/media/file/cover.png'])
    }
  })
})
