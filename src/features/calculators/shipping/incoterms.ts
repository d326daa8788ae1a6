import type { ChargeCode, ChargeStage } from '@/collections/RateCards/options'
import type { Incoterm } from './types'

/**
 * Who pays each stage of a port-to-port shipment under the Incoterms® 2020 rules (ICC), as the estimate reads
 * them (the sales contract and the contract of carriage can say otherwise):
 *
 * - EXW: the buyer pays everything, export clearance included.
 * - FCA, FAS, FOB: the seller pays the origin charges and export clearance; the buyer the rest.
 * - CFR, CPT: the seller also pays the main carriage (ocean freight and its surcharges).
 * - CIF, CIP: the seller also pays the insurance.
 * - DAP: the seller pays everything up to the arrival at the destination, ready for unloading: the destination
 *   terminal's charges (unloading, handling, delivery order) fall to the buyer, as do import clearance and duties.
 * - DPU: like DAP, but the seller unloads: the destination's local charges are the seller's; import is the buyer's.
 * - DDP: the seller pays everything, import clearance included (duties too, which the estimate does not price).
 *
 * Insurance is the buyer's under E, F and C-without-I rules (the risk passes to the buyer at origin); under D
 * rules the seller carries the risk to destination and insures it.
 */
const SELLER_PAYS: Record<Incoterm, readonly ChargeStage[]> = {
  EXW: [],
  FCA: ['origin', 'export-clearance'],
  FAS: ['origin', 'export-clearance'],
  FOB: ['origin', 'export-clearance'],
  CFR: ['origin', 'export-clearance', 'main-carriage'],
  CPT: ['origin', 'export-clearance', 'main-carriage'],
  CIF: ['origin', 'export-clearance', 'main-carriage', 'insurance'],
  CIP: ['origin', 'export-clearance', 'main-carriage', 'insurance'],
  DAP: ['origin', 'export-clearance', 'main-carriage', 'insurance'],
  DPU: ['origin', 'export-clearance', 'main-carriage', 'insurance', 'destination'],
  DDP: ['origin', 'export-clearance', 'main-carriage', 'insurance', 'destination', 'import-clearance'],
}

export function payerOf(stage: ChargeStage, incoterm: Incoterm): 'seller' | 'buyer' {
  return SELLER_PAYS[incoterm].includes(stage) ? 'seller' : 'buyer'
}

/** The stage of a charge; a surcharge's stage is set on its rate card (where it is levied). */
export function stageOfCharge(code: Exclude<ChargeCode, 'surcharge'>): ChargeStage {
  switch (code) {
    case 'ocean-freight':
      return 'main-carriage'
    case 'origin-terminal-handling':
    case 'origin-documentation':
      return 'origin'
    case 'export-customs-clearance':
      return 'export-clearance'
    case 'destination-terminal-handling':
    case 'destination-documentation':
      return 'destination'
    case 'import-customs-clearance':
      return 'import-clearance'
    case 'insurance':
      return 'insurance'
  }
}
