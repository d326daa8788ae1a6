import type { ContainerRequest, ContainerSpec, PackageRequest } from './types'

/**
 * What the cargo measures and whether it can go at all: chargeable quantity (W/M for LCL, boxes and TEU for
 * FCL), packages against the boxes' doors and insides, weight against their payload. Pure functions.
 */

/** LCL above either of these is usually cheaper as a full container: the quote says so (not an error). */
const LCL_FCL_SUGGESTION = { cbm: 15, tonnes: 10 } as const

export type CargoMeasure = { cbm: number; tonnes: number; wm: number; weightKg: number; pieces: number }

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/**
 * Cubic metres (Σ count × L × W × H / 1,000,000 with centimetres), tonnes (Σ count × kg / 1,000) and the
 * weight-or-measure, the greater of the two (1 m³ counts as 1,000 kg). Rounded to the litre and the kilogram.
 */
export function measureCargo(packages: readonly PackageRequest[]): CargoMeasure {
  let cm3 = 0
  let kg = 0
  let pieces = 0
  for (const p of packages) {
    cm3 += p.count * p.lengthCm * p.widthCm * p.heightCm
    kg += p.count * p.weightKg
    pieces += p.count
  }
  const cbm = round(cm3 / 1e6, 3)
  const tonnes = round(kg / 1000, 3)
  return { cbm, tonnes, wm: Math.max(cbm, tonnes), weightKg: round(kg, 3), pieces }
}

/** Total TEU of the boxes (20 ft = 1, 40 ft = 2); unknown types count nothing (the caller refuses them first). */
export function countTeu(containers: readonly ContainerRequest[], specs: readonly ContainerSpec[]): number {
  return containers.reduce((sum, c) => sum + c.count * (specs.find((s) => s.type === c.type)?.teu ?? 0), 0)
}

/** Dry boxes (general purpose and high cube): what LCL cargo is consolidated in. */
export function isDryBox(spec: ContainerSpec): boolean {
  return /(GP|HC)$/.test(spec.type)
}

type Box = { length: number; width: number; height: number }

const PERMUTATIONS: [number, number, number][] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
]

/** A dimension the source does not give constrains nothing; the door falls back to the inside where unknown. */
function insideOf(spec: ContainerSpec): Box {
  return { length: spec.inside.lengthM, width: spec.inside.widthM ?? Infinity, height: spec.inside.heightM ?? Infinity }
}

/** Whether a package (metres) fits the inside in some orientation: packages may be turned any way. */
export function fitsInside(dims: readonly [number, number, number], spec: ContainerSpec): boolean {
  const inside = insideOf(spec)
  return PERMUTATIONS.some(([l, w, h]) => dims[l]! <= inside.length && dims[w]! <= inside.width && dims[h]! <= inside.height)
}

/** Whether a package goes in through the door (end on: its cross-section through the opening) and then fits. */
export function fitsThroughDoor(dims: readonly [number, number, number], spec: ContainerSpec): boolean {
  const inside = insideOf(spec)
  const doorWidth = spec.door.widthM ?? inside.width
  const doorHeight = spec.door.heightM ?? inside.height
  return PERMUTATIONS.some(
    ([l, w, h]) => dims[l]! <= inside.length && dims[w]! <= Math.min(doorWidth, inside.width) && dims[h]! <= Math.min(doorHeight, inside.height),
  )
}

export type CargoProblem =
  /** Larger than the inside of every box it could go in. */
  | { code: 'packageTooLarge'; packageIndex: number; containers: string[] }
  /** Would fit inside, but not through the door. */
  | { code: 'packageTooLargeForDoor'; packageIndex: number; containers: string[] }
  /** One piece heavier than any of the boxes carries. */
  | { code: 'packageTooHeavy'; packageIndex: number; weightKg: number; maxPayloadKg: number }
  /** FCL: heavier than the chosen boxes carry; `needed` is the boxes that would. */
  | { code: 'overweight'; weightKg: number; capacityKg: number; needed: ContainerRequest[] }
  /** FCL: more volume than the chosen boxes hold. */
  | { code: 'overVolume'; cbm: number; capacityM3: number; needed: ContainerRequest[] }

function dimensionsM(p: PackageRequest): [number, number, number] {
  return [p.lengthCm / 100, p.widthCm / 100, p.heightCm / 100]
}

