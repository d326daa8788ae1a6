import { describe, expect, it } from 'vitest'
import { toBusinessLoanLinks } from './business-loan-links'

const entry = (url: string | null, title?: string | null) => ({ url, data: { bannerData: { title } } })

describe('toBusinessLoanLinks', () => {
  it('links entries as {site}/{url}, a path on the site the visitor is on', () => {
    expect(toBusinessLoanLinks([entry('business-loans/msme', 'MSME loan')])).toEqual([{ href: '/business-loans/msme', title: 'MSME loan' }])
  })

  it('keeps the first of entries that share a url', () => {
    const links = toBusinessLoanLinks([entry('business-loans/a', 'First'), entry('business-loans/a', 'Second')])
    expect(links).toEqual([{ href: '/business-loans/a', title: 'First' }])
  })

  it('drops urls without business-loans and entries without a banner title', () => {
    const links = toBusinessLoanLinks([
      entry('personal-loans/x', 'Personal'),
      entry('business-loans/no-title', null),
      entry('business-loans/blank', '   '),
      { url: 'business-loans/no-data', data: null },
      { url: 'business-loans/no-banner', data: { bannerData: null } },
      entry(null, 'No url'),
      entry('business-loans/ok', 'OK'),
    ])
    expect(links).toEqual([{ href: '/business-loans/ok', title: 'OK' }])
  })

  it('keeps a url that starts with slashes a path on the site, never another host', () => {
    expect(toBusinessLoanLinks([entry('/business-loans/b', 'B'), entry('//other.example/business-loans/c', 'C')]).map((link) => link.href)).toEqual([
      '/business-loans/b',
      '/other.example/business-loans/c',
    ])
  })
})
