import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ContainerSpec } from '@/features/calculators/shipping/types'
import { FCL_QUOTE } from '../../../../../tests/support/quote-fixtures'
import { readCalculatorInput } from '../url-state'
import { CalculatorForm } from './CalculatorForm'
import { QuoteView } from './QuoteView'

/** The server-rendered markup of the calculator's pieces: what a visitor without script and a screen reader get. */

const CONTAINERS = [
  { type: '20GP', description: "20' general purpose" },
  { type: '40GP', description: "40' general purpose" },
] as ContainerSpec[]

function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)
}

function form(query: string, extra: Partial<Parameters<typeof CalculatorForm>[0]> = {}) {
  const input = readCalculatorInput(new URLSearchParams(query))
  return renderToStaticMarkup(
    createElement(CalculatorForm, {
      edition: 'en-in',
      action: '/shipment-calculator',
      resultAnchor: 'result',
      input,
      rows: 3,
      errors: {},
      resolution: {},
      containers: CONTAINERS,
      ...extra,
    }),
  )
}

describe('the calculator form', () => {
  it('is a GET form whose fields are the URL’s parameters, each with a label', () => {
    const html = form('mode=lcl&from=INNSA&to=Nhava+Sheva&p1n=4&p1l=120&p1w=80&p1h=100&p1kg=350&value=50000&inc=FOB')
    const tag = html.slice(0, html.indexOf('>'))
    expect(tag).toContain('method="get"')
    expect(tag).toContain('action="/shipment-calculator#result"')
    for (const name of ['from', 'to', 'mode', 'ct', 'cn', 'cw', 'p1n', 'p1l', 'p1w', 'p1h', 'p1kg', 'p3kg', 'hs', 'value', 'inc'])
      expect(html).toContain(`name="${name}"`)
    expect(html).not.toContain('name="p4n"')
    for (const id of ids(html).filter((id) => /^calc-(from|to|ct|cn|cw|p\d+\w+|hs|value|inc)$/.test(id))) expect(html).toContain(`for="${id}"`)
    expect(new Set(ids(html)).size).toBe(ids(html).length)
    expect(html).toContain('value="INNSA"')
    expect(html).toMatch(/id="calc-mode-lcl"[^>]*checked/)
    expect(html).toContain('<legend class="text-sm font-semibold text-muted">Package row 1</legend>')
    const addRow = html.match(/<button[^>]*name="rows"[^>]*>/)![0]
    expect(addRow).toContain('value="4"')
    expect(addRow.toLowerCase()).toContain('formaction="/shipment-calculator#calc-packages"')
  })

  it('lists what to correct, links each problem to its field and marks the field', () => {
    const html = form('mode=lcl&from=INNSA&to=USNYC&p1l=abc', {
      errors: { p1l: 'Please enter a number, for example 120 or 12.5.', to: 'Please choose one of the ports below.' },
    })
    expect(html).toContain('Please correct 2 fields to get an estimate:')
    expect(html).toContain('href="#calc-p1l"')
    expect(html).toMatch(
      /id="calc-p1l"[^>]*aria-invalid="true"[^>]*aria-describedby="calc-p1l-error"|aria-invalid="true"[^>]*aria-describedby="calc-p1l-error"[^>]*id="calc-p1l"|id="calc-p1l"[^>]*aria-invalid="true"/,
    )
    expect(html).toContain('id="calc-p1l-error"')
    expect(html).toContain('id="result"')
  })

  it('offers the ports a name fits as links that complete the estimate', () => {
    const santos = (locode: string, countryName: string) => ({ locode, name: 'Santos', country: locode.slice(0, 2), countryName, lat: null, lon: null })
    const html = form('mode=fcl&from=Santos&to=USNYC&ct=40GP', {
      resolution: { from: { kind: 'ambiguous', choices: [santos('BRSSZ', 'Brazil'), santos('MXSTS', 'Mexico')] } },
    })
    expect(html).toContain('Which port do you mean by “Santos”?')
    expect(html).toContain('href="/shipment-calculator?mode=fcl&amp;from=BRSSZ&amp;to=USNYC&amp;ct=40GP#result"')
  })
})

describe('the estimate', () => {
  const html = renderToStaticMarkup(
    createElement(QuoteView, {
      edition: 'en-in',
      quote: FCL_QUOTE,
      shareHref: '/shipment-calculator?mode=fcl',
      pdfHref: '/api/shipping/quote.pdf?mode=fcl&edition=en-in',
    }),
  )

  it('is a labelled region saying it is an estimate, not a binding quote', () => {
    expect(html).toMatch(/^<section aria-labelledby="estimate-heading"/)
    expect(html).toContain('Estimate, not a binding quote')
  })

  it('lists the charges in a table with a caption and header scopes, amounts in the edition’s format', () => {
    expect(html).toContain('<caption')
    expect(html.match(/<th scope="col"/g)).toHaveLength(4)
    expect(html.match(/<th scope="row"/g)).toHaveLength(FCL_QUOTE.lines.length + 1 + FCL_QUOTE.otherTotals.length)
    expect(html).toContain('₹24,600.00')
    expect(html).toContain('$4,804.00 to $5,204.00')
    expect(html).toContain('Old rate')
    expect(html).toContain('Buyer')
  })

  it('shows distance, transit, CO2e with its factor, sources, validity, the PDF and the link to share', () => {
    for (const text of [
      '15,890 km',
      'Route via the Suez Canal.',
      '28 to 35 days',
      '4,120 kg CO2e',
      'Factor 0.0162 kg CO2e per TEU-km.',
      'Drewry World Container Index',
      'Valid until 31 March 2026',
      'Duties and taxes at destination',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/api/shipping/quote.pdf?mode=fcl&amp;edition=en-in" download=""')
    expect(html).toContain('href="/shipment-calculator?mode=fcl"')
  })
})
