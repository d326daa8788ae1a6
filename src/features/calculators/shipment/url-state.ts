import { asOneLine } from '@/lib/plain-text'
import { INCOTERMS, SHIPPING_MODES, type Incoterm, type PackageRequest, type QuoteRequest, type ShippingMode } from '@/features/calculators/shipping/types'

/**
 * The shipment calculator's inputs as they travel in the URL. The page's GET form names its fields exactly
 * like these parameters, so the same query string comes from the form without script, is shared as a link,
 * is the PDF link's query and the hidden field of "Email me this quote":
 *
 *   mode=fcl|lcl        the load (FCL when absent)
 *   from=INNSA          origin port: a UN/LOCODE, or a name the server resolves ("Nhava Sheva")
 *   to=USNYC            destination port, likewise
 *   ct=40HC  cn=2       FCL: container type and count
 *   cw=18000            FCL: the cargo's total weight in kg (optional; checked against the boxes' payload)
 *   p1n=4 p1l=120 p1w=80 p1h=100 p1kg=350
 *                       LCL: package row 1 (count, length × width × height in cm, weight in kg per package);
 *                       rows 2, 3, … follow as p2n, p2l, … (at most MAX_PACKAGE_ROWS)
 *   hs=8471             the goods' HSN/HS code (or words, which the page offers codes for)
 *   value=50000         cargo value in the edition's currency
 *   inc=FOB             Incoterm
 *
 * `rows` only says how many package rows the form draws ("Add a package" submits it); it is not part of a
 * shared estimate. Everything is kept as typed, so the form shows it back; `toQuoteRequest` turns it into
 * numbers.
 *
 * Example: /shipment-calculator?mode=lcl&from=INNSA&to=USNYC&p1n=4&p1l=120&p1w=80&p1h=100&p1kg=350&hs=8471&value=50000&inc=FOB
 */

export const MAX_PACKAGE_ROWS = 20
/** The rows the form draws at least (empty ones are ignored). */
const MIN_PACKAGE_ROWS = 3
const MAX_PORT_LENGTH = 80
const MAX_HS_LENGTH = 60
const MAX_NUMBER_LENGTH = 15

const PACKAGE_PARTS = ['n', 'l', 'w', 'h', 'kg'] as const
export type PackagePart = (typeof PACKAGE_PARTS)[number]
type PackageRow = Record<PackagePart, string>

export type CalculatorInput = {
  mode: ShippingMode
  from: string
  to: string
  containerType: string
  containerCount: string
  cargoWeight: string
  /** The rows as typed, in order, with the empty ones left out. */
  packages: PackageRow[]
  hs: string
  value: string
  incoterm: string
}

/** The name of a package row's field in the form and the URL (row from 1). */
export function packageParam(row: number, part: PackagePart): string {
  return `p${row}${part}`
}

/** The fields the page reports problems on: the URL parameters' names, and `packages` for the rows as a whole. */
export type CalculatorField = 'mode' | 'from' | 'to' | 'ct' | 'cn' | 'cw' | 'packages' | 'hs' | 'value' | 'inc' | `p${number}${PackagePart}`

const FIELD_PARAMETERS: ReadonlySet<string> = new Set(['mode', 'from', 'to', 'ct', 'cn', 'cw', 'hs', 'value', 'inc', 'rows'])
const PACKAGE_PARAMETER = new RegExp(`^p([1-9]\\d?)(${PACKAGE_PARTS.join('|')})$`)

/** Whether the calculator reads a query parameter of this name (readCalculatorInput and packageRowsToDraw below). */
export function isCalculatorParameter(name: string): boolean {
  const row = PACKAGE_PARAMETER.exec(name)?.[1]
  return FIELD_PARAMETERS.has(name) || (row !== undefined && Number(row) <= MAX_PACKAGE_ROWS)
}

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function reader(source: ParamSource): (name: string) => string {
  if (source instanceof URLSearchParams) return (name) => source.get(name) ?? ''
  return (name) => {
    const value = source[name]
    return (Array.isArray(value) ? value[0] : value) ?? ''
  }
}

/** A parameter trimmed, with runs of white space made one; empty when longer than `max`. */
function clean(value: string, max: number): string {
  const text = asOneLine(value).replace(/\s+/g, ' ').trim()
  return text.length <= max ? text : ''
}

const isEmptyRow = (row: PackageRow) => PACKAGE_PARTS.every((part) => row[part] === '')

