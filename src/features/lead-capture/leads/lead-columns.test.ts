import { describe, expect, it } from 'vitest'
import { toLeadColumns } from './lead-columns'
import type { LeadSubmission } from './types'

const now = new Date('2026-11-22T10:00:00Z')
const origin = { ipHash: 'abc', sourceUrl: 'https://example.test/contact-us', utm: { source: 'news', campaign: 'q4' }, userAgent: 'x'.repeat(600) }

describe('toLeadColumns', () => {
  it('maps a verified domestic lead onto the table’s columns', () => {
    const submission: LeadSubmission = {
      formType: 'DomesticForm',
      edition: 'en-in',
      completion: 'complete',
      name: 'Asha Rao',
      company: 'Rao Exports',
      phone: '+919812345678',
      email: 'asha@rao.example',
      businessType: 'export',
      amount: 250000,
      currency: 'USD',
      details: { turnover: '1-5 Cr' },
      verification: { requestId: 'req-1' },
      origin,
    }
    expect(toLeadColumns(submission, now)).toEqual({
      title: 'Asha Rao · Rao Exports',
      form_type: 'DomesticForm',
      edition: 'en-in',
      completion: 'complete',
      name: 'Asha Rao',
      company: 'Rao Exports',
      email: 'asha@rao.example',
      phone: '+919812345678',
      business_type: 'export',
      amount: 250000,
      currency: 'USD',
      details: '{"turnover":"1-5 Cr"}',
      phone_verified: true,
      otp_request_id: 'req-1',
      verified_at: now,
      source_url: 'https://example.test/contact-us',
      utm_source: 'news',
      utm_campaign: 'q4',
      ip_hash: 'abc',
      user_agent: 'x'.repeat(500),
      updated_at: now,
    })
  })

  it('leaves out what the submission does not carry, so an update keeps the stored values', () => {
    const columns = toLeadColumns(
      { formType: 'SupplierConnect', edition: 'en-us', completion: 'complete', email: 'a@b.example', origin: { ipHash: 'h' } } as LeadSubmission,
      now,
    )
    expect(columns).toEqual({
      title: 'a@b.example',
      form_type: 'SupplierConnect',
      edition: 'en-us',
      completion: 'complete',
      email: 'a@b.example',
      phone_verified: false,
      ip_hash: 'h',
      updated_at: now,
    })
  })
})