/**
 * Each package against the boxes it may travel in (LCL: any dry box; FCL: the chosen boxes): it must go through
 * the door of at least one, and no single piece may weigh more than that box's payload.
 */
export function checkPackages(packages: readonly PackageRequest[], boxes: readonly ContainerSpec[]): CargoProblem[] {
  const problems: CargoProblem[] = []
  const types = boxes.map((b) => b.type)
  const payloads = boxes.map((b) => b.maxPayloadKg).filter((p): p is number => p !== null)
  const heaviestAllowed = payloads.length === boxes.length && payloads.length > 0 ? Math.max(...payloads) : null
  packages.forEach((p, packageIndex) => {
    const dims = dimensionsM(p)
    if (!boxes.some((box) => fitsThroughDoor(dims, box))) {
      const inside = boxes.some((box) => fitsInside(dims, box))
      problems.push({ code: inside ? 'packageTooLargeForDoor' : 'packageTooLarge', packageIndex, containers: types })
    } else if (heaviestAllowed !== null && p.weightKg > heaviestAllowed) {
      problems.push({ code: 'packageTooHeavy', packageIndex, weightKg: p.weightKg, maxPayloadKg: heaviestAllowed })
    }
  })
  return problems
}

/**
 * The boxes that would carry `amount` when `chosen` (with `capacity` each) do not: with one type, that type's
 * count raised; with several, the roomiest chosen type added.
 */
function proposeBoxes(
  chosen: readonly ContainerRequest[],
  specs: readonly ContainerSpec[],
  amount: number,
  capacityOf: (s: ContainerSpec) => number,
): ContainerRequest[] {
  const lines = chosen.map((c) => ({ ...c, capacity: capacityOf(specs.find((s) => s.type === c.type)!) }))
  const total = lines.reduce((sum, l) => sum + l.count * l.capacity, 0)
  const roomiest = lines.reduce((best, l) => (l.capacity > best.capacity ? l : best))
  const extra = Math.ceil((amount - total) / roomiest.capacity)
  if (lines.length === 1) return [{ type: roomiest.type, count: Math.ceil(amount / roomiest.capacity) }]
  return chosen.map((c) => (c.type === roomiest.type ? { ...c, count: c.count + extra } : c))
}

/**
 * FCL: the cargo's weight against the chosen boxes' payload, and the packages' volume against their capacity.
 * Returns the problems (each proposing the boxes needed) and whether the payload could be checked at all (a
 * box whose payload the source does not give cannot be).
 */
export function checkContainerLoad(
  chosen: readonly ContainerRequest[],
  specs: readonly ContainerSpec[],
  load: { weightKg?: number; cbm?: number },
): { problems: CargoProblem[]; payloadChecked: boolean } {
  const problems: CargoProblem[] = []
  const chosenSpecs = chosen.map((c) => specs.find((s) => s.type === c.type)!)
  const payloadKnown = chosenSpecs.every((s) => s.maxPayloadKg !== null)
  if (load.weightKg !== undefined && payloadKnown) {
    const capacityKg = chosen.reduce((sum, c, i) => sum + c.count * chosenSpecs[i]!.maxPayloadKg!, 0)
    if (load.weightKg > capacityKg) {
      problems.push({ code: 'overweight', weightKg: load.weightKg, capacityKg, needed: proposeBoxes(chosen, specs, load.weightKg, (s) => s.maxPayloadKg!) })
    }
  }
  if (load.cbm !== undefined) {
    const capacityM3 = chosen.reduce((sum, c, i) => sum + c.count * chosenSpecs[i]!.capacityM3, 0)
    if (load.cbm > capacityM3) {
      problems.push({ code: 'overVolume', cbm: load.cbm, capacityM3: round(capacityM3, 3), needed: proposeBoxes(chosen, specs, load.cbm, (s) => s.capacityM3) })
    }
  }
  return { problems, payloadChecked: payloadKnown || load.weightKg === undefined }
}

/** LCL large enough that a full container may cost less. */
export function suggestsFcl(measure: Pick<CargoMeasure, 'cbm' | 'tonnes'>): boolean {
  return measure.cbm > LCL_FCL_SUGGESTION.cbm || measure.tonnes > LCL_FCL_SUGGESTION.tonnes
}