/** Reads the calculator's parameters, tolerating anything: unknown values fall back on the defaults or empty. */
export function readCalculatorInput(source: ParamSource): CalculatorInput {
  const get = reader(source)
  const mode = get('mode').toLowerCase()
  const packages: PackageRow[] = []
  for (let row = 1; row <= MAX_PACKAGE_ROWS; row++) {
    const values = Object.fromEntries(PACKAGE_PARTS.map((part) => [part, clean(get(packageParam(row, part)), MAX_NUMBER_LENGTH)])) as PackageRow
    if (!isEmptyRow(values)) packages.push(values)
  }
  return {
    mode: (SHIPPING_MODES as readonly string[]).includes(mode) ? (mode as ShippingMode) : 'fcl',
    from: clean(get('from'), MAX_PORT_LENGTH),
    to: clean(get('to'), MAX_PORT_LENGTH),
    containerType: clean(get('ct'), 12).toUpperCase(),
    containerCount: clean(get('cn'), MAX_NUMBER_LENGTH),
    cargoWeight: clean(get('cw'), MAX_NUMBER_LENGTH),
    packages,
    hs: clean(get('hs'), MAX_HS_LENGTH),
    value: clean(get('value'), MAX_NUMBER_LENGTH),
    incoterm: clean(get('inc'), 3).toUpperCase(),
  }
}

/** How many package rows the form draws: the filled ones, what "Add a package" asked for, at least three. */
export function packageRowsToDraw(input: CalculatorInput, source: ParamSource): number {
  const asked = Number(reader(source)('rows'))
  const wanted = Number.isInteger(asked) && asked > 0 ? asked : 0
  return Math.min(MAX_PACKAGE_ROWS, Math.max(MIN_PACKAGE_ROWS, input.packages.length, wanted))
}

/** "Add a package" was pressed: the form is being edited, so no estimate is computed. */
export function isAddingRow(source: ParamSource): boolean {
  return reader(source)('rows') !== ''
}

/** Both ports are given: the page computes an estimate. */
export function isComplete(input: CalculatorInput): boolean {
  return input.from !== '' && input.to !== ''
}

/**
 * The canonical query string of an estimate: the parameters of its mode only, package rows renumbered from 1,
 * empty fields left out, always in the same order. Ports are written as given (the page passes resolved codes).
 */
export function toSearchParams(input: CalculatorInput): URLSearchParams {
  const params = new URLSearchParams()
  const set = (name: string, value: string) => value !== '' && params.set(name, value)
  set('mode', input.mode)
  set('from', input.from)
  set('to', input.to)
  if (input.mode === 'fcl') {
    set('ct', input.containerType)
    set('cn', input.containerCount)
    set('cw', input.cargoWeight)
  } else {
    input.packages.forEach((row, index) => PACKAGE_PARTS.forEach((part) => set(packageParam(index + 1, part), row[part])))
  }
  set('hs', input.hs)
  set('value', input.value)
  set('inc', input.incoterm)
  return params
}

/** The calculator's address with an estimate's parameters (`path` is the page's path in the edition). */
export function calculatorHref(path: string, input: CalculatorInput): string {
  const query = toSearchParams(input).toString()
  return query ? `${path}?${query}` : path
}

/** The same parameters with one of them replaced (a "did you mean" choice). */
export function withParam(input: CalculatorInput, name: 'from' | 'to' | 'hs', value: string): CalculatorInput {
  return { ...input, [name]: value }
}

/**
 * A UN/LOCODE written as a code: two letters of the country and three letters or digits 2–9 of the place,
 * with or without a space ("INNSA", "in nsa"). Answers it in capitals, or null.
 */
export function readLocode(text: string): string | null {
  const code = text.replace(/\s+/g, '').toUpperCase()
  return /^[A-Z]{2}[A-Z2-9]{3}$/.test(code) ? code : null
}

/** The HS/HSN code digits of `hs` when it is a code (4 to 8 digits, dots and spaces allowed), else null. */
export function readHsCode(text: string): string | null {
  const digits = text.replace(/[\s.]/g, '')
  return /^\d{4,8}$/.test(digits) ? digits : null
}

/** Message keys of the problems found before the estimate is asked for (ShipmentCalculator.errors). */
export type InputErrorKey = 'required' | 'wholeNumber' | 'number' | 'choose' | 'packagesRequired' | 'hsUnknown'

type InputErrors = Partial<Record<CalculatorField, InputErrorKey>>

