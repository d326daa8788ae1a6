import type { CopyValue } from './copy-rows'
import { parseCountries, COUNTRY_COLUMNS, COUNTRY_HEADER_ALIASES } from './parse-countries'
import { parseHs, type ParsedHs } from './parse-hs'
import { parseIndiaHsn, INDIA_HSN_HEADER_ALIASES } from './parse-india-hsn'
import { HTS_REQUIRED_COLUMNS, parseUsHts } from './parse-us-hts'
import { CONTAINER_COLUMNS, parseContainers } from './parse-containers'
import { FACTOR_COLUMNS, parseEmissionFactors } from './parse-emission-factors'
import { parsePorts, PORT_COLUMNS } from './parse-ports'
import { parseTransitTimes, TRANSIT_COLUMNS } from './parse-transit-times'
import { parseCsvFile, readSourceFile, type CsvFile, type RowIssue, type SourceFile } from './read-csv'
import type { DatasetKey } from './sources'

type TableLoad = { table: string; columns: readonly string[]; rows: CopyValue[][] }

/** One dataset parsed and ready to load: its tables in insertion order (parents before children). */
export type PreparedDataset = { tables: TableLoad[]; sourceRows: number; skipped: RowIssue[]; notices: RowIssue[] }

type FileSpec = { required: string[]; aliases?: Record<string, string> }

/** The columns each file must have, by dataset and file role (see locateDataset). */
const FILE_SPECS: Record<DatasetKey, Record<string, FileSpec>> = {
  hs2022: {
    sections: { required: ['section', 'name'] },
    codes: { required: ['section', 'hscode', 'description'] },
  },
  'india-hsn': { codes: { required: ['hsn_code', 'description'], aliases: INDIA_HSN_HEADER_ALIASES } },
  'us-hts': { lines: { required: HTS_REQUIRED_COLUMNS } },
  countries: { countries: { required: COUNTRY_COLUMNS, aliases: COUNTRY_HEADER_ALIASES } },
  'unlocode-ports': { ports: { required: PORT_COLUMNS } },
  'container-specs': { containers: { required: CONTAINER_COLUMNS } },
  'transit-times': { transitTimes: { required: TRANSIT_COLUMNS } },
  'emission-factors': { factors: { required: FACTOR_COLUMNS } },
}

export type DatasetSources = Record<string, SourceFile>

export function readDatasetFiles(key: DatasetKey, paths: Record<string, string>): DatasetSources {
  return Object.fromEntries(Object.keys(FILE_SPECS[key]).map((role) => [role, readSourceFile(paths[role]!)]))
}

function parseDatasetFiles(key: DatasetKey, sources: DatasetSources): Record<string, CsvFile> {
  return Object.fromEntries(Object.entries(FILE_SPECS[key]).map(([role, spec]) => [role, parseCsvFile(sources[role]!, spec.required, spec.aliases)]))
}

/** Parses a dataset's files into the rows to load; India needs the HS 2022 files to check its codes against. */
export function prepareDataset(key: DatasetKey, sources: DatasetSources, hsSources: DatasetSources): PreparedDataset {
  const files = parseDatasetFiles(key, sources)
  switch (key) {
    case 'hs2022':
      return prepareHs(files)
    case 'india-hsn':
      return prepareIndiaHsn(files, prepareHs(parseDatasetFiles('hs2022', hsSources)).parsed)
    case 'us-hts':
      return prepareUsHts(files)
    case 'countries':
      return prepareCountries(files)
    case 'unlocode-ports':
      return preparePorts(files)
    case 'container-specs':
      return prepareContainers(files)
    case 'transit-times':
      return prepareTransitTimes(files)
    case 'emission-factors':
      return prepareEmissionFactors(files)
  }
}

function sourceRowCount(files: Record<string, CsvFile>): number {
  return Object.values(files).reduce((sum, file) => sum + file.records.length + file.skipped.length, 0)
}

