import { createHmac, timingSafeEqual } from 'node:crypto'
import type { EditionCode } from '@/i18n/editions'

/**
 * Addresses of the social cards (Open Graph images): `/og/{edition}.png?title=…&s=…`. The title is signed, so
 * the site draws only the titles its own pages ask for: nobody can have it draw their text under the brand,
 * or make it render endless variants.
 */

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const
const MAX_TITLE_LENGTH = 110

/**
 * Characters the card's font (Geist, bundled with next/og) draws: Latin letters of Western and Central European
 * languages, dashes, quotes, bullets, €, ₹. For anything else the image library would fetch a fallback font or
 * emoji from the internet, so the card leaves it out (social-card.test.ts draws every kept character offline).
 */
const UNDRAWN =
  /[^\u0020-\u007e\u00a0-\u00ac\u00ae-\u0113\u0116-\u012b\u012e-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u014d\u0150-\u017e\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u20ac\u20b9]/gu

/** The title as the card draws it: only characters its font has (see UNDRAWN), long titles cut. */
export function cardTitle(title: string): string {
  const kept = title.normalize('NFC').replace(UNDRAWN, ' ').replace(/\s+/g, ' ').trim()
  return kept.length > MAX_TITLE_LENGTH ? `${kept.slice(0, MAX_TITLE_LENGTH - 1).trimEnd()}…` : kept
}

function signature(secret: string, edition: EditionCode, title: string): Buffer {
  const key = createHmac('sha256', secret).update('social-card').digest()
  return createHmac('sha256', key).update(`${edition}\n${title}`).digest().subarray(0, 16)
}

/** The site path of a page's card. */
export function socialCardPath(secret: string, edition: EditionCode, title: string): string {
  const text = cardTitle(title)
  const query = new URLSearchParams({ title: text, s: signature(secret, edition, text).toString('base64url') })
  return `/og/${edition}.png?${query}`
}

/** Whether a card address was made by this site (the signature matches its edition and title). */
export function isSignedCard(secret: string, edition: EditionCode, title: string, signed: string): boolean {
  const expected = signature(secret, edition, title)
  const given = Buffer.from(signed, 'base64url')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
