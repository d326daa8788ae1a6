import { describe, expect, it } from 'vitest'
import { defaultBusinessTypeFor, isPopupHiddenOn } from './lead-paths'

const HIDDEN = ['/thankyou-response', '/privacy-policy', '/terms-and-conditions', '/leadgen', '/contact-us']

describe('lead paths', () => {
  it('hides the popups on the listed paths and below them', () => {
    expect(isPopupHiddenOn('/thankyou-response', HIDDEN)).toBe(true)
    expect(isPopupHiddenOn('/leadgen/export-financing-solution', HIDDEN)).toBe(true)
    expect(isPopupHiddenOn('/contact-us/', HIDDEN)).toBe(true)
    expect(isPopupHiddenOn('/', HIDDEN)).toBe(false)
    expect(isPopupHiddenOn('/export-factoring', HIDDEN)).toBe(false)
    expect(isPopupHiddenOn('/leadgeneration', HIDDEN)).toBe(false)
    expect(isPopupHiddenOn('/anything', [])).toBe(false)
  })

  it('defaults the wizard to export on the import-factoring page only', () => {
    expect(defaultBusinessTypeFor('/import-factoring')).toBe('export')
    expect(defaultBusinessTypeFor('/')).toBe('domestic')
    expect(defaultBusinessTypeFor('/export-factoring')).toBe('domestic')
  })
})
