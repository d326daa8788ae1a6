import { referencePool } from './db'
import { HIGHLIGHT_END, HIGHLIGHT_START, highlightRanges, parseQuery } from './query'
import { invalid, NOT_FOUND, readPageOptions, type HighlightRange, type Invalid, type NotFound, type Page, type PageOptions } from './results'
import { searchText, type Correction, type MatchMode } from './text-search'

/**
 * India's HSN list: search, code pages, sections, chapters and headings. Rows kept out of navigation
 * (codes that lost their leading zero, 4/6-digit codes missing from HS 2022) never appear in lists or
 * search, but a link to one still opens it. Legacy 8-digit codes are searchable, marked, and ranked lower.
 */

type HsnLevel = 'chapter' | 'heading' | 'subheading' | 'tariff-item' | 'group'

export type HsnEntry = {
  code: string
  level: HsnLevel
  description: string
  isLegacy: boolean
}

export type HsnSearchHit = HsnEntry & {
  chapter: string
  chapterDescription: string | null
  highlight: HighlightRange[]
}

export type HsnSearchResult = Page<HsnSearchHit> & {
  ok: true
  kind: 'code' | 'text'
  matchMode: MatchMode | 'prefix'
  corrections: Correction[]
}

export type HsnBreadcrumb = { level: HsnLevel | 'section'; code: string; description: string; hs2022Description: string | null }

export type HsnCodeDetail = {
  ok: true
  item: HsnEntry & {
    publishedCode: string
    chapter: string
    isRepaired: boolean
    excludedFromNavigation: boolean
    /** The HS 2022 wording of the same code, or of its nearest HS ancestor for national and legacy codes. */
    hs2022: { code: string; description: string } | null
  }
  /** From the section down to the parent. */
  breadcrumb: HsnBreadcrumb[]
  siblings: HsnEntry[]
  children: HsnEntry[]
  /** For a legacy code: current codes under its nearest current ancestor, the most similar descriptions first. */
  currentCodes: HsnEntry[]
}

export type HsnChapterSummary = { code: string; description: string; hs2022Description: string | null; itemCount: number }
export type HsnSection = { id: string; position: number; name: string; chapters: HsnChapterSummary[] }

export type HsnChapterDetail = Page<HsnChapterSummary> & {
  ok: true
  chapter: HsnChapterSummary
  section: { id: string; name: string } | null
}

export type HsnHeadingDetail = Page<HsnEntry & { parentCode: string | null; hs2022Description: string | null }> & {
  ok: true
  heading: HsnEntry & { hs2022Description: string | null }
  breadcrumb: HsnBreadcrumb[]
}

const MAX_CODE_DIGITS = 8
const LEVELS: Record<number, HsnLevel> = { 2: 'chapter', 4: 'heading', 6: 'subheading', 8: 'tariff-item' }
const CURRENT_CODE_SUGGESTIONS = 5
const MIN_SUGGESTION_SIMILARITY = 0.3
const SIBLINGS_AND_CHILDREN_LIMIT = 200

/** Rows shown in lists: neither kept out of navigation nor legacy. */
function navigable(alias = ''): string {
  const prefix = alias ? `${alias}.` : ''
  return `NOT ${prefix}excluded_from_navigation AND NOT ${prefix}is_legacy`
}

type EntryRow = { code: string; description: string; is_legacy: boolean }

function levelOf(code: string): HsnLevel {
  return LEVELS[code.length] ?? 'group'
}

function toEntry(row: EntryRow): HsnEntry {
  return { code: row.code, level: levelOf(row.code), description: row.description, isLegacy: row.is_legacy }
}

/**
 * "0306.17", "0306 17" or "030617" → the codes to look up: the digits, and for an odd number of digits (a
 * code that lost its leading zero) the digits after a "0" too. One digit fewer than `maxDigits` is accepted
 * for that reason.
 */
