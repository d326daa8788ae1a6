import { checkContainerLoad, checkPackages, isDryBox, measureCargo, suggestsFcl, type CargoProblem } from './cargo'
import { DISTANCE_SOURCE, isSeaRoute, type SeaRoute, type SeaRouteRefusal } from './distance'
import { estimateEmissions, factorUnit, isEmissionEstimate, type EmissionFactorRecord } from './emissions'
import { payerOf } from './incoterms'
import { figureDate, isStale, pickOceanFreight, pickOtherCharges, stageOfCard, type Lane, type RateCard } from './rate-cards'
import { CHARGE_CODES, type ChargeCode, type RegionId } from '@/collections/RateCards/options'
import { regionOfPort } from './regions'
import type { ParsedQuoteRequest } from './schema'
import { estimateTransit, type TransitRecord } from './transit'
import { type ContainerRequest, type ContainerSpec, type CurrencyTotal, type Port, type QuoteLine, type QuoteResult, type QuoteSource } from './types'

/**
 * The quote engine: from a validated request, the two ports, the container specifications, the rate cards, the
 * sea route, the published transit times and emission factors, the estimate or the reason there is none. Pure:
 * everything it needs comes in (service.ts loads it), strings are localized through `text`.
 */

/** Translates a key of the Shipping namespace (e.g. "charges.ocean-freight") with ICU values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string

export type QuoteText = {
  t: Translate
  /** A number in the edition's format, with at most `maximumFractionDigits`. */
  number: (value: number, maximumFractionDigits?: number) => string
  /** An amount with its currency code, e.g. "USD 2,402" / "INR 14,100.50". */
  money: (amount: number, currency: string) => string
}

export type QuoteInputs = {
  request: ParsedQuoteRequest
  origin: Port
  destination: Port
  containers: readonly ContainerSpec[]
  cards: readonly RateCard[]
  route: SeaRoute | SeaRouteRefusal
  transitTimes: readonly TransitRecord[]
  factors: readonly EmissionFactorRecord[]
  hsCode?: { code: string; description: string } | null
  /** Sources of the reference datasets used (ports, containers), listed with the figures'. */
  datasetSources?: QuoteSource[]
  /** Notes the service adds (reference data not loaded, say). */
  extraWarnings?: string[]
  now: Date
  text: QuoteText
}

/** Field → localized message: the 400 answer's `fields`. */
type QuoteRefusal =
  | { code: 'VALIDATION_FAILED'; message: string; fields: Record<string, string> }
  | { code: 'CARGO_NOT_POSSIBLE'; message: string; fields: Record<string, string>; problems: CargoProblem[] }
  | {
      code: 'NO_RATE_CARD'
      message: string
      lane: {
        origin: string
        destination: string
        originRegion: RegionId | null
        destinationRegion: RegionId | null
        mode: 'lcl' | 'fcl'
        containerType?: string
      }
    }

export type QuoteOutcome = { ok: true; quote: QuoteResult } | ({ ok: false } & QuoteRefusal)

/** How long an estimate stays valid at most (a card's validUntil can shorten it). */
const QUOTE_VALID_DAYS = 7

const toMinor = (amount: number) => Math.round(amount * 100)
const fromMinor = (minor: number) => minor / 100

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function addDays(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000))
}

function clamp(value: number, minimum: number | null, maximum: number | null): number {
  let result = value
  if (minimum !== null) result = Math.max(result, minimum)
  if (maximum !== null) result = Math.min(result, maximum)
  return result
}

function cardSource(card: RateCard): QuoteSource {
  return { label: card.sourceLabel, ...(card.sourceUrl && { url: card.sourceUrl }), date: card.sourceDate, ...(card.note && { note: card.note }) }
}

