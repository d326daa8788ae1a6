import { MAX_QUERY_LENGTH } from '@/features/reference-tools/data/query'
import { MAX_OFFSET } from '@/features/reference-tools/data/results'

export type ToolSearch = { query: string; page: number; limit: number; offset: number }

type SearchParams = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * A tool page's `?q=` and `?page=` as a search: the query trimmed (empty when absent or too long), the page
 * from 1 (anything else reads as 1, and pages past the services' offset limit as the last one allowed).
 */
export function readToolSearch(params: SearchParams, pageSize: number): ToolSearch {
  const query = first(params.q).trim()
  const requested = Number(first(params.page))
  const lastPage = Math.floor(MAX_OFFSET / pageSize) + 1
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, lastPage) : 1
  return { query: query.length <= MAX_QUERY_LENGTH ? query : '', page, limit: pageSize, offset: (page - 1) * pageSize }
}
