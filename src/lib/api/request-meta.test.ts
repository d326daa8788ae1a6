import { describe, expect, it } from 'vitest'
import { clientIp, clientNetwork, editionFromAcceptLanguage, editionFromUrl, hashIp, requestEdition } from './request-meta'

describe('clientIp', () => {
  const headers = (xff: string) => new Headers({ 'x-forwarded-for': xff })

  it('takes the address the web process worked out (scripts/lib/client-address.ts), or unknown', () => {
    expect(clientIp(headers('203.0.113.7'))).toBe('203.0.113.7')
    expect(clientIp(headers(' 2001:db8::1 '))).toBe('2001:db8::1')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})

describe('clientNetwork', () => {
  const network = (xff: string) => clientNetwork(new Headers({ 'x-forwarded-for': xff }))

  it('counts an IPv4 client by its address, and an IPv6 one by its /64, whatever it picked for the rest', () => {
    expect(network('203.0.113.7')).toBe('203.0.113.7')
    expect(network('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(network('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(network('2001:db8:1:2:abcd:ef01:2345:6789')).toBe('2001:db8:1:2::/64')
    expect(network('2001:DB8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(network('2001:db8::1')).toBe('2001:db8::/64')
    expect(clientNetwork(new Headers())).toBe('unknown')
  })
})

describe('hashIp', () => {
  it('is stable, keyed and does not contain the address', () => {
    expect(hashIp('203.0.113.7')).toBe(hashIp('203.0.113.7'))
    expect(hashIp('203.0.113.7')).not.toBe(hashIp('203.0.113.8'))
    expect(hashIp('203.0.113.7')).not.toContain('203')
  })
})

describe('edition of a request', () => {
  it('matches the page language exactly, then by language, then defaults to India', () => {
    expect(editionFromAcceptLanguage('es-MX')).toBe('es-mx')
    expect(editionFromAcceptLanguage('en-US,en;q=0.9')).toBe('en-us')
    expect(editionFromAcceptLanguage('es-AR,es;q=0.8')).toBe('es-mx')
    expect(editionFromAcceptLanguage('de-DE')).toBe('en-in')
    expect(editionFromAcceptLanguage(null)).toBe('en-in')
  })

  it("takes a call's ?edition= when it names one, else its Accept-Language", () => {
    const call = (query: string, language = 'en-US') => new Request(`https://site.example/api/x${query}`, { headers: { 'accept-language': language } })
    expect(requestEdition(call('?edition=es-mx'))).toBe('es-mx')
    expect(requestEdition(call('?edition=fr-fr'))).toBe('en-us')
    expect(requestEdition(call(''))).toBe('en-us')
  })

  it('reads the edition prefix of a page address', () => {
    expect(editionFromUrl('https://site.example/es-mx/contact-us')).toBe('es-mx')
    expect(editionFromUrl('https://site.example/en-us')).toBe('en-us')
    expect(editionFromUrl('https://site.example/export-factoring')).toBe('en-in')
  })
})
