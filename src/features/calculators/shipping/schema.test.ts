import { describe, expect, it } from 'vitest'
import { readPortSearch } from './http'
import { quoteRequestSchema } from './schema'

const issues = (body: unknown) => {
  const parsed = quoteRequestSchema.safeParse(body)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the quote request schema', () => {
  it('reads codes in any case and with a space, merges box lines of one type, drops an empty HS code', () => {
    expect(
      quoteRequestSchema.parse({
        mode: 'fcl',
        origin: ' in nsa',
        destination: 'usnyc',
        containers: [
          { type: '40gp', count: 1 },
          { type: '40GP', count: 2 },
          { type: '20GP', count: 1 },
        ],
        hsCode: '',
      }),
    ).toEqual({
      mode: 'fcl',
      origin: 'INNSA',
      destination: 'USNYC',
      containers: [
        { type: '40GP', count: 3 },
        { type: '20GP', count: 1 },
      ],
      packages: undefined,
      hsCode: undefined,
    })
    expect(
      quoteRequestSchema.parse({
        mode: ' LCL',
        origin: 'INNSA',
        destination: 'USNYC',
        packages: [{ count: 1, lengthCm: 1, widthCm: 1, heightCm: 1, weightKg: 1 }],
      }).mode,
    ).toBe('lcl')
    expect(quoteRequestSchema.parse({ mode: 'FCL', origin: 'INNSA', destination: 'USNYC', containers: [{ type: '40GP', count: 1 }] }).mode).toBe('fcl')
    expect(
      quoteRequestSchema.parse({
        mode: 'lcl',
        origin: 'INNSA',
        destination: 'USNYC',
        packages: [{ count: 1, lengthCm: 1, widthCm: 1, heightCm: 1, weightKg: 1 }],
        hsCode: '0306.17 20',
      }).hsCode,
    ).toBe('03061720')
  })

  it('refuses the same port twice, missing cargo and malformed fields, with message keys', () => {
    expect(issues({ mode: 'fcl', origin: 'INNSA', destination: 'in nsa', containers: [{ type: '40GP', count: 1 }] })).toEqual({ destination: 'samePort' })
    expect(issues({ mode: 'fcl', origin: 'INNSA', destination: 'USNYC' })).toEqual({ containers: 'containersRequired' })
    expect(issues({ mode: 'lcl', origin: 'INNSA', destination: 'USNYC', packages: [] })).toEqual({ packages: 'packagesRequired' })
    expect(issues({ mode: 'air', origin: 'INN', destination: 'USNYC1' })).toMatchObject({
      mode: 'modeInvalid',
      origin: 'portInvalid',
      destination: 'portInvalid',
    })
    expect(
      issues({
        mode: 'lcl',
        origin: 'INNSA',
        destination: 'USNYC',
        packages: [{ count: 1.5, lengthCm: 0, widthCm: 2001, heightCm: -1, weightKg: 'x' }],
        cargoValue: -1,
        cargoCurrency: 'dollars',
        incoterm: 'XYZ',
        hsCode: '1',
      }),
    ).toEqual({
      'packages.0.count': 'packageCountInvalid',
      'packages.0.lengthCm': 'dimensionInvalid',
      'packages.0.widthCm': 'dimensionInvalid',
      'packages.0.heightCm': 'dimensionInvalid',
      'packages.0.weightKg': 'weightInvalid',
      cargoValue: 'cargoValueInvalid',
      cargoCurrency: 'currencyInvalid',
      incoterm: 'incotermInvalid',
      hsCode: 'hsCodeInvalid',
    })
    expect(issues({ mode: 'fcl', origin: 'INNSA', destination: 'USNYC', containers: Array.from({ length: 11 }, () => ({ type: '20GP', count: 1 })) })).toEqual({
      containers: 'tooManyLines',
    })
  })

  it('reads the port search parameters', () => {
    const url = (query: string) => new URL(`http://localhost/api/shipping/ports?${query}`)
    expect(readPortSearch(url('q=%20rotter%20'))).toEqual({ query: 'rotter', limit: 20 })
    expect(readPortSearch(url('q=INNSA&limit=5'))).toEqual({ query: 'INNSA', limit: 5 })
    // PostgreSQL refuses a NUL in text: control characters are read as spaces.
    expect(readPortSearch(url('q=mum%00bai%0A'))).toEqual({ query: 'mum bai', limit: 20 })
    for (const bad of ['q=', 'q=%20', 'q=%00', 'q=%01%7F', `q=${'a'.repeat(61)}`, 'q=x&limit=0', 'q=x&limit=21', 'q=x&limit=two', ''])
      expect(readPortSearch(url(bad)), bad).toBeNull()
  })
})
