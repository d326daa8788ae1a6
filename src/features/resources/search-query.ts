import { asOneLine } from '@/lib/plain-text'

/** The resources search's query: trimmed, spaces collapsed, at most SEARCH_MAX_LENGTH characters. */
export const SEARCH_MAX_LENGTH = 100

export type SearchQuery = { ok: true; query: string } | { ok: false; reason: 'too-long' }

export function readSearchQuery(value: string | string[] | undefined): SearchQuery {
  const raw = Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
  const query = asOneLine(raw).replace(/\s+/g, ' ').trim()
  if (query.length > SEARCH_MAX_LENGTH) return { ok: false, reason: 'too-long' }
  return { ok: true, query }
}
