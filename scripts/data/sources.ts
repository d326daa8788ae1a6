import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { MissingDataError } from './errors'

export type DatasetKey = 'hs2022' | 'india-hsn' | 'us-hts' | 'countries' | 'unlocode-ports' | 'container-specs' | 'transit-times' | 'emission-factors'

export type DatasetFiles = { versionLabel: string; files: Record<string, string> }

/**
 * Where each dataset comes from, and how to find its files under DATA_DIR (one folder per dataset, the layout
 * of /work/shared/data). The importer reads local files only; on a machine with internet access, download
 * the addresses below into those folders first (the India list is published as an .xlsx workbook: save its
 * HSN_MSTR sheet as india-hsn/hsn_codes.csv; the importer reads the sheet's own HSN_CD/HSN_Description headers).
 */
export const DATASET_SOURCES = {
  hs2022: {
    folder: 'hs-nomenclature',
    source: 'WCO Harmonized System 2022 as published by the UN Comtrade API, Frictionless Data core dataset (ODC-PDDL-1.0)',
    downloads: [
      'https://raw.githubusercontent.com/datasets/harmonized-system/main/data/harmonized-system.csv',
      'https://raw.githubusercontent.com/datasets/harmonized-system/main/data/sections.csv',
    ],
  },
  'india-hsn': {
    folder: 'india-hsn',
    source: 'GST portal HSN/SAC master (GSTN), sheet HSN_MSTR',
    downloads: ['https://tutorial.gst.gov.in/downloads/HSN_SAC.xlsx'],
  },
  'us-hts': {
    folder: 'us-hts',
    source: 'USITC, Harmonized Tariff Schedule of the United States (public domain)',
    // hts.usitc.gov → Export → CSV; USITC also publishes each revision as hts_<year>_revision_<n>_csv.csv.
    downloads: ['https://hts.usitc.gov/', 'https://www.usitc.gov/sites/default/files/tata/hts/hts_2026_revision_4_csv.csv'],
  },
  countries: {
    folder: 'country-codes',
    source: 'ISO 3166 / ITU / ISO 4217 codes, Frictionless Data core dataset country-codes (ODC-PDDL-1.0)',
    downloads: ['https://raw.githubusercontent.com/datasets/country-codes/main/data/country-codes.csv'],
  },
  // The shipment estimate's data (src/features/calculators/shipping). Each folder's SOURCE.md tells where every figure comes from.
  'unlocode-ports': {
    folder: 'unlocode-ports',
    source:
      'UNECE UN/LOCODE, locations with the seaport function (2024-2 for GA–ZW; AD–FR from an earlier release via geoapify/un-locode, ' +
      'coordinates partly geocoded by Geoapify, MIT)',
    // UNECE publishes the code list as loc<edition>csv.zip (Part1..3): keep the rows whose Function starts with 1.
    downloads: ['https://unece.org/trade/cefact/UNLOCODE-Download'],
  },
  'container-specs': {
    folder: 'container-specs',
    source: 'Standard container dimensions and weights compiled from the World Shipping Council and carrier pages (indicative)',
    downloads: ['https://www.worldshipping.org/about-the-industry/containers/dry-cargo-containers'],
  },
  'transit-times': {
    folder: 'transit-times',
    source: 'Published port-to-port ocean transit times (forwarder guides and trade press, cited per row)',
    downloads: ['https://blogs.tradlinx.com/shipping-from-india-to-usa-cost-time-customs-tips-2025-update'],
  },
  'emission-factors': {
    folder: 'emission-factors',
    source: 'Container-ship emission factors: GLEC Framework v3.1 trade-lane factors and Clean Cargo averages as republished (cited per row)',
    downloads: ['https://www.smartfreightcentre.org/en/our-programs/global-logistics-emissions-council/'],
  },
} as const satisfies Record<DatasetKey, { folder: string; source: string; downloads: readonly string[] }>

export const DATASET_KEYS = Object.keys(DATASET_SOURCES) as DatasetKey[]

function requireFile(folder: string, name: string): string {
  const file = path.join(folder, name)
  if (!existsSync(file)) throw new MissingDataError(`Missing ${file}`)
  return file
}

const HTS_FILE = /^hts_(\d{4})_(?:revision_(\d+)|basic)(?:_csv)?\.csv$/i

/** The newest USITC export in the folder: the highest year, then the highest revision (the basic edition is 0). */
function findHtsFile(folder: string): { file: string; versionLabel: string } {
  const candidates = (existsSync(folder) ? readdirSync(folder) : [])
    .map((name) => ({ name, match: HTS_FILE.exec(name) }))
    .filter((c): c is { name: string; match: RegExpExecArray } => c.match !== null)
    .map(({ name, match }) => ({ name, year: Number(match[1]), revision: match[2] ? Number(match[2]) : 0 }))
    .sort((a, b) => b.year - a.year || b.revision - a.revision)
  const newest = candidates[0]
  if (!newest) throw new MissingDataError(`No USITC export named like hts_2026_revision_4.csv in ${folder}`)
  const edition = newest.revision === 0 ? 'Basic Edition' : `Revision ${newest.revision}`
  return { file: path.join(folder, newest.name), versionLabel: `HTSUS ${newest.year} ${edition}` }
}

/** The files of one dataset under dataDir, by role, with the version label shown on the pages. */
export function locateDataset(dataDir: string, key: DatasetKey): DatasetFiles {
  const folder = path.join(dataDir, DATASET_SOURCES[key].folder)
  switch (key) {
    case 'hs2022':
      return {
        versionLabel: 'HS 2022',
        files: { codes: requireFile(folder, 'harmonized-system.csv'), sections: requireFile(folder, 'sections.csv') },
      }
    case 'india-hsn':
      return { versionLabel: 'GST portal HSN master (Nov 2024)', files: { codes: requireFile(folder, 'hsn_codes.csv') } }
    case 'us-hts': {
      const { file, versionLabel } = findHtsFile(folder)
      return { versionLabel, files: { lines: file } }
    }
    case 'countries': {
      const compact = path.join(folder, 'countries-compact.csv')
      return {
        versionLabel: 'ISO 3166-1 (datasets/country-codes)',
        files: { countries: existsSync(compact) ? compact : requireFile(folder, 'country-codes.csv') },
      }
    }
    case 'unlocode-ports':
      return { versionLabel: 'UN/LOCODE 2024-2 (AD–FR from an earlier release)', files: { ports: requireFile(folder, 'unlocode-ports.csv') } }
    case 'container-specs':
      return { versionLabel: 'Container specifications (compiled 2026-11-21)', files: { containers: requireFile(folder, 'container-specs.csv') } }
    case 'transit-times':
      return { versionLabel: 'Published transit times (2021–2025 figures)', files: { transitTimes: requireFile(folder, 'transit-times.csv') } }
    case 'emission-factors':
      return { versionLabel: 'GLEC v3.1 (2024) and Clean Cargo factors', files: { factors: requireFile(folder, 'factors.csv') } }
  }
}

/** Whether dataDir has a dataset's folder at all (the files in it are checked when the dataset is located). */
export function hasDatasetFolder(dataDir: string, key: DatasetKey): boolean {
  return existsSync(path.join(dataDir, DATASET_SOURCES[key].folder))
}
