import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies } from './client-address'

describe('clientAddress', () => {
  const none = parseTrustedProxies(undefined)
  const local = parseTrustedProxies('127.0.0.1, 10.0.0.0/8 fd00::/8')

  it('takes the socket peer and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1')
  })

  it('ignores the header when the peer is not a trusted proxy, even with proxies configured', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', local)).toBe('203.0.113.7')
  })

  it('reads the header from the right, past every trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.1', local)).toBe('198.51.100.1')
    expect(clientAddress('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', local)).toBe('198.51.100.1')
    expect(clientAddress('10.0.0.5', ['6.6.6.6', '2001:db8::1, fd00::2'], local)).toBe('2001:db8::1')
  })

  it('takes the leftmost hop when every hop is trusted, and the proxy itself without a header', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.9, 127.0.0.1', local)).toBe('10.0.0.9')
    expect(clientAddress('127.0.0.1', undefined, local)).toBe('127.0.0.1')
  })

  it('stops at an entry that is not an address', () => {
    expect(clientAddress('127.0.0.1', 'anything, 10.0.0.9', local)).toBe('10.0.0.9')
    expect(clientAddress('127.0.0.1', '198.51.100.1, <script>', local)).toBe('127.0.0.1')
  })
})

describe('parseTrustedProxies', () => {
  it('accepts addresses and ranges of both families', () => {
    const trusted = parseTrustedProxies('192.168.0.0/16,::1 2001:db8::/32')
    expect(trusted.check('192.168.40.1', 'ipv4')).toBe(true)
    expect(trusted.check('192.169.0.1', 'ipv4')).toBe(false)
    expect(trusted.check('::1', 'ipv6')).toBe(true)
    expect(trusted.check('2001:db8:1::1', 'ipv6')).toBe(true)
  })

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1', '::1/129', '300.1.1.1'])('refuses %s', (entry) => {
    expect(() => parseTrustedProxies(entry)).toThrow(`"${entry}"`)
  })
})
