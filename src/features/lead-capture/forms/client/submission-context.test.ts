import { describe, expect, it } from 'vitest'
import { submissionContextSchema } from '../context'
import { buildSubmissionContext } from './submission-context'

describe('submission context', () => {
  it('describes where the visitor was, how they arrived and when they started', () => {
    const context = buildSubmissionContext({
      href: 'https://example.com/export-factoring?utm_source=google',
      referrer: 'https://www.google.com/',
      utm: { source: 'google' },
      startedAt: 1_700_000_000_000,
      honeypot: '',
    })
    expect(context).toEqual({
      sourceUrl: 'https://example.com/export-factoring?utm_source=google',
      referrer: 'https://www.google.com/',
      utm: { source: 'google' },
      startedAt: 1_700_000_000_000,
    })
    expect(submissionContextSchema.safeParse(context).success).toBe(true)
  })

  it('leaves out an empty referrer and sends a filled honeypot as is', () => {
    const context = buildSubmissionContext({ href: 'http://localhost:3000/', referrer: '', utm: undefined, startedAt: 1, honeypot: 'x' })
    expect(context.referrer).toBeUndefined()
    expect(context.referralCode).toBe('x')
  })

  it('shortens an over-long address to what the server accepts', () => {
    const context = buildSubmissionContext({ href: `http://localhost:3000/?q=${'a'.repeat(3000)}`, referrer: '', utm: undefined, startedAt: 1, honeypot: '' })
    expect(submissionContextSchema.safeParse(context).success).toBe(true)
  })
})
