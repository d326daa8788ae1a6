import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Port, QuoteRequest } from '@/features/calculators/shipping/types'
import { ApiError } from '@/lib/api/errors'
import { FCL_QUOTE } from '../../../../tests/support/quote-fixtures'
import { readCalculatorInput } from './url-state'

// The quote service and the reference data read PostgreSQL: both are replaced here.
vi.mock('server-only', () => ({}))
const port = (locode: string, name: string, countryName: string): Port => ({ locode, name, country: locode.slice(0, 2), countryName, lat: 0, lon: 0 })
const PORTS = [
  port('INNSA', 'Nhava Sheva (Jawaharlal Nehru)', 'India'),
  port('USNYC', 'New York', 'United States'),
  port('BRSSZ', 'Santos', 'Brazil'),
  port('MXSTS', 'Santos', 'Mexico'),
]
const searchPorts = vi.fn(async (q: string) => PORTS.filter((p) => p.locode === q.toUpperCase() || p.name.toLowerCase().includes(q.toLowerCase())))
const estimateShipment = vi.fn(async (_request: QuoteRequest, _edition: string) => FCL_QUOTE)
vi.mock('@/features/calculators/shipping/service', () => ({ searchPorts, estimateShipment, listContainers: async () => [] }))
const searchHsn = vi.fn(async () => ({ ok: true, items: [{ code: '84713010', description: 'Laptops', isLegacy: false }] }))
vi.mock('@/features/reference-tools/data/hsn', () => ({ searchHsn }))

const { computeEstimate, statusOfOutcome } = await import('./estimate')
const input = (query: string) => readCalculatorInput(new URLSearchParams(query))

beforeEach(() => {
  estimateShipment.mockClear()
  estimateShipment.mockImplementation(async () => FCL_QUOTE)
})

describe('the estimate of the calculator’s inputs', () => {
  it('resolves port names and codes and asks the quote service, cargo value in the edition’s currency', async () => {
    const outcome = await computeEstimate(input('mode=fcl&from=Nhava+Sheva&to=usnyc&ct=40gp&cn=2&value=50000&inc=FOB'), 'en-in')
    expect(outcome).toMatchObject({ kind: 'quote', quote: FCL_QUOTE, input: { from: 'INNSA', to: 'USNYC', containerType: '40GP' } })
    expect(statusOfOutcome(outcome)).toBe(200)
    expect(estimateShipment).toHaveBeenCalledWith(
      {
        mode: 'fcl',
        origin: 'INNSA',
        destination: 'USNYC',
        containers: [{ type: '40GP', count: 2 }],
        cargoValue: 50000,
        cargoCurrency: 'INR',
        incoterm: 'FOB',
      },
      'en-in',
    )
  })

  it('computes nothing without both ports', async () => {
    expect(await computeEstimate(input('from=INNSA'), 'en-in')).toEqual({ kind: 'empty' })
  })

  it('offers the ports a name fits, and codes for words in the HS field, without asking for a figure', async () => {
    const outcome = await computeEstimate(input('mode=fcl&from=Santos&to=USNYC&ct=40GP&hs=laptops'), 'es-mx')
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: { from: 'Elige uno de los puertos de abajo.', hs: 'Elige un código de la lista o escribe sus dígitos.' },
      resolution: { from: { kind: 'ambiguous', choices: [PORTS[2], PORTS[3]] }, hsChoices: [{ code: '84713010', description: 'Laptops' }] },
    })
    expect(estimateShipment).not.toHaveBeenCalled()
    expect(statusOfOutcome(outcome)).toBe(200)
  })

  it('refuses a port no name or code fits, and words no HS code fits, with status 400', async () => {
    const unknownPort = await computeEstimate(input('mode=fcl&from=Atlantis&to=USNYC&ct=40GP&cn=2'), 'en-in')
    expect(unknownPort).toMatchObject({ kind: 'invalid', errors: { from: 'No port matches this. Check the spelling or type its UN/LOCODE.' } })
    expect(statusOfOutcome(unknownPort)).toBe(400)
    searchHsn.mockResolvedValueOnce({ ok: true, items: [] })
    const unknownGoods = await computeEstimate(input('mode=fcl&from=Santos&to=USNYC&ct=40GP&hs=moonrock'), 'en-in')
    expect(unknownGoods).toMatchObject({ kind: 'invalid', resolution: { from: { kind: 'ambiguous' }, hsChoices: [] } })
    expect(statusOfOutcome(unknownGoods)).toBe(400)
  })

  it('reports the service’s localized refusals on the form’s fields', async () => {
    estimateShipment.mockRejectedValueOnce(
      new ApiError<string>('CARGO_NOT_POSSIBLE', {
        localized: {
          message: 'Cargo not possible',
          fields: { 'packages.0': 'Package line 1 does not fit any container.', 'packages.1.weightKg': 'Too heavy.' },
        },
      }),
    )
    const outcome = await computeEstimate(input('mode=lcl&from=INNSA&to=USNYC&p1l=2000&p1w=400&p1h=400&p1kg=10&p2l=10&p2w=10&p2h=10&p2kg=99999'), 'en-us')
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { p1l: 'Package line 1 does not fit any container.', p2kg: 'Too heavy.' } })
    expect(statusOfOutcome(outcome)).toBe(400)
  })

  it('says where no rate card covers the lane, and keeps the inputs for a quote request', async () => {
    estimateShipment.mockRejectedValueOnce(
      new ApiError<string>('NO_RATE_CARD', { localized: { message: 'No rate card covers India to South America.', body: { lane: {} } } }),
    )
    const outcome = await computeEstimate(input('mode=fcl&from=INNSA&to=BRSSZ&ct=40GP'), 'en-in')
    expect(outcome).toMatchObject({
      kind: 'no-rate',
      message: 'No rate card covers India to South America.',
      request: { origin: 'INNSA', destination: 'BRSSZ' },
      input: { from: 'INNSA', to: 'BRSSZ' },
    })
    expect(statusOfOutcome(outcome)).toBe(422)
  })

  it('is unavailable when the data is not loaded or the service fails', async () => {
    estimateShipment.mockRejectedValueOnce(new ApiError<string>('DATA_NOT_LOADED', { localized: { message: 'Not loaded' } }))
    const notLoaded = await computeEstimate(input('mode=fcl&from=INNSA&to=USNYC&ct=40GP'), 'en-in')
    expect([notLoaded, statusOfOutcome(notLoaded)]).toEqual([{ kind: 'unavailable' }, 503])
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    estimateShipment.mockRejectedValueOnce(new Error('connection refused'))
    expect(await computeEstimate(input('mode=fcl&from=INNSA&to=USNYC&ct=40GP'), 'en-in')).toEqual({ kind: 'unavailable' })
    error.mockRestore()
  })
})