function problemMessage(problem: CargoProblem, text: QuoteText, packages: ParsedQuoteRequest['packages']): { field: string; message: string } {
  const { t, number } = text
  const boxes = (list: ContainerRequest[]) => list.map((c) => `${c.count} × ${c.type}`).join(' + ')
  switch (problem.code) {
    case 'packageTooLarge':
    case 'packageTooLargeForDoor': {
      const p = packages![problem.packageIndex]!
      const dims = [p.lengthCm, p.widthCm, p.heightCm].map((d) => number(d, 1)).join(' × ')
      return {
        field: `packages.${problem.packageIndex}`,
        message: t(`errors.${problem.code}`, { line: problem.packageIndex + 1, dims, containers: problem.containers.join(', ') }),
      }
    }
    case 'packageTooHeavy':
      return {
        field: `packages.${problem.packageIndex}.weightKg`,
        message: t('errors.packageTooHeavy', { line: problem.packageIndex + 1, weight: number(problem.weightKg), limit: number(problem.maxPayloadKg) }),
      }
    case 'overweight':
      return {
        field: 'containers',
        message: t('errors.overweight', { weight: number(problem.weightKg), capacity: number(problem.capacityKg), needed: boxes(problem.needed) }),
      }
    case 'overVolume':
      return {
        field: 'containers',
        message: t('errors.overVolume', { cbm: number(problem.cbm, 3), capacity: number(problem.capacityM3, 3), needed: boxes(problem.needed) }),
      }
  }
}

type LineDraft = { card: RateCard; quantityLabel: string; low: number; high: number | null; currency: string }

/** The amount of a card for a quantity, a range kept as a range, bounded by the card's minimum and maximum. */
function priced(card: RateCard, quantity: number): { low: number; high: number | null } {
  return {
    low: clamp(card.amount * quantity, card.minimum, card.maximum),
    high: card.amountHigh !== null ? clamp(card.amountHigh * quantity, card.minimum, card.maximum) : null,
  }
}

function rateText(card: RateCard, text: QuoteText): string {
  const low = text.money(card.amount, card.currency)
  return card.amountHigh !== null ? `${low}–${text.number(card.amountHigh, 2)}` : low
}

