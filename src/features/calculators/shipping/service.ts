import 'server-only'
import { createTranslator } from 'next-intl'
import { getHsnCode } from '@/features/reference-tools/data/hsn'
import { getHtsLine } from '@/features/reference-tools/data/hts'
import { isMissingSchema } from '@/features/reference-tools/data/http'
import { getLoadedVersions } from '@/features/reference-tools/data/versions'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { ApiError } from '@/lib/api/errors'
import { fieldErrors } from '@/lib/api/validation'
import { numberFormat } from '@/lib/intl'
import { LRUCache } from 'lru-cache'
import { listContainers } from './containers'
import { seaDistance } from './distance'
import { getPorts, searchPorts } from './ports'
import { buildQuote, type QuoteText, type Translate } from './quote'
import type { RateCard } from './rate-cards'
import { getShippingReference } from './reference'
import { quoteRequestSchema, SCHEMA_MESSAGES, type ParsedQuoteRequest, type SchemaMessage } from './schema'
import type { QuoteResult } from './types'

/**
 * The shipment estimate's service: checks the request, loads what the quote needs (ports, containers, rate
 * cards, the HS code, the sea route, transit times, emission factors) and returns the estimate, or throws an
 * ApiError whose text is already localized (respondWithError answers it as is):
 * - VALIDATION_FAILED (400): a field is missing or malformed, a port or box type is unknown, origin = destination;
 * - CARGO_NOT_POSSIBLE (400): a package larger than the door or inside, cargo heavier than the boxes carry
 *   (the message proposes the boxes needed);
 * - NO_RATE_CARD (422): no current ocean-freight card covers the lane (error.lane says which);
 * - DATA_NOT_LOADED (503): the shipping reference data is not imported.
 */

export { listContainers, searchPorts }

export type QuoteDependencies = {
  /** The current rate cards; by default the collection rate-cards, cached (see load-rate-cards.ts). */
  loadCards?: () => Promise<RateCard[]>
  now?: Date
}

function translator(edition: EditionCode): Translate {
  return createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'Shipping' }) as unknown as Translate
}

const texts = new Map<EditionCode, QuoteText>()

/** The estimate's text helpers in an edition: its language and number format (built once per edition). */
function quoteText(edition: EditionCode): QuoteText {
  let text = texts.get(edition)
  if (!text) texts.set(edition, (text = buildQuoteText(edition)))
  return text
}

function buildQuoteText(edition: EditionCode): QuoteText {
  const locale = getEdition(edition).formatLocale
  const number = (value: number, maximumFractionDigits = 2) => numberFormat(locale, { maximumFractionDigits }).format(value)
  return { t: translator(edition), number, money: (amount, currency) => `${currency} ${number(amount, 2)}` }
}

type ErrorKey = SchemaMessage | 'invalidRequest'

function isErrorKey(value: unknown): value is ErrorKey {
  return value === 'invalidRequest' || (typeof value === 'string' && (SCHEMA_MESSAGES as readonly string[]).includes(value))
}

/**
 * Checks a request against the shared schema; a failure is the 400 with each field's localized problem, under
 * its path with list positions ("packages.0.lengthCm"); a body that is no object at all under "form".
 */
function parseQuoteRequest(body: unknown, edition: EditionCode): ParsedQuoteRequest {
  const parsed = quoteRequestSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const { t } = quoteText(edition)
  const keys = fieldErrors(parsed.error, { isKey: isErrorKey, fallback: 'invalidRequest', keepIndexes: true })
  throw invalid(edition, Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(`errors.${key}`)])))
}

function invalid(edition: EditionCode, fields: Record<string, string>): ApiError<string> {
  return new ApiError<string>('VALIDATION_FAILED', { localized: { message: quoteText(edition).t('errors.invalidRequest'), fields } })
}

function dataNotLoaded(edition: EditionCode): ApiError<string> {
  return new ApiError<string>('DATA_NOT_LOADED', { localized: { message: quoteText(edition).t('errors.dataNotLoaded') } })
}

/** HS descriptions already looked up, by edition and code, with the lists' import times: a new import starts afresh. */
const hsDescriptions = new LRUCache<string, { found: { code: string; description: string } | null }>({ max: 5000 })

