import type { AuthorSeed, CategorySeed } from './types'

/** Categories of blog posts and news; an edition has the categories it has content for. */
export const CATEGORIES: CategorySeed[] = [
  {
    key: 'export-finance',
    content: {
      'en-in': { name: 'Export finance', slug: 'export-finance', description: 'Factoring, discounting, pre- and post-shipment credit for exporters.' },
      'es-mx': {
        name: 'Financiamiento de exportaciones',
        slug: 'financiamiento-de-exportaciones',
        description: 'Factoraje, descuento de facturas y capital de trabajo para exportadores.',
      },
    },
  },
  {
    key: 'trade-documents',
    content: {
      'en-in': { name: 'Trade documents', slug: 'trade-documents', description: 'Invoices, packing lists, certificates and letters of credit, explained.' },
      'es-mx': {
        name: 'Documentos de comercio exterior',
        slug: 'documentos-de-comercio-exterior',
        description: 'Facturas, listas de empaque, certificados y cartas de crédito, explicados.',
      },
    },
  },
  {
    key: 'incoterms-logistics',
    content: {
      'en-in': {
        name: 'Incoterms and logistics',
        slug: 'incoterms-and-logistics',
        description: 'Who pays, who insures and when risk passes, from factory to port.',
      },
      'es-mx': { name: 'Incoterms y logística', slug: 'incoterms-y-logistica', description: 'Quién paga, quién asegura y cuándo se transmite el riesgo.' },
    },
  },
  {
    key: 'gst-tax',
    content: {
      'en-in': { name: 'GST and tax', slug: 'gst-and-tax', description: 'GST on exports, refunds, LUTs and the incentives exporters can claim.' },
    },
  },
  {
    key: 'working-capital',
    content: {
      'en-in': { name: 'Working capital', slug: 'working-capital', description: 'Cash cycles, supplier terms and the finance that bridges them.' },
    },
  },
  {
    key: 'mexico-trade',
    content: {
      'es-mx': {
        name: 'Comercio exterior en México',
        slug: 'comercio-exterior-en-mexico',
        description: 'IMMEX, T-MEC, pedimentos y reglas de origen para empresas mexicanas.',
      },
    },
  },
  {
    key: 'india-mexico',
    content: {
      'en-in': { name: 'India–Mexico trade', slug: 'india-mexico-trade', description: 'Selling to and buying from the India–Mexico corridor.' },
      'es-mx': { name: 'Comercio India–México', slug: 'comercio-india-mexico', description: 'Comprar y vender en el corredor India–México.' },
    },
  },
  {
    key: 'company-news',
    content: {
      'en-in': { name: 'Company news', slug: 'company-news', description: 'Announcements from Northwind Trade Finance.' },
      'es-mx': { name: 'Noticias de la empresa', slug: 'noticias-de-la-empresa', description: 'Anuncios de Northwind Trade Finance.' },
    },
  },
  {
    key: 'policy-and-regulation',
    content: {
      'en-in': {
        name: 'Policy and regulation',
        slug: 'policy-and-regulation',
        description: 'Changes in trade policy, foreign exchange and tax rules that affect traders.',
      },
      'es-mx': {
        name: 'Política y regulación',
        slug: 'politica-y-regulacion',
        description: 'Cambios en política comercial, aduanas e impuestos que afectan a las empresas.',
      },
    },
  },
]

/** Authors are demo people (placeholders an operator replaces with the real team). */
export const AUTHORS: AuthorSeed[] = [
  { key: 'priya', name: 'Priya Raman', role: { 'en-in': 'Head of Export Finance', 'en-us': 'Head of Export Finance' } },
  { key: 'arjun', name: 'Arjun Mehta', role: { 'en-in': 'Trade Compliance Lead', 'en-us': 'Trade Compliance Lead' } },
  { key: 'neha', name: 'Neha Kulkarni', role: { 'en-in': 'Tax and GST Specialist' } },
  { key: 'sofia', name: 'Sofía Herrera', role: { 'es-mx': 'Directora de Financiamiento Comercial', 'en-in': 'Director, Trade Finance Mexico' } },
  { key: 'diego', name: 'Diego Castillo', role: { 'es-mx': 'Especialista en Comercio Exterior', 'en-in': 'Foreign Trade Specialist' } },
  { key: 'michael', name: 'Michael Brooks', role: { 'en-us': 'Head of Supply Chain Finance, USA', 'en-in': 'Head of Supply Chain Finance, USA' } },
  { key: 'newsroom', name: 'Northwind Newsroom', role: { 'en-in': 'Editorial team', 'es-mx': 'Equipo editorial', 'en-us': 'Editorial team' } },
]
