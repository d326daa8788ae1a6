import { describe, expect, it } from 'vitest'
import { OTP_SENDS_PER_ADDRESS, sendOtpFrom, sendOtpsPastTheLimit } from '../setup/lead-capture'
import { baseUrl } from '../setup/system'

describe('the client address behind the per-address limits (TRUSTED_PROXIES=127.0.0.1 on the test server)', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: a spoofed header is no fresh bucket', async () => {
    const statuses = await sendOtpsPastTheLimit(baseUrl(), '127.0.0.2', (i) => `203.0.113.${i + 1}`)
    expect(
      statuses.slice(0, OTP_SENDS_PER_ADDRESS).every((status) => status === 200),
      statuses.join(' '),
    ).toBe(true)
    expect(statuses[OTP_SENDS_PER_ADDRESS]).toBe(429)
  })

  it('gives another visitor its own bucket', async () => {
    expect(await sendOtpFrom(baseUrl(), '127.0.0.3', '203.0.113.1')).toBe(200)
  })

  it('counts an IPv6 visitor by its /64: a fresh address in the same network is no fresh bucket', async () => {
    // Relayed by the trusted proxy (127.0.0.1), each send from another address of one subscriber's /64.
    const statuses = await sendOtpsPastTheLimit(baseUrl(), '127.0.0.1', (i) => `2001:db8:64:1:${(i + 1).toString(16)}::${i + 7}`)
    expect(
      statuses.slice(0, OTP_SENDS_PER_ADDRESS).every((status) => status === 200),
      statuses.join(' '),
    ).toBe(true)
    expect(statuses[OTP_SENDS_PER_ADDRESS]).toBe(429)
    expect(await sendOtpFrom(baseUrl(), '127.0.0.1', '2001:db8:64:2::1')).toBe(200)
  })
})
