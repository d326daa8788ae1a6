import { referencePool } from './db'
import { HIGHLIGHT_END, HIGHLIGHT_START, highlightRanges, parseQuery } from './query'
import { invalid, NOT_FOUND, readPageOptions, type HighlightRange, type Invalid, type NotFound, type Page, type PageOptions } from './results'
import { searchText, type Correction, type MatchMode } from './text-search'

/**
 * The US Harmonized Tariff Schedule, searched the way USITC's own search is used: an HTS number with or
 * without dots (prefix), words, "quoted phrases", -excluded words. Chapters 98 and 99 (special provisions,
 * temporary and additional duties) are left out of word searches unless asked for, since their lines are not
 * product codes; a number search always finds them.
 */

export type HtsLine = {
  id: number
  htsNumber: string | null
  indent: number
  description: string
  /** The descriptions of the lines above, from the heading down. */
  path: string[]
  chapter: string
  statSuffix: string | null
  units: string[]
  generalRate: string | null
  specialRate: string | null
  column2Rate: string | null
  /** A 10-digit line showing the rates of its 8-digit line. */
  ratesInherited: boolean
  additionalDuties: string | null
  footnotes: string[]
  /** Chapter-99 headings cited by the line (additional duties, quotas, special programmes). */
  chapter99Refs: string[]
  /** Chapter 98 or 99: special provisions, not a product classification. */
  isSpecialProvision: boolean
}

type HtsSearchHit = HtsLine & { highlight: HighlightRange[] }

export type HtsSearchResult = Page<HtsSearchHit> & {
  ok: true
  kind: 'code' | 'text'
  matchMode: MatchMode | 'prefix'
  corrections: Correction[]
}

export type HtsLineDetail = {
  ok: true
  line: HtsLine
  ancestors: HtsLine[]
  children: HtsLine[]
  chapter99Lines: HtsLine[]
}

export type HtsSearchOptions = PageOptions & { includeSpecialChapters?: boolean }

const MAX_CODE_DIGITS = 10
const SPECIAL_CHAPTERS = ['98', '99']

const LINE_COLUMNS = `l.id, l.hts_number, l.indent, l.description, l.path, l.chapter, l.stat_suffix, l.units, l.general_rate,
  l.special_rate, l.column2_rate, l.rates_inherited, l.additional_duties, l.footnotes, l.chapter99_refs`

type LineRow = {
  id: number
  hts_number: string | null
  indent: number
  description: string
  path: string[]
  chapter: string
  stat_suffix: string | null
  units: string[]
  general_rate: string | null
  special_rate: string | null
  column2_rate: string | null
  rates_inherited: boolean
  additional_duties: string | null
  footnotes: string[]
  chapter99_refs: string[]
}

function toLine(row: LineRow): HtsLine {
  return {
    id: row.id,
    htsNumber: row.hts_number,
    indent: row.indent,
    description: row.description,
    path: row.path,
    chapter: row.chapter,
    statSuffix: row.stat_suffix,
    units: row.units,
    generalRate: row.general_rate,
    specialRate: row.special_rate,
    column2Rate: row.column2_rate,
    ratesInherited: row.rates_inherited,
    additionalDuties: row.additional_duties,
    footnotes: row.footnotes,
    chapter99Refs: row.chapter99_refs,
    isSpecialProvision: SPECIAL_CHAPTERS.includes(row.chapter),
  }
}

type HitRow = LineRow & { marked: string | null; total: number }

function toHit(row: HitRow): HtsSearchHit {
  return { ...toLine(row), highlight: highlightRanges(row.marked, row.description) }
}

/**
 * `maxLimit`: the largest page a caller may ask for, the API's 100 unless the caller is the CSV export, which takes
 * its whole file in one search: in pages of 100 it ran the search (and, for words matching nothing together, the
 * correction and the ranking of every line with any of them) ten times, 1.6 s of the database for one request.
 */
