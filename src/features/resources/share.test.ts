import { describe, expect, it } from 'vitest'
import { emailShareLink, shareLinks } from './share'

describe('share links', () => {
  it('encodes the address and title into each network’s share page', () => {
    const links = shareLinks('https://example.com/blogs/a b?x=1&y=2', 'LCs & you')
    expect(links.map((l) => l.network)).toEqual(['LinkedIn', 'X', 'Facebook', 'WhatsApp'])
    expect(links[0].href).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.com%2Fblogs%2Fa%20b%3Fx%3D1%26y%3D2')
    expect(links[1].href).toContain('&text=LCs%20%26%20you')
    expect(emailShareLink('https://e.com/p', 'Hi & bye')).toBe('mailto:?subject=Hi%20%26%20bye&body=https%3A%2F%2Fe.com%2Fp')
  })
})
