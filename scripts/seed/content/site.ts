import type { EditionCode } from '../../../src/i18n/editions'
import type { MediaKey } from '../types'

/**
 * Demo settings. Every name, address, number and URL is a placeholder (the .example domain is reserved)
 * that an operator replaces in the admin under Site settings.
 */
const shared = {
  brandName: 'Northwind Trade Finance',
  legalName: 'Northwind Trade Finance (demo brand)',
  social: [
    { platform: 'linkedin', url: 'https://www.linkedin.example/company/northwind-trade-finance' },
    { platform: 'x', url: 'https://x.example/northwindtf' },
    { platform: 'youtube', url: 'https://www.youtube.example/@northwindtf' },
  ],
  promoStrip: {
    enabled: true,
    text: 'GST business loans up to INR 1 Cr, collateral-free, for GST-registered businesses.',
    ctaLabel: 'Check Eligibility Now',
    href: '/business-loan',
  },
  appBanner: {
    enabled: true,
    title: 'Northwind app',
    text: 'Track invoices and disbursals on the go.',
    installLabel: 'Install',
    installUrl: 'https://apps.northwind.example/install',
  },
}

export const SITE_SETTINGS: Record<EditionCode, Record<string, unknown>> = {
  'en-in': {
    ...shared,
    offices: [
      { title: 'Mumbai (registered office)', address: 'Unit 1204, Example Business Park\nAndheri East, Mumbai 400093\nMaharashtra, India' },
      { title: 'New Delhi', address: '5th Floor, Example Tower\nNehru Place, New Delhi 110019, India' },
    ],
    phone: '+912200000000',
    email: 'hello.in@northwind.example',
    whatsappDesktop: '+919800000001',
    whatsappMobile: '+919800000002',
    loginUrl: 'https://app.northwind.example/login',
    signupUrl: 'https://app.northwind.example/signup/exporter',
  },
  'es-mx': {
    offices: [{ title: 'Ciudad de México', address: 'Piso 8, Torre Ejemplo\nPaseo de la Reforma 000, Juárez\n06600 Ciudad de México, México' }],
    phone: '+525500000000',
    email: 'hola.mx@northwind.example',
    whatsappDesktop: '+525500000001',
    whatsappMobile: '+525500000002',
    loginUrl: 'https://app.northwind.example/es-mx/login',
    signupUrl: 'https://app.northwind.example/es-mx/signup/exporter',
  },
  'en-us': {
    offices: [{ title: 'New York', address: 'Suite 1800, 000 Example Avenue\nNew York, NY 10001, USA' }],
    phone: '+12120000000',
    email: 'hello.us@northwind.example',
    whatsappDesktop: '+12120000001',
    whatsappMobile: '+12120000002',
    loginUrl: 'https://app.northwind.example/en-us/login',
    signupUrl: 'https://app.northwind.example/en-us/signup/exporter',
  },
}

export const MEDIA: Record<MediaKey, Record<EditionCode, string>> = {
  export: {
    'en-in': 'Illustration of a container ship carrying an export shipment, with an invoice being paid',
    'es-mx': 'Ilustración de un buque portacontenedores con un embarque de exportación y una factura pagada',
    'en-us': 'Illustration of a container ship carrying an export shipment, with an invoice being paid',
  },
  enterprise: {
    'en-in': 'Illustration of a large buyer connected to its suppliers and distributors',
    'es-mx': 'Ilustración de un gran comprador conectado con sus proveedores y distribuidores',
    'en-us': 'Illustration of a large buyer connected to its suppliers and distributors',
  },
  loan: {
    'en-in': 'Illustration of a business loan being approved for a small business',
    'es-mx': 'Ilustración de un crédito empresarial aprobado para una pequeña empresa',
    'en-us': 'Illustration of a business loan being approved for a small business',
  },
  import: {
    'en-in': 'Illustration of imported goods arriving at a warehouse',
    'es-mx': 'Ilustración de mercancía importada llegando a un almacén',
    'en-us': 'Illustration of imported goods arriving at a warehouse',
  },
  global: {
    'en-in': 'Illustration of a globe with trade routes between continents',
    'es-mx': 'Ilustración de un globo terráqueo con rutas comerciales entre continentes',
    'en-us': 'Illustration of a globe with trade routes between continents',
  },
  partners: {
    'en-in': 'Illustration of two businesses shaking hands on a partnership',
    'es-mx': 'Ilustración de dos empresas que cierran una alianza',
    'en-us': 'Illustration of two businesses shaking hands on a partnership',
  },
  team: {
    'en-in': 'Illustration of a team working together around a table',
    'es-mx': 'Ilustración de un equipo trabajando en conjunto alrededor de una mesa',
    'en-us': 'Illustration of a team working together around a table',
  },
}
