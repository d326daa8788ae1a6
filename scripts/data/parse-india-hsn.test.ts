import { describe, expect, it } from 'vitest'
import { parseIndiaHsn } from './parse-india-hsn'
import { parseCsvFile } from './read-csv'

const HS_2022 = new Map(['02', '0203', '020311', '09', '0901', '090111', '28', '2853', '285300', '90', '9011', '901110'].map((code) => [code, `HS ${code}`]))

function parse(...rows: string[]) {
  const content = Buffer.from(['hsn_code,hsn_code_raw,description', ...rows].join('\n'))
  return parseIndiaHsn(parseCsvFile({ name: 'hsn.csv', content, sha256: '' }, ['hsn_code', 'description']), HS_2022)
}

const byCode = (result: ReturnType<typeof parse>) => Object.fromEntries(result.codes.map((c) => [c.code, c]))

describe('parseIndiaHsn', () => {
  it('recognises even-length codes that lost their leading zero', () => {
    const codes = byCode(
      parse(
        '09,09,COFFEE',
        '0901,0901,COFFEE',
        '090111,090111,NOT DECAFFEINATED',
        '901111,901111,Arabica plantation',
        '90,90,OPTICAL',
        '9011,9011,MICROSCOPES',
      ),
    )
    expect(codes['0901111']).toMatchObject({ publishedCode: '901111', parentCode: '090111', isRepaired: true, excludedFromNavigation: true })
    expect(codes['9011']).toMatchObject({ isRepaired: false, isLegacy: false })
  })

  it('keeps a code that has codes below it as a legacy heading, not a lost zero', () => {
    const codes = byCode(parse('28,28,CHEMICALS', '2848,2848,PHOSPHIDES', '28480010,28480010,Of copper', '02,02,MEAT', '0284,0284,SALTS'))
    expect(codes['2848']).toMatchObject({ isLegacy: true, excludedFromNavigation: true, isRepaired: false })
    expect(codes['28480010']).toMatchObject({ isLegacy: true, parentCode: '2848' })
  })

  it('pads an odd-length code and marks it repaired; the unrepaired duplicate wins', () => {
    const result = parse('02,02,MEAT', '0203,0203,PORK', '2031100,2031100,CARCASSES', '020311,20311,CARCASSES (padded)', '020311,020311,CARCASSES')
    expect(byCode(result)['02031100']).toMatchObject({ publishedCode: '2031100', isRepaired: true, parentCode: '020311' })
    expect(byCode(result)['020311']).toMatchObject({ publishedCode: '020311', isRepaired: false, description: 'CARCASSES' })
    expect(result.skipped).toEqual([{ file: 'hsn.csv', line: 5, code: '20311', reason: 'duplicate code' }])
  })

  it('takes the last "~" part as the description and the others as search context', () => {
    const codes = byCode(parse('02,02,MEAT', '0203,0203,MEAT OF SWINE~Carcasses~Fresh'))
    expect(codes['0203']).toMatchObject({ description: 'Fresh', searchContext: ['MEAT OF SWINE', 'Carcasses', 'HS 0203'] })
  })
})
