import { describe, expect, it } from 'vitest'
import type { Port } from '@/features/calculators/shipping/types'
import { choosePort, foldName, MAX_PORT_CHOICES, portLabel } from './port-choice'

const port = (locode: string, name: string, countryName = 'India'): Port => ({ locode, name, country: locode.slice(0, 2), countryName, lat: null, lon: null })
const NHAVA = port('INNSA', 'Nhava Sheva')
const MUNDRA = port('INMUN', 'Mundra')
const SANTOS = port('BRSSZ', 'Santos', 'Brazil')
const SANTOS_MX = port('MXSTS', 'Santos', 'Mexico')

describe('choosing the port a field names', () => {
  it('takes the port whose UN/LOCODE was typed', () => {
    expect(choosePort('innsa', [MUNDRA, NHAVA], 'en-in')).toEqual({ kind: 'port', port: NHAVA })
  })

  it('takes the only candidate, or the one whose name was typed exactly', () => {
    expect(choosePort('nhava', [NHAVA], 'en-in')).toEqual({ kind: 'port', port: NHAVA })
    expect(choosePort('Mundra', [MUNDRA, NHAVA], 'en-in')).toEqual({ kind: 'port', port: MUNDRA })
    expect(choosePort('santos, brazil', [SANTOS, SANTOS_MX], 'en-in')).toEqual({ kind: 'port', port: SANTOS })
    // The country as the edition names it, as the field shows a chosen port.
    expect(choosePort('Santos, Brasil', [SANTOS, SANTOS_MX], 'es-mx')).toEqual({ kind: 'port', port: SANTOS })
    expect(choosePort('Santos, Brasil', [SANTOS, SANTOS_MX], 'en-in')).toMatchObject({ kind: 'ambiguous' })
  })

  it('takes the one port whose name starts with the words typed', () => {
    const jnpt = port('INNSA', 'Nhava Sheva (Jawaharlal Nehru)')
    expect(choosePort('Nhava Sheva', [jnpt, port('INNHV', 'Nhavasheva Rail')], 'en-in')).toEqual({ kind: 'port', port: jnpt })
    expect(choosePort('San', [port('USSAN', 'San Diego', 'USA'), port('USSFO', 'San Francisco', 'USA')], 'en-in')).toMatchObject({ kind: 'ambiguous' })
  })

  it('offers choices when the text fits several ports', () => {
    expect(choosePort('Santos', [SANTOS, SANTOS_MX], 'en-in')).toEqual({ kind: 'ambiguous', choices: [SANTOS, SANTOS_MX] })
    expect(choosePort('san', [SANTOS, MUNDRA], 'en-in')).toEqual({ kind: 'ambiguous', choices: [SANTOS, MUNDRA] })
    const many = Array.from({ length: 10 }, (_, i) => port(`INA${String.fromCharCode(65 + i)}A`, `Port ${i}`))
    expect(choosePort('port', many, 'en-in')).toMatchObject({ kind: 'ambiguous', choices: many.slice(0, MAX_PORT_CHOICES) })
  })

  it('says when nothing was found', () => {
    expect(choosePort('Atlantis', [], 'en-in')).toEqual({ kind: 'none' })
    expect(choosePort('XXAAA', [], 'en-in')).toEqual({ kind: 'none' })
  })

  it('compares names without accents, case or punctuation', () => {
    expect(foldName('  Lázaro Cárdenas (Michoacán) ')).toBe('lazaro cardenas michoacan')
  })
})

describe('naming a port', () => {
  it('names its country in the edition’s language, not by the reference data’s short English name', () => {
    const newYork: Port = { locode: 'USNYC', name: 'New York', country: 'US', countryName: 'US', lat: null, lon: null }
    expect(portLabel(NHAVA, 'en-in')).toBe('Nhava Sheva (INNSA), India')
    expect(portLabel(newYork, 'en-us')).toBe('New York (USNYC), United States')
    expect(portLabel(newYork, 'es-mx')).toBe('New York (USNYC), Estados Unidos')
    expect(portLabel(SANTOS, 'es-mx')).toBe('Santos (BRSSZ), Brasil')
  })

  it('keeps the reference data’s name for a code the platform does not know', () => {
    expect(portLabel({ locode: 'XZAAA', name: 'Somewhere', country: 'XZ', countryName: 'International waters' }, 'es-mx')).toBe(
      'Somewhere (XZAAA), International waters',
    )
  })
})
