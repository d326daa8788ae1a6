import { describe, expect, it } from 'vitest'
import { parsePorts, PORT_COLUMNS } from './parse-ports'
import { parseCsvFile } from './read-csv'

function parse(...rows: string[]) {
  const content = Buffer.from([PORT_COLUMNS.join(','), ...rows].join('\n'))
  return parsePorts(parseCsvFile({ name: 'ports.csv', content, sha256: '' }, PORT_COLUMNS))
}

describe('parsePorts', () => {
  it('keeps one row per code: official coordinates and a status win, the other name stays searchable', () => {
    const result = parse(
      'INNSA,IN,India,NSA,Nhava Sheva (Jawaharlal Nehru),Nhava Sheva (Jawaharlal Nehru),MH,Maharashtra,AA,1-3-----,,18.94503,72.94942,geoapify-geocoded,unece-2024-2',
      'INNSA,IN,India,NSA,Jawaharlal Nehru (Nhava Sheva),Jawaharlal Nehru (Nhava Sheva),MH,Maharashtra,AA,1-3-----,,18.95,72.95,unlocode,unece-2024-2',
      'BEOST,BE,Belgium,OST,Oostende (Ostend),Oostende (Ostend),,,AI,123-----,,51.2,2.91667,unlocode,geoapify-unlocode-2024',
      'BEOST,BE,Belgium,OST,Ostend (Oostende),Ostend (Oostende),,,AI,123-----,,51.2,2.91667,unlocode,geoapify-unlocode-2024',
    )
    expect(result.ports).toHaveLength(2)
    expect(result.ports[0]).toMatchObject({
      locode: 'INNSA',
      name: 'Jawaharlal Nehru (Nhava Sheva)',
      alternativeNames: ['Nhava Sheva (Jawaharlal Nehru)'],
      lat: 18.95,
      coordSource: 'unlocode',
    })
    expect(result.ports[1]).toMatchObject({ locode: 'BEOST', name: 'Oostende (Ostend)', alternativeNames: ['Ostend (Oostende)'] })
    expect(result.notices.map((n) => n.code)).toEqual(['INNSA', 'BEOST'])
  })

  it('drops rows marked for removal (XX), and rows without the port function or with broken fields', () => {
    const result = parse(
      'ZANGQ,ZA,South Africa,NGQ,Port of Ngqura,Port of Ngqura,EC,Eastern Cape,XX,1----6--,,-33.76667,25.66667,unlocode,unece-2024-2',
      'CNSHA,CN,China,SHA,Shanghai Hongqiao International Apt,Shanghai Hongqiao International Apt,SH,Shanghai,AI,---4----,,31.2,121.33,unlocode,geoapify-unlocode-2024',
      'XXABC,IN,India,ABC,Wrong country,Wrong country,,,AA,1-------,,1,1,unlocode,x',
      'INABC,IN,India,ABC,Far north,Far north,,,AA,1-------,,91,1,unlocode,x',
      'INDEF,IN,India,DEF,Half coordinates,Half coordinates,,,AA,1-------,,10,,unlocode,x',
      'MXZLO,MX,Mexico,ZLO,Manzanillo,Manzanillo,COL,Colima,AI,12345---,,19.05,-104.3,unlocode,unece-2024-2',
    )
    expect(result.ports.map((p) => [p.locode, p.lat, p.coordSource])).toEqual([
      ['INABC', null, null],
      ['INDEF', null, null],
      ['MXZLO', 19.05, 'unlocode'],
    ])
    expect(result.notices.map((n) => `${n.code}: ${n.reason}`)).toEqual([
      'INABC: coordinates out of range or incomplete: imported without them',
      'INDEF: coordinates out of range or incomplete: imported without them',
    ])
    expect(result.skipped.map((s) => `${s.code}: ${s.reason}`)).toEqual([
      'ZANGQ: marked for removal (status XX)',
      'CNSHA: not a seaport (no port function)',
      'XXABC: code does not start with the country',
    ])
  })

  it('keeps ports without coordinates, and the coordinates’ source', () => {
    const result = parse(
      'AEJEA,AE,United Arab Emirates (the),JEA,Jebel Ali,Jebel Ali,DU,Dubayy,QQ,1-------,,24.91891,55.05647,geoapify-geocoded,geoapify-unlocode-2024',
      'INXYZ,IN,India,XYZ,Nowhere,Nowhere,,,,1-------,,,,,unece-2024-2',
      'MXLZC,MX,Mexico,LZC,Lázaro Cárdenas,Lazaro Cardenas,MIC,Michoacán,AI,1-------,,17.95,-102.2,unlocode,unece-2024-2',
    )
    expect(result.ports.map((p) => [p.locode, p.coordSource, p.lat, p.status])).toEqual([
      ['AEJEA', 'geoapify-geocoded', 24.91891, 'QQ'],
      ['INXYZ', null, null, null],
      ['MXLZC', 'unlocode', 17.95, 'AI'],
    ])
    expect(result.ports[2]).toMatchObject({ name: 'Lázaro Cárdenas', nameAscii: 'Lazaro Cardenas', subdivisionName: 'Michoacán' })
  })
})

describe('names that lost their accents', () => {
  it('takes the ASCII name where the published one holds U+FFFD', () => {
    const result = parse('ALDRZ,AL,Albania,DRZ,Durr\uFFFDs,Durres,,,RL,1-------,,41.31325,19.44623,geoapify-geocoded,geoapify-unlocode-2024')
    expect(result.ports[0]).toMatchObject({ name: 'Durres', nameAscii: 'Durres' })
    expect(result.notices.map((n) => n.reason)).toEqual(['name with lost accented letters (U+FFFD): the ASCII name used'])
  })
})