function readCode(input: unknown, minDigits: number, maxDigits: number, refusal: string): string[] | Invalid {
  if (typeof input !== 'string' && typeof input !== 'number') return invalid(refusal)
  const digits = String(input).trim().replace(/[\s.]/g, '')
  if (!/^\d+$/.test(digits) || digits.length < minDigits || digits.length > maxDigits) return invalid(refusal)
  return digits.length % 2 === 1 ? [digits, `0${digits}`] : [digits]
}

type HitRow = EntryRow & { chapter: string; chapter_description: string | null; marked: string | null; total: number }

function toHit(row: HitRow): HsnSearchHit {
  return {
    ...toEntry(row),
    chapter: row.chapter,
    chapterDescription: row.chapter_description,
    highlight: highlightRanges(row.marked, row.description),
  }
}

/**
 * Finds HSN codes by code prefix (2–8 digits, dots and spaces allowed) or by words: english stemming
 * ("shrimps" finds "shrimp"), everyday synonyms ("prawn", "mobile phone", "laptop"), misspellings corrected
 * against the list's own vocabulary. Current codes rank above legacy ones.
 */
export async function searchHsn(query: unknown, options?: PageOptions): Promise<HsnSearchResult | Invalid> {
  const page = readPageOptions(options)
  if (!page.ok) return page
  const parsed = parseQuery(query, { maxCodeDigits: MAX_CODE_DIGITS })
  if ('ok' in parsed) return parsed
  const { limit, offset } = page
  const pool = referencePool()

  if (parsed.kind === 'code') {
    // Matches first (through the prefix index), then the page: ordering by code straight away would tempt
    // the planner to walk the primary key through the whole list.
    const { rows } = await pool.query<HitRow>(
      `WITH matched AS MATERIALIZED (
         SELECT code FROM reference.hsn_codes WHERE code LIKE $1 || '%' AND NOT excluded_from_navigation),
       page AS (SELECT code FROM matched ORDER BY code LIMIT $2 OFFSET $3)
       SELECT t.total, h.code, h.description, h.is_legacy, h.chapter, c.description AS chapter_description, NULL AS marked
         FROM (SELECT count(*)::int AS total FROM matched) t
         LEFT JOIN LATERAL (SELECT h.* FROM page JOIN reference.hsn_codes h ON h.code = page.code) h ON true
         LEFT JOIN reference.hsn_codes c ON c.code = h.chapter
        ORDER BY h.code`,
      [parsed.digits, limit, offset],
    )
    const items = rows.filter((r) => r.code !== null).map(toHit)
    return { ok: true, kind: 'code', matchMode: 'prefix', corrections: [], items, total: rows[0]?.total ?? 0, limit, offset }
  }

  const found = await searchText('india-hsn', parsed, async (tsquery) => {
    // Cover density without length normalisation: a code whose own words and whose headings' words both
    // match ranks first. A named (prepared) statement: its plan is reused.
    const { rows } = await pool.query<HitRow>({
      name: 'reference-hsn-text-search',
      text: `WITH q AS (SELECT to_tsquery('reference.english_unaccent', $1) AS query),
       matched AS MATERIALIZED (
         SELECT h.code, ts_rank_cd(h.search_vector, q.query) * CASE WHEN h.is_legacy THEN 0.5 ELSE 1 END AS score
           FROM reference.hsn_codes h, q
          WHERE h.search_vector @@ q.query AND NOT h.excluded_from_navigation),
       page AS (SELECT code, score FROM matched ORDER BY score DESC, length(code) DESC, code LIMIT $2 OFFSET $3)
       SELECT t.total, p.code, p.description, p.is_legacy, p.chapter, c.description AS chapter_description,
              ts_headline('reference.english_unaccent', p.description, q.query,
                          'HighlightAll=true, StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}') AS marked
         FROM (SELECT count(*)::int AS total FROM matched) t
         CROSS JOIN q
         LEFT JOIN LATERAL (SELECT h.*, page.score FROM page JOIN reference.hsn_codes h ON h.code = page.code) p ON true
         LEFT JOIN reference.hsn_codes c ON c.code = p.chapter
        ORDER BY p.score DESC, length(p.code) DESC, p.code`,
      values: [tsquery, limit, offset],
    })
    return { total: rows[0]?.total ?? 0, items: rows.filter((r) => r.code !== null).map(toHit) }
  })
  return { ok: true, kind: 'text', limit, offset, ...found }
}