export async function searchHts(query: unknown, options?: HtsSearchOptions, { maxLimit = 100 } = {}): Promise<HtsSearchResult | Invalid> {
  const page = readPageOptions(options, undefined, maxLimit)
  if (!page.ok) return page
  if (options?.includeSpecialChapters !== undefined && typeof options.includeSpecialChapters !== 'boolean') {
    return invalid('includeSpecialChapters must be true or false.')
  }
  const parsed = parseQuery(query, { maxCodeDigits: MAX_CODE_DIGITS })
  if ('ok' in parsed) return parsed
  const { limit, offset } = page
  const pool = referencePool()

  if (parsed.kind === 'code') {
    // Matches first (through the prefix index), then the page: ordering by id straight away would tempt the
    // planner to walk the primary key through the whole schedule.
    const { rows } = await pool.query<HitRow>(
      `WITH matched AS MATERIALIZED (SELECT id FROM reference.hts_lines WHERE hts_digits LIKE $1 || '%'),
       page AS (SELECT id FROM matched ORDER BY id LIMIT $2 OFFSET $3)
       SELECT t.total, p.*, NULL AS marked
         FROM (SELECT count(*)::int AS total FROM matched) t
         LEFT JOIN LATERAL (SELECT ${LINE_COLUMNS} FROM page JOIN reference.hts_lines l ON l.id = page.id) p ON true
        ORDER BY p.id`,
      [parsed.digits, limit, offset],
    )
    const items = rows.filter((r) => r.id !== null).map(toHit)
    return { ok: true, kind: 'code', matchMode: 'prefix', corrections: [], items, total: rows[0]?.total ?? 0, limit, offset }
  }

  const excludedChapters = options?.includeSpecialChapters ? [] : SPECIAL_CHAPTERS
  const found = await searchText('us-hts', parsed, async (tsquery) => {
    // Cover density: lines whose own words and their headings' words sit close together rank first.
    // A named (prepared) statement: its plan is reused, planning would cost as much as running it.
    const { rows } = await pool.query<HitRow>({
      name: 'reference-hts-text-search',
      text: `WITH q AS (SELECT to_tsquery('reference.english_unaccent', $1) AS query),
       matched AS MATERIALIZED (
         SELECT l.id, ts_rank_cd(l.search_vector, q.query) AS score
           FROM reference.hts_lines l, q
          WHERE l.search_vector @@ q.query AND l.hts_digits IS NOT NULL AND l.chapter <> ALL($4::text[])),
       page AS (SELECT id, score FROM matched ORDER BY score DESC, id LIMIT $2 OFFSET $3)
       SELECT t.total, p.*, ts_headline('reference.english_unaccent', p.description, q.query,
                'HighlightAll=true, StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}') AS marked
         FROM (SELECT count(*)::int AS total FROM matched) t
         CROSS JOIN q
         LEFT JOIN LATERAL (SELECT ${LINE_COLUMNS}, page.score FROM page JOIN reference.hts_lines l ON l.id = page.id) p ON true
        ORDER BY p.score DESC, p.id`,
      values: [tsquery, limit, offset, excludedChapters],
    })
    return { total: rows[0]?.total ?? 0, items: rows.filter((r) => r.id !== null).map(toHit) }
  })
  return { ok: true, kind: 'text', limit, offset, ...found }
}

/**
 * One numbered line ("0101.21.00.10", "0101210010") with the lines above it, its direct sub-lines
 * (indent-only text lines included) and the chapter-99 lines it cites.
 */
export async function getHtsLine(htsNumber: unknown): Promise<HtsLineDetail | Invalid | NotFound> {
  if (typeof htsNumber !== 'string') return invalid('An HTS number must be text.')
  const digits = htsNumber.trim().replace(/[\s.]/g, '')
  if (!/^\d{4}(\d{2}){0,3}$/.test(digits)) return invalid('An HTS number has 4, 6, 8 or 10 digits.')
  const pool = referencePool()
  const {
    rows: [row],
  } = await pool.query<LineRow & { parent_id: number | null }>(`SELECT ${LINE_COLUMNS}, l.parent_id FROM reference.hts_lines l WHERE l.hts_digits = $1`, [
    digits,
  ])
  if (!row) return NOT_FOUND
  const { rows: related } = await pool.query<LineRow & { relation: 'ancestor' | 'child' | 'chapter99'; depth: number }>(
    `WITH RECURSIVE ancestors AS (
       SELECT id, parent_id, 1 AS depth FROM reference.hts_lines WHERE id = $2
       UNION ALL
       SELECT p.id, p.parent_id, a.depth + 1 FROM reference.hts_lines p JOIN ancestors a ON p.id = a.parent_id)
     SELECT 'ancestor' AS relation, a.depth, ${LINE_COLUMNS} FROM ancestors a JOIN reference.hts_lines l ON l.id = a.id
     UNION ALL
     SELECT 'child', 0, ${LINE_COLUMNS} FROM reference.hts_lines l WHERE l.parent_id = $1
     UNION ALL
     SELECT 'chapter99', 0, ${LINE_COLUMNS} FROM reference.hts_lines l WHERE l.hts_number = ANY($3::text[])
     ORDER BY relation, depth DESC, id`,
    [row.id, row.parent_id, row.chapter99_refs],
  )
  const of = (relation: string) => related.filter((r) => r.relation === relation).map(toLine)
  return { ok: true, line: toLine(row), ancestors: of('ancestor'), children: of('child'), chapter99Lines: of('chapter99') }
}
