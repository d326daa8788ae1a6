import { describe, expect, it } from 'vitest'
import { malformedPath } from './malformed-path'

describe('malformedPath', () => {
  it('finds broken percent-encoding, before any control character', () => {
    for (const path of ['/es-mx/%E0%A4%A', '/%', '/%zz', '/a/%C0%AF', '/%ED%A0%80', '/%00/%E0']) expect(malformedPath(path), path).toBe('undecodable')
  })

  it('finds encoded control characters', () => {
    for (const path of ['/%00', '/contact-us%00', '/hsn-code/%0A', '/%7F']) expect(malformedPath(path), path).toBe('control-character')
  })

  it('accepts ordinary and well-encoded paths', () => {
    for (const path of ['/', '/es-mx/contact-us', '/caf%C3%A9', '/a%20b', '/hsn-code/0306.17.20', '/a%2Fb', `/${'a'.repeat(3000)}`]) {
      expect(malformedPath(path), path).toBeNull()
    }
  })
})
