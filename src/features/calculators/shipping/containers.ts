import { referencePool } from '@/features/reference-tools/data/db'
import type { ContainerSpec } from './types'

/** Container specifications (reference.container_specs): nominal figures; null where the source gives none. */

type ContainerRow = {
  type: string
  iso_size_type: string
  description: string
  int_length_m: string
  int_width_m: string | null
  int_height_m: string | null
  door_width_m: string | null
  door_height_m: string | null
  capacity_m3: string
  max_gross_kg: string | null
  tare_kg: string | null
  max_payload_kg: string | null
  teu: number
}

const num = (value: string | null): number | null => (value === null ? null : Number(value))

function toContainer(row: ContainerRow): ContainerSpec {
  return {
    type: row.type,
    isoSizeType: row.iso_size_type,
    description: row.description,
    inside: { lengthM: Number(row.int_length_m), widthM: num(row.int_width_m), heightM: num(row.int_height_m) },
    door: { widthM: num(row.door_width_m), heightM: num(row.door_height_m) },
    capacityM3: Number(row.capacity_m3),
    maxGrossKg: num(row.max_gross_kg),
    tareKg: num(row.tare_kg),
    maxPayloadKg: num(row.max_payload_kg),
    teu: row.teu,
  }
}

/** The standard container types with inside and door dimensions, capacity and payload: 20 ft first, dry before reefer. */
export async function listContainers(): Promise<ContainerSpec[]> {
  const { rows } = await referencePool().query<ContainerRow>(
    `SELECT type, iso_size_type, description, int_length_m, int_width_m, int_height_m, door_width_m, door_height_m,
            capacity_m3, max_gross_kg, tare_kg, max_payload_kg, teu
       FROM reference.container_specs
      ORDER BY teu, (type ~ '(RF|RH)$'), capacity_m3, type`,
  )
  return rows.map(toContainer)
}
