import { rmSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ImportCheckError, MissingDataError } from '../../scripts/data/errors'
import { importReferenceData, type ImportReport } from '../../scripts/data/import-reference-data'
import type { DatasetKey } from '../../scripts/data/sources'
import { FIXTURE_FILES, FIXTURES_DATABASE_URL, withLines, writeDataDir } from './fixtures'

// The fixtures are tiny and hold junk on purpose: the share-of-rows-kept check is relaxed except where tested.
const RELAXED = { minKeptRatio: 0.5 }

const client = new pg.Client({ connectionString: FIXTURES_DATABASE_URL })
const dirs: string[] = []

function dataDir(replacements?: Record<string, string | Buffer>): string {
  const dir = writeDataDir(replacements)
  dirs.push(dir)
  return dir
}

function runImport(dir: string, options: { force?: boolean; minKeptRatio?: number; only?: DatasetKey[] } = {}): Promise<ImportReport> {
  return importReferenceData({ dataDir: dir, connectionString: FIXTURES_DATABASE_URL, ...RELAXED, ...options })
}

/** A digest of every reference table's rows, to tell whether anything changed. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = [
    'hs_sections',
    'hs_codes',
    'hsn_codes',
    'hts_lines',
    'countries',
    'search_terms',
    'dataset_versions',
    'ports',
    'container_specs',
    'transit_times',
    'emission_factors',
  ]
  const digests: Record<string, string> = {}
  for (const table of tables) {
    const { rows } = await client.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM reference.${table} t`,
    )
    digests[table] = rows[0]!.digest ?? ''
  }
  return digests
}

async function hsn(code: string) {
  const { rows } = await client.query('SELECT * FROM reference.hsn_codes WHERE code = $1', [code])
  return rows[0]
}

async function htsLine(number: string) {
  const { rows } = await client.query('SELECT * FROM reference.hts_lines WHERE hts_number = $1', [number])
  return rows[0]
}

function reasons(report: ImportReport, dataset: string, kind: 'skipped' | 'notices' = 'skipped'): string[] {
  return report.datasets.find((d) => d.dataset === dataset)![kind].map((issue) => `${issue.code ?? ''}: ${issue.reason}`)
}

beforeAll(async () => {
  await client.connect()
})

afterAll(async () => {
  await client.end()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('importing the fixture files', () => {
  let report: ImportReport

  beforeAll(async () => {
    report = await runImport(dataDir(), { force: true })
  })

  it('imports every dataset and counts the rows per table', () => {
    expect(report.datasets.map((d) => [d.dataset, d.status, d.rowCounts])).toEqual([
      ['hs2022', 'imported', { hs_sections: 2, hs_codes: 13 }],
      ['india-hsn', 'imported', { hsn_codes: 23 }],
      ['us-hts', 'imported', { hts_lines: 12 }],
      ['countries', 'imported', { countries: 4 }],
      ['unlocode-ports', 'imported', { ports: 8 }],
      ['container-specs', 'imported', { container_specs: 3 }],
      ['transit-times', 'imported', { transit_times: 2 }],
      ['emission-factors', 'imported', { emission_factors: 3 }],
    ])
  })

  it('drops the UN Comtrade reporting codes and strips the BOM of sections.csv', async () => {
    expect(reasons(report, 'hs2022')).toEqual([
      '99: UN Comtrade reporting code, not an HS code',
      '9999: UN Comtrade reporting code, not an HS code',
      '999999: UN Comtrade reporting code, not an HS code',
      'TOTAL: UN Comtrade reporting code, not an HS code',
    ])
    const { rows } = await client.query('SELECT id, position, name FROM reference.hs_sections ORDER BY position')
    expect(rows).toEqual([
      { id: 'I', position: 1, name: 'Live animals; animal products' },
      { id: 'XVI', position: 16, name: 'Machinery and mechanical appliances' },
    ])
    expect((await client.query(`SELECT parent_code FROM reference.hs_codes WHERE code = '0101'`)).rows[0].parent_code).toBe('01')
  })

  it('skips junk and duplicate India rows, and says why', () => {
    expect(reasons(report, 'india-hsn').sort()).toEqual(['0503: empty description', '0509: code marked "Omitted"', '1111: test row', '3061720: duplicate code'])
  })

  it('repairs a code that lost its leading zero and keeps it out of navigation', async () => {
    expect(await hsn('02031')).toMatchObject({
      published_code: '2031',
      parent_code: '0203',
      chapter: '02',
      is_repaired: true,
      excluded_from_navigation: true,
      is_legacy: false,
    })
    expect(await hsn('2031')).toBeUndefined()
    expect(reasons(report, 'india-hsn', 'notices')).toEqual(['2031: lost its leading zero: stored as a grouping line, out of navigation'])
  })

  it('keeps legacy codes, marked, under their nearest existing ancestor', async () => {
    expect(await hsn('01011010')).toMatchObject({ is_legacy: true, excluded_from_navigation: false, parent_code: '0101' })
    expect(await hsn('01012100')).toMatchObject({ is_legacy: false, parent_code: '010121' })
    // India's national chapter 98 is not in HS 2022, and not legacy either.
    expect(await hsn('9802')).toMatchObject({ is_legacy: false, excluded_from_navigation: false, parent_code: '98' })
  })

  it('searches India codes with their ancestors and the HS 2022 wording as context', async () => {
    expect((await hsn('03061720')).search_context).toEqual([
      'OTHER SHRIMPS AND PRAWNS:',
      'CRUSTACEANS, WHETHER IN SHELL OR NOT',
      'Crustaceans; frozen, shrimps and prawns, excluding cold-water varieties',
    ])
  })

  it('turns HTS indents into parent links, reading "03" as 3', async () => {
    const heading = await htsLine('0101')
    const {
      rows: [horses],
    } = await client.query(`SELECT * FROM reference.hts_lines WHERE description = 'Horses:'`)
    expect(horses).toMatchObject({ parent_id: heading.id, hts_number: null, chapter: '01', indent: 1 })
    const tariffLine = await htsLine('0101.21.00')
    expect(tariffLine.parent_id).toBe(horses.id)
    expect(await htsLine('0101.21.00.20')).toMatchObject({ indent: 3, parent_id: tariffLine.id })
    expect((await htsLine('0101.21.00.20')).path).toEqual(['Live horses, asses, mules and hinnies:', 'Horses:', 'Purebred breeding animals'])
    const {
      rows: [peeled],
    } = await client.query(`SELECT id FROM reference.hts_lines WHERE description = 'Peeled:'`)
    expect((await htsLine('0306.17.00.40')).parent_id).toBe(peeled.id)
  })

  it("gives 10-digit lines without rates their 8-digit line's rates, marked inherited", async () => {
    expect(await htsLine('0101.21.00.10')).toMatchObject({
      general_rate: 'Free',
      special_rate: null,
      column2_rate: 'Free',
      rates_inherited: true,
      stat_suffix: '10',
      units: ['No.'],
    })
    expect(await htsLine('0101.30.00.00')).toMatchObject({ general_rate: '6.8%', rates_inherited: false, stat_suffix: '00' })
  })

  it('keeps additional duties and collects the chapter-99 headings a line cites', async () => {
    expect((await htsLine('0101.30.00.00')).chapter99_refs).toEqual(['9903.88.15'])
    expect(await htsLine('9903.88.15')).toMatchObject({ additional_duties: '+ 7.5%', chapter99_refs: [] })
  })

  it('keeps Namibia\'s "NA" and splits composite dialling codes', async () => {
    const { rows } = await client.query('SELECT iso2, iso3, dial_codes, is_independent, sovereignty FROM reference.countries ORDER BY iso2')
    expect(rows).toEqual([
      { iso2: 'DO', iso3: 'DOM', dial_codes: ['1-809', '1-829', '1-849'], is_independent: true, sovereignty: null },
      { iso2: 'IN', iso3: 'IND', dial_codes: ['91'], is_independent: true, sovereignty: null },
      { iso2: 'NA', iso3: 'NAM', dial_codes: ['264'], is_independent: true, sovereignty: null },
      { iso2: 'PR', iso3: 'PRI', dial_codes: ['1-787', '1-939'], is_independent: false, sovereignty: 'Commonwealth of US' },
    ])
  })

  it('records each dataset version with the checksum of its files', async () => {
    const { rows } = await client.query('SELECT dataset, version_label, row_counts, skipped_rows, files FROM reference.dataset_versions ORDER BY dataset')
    expect(rows.map((r) => [r.dataset, r.version_label, r.skipped_rows])).toEqual([
      ['container-specs', 'Container specifications (compiled 2026-11-21)', 0],
      ['countries', 'ISO 3166-1 (datasets/country-codes)', 0],
      ['emission-factors', 'GLEC v3.1 (2024) and Clean Cargo factors', 0],
      ['hs2022', 'HS 2022', 4],
      ['india-hsn', 'GST portal HSN master (Nov 2024)', 4],
      ['transit-times', 'Published transit times (2021–2025 figures)', 1],
      ['unlocode-ports', 'UN/LOCODE 2024-2 (AD–FR from an earlier release)', 1],
      ['us-hts', 'HTSUS 2026 Revision 4', 0],
    ])
    expect(rows.find((r) => r.dataset === 'us-hts').files).toEqual([
      { name: 'hts_2026_revision_4.csv', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ])
  })

  it('builds the typo-correction vocabulary from the searchable descriptions', async () => {
    const { rows } = await client.query(`SELECT dataset, term, stem FROM reference.search_terms WHERE term IN ('shrimp', 'shrimps', 'breeding') ORDER BY 1, 2`)
    expect(rows).toEqual([
      { dataset: 'india-hsn', term: 'breeding', stem: 'breed' },
      { dataset: 'india-hsn', term: 'shrimp', stem: 'shrimp' },
      { dataset: 'india-hsn', term: 'shrimps', stem: 'shrimp' },
      { dataset: 'us-hts', term: 'breeding', stem: 'breed' },
      { dataset: 'us-hts', term: 'shrimps', stem: 'shrimp' },
    ])
  })
})

describe('the shipment estimate’s datasets', () => {
  let report: ImportReport

  beforeAll(async () => {
    report = await runImport(dataDir(), { force: true })
  })

  it('keeps one port per code, preferring official coordinates, and the other name for search', async () => {
    const { rows } = await client.query(`SELECT locode, name, alternative_names, coord_source, search_text FROM reference.ports WHERE locode = 'INNSA'`)
    expect(rows[0]).toMatchObject({
      name: 'Nhava Sheva (Jawaharlal Nehru)',
      alternative_names: ['Jawaharlal Nehru (Nhava Sheva)'],
      coord_source: 'geoapify-geocoded',
    })
    expect(rows[0].search_text).toContain('jawaharlal nehru')
    expect(reasons(report, 'unlocode-ports', 'notices')).toEqual(['INNSA: duplicate code: merged, the other name kept for search'])
  })

  it('drops ports marked for removal, keeps those without coordinates, folds accents for search', async () => {
    expect(reasons(report, 'unlocode-ports')).toEqual(['ZANGQ: marked for removal (status XX)'])
    const { rows } = await client.query(`SELECT locode, lat, coord_source, search_text FROM reference.ports WHERE locode IN ('INXYZ', 'MXLZC') ORDER BY locode`)
    expect(rows[0]).toMatchObject({ locode: 'INXYZ', lat: null, coord_source: null })
    expect(rows[1].search_text).toMatch(/^lazaro cardenas/)
  })

  it('stores container figures, empty where the source gives none', async () => {
    const { rows } = await client.query(`SELECT type, teu, max_payload_kg, door_height_m FROM reference.container_specs ORDER BY type`)
    expect(rows).toEqual([
      { type: '20GP', teu: 1, max_payload_kg: '28030', door_height_m: '2.274' },
      { type: '40HC', teu: 2, max_payload_kg: '26580', door_height_m: '2.577' },
      { type: '40RH', teu: 2, max_payload_kg: null, door_height_m: '2.25' },
    ])
  })

  it('stores transit times under today’s codes, and emission factors in kg per TEU-km with their key', async () => {
    const { rows: transit } = await client.query(`SELECT origin_locode, published_origin, days_min, days_max FROM reference.transit_times ORDER BY id`)
    expect(transit).toEqual([
      { origin_locode: 'INNSA', published_origin: 'INNSA', days_min: 28, days_max: 38 },
      { origin_locode: 'CNSHG', published_origin: 'CNSHA', days_min: 13, days_max: 18 },
    ])
    expect(reasons(report, 'transit-times')).toEqual(['INNSA-USNYC: days are not whole numbers with 1 <= min <= max <= 120'])
    const { rows: factors } = await client.query(`SELECT factor_key, value, kg_per_teu_km, gas FROM reference.emission_factors ORDER BY id`)
    expect(factors).toEqual([
      { factor_key: 'glec-panama-trade-dry', value: '0.0804', kg_per_teu_km: '0.0804', gas: 'CO2e' },
      { factor_key: 'ccwg-asia-north-europe-dry', value: '37.9', kg_per_teu_km: '0.0379', gas: 'CO2' },
      { factor_key: 'imo-tonnes-per-teu', value: '10', kg_per_teu_km: null, gas: null },
    ])
  })

  it('imports only the datasets asked for (npm start imports those a database never had)', async () => {
    await client.query(`DELETE FROM reference.dataset_versions WHERE dataset IN ('unlocode-ports', 'transit-times')`)
    await client.query(`DELETE FROM reference.transit_times`)
    const dir = dataDir()
    // The HS files are not even read: their folder may be gone.
    rmSync(path.join(dir, 'hs-nomenclature'), { recursive: true })
    const partial = await runImport(dir, { only: ['unlocode-ports', 'transit-times'] })
    expect(partial.datasets.map((d) => [d.dataset, d.status])).toEqual([
      ['unlocode-ports', 'imported'],
      ['transit-times', 'imported'],
    ])
    expect((await client.query('SELECT count(*)::int AS n FROM reference.transit_times')).rows[0].n).toBe(2)
  })
})

describe('malformed rows', () => {
  it('skips rows with wrong lengths, bad bytes or a wrong number of fields, and reports missing parents', async () => {
    const report = await runImport(
      dataDir({
        ...withLines(
          'india-hsn/hsn_codes.csv',
          '1234567890,1234567890,10,12,Ten digits,',
          '123456789,123456789,9,12,Nine digits (ten once padded),',
          'ABCD,ABCD,4,AB,Letters,',
          '99123456,99123456,8,99,Nothing above this code,',
          Buffer.from([...Buffer.from('85171300,85171300,8,85,SMART'), 0xff, 0xfe, ...Buffer.from('PHONES,')]),
          '0102,0102,4,01,Too many fields,,extra',
        ),
        ...withLines(
          'us-hts/hts_2026_revision_4.csv',
          '"0101.2","1","Half a number","","","","","",""',
          '"0102","x","Indent is not a number","","","","","",""',
          '"0102","0","Live bovine animals:","kg","","","","",""',
        ),
        ...withLines('hs-nomenclature/harmonized-system.csv', 'I,0501,Human hair,05,4'),
      }),
    )
    expect(reasons(report, 'india-hsn')).toEqual(
      expect.arrayContaining([
        '1234567890: code is not 2, 4, 6 or 8 digits',
        '123456789: code is not 2, 4, 6 or 8 digits',
        'ABCD: code is not numeric',
        ': bytes that are not valid UTF-8',
        ': 7 fields instead of 6',
      ]),
    )
    expect(reasons(report, 'india-hsn', 'notices')).toContain('99123456: chapter missing: imported without a parent')
    expect(await hsn('99123456')).toMatchObject({ parent_code: null })
    expect(await hsn('85171300')).toBeUndefined()
    expect(reasons(report, 'us-hts')).toEqual(['0101.2: malformed HTS number', '0102: indent is not a number', '0102: unit of quantity is not a list'])
    expect(reasons(report, 'hs2022', 'notices')).toEqual(['0501: parent code missing: imported without a parent'])
  })

  it('refuses a dataset when too few of its rows are importable', async () => {
    await runImport(dataDir(), { force: true })
    const junk = Array.from({ length: 40 }, (_, i) => `${String(1200 + i)},${String(1200 + i)},4,12,-,`)
    const mostlyJunk = dataDir(withLines('india-hsn/hsn_codes.csv', ...junk))
    await expect(runImport(mostlyJunk, { minKeptRatio: 0.9 })).rejects.toThrow(/india-hsn: only 23 of 67 source rows/)
  })
})

describe('idempotence', () => {
  it('changes nothing when run again on the same files', async () => {
    const dir = dataDir()
    await runImport(dir, { force: true })
    const before = await snapshot()
    const again = await runImport(dir)
    expect(again.datasets.map((d) => d.status)).toEqual(Array(8).fill('unchanged'))
    expect(await snapshot()).toEqual(before)
  })

  it('stores identical rows when forced to import the same files again', async () => {
    const dir = dataDir()
    await runImport(dir, { force: true })
    const { dataset_versions: _versions, ...before } = await snapshot()
    await runImport(dir, { force: true })
    const { dataset_versions: _again, ...after } = await snapshot()
    expect(after).toEqual(before)
  })

  it('re-imports only the dataset whose files changed, and India when HS 2022 changes', async () => {
    await runImport(dataDir(), { force: true })
    const countries = await runImport(
      dataDir(withLines('country-codes/countries-compact.csv', 'FR,FRA,250,France,French Republic,33,EUR,Euro,Europe,Western Europe,EU,Paris,.fr,Yes')),
    )
    expect(countries.datasets.map((d) => d.status)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'imported',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ])
    const hs = await runImport(dataDir(withLines('hs-nomenclature/harmonized-system.csv', 'I,0102,Bovine animals; live,01,4')))
    expect(hs.datasets.map((d) => d.status)).toEqual(['imported', 'imported', 'unchanged', 'imported', 'unchanged', 'unchanged', 'unchanged', 'unchanged'])
  })
})

describe('atomicity', () => {
  let before: Record<string, string>

  beforeEach(async () => {
    await runImport(dataDir(), { force: true })
    before = await snapshot()
  })

  it('leaves the previous data in place when a later dataset fails in the database', async () => {
    // HS 2022 changes (and is replaced first), then a duplicate ISO alpha-3 code breaks the countries COPY.
    const broken = dataDir({
      ...withLines('hs-nomenclature/harmonized-system.csv', 'I,0102,Bovine animals; live,01,4'),
      ...withLines('country-codes/countries-compact.csv', 'XN,NAM,999,Not Namibia,,1,,,,,,,,Yes'),
    })
    await expect(runImport(broken)).rejects.toThrow(/duplicate key/)
    expect(await snapshot()).toEqual(before)
  })

  it('leaves the previous data in place when a file is missing', async () => {
    const dir = dataDir()
    unlinkSync(path.join(dir, 'india-hsn/hsn_codes.csv'))
    await expect(runImport(dir)).rejects.toThrow(MissingDataError)
    expect(await snapshot()).toEqual(before)
  })

  it('leaves the previous data in place when a check refuses a dataset', async () => {
    const emptied = dataDir({ 'us-hts/hts_2026_revision_4.csv': String(FIXTURE_FILES['us-hts/hts_2026_revision_4.csv']).split('\r\n')[0]! })
    await expect(runImport(emptied)).rejects.toThrow(ImportCheckError)
    expect(await snapshot()).toEqual(before)
  })
})
