import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/i18n/editions'
import { consentRuntimeFile, consentRuntimePath, findConsentRuntimeFile } from './runtime-file'

describe('consent runtime files', () => {
  it('names each edition its own file by a hash of its content', () => {
    const names = EDITION_CODES.map((edition) => consentRuntimeFile(edition).name)
    for (const [i, edition] of EDITION_CODES.entries()) expect(names[i]).toMatch(new RegExp(`^${edition}\\.[0-9a-f]{16}\\.js$`))
    expect(new Set(names).size).toBe(EDITION_CODES.length)
    expect(consentRuntimePath('es-mx')).toBe(`/consent/${names[EDITION_CODES.indexOf('es-mx')]}`)
  })

  it("carries the edition's texts, cookie notice link and policy", () => {
    const { source } = consentRuntimeFile('es-mx')
    expect(source).toContain('Solo necesarias')
    expect(source).toContain('/es-mx/privacy-policy#cookies')
    expect(source).toContain('"regime":"opt-in"')
    expect(consentRuntimeFile('en-us').source).toContain('"regime":"opt-out"')
  })

  it('finds a file only by its current name', () => {
    const file = consentRuntimeFile('en-in')
    expect(findConsentRuntimeFile(file.name)).toBe(file)
    expect(findConsentRuntimeFile(file.name.replace(/\.[0-9a-f]{16}\./, '.0000000000000000.'))).toBeNull()
    expect(findConsentRuntimeFile('en-in.js')).toBeNull()
  })
})
