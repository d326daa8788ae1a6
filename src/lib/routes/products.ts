import type { EditionCode } from '@/i18n/editions'

/**
 * The eight offers a finsight post or case study can be about: each has its finsight route
 * (`/{key}-finsight`, in `finsightEditions`) and the offer page a post's call to action leads to (in `editions`).
 */
export const PRODUCTS = [
  {
    key: 'export-factoring',
    offerPath: '/export-factoring',
    editions: ['en-in', 'es-mx'],
    finsightEditions: ['en-in', 'es-mx'],
    label: { en: 'Export factoring', es: 'Factoraje de exportación' },
  },
  {
    key: 'purchase-order-financing',
    offerPath: '/export-factoring/purchase-order-financing',
    editions: ['en-in', 'es-mx'],
    finsightEditions: ['en-in'],
    label: { en: 'Purchase order financing', es: 'Financiamiento de órdenes de compra' },
  },
  {
    key: 'invoice-discounting',
    offerPath: '/export-factoring/invoice-discounting-platform',
    editions: ['en-in', 'es-mx'],
    finsightEditions: ['en-in'],
    label: { en: 'Invoice discounting', es: 'Descuento de facturas' },
  },
  {
    key: 'early-payment-discount',
    offerPath: '/enterprise/early-payment-discount',
    editions: ['en-in', 'en-us'],
    finsightEditions: ['en-in', 'en-us'],
    label: { en: 'Early payment discount', es: 'Descuento por pronto pago' },
  },
  {
    key: 'vendor-financing',
    offerPath: '/enterprise/vendor-financing-india',
    editions: ['en-in', 'en-us'],
    finsightEditions: ['en-in', 'en-us'],
    label: { en: 'Vendor financing', es: 'Financiamiento a proveedores' },
  },
  {
    key: 'channel-financing',
    offerPath: '/enterprise/channel-financing-india',
    editions: ['en-in', 'en-us'],
    finsightEditions: ['en-in', 'en-us'],
    label: { en: 'Channel financing', es: 'Financiamiento de canal' },
  },
  {
    key: 'business-loan',
    offerPath: '/business-loan',
    editions: ['en-in'],
    finsightEditions: ['en-in'],
    label: { en: 'Business loans', es: 'Préstamos empresariales' },
  },
  {
    key: 'import-factoring',
    offerPath: '/import-factoring',
    editions: ['en-in', 'es-mx', 'en-us'],
    finsightEditions: ['en-in', 'es-mx', 'en-us'],
    label: { en: 'Import factoring', es: 'Factoraje de importación' },
  },
] as const satisfies readonly {
  key: string
  offerPath: string
  editions: readonly EditionCode[]
  finsightEditions: readonly EditionCode[]
  label: { en: string; es: string }
}[]

export type Product = (typeof PRODUCTS)[number]
export type ProductKey = Product['key']

const PRODUCT_KEYS = PRODUCTS.map((p) => p.key) as [ProductKey, ...ProductKey[]]

export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === 'string' && (PRODUCT_KEYS as readonly string[]).includes(value)
}

export function getProduct(key: ProductKey): Product {
  return PRODUCTS.find((p) => p.key === key) as Product
}

export function productLabel(key: ProductKey, edition: EditionCode): string {
  return getProduct(key).label[edition === 'es-mx' ? 'es' : 'en']
}

/** `/export-factoring-finsight` and the like; null for any other path segment. */
export function finsightProductOf(segment: string): ProductKey | null {
  const match = /^(.+)-finsight$/.exec(segment)
  return match && isProductKey(match[1]) ? match[1] : null
}

export function finsightPath(key: ProductKey): string {
  return `/${key}-finsight`
}
