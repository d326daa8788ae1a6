import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type ContainerSpecRow = {
  type: string
  isoSizeType: string
  description: string
  extLengthM: number | null
  extWidthM: number | null
  extHeightM: number | null
  intLengthM: number
  intWidthM: number | null
  intHeightM: number | null
  doorWidthM: number | null
  doorHeightM: number | null
  capacityM3: number
  maxGrossKg: number | null
  tareKg: number | null
  maxPayloadKg: number | null
  /** Twenty-foot equivalent units: 1 for a 20 ft box, 2 for 40 and 45 ft. */
  teu: number
  sourceDims: string
  sourceWeights: string | null
  notes: string | null
}

export type ParsedContainers = { containers: ContainerSpecRow[]; skipped: RowIssue[] }

export const CONTAINER_COLUMNS = [
  'type',
  'iso_size_type',
  'description',
  'int_length_m',
  'int_width_m',
  'int_height_m',
  'door_width_m',
  'door_height_m',
  'capacity_m3',
  'max_gross_kg',
  'tare_kg_typical',
  'max_payload_kg_typical',
  'source_dims',
]

/** An empty cell is "not given by the source": null. Anything else must be a positive number. */
function measure(value: string | undefined): number | null | undefined {
  const text = cleanText(value)
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) && number > 0 ? number : undefined
}

/**
 * The container specifications (container-specs.csv): nominal inside, door and outside dimensions in metres,
 * volume, weights in kg. Figures the source does not give stay empty (the 40 ft high-cube reefer has no
 * weights): the quote then says it cannot check them rather than assume a value.
 */
export function parseContainers(file: CsvFile): ParsedContainers {
  const skipped: RowIssue[] = [...file.skipped]
  const containers: ContainerSpecRow[] = []
  for (const { line, values } of file.records) {
    const type = cleanText(values.type).toUpperCase()
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: type, reason })
    }
    const figures = {
      extLengthM: measure(values.ext_length_m),
      extWidthM: measure(values.ext_width_m),
      extHeightM: measure(values.ext_height_m),
      intLengthM: measure(values.int_length_m),
      intWidthM: measure(values.int_width_m),
      intHeightM: measure(values.int_height_m),
      doorWidthM: measure(values.door_width_m),
      doorHeightM: measure(values.door_height_m),
      capacityM3: measure(values.capacity_m3),
      maxGrossKg: measure(values.max_gross_kg),
      tareKg: measure(values.tare_kg_typical),
      maxPayloadKg: measure(values.max_payload_kg_typical),
    }
    const size = /^(20|40|45)[A-Z]{2}$/.exec(type)?.[1]
    if (!size) {
      issue('type is not a 20/40/45 ft code such as 40HC')
      continue
    }
    if (containers.some((c) => c.type === type)) {
      issue('duplicate type')
      continue
    }
    const bad = Object.entries(figures).find(([, v]) => v === undefined)
    if (bad) {
      issue(`${bad[0]} is not a positive number`)
      continue
    }
    const f = figures as { [K in keyof typeof figures]: number | null }
    if (f.intLengthM === null || f.capacityM3 === null) {
      issue('inside length or capacity missing')
      continue
    }
    containers.push({
      type,
      isoSizeType: cleanText(values.iso_size_type),
      description: cleanText(values.description),
      ...f,
      intLengthM: f.intLengthM,
      capacityM3: f.capacityM3,
      teu: size === '20' ? 1 : 2,
      sourceDims: cleanText(values.source_dims),
      sourceWeights: cleanText(values.source_weights) || null,
      notes: cleanText(values.notes) || null,
    })
  }
  return { containers, skipped }
}
