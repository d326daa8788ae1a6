import { describe, expect, it } from 'vitest'
import {
  calculatorHref,
  fieldOfRequestPath,
  isAddingRow,
  isCalculatorParameter,
  isComplete,
  MAX_PACKAGE_ROWS,
  packageRowsToDraw,
  readCalculatorInput,
  readDecimal,
  readHsCode,
  readLocode,
  toQuoteRequest,
  toSearchParams,
} from './url-state'

const LCL = 'mode=lcl&from=INNSA&to=USNYC&p1n=4&p1l=120&p1w=80&p1h=100&p1kg=350&p2n=1&p2l=60&p2w=40&p2h=40&p2kg=25.5&hs=8471&value=50000&inc=FOB'
const FCL = 'mode=fcl&from=INNSA&to=USNYC&ct=40HC&cn=2&cw=18000&hs=8471&value=50000&inc=FOB'
const PORTS = { origin: 'INNSA', destination: 'USNYC' }

describe('the calculator URL', () => {
  it('reads an LCL estimate with its package rows', () => {
    const input = readCalculatorInput(new URLSearchParams(LCL))
    expect(input).toEqual({
      mode: 'lcl',
      from: 'INNSA',
      to: 'USNYC',
      containerType: '',
      containerCount: '',
      cargoWeight: '',
      packages: [
        { n: '4', l: '120', w: '80', h: '100', kg: '350' },
        { n: '1', l: '60', w: '40', h: '40', kg: '25.5' },
      ],
      hs: '8471',
      value: '50000',
      incoterm: 'FOB',
    })
    expect(isComplete(input)).toBe(true)
  })

  it('reads the page’s searchParams object as well as URLSearchParams', () => {
    expect(readCalculatorInput({ mode: 'FCL', from: [' INNSA ', 'x'], to: 'New   York', ct: '40hc', cn: '2', inc: 'fob' })).toMatchObject({
      mode: 'fcl',
      from: 'INNSA',
      to: 'New York',
      containerType: '40HC',
      containerCount: '2',
      incoterm: 'FOB',
    })
  })

  it('falls back on FCL, and drops empty rows and over-long values', () => {
    const input = readCalculatorInput(new URLSearchParams(`mode=air&from=${'x'.repeat(81)}&p1n=&p1l=&p3l=50&p3kg=10`))
    expect(input.mode).toBe('fcl')
    expect(input.from).toBe('')
    expect(input.packages).toEqual([{ n: '', l: '50', w: '', h: '', kg: '10' }])
    expect(isComplete(input)).toBe(false)
  })

  it('reads control characters as spaces, so a NUL never reaches a query', () => {
    const input = readCalculatorInput(new URLSearchParams('from=%00&to=Nhava%00Sheva&hs=52%0001'))
    expect(input.from).toBe('')
    expect(input.to).toBe('Nhava Sheva')
    expect(input.hs).toBe('52 01')
  })

  it('reads at most MAX_PACKAGE_ROWS rows', () => {
    const params = new URLSearchParams()
    for (let row = 1; row <= MAX_PACKAGE_ROWS + 5; row++) params.set(`p${row}l`, '10')
    expect(readCalculatorInput(params).packages).toHaveLength(MAX_PACKAGE_ROWS)
  })

  it('writes the canonical query of each mode, which reads back to the same inputs', () => {
    for (const query of [LCL, FCL]) {
      const input = readCalculatorInput(new URLSearchParams(query))
      expect(toSearchParams(input).toString()).toBe(query)
      expect(readCalculatorInput(toSearchParams(input))).toEqual(input)
    }
  })

  it('leaves out the other mode’s fields and empty ones, and renumbers the rows', () => {
    const input = readCalculatorInput(new URLSearchParams('mode=lcl&from=INNSA&to=USNYC&ct=20GP&cn=1&p2n=2&p2l=10&p2w=10&p2h=10&p2kg=5&hs=&value=&inc='))
    expect(toSearchParams(input).toString()).toBe('mode=lcl&from=INNSA&to=USNYC&p1n=2&p1l=10&p1w=10&p1h=10&p1kg=5')
    expect(calculatorHref('/es-mx/shipment-calculator', { ...input, mode: 'fcl' })).toBe('/es-mx/shipment-calculator?mode=fcl&from=INNSA&to=USNYC&ct=20GP&cn=1')
    expect(calculatorHref('/shipment-calculator', readCalculatorInput({}))).toBe('/shipment-calculator?mode=fcl')
  })

  it('escapes port names', () => {
    const input = readCalculatorInput({ from: 'Nhava Sheva (JNPT)', to: 'São Paulo & co' })
    expect(readCalculatorInput(toSearchParams(input))).toMatchObject({ from: 'Nhava Sheva (JNPT)', to: 'São Paulo & co' })
  })

  it('draws at least three package rows, one more when asked, and computes nothing then', () => {
    const input = readCalculatorInput(new URLSearchParams(LCL))
    expect(packageRowsToDraw(input, new URLSearchParams(LCL))).toBe(3)
    expect(packageRowsToDraw(input, new URLSearchParams(`${LCL}&rows=4`))).toBe(4)
    expect(packageRowsToDraw(input, { rows: '999' })).toBe(MAX_PACKAGE_ROWS)
    expect(packageRowsToDraw(input, { rows: 'x' })).toBe(3)
    expect(isAddingRow({ rows: '4' })).toBe(true)
    expect(isAddingRow(new URLSearchParams(LCL))).toBe(false)
  })
})

