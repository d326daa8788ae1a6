import { describe, expect, it } from 'vitest'
import { ANALYTICS_EVENT_FIELDS, analyticsEvent, type AnalyticsEventFields } from './analytics'

// Words in a field name that would mean personal data or free text; a phone *prefix* is allowed.
const PERSONAL_WORDS = ['phone', 'email', 'mail', 'name', 'company', 'website', 'address', 'query', 'term', 'text', 'ip', 'user', 'request', 'otp']
const personalWords = (field: string) => {
  const words = field
    .replace(/([A-Z])/g, '_$1')
    .toLowerCase()
    .split('_')
  return words.filter((word, i) => PERSONAL_WORDS.includes(word) && !(word === 'phone' && words[i + 1] === 'prefix'))
}

describe('analytics event catalogue', () => {
  it('has no field that could carry personal data', () => {
    const fields = new Set(Object.values(ANALYTICS_EVENT_FIELDS).flat())
    for (const field of fields) expect(personalWords(field), field).toEqual([])
    expect(personalWords('phoneNumber')).toEqual(['phone'])
  })

  it('names the edition in every event', () => {
    for (const [event, fields] of Object.entries(ANALYTICS_EVENT_FIELDS)) expect(fields, event).toContain('edition')
  })

  it('keeps the spec conversion event and its field names', () => {
    expect(ANALYTICS_EVENT_FIELDS.DomesticFormconversion).toEqual(['formType', 'edition', 'phonePrefix'])
  })

  it('pushes only the catalogue fields, dropping anything else the caller passed', () => {
    const fields = { edition: 'en-in', form_type: 'DomesticForm', phone_prefix: '+91', phone: '9876543210', email: 'a@b.example' }
    expect(analyticsEvent('lead_form_submit', fields as AnalyticsEventFields<'lead_form_submit'>)).toEqual({
      event: 'lead_form_submit',
      edition: 'en-in',
      form_type: 'DomesticForm',
      phone_prefix: '+91',
    })
  })
})
