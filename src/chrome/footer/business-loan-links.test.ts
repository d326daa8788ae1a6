import { describe, expect, it } from 'vitest'
import { toBusinessLoanLinks } from './business-loan-links'

const entry = (url: string | null, title?: string | null) => ({ url, data: { bannerData: { title } } })

describe('toBusinessLoanLinks', () => {
  it('links entries as {site}/{url}', () => {
    expect(toBusinessLoanLinks([entry('business-loans/msme', 'MSME loan')], 'https://example.com/')).toEqual([
      { href: 'https://example.com/business-loans/msme', title: 'MSME loan' },
    ])
  })

  it('keeps the first of entries that share a url', () => {
    const links = toBusinessLoanLinks([entry('business-loans/a', 'First'), entry('business-loans/a', 'Second')], 'https://s')
    expect(links).toEqual([{ href: 'https://s/business-loans/a', title: 'First' }])
  })

  it('drops urls without business-loans and entries without a banner title', () => {
    const links = toBusinessLoanLinks(
      [
        entry('personal-loans/x', 'Personal'),
        entry('business-loans/no-title', null),
        entry('business-loans/blank', '   '),
        { url: 'business-loans/no-data', data: null },
        { url: 'business-loans/no-banner', data: { bannerData: null } },
        entry(null, 'No url'),
        entry('business-loans/ok', 'OK'),
      ],
      'https://s',
    )
    expect(links).toEqual([{ href: 'https://s/business-loans/ok', title: 'OK' }])
  })

  it('does not double the slash when the url starts with one', () => {
    expect(toBusinessLoanLinks([entry('/business-loans/b', 'B')], 'https://s')[0]?.href).toBe('https://s/business-loans/b')
  })
})