export function buildQuote(inputs: QuoteInputs): QuoteOutcome {
  const { request, origin, destination, containers: specs, text } = inputs
  const { t, number } = text
  const today = isoDate(inputs.now)
  const warnings: string[] = [t('warnings.estimate')]
  const excluded: string[] = []
  /** Charges with a card that could not be priced (already explained in `excluded`). */
  const explained = new Set<ChargeCode>()

  // The boxes: known types only.
  const chosen = request.mode === 'fcl' ? (request.containers ?? []) : []
  const unknown = chosen.findIndex((c) => !specs.some((s) => s.type === c.type))
  if (unknown >= 0) {
    const fields = { [`containers.${unknown}.type`]: t('errors.containerUnknown', { type: chosen[unknown]!.type, known: specs.map((s) => s.type).join(', ') }) }
    return { ok: false, code: 'VALIDATION_FAILED', message: t('errors.invalidRequest'), fields }
  }
  const chosenSpecs = chosen.map((c) => specs.find((s) => s.type === c.type)!)

  // What the cargo measures, and whether it can go at all.
  const measure = measureCargo(request.packages ?? [])
  const problems: CargoProblem[] = []
  if (request.packages) problems.push(...checkPackages(request.packages, request.mode === 'lcl' ? specs.filter(isDryBox) : chosenSpecs))
  let payloadChecked = true
  if (request.mode === 'fcl' && problems.length === 0) {
    const weightKg = request.packages ? measure.weightKg : request.cargoWeightKg
    const load = checkContainerLoad(chosen, specs, { weightKg, cbm: request.packages ? measure.cbm : undefined })
    problems.push(...load.problems)
    payloadChecked = load.payloadChecked
  }
  if (problems.length > 0) {
    const messages = problems.map((p) => problemMessage(p, text, request.packages))
    const fields: Record<string, string> = {}
    for (const m of messages) fields[m.field] ??= m.message
    return { ok: false, code: 'CARGO_NOT_POSSIBLE', message: messages[0]!.message, fields, problems }
  }
  if (!payloadChecked)
    warnings.push(
      t('warnings.payloadUnknown', {
        types: chosenSpecs
          .filter((s) => s.maxPayloadKg === null)
          .map((s) => s.type)
          .join(', '),
      }),
    )
  if (request.mode === 'lcl' && suggestsFcl(measure))
    warnings.push(t('warnings.lclSuggestsFcl', { cbm: number(measure.cbm, 3), tonnes: number(measure.tonnes, 3) }))

  const originRegion = regionOfPort(origin)
  const destinationRegion = regionOfPort(destination)
  const lane: Lane = { mode: request.mode, originRegion, destinationRegion, on: today }
  const teu = chosen.reduce((sum, c, i) => sum + c.count * chosenSpecs[i]!.teu, 0)
  const chargeable: QuoteResult['chargeable'] =
    request.mode === 'fcl'
      ? {
          cbm: measure.cbm,
          tonnes: request.packages ? measure.tonnes : Math.round(request.cargoWeightKg ?? 0) / 1000,
          wm: request.packages ? measure.wm : Math.round(request.cargoWeightKg ?? 0) / 1000,
          containers: chosen,
          teu,
        }
      : { cbm: measure.cbm, tonnes: measure.tonnes, wm: measure.wm }

  // Ocean freight: one card per box type (FCL) or per W/M (LCL); none means no estimate.
  const drafts: LineDraft[] = []
  const noCard = (containerType?: string): QuoteOutcome => ({
    ok: false,
    code: 'NO_RATE_CARD',
    message: t(containerType ? 'errors.noRateCardContainer' : 'errors.noRateCard', {
      origin: originRegion ? t(`regions.${originRegion}`) : origin.locode,
      destination: destinationRegion ? t(`regions.${destinationRegion}`) : destination.locode,
      type: containerType ?? '',
    }),
    lane: {
      origin: origin.locode,
      destination: destination.locode,
      originRegion,
      destinationRegion,
      mode: request.mode,
      ...(containerType && { containerType }),
    },
  })
  if (request.mode === 'fcl') {
    for (const [i, line] of chosen.entries()) {
      const card = pickOceanFreight(inputs.cards, lane, line.type)
      if (!card) return noCard(line.type)
      const quantity = card.basis === 'per-teu' ? line.count * chosenSpecs[i]!.teu : line.count
      drafts.push({
        card,
        ...priced(card, quantity),
        currency: card.currency,
        quantityLabel: basisLabel(card, { count: line.count, type: line.type, teu: quantity }, text),
      })
    }
  } else {
    const card = pickOceanFreight(inputs.cards, lane)
    if (!card) return noCard()
    drafts.push({ card, ...priced(card, measure.wm), currency: card.currency, quantityLabel: basisLabel(card, { wm: measure.wm }, text) })
  }

  // The other charges of the lane.
  const cargoCurrency = request.cargoCurrency ?? 'USD'
  for (const card of pickOtherCharges(
    inputs.cards,
    lane,
    chosen.map((c) => c.type),
  )) {
    const label = t(`charges.${card.charge}`)
    switch (card.basis) {
      case 'per-container':
        for (const line of chosen.filter((c) => card.containerTypes.length === 0 || card.containerTypes.includes(c.type))) {
          drafts.push({
            card,
            ...priced(card, line.count),
            currency: card.currency,
            quantityLabel: basisLabel(card, { count: line.count, type: line.type }, text),
          })
        }
        break
      case 'per-teu': {
        const boxes = chosen.filter((c) => card.containerTypes.length === 0 || card.containerTypes.includes(c.type))
        const units = boxes.reduce((sum, c) => sum + c.count * specs.find((s) => s.type === c.type)!.teu, 0)
        drafts.push({ card, ...priced(card, units), currency: card.currency, quantityLabel: basisLabel(card, { teu: units }, text) })
        break
      }
      case 'per-wm':
        drafts.push({ card, ...priced(card, measure.wm), currency: card.currency, quantityLabel: basisLabel(card, { wm: measure.wm }, text) })
        break
      case 'per-bl':
      case 'per-shipment':
        drafts.push({ card, ...priced(card, 1), currency: card.currency, quantityLabel: basisLabel(card, {}, text) })
        break
      case 'percent-of-value': {
        if (request.cargoValue === undefined) {
          excluded.push(t('excluded.needsValue', { charge: label, name: card.name }))
          explained.add(card.charge)
          break
        }
        const bounded = card.minimum !== null || card.maximum !== null
        if (bounded && cargoCurrency !== card.currency) {
          excluded.push(t('excluded.needsCurrency', { charge: label, name: card.name, currency: card.currency }))
          explained.add(card.charge)
          break
        }
        const amounts = {
          low: clamp((request.cargoValue * card.amount) / 100, card.minimum, card.maximum),
          high: card.amountHigh !== null ? clamp((request.cargoValue * card.amountHigh) / 100, card.minimum, card.maximum) : null,
        }
        drafts.push({
          card,
          ...amounts,
          currency: bounded ? card.currency : cargoCurrency,
          quantityLabel: basisLabel(card, { value: request.cargoValue, valueCurrency: cargoCurrency }, text),
        })
        break
      }
    }
  }

  const lines: QuoteLine[] = drafts.map(({ card, low, high, currency, quantityLabel }) => ({
    code: card.charge,
    label: t(`charges.${card.charge}`),
    name: card.name,
    stage: stageOfCard(card),
    basis: card.basis,
    basisLabel: quantityLabel,
    amount: fromMinor(toMinor(low)),
    ...(high !== null && high !== low && { amountHigh: fromMinor(toMinor(high)) }),
    currency,
    ...(request.incoterm && { paidBy: payerOf(stageOfCard(card), request.incoterm) }),
    source: cardSource(card),
    stale: isStale(card, today),
  }))

  // Totals per currency, in minor units: no exchange rate is invented.
  const currency = lines[0]!.currency
  const totals = new Map<string, { low: number; high: number; ranged: boolean }>()
  for (const line of lines) {
    const total = totals.get(line.currency) ?? { low: 0, high: 0, ranged: false }
    total.low += toMinor(line.amount)
    total.high += toMinor(line.amountHigh ?? line.amount)
    total.ranged ||= line.amountHigh !== undefined
    totals.set(line.currency, total)
  }
  const main = totals.get(currency)!
  const otherTotals: CurrencyTotal[] = [...totals.entries()]
    .filter(([c]) => c !== currency)
    .map(([c, total]) => ({ currency: c, amount: fromMinor(total.low), ...(total.ranged && { amountHigh: fromMinor(total.high) }) }))

  // What the estimate leaves out.
  excluded.unshift(t('excluded.duties'), t('excluded.inland'))
  for (const code of CHARGE_CODES) {
    if (code === 'surcharge' || explained.has(code) || lines.some((l) => l.code === code)) continue
    excluded.push(t('excluded.noCard', { charge: t(`charges.${code}`) }))
  }

  const staleLines = lines.filter((l) => l.stale)
  if (staleLines.length > 0) {
    const dates = drafts.filter((d) => isStale(d.card, today)).map((d) => figureDate(d.card))
    const known = dates.filter((d): d is string => d !== null).sort()
    warnings.push(known.length > 0 ? t('warnings.stale', { days: 90, oldest: known[0]! }) : t('warnings.staleUndated', { days: 90 }))
  }

  // Distance along the sea-route network.
  const route = inputs.route
  let distanceKm: number | null = null
  if (isSeaRoute(route)) {
    distanceKm = route.km
    for (const port of [origin, destination]) {
      if (port.coordSource === 'geoapify-geocoded') warnings.push(t('warnings.geocoded', { port: `${port.name} (${port.locode})` }))
    }
  } else {
    const port = route.port === 'destination' ? destination : origin
    const values = { port: `${port.name} (${port.locode})`, km: number(route.snapKm ?? 0, 0) }
    warnings.push(
      t(
        route.refused === 'no-coordinates'
          ? 'warnings.distanceNoCoordinates'
          : route.refused === 'too-far-from-network'
            ? route.snapKm
              ? 'warnings.distanceTooFar'
              : 'warnings.distanceFarInland'
            : 'warnings.distanceNoRoute',
        values,
      ),
    )
  }

  // Transit time, published figures only.
  const transit = estimateTransit(inputs.transitTimes, { origin: origin.locode, destination: destination.locode, originRegion, destinationRegion })
  if (!transit) warnings.push(t('warnings.noTransit'))
  const transitSource: QuoteSource | null = transit
    ? {
        label: [...new Set(transit.sources.map((s) => s.label))].join('; '),
        url: transit.sources[0]!.url,
        date: [...new Set(transit.sources.map((s) => s.date))].join('; '),
        note: t(transit.match === 'port-pair' ? 'transit.portPair' : 'transit.regionPair', { count: transit.sources.length }),
      }
    : null

  // Emissions by the GLEC method, where a factor for the lane was published.
  const emissionsEstimate = estimateEmissions({
    factors: inputs.factors,
    distanceKm,
    originRegion,
    destinationRegion,
    viaPanama: isSeaRoute(route) && route.via.includes('panama'),
    ...(request.mode === 'fcl' ? { boxes: chosen.map((c, i) => ({ type: c.type, teu: c.count * chosenSpecs[i]!.teu })) } : { tonnes: measure.tonnes }),
  })
  let emissions: QuoteResult['emissions'] = null
  let co2eKg: number | null = null
  if (isEmissionEstimate(emissionsEstimate)) {
    co2eKg = emissionsEstimate.kg
    const primary = emissionsEstimate.parts.reduce((a, b) => (b.teu > a.teu ? b : a))
    const methodText = emissionsEstimate.parts
      .map((part) =>
        t(`emissions.${part.method === 'clean-cargo' ? 'cleanCargo' : part.method === 'glec-reefer' ? 'glecReefer' : 'glec'}`, {
          factor: number(part.factor.value, 4),
          unit: factorUnit(part.factor),
          teu: number(part.teu, 3),
          km: number(distanceKm!, 0),
          utilisation: part.utilisationPercent ?? 100,
          uplift: part.distanceUpliftPercent ?? 0,
        }),
      )
      .join(' ')
    const lclText = emissionsEstimate.tonnesPerTeu
      ? ` ${t('emissions.lclTeu', { tonnes: number(measure.tonnes, 3), perTeu: number(emissionsEstimate.tonnesPerTeu.value) })}`
      : ''
    const gas = emissionsEstimate.parts.every((p) => p.factor.gas === 'CO2e') ? 'CO2e' : 'CO2'
    emissions = {
      factor: primary.factor.value,
      unit: factorUnit(primary.factor),
      gas,
      teu: Math.round(emissionsEstimate.parts.reduce((sum, p) => sum + p.teu, 0) * 1000) / 1000,
      method: `${methodText}${lclText}`,
      source: { label: primary.factor.sourceTitle, url: primary.factor.sourceUrl, date: primary.factor.year, note: primary.factor.laneOrVessel },
    }
    if (gas === 'CO2') warnings.push(t('warnings.co2Only'))
  } else if (emissionsEstimate.refused === 'no-factor' || emissionsEstimate.refused === 'no-conversion') {
    warnings.push(t('warnings.noFactor'))
  }

  // Validity: the earliest end of the cards used, and a week at most.
  const validUntil = [addDays(today, QUOTE_VALID_DAYS), ...drafts.map((d) => d.card.validUntil?.slice(0, 10)).filter((d): d is string => Boolean(d))].sort()[0]!

  const sources = uniqueSources([
    ...lines.map((l) => l.source),
    ...(isSeaRoute(route) ? [DISTANCE_SOURCE] : []),
    ...(transit?.sources ?? []),
    ...(isEmissionEstimate(emissionsEstimate) ? emissionsEstimate.sources : []),
    ...(inputs.datasetSources ?? []),
  ])

  return {
    ok: true,
    quote: {
      mode: request.mode,
      origin,
      destination,
      originRegion: originRegion ?? '',
      destinationRegion: destinationRegion ?? '',
      chargeable,
      lines,
      total: fromMinor(main.low),
      ...(main.ranged && { totalHigh: fromMinor(main.high) }),
      currency,
      otherTotals,
      excluded,
      distanceKm,
      distanceSource: isSeaRoute(route) ? DISTANCE_SOURCE : null,
      route: isSeaRoute(route) ? { originSnapKm: route.originSnapKm, destinationSnapKm: route.destinationSnapKm, via: route.via } : null,
      transitDays: transit?.days ?? null,
      transitSource,
      co2eKg,
      emissions,
      ...(inputs.hsCode && { hsCode: inputs.hsCode }),
      ...(request.cargoValue !== undefined && { cargoValue: request.cargoValue, cargoCurrency }),
      ...(request.incoterm && { incoterm: request.incoterm }),
      validUntil,
      calculatedAt: inputs.now.toISOString(),
      sources,
      warnings: [...warnings, ...(inputs.extraWarnings ?? [])],
    },
  }
}

