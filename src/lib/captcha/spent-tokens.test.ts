import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Queryable } from '@/lib/db-types'
import { createPgSpentTokenStore, hashToken } from './spent-tokens'

const HASH = hashToken('token')
const EXPIRES_AT = new Date('2030-01-01T00:00:00Z')

function fakeDb(insertedRows: number, deleteError?: Error) {
  const query = vi.fn(async (text: string) => {
    if (text.startsWith('DELETE') && deleteError) throw deleteError
    return { rows: [], rowCount: text.startsWith('INSERT') ? insertedRows : 0 }
  })
  return { db: { query } satisfies Queryable, query }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('hashToken', () => {
  it('is the SHA-256 digest of the token id', () => {
    expect(HASH).toEqual(createHash('sha256').update('token').digest())
    expect(HASH).toHaveLength(32)
  })
})

describe('createPgSpentTokenStore', () => {
  it('inserts the hash and expiry, ignoring a conflict, and reports a first use', async () => {
    const { db, query } = fakeDb(1)
    expect(await createPgSpentTokenStore(db, { random: () => 0.5 }).markSpent(HASH, EXPIRES_AT)).toBe(true)
    expect(query).toHaveBeenCalledTimes(1)
    const [text, values] = query.mock.calls[0] as unknown as [string, unknown[]]
    expect(text).toMatch(/^INSERT INTO lead_capture\.spent_captcha_tokens \(token_hash, expires_at\) VALUES \(\$1, \$2\)/)
    expect(text).toContain('ON CONFLICT (token_hash) DO NOTHING')
    expect(values).toEqual([HASH, EXPIRES_AT])
  })

  it('reports a token already spent when nothing was inserted', async () => {
    const { db } = fakeDb(0)
    expect(await createPgSpentTokenStore(db, { random: () => 0.5 }).markSpent(HASH, EXPIRES_AT)).toBe(false)
  })

  it('now and then deletes expired rows', async () => {
    const { db, query } = fakeDb(1)
    await createPgSpentTokenStore(db, { random: () => 0.001 }).markSpent(HASH, EXPIRES_AT)
    expect(query).toHaveBeenCalledTimes(2)
    expect(query.mock.calls[1]?.[0]).toBe('DELETE FROM lead_capture.spent_captcha_tokens WHERE expires_at < now()')
  })

  it('does one cleanup in about a hundred calls by default', async () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.0099).mockReturnValueOnce(0.01)
    const { db, query } = fakeDb(1)
    const store = createPgSpentTokenStore(db)
    await store.markSpent(HASH, EXPIRES_AT)
    await store.markSpent(HASH, EXPIRES_AT)
    expect(query.mock.calls.filter(([text]) => text.startsWith('DELETE'))).toHaveLength(1)
  })

  it('still answers when the cleanup fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { db } = fakeDb(1, new Error('lock timeout'))
    expect(await createPgSpentTokenStore(db, { random: () => 0 }).markSpent(HASH, EXPIRES_AT)).toBe(true)
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
  })
})
