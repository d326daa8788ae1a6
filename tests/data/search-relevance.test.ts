import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeReferencePool } from '@/features/reference-tools/data/db'
import { searchHsn } from '@/features/reference-tools/data/hsn'
import { searchHts } from '@/features/reference-tools/data/hts'
import { ensureRealData } from './real-data'

/**
 * What a visitor types, and a code that must come among the first results (`within`, 3 unless said).
 * Every expected code was looked up in the data files: its description is what the query asks for.
 */
type Case = { query: string; expected: string; within?: number; why: string }

const HSN_CASES: Case[] = [
  { query: 'shrimp', expected: '03061720', why: 'Vannamei shrimp, frozen' },
  { query: 'shrimps', expected: '03061720', why: 'plural, stemmed' },
  { query: 'prawns', expected: '03063600', why: '"Other shrimps and prawns"' },
  { query: 'prawn', expected: '03063600', why: 'synonym of shrimp, singular' },
  { query: 'frozen shrimp', expected: '030617', within: 1, why: 'the frozen shrimps and prawns subheading' },
  { query: 'shrmp', expected: '03061720', why: 'missing letter' },
  { query: 'basmati rice', expected: '10063020', within: 1, why: '"BASMATI RICE"' },
  { query: 'basmti rice', expected: '10063020', within: 1, why: 'missing letter' },
  { query: 'black pepper', expected: '09041130', why: '"BLACK PEPPER, GARBLED"' },
  { query: 'cashew', expected: '08013220', why: '"CASHEW KERNEL, WHOLE"' },
  { query: 'cahsew', expected: '08013220', why: 'swapped letters' },
  { query: 'turmeric', expected: '091030', within: 1, why: '"TURMERIC (CURCUMA)"' },
  { query: 'turmerc', expected: '091030', within: 1, why: 'missing letter' },
  { query: 'green tea', expected: '09022020', why: '"GREEN TEA IN BULK"' },
  { query: 'cofee', expected: '0901', within: 1, why: 'coffee heading, missing letter' },
  { query: 'mobile phone', expected: '85171300', within: 1, why: 'synonym: smartphones' },
  { query: 'mobile phones', expected: '85171300', within: 1, why: 'plural synonym' },
  { query: 'laptop', expected: '847130', within: 1, why: 'synonym: portable automatic data processing machines' },
  { query: 'laptops', expected: '847130', within: 1, why: 'plural synonym' },
  { query: 'personal computer', expected: '84713010', within: 1, why: '"PERSONAL COMPUTER"' },
  { query: 'cotton t-shirts', expected: '61091000', why: 'T-shirts of cotton (6109 10)' },
  { query: 'gold jewellery', expected: '71131910', why: 'jewellery of gold, unstudded' },
  { query: 'gold jewelry', expected: '71131910', why: 'American spelling' },
  { query: 'paracetamol', expected: '29222933', within: 1, why: '"PARA ACETYL AMINOPHENOL (PARACETAMOL)"' },
  { query: 'solar panel', expected: '85414300', why: 'synonym: photovoltaic cells assembled in panels' },
  { query: 'car tyres', expected: '401110', why: 'new tyres for motor cars' },
  { query: 'tires', expected: '4012', why: 'American spelling of tyres' },
  { query: 'led lamps', expected: '85395200', within: 1, why: '"LIGHT-EMITTING DIODE (LED) LAMPS"' },
  { query: 'olive oil', expected: '15093000', why: '"VIRGIN OLIVE OIL"' },
  { query: 'honey', expected: '04090000', why: '"NATURAL HONEY"' },
  { query: 'wheat flour', expected: '11010000', within: 1, why: '"WHEAT OR MESLIN FLOUR"' },
  { query: 'silk sarees', expected: '50072010', within: 1, why: '"SAREES" of silk fabric' },
  { query: 'brinjal', expected: '07093000', why: 'synonym: aubergines' },
  { query: 'aluminum foil', expected: '7607', why: 'American spelling of aluminium' },
  { query: '0306.17', expected: '030617', within: 1, why: 'code with a dot' },
  { query: '0306 17 20', expected: '03061720', within: 1, why: 'code with spaces' },
  { query: 'HSN 1006 30 20', expected: '10063020', within: 1, why: 'code after "HSN"' },
  { query: '8517.13', expected: '851713', within: 1, why: 'subheading prefix' },
  { query: '85', expected: '85', within: 1, why: 'chapter prefix' },
]

