import { asOneLine } from '@/lib/plain-text'
import { z } from '@/lib/zod'
import { INCOTERMS, SHIPPING_MODES } from './types'

/**
 * The body of POST /api/shipping/quote, shared by the calculator page (react-hook-form) and the route handler.
 * Issue messages are keys of `Shipping.errors` in messages/*.json, so both sides show the same localized text.
 * Whether the ports and container types exist, and whether the cargo fits, is checked by the service.
 */

const SHIPPING_LIMITS = {
  containerLines: 10,
  containersPerLine: 500,
  packageLines: 100,
  packagesPerLine: 100_000,
  /** cm: beyond any container, but a typo such as 10000 gets a plain message. */
  maxDimensionCm: 2_000,
  maxPackageKg: 100_000,
  maxCargoKg: 50_000_000,
  maxCargoValue: 1e12,
  maxHsCodeLength: 20,
} as const

/** The keys of Shipping.errors the schema uses. */
export const SCHEMA_MESSAGES = [
  'modeInvalid',
  'portInvalid',
  'samePort',
  'containersRequired',
  'containerTypeInvalid',
  'containerCountInvalid',
  'packagesRequired',
  'packageCountInvalid',
  'dimensionInvalid',
  'weightInvalid',
  'cargoWeightInvalid',
  'hsCodeInvalid',
  'cargoValueInvalid',
  'currencyInvalid',
  'incotermInvalid',
  'tooManyLines',
] as const
export type SchemaMessage = (typeof SCHEMA_MESSAGES)[number]

const message = (key: SchemaMessage) => ({ error: key })

/** A UN/LOCODE typed in any case, with or without the space after the country ("IN NSA"). */
const locode = z
  .string(message('portInvalid'))
  .trim()
  .toUpperCase()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/, message('portInvalid')))

const positive = (max: number, key: SchemaMessage) => z.number(message(key)).positive(message(key)).max(max, message(key))

const containerLineSchema = z.object({
  type: z
    .string(message('containerTypeInvalid'))
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^(20|40|45)[A-Z]{2}$/, message('containerTypeInvalid'))),
  count: z
    .number(message('containerCountInvalid'))
    .int(message('containerCountInvalid'))
    .min(1, message('containerCountInvalid'))
    .max(SHIPPING_LIMITS.containersPerLine, message('containerCountInvalid')),
})

const packageLineSchema = z.object({
  count: z
    .number(message('packageCountInvalid'))
    .int(message('packageCountInvalid'))
    .min(1, message('packageCountInvalid'))
    .max(SHIPPING_LIMITS.packagesPerLine, message('packageCountInvalid')),
  lengthCm: positive(SHIPPING_LIMITS.maxDimensionCm, 'dimensionInvalid'),
  widthCm: positive(SHIPPING_LIMITS.maxDimensionCm, 'dimensionInvalid'),
  heightCm: positive(SHIPPING_LIMITS.maxDimensionCm, 'dimensionInvalid'),
  weightKg: positive(SHIPPING_LIMITS.maxPackageKg, 'weightInvalid'),
})

export const quoteRequestSchema = z
  .object({
    // The page and the spec write LCL and FCL; the estimate works in lower case.
    mode: z
      .string(message('modeInvalid'))
      .trim()
      .toLowerCase()
      .pipe(z.enum(SHIPPING_MODES, message('modeInvalid'))),
    origin: locode,
    destination: locode,
    containers: z.array(containerLineSchema, message('containersRequired')).max(SHIPPING_LIMITS.containerLines, message('tooManyLines')).optional(),
    packages: z.array(packageLineSchema, message('packagesRequired')).max(SHIPPING_LIMITS.packageLines, message('tooManyLines')).optional(),
    cargoWeightKg: positive(SHIPPING_LIMITS.maxCargoKg, 'cargoWeightInvalid').optional(),
    hsCode: z
      .string(message('hsCodeInvalid'))
      .trim()
      .max(SHIPPING_LIMITS.maxHsCodeLength, message('hsCodeInvalid'))
      .transform((code) => code.replace(/[\s.]/g, ''))
      .pipe(z.string().regex(/^(\d{2,10})?$/, message('hsCodeInvalid')))
      .optional()
      .transform((code) => code || undefined),
    cargoValue: z
      .number(message('cargoValueInvalid'))
      .min(0, message('cargoValueInvalid'))
      .max(SHIPPING_LIMITS.maxCargoValue, message('cargoValueInvalid'))
      .optional(),
    cargoCurrency: z
      .string(message('currencyInvalid'))
      .trim()
      .toUpperCase()
      .pipe(z.string().regex(/^[A-Z]{3}$/, message('currencyInvalid')))
      .optional(),
    incoterm: z.enum(INCOTERMS, message('incotermInvalid')).optional(),
  })
  .superRefine((request, context) => {
    if (request.origin === request.destination) context.addIssue({ code: 'custom', path: ['destination'], message: 'samePort' })
    if (request.mode === 'fcl' && !request.containers?.length) context.addIssue({ code: 'custom', path: ['containers'], message: 'containersRequired' })
    if (request.mode === 'lcl' && !request.packages?.length) context.addIssue({ code: 'custom', path: ['packages'], message: 'packagesRequired' })
  })
  .transform((request) => ({
    ...request,
    // One line per box type: "2 × 40GP" and "1 × 40GP" are 3 × 40GP.
    containers:
      request.mode === 'fcl'
        ? [...(request.containers ?? []).reduce((byType, c) => byType.set(c.type, (byType.get(c.type) ?? 0) + c.count), new Map<string, number>())].map(
            ([type, count]) => ({ type, count }),
          )
        : undefined,
    packages: request.packages?.length ? request.packages : undefined,
  }))

export type ParsedQuoteRequest = z.output<typeof quoteRequestSchema>

/** `?q=` of GET /api/shipping/ports: 1 to 60 characters. */
export const portQuerySchema = z.string().overwrite(asOneLine).trim().min(1).max(60)
