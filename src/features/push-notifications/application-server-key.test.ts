import { describe, expect, it } from 'vitest'
import { base64UrlBytes, isMadeWithKey } from './application-server-key'

// Two VAPID public keys (npx web-push generate-vapid-keys): uncompressed P-256 points, 65 bytes.
const OLD_KEY = 'BHHdz153Gz-C5YbYu8OLULdXaAj8eV9aORMyJiVrtJ2sfsGzZMZEuXfaM1tESzeuj-aXDUirbbEvCftwgN1UMkA'
const NEW_KEY = 'BBcC0ypISjaDlJV86rpBVLO1-MpmXvbNuKUPY6e2q3gYVm1uFmWIR0WUWO6Y8zDcppquHEDwWF5FxLNumoLtBu8'

const keyOf = (publicKey: string): ArrayBuffer => base64UrlBytes(publicKey).buffer

describe('VAPID key of a push subscription', () => {
  it('decodes a URL-safe key without padding to its 65 bytes', () => {
    const bytes = base64UrlBytes(OLD_KEY)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(0x04)
  })

  it('matches a subscription made with the current key', () => {
    expect(isMadeWithKey(keyOf(NEW_KEY), NEW_KEY)).toBe(true)
  })

  it('tells a subscription made with the old key after a rotation', () => {
    expect(isMadeWithKey(keyOf(OLD_KEY), NEW_KEY)).toBe(false)
  })

  it('tells keys that differ in length or in one byte', () => {
    expect(isMadeWithKey(keyOf(NEW_KEY).slice(0, 64), NEW_KEY)).toBe(false)
    const changed = base64UrlBytes(NEW_KEY)
    changed[64] = changed[64]! ^ 1
    expect(isMadeWithKey(changed.buffer, NEW_KEY)).toBe(false)
  })

  it('keeps a subscription whose browser does not report its key', () => {
    expect(isMadeWithKey(null, NEW_KEY)).toBe(true)
  })
})
