import { describe, expect, it } from 'vitest'
import { checkContainerLoad, checkPackages, countTeu, fitsInside, fitsThroughDoor, isDryBox, measureCargo, suggestsFcl } from './cargo'
import { SPECS } from '../../../../tests/support/shipping-fixtures'

const spec = (type: string) => SPECS.find((s) => s.type === type)!
const pkg = (lengthCm: number, widthCm: number, heightCm: number, weightKg: number, count = 1) => ({ count, lengthCm, widthCm, heightCm, weightKg })

describe('W/M', () => {
  it('takes the greater of cubic metres and tonnes (1 m³ = 1,000 kg)', () => {
    // 4 × 1.2 × 0.8 × 1.0 m = 3.84 m³; 4 × 350 kg = 1.4 t.
    expect(measureCargo([pkg(120, 80, 100, 350, 4)])).toEqual({ cbm: 3.84, tonnes: 1.4, wm: 3.84, weightKg: 1400, pieces: 4 })
    // Dense cargo: 1 m³ weighing 2.5 t is 2.5 W/M.
    expect(measureCargo([pkg(100, 100, 100, 2500)]).wm).toBe(2.5)
  })

  it('sums the lines and rounds to the litre and the kilogram', () => {
    const measure = measureCargo([pkg(33.3, 33.3, 33.3, 10.0004, 3), pkg(50, 40, 30, 12.5, 2)])
    // 3 × 33.3³ cm³ + 2 × 60,000 cm³ = 230,779 cm³.
    expect(measure.cbm).toBe(0.231)
    expect(measure.tonnes).toBe(0.055)
    expect(measure.pieces).toBe(5)
  })

  it('suggests FCL above 15 m³ or 10 t, not at them', () => {
    expect(suggestsFcl({ cbm: 15, tonnes: 10 })).toBe(false)
    expect(suggestsFcl({ cbm: 15.001, tonnes: 1 })).toBe(true)
    expect(suggestsFcl({ cbm: 1, tonnes: 10.5 })).toBe(true)
  })

  it('counts TEU: 20 ft is 1, 40 ft is 2', () => {
    expect(
      countTeu(
        [
          { type: '20GP', count: 3 },
          { type: '40HC', count: 2 },
        ],
        SPECS,
      ),
    ).toBe(7)
  })
})

describe('packages against the boxes', () => {
  it('turns a package any way to fit it', () => {
    expect(fitsInside([2.3, 5.8, 1], spec('20GP'))).toBe(true)
    expect(fitsInside([6, 1, 1], spec('20GP'))).toBe(false)
    expect(fitsThroughDoor([2.3, 2.2, 5], spec('20GP'))).toBe(true)
  })

  it('tells a package too big for the door from one too big for the inside', () => {
    // 2.35 m high fits inside a 40GP (2.392 m) but not through its door (2.274 m).
    expect(checkPackages([pkg(300, 230, 235, 500)], [spec('40GP')])).toEqual([{ code: 'packageTooLargeForDoor', packageIndex: 0, containers: ['40GP'] }])
    expect(checkPackages([pkg(300, 250, 250, 500)], [spec('40GP')])).toEqual([{ code: 'packageTooLarge', packageIndex: 0, containers: ['40GP'] }])
    // The high cube's door (2.577 m) takes it.
    expect(checkPackages([pkg(300, 230, 235, 500)], [spec('40GP'), spec('40HC')])).toEqual([])
  })

  it('refuses one piece heavier than any box carries, and a package longer than a 40 ft box', () => {
    expect(checkPackages([pkg(100, 100, 100, 30_000)], SPECS.filter(isDryBox))).toEqual([
      { code: 'packageTooHeavy', packageIndex: 0, weightKg: 30_000, maxPayloadKg: 28_030 },
    ])
    expect(checkPackages([pkg(100, 100, 100, 10), pkg(1300, 50, 50, 10)], SPECS.filter(isDryBox))).toMatchObject([{ code: 'packageTooLarge', packageIndex: 1 }])
  })

  it('checks a dimension the source does not give against nothing', () => {
    expect(fitsInside([5, 2.2, 2.25], spec('20RF'))).toBe(true)
    expect(fitsThroughDoor([5, 2.2, 2.3], spec('20RF'))).toBe(false)
  })
})

describe('container payload and volume', () => {
  it('proposes the boxes a heavy cargo needs', () => {
    // 1 × 40GP carries 26,680 kg: 30,000 kg needs 2.
    expect(checkContainerLoad([{ type: '40GP', count: 1 }], SPECS, { weightKg: 30_000 })).toEqual({
      problems: [{ code: 'overweight', weightKg: 30_000, capacityKg: 26_680, needed: [{ type: '40GP', count: 2 }] }],
      payloadChecked: true,
    })
    expect(checkContainerLoad([{ type: '20GP', count: 2 }], SPECS, { weightKg: 100_000 }).problems[0]).toMatchObject({ needed: [{ type: '20GP', count: 4 }] })
    expect(checkContainerLoad([{ type: '40GP', count: 1 }], SPECS, { weightKg: 26_680 }).problems).toEqual([])
  })

  it('adds the roomiest chosen box when several types were chosen', () => {
    const { problems } = checkContainerLoad(
      [
        { type: '20GP', count: 1 },
        { type: '40HC', count: 1 },
      ],
      SPECS,
      { weightKg: 60_000 },
    )
    // 28,030 + 26,580 = 54,610 kg: 5,390 kg more needs one more 20GP (the higher payload).
    expect(problems[0]).toMatchObject({
      code: 'overweight',
      capacityKg: 54_610,
      needed: [
        { type: '20GP', count: 2 },
        { type: '40HC', count: 1 },
      ],
    })
  })

  it('refuses more volume than the boxes hold', () => {
    expect(checkContainerLoad([{ type: '20GP', count: 1 }], SPECS, { cbm: 40 }).problems[0]).toMatchObject({
      code: 'overVolume',
      capacityM3: 33,
      needed: [{ type: '20GP', count: 2 }],
    })
  })

  it('says when a payload is not published (40RH) rather than assume one', () => {
    expect(checkContainerLoad([{ type: '40RH', count: 1 }], SPECS, { weightKg: 50_000 })).toEqual({ problems: [], payloadChecked: false })
    expect(checkContainerLoad([{ type: '40RH', count: 1 }], SPECS, {})).toEqual({ problems: [], payloadChecked: true })
  })
})
