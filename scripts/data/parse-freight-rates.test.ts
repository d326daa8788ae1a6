import { describe, expect, it } from 'vitest'
import { CHARGE_COLUMNS, parseAmount, parseCharges, parseRates, RATE_COLUMNS } from './parse-freight-rates'
import { parseCsvFile } from './read-csv'

const file = (header: string[], rows: string[]) =>
  parseCsvFile({ name: 'test.csv', content: Buffer.from([header.join(','), ...rows].join('\n')), sha256: '' }, header)
const RATES_HEADER = [
  'origin_region',
  'destination_region',
  'origin_example_locode',
  'destination_example_locode',
  'container',
  'rate_usd',
  'index_name',
  'index_date',
  'source_url',
  'note',
]

describe('freight rates → rate cards', () => {
  it('reads figures and ranges as published', () => {
    expect(parseAmount('2402')).toEqual({ amount: 2402, amountHigh: null })
    expect(parseAmount('1600-1700')).toEqual({ amount: 1600, amountHigh: 1700 })
    expect(parseAmount('0.3464%')).toEqual({ amount: 0.3464, amountHigh: null })
    expect(parseAmount('651.50')).toEqual({ amount: 651.5, amountHigh: null })
    expect(parseAmount('1350 per W/M or 1700 per ton (min 1700)')).toBeNull()
    expect(parseAmount('1700-1600')).toBeNull()
    expect(RATE_COLUMNS.every((c) => RATES_HEADER.includes(c))).toBe(true)
  })

  it('keeps the newest row of each series active, 40ft figures for 40GP and 40HC', () => {
    const { cards, skipped } = parseRates(
      file(RATES_HEADER, [
        'China (Shanghai),US West Coast,CNSHA,USLAX,40GP,2402,Drewry World Container Index (WCI) Shanghai-Los Angeles,2026-03-05,https://a,n',
        'China (Shanghai),US West Coast,CNSHA,USLAX,40GP,2219,Drewry World Container Index (WCI) Shanghai-Los Angeles,2026-02-19,https://b,n',
        'Far East,US West Coast,CNSHA,USLAX,40GP,2702,Xeneta market average spot (Far East to US West Coast),2026-01-15,https://c,n',
        'India,US West Coast,INNSA,USLAX,40GP,1600-1700,"Forwarder market report (Hengcheng Logistics), no index",2025-09-24,https://d,n',
        'India (West coast),US East Coast,INNSA,USNYC,20GP,5100,Container News India trade analysis (West India-New York),2024-10-01,https://e,n',
        'Atlantis,US East Coast,XXXXX,USNYC,40GP,1,Nothing,2024-10-01,https://f,n',
      ]),
    )
    expect(cards.map((c) => [c.originRegion, c.destinationRegion, c.containerTypes.join('/'), c.amount, c.amountHigh, c.active, c.sourceType])).toEqual([
      ['east-asia', 'us-west-coast', '40GP/40HC', 2402, null, true, 'index'],
      ['east-asia', 'us-west-coast', '40GP/40HC', 2219, null, false, 'index'],
      ['east-asia', 'us-west-coast', '40GP/40HC', 2702, null, true, 'index'],
      ['india-west-coast', 'us-west-coast', '40GP/40HC', 1600, 1700, true, 'market-report'],
      ['india-west-coast', 'us-east-coast', '20GP', 5100, null, true, 'market-report'],
    ])
    expect(cards[0]).toMatchObject({
      charge: 'ocean-freight',
      mode: 'fcl',
      basis: 'per-container',
      currency: 'USD',
      validFrom: '2026-03-05',
      validUntil: null,
      sourceDate: '2026-03-05',
      sourceUrl: 'https://a',
    })
    expect(skipped.map((s) => s.reason)).toEqual(['a region the regions module does not know'])
  })

  it('maps the charges, merges the MPF bounds, skips formulas and keeps alternatives inactive', () => {
    const { cards, skipped } = parseCharges(
      file(CHARGE_COLUMNS, [
        'IN,Jawaharlal Nehru / Nhava Sheva (INNSA),"Terminal Handling Service - Origin (OHC), Maersk, non-dangerous cargo, 40 DRY / 40 HC",per container,14100,INR,2022-12-01,https://m,old',
        'US,United States (formal entry),"Merchandise Processing Fee (MPF), ad valorem","per shipment (entry), % of entered value",0.3464%,USD,2025-10-01,https://b,fee',
        'US,United States (formal entry),Merchandise Processing Fee (MPF) minimum,per shipment (entry),33.58,USD,2025-10-01,https://b,min',
        'US,United States (formal entry),Merchandise Processing Fee (MPF) maximum,per shipment (entry),651.50,USD,2025-10-01,https://b,max',
        'IN,"India (sea, one customs broker\'s tariff)",Customs broker service charge - export,per shipment (shipping bill),0.25% of FOB or 150 per MT or 150 per CBM whichever is higher; minimum 1500 per Shipping Bill (Sea),INR,not stated,http://p,x',
        'AE/Gulf,Arabian Gulf / Upper Gulf - destination surcharge,"Hapag-Lloyd War Risk Surcharge (WRS), standard containers",per TEU,1500,USD,2026-03-02,https://n,x',
        'US,United States (ocean imports),Importer Security Filing (ISF) filing fee charged by broker/filer,per shipment (filing),30-50,USD,2026-03-04,https://i,x',
        'XX,Nowhere,Mystery fee,per shipment,10,USD,2026-01-01,https://z,x',
      ]),
    )
    expect(cards.map((c) => [c.charge, c.basis, c.amount, c.amountHigh, c.minimum, c.maximum, c.active])).toEqual([
      ['origin-terminal-handling', 'per-container', 14100, null, null, null, true],
      ['import-customs-clearance', 'percent-of-value', 0.3464, null, 33.58, 651.5, true],
      ['surcharge', 'per-teu', 1500, null, null, null, false],
      ['import-customs-clearance', 'per-shipment', 30, 50, null, null, true],
    ])
    expect(cards[0]).toMatchObject({
      containerTypes: ['40GP', '40HC'],
      currency: 'INR',
      originRegion: 'india-west-coast',
      destinationRegion: 'any',
      validFrom: '2022-12-01',
    })
    expect(cards[1]).toMatchObject({ destinationRegion: 'all-usa', sourceType: 'official' })
    expect(skipped.map((s) => s.reason)).toEqual([
      'the bound of the MPF card (merged into it)',
      'the bound of the MPF card (merged into it)',
      'amount is a formula (percent of FOB, per tonne or per m³, whichever is higher, with a minimum) a card cannot represent',
      'no rule maps this charge',
    ])
  })
})
