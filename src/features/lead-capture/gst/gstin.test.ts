import { describe, expect, it } from 'vitest'
import { GST_STATES, gstinCheckCharacter, PAN_HOLDER_KINDS, readGstin } from './gstin'

/** Example GSTINs as printed, check character included, in public GST API documentation (e-invoice and taxpayer search samples). */
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']

describe('readGstin', () => {
  it('reads the state, the PAN, the kind of holder and the registration from a valid GSTIN, as typed', () => {
    expect(readGstin(' 27aapfu0939f1zv ')).toEqual({
      ok: true,
      gstin: '27AAPFU0939F1ZV',
      state: { code: '27', name: 'Maharashtra' },
      pan: 'AAPFU0939F',
      holderKind: 'firm',
      registration: 1,
      entityLetter: 'Z',
    })
    expect(readGstin('29AAGCB7383J1Z4')).toMatchObject({ ok: true, state: { name: 'Karnataka' }, holderKind: 'company' })
  })

  it('computes the published check character of the published samples', () => {
    for (const gstin of PUBLISHED) expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14])
  })

  it('catches every single-character typing error in the first fourteen characters', () => {
    const gstin = PUBLISHED[0]!
    for (let i = 0; i < 14; i++) {
      for (const replacement of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        if (replacement === gstin[i]) continue
        const typo = gstin.slice(0, i) + replacement + gstin.slice(i + 1)
        expect(readGstin(typo).ok, typo).toBe(false)
      }
    }
  })

  it('numbers registrations 1-9 then A-Z (10-35)', () => {
    const withEntity = (entity: string) => {
      const first14 = `27AAPFU0939F${entity}Z`
      return readGstin(first14 + gstinCheckCharacter(first14))
    }
    expect(withEntity('9')).toMatchObject({ registration: 9 })
    expect(withEntity('A')).toMatchObject({ registration: 10 })
    expect(withEntity('Z')).toMatchObject({ registration: 35 })
  })

  it('tells a malformed GSTIN from one whose check character does not match', () => {
    expect(readGstin('27AAPFU0939F1ZW')).toEqual({ ok: false, error: 'gstinCheckFailed' })
    for (const malformed of ['', '27AAPFU0939F1Z', '27AAPFU0939F1ZVV', '00AAPFU0939F1ZV', '27AAPXU0939F1ZV', '27AAPFU0939F0ZV', '27AAPF-0939F1ZV']) {
      expect(readGstin(malformed), malformed).toEqual({ ok: false, error: 'gstinInvalid' })
    }
  })

  it('knows the two-digit codes of every state and union territory, and the ten kinds of PAN holder', () => {
    expect(Object.keys(GST_STATES)).toHaveLength(40)
    expect(GST_STATES['38']).toBe('Ladakh')
    expect(Object.keys(PAN_HOLDER_KINDS).join('')).toBe('ABCFGHJLPT')
  })
})