/** A decimal as typed ("12.5", "12,5", "1 200"); null when it is not one. */
export function readDecimal(text: string): number | null {
  const compact = text.replace(/[\s_]/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(compact)) return null
  const value = Number(compact)
  return Number.isFinite(value) ? value : null
}

function readWhole(text: string): number | null {
  const compact = text.replace(/[\s_]/g, '')
  return /^\d+$/.test(compact) ? Number(compact) : null
}

export type RequestDraft = { ok: true; request: QuoteRequest } | { ok: false; errors: InputErrors }

/**
 * The quote request of the inputs, once the ports are known as codes: numbers read, the fields of the mode
 * only; the cargo value in `cargoCurrency` (the edition's). Problems of form (a word where a number goes, a missing field) are reported here; the limits
 * (sizes, weights, counts) are the quote service's to check.
 */
export function toQuoteRequest(input: CalculatorInput, ports: { origin: string; destination: string }, cargoCurrency?: string): RequestDraft {
  const errors: InputErrors = {}
  const request: QuoteRequest = { mode: input.mode, origin: ports.origin, destination: ports.destination }
  if (input.mode === 'fcl') {
    if (!input.containerType) errors.ct = 'choose'
    const count = input.containerCount === '' ? 1 : readWhole(input.containerCount)
    if (count === null) errors.cn = 'wholeNumber'
    if (input.containerType && count !== null) request.containers = [{ type: input.containerType, count }]
    if (input.cargoWeight) {
      const weight = readDecimal(input.cargoWeight)
      if (weight === null) errors.cw = 'number'
      else request.cargoWeightKg = weight
    }
  } else {
    if (input.packages.length === 0) errors.packages = 'packagesRequired'
    const packages: PackageRequest[] = []
    input.packages.forEach((row, index) => {
      const n = index + 1
      const count = row.n === '' ? 1 : readWhole(row.n)
      if (count === null) errors[packageParam(n, 'n') as CalculatorField] = 'wholeNumber'
      const measures = (['l', 'w', 'h', 'kg'] as const).map((part) => {
        if (row[part] === '') {
          errors[packageParam(n, part) as CalculatorField] = 'required'
          return null
        }
        const value = readDecimal(row[part])
        if (value === null) errors[packageParam(n, part) as CalculatorField] = 'number'
        return value
      })
      const [lengthCm, widthCm, heightCm, weightKg] = measures
      if (count !== null && lengthCm != null && widthCm != null && heightCm != null && weightKg != null) {
        packages.push({ count, lengthCm, widthCm, heightCm, weightKg })
      }
    })
    request.packages = packages
  }
  if (input.hs) {
    const code = readHsCode(input.hs)
    if (code) request.hsCode = code
    else errors.hs = 'hsUnknown'
  }
  if (input.value) {
    const value = readDecimal(input.value)
    if (value === null) errors.value = 'number'
    else {
      request.cargoValue = value
      if (cargoCurrency) request.cargoCurrency = cargoCurrency
    }
  }
  if (input.incoterm) {
    if ((INCOTERMS as readonly string[]).includes(input.incoterm)) request.incoterm = input.incoterm as Incoterm
    else errors.inc = 'choose'
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request }
}

/**
 * The form field a quote request's path names ("packages.1.lengthCm" → "p2l", "packages.1" → "p2l",
 * "containers.0.count" → "cn", "origin" → "from"); `packages` or `ct` for the lines as a whole; null for a
 * path the form has no field for.
 */
export function fieldOfRequestPath(path: string): CalculatorField | null {
  const [head, index, leaf] = path.split('.')
  switch (head) {
    case 'origin':
      return 'from'
    case 'destination':
      return 'to'
    case 'mode':
      return 'mode'
    case 'hsCode':
      return 'hs'
    case 'cargoValue':
    case 'cargoCurrency':
      return 'value'
    case 'cargoWeightKg':
      return 'cw'
    case 'incoterm':
      return 'inc'
    case 'containers':
      return leaf === 'count' ? 'cn' : 'ct'
    case 'packages': {
      const row = Number(index)
      if (index === undefined || !Number.isInteger(row)) return 'packages'
      // A problem of the whole row (too large for any box) is shown on its first measure.
      const part = leaf === undefined ? 'l' : ({ count: 'n', lengthCm: 'l', widthCm: 'w', heightCm: 'h', weightKg: 'kg' } as Record<string, PackagePart>)[leaf]
      return part ? (packageParam(row + 1, part) as CalculatorField) : 'packages'
    }
    default:
      return null
  }
}
