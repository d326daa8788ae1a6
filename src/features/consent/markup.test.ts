import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/i18n/messages'
import { consentMarkup } from './markup'

describe('consent markup', () => {
  const strings = { ...MESSAGES['es-mx'].Consent, bannerText: 'Cookies <b>"& más"</b>' }
  const { banner, dialog } = consentMarkup(strings, '/es-mx/privacy-policy#cookies')

  it('escapes the texts', () => {
    expect(banner).toContain('Cookies &lt;b&gt;&quot;&amp; más&quot;&lt;/b&gt;')
    expect(banner).not.toContain('<b>')
  })

  it('names the banner, links the cookie notice and offers the three answers', () => {
    expect(banner).toMatch(/^<section data-consent-banner="" aria-label="Consentimiento de cookies"/)
    expect(banner).toContain(`<a href="/es-mx/privacy-policy#cookies" class="underline">${strings.notice}</a>`)
    expect([...banner.matchAll(/data-consent-action="(\w+)"/g)].map((m) => m[1])).toEqual(['reject', 'accept', 'preferences'])
  })

  it('builds a dialog with necessary fixed on and one box per optional category, masked for replay', () => {
    expect(dialog).toMatch(/^<dialog data-consent-dialog="" aria-labelledby="consent-title"/)
    expect(dialog).toContain('<form data-consent-form="" data-clarity-mask="true" data-hj-suppress=""')
    expect([...dialog.matchAll(/<input type="checkbox" ([^>]*)>/g)].map((m) => m[1]!.split(' aria-')[0])).toEqual([
      'checked disabled',
      'name="analytics"',
      'name="marketing"',
      'name="replay"',
    ])
    expect(dialog).toContain(`<h2 id="consent-title" class="text-lg font-bold text-brand-900">${strings.dialogTitle}</h2>`)
  })
})