function uniqueSources(sources: QuoteSource[]): QuoteSource[] {
  const seen = new Map<string, QuoteSource>()
  for (const source of sources) {
    const key = `${source.label}\u0000${source.url ?? ''}\u0000${source.date}`
    if (!seen.has(key)) seen.set(key, source)
  }
  return [...seen.values()]
}

type Quantity = { count?: number; type?: string; teu?: number; wm?: number; value?: number; valueCurrency?: string }

/** "2 × 40HC at USD 2,402", "3.2 W/M at USD 209–365", "0.3464 % of USD 50,000 (minimum USD 33.58, maximum USD 651.50)". */
function basisLabel(card: RateCard, quantity: Quantity, text: QuoteText): string {
  const { t, number, money } = text
  const rate = rateText(card, text)
  let label: string
  switch (card.basis) {
    case 'per-container':
      label = t('bases.per-container', { count: quantity.count ?? 0, type: quantity.type ?? '', rate })
      break
    case 'per-teu':
      label = t('bases.per-teu', { teu: number(quantity.teu ?? 0, 3), rate })
      break
    case 'per-wm':
      label = t('bases.per-wm', { wm: number(quantity.wm ?? 0, 3), rate })
      break
    case 'per-bl':
      label = t('bases.per-bl', { rate })
      break
    case 'per-shipment':
      label = t('bases.per-shipment', { rate })
      break
    case 'percent-of-value': {
      const percent = card.amountHigh !== null ? `${number(card.amount, 4)}–${number(card.amountHigh, 4)}` : number(card.amount, 4)
      label = t('bases.percent-of-value', { percent, value: money(quantity.value ?? 0, quantity.valueCurrency ?? card.currency) })
      break
    }
  }
  const bounds = [
    card.minimum !== null ? t('bases.minimum', { amount: money(card.minimum, card.currency) }) : null,
    card.maximum !== null ? t('bases.maximum', { amount: money(card.maximum, card.currency) }) : null,
  ].filter(Boolean)
  return bounds.length > 0 ? `${label} (${bounds.join(', ')})` : label
}