type DetailRow = EntryRow & {
  published_code: string
  chapter: string
  parent_code: string | null
  is_repaired: boolean
  excluded_from_navigation: boolean
  hs_code: string | null
  hs_description: string | null
  section_id: string | null
  section_name: string | null
}

type ChainRow = EntryRow & { excluded_from_navigation: boolean; hs_description: string | null }

/**
 * One code with its breadcrumb (section, chapter, heading, subheading), the HS 2022 wording, siblings,
 * children, and for a legacy code the current codes it most likely became. Accepts the published form of a
 * repaired code ("2031" opens 02031).
 */
export async function getHsnCode(code: unknown): Promise<HsnCodeDetail | Invalid | NotFound> {
  const candidates = readCode(code, 2, MAX_CODE_DIGITS, 'An HSN code has 2 to 8 digits.')
  if ('ok' in candidates) return candidates
  const pool = referencePool()
  const {
    rows: [row],
  } = await pool.query<DetailRow>(
    `SELECT h.code, h.published_code, h.description, h.chapter, h.parent_code, h.is_legacy, h.is_repaired,
            h.excluded_from_navigation, hs.code AS hs_code, hs.description AS hs_description,
            s.id AS section_id, s.name AS section_name
       FROM reference.hsn_codes h
       LEFT JOIN LATERAL (
         SELECT code, description FROM reference.hs_codes
          WHERE code IN (left(h.code, 6), left(h.code, 4), left(h.code, 2)) AND length(code) <= length(h.code)
          ORDER BY length(code) DESC LIMIT 1) hs ON true
       LEFT JOIN reference.hs_codes ch ON ch.code = h.chapter
       LEFT JOIN reference.hs_sections s ON s.id = ch.section_id
      WHERE h.code = ANY($1) OR h.published_code = ANY($1)
      ORDER BY (h.code = ANY($1)) DESC, h.code
      LIMIT 1`,
    [candidates],
  )
  if (!row) return NOT_FOUND

  const { rows: chain } = await pool.query<ChainRow>(
    `WITH RECURSIVE chain AS (
       SELECT code, parent_code, description, is_legacy, excluded_from_navigation, 0 AS depth
         FROM reference.hsn_codes WHERE code = $1
       UNION ALL
       SELECT p.code, p.parent_code, p.description, p.is_legacy, p.excluded_from_navigation, chain.depth + 1
         FROM reference.hsn_codes p JOIN chain ON p.code = chain.parent_code)
     SELECT chain.code, chain.description, chain.is_legacy, chain.excluded_from_navigation, hs.description AS hs_description
       FROM chain LEFT JOIN reference.hs_codes hs ON hs.code = chain.code
      WHERE chain.depth > 0
      ORDER BY chain.depth DESC`,
    [row.code],
  )

  const { rows: relatives } = await pool.query<EntryRow & { relation: 'child' | 'sibling' }>(
    `(SELECT 'child' AS relation, code, description, is_legacy FROM reference.hsn_codes
       WHERE parent_code = $1 AND ${navigable()} ORDER BY code LIMIT ${SIBLINGS_AND_CHILDREN_LIMIT})
     UNION ALL
     (SELECT 'sibling', code, description, is_legacy FROM reference.hsn_codes
       WHERE parent_code = $2 AND code <> $1 AND ${navigable()} ORDER BY code LIMIT ${SIBLINGS_AND_CHILDREN_LIMIT})`,
    [row.code, row.parent_code],
  )

  let currentCodes: HsnEntry[] = []
  const currentAncestor = [...chain].reverse().find((a) => !a.is_legacy && !a.excluded_from_navigation)
  if (row.is_legacy && currentAncestor) {
    // word_similarity: how well a candidate's (short) text matches some stretch of the legacy description,
    // so the heading boilerplate that legacy descriptions repeat does not decide.
    const { rows: suggestions } = await pool.query<EntryRow>(
      `SELECT code, description, is_legacy FROM reference.hsn_codes
        WHERE code LIKE $1 || '%' AND length(code) = $2 AND ${navigable()}
          AND word_similarity(description, $3) >= ${MIN_SUGGESTION_SIMILARITY}
        ORDER BY word_similarity(description, $3) DESC, code
        LIMIT ${CURRENT_CODE_SUGGESTIONS}`,
      [currentAncestor.code, row.code.length, row.description],
    )
    currentCodes = suggestions.map(toEntry)
  }

  const breadcrumb: HsnBreadcrumb[] = chain.map((a) => ({
    level: levelOf(a.code),
    code: a.code,
    description: a.description,
    hs2022Description: a.hs_description,
  }))
  if (row.section_id && row.section_name) {
    breadcrumb.unshift({ level: 'section', code: row.section_id, description: row.section_name, hs2022Description: row.section_name })
  }
  return {
    ok: true,
    item: {
      ...toEntry(row),
      publishedCode: row.published_code,
      chapter: row.chapter,
      isRepaired: row.is_repaired,
      excludedFromNavigation: row.excluded_from_navigation,
      hs2022: row.hs_code && row.hs_description ? { code: row.hs_code, description: row.hs_description } : null,
    },
    breadcrumb,
    siblings: relatives.filter((r) => r.relation === 'sibling').map(toEntry),
    children: relatives.filter((r) => r.relation === 'child').map(toEntry),
    currentCodes,
  }
}

