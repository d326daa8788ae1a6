import type { EditionCode } from '../../../src/i18n/editions'

type MenuLink = { label: string; href: string; description?: string }
type NavItem = { label: string; href?: string; columns?: { title: string; links: MenuLink[] }[] }
type FooterSeed = {
  leadPanelHeading: string
  leadPanelText: string
  benefits: { text: string }[]
  columns: { title: string; links: MenuLink[] }[]
  popularSearches: MenuLink[]
}

/*
 * Menus link every route of the spec that an edition has. Links to routes that are not live yet
 * (the tools and resource lists of later issues) are kept here and hidden by the menu renderer until
 * their pages exist, so the menus fill in as features land.
 */
const IN_HEADER: NavItem[] = [
  {
    label: 'Financing Solutions',
    columns: [
      {
        title: 'For exporters',
        links: [
          { label: 'Export factoring', href: '/export-factoring', description: 'Up to 90% of invoice value on shipment' },
          { label: 'Purchase order financing', href: '/export-factoring/purchase-order-financing', description: 'Working capital from a confirmed order' },
          {
            label: 'Invoice discounting platform',
            href: '/export-factoring/invoice-discounting-platform',
            description: 'Sell export invoices to competing financiers',
          },
          { label: 'Get a termsheet', href: '/export-factoring/termsheet', description: 'Indicative pricing within 24 hours' },
        ],
      },
      {
        title: 'For enterprises',
        links: [
          { label: 'Enterprise finance', href: '/enterprise', description: 'Supply chain programmes for large buyers' },
          { label: 'Early payment discount', href: '/enterprise/early-payment-discount', description: 'Earn a return on surplus cash' },
          { label: 'Vendor financing', href: '/enterprise/vendor-financing-india', description: 'Pay suppliers early, keep your terms' },
          { label: 'Channel financing', href: '/enterprise/channel-financing-india', description: 'Credit for your distributors and dealers' },
        ],
      },
      {
        title: 'For growing businesses',
        links: [
          { label: 'Business loan', href: '/business-loan', description: 'Collateral-free, up to INR 1 Cr' },
          { label: 'Invoice discounting for SMEs', href: '/invoice-discounting-for-smes' },
          { label: 'Freight invoice discounting', href: '/freight-invoice-discounting-india' },
          { label: 'Machinery loans for exporters', href: '/machinery-loans-for-exporters-india' },
          { label: 'Import factoring', href: '/import-factoring' },
        ],
      },
    ],
  },
  { label: 'Global Buyer', href: '/global-buyer' },
  {
    label: 'Tools',
    columns: [
      {
        title: 'Trade tools',
        links: [
          { label: 'HSN code finder', href: '/hsn-code', description: 'Find the HSN code of any product' },
          { label: 'HTS code lookup', href: '/hts-code', description: 'US tariff lines and duty rates' },
          { label: 'Interest calculator', href: '/interest-calculator' },
          { label: 'Shipment calculator', href: '/shipment-calculator', description: 'LCL and FCL freight estimates' },
        ],
      },
    ],
  },
  {
    label: 'Resources',
    columns: [
      {
        title: 'Learn',
        links: [
          { label: 'Blogs', href: '/blogs' },
          { label: 'Case studies', href: '/case-studies' },
          { label: 'News', href: '/news' },
        ],
      },
      {
        title: 'Watch and meet',
        links: [
          { label: 'Webinars', href: '/webinars' },
          { label: 'Events', href: '/events' },
          { label: 'Videos', href: '/videos' },
        ],
      },
    ],
  },
  {
    label: 'Finsights',
    columns: [
      {
        title: 'Finsights',
        links: [
          { label: 'Export factoring finsight', href: '/export-factoring-finsight' },
          { label: 'Purchase order financing finsight', href: '/purchase-order-financing-finsight' },
          { label: 'Invoice discounting finsight', href: '/invoice-discounting-finsight' },
          { label: 'Import factoring finsight', href: '/import-factoring-finsight' },
        ],
      },
      {
        title: 'Enterprise and loans',
        links: [
          { label: 'Early payment discount finsight', href: '/early-payment-discount-finsight' },
          { label: 'Vendor financing finsight', href: '/vendor-financing-finsight' },
          { label: 'Channel financing finsight', href: '/channel-financing-finsight' },
          { label: 'Business loan finsight', href: '/business-loan-finsight' },
        ],
      },
    ],
  },
  { label: 'Contact', href: '/contact-us' },
  {
    label: 'Partnership',
    columns: [
      {
        title: 'Work with us',
        links: [
          { label: 'Partnership', href: '/partnership', description: 'Banks, insurers and platforms' },
          { label: 'Partner program', href: '/partner-program', description: 'Refer clients and earn' },
          { label: 'India–Mexico connect', href: '/india-mexico-connect' },
        ],
      },
    ],
  },
]

