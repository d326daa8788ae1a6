import { describe, expect, it } from 'vitest'
import { CONTAINER_COLUMNS, parseContainers } from './parse-containers'
import { FACTOR_COLUMNS, parseEmissionFactors } from './parse-emission-factors'
import { parseTransitTimes, TRANSIT_COLUMNS } from './parse-transit-times'
import { parseCsvFile } from './read-csv'

const file = (header: string, rows: string[], required: string[]) =>
  parseCsvFile({ name: 'test.csv', content: Buffer.from([header, ...rows].join('\n')), sha256: '' }, required)

describe('parseContainers', () => {
  const header =
    'type,iso_size_type,description,ext_length_m,ext_width_m,ext_height_m,int_length_m,int_width_m,int_height_m,door_width_m,door_height_m,capacity_m3,max_gross_kg,tare_kg_typical,max_payload_kg_typical,source_dims,source_weights,notes'
  it('reads the figures, counts TEU and keeps missing figures empty', () => {
    const result = parseContainers(
      file(
        header,
        [
          '40HC,45G1,40ft high cube,12.192,2.438,2.896,12.032,2.350,2.697,2.340,2.577,76,30480,3900,26580,https://wsc,https://w,note',
          '40RH,45R1,reefer,12.192,2.438,2.896,11.590,2.285,2.400,2.290,2.250,63.6,,,,https://s,,',
          '10GP,12G1,no such size,3,2.4,2.6,2.9,2.35,2.39,2.3,2.27,15,10000,1000,9000,https://x,,',
        ],
        CONTAINER_COLUMNS,
      ),
    )
    expect(result.containers).toMatchObject([
      { type: '40HC', teu: 2, intHeightM: 2.697, doorHeightM: 2.577, maxPayloadKg: 26580 },
      { type: '40RH', teu: 2, maxGrossKg: null, tareKg: null, maxPayloadKg: null, sourceWeights: null },
    ])
    expect(result.skipped.map((s) => s.reason)).toEqual(['type is not a 20/40/45 ft code such as 40HC'])
  })
})

describe('parseTransitTimes', () => {
  const header = TRANSIT_COLUMNS.join(',')
  it('stores figures published for CNSHA under the port’s code today, CNSHG', () => {
    const result = parseTransitTimes(
      file(
        header,
        [
          'CNSHA,USLAX,13,18,https://a.example,not stated',
          'INNSA,NLRTM,23,23,https://b.example,',
          'INNSA,INNSA,1,2,https://c.example,2025',
          'INNSA,USNYC,38,28,https://d.example,2025',
        ],
        TRANSIT_COLUMNS,
      ),
    )
    expect(result.transitTimes).toEqual([
      {
        id: 1,
        originLocode: 'CNSHG',
        destinationLocode: 'USLAX',
        publishedOrigin: 'CNSHA',
        publishedDestination: 'USLAX',
        daysMin: 13,
        daysMax: 18,
        sourceUrl: 'https://a.example',
        sourceDate: 'not stated',
      },
      {
        id: 2,
        originLocode: 'INNSA',
        destinationLocode: 'NLRTM',
        publishedOrigin: 'INNSA',
        publishedDestination: 'NLRTM',
        daysMin: 23,
        daysMax: 23,
        sourceUrl: 'https://b.example',
        sourceDate: 'not stated',
      },
    ])
    expect(result.notices.map((n) => n.reason)).toEqual(['CNSHA is now CNSHG (UN/LOCODE recoding): stored under CNSHG'])
    expect(result.skipped.map((s) => s.reason)).toEqual(['origin and destination are the same port', 'days are not whole numbers with 1 <= min <= max <= 120'])
  })
})

describe('parseEmissionFactors', () => {
  const header = FACTOR_COLUMNS.join(',')
  it('converts grams to kg per TEU-km, tells CO2 from CO2e, and keys the rows the quote uses', () => {
    const result = parseEmissionFactors(
      file(
        header,
        [
          'per TEU-km,0.0804,kg CO2e/TEU-km,not stated,"Panama Trade - Container ship (dry) [GLEC]",GLEC v3.1,https://a.example,2024',
          'per TEU-km,37.9,g CO2/TEU-km,"CO2 only","Asia to North Europe, dry (non-refrigerated) cargo, 2014 Clean Cargo average",CCWG,https://b.example,2014',
          'tonnes per TEU (conversion),10,t per loaded TEU,n/a,Ships carrying a combination of containers and other cargo,IMO,https://c.example,not stated',
          'per TEU-km,0.05,kg CO2e/TEU-km,x,Some other lane,X,https://d.example,2020',
          'per TEU-km,-1,kg CO2e/TEU-km,x,Broken,X,https://e.example,2020',
        ],
        FACTOR_COLUMNS,
      ),
    )
    expect(result.factors.map((f) => [f.key, f.kgPerTeuKm, f.gas])).toEqual([
      ['glec-panama-trade-dry', 0.0804, 'CO2e'],
      ['ccwg-asia-north-europe-dry', 0.0379, 'CO2'],
      ['imo-tonnes-per-teu', null, null],
      [null, 0.05, 'CO2e'],
    ])
    expect(result.skipped.map((s) => s.reason)).toEqual(['value is not a positive number'])
    expect(result.notices.map((n) => n.reason)).toEqual(['a kind of factor the quote does not use: imported without a key'])
  })
})
