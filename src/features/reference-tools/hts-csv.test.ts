import { describe, expect, it } from 'vitest'
import type { HtsLine } from '@/features/reference-tools/data/hts'
import { htsCsvFileName, htsLinesCsv } from './hts-csv'

const line: HtsLine = {
  id: 1,
  htsNumber: '0306.17.00',
  indent: 2,
  description: '=HYPERLINK("x"), "shrimps, prawns"',
  path: [],
  chapter: '03',
  statSuffix: '04',
  units: ['kg'],
  generalRate: 'Free',
  specialRate: null,
  column2Rate: '-1%',
  ratesInherited: true,
  additionalDuties: null,
  footnotes: ['See 9903.88.03.'],
  chapter99Refs: ['9903.88.03'],
  isSpecialProvision: false,
}

describe('HTS CSV', () => {
  it('writes a header and one neutralised, quoted row per line', () => {
    const [header, row, end] = htsLinesCsv([line]).split('\r\n')
    expect(header).toBe(
      'hts_number,stat_suffix,indent,description,unit_of_quantity,general_rate,special_rate,column2_rate,rates_inherited,chapter99_references,footnotes',
    )
    expect(row).toBe(`0306.17.00,04,2,"'=HYPERLINK(""x""), ""shrimps, prawns""",kg,Free,,'-1%,yes,9903.88.03,See 9903.88.03.`)
    expect(end).toBe('')
  })

  it('names the file after the query', () => {
    expect(htsCsvFileName('"Frozen shrimp" -peeled')).toBe('hts-frozen-shrimp-peeled.csv')
    expect(htsCsvFileName('ßß')).toBe('hts-search.csv')
  })
})