const MX_HEADER: NavItem[] = [
  {
    label: 'Soluciones',
    columns: [
      {
        title: 'Para exportadores',
        links: [
          { label: 'Factoraje de exportación', href: '/export-factoring', description: 'Hasta 90% del valor de la factura al embarcar' },
          { label: 'Financiamiento de órdenes de compra', href: '/export-factoring/purchase-order-financing' },
          { label: 'Plataforma de descuento de facturas', href: '/export-factoring/invoice-discounting-platform' },
          { label: 'Solicitar term sheet', href: '/export-factoring/termsheet' },
        ],
      },
      {
        title: 'Para importadores',
        links: [{ label: 'Factoraje de importación', href: '/import-factoring' }],
      },
    ],
  },
  {
    label: 'India–México',
    columns: [
      {
        title: 'Corredor India–México',
        links: [
          { label: 'India–México Connect', href: '/india-mexico-connect' },
          { label: 'Proveedores en India', href: '/india-mexico-supplier' },
          { label: 'Compradores en México', href: '/india-mexico-buyer' },
        ],
      },
    ],
  },
  {
    label: 'Herramientas',
    columns: [
      {
        title: 'Herramientas de comercio',
        links: [
          { label: 'Buscador de códigos HSN', href: '/hsn-code', description: 'Códigos HSN de la India por producto' },
          { label: 'Consulta de códigos HTS', href: '/hts-code', description: 'Fracciones y aranceles de EE. UU.' },
          { label: 'Calculadora de intereses', href: '/interest-calculator', description: 'Costo del factoraje, créditos y pronto pago' },
          { label: 'Calculadora de envíos', href: '/shipment-calculator', description: 'Estimaciones de flete LCL y FCL' },
        ],
      },
    ],
  },
  {
    label: 'Recursos',
    columns: [
      {
        title: 'Aprenda',
        links: [
          { label: 'Blog', href: '/blogs' },
          { label: 'Casos de éxito', href: '/case-studies' },
          { label: 'Noticias', href: '/news' },
        ],
      },
      {
        title: 'Vea y participe',
        links: [
          { label: 'Webinars', href: '/webinars' },
          { label: 'Eventos', href: '/events' },
          { label: 'Videos', href: '/videos' },
        ],
      },
      {
        title: 'Finsights',
        links: [
          { label: 'Factoraje de exportación', href: '/export-factoring-finsight' },
          { label: 'Factoraje de importación', href: '/import-factoring-finsight' },
        ],
      },
    ],
  },
  {
    label: 'Empresa',
    columns: [
      {
        title: 'Northwind',
        links: [
          { label: 'Nosotros', href: '/about-us' },
          { label: 'Programa de socios', href: '/partner-program' },
        ],
      },
    ],
  },
  { label: 'Contacto', href: '/contact-us' },
]

