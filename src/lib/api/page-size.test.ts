import { describe, expect, it } from 'vitest'
import { asksPastPublicPageSize, isServablePage, PUBLIC_MAX_PAGE_SIZE } from './page-size'

const limits = (...values: unknown[]) => asksPastPublicPageSize({ limits: values, paginations: [] })
const paginations = (...values: unknown[]) => asksPastPublicPageSize({ limits: [], paginations: values })

describe('asksPastPublicPageSize', () => {
  it('refuses "all" (a limit of 0 or below, pagination off) and any limit past the ceiling, as Payload reads them', () => {
    for (const limit of ['0', 0, '0.0', '-1', -1, '-5', '-0', '-Infinity', '101', 101, '1e3', '0x100', 'Infinity', String(PUBLIC_MAX_PAGE_SIZE + 0.5)])
      expect(limits(limit), String(limit)).toBe(true)
    expect(paginations('false')).toBe(true)
    expect(paginations(false)).toBe(true)
    expect(limits('5', '0')).toBe(true)
  })

  it('lets through pages up to the ceiling and what Payload does not read as a number or as false', () => {
    for (const limit of ['1', '100', 100, '', ' ', undefined, null, 'abc']) expect(limits(limit), String(limit)).toBe(false)
    for (const pagination of ['true', true, 'no', '0', undefined]) expect(paginations(pagination), String(pagination)).toBe(false)
  })
})

describe('isServablePage', () => {
  it('serves no page, 0 (the first) and any whole page number', () => {
    for (const page of [undefined, null, '', '0', 0, '1', 1, '2', '007', '1e3', 12345]) expect(isServablePage(page), String(page)).toBe(true)
  })

  it('refuses a negative page, a fraction, a number past exact integers, blanks and text', () => {
    for (const page of ['-1', -1, '-5', '1.5', 1.5, '1e300', 'Infinity', ' ', 'abc', '2abc', Number.MAX_SAFE_INTEGER + 1])
      expect(isServablePage(page), String(page)).toBe(false)
  })
})
