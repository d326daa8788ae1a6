import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEFAULT_DOWNLOAD_TTL_SECONDS, createDownloadUrl, isDocumentKey, verifyDownload } from './signed-link'

const secret = 'test-secret-of-at-least-16-chars'
const now = new Date('2026-03-01T10:00:00.000Z')

function parse(url: string) {
  const parsed = new URL(url, 'http://localhost')
  return {
    key: parsed.pathname.split('/').pop()!,
    expires: parsed.searchParams.get('expires'),
    signature: parsed.searchParams.get('signature'),
    path: parsed.pathname,
  }
}

function at(secondsLater: number) {
  return new Date(now.getTime() + secondsLater * 1000)
}

describe('createDownloadUrl', () => {
  it('points at the download route with an expiry ten minutes ahead and a signature', () => {
    const url = createDownloadUrl('proforma-invoice', { secret, now })
    const { path, expires, signature } = parse(url)
    expect(url.startsWith('/api/downloads/proforma-invoice?expires=')).toBe(true)
    expect(path).toBe('/api/downloads/proforma-invoice')
    expect(Number(expires)).toBe(now.getTime() / 1000 + DEFAULT_DOWNLOAD_TTL_SECONDS)
    expect(DEFAULT_DOWNLOAD_TTL_SECONDS).toBe(600)
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('signs "{key}\\n{expires}" with HMAC-SHA256 under a sub-key derived from the secret', () => {
    const { expires, signature } = parse(createDownloadUrl('packing-list', { secret, now, ttlSeconds: 60 }))
    const subKey = createHmac('sha256', secret).update('downloads').digest()
    expect(signature).toBe(createHmac('sha256', subKey).update(`packing-list\n${expires}`).digest('base64url'))
    expect(signature).not.toBe(createHmac('sha256', secret).update(`packing-list\n${expires}`).digest('base64url'))
  })

  it('accepts epoch milliseconds as the clock', () => {
    expect(createDownloadUrl('packing-list', { secret, now: now.getTime() })).toBe(createDownloadUrl('packing-list', { secret, now }))
  })

  it('refuses keys that are not document keys, an empty secret and a bad lifetime', () => {
    for (const key of ['', '../etc/passwd', 'Proforma', 'a b', 'x?y=1', '-lead', 'a'.repeat(81)]) {
      expect(() => createDownloadUrl(key, { secret, now })).toThrow()
    }
    expect(() => createDownloadUrl('packing-list', { secret: '', now })).toThrow()
    expect(() => createDownloadUrl('packing-list', { secret, now, ttlSeconds: 0 })).toThrow()
    expect(() => createDownloadUrl('packing-list', { secret, now, ttlSeconds: 1.5 })).toThrow()
  })
})

describe('verifyDownload', () => {
  const { key, expires, signature } = parse(createDownloadUrl('letter-of-credit', { secret, now }))

  it('accepts its own link until it expires', () => {
    expect(verifyDownload(key, expires, signature, { secret, now })).toBe('ok')
    expect(verifyDownload(key, expires, signature, { secret, now: at(599) })).toBe('ok')
    expect(verifyDownload(key, expires, signature, { secret, now: at(599.999).getTime() })).toBe('ok')
  })

  it('reports an expired link from the moment it expires', () => {
    expect(verifyDownload(key, expires, signature, { secret, now: at(600) })).toBe('expired')
    expect(verifyDownload(key, expires, signature, { secret, now: at(86_400) })).toBe('expired')
  })

  it('honours a custom lifetime', () => {
    const short = parse(createDownloadUrl('letter-of-credit', { secret, now, ttlSeconds: 30 }))
    expect(verifyDownload(short.key, short.expires, short.signature, { secret, now: at(29) })).toBe('ok')
    expect(verifyDownload(short.key, short.expires, short.signature, { secret, now: at(30) })).toBe('expired')
  })

  it('refuses a link for another document, a later expiry, another secret or a changed signature', () => {
    expect(verifyDownload('packing-list', expires, signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, String(Number(expires) + 3600), signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, expires, signature, { secret: 'another-secret-of-16-chars', now })).toBe('invalid')
    const flipped = (signature!.startsWith('A') ? 'B' : 'A') + signature!.slice(1)
    expect(verifyDownload(key, expires, flipped, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, expires, signature!.slice(1), { secret, now })).toBe('invalid')
    expect(verifyDownload(key, expires, `${signature}=`, { secret, now })).toBe('invalid')
  })

  it('says invalid, not expired, for a tampered link whose time is up', () => {
    const flipped = (signature!.startsWith('A') ? 'B' : 'A') + signature!.slice(1)
    expect(verifyDownload(key, expires, flipped, { secret, now: at(3600) })).toBe('invalid')
  })

  it('refuses missing or malformed parameters', () => {
    expect(verifyDownload(key, null, signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, expires, null, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, undefined, undefined, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, '', signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, `0${expires}`, signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, `${expires}.5`, signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, '-1', signature, { secret, now })).toBe('invalid')
    expect(verifyDownload('../letter-of-credit', expires, signature, { secret, now })).toBe('invalid')
    expect(verifyDownload(key, expires, signature, { secret: '', now })).toBe('invalid')
  })
})

describe('isDocumentKey', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(isDocumentKey('export-customs-clearance-bundle')).toBe(true)
    expect(isDocumentKey('form2')).toBe(true)
    for (const bad of ['', 'a--b', 'a-', 'A', 'a_b', 'a/b', 42, null]) expect(isDocumentKey(bad)).toBe(false)
  })
})
