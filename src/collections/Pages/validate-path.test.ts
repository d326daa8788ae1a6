import { describe, expect, it } from 'vitest'
import { validatePagePath } from './validate-path'

describe('validatePagePath', () => {
  it.each(['/', '/contact-us', '/export-factoring/termsheet', '/leadgen/export-financing-solution'])('accepts %s', (path) => {
    expect(validatePagePath(path)).toBe(true)
  })

  it.each([
    ['', 'required'],
    ['contact-us', 'lower-case'],
    ['/Contact', 'lower-case'],
    ['/a/', 'lower-case'],
    ['/a//b', 'lower-case'],
    ['/es-mx/x', 'edition prefix'],
    ['/en-us', 'edition prefix'],
    ['/admin', 'reserved'],
    ['/api/x', 'reserved'],
  ])('rejects %j', (path, message) => {
    expect(validatePagePath(path)).toContain(message)
  })
})
