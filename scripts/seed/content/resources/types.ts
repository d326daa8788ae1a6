/**
 * Shapes of the seeded resources (blogs, news, finsight, events, webinars, videos, case studies). Each item
 * has a stable `key` (the seed's identity for it, never shown) and its content per edition: an item exists in
 * the editions that have content for it. Mexican content is written in Spanish; the same English text may
 * serve India and the USA.
 */
import type { LeadFormChoice } from '../../../../src/blocks/LeadForm/forms'
import type { ProductKey } from '../../../../src/lib/routes/products'
import type { EditionCode } from '../../../../src/i18n/editions'
import type { LexicalRoot } from '../../rich-text'

/** The drawing on a generated cover illustration (an SVG the seed draws from the motif, the title and a palette). */
export type CoverMotif = 'ship' | 'container' | 'document' | 'globe' | 'chart' | 'factory' | 'handshake' | 'calendar' | 'coins' | 'truck' | 'shield' | 'plane'

export type CoverSeed = {
  motif: CoverMotif
  /** Alt text per edition that has the item: describes the illustration, e.g. "Illustration of a container ship beside an invoice". */
  alt: Partial<Record<EditionCode, string>>
}

/** Keys of the gated documents the seed generates (see scripts/seed/documents). */
export type DocumentKey =
  | 'export-customs-clearance-bundle'
  | 'proforma-invoice'
  | 'packing-list'
  | 'certificate-of-origin'
  | 'commercial-invoice'
  | 'letter-of-credit'
  | 'health-certificates'

type SeoSeed = { title: string; description: string }

export type CategorySeed = {
  key: string
  content: Partial<Record<EditionCode, { name: string; slug: string; description: string }>>
}

export type AuthorSeed = {
  key: string
  name: string
  role: Partial<Record<EditionCode, string>>
  bio?: Partial<Record<EditionCode, string>>
}

type PostContentSeed = {
  title: string
  /** Lower-case words joined by hyphens, unique within the edition and kind. */
  slug: string
  /** One or two sentences shown on cards and in feeds. */
  excerpt: string
  /** Built with doc(h2(...), p(...), ul([...]), ...) from scripts/seed/rich-text.ts. */
  body: LexicalRoot
  seo: SeoSeed
}

export type PostSeed = {
  key: string
  kind: 'blog' | 'news' | 'finsight'
  /** Required for finsight posts: the offer the post is about. Optional for others (drives the call to action). */
  product?: ProductKey
  /** Category keys (blog and news). */
  categories?: string[]
  author: string
  /** ISO date-time, e.g. '2026-03-14T09:00:00+05:30'. */
  publishedAt: string
  updatedAt?: string
  cover: CoverSeed
  /** The gated document the post offers through the blog download form. */
  download?: DocumentKey
  /** A tool the post is about (its call to action leads there instead of the lead form). */
  tool?: '/hsn-code' | '/hts-code' | '/interest-calculator' | '/shipment-calculator'
  /** Keys of related posts of the same kind. */
  related?: string[]
  content: Partial<Record<EditionCode, PostContentSeed>>
}

export type SpeakerSeed = { name: string; role: string; company: string }

type EventContentSeed = PostContentSeed & {
  speakers: SpeakerSeed[]
  /** For venue events: the venue's name and full address in the edition's language. */
  venue?: { name: string; address: string }
}

export type EventSeed = {
  key: string
  kind: 'event' | 'webinar'
  /** ISO date-times with the offset of `timeZone`, e.g. '2027-02-10T16:00:00+05:30'. */
  startsAt: string
  endsAt: string
  /** IANA time zone the event is held in, e.g. 'Asia/Kolkata', 'America/Mexico_City', 'America/Chicago'. */
  timeZone: string
  format: 'online' | 'venue'
  /** The lead form visitors register with (upcoming events); e.g. 'india-mexico-event', 'lead-magnet', 'mexico-short'. */
  registrationForm?: LeadFormChoice
  /** Key of the video holding the recording (past webinars and events). */
  recording?: string
  cover: CoverSeed
  content: Partial<Record<EditionCode, EventContentSeed>>
}

export type VideoSeed = {
  key: string
  provider: 'youtube' | 'vimeo'
  /** Placeholder provider ids: the operator replaces them with the company's own uploads. */
  providerId: string
  durationSeconds: number
  publishedAt: string
  poster: CoverSeed
  product?: ProductKey
  content: Partial<Record<EditionCode, { title: string; slug: string; summary: string; transcript: LexicalRoot; seo: SeoSeed }>>
}

export type CaseStudySeed = {
  key: string
  product: ProductKey
  /** ISO 3166-1 alpha-2 country of the client. */
  country: string
  amountFinanced: { amount: number; currency: 'INR' | 'USD' | 'MXN' }
  daysToFunds: number
  publishedAt: string
  cover: CoverSeed
  content: Partial<
    Record<
      EditionCode,
      PostContentSeed & {
        industry: string
        /** One sentence: what changed for the client, e.g. "Cut its cash cycle from 95 to 12 days". */
        outcome: string
        quote: { text: string; name: string; role: string }
      }
    >
  >
}
