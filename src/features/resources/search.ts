import 'server-only'
import type { Pool } from 'pg'
import type { EditionCode } from '@/i18n/editions'
import { getPayloadClient } from '@/lib/payload'
import { PAGE_SIZES } from '@/lib/routes/resources'

/**
 * Full-text search over an edition's published resources (posts, events, videos, case studies) in PostgreSQL,
 * with the edition's language: English stemming for en-in and en-us, Spanish for es-mx. Matches in the title
 * rank above matches in the body.
 */

/**
 * Text search configurations per edition. Each locale row stores its vector in its edition's configuration
 * (`search_vector`, migration 20261124_090000_resource_search_vectors, which mirrors this table); the query is
 * parsed in the same one.
 */
const SEARCH_LANGUAGE: Record<EditionCode, 'english' | 'spanish'> = { 'en-in': 'english', 'en-us': 'english', 'es-mx': 'spanish' }

export type SearchHit = {
  type: 'post' | 'event' | 'video' | 'case-study'
  id: number
  kind: string
  product: string | null
  title: string
  slug: string
  excerpt: string
  date: string
  coverId: number | null
}

const SOURCES = [
  { table: 'posts', type: 'post', kind: 'p.kind::text', product: 'p.product::text', date: 'p.published_at', cover: 'p.cover_id' },
  { table: 'events', type: 'event', kind: 'p.kind::text', product: 'NULL', date: 'p.starts_at', cover: 'p.cover_id' },
  { table: 'videos', type: 'video', kind: `'video'`, product: 'p.product::text', date: 'p.published_at', cover: 'p.poster_id' },
  { table: 'case_studies', type: 'case-study', kind: `'case-study'`, product: 'p.facts_product::text', date: 'p.published_at', cover: 'p.cover_id' },
] as const

function searchSql(language: 'english' | 'spanish'): string {
  const union = SOURCES.map(
    (s) => `
    SELECT '${s.type}' AS type, p.id, ${s.kind} AS kind, ${s.product} AS product, l.title, l.slug, l.excerpt, ${s.date} AS date, ${s.cover} AS cover_id,
           ts_rank_cd(l.search_vector, q.query) + 2 * ts_rank_cd(to_tsvector('${language}'::regconfig, coalesce(l.title, '')), q.query) AS rank
      FROM ${s.table} p
      JOIN ${s.table}_locales l ON l._parent_id = p.id AND l._locale::text = $1
      CROSS JOIN q
     WHERE p._status = 'published'
       AND EXISTS (SELECT 1 FROM ${s.table}_editions e WHERE e.parent_id = p.id AND e.value::text = $1)
       AND l.search_vector @@ q.query`,
  ).join('\n    UNION ALL')
  return `
    WITH q AS (SELECT websearch_to_tsquery('${language}'::regconfig, $2) AS query),
    hits AS (${union})
    SELECT type, id, kind, product, title, slug, excerpt, date, cover_id, count(*) OVER () AS total
      FROM hits
     ORDER BY rank DESC, date DESC, id
     LIMIT $3 OFFSET $4`
}

export async function searchResources(edition: EditionCode, query: string, page: number): Promise<{ hits: SearchHit[]; total: number }> {
  const payload = await getPayloadClient()
  const pool = payload.db.pool as Pool
  const limit = PAGE_SIZES.list
  const { rows } = await pool.query(searchSql(SEARCH_LANGUAGE[edition]), [edition, query, limit, (page - 1) * limit])
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    hits: rows.map((row) => ({
      type: row.type,
      id: row.id,
      kind: row.kind,
      product: row.product,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      date: new Date(row.date).toISOString(),
      coverId: row.cover_id,
    })),
  }
}