async function describeHsCode(code: string, edition: EditionCode): Promise<{ code: string; description: string } | null | undefined> {
  const versions = await getLoadedVersions(['india-hsn', 'us-hts']).catch(() => null)
  const key = `${edition}|${code}|${versions?.map((v) => v.importedAt.toISOString()).join('|') ?? 'partial'}`
  const known = hsDescriptions.get(key)
  if (known) return known.found
  const found = await lookUpHsCode(code, edition)
  if (found !== undefined) hsDescriptions.set(key, { found })
  return found
}

/** The description of an HS/HSN/HTS code in the reference data; undefined when that list is not imported. */
async function lookUpHsCode(code: string, edition: EditionCode): Promise<{ code: string; description: string } | null | undefined> {
  const loaded = { hsn: Boolean(await getLoadedVersions(['india-hsn'])), hts: Boolean(await getLoadedVersions(['us-hts'])) }
  const lookups: (() => Promise<{ code: string; description: string } | null>)[] = []
  const hsn = async () => {
    const found = code.length <= 8 ? await getHsnCode(code) : null
    return found?.ok ? { code: found.item.code, description: found.item.description } : null
  }
  const hts = async () => {
    const found = code.length >= 4 && code.length % 2 === 0 ? await getHtsLine(code) : null
    return found?.ok ? { code: found.line.htsNumber ?? code, description: found.line.description } : null
  }
  if (loaded.hsn) lookups.push(hsn)
  if (loaded.hts) lookups.splice(edition === 'en-us' ? 0 : lookups.length, 0, hts)
  if (lookups.length === 0) return undefined
  for (const lookup of lookups) {
    const found = await lookup()
    if (found) return found
  }
  return null
}

async function defaultCards(): Promise<RateCard[]> {
  const { loadRateCards } = await import('./load-rate-cards')
  return loadRateCards()
}

/** The estimate of a shipment (see the module comment for the refusals). */
export async function estimateShipment(body: unknown, edition: EditionCode, dependencies: QuoteDependencies = {}): Promise<QuoteResult> {
  const request = parseQuoteRequest(body, edition)
  const text = quoteText(edition)
  const { t } = text
  try {
    const reference = await getShippingReference()
    if (!reference) throw dataNotLoaded(edition)
    const missing = [request.origin, request.destination].filter((code) => !reference.ports.has(code))
    if (missing.length > 0) for (const [code, port] of await getPorts(missing)) reference.ports.set(code, port)
    const ports = reference.ports
    const unknownPorts: Record<string, string> = {}
    if (!ports.has(request.origin)) unknownPorts.origin = t('errors.portUnknown', { code: request.origin })
    if (!ports.has(request.destination)) unknownPorts.destination = t('errors.portUnknown', { code: request.destination })
    if (Object.keys(unknownPorts).length > 0) throw invalid(edition, unknownPorts)
    const origin = ports.get(request.origin)!
    const destination = ports.get(request.destination)!

    const extraWarnings: string[] = []
    let hsCode: { code: string; description: string } | null | undefined
    if (request.hsCode) {
      hsCode = await describeHsCode(request.hsCode, edition)
      if (hsCode === null) throw invalid(edition, { hsCode: t('errors.hsCodeUnknown', { code: request.hsCode }) })
      if (hsCode === undefined) extraWarnings.push(t('warnings.hsDataNotLoaded'))
    }

    const cards = await (dependencies.loadCards ?? defaultCards)()
    const outcome = buildQuote({
      request,
      origin,
      destination,
      containers: reference.containers,
      cards,
      route: seaDistance(origin, destination),
      transitTimes: reference.transitTimes,
      factors: reference.factors,
      hsCode,
      datasetSources: reference.datasetSources,
      extraWarnings,
      now: dependencies.now ?? new Date(),
      text,
    })
    if (outcome.ok) return outcome.quote
    switch (outcome.code) {
      case 'VALIDATION_FAILED':
        throw new ApiError<string>('VALIDATION_FAILED', { localized: { message: outcome.message, fields: outcome.fields } })
      case 'CARGO_NOT_POSSIBLE':
        throw new ApiError<string>('CARGO_NOT_POSSIBLE', { localized: { message: outcome.message, fields: outcome.fields } })
      case 'NO_RATE_CARD':
        throw new ApiError<string>('NO_RATE_CARD', { localized: { message: outcome.message, body: { lane: outcome.lane } } })
    }
  } catch (error) {
    if (isMissingSchema(error)) throw dataNotLoaded(edition)
    throw error
  }
}
