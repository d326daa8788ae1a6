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
    expect(choosePort('innsa', [MUNDRA, NHAVA])).toEqual({ kind: 'port', port: NHAVA })
  })

  it('takes the only candidate, or the one whose name was typed exactly', () => {
    expect(choosePort('nhava', [NHAVA])).toEqual({ kind: 'port', port: NHAVA })
    expect(choosePort('Mundra', [MUNDRA, NHAVA])).toEqual({ kind: 'port', port: MUNDRA })
    expect(choosePort('santos, brazil', [SANTOS, SANTOS_MX])).toEqual({ kind: 'port', port: SANTOS })
  })

  it('takes the one port whose name starts with the words typed', () => {
    const jnpt = port('INNSA', 'Nhava Sheva (Jawaharlal Nehru)')
    expect(choosePort('Nhava Sheva', [jnpt, port('INNHV', 'Nhavasheva Rail')])).toEqual({ kind: 'port', port: jnpt })
    expect(choosePort('San', [port('USSAN', 'San Diego', 'USA'), port('USSFO', 'San Francisco', 'USA')])).toMatchObject({ kind: 'ambiguous' })
  })

  it('offers choices when the text fits several ports', () => {
    expect(choosePort('Santos', [SANTOS, SANTOS_MX])).toEqual({ kind: 'ambiguous', choices: [SANTOS, SANTOS_MX] })
    expect(choosePort('san', [SANTOS, MUNDRA])).toEqual({ kind: 'ambiguous', choices: [SANTOS, MUNDRA] })
    const many = Array.from({ length: 10 }, (_, i) => port(`INA${String.fromCharCode(65 + i)}A`, `Port ${i}`))
    expect(choosePort('port', many)).toMatchObject({ kind: 'ambiguous', choices: many.slice(0, MAX_PORT_CHOICES) })
  })

  it('says when nothing was found', () => {
    expect(choosePort('Atlantis', [])).toEqual({ kind: 'none' })
    expect(choosePort('XXAAA', [])).toEqual({ kind: 'none' })
  })

  it('compares names without accents, case or punctuation', () => {
    expect(foldName('  Lázaro Cárdenas (Michoacán) ')).toBe('lazaro cardenas michoacan')
    expect(portLabel(NHAVA)).toBe('Nhava Sheva (INNSA), India')
  })
})
