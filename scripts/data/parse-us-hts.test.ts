import { describe, expect, it } from 'vitest'
import { parseUsHts } from './parse-us-hts'
import { parseCsvFile } from './read-csv'

const HEADER = '"HTS Number","Indent","Description","Unit of Quantity","General Rate of Duty","Special Rate of Duty","Column 2 Rate of Duty","Footnotes"'

function parse(...rows: string[]) {
  const content = Buffer.from([HEADER, ...rows].join('\r\n'))
  return parseUsHts(parseCsvFile({ name: 'hts.csv', content, sha256: '' }, ['HTS Number', 'Indent', 'Description']))
}

describe('parseUsHts', () => {
  it('keeps footnotes when the export has them, and the chapter-99 headings they cite', () => {
    const { lines } = parse(
      '"7304","0","Tubes and pipes:","","","","",""',
      '"7304.11.00","1","Of stainless steel","[""kg""]","Free","","35%","[{""columns"":[""general""],""value"":""See 9903.81.90-9903.81.93."",""type"":""endnote""}]"',
    )
    expect(lines[1]).toMatchObject({ footnotes: ['See 9903.81.90-9903.81.93.'], chapter99Refs: ['9903.81.90', '9903.81.93'] })
  })

  it('reads plain-text footnotes as one note', () => {
    expect(parse('"7304","0","Tubes and pipes:","","","","","See chapter note 2"').lines[0]!.footnotes).toEqual(['See chapter note 2'])
  })

  it('links a line to the nearest line above with a smaller indent, whatever the jump', () => {
    const { lines, notices } = parse(
      '"0102","0","Live bovine animals:","","","","",""',
      '"0102.21.00","2","Purebred breeding animals","","Free","","Free",""',
      '"0102.21.00.10","04","Male","[""No.""]","","","",""',
      '"0102.29","1","Other:","","","","",""',
    )
    expect(lines.map((l) => [l.htsNumber, l.indent, l.parentId])).toEqual([
      ['0102', 0, null],
      ['0102.21.00', 2, 1],
      ['0102.21.00.10', 4, 2],
      ['0102.29', 1, 1],
    ])
    expect(notices).toEqual([])
  })

  it('reports a first line that is indented, and a 10-digit line without an 8-digit line to take rates from', () => {
    const { lines, notices } = parse('"9802.00.91.00","1","Textile goods assembled in Mexico","[""\\n""]","","","",""')
    expect(lines[0]).toMatchObject({ parentId: null, units: [], ratesInherited: false, generalRate: null })
    expect(notices.map((n) => n.reason)).toEqual(['no line above with a smaller indent: imported without a parent', 'no 8-digit line to take rates from'])
  })
})
