import { describe, expect, it } from 'vitest'
import { mailboxOf } from './mailbox'

describe('mailboxOf', () => {
  it('reads an address without its case and its +tag', () => {
    expect(mailboxOf('Ana.Ruiz+promo@Textiles.EXAMPLE')).toBe('ana.ruiz@textiles.example')
    expect(mailboxOf('ana+1+2@x.example')).toBe('ana@x.example')
    expect(mailboxOf('ana@x.example')).toBe('ana@x.example')
  })
})
