import { describe, expect, it } from 'vitest'
import { toCsv, toCsvCell } from './csv'

describe('lead CSV', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(toCsvCell('Acme, Inc.')).toBe('"Acme, Inc."')
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""')
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"')
    expect(toCsvCell(null)).toBe('')
    expect(toCsvCell({ a: 1 })).toBe('"{""a"":1}"')
  })

  it('neutralises spreadsheet formulas', () => {
    expect(toCsvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(toCsvCell('+919812345678')).toBe("'+919812345678")
    expect(toCsvCell('  =1+1')).toBe("'  =1+1")
    expect(toCsvCell('＝HYPERLINK("x")')).toBe(`"'＝HYPERLINK(""x"")"`)
  })

  it('keeps a formula after a separator of another spreadsheet setting inside one quoted cell', () => {
    expect(toCsvCell('ACME;=HYPERLINK("http://x.example")')).toBe('"ACME;=HYPERLINK(""http://x.example"")"')
    expect(toCsvCell('ACME\t=1+1')).toBe('"ACME\t=1+1"')
    expect(toCsvCell('ACME|=1+1')).toBe('"ACME|=1+1"')
  })

  it('writes a header and one line per row', () => {
    expect(toCsv(['name', 'amount'], [{ name: 'A', amount: 5 }, { name: 'B' }])).toBe('name,amount\r\nA,5\r\nB,\r\n')
  })
})