const US_HEADER: NavItem[] = [
  {
    label: 'Solutions',
    columns: [
      {
        title: 'Supply chain finance',
        links: [
          { label: 'Enterprise finance', href: '/enterprise' },
          { label: 'Early payment discount', href: '/enterprise/early-payment-discount' },
          { label: 'Vendor financing', href: '/enterprise/vendor-financing-india' },
          { label: 'Channel financing', href: '/enterprise/channel-financing-india' },
        ],
      },
      {
        title: 'Trade finance',
        links: [
          { label: 'Import factoring', href: '/import-factoring', description: 'Pay overseas suppliers, settle later' },
          { label: 'Global buyer program', href: '/global-buyer' },
        ],
      },
    ],
  },
  {
    label: 'Tools',
    columns: [
      {
        title: 'Trade tools',
        links: [
          { label: 'HTS code lookup', href: '/hts-code' },
          { label: 'Interest calculator', href: '/interest-calculator', description: 'Factoring, loan and early-payment costs' },
          { label: 'Shipment calculator', href: '/shipment-calculator', description: 'LCL and FCL freight estimates' },
        ],
      },
    ],
  },
  {
    label: 'Resources',
    columns: [
      {
        title: 'Learn and meet',
        links: [
          { label: 'Case studies', href: '/case-studies' },
          { label: 'Webinars', href: '/webinars' },
          { label: 'Events', href: '/events' },
          { label: 'Videos', href: '/videos' },
        ],
      },
      {
        title: 'Finsights',
        links: [
          { label: 'Early payment discount', href: '/early-payment-discount-finsight' },
          { label: 'Vendor financing', href: '/vendor-financing-finsight' },
          { label: 'Channel financing', href: '/channel-financing-finsight' },
          { label: 'Import factoring', href: '/import-factoring-finsight' },
        ],
      },
    ],
  },
  {
    label: 'Company',
    columns: [
      {
        title: 'Northwind',
        links: [
          { label: 'About us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
        ],
      },
    ],
  },
  { label: 'Contact', href: '/contact-us' },
]

export const HEADERS: Record<EditionCode, { navItems: NavItem[] }> = {
  'en-in': { navItems: IN_HEADER },
  'es-mx': { navItems: MX_HEADER },
  'en-us': { navItems: US_HEADER },
}

export const FOOTERS: Record<EditionCode, FooterSeed> = {
  'en-in': {
    leadPanelHeading: 'Get financed in 24 hours',
    leadPanelText: 'Tell us about your receivables and a trade finance specialist will call you back within one business day.',
    benefits: [
      { text: 'Up to 95% of invoice value within 24 hours' },
      { text: 'No collateral for export factoring' },
      { text: 'Credit protection on your overseas buyers' },
      { text: 'Transparent, all-inclusive pricing' },
    ],
    columns: [
      {
        title: 'Solutions',
        links: [
          { label: 'Export factoring', href: '/export-factoring' },
          { label: 'Purchase order financing', href: '/export-factoring/purchase-order-financing' },
          { label: 'Invoice discounting', href: '/export-factoring/invoice-discounting-platform' },
          { label: 'Business loan', href: '/business-loan' },
          { label: 'Import factoring', href: '/import-factoring' },
        ],
      },
      {
        title: 'Enterprise',
        links: [
          { label: 'Early payment discount', href: '/enterprise/early-payment-discount' },
          { label: 'Vendor financing', href: '/enterprise/vendor-financing-india' },
          { label: 'Channel financing', href: '/enterprise/channel-financing-india' },
          { label: 'Global buyer', href: '/global-buyer' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
          { label: 'Compliance', href: '/compliance' },
          { label: 'Partnership', href: '/partnership' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
      {
        title: 'Resources',
        links: [
          { label: 'Blogs', href: '/blogs' },
          { label: 'Case studies', href: '/case-studies' },
          { label: 'HSN code finder', href: '/hsn-code' },
          { label: 'Export guide', href: '/lead-magnet' },
        ],
      },
    ],
    popularSearches: [
      { label: 'Export factoring in India', href: '/export-factoring' },
      { label: 'Invoice discounting for SMEs', href: '/invoice-discounting-for-smes' },
      { label: 'Freight invoice discounting', href: '/freight-invoice-discounting-india' },
      { label: 'Machinery loans for exporters', href: '/machinery-loans-for-exporters-india' },
      { label: 'Vendor financing in India', href: '/enterprise/vendor-financing-india' },
      { label: 'Channel financing in India', href: '/enterprise/channel-financing-india' },
      { label: 'Purchase order financing', href: '/export-factoring/purchase-order-financing' },
      { label: 'Collateral-free business loan', href: '/business-loan' },
    ],
  },
  'es-mx': {
    leadPanelHeading: 'Obtén financiamiento en 24 horas',
    leadPanelText: 'Cuéntanos sobre tus cuentas por cobrar y un especialista en comercio exterior te llamará en menos de un día hábil.',
    benefits: [
      { text: 'Hasta 95% del valor de la factura en 24 horas' },
      { text: 'Sin garantías para el factoraje de exportación' },
      { text: 'Protección de crédito sobre tus compradores en el extranjero' },
      { text: 'Precios claros y sin costos ocultos' },
    ],
    columns: [
      {
        title: 'Soluciones',
        links: [
          { label: 'Factoraje de exportación', href: '/export-factoring' },
          { label: 'Órdenes de compra', href: '/export-factoring/purchase-order-financing' },
          { label: 'Descuento de facturas', href: '/export-factoring/invoice-discounting-platform' },
          { label: 'Factoraje de importación', href: '/import-factoring' },
        ],
      },
      {
        title: 'India–México',
        links: [
          { label: 'India–México Connect', href: '/india-mexico-connect' },
          { label: 'Proveedores en India', href: '/india-mexico-supplier' },
          { label: 'Compradores en México', href: '/india-mexico-buyer' },
        ],
      },
      {
        title: 'Empresa',
        links: [
          { label: 'Nosotros', href: '/about-us' },
          { label: 'Programa de socios', href: '/partner-program' },
          { label: 'Contacto', href: '/contact-us' },
        ],
      },
    ],
    popularSearches: [
      { label: 'Factoraje de exportación en México', href: '/export-factoring' },
      { label: 'Financiamiento de órdenes de compra', href: '/export-factoring/purchase-order-financing' },
      { label: 'Importar desde India', href: '/india-mexico-buyer' },
      { label: 'Factoraje de importación', href: '/import-factoring' },
    ],
  },
  'en-us': {
    leadPanelHeading: 'Get financed in 24 hours',
    leadPanelText: 'Tell us about your supply chain and a working-capital specialist will get back to you within one business day.',
    benefits: [
      { text: 'Up to 95% of invoice value within 24 hours' },
      { text: 'Programs that keep your payment terms intact' },
      { text: 'Onboarding for suppliers in days, not months' },
      { text: 'Transparent, all-inclusive pricing' },
    ],
    columns: [
      {
        title: 'Solutions',
        links: [
          { label: 'Enterprise finance', href: '/enterprise' },
          { label: 'Early payment discount', href: '/enterprise/early-payment-discount' },
          { label: 'Vendor financing', href: '/enterprise/vendor-financing-india' },
          { label: 'Channel financing', href: '/enterprise/channel-financing-india' },
          { label: 'Import factoring', href: '/import-factoring' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About us', href: '/about-us' },
          { label: 'Careers', href: '/careers' },
          { label: 'Global buyer', href: '/global-buyer' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    ],
    popularSearches: [
      { label: 'Supply chain finance', href: '/enterprise' },
      { label: 'Import factoring', href: '/import-factoring' },
      { label: 'Dynamic discounting', href: '/enterprise/early-payment-discount' },
      { label: 'HTS code lookup', href: '/hts-code' },
    ],
  },
}
