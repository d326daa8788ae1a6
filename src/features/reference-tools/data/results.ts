import { z } from '@/lib/zod'

/** Malformed input: the caller answers 400 with `reason`; nothing was queried. */
export type Invalid = { ok: false; error: 'invalid'; reason: string }
/** Well-formed input naming nothing in the data: the caller answers 404. */
export type NotFound = { ok: false; error: 'not-found' }

/** The deepest a caller may page into results. */
export const MAX_OFFSET = 10_000

export type Page<T> = { items: T[]; total: number; limit: number; offset: number }

/** [start, end) character offsets of the matched words in a description, for <mark> without raw HTML. */
export type HighlightRange = readonly [start: number, end: number]

export function invalid(reason: string): Invalid {
  return { ok: false, error: 'invalid', reason }
}

export const NOT_FOUND: NotFound = { ok: false, error: 'not-found' }

const pageOptionsSchema = (defaultLimit: number, maxLimit: number) =>
  z.object({
    limit: z.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
  })

export type PageOptions = { limit?: number; offset?: number }

/** Checks limit/offset: integers, limit 1..maxLimit, offset 0..10 000. */
export function readPageOptions(options: PageOptions | undefined, defaultLimit = 20, maxLimit = 100): { ok: true; limit: number; offset: number } | Invalid {
  const parsed = pageOptionsSchema(defaultLimit, maxLimit).safeParse(options ?? {})
  if (!parsed.success) return invalid(`limit must be an integer from 1 to ${maxLimit} and offset from 0 to 10000`)
  return { ok: true, ...parsed.data }
}