function prepareHs(files: Record<string, CsvFile>): PreparedDataset & { parsed: ParsedHs } {
  const parsed = parseHs(files.sections!, files.codes!)
  return {
    parsed,
    tables: [
      { table: 'reference.hs_sections', columns: ['id', 'position', 'name'], rows: parsed.sections.map((s) => [s.id, s.position, s.name]) },
      {
        table: 'reference.hs_codes',
        columns: ['code', 'section_id', 'parent_code', 'description'],
        rows: parsed.codes.map((c) => [c.code, c.sectionId, c.parentCode, c.description]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: parsed.notices,
  }
}

function prepareIndiaHsn(files: Record<string, CsvFile>, hs: ParsedHs): PreparedDataset {
  const parsed = parseIndiaHsn(files.codes!, new Map(hs.codes.map((c) => [c.code, c.description])))
  return {
    tables: [
      {
        table: 'reference.hsn_codes',
        columns: ['code', 'published_code', 'parent_code', 'description', 'search_context', 'is_legacy', 'is_repaired', 'excluded_from_navigation'],
        rows: parsed.codes.map((c) => [
          c.code,
          c.publishedCode,
          c.parentCode,
          c.description,
          c.searchContext,
          c.isLegacy,
          c.isRepaired,
          c.excludedFromNavigation,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: parsed.notices,
  }
}

function prepareUsHts(files: Record<string, CsvFile>): PreparedDataset {
  const parsed = parseUsHts(files.lines!)
  return {
    tables: [
      {
        table: 'reference.hts_lines',
        columns: [
          'id',
          'parent_id',
          'hts_number',
          'hts_digits',
          'stat_suffix',
          'indent',
          'chapter',
          'description',
          'path',
          'units',
          'general_rate',
          'special_rate',
          'column2_rate',
          'rates_inherited',
          'quota_quantity',
          'additional_duties',
          'footnotes',
          'chapter99_refs',
        ],
        rows: parsed.lines.map((l) => [
          l.id,
          l.parentId,
          l.htsNumber,
          l.htsDigits,
          l.statSuffix,
          l.indent,
          l.chapter,
          l.description,
          l.path,
          l.units,
          l.generalRate,
          l.specialRate,
          l.column2Rate,
          l.ratesInherited,
          l.quotaQuantity,
          l.additionalDuties,
          l.footnotes,
          l.chapter99Refs,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: parsed.notices,
  }
}

function prepareCountries(files: Record<string, CsvFile>): PreparedDataset {
  const parsed = parseCountries(files.countries!)
  return {
    tables: [
      {
        table: 'reference.countries',
        columns: [
          'iso2',
          'iso3',
          'iso_numeric',
          'name',
          'official_name',
          'dial_codes',
          'currency_code',
          'currency_name',
          'region',
          'sub_region',
          'continent',
          'capital',
          'tld',
          'is_independent',
          'sovereignty',
        ],
        rows: parsed.countries.map((c) => [
          c.iso2,
          c.iso3,
          c.isoNumeric,
          c.name,
          c.officialName,
          c.dialCodes,
          c.currencyCode,
          c.currencyName,
          c.region,
          c.subRegion,
          c.continent,
          c.capital,
          c.tld,
          c.isIndependent,
          c.sovereignty,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: [],
  }
}

function preparePorts(files: Record<string, CsvFile>): PreparedDataset {
  const parsed = parsePorts(files.ports!)
  return {
    tables: [
      {
        table: 'reference.ports',
        columns: [
          'locode',
          'country',
          'country_name',
          'location',
          'name',
          'name_ascii',
          'alternative_names',
          'subdivision',
          'subdivision_name',
          'status',
          'function',
          'iata',
          'lat',
          'lon',
          'coord_source',
          'data_source',
        ],
        rows: parsed.ports.map((p) => [
          p.locode,
          p.country,
          p.countryName,
          p.location,
          p.name,
          p.nameAscii,
          p.alternativeNames,
          p.subdivision,
          p.subdivisionName,
          p.status,
          p.function,
          p.iata,
          p.lat,
          p.lon,
          p.coordSource,
          p.dataSource,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: parsed.notices,
  }
}

function prepareContainers(files: Record<string, CsvFile>): PreparedDataset {
  const parsed = parseContainers(files.containers!)
  return {
    tables: [
      {
        table: 'reference.container_specs',
        columns: [
          'type',
          'iso_size_type',
          'description',
          'ext_length_m',
          'ext_width_m',
          'ext_height_m',
          'int_length_m',
          'int_width_m',
          'int_height_m',
          'door_width_m',
          'door_height_m',
          'capacity_m3',
          'max_gross_kg',
          'tare_kg',
          'max_payload_kg',
          'teu',
          'source_dims',
          'source_weights',
          'notes',
        ],
        rows: parsed.containers.map((c) => [
          c.type,
          c.isoSizeType,
          c.description,
          c.extLengthM,
          c.extWidthM,
          c.extHeightM,
          c.intLengthM,
          c.intWidthM,
          c.intHeightM,
          c.doorWidthM,
          c.doorHeightM,
          c.capacityM3,
          c.maxGrossKg,
          c.tareKg,
          c.maxPayloadKg,
          c.teu,
          c.sourceDims,
          c.sourceWeights,
          c.notes,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: [],
  }
}

function prepareTransitTimes(files: Record<string, CsvFile>): PreparedDataset {
  const parsed = parseTransitTimes(files.transitTimes!)
  return {
    tables: [
      {
        table: 'reference.transit_times',
        columns: [
          'id',
          'origin_locode',
          'destination_locode',
          'published_origin',
          'published_destination',
          'days_min',
          'days_max',
          'source_url',
          'source_date',
        ],
        rows: parsed.transitTimes.map((t) => [
          t.id,
          t.originLocode,
          t.destinationLocode,
          t.publishedOrigin,
          t.publishedDestination,
          t.daysMin,
          t.daysMax,
          t.sourceUrl,
          t.sourceDate,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: parsed.notices,
  }
}

function prepareEmissionFactors(files: Record<string, CsvFile>): PreparedDataset {
  const parsed = parseEmissionFactors(files.factors!)
  return {
    tables: [
      {
        table: 'reference.emission_factors',
        columns: ['id', 'factor_key', 'basis', 'value', 'unit', 'scope', 'lane_or_vessel', 'source_title', 'source_url', 'year', 'kg_per_teu_km', 'gas'],
        rows: parsed.factors.map((f) => [
          f.id,
          f.key,
          f.basis,
          f.value,
          f.unit,
          f.scope,
          f.laneOrVessel,
          f.sourceTitle,
          f.sourceUrl,
          f.year,
          f.kgPerTeuKm,
          f.gas,
        ]),
      },
    ],
    sourceRows: sourceRowCount(files),
    skipped: parsed.skipped,
    notices: parsed.notices,
  }
}

/**
 * Checks run on the loaded rows before commit; each query counts violations. The foreign keys already
 * guarantee that every parent exists; these check that it is the right parent.
 */
export const INTEGRITY_CHECKS: Record<DatasetKey, { name: string; sql: string }[]> = {
  hs2022: [
    {
      name: 'HS parent is the code two digits shorter',
      sql: `SELECT count(*) FROM reference.hs_codes WHERE parent_code IS NOT NULL AND parent_code <> left(code, length(code) - 2)`,
    },
  ],
  'india-hsn': [
    {
      name: 'HSN parent is a shorter prefix of the code',
      sql: `SELECT count(*) FROM reference.hsn_codes WHERE parent_code IS NOT NULL
              AND (length(parent_code) >= length(code) OR left(code, length(parent_code)) <> parent_code)`,
    },
  ],
  'us-hts': [
    {
      name: 'HTS parent comes earlier with a smaller indent',
      sql: `SELECT count(*) FROM reference.hts_lines c JOIN reference.hts_lines p ON p.id = c.parent_id
             WHERE p.id >= c.id OR p.indent >= c.indent`,
    },
    {
      name: 'HTS inherited rates come from the 8-digit line',
      sql: `SELECT count(*) FROM reference.hts_lines c
              LEFT JOIN reference.hts_lines t ON t.hts_digits = left(c.hts_digits, 8)
             WHERE c.rates_inherited AND (t.id IS NULL OR length(c.hts_digits) <> 10
               OR c.general_rate IS DISTINCT FROM t.general_rate OR c.special_rate IS DISTINCT FROM t.special_rate
               OR c.column2_rate IS DISTINCT FROM t.column2_rate)`,
    },
  ],
  countries: [],
  'unlocode-ports': [
    { name: 'port codes start with their country', sql: `SELECT count(*) FROM reference.ports WHERE left(locode, 2) <> country` },
    { name: 'no port marked for removal', sql: `SELECT count(*) FROM reference.ports WHERE status = 'XX'` },
  ],
  // Payloads are kept as the sources quote them, even where they differ from gross less tare (20GP: 28,030 kg).
  'container-specs': [],
  'transit-times': [],
  'emission-factors': [],
}

/** Where the typo-correction vocabulary of a dataset comes from (searchable rows only). */
export const VOCABULARY_SOURCES: Partial<Record<DatasetKey, string>> = {
  'india-hsn': `SELECT to_tsvector('simple', reference.fold_text(description)) FROM reference.hsn_codes WHERE NOT excluded_from_navigation`,
  'us-hts': `SELECT to_tsvector('simple', reference.fold_text(description)) FROM reference.hts_lines`,
}