describe('codes and numbers as typed', () => {
  it('reads UN/LOCODEs', () => {
    expect(readLocode('innsa')).toBe('INNSA')
    expect(readLocode('IN NSA')).toBe('INNSA')
    expect(readLocode('DEHAM')).toBe('DEHAM')
    expect(readLocode('US2NY')).toBe('US2NY')
    for (const text of ['Nhava Sheva', 'INNS', 'INNSAA', '12345', 'IN1AB']) expect(readLocode(text)).toBeNull()
  })

  it('reads HS codes of 4 to 8 digits', () => {
    expect(readHsCode('8471')).toBe('8471')
    expect(readHsCode('8471.30.10')).toBe('84713010')
    for (const text of ['84', 'laptops', '123456789']) expect(readHsCode(text)).toBeNull()
  })

  it('reads decimals with a point or a comma', () => {
    expect(readDecimal('12.5')).toBe(12.5)
    expect(readDecimal('12,5')).toBe(12.5)
    expect(readDecimal('1 200')).toBe(1200)
    for (const text of ['', '-1', '1e3', 'abc', '1.2.3']) expect(readDecimal(text)).toBeNull()
  })
})

describe('the quote request of the inputs', () => {
  it('is built for an LCL estimate', () => {
    const draft = toQuoteRequest(readCalculatorInput(new URLSearchParams(LCL)), PORTS, 'INR')
    expect(draft).toEqual({
      ok: true,
      request: {
        mode: 'lcl',
        origin: 'INNSA',
        destination: 'USNYC',
        packages: [
          { count: 4, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 350 },
          { count: 1, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 25.5 },
        ],
        hsCode: '8471',
        cargoValue: 50000,
        cargoCurrency: 'INR',
        incoterm: 'FOB',
      },
    })
  })

  it('is built for an FCL estimate, one container when no count is given', () => {
    expect(toQuoteRequest(readCalculatorInput(new URLSearchParams(FCL)), PORTS)).toMatchObject({
      ok: true,
      request: { containers: [{ type: '40HC', count: 2 }], cargoWeightKg: 18000 },
    })
    expect(toQuoteRequest(readCalculatorInput({ ct: '20GP' }), PORTS)).toEqual({
      ok: true,
      request: { mode: 'fcl', ...PORTS, containers: [{ type: '20GP', count: 1 }] },
    })
  })

  it('names the field of each problem of form', () => {
    const lcl = toQuoteRequest(
      readCalculatorInput({ mode: 'lcl', p1n: '1.5', p1l: 'ten', p1w: '10', p1kg: '5', hs: 'laptops', value: '5O0', inc: 'XYZ' }),
      PORTS,
    )
    expect(lcl).toEqual({ ok: false, errors: { p1n: 'wholeNumber', p1l: 'number', p1h: 'required', hs: 'hsUnknown', value: 'number', inc: 'choose' } })
    expect(toQuoteRequest(readCalculatorInput({ mode: 'lcl' }), PORTS)).toEqual({ ok: false, errors: { packages: 'packagesRequired' } })
    expect(toQuoteRequest(readCalculatorInput({ mode: 'fcl', cn: 'two', cw: 'heavy' }), PORTS)).toEqual({
      ok: false,
      errors: { ct: 'choose', cn: 'wholeNumber', cw: 'number' },
    })
  })

  it('maps the quote service’s field paths to the form’s fields', () => {
    expect(fieldOfRequestPath('origin')).toBe('from')
    expect(fieldOfRequestPath('destination')).toBe('to')
    expect(fieldOfRequestPath('packages.1.lengthCm')).toBe('p2l')
    expect(fieldOfRequestPath('packages.0.weightKg')).toBe('p1kg')
    expect(fieldOfRequestPath('packages')).toBe('packages')
    expect(fieldOfRequestPath('packages.2')).toBe('p3l')
    expect(fieldOfRequestPath('packages.lengthCm')).toBe('packages')
    expect(fieldOfRequestPath('containers.0.count')).toBe('cn')
    expect(fieldOfRequestPath('containers.0.type')).toBe('ct')
    expect(fieldOfRequestPath('containers')).toBe('ct')
    expect(fieldOfRequestPath('cargoValue')).toBe('value')
    expect(fieldOfRequestPath('cargoWeightKg')).toBe('cw')
    expect(fieldOfRequestPath('something')).toBeNull()
  })
})

describe('the parameters the calculator reads', () => {
  it('are every one its addresses carry, `rows` and the last package row, and nothing else', () => {
    for (const query of [LCL, FCL]) for (const name of new URLSearchParams(query).keys()) expect(isCalculatorParameter(name), name).toBe(true)
    expect(isCalculatorParameter('rows')).toBe(true)
    expect(isCalculatorParameter(`p${MAX_PACKAGE_ROWS}kg`)).toBe(true)
    for (const name of [`p${MAX_PACKAGE_ROWS + 1}n`, 'p0n', 'p1x', 'p01n', 'utm_source', 'q', 'page', 'MODE'])
      expect(isCalculatorParameter(name), name).toBe(false)
  })
})
