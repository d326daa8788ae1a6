import { describe, expect, it } from 'vitest'
import type { StorageLike } from './browser-storage'
import { clearStepOne, loadStepOne, saveStepOneValues, saveVerifiedPhone, storedRequestIdFor } from './step-one-storage'

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

const REQUEST_ID = '0b6f4c1e-2f4a-4f7e-9a57-3f1c2d9a8b10'

describe('stored step 1', () => {
  it('keeps the values and the verified phone per edition', () => {
    const storage = memoryStorage()
    saveStepOneValues(storage, 'en-in', { exportValue: 'export', financeAmt: '500000', phone: '9812345678', website: '' })
    saveVerifiedPhone(storage, 'en-in', { requestId: REQUEST_ID, phone: '9812345678' })
    const stored = loadStepOne(storage, 'en-in')
    expect(stored).toMatchObject({ savedAt: expect.any(Number) })
    expect(stored.values).toEqual({ exportValue: 'export', financeAmt: '500000', phone: '9812345678', website: '' })
    expect(storedRequestIdFor(stored, '9812345678')).toBe(REQUEST_ID)
    expect(storedRequestIdFor(stored, '9812345670')).toBeUndefined()
    expect(loadStepOne(storage, 'en-us')).toEqual({ values: {} })
  })

  it('forgets step 1 and the verification an hour after the last change, for the next person at the computer', () => {
    const storage = memoryStorage()
    const saved = Date.parse('2026-11-30T10:00:00Z')
    saveStepOneValues(storage, 'en-in', { phone: '9812345678', financeAmt: '500000' }, saved)
    saveVerifiedPhone(storage, 'en-in', { requestId: REQUEST_ID, phone: '9812345678' }, saved)
    expect(loadStepOne(storage, 'en-in', saved + 59 * 60_000).values.phone).toBe('9812345678')
    expect(loadStepOne(storage, 'en-in', saved + 61 * 60_000)).toEqual({ values: {} })
    expect(storage.map.size).toBe(0)
    // A record without its time (written before) or from the future is not trusted either.
    storage.setItem('nw:domestic-step1:en-in', JSON.stringify({ values: { phone: '9812345678' } }))
    expect(loadStepOne(storage, 'en-in')).toEqual({ values: {} })
    saveStepOneValues(storage, 'en-in', { phone: '9812345678' }, Date.now() + 3_600_000)
    expect(loadStepOne(storage, 'en-in')).toEqual({ values: {} })
  })

  it('keeps the verification when the values change afterwards', () => {
    const storage = memoryStorage()
    saveVerifiedPhone(storage, 'es-mx', { requestId: REQUEST_ID, phone: '5512345678' })
    saveStepOneValues(storage, 'es-mx', { financeAmt: '1' })
    expect(loadStepOne(storage, 'es-mx').verified).toEqual({ requestId: REQUEST_ID, phone: '5512345678' })
  })

  it('clears everything after a submission', () => {
    const storage = memoryStorage()
    saveStepOneValues(storage, 'en-in', { financeAmt: '1' })
    clearStepOne(storage, 'en-in')
    expect(storage.map.size).toBe(0)
  })

  it('ignores damaged or foreign data and works without storage', () => {
    const storage = memoryStorage()
    storage.setItem('nw:domestic-step1:en-in', '{not json')
    expect(loadStepOne(storage, 'en-in')).toEqual({ values: {} })
    storage.setItem('nw:domestic-step1:en-in', JSON.stringify({ values: { exportValue: 'space' }, verified: 7 }))
    expect(loadStepOne(storage, 'en-in')).toEqual({ values: {}, verified: undefined })
    expect(loadStepOne(undefined, 'en-in')).toEqual({ values: {} })
    expect(() => saveStepOneValues(undefined, 'en-in', {})).not.toThrow()
  })
})
