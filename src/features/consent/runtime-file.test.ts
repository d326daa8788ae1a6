import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/i18n/editions'
import { consentRuntimeFileName, consentRuntimeSource, consentRuntimeUrl, editionOfRuntimeFile } from './runtime-file'

describe('consent runtime files', () => {
  it('gives each edition its own file, addressed with a hash of its content', () => {
    for (const edition of EDITION_CODES) expect(consentRuntimeUrl(edition)).toMatch(new RegExp(`^/consent/${edition}\\.js\\?v=[0-9a-f]{16}$`))
    expect(new Set(EDITION_CODES.map(consentRuntimeUrl)).size).toBe(EDITION_CODES.length)
  })

  it("carries the edition's texts, cookie notice link and policy", () => {
    const source = consentRuntimeSource('es-mx')
    expect(source).toContain('Solo necesarias')
    expect(source).toContain('/es-mx/privacy-policy#cookies')
    expect(source).toContain('"regime":"opt-in"')
    expect(consentRuntimeSource('en-us')).toContain('"regime":"opt-out"')
  })

  it('knows only the editions’ file names', () => {
    for (const edition of EDITION_CODES) expect(editionOfRuntimeFile(consentRuntimeFileName(edition))).toBe(edition)
    expect(editionOfRuntimeFile('fr-fr.js')).toBeNull()
    expect(editionOfRuntimeFile('en-in')).toBeNull()
  })
})
