import { describe, expect, it } from 'vitest'

/** schema-dts types are unions with strings; the tests read the objects the builders return. */
const fields = (data: unknown) => data as Record<string, unknown>
import { breadcrumbData, faqPageData, jsonLdText, organizationData, organizationMention, pathsBelowHome } from './structured-data'

const settings = {
  brandName: 'Northwind Trade Finance',
  legalName: 'Northwind Trade Finance Private Limited',
  logo: { id: 1, url: '/api/media/file/logo.png', alt: 'Logo', updatedAt: '', createdAt: '' },
  social: [{ platform: 'linkedin' as const, url: 'https://www.linkedin.com/company/northwind' }],
  offices: [{ title: 'Mumbai', address: '1 Trade Street\nMumbai' }],
  phone: '+912200000000',
  email: 'hello@northwind.example',
  whatsappDesktop: '+919800000001',
}

describe('organizationData', () => {
  it('describes an edition as a FinancialService with its contact points, offices and profiles', () => {
    const data = fields(organizationData('es-mx', settings))
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FinancialService',
      '@id': 'http://localhost:3000/es-mx#organization',
      name: 'Northwind Trade Finance',
      legalName: 'Northwind Trade Finance Private Limited',
      url: 'http://localhost:3000/es-mx',
      logo: 'http://localhost:3000/api/media/file/logo.png',
      areaServed: { '@type': 'Country', name: 'Mexico', identifier: 'MX' },
      sameAs: ['https://www.linkedin.com/company/northwind'],
      location: [{ '@type': 'Place', name: 'Mumbai', address: '1 Trade Street\nMumbai' }],
    })
    expect(data.contactPoint).toEqual([
      expect.objectContaining({ contactType: 'customer service', telephone: '+912200000000', email: 'hello@northwind.example', availableLanguage: 'es-MX' }),
      expect.objectContaining({ contactType: 'sales', telephone: '+919800000001' }),
    ])
  })

  it('leaves out what the settings do not have', () => {
    const data = fields(
      organizationData('en-in', { brandName: 'B', legalName: 'B Ltd', logo: null, social: [], offices: null, phone: null, email: null, whatsappDesktop: null }),
    )
    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'areaServed', 'legalName', 'name', 'url'])
    expect(data['@id']).toBe('http://localhost:3000/#organization')
  })

  it('is what other entities point at', () => {
    expect(fields(organizationMention('en-us', 'B'))['@id']).toBe(fields(organizationData('en-us', settings))['@id'])
  })
})

describe('breadcrumbData', () => {
  it('numbers the trail and gives every item its absolute address in the edition', () => {
    expect(
      breadcrumbData('en-us', [
        { name: 'Home', path: '/' },
        { name: 'HTS code lookup', path: '/hts-code' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/en-us' },
        { '@type': 'ListItem', position: 2, name: 'HTS code lookup', item: 'http://localhost:3000/en-us/hts-code' },
      ],
    })
  })
})

describe('faqPageData', () => {
  it('makes one FAQPage of every question', () => {
    const data = fields(
      faqPageData('es-mx', [
        { question: '¿Qué es?', answer: 'Financiamiento.' },
        { question: '¿Cuánto?', answer: 'Hasta 90%.' },
      ]),
    )
    expect(data).toMatchObject({ '@type': 'FAQPage', inLanguage: 'es-MX' })
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: '¿Qué es?', acceptedAnswer: { '@type': 'Answer', text: 'Financiamiento.' } },
      { '@type': 'Question', name: '¿Cuánto?', acceptedAnswer: { '@type': 'Answer', text: 'Hasta 90%.' } },
    ])
  })

  it('is nothing without questions', () => {
    expect(faqPageData('en-in', [])).toBeNull()
  })
})

describe('pathsBelowHome', () => {
  it('lists the paths from the first segment down to the page', () => {
    expect(pathsBelowHome('/export-factoring/termsheet')).toEqual(['/export-factoring', '/export-factoring/termsheet'])
    expect(pathsBelowHome('/')).toEqual([])
  })
})

describe('jsonLdText', () => {
  it('cannot close its script element, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script><!--' }
    const text = jsonLdText(data)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })
})