const HTS_CASES: Case[] = [
  { query: 'live horses', expected: '0101', within: 1, why: '"Live horses, asses, mules and hinnies"' },
  { query: '"live horses"', expected: '0101', within: 1, why: 'quoted phrase' },
  { query: 'horses', expected: '0101', within: 5, why: 'plural; meat and offal of horses rank alike' },
  { query: 'shrimp', expected: '0306.17.00', why: '"Other shrimps and prawns", frozen' },
  { query: 'shrimps', expected: '0306.17.00', why: 'plural' },
  { query: 'prawns', expected: '0306.17.00', why: 'the other half of "shrimps and prawns"' },
  { query: 'shrmp', expected: '0306.17.00', why: 'missing letter, corrected to "shrimps"' },
  { query: 'frozen shrimp', expected: '0306.17.00.04', within: 1, why: 'first statistical line of frozen shrimps' },
  { query: 'laptop', expected: '8471.30.01.00', within: 1, why: 'synonym: portable automatic data processing machines' },
  { query: 'mobile phone', expected: '8517.13.00.00', within: 1, why: 'synonym: smartphones' },
  { query: 'smartphones', expected: '8517.13.00.00', within: 1, why: '"Smartphones"' },
  { query: 'cotton t-shirts', expected: '6109.10.00', within: 1, why: 'T-shirts "Of cotton"' },
  { query: 'coton shirts', expected: '6205.20.20.16', within: 5, why: "men's cotton shirts, misspelt" },
  { query: 'olive oil', expected: '1509.20', why: '"Extra virgin olive oil"' },
  { query: 'aluminum foil', expected: '7607', why: '"Aluminum foil" heading' },
  { query: 'aluminium foil', expected: '7607', why: 'British spelling' },
  { query: 'alumnum foil', expected: '7607', why: 'missing letter' },
  { query: 'new tyres', expected: '4011', within: 1, why: 'British spelling of "New pneumatic tires"' },
  { query: 'coffee', expected: '0901', within: 1, why: '"Coffee, whether or not roasted…"' },
  { query: 'cofee', expected: '0901', within: 1, why: 'missing letter' },
  { query: 'green tea', expected: '0902.10', why: '"Green tea (not fermented)…"' },
  { query: 'basmati rice', expected: '1006.20.20', within: 1, why: '"Basmati" husked rice' },
  { query: 'solar panel', expected: '8541.43.00', within: 5, why: 'photovoltaic cells assembled in modules or panels' },
  { query: 'lithium-ion batteries', expected: '8507.60.00', within: 1, why: '"Lithium-ion batteries"' },
  { query: 'maple syrup', expected: '1702.20.22.90', why: '"Maple syrup"' },
  { query: 'wooden furniture', expected: '9403.60', within: 5, why: '"Other wooden furniture"' },
  { query: 'honey', expected: '0409.00.00', why: '"Natural honey"' },
  { query: 'bicycles', expected: '8712.00.48.00', within: 5, why: '"Other bicycles"' },
  { query: 'steal pipes', expected: '7304.22.00', within: 5, why: 'steel, misspelt' },
  { query: '0101.21.00.10', expected: '0101.21.00.10', within: 1, why: 'full number with dots' },
  { query: '0101210010', expected: '0101.21.00.10', within: 1, why: 'full number without dots' },
  { query: '0101.21', expected: '0101.21.00', within: 1, why: 'subheading prefix' },
  { query: '010121', expected: '0101.21.00', within: 1, why: 'subheading prefix without dots' },
  { query: '0306 17', expected: '0306.17.00', within: 1, why: 'prefix with a space' },
  { query: '8471.30.01', expected: '8471.30.01.00', within: 1, why: '8-digit prefix' },
  { query: '9903.88.03', expected: '9903.88.03', within: 1, why: 'chapter-99 lines are found by number' },
]

