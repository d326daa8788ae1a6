import { describe, expect, it } from 'vitest'
import type { StorageLike } from './browser-storage'
import { rememberCampaignQuery } from './campaign-query'
import { firstTouchUtm, readUtm } from './utm'

function memoryStorage(): StorageLike {
  const map = new Map<string, string>()
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

describe('UTM capture', () => {
  it('reads the utm parameters of a query string', () => {
    expect(readUtm('?utm_source=google&utm_medium=cpc&utm_campaign=export+2026&utm_term=&x=1')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'export 2026',
    })
    expect(readUtm('?page=2')).toBeUndefined()
    expect(readUtm(`?utm_content=${'a'.repeat(300)}`)?.content).toHaveLength(200)
  })

  it('keeps the first campaign of the session across later pages', () => {
    const storage = memoryStorage()
    rememberCampaignQuery(storage, '?page=1')
    rememberCampaignQuery(storage, '?utm_source=newsletter&email=ana%40example.com&utm_medium=email')
    expect(storage.getItem('nw:first-touch-query')).toBe('?utm_source=newsletter&utm_medium=email')
    rememberCampaignQuery(storage, '?utm_source=google')
    expect(firstTouchUtm(storage, '')).toEqual({ source: 'newsletter', medium: 'email' })
    expect(firstTouchUtm(storage, '?utm_source=ads')).toEqual({ source: 'newsletter', medium: 'email' })
  })

  it('takes the current page when nothing was remembered, and works without storage', () => {
    const storage = memoryStorage()
    expect(firstTouchUtm(storage, '')).toBeUndefined()
    expect(firstTouchUtm(storage, '?utm_campaign=spring')).toEqual({ campaign: 'spring' })
    expect(firstTouchUtm(storage, '')).toEqual({ campaign: 'spring' })
    expect(firstTouchUtm(undefined, '?utm_medium=email')).toEqual({ medium: 'email' })
  })
})
