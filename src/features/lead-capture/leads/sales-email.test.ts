import { describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { composeSalesEmail } from './sales-email'

const lead = {
  id: 42,
  formType: 'DomesticForm',
  edition: 'es-mx',
  name: 'Ana López',
  company: 'Textiles del Norte',
  email: 'ana@textiles.example',
  phone: '+525512345678',
  amount: 250000,
  currency: 'USD',
  website: '',
  details: { partnerType: 'consultant' },
  utm: { source: 'newsletter', medium: null },
  phoneVerified: true,
  submissions: 1,
} as unknown as Lead

describe('sales notification', () => {
  it('names the lead, its form and edition and lists the fields given', () => {
    const { subject, text } = composeSalesEmail(lead, 'https://site.example')
    expect(subject).toBe('New lead: Textiles del Norte — Domestic or export finance (Mexico)')
    expect(text).toContain('New lead from the Domestic or export finance form on the Mexico site.')
    expect(text).toContain('Phone: +525512345678')
    expect(text).toContain('Amount: 250000')
    expect(text).toContain('partnerType: consultant')
    expect(text).toContain('utm_source: newsletter')
    expect(text).not.toContain('Website:')
    expect(text).not.toContain('utm_medium')
    expect(text).toContain('https://site.example/admin/collections/leads/42')
  })

  it('marks repeat submissions', () => {
    expect(composeSalesEmail({ ...lead, submissions: 2 }, 'x').subject).toContain('(updated)')
  })

  it('shows short structured details as JSON and leaves long ones to the admin', () => {
    const text = composeSalesEmail(
      { ...lead, details: { route: { from: 'INNSA', to: 'USNYC' }, quote: { lines: Array.from({ length: 60 }, (_, i) => ({ line: i })) } } },
      'x',
    ).text
    expect(text).toContain('route: {"from":"INNSA","to":"USNYC"}')
    expect(text).toContain('quote: (see the lead in the admin)')
  })
})
