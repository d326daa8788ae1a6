import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Short-lived download links: `/api/downloads/{key}?expires={unix seconds}&signature={base64url}` where the
 * signature is HMAC-SHA256 over "{key}\n{expires}" with a sub-key derived from the server secret
 * (HMAC(secret, "downloads")), so a link cannot be reused for another document or a later time. Pure: the
 * secret and the clock are arguments.
 */

export const DEFAULT_DOWNLOAD_TTL_SECONDS = 600

export type DownloadVerdict = 'ok' | 'expired' | 'invalid'

type Clock = Date | number

const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
const EXPIRES_PATTERN = /^[1-9]\d{0,11}$/

/** A document key as the `documents` collection stores them: lower-case words joined by hyphens. */
export function isDocumentKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 80 && KEY_PATTERN.test(value)
}

function millis(now: Clock): number {
  return typeof now === 'number' ? now : now.getTime()
}

function sign(key: string, expires: string, secret: string): string {
  const subKey = createHmac('sha256', secret).update('downloads').digest()
  return createHmac('sha256', subKey).update(`${key}\n${expires}`).digest('base64url')
}

/** A link to the document `key`, valid for `ttlSeconds` (10 minutes by default) from `now`. */
export function createDownloadUrl(key: string, options: { secret: string; now: Clock; ttlSeconds?: number }): string {
  const { secret, now, ttlSeconds = DEFAULT_DOWNLOAD_TTL_SECONDS } = options
  if (!isDocumentKey(key)) throw new Error(`Not a document key: ${JSON.stringify(key)}`)
  if (!secret) throw new Error('A secret is required to sign download links.')
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0) throw new Error('ttlSeconds must be a positive whole number.')
  const expires = String(Math.floor(millis(now) / 1000) + ttlSeconds)
  const query = new URLSearchParams({ expires, signature: sign(key, expires, secret) })
  return `/api/downloads/${key}?${query.toString()}`
}

/**
 * 'ok' for a link this server signed that has not expired, 'expired' for one it signed whose time is up,
 * 'invalid' for anything else. The signature is checked first (in constant time), so an altered expiry
 * is 'invalid', never 'expired'.
 */
export function verifyDownload(
  key: string,
  expires: string | null | undefined,
  signature: string | null | undefined,
  options: { secret: string; now: Clock },
): DownloadVerdict {
  if (!isDocumentKey(key) || !expires || !EXPIRES_PATTERN.test(expires) || !signature || !options.secret) return 'invalid'
  const expected = Buffer.from(sign(key, expires, options.secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  return millis(options.now) < Number(expires) * 1000 ? 'ok' : 'expired'
}