type ChapterRow = { code: string; description: string; hs_description: string | null; item_count: number }

const ITEM_COUNTS = `(SELECT chapter, count(*)::int AS item_count FROM reference.hsn_codes
                      WHERE length(code) = 8 AND ${navigable()} GROUP BY chapter)`

function toChapterSummary(row: ChapterRow): HsnChapterSummary {
  return { code: row.code, description: row.description, hs2022Description: row.hs_description, itemCount: row.item_count }
}

/**
 * The 21 HS sections with their chapters (India's description, the HS 2022 one, the number of current
 * tariff items), and the chapters of India's list that no section holds (77 reserved, 98 national).
 */
export async function listSections(): Promise<{ ok: true; sections: HsnSection[]; otherChapters: HsnChapterSummary[] }> {
  const { rows } = await referencePool().query<ChapterRow & { section_id: string | null; section_position: number | null; section_name: string | null }>(
    `SELECT i.code, i.description, hs.description AS hs_description, coalesce(n.item_count, 0) AS item_count,
            s.id AS section_id, s.position AS section_position, s.name AS section_name
       FROM reference.hsn_codes i
       LEFT JOIN reference.hs_codes hs ON hs.code = i.code
       LEFT JOIN reference.hs_sections s ON s.id = hs.section_id
       LEFT JOIN ${ITEM_COUNTS} n ON n.chapter = i.code
      WHERE length(i.code) = 2
      ORDER BY s.position NULLS LAST, i.code`,
  )
  const sections: HsnSection[] = []
  const otherChapters: HsnChapterSummary[] = []
  for (const row of rows) {
    if (row.section_id === null || row.section_position === null || row.section_name === null) {
      otherChapters.push(toChapterSummary(row))
      continue
    }
    let section = sections.at(-1)
    if (section?.id !== row.section_id) {
      section = { id: row.section_id, position: row.section_position, name: row.section_name, chapters: [] }
      sections.push(section)
    }
    section.chapters.push(toChapterSummary(row))
  }
  return { ok: true, sections, otherChapters }
}