describe('search relevance on the real data', () => {
  beforeAll(async () => {
    await ensureRealData()
  }, 120_000)

  afterAll(async () => {
    await closeReferencePool()
  })

  it.each(HSN_CASES)('HSN "$query" → $expected ($why)', async ({ query, expected, within = 3 }) => {
    const result = await searchHsn(query, { limit: within })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.items.map((i) => i.code)).toContain(expected)
  })

  it.each(HTS_CASES)('HTS "$query" → $expected ($why)', async ({ query, expected, within = 3 }) => {
    const result = await searchHts(query, { limit: within })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.items.map((i) => i.htsNumber)).toContain(expected)
  })

  it('says which words it corrected and highlights the matched words', async () => {
    const result = await searchHsn('basmti rice')
    expect(result).toMatchObject({ ok: true, corrections: [{ from: 'basmti', to: 'basmati' }], matchMode: 'all' })
    if (!result.ok) return
    expect(result.items[0]).toMatchObject({
      description: 'BASMATI RICE',
      chapter: '10',
      highlight: [
        [0, 7],
        [8, 12],
      ],
    })
  })

  it('leaves out lines with an excluded word', async () => {
    const result = await searchHts('horses -live', { limit: 100 })
    if (!result.ok) throw new Error(result.reason)
    expect(result.items.length).toBeGreaterThan(0)
    expect(result.items.filter((i) => /\blive\b/i.test([...i.path, i.description].join(' ')))).toEqual([])
  })

  it('gives the CSV export its whole file in one search, in the order of the pages, and the API no page past 100', async () => {
    const words = 'frozen fish fillets'
    const whole = await searchHts(words, { limit: 1000 }, { maxLimit: 1000 })
    const pages = await Promise.all([0, 100, 200].map((offset) => searchHts(words, { limit: 100, offset })))
    if (!whole.ok || pages.some((p) => !p.ok)) throw new Error('invalid')
    expect(whole.total).toBeGreaterThan(200)
    expect(whole.items.slice(0, 300).map((i) => i.id)).toEqual(pages.flatMap((p) => (p.ok ? p.items.map((i) => i.id) : [])))
    expect((await searchHts(words, { limit: 101 })).ok).toBe(false)
  })

  it('keeps chapters 98 and 99 out of word searches unless asked', async () => {
    const phrase = '"product of China"'
    const products = await searchHts(phrase)
    const all = await searchHts(phrase, { includeSpecialChapters: true })
    if (!products.ok || !all.ok) throw new Error('invalid')
    expect(products.items.every((i) => !i.isSpecialProvision)).toBe(true)
    expect(all.items[0]).toMatchObject({ chapter: '99', isSpecialProvision: true })
  })

  it('falls back to any of the words when no line has them all', async () => {
    expect(await searchHsn('basmati shrimp')).toMatchObject({ ok: true, matchMode: 'any' })
  })

  it('ranks a legacy code below the current code with the same words', async () => {
    const result = await searchHsn('pure-bred breeding horses', { limit: 50 })
    if (!result.ok) throw new Error(result.reason)
    const codes = result.items.map((i) => i.code)
    expect(codes).toContain('01011010')
    expect(codes.indexOf('01012100')).toBeLessThan(codes.indexOf('01011010'))
    expect(result.items.find((i) => i.code === '01011010')?.isLegacy).toBe(true)
  })
})
