import { describe, expect, it } from 'vitest'
import { applyCorrections, editDistance, highlightRanges, HIGHLIGHT_END, HIGHLIGHT_START, parseQuery, toTsQuery, type TextQuery } from './query'

const HSN = { maxCodeDigits: 8 }

function text(query: string): TextQuery {
  const parsed = parseQuery(query, HSN)
  if ('ok' in parsed || parsed.kind !== 'text') throw new Error(`not a word query: ${query}`)
  return parsed
}

describe('parseQuery', () => {
  it.each([
    ['0306.17', '030617'],
    ['0306 17 20', '03061720'],
    ['  8517-13 ', '851713'],
    ['HSN 1006 30 20', '10063020'],
    ['hs code: 85', '85'],
  ])('reads %j as the code %s', (query, digits) => {
    expect(parseQuery(query, HSN)).toEqual({ kind: 'code', digits })
  })

  it.each([
    ['', 'Type a code or a few words.'],
    ['   ', 'Type a code or a few words.'],
    ['7', 'A code has 2 to 8 digits.'],
    ['0101.21.00.10', 'A code has 2 to 8 digits.'],
    ['-steel', 'Type at least one word or code to look for.'],
    ['!!! ???', 'Type at least one word or code to look for.'],
    ['x'.repeat(201), 'The query is longer than 200 characters.'],
    ['a b c d e f g h i j k l m', 'Use at most 12 words.'],
  ])('refuses %j', (query, reason) => {
    expect(parseQuery(query, HSN)).toEqual({ ok: false, error: 'invalid', reason })
  })

  it('refuses what is not text', () => {
    expect(parseQuery(42, HSN)).toMatchObject({ ok: false, error: 'invalid' })
    expect(parseQuery(undefined, HSN)).toMatchObject({ ok: false, error: 'invalid' })
  })

  it('accepts 10-digit HTS numbers when told', () => {
    expect(parseQuery('0101.21.00.10', { maxCodeDigits: 10 })).toEqual({ kind: 'code', digits: '0101210010' })
  })

  it('folds case and accents and keeps hyphenated words whole', () => {
    expect(text('Purée  T-Shirts').groups.map((g) => g.text)).toEqual(['puree', 't-shirts'])
  })

  it('reads quoted phrases and excluded words', () => {
    expect(text('"live horses" -mules "asses" frozen')).toEqual({
      kind: 'text',
      groups: [
        { text: 'frozen', alternatives: [['frozen']], correctable: true },
        { text: 'asses', alternatives: [['asses']], correctable: false },
      ],
      phrases: [['live', 'horses']],
      excluded: ['mules'],
    })
  })

  it('adds the synonyms of everyday names, plural or singular, one word or several', () => {
    expect(text('prawns').groups).toEqual([{ text: 'prawns', alternatives: [['prawns'], ['shrimp']], correctable: false }])
    expect(text('cheap mobile phones').groups).toEqual([
      { text: 'cheap', alternatives: [['cheap']], correctable: true },
      {
        text: 'mobile phones',
        alternatives: [['mobile', 'phones'], ['smartphones'], ['telephones', 'cellular', 'networks']],
        correctable: false,
      },
    ])
  })

  it('does not offer short words or numbers for correction', () => {
    expect(text('oli 10kg rice').groups.map((g) => g.correctable)).toEqual([false, false, true])
  })
})

describe('toTsQuery', () => {
  it('requires every group and phrase, or any of them, and never an excluded word', () => {
    const query = text('mobile phone "live horses" -used')
    expect(toTsQuery(query, 'all')).toBe('(((mobile & phone) | smartphones | (telephones & cellular & networks)) & (live <-> horses)) & !used')
    expect(toTsQuery(query, 'any')).toBe('(((mobile & phone) | smartphones | (telephones & cellular & networks)) | (live <-> horses)) & !used')
  })

  it('uses the corrections for the words that had one', () => {
    const corrected = applyCorrections(text('basmti rice'), new Map([['basmti', 'basmati']]))
    expect(toTsQuery(corrected, 'all')).toBe('((basmati) & (rice))')
  })
})

describe('editDistance', () => {
  it.each([
    ['shrimp', 'shrimp', 0],
    ['shrmp', 'shrimp', 0.8],
    ['cahsew', 'cashew', 0.8],
    ['steal', 'steel', 1],
    ['shrmp', 'ship', 2],
    ['pepar', 'pepper', 1.8],
  ])('%s → %s costs %d', (typed, candidate, cost) => {
    expect(editDistance(typed, candidate)).toBeCloseTo(cost)
  })
})

describe('highlightRanges', () => {
  const mark = (s: string) => `${HIGHLIGHT_START}${s}${HIGHLIGHT_END}`

  it('turns the markers into ranges over the original text', () => {
    expect(highlightRanges(`${mark('BASMATI')} ${mark('RICE')}`, 'BASMATI RICE')).toEqual([
      [0, 7],
      [8, 12],
    ])
    expect(highlightRanges(`Other ${mark('shrimps')} and prawns`, 'Other shrimps and prawns')).toEqual([[6, 13]])
  })

  it('gives no ranges when the marked text is not the original', () => {
    expect(highlightRanges(`${mark('RICE')}`, 'BASMATI RICE')).toEqual([])
    expect(highlightRanges(null, 'RICE')).toEqual([])
  })
})
