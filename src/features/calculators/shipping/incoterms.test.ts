import { describe, expect, it } from 'vitest'
import { payerOf } from './incoterms'
import { CHARGE_STAGES, type ChargeStage } from '@/collections/RateCards/options'
import { INCOTERMS, type Incoterm } from './types'

const sellerPays = (incoterm: Incoterm) => CHARGE_STAGES.filter((stage) => payerOf(stage, incoterm) === 'seller')

describe('who pays under Incoterms 2020', () => {
  it.each<[Incoterm, ChargeStage[]]>([
    ['EXW', []],
    ['FCA', ['origin', 'export-clearance']],
    ['FAS', ['origin', 'export-clearance']],
    ['FOB', ['origin', 'export-clearance']],
    ['CFR', ['origin', 'export-clearance', 'main-carriage']],
    ['CPT', ['origin', 'export-clearance', 'main-carriage']],
    ['CIF', ['origin', 'export-clearance', 'main-carriage', 'insurance']],
    ['CIP', ['origin', 'export-clearance', 'main-carriage', 'insurance']],
    // Delivered on the arriving vessel, ready for unloading: the destination terminal is the buyer's.
    ['DAP', ['origin', 'export-clearance', 'main-carriage', 'insurance']],
    // Delivered unloaded: the destination terminal is the seller's.
    ['DPU', ['origin', 'export-clearance', 'main-carriage', 'insurance', 'destination']],
    ['DDP', [...CHARGE_STAGES]],
  ])('%s: the seller pays %j', (incoterm, stages) => {
    expect(sellerPays(incoterm)).toEqual(stages)
  })

  it('covers every rule', () => {
    expect(INCOTERMS).toHaveLength(11)
    for (const incoterm of INCOTERMS) expect(payerOf('import-clearance', incoterm)).toBe(incoterm === 'DDP' ? 'seller' : 'buyer')
  })
})