/** A chapter ("3", "03") with its current headings, each with its number of current tariff items. */
export async function getChapter(index: unknown, options?: PageOptions): Promise<HsnChapterDetail | Invalid | NotFound> {
  const page = readPageOptions(options, 100, 200)
  if (!page.ok) return page
  const text = typeof index === 'number' ? String(index) : typeof index === 'string' ? index.trim() : ''
  if (!/^\d{1,2}$/.test(text)) return invalid('A chapter is a number from 1 to 99.')
  const chapter = text.padStart(2, '0')
  const pool = referencePool()
  const {
    rows: [found],
  } = await pool.query<ChapterRow & { section_id: string | null; section_name: string | null }>(
    `SELECT i.code, i.description, hs.description AS hs_description, coalesce(n.item_count, 0) AS item_count,
            s.id AS section_id, s.name AS section_name
       FROM reference.hsn_codes i
       LEFT JOIN reference.hs_codes hs ON hs.code = i.code
       LEFT JOIN reference.hs_sections s ON s.id = hs.section_id
       LEFT JOIN ${ITEM_COUNTS} n ON n.chapter = i.code
      WHERE i.code = $1`,
    [chapter],
  )
  if (!found) return NOT_FOUND
  const { rows } = await pool.query<ChapterRow & { total: number }>(
    `SELECT count(*) OVER ()::int AS total, h.code, h.description, hs.description AS hs_description,
            (SELECT count(*)::int FROM reference.hsn_codes t
              WHERE t.code LIKE h.code || '%' AND length(t.code) = 8 AND ${navigable('t')}) AS item_count
       FROM reference.hsn_codes h
       LEFT JOIN reference.hs_codes hs ON hs.code = h.code
      WHERE h.chapter = $1 AND length(h.code) = 4 AND ${navigable('h')}
      ORDER BY h.code
      LIMIT $2 OFFSET $3`,
    [chapter, page.limit, page.offset],
  )
  return {
    ok: true,
    chapter: toChapterSummary(found),
    section: found.section_id && found.section_name ? { id: found.section_id, name: found.section_name } : null,
    items: rows.map(toChapterSummary),
    total: rows[0]?.total ?? 0,
    limit: page.limit,
    offset: page.offset,
  }
}

/** A heading (4 digits) with its current subheadings and tariff items in code order, as a flat list. */
export async function getHeading(code: unknown, options?: PageOptions): Promise<HsnHeadingDetail | Invalid | NotFound> {
  const page = readPageOptions(options, 100, 500)
  if (!page.ok) return page
  const candidates = readCode(code, 3, 4, 'A heading has 4 digits.')
  if ('ok' in candidates) return candidates
  const heading = candidates.at(-1)!
  const detail = await getHsnCode(heading)
  if (!detail.ok) return detail
  if (detail.item.code !== heading) return NOT_FOUND
  const { rows } = await referencePool().query<EntryRow & { parent_code: string | null; hs_description: string | null; total: number }>(
    `SELECT count(*) OVER ()::int AS total, h.code, h.description, h.is_legacy, h.parent_code, hs.description AS hs_description
       FROM reference.hsn_codes h LEFT JOIN reference.hs_codes hs ON hs.code = h.code
      WHERE h.code LIKE $1 || '%' AND length(h.code) > 4 AND ${navigable('h')}
      ORDER BY h.code
      LIMIT $2 OFFSET $3`,
    [heading, page.limit, page.offset],
  )
  return {
    ok: true,
    heading: { ...detail.item, hs2022Description: detail.item.hs2022?.description ?? null },
    breadcrumb: detail.breadcrumb,
    items: rows.map((r) => ({ ...toEntry(r), parentCode: r.parent_code, hs2022Description: r.hs_description })),
    total: rows[0]?.total ?? 0,
    limit: page.limit,
    offset: page.offset,
  }
}
