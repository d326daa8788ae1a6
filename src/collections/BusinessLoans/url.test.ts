import { describe, expect, it } from 'vitest'
import { businessLoanUrl } from './url'

const SITE = 'https://www.northwind.example'

describe('businessLoanUrl', () => {
  it('keeps the path as the spec stores it, without its leading slash', () => {
    expect(businessLoanUrl('business-loans/msme-loan', SITE)).toBe('business-loans/msme-loan')
    expect(businessLoanUrl(' /business-loans/msme-loan ', SITE)).toBe('business-loans/msme-loan')
  })

  it('takes the page’s full address on the site, as an editor may paste it', () => {
    expect(businessLoanUrl('https://www.northwind.example/business-loans/msme-loan?ref=footer', SITE)).toBe('business-loans/msme-loan?ref=footer')
  })

  it('refuses another host, a protocol-relative address, other schemes and an empty path', () => {
    for (const value of [
      'https://other.example/business-loans/x',
      '//other.example/business-loans/x',
      'javascript:alert(1)',
      'mailto:a@b.c',
      '',
      '/',
      'business loans/x',
    ]) {
      expect(businessLoanUrl(value, SITE), value).toBeNull()
    }
  })
})
