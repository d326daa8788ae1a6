import { describe, expect, it } from 'vitest'
import { buildLlmsTxt, llmsTxtPath, type LlmsLabels } from './document'

const labels: LlmsLabels = {
  intro: 'The México edition.',
  editions: 'Editions',
  edition: ({ name, language, currency }) => `${name}: ${language}, ${currency}`,
  pages: 'Pages',
  contact: 'Contact',
  phone: (v) => `Phone: ${v}`,
  email: (v) => `Email: ${v}`,
  whatsapp: (v) => `WhatsApp: ${v}`,
  office: (title, address) => `${title}: ${address}`,
}

const text = buildLlmsTxt({
  edition: 'es-mx',
  settings: {
    brandName: 'Northwind',
    phone: '+525500000000',
    email: 'hola@northwind.example',
    whatsappDesktop: null,
    offices: [{ title: 'CDMX', address: 'Av. Reforma 1\nCiudad de México' }],
  },
  summary: 'Financiamiento al comercio exterior.',
  header: {
    navItems: [
      {
        label: 'Soluciones',
        columns: [
          {
            title: 'Para exportadores',
            links: [
              { label: 'Factoraje [de] exportación', href: '/export-factoring', description: 'Hasta 90%' },
              { label: 'Factoraje de importación', href: '/import-factoring' },
              { label: 'Calculadora (aún no)', href: '/not-yet' },
              { label: 'Obtén financiamiento', href: '#get-financed' },
            ],
          },
          { title: 'Vacía', links: [{ label: 'Oculta', href: '/hidden' }] },
        ],
      },
      { label: 'Buscador HTS', href: '/hts-code' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind' },
    ],
  },
  pages: [
    { path: '/', title: 'Inicio', description: null },
    { path: '/export-factoring', title: 'Factoraje', description: 'No se usa: el menú describe' },
    { path: '/import-factoring', title: 'Importación', description: 'Pague a sus proveedores' },
    { path: '/contact-us', title: 'Contacto', description: 'Escríbanos' },
  ],
  live: { paths: new Set(['/', '/export-factoring', '/import-factoring', '/contact-us']), prefixes: ['/hts-code'] },
  labels,
})

describe('buildLlmsTxt', () => {
  it('starts with the brand and edition, the summary and the intro', () => {
    expect(text.startsWith('# Northwind (México)\n\n> Financiamiento al comercio exterior.\n\nThe México edition.\n')).toBe(true)
  })

  it('lists every edition with its language, currency and llms.txt', () => {
    expect(text).toContain('- [India](http://localhost:3000/): India: inglés, INR (llms.txt: http://localhost:3000/llms.txt)')
    expect(text).toContain('- [México](http://localhost:3000/es-mx): México: español, USD (llms.txt: http://localhost:3000/es-mx/llms.txt)')
    expect(text).toContain('- [USA](http://localhost:3000/en-us): USA: inglés, USD (llms.txt: http://localhost:3000/en-us/llms.txt)')
  })

  it('follows the menu with its live links, described by the menu or else by their page', () => {
    expect(text).toContain(
      '## Soluciones\n\n### Para exportadores\n\n- [Factoraje \\[de\\] exportación](http://localhost:3000/es-mx/export-factoring): Hasta 90%\n- [Factoraje de importación](http://localhost:3000/es-mx/import-factoring): Pague a sus proveedores\n',
    )
    expect(text).not.toContain('aún no')
    expect(text).not.toContain('get-financed')
    expect(text).not.toContain('Vacía')
  })

  it('lists plain menu items and the pages the menu does not link under Pages', () => {
    expect(text).toContain(
      '## Pages\n\n- [Buscador HTS](http://localhost:3000/es-mx/hts-code)\n- [LinkedIn](https://www.linkedin.com/company/northwind)\n- [Contacto](http://localhost:3000/es-mx/contact-us): Escríbanos\n',
    )
  })

  it('ends with the edition’s contacts on one line each', () => {
    expect(text.endsWith('## Contact\n\n- Phone: +525500000000\n- Email: hola@northwind.example\n- CDMX: Av. Reforma 1 Ciudad de México\n')).toBe(true)
  })
})

describe('llmsTxtPath', () => {
  it('is at the root for India and under the prefix for the others', () => {
    expect(llmsTxtPath('en-in')).toBe('/llms.txt')
    expect(llmsTxtPath('en-us')).toBe('/en-us/llms.txt')
  })
})
