import { referencePool } from '@/features/reference-tools/data/db'
import type { Port } from './types'

/**
 * Seaports (reference.ports, UN/LOCODE): search as the visitor types, by name or code, and lookup by code.
 * Country names come from the ISO list (reference.countries) where it has the country, else UN/LOCODE's.
 */

export const MAX_PORT_RESULTS = 20

type PortRow = {
  locode: string
  name: string
  country: string
  country_name: string
  lat: number | null
  lon: number | null
  coord_source: 'unlocode' | 'geoapify-geocoded' | null
}

const COLUMNS = `p.locode, p.name, p.country, coalesce(c.name, p.country_name) AS country_name, p.lat, p.lon, p.coord_source`

function toPort(row: PortRow, withCoordSource: boolean): Port {
  return {
    locode: row.locode,
    name: row.name,
    country: row.country,
    countryName: row.country_name,
    lat: row.lat,
    lon: row.lon,
    ...(withCoordSource && { coordSource: row.coord_source }),
  }
}

/** Characters with a meaning in a POSIX regular expression, escaped. */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
}

/**
 * Ports matching `query`, best first, at most 20:
 * 1. the port whose code it is ("INNSA", "in nsa");
 * 2. ports whose code starts with it, when it is typed like a code (capitals, "INN");
 * 3. ports named exactly so, then whose name starts with it, then with a word starting with it
 *    ("sheva" finds "Nhava Sheva (Jawaharlal Nehru)"), accents and case ignored ("lazaro" finds "Lázaro Cárdenas");
 * 4. code prefixes typed in lower case ("inn"), then names containing it, then names close to it (typos).
 * Within a group: the closer name, then places serving more transport modes (a rough sign of a bigger port), official
 * coordinates before geocoded ones, shorter names first.
 */
export async function searchPorts(query: string): Promise<Port[]> {
  const typed = query.trim().replace(/\s+/g, ' ')
  if (typed === '') return []
  const compact = typed.replace(/ /g, '').toUpperCase()
  const code = /^[A-Z]{2}[A-Z0-9]{0,3}$/.test(compact) ? compact : null
  const typedAsCode = code !== null && (/^[A-Z]{2}[A-Z0-9]{0,3}$/.test(typed.replace(/ /, '')) || code.length === 5)
  const { rows } = await referencePool().query<PortRow>({
    name: 'shipping-search-ports',
    text: `WITH q AS (SELECT reference.fold_text($1) AS text, reference.fold_text($2) AS pattern)
      SELECT ${COLUMNS}
        FROM q, reference.ports p
        LEFT JOIN reference.countries c ON c.iso2 = p.country
       WHERE ($3::text IS NOT NULL AND p.locode LIKE $3 || '%')
          -- One or two letters: names or words starting with them; from three: anywhere, or close (trigram index).
          OR (length(q.text) < 3 AND (p.search_text LIKE q.text || '%' OR p.search_text LIKE '% ' || q.text || '%' OR p.search_text LIKE '%(' || q.text || '%'))
          OR (length(q.text) >= 3 AND (p.search_text LIKE '%' || q.text || '%' OR q.text <% p.search_text))
       ORDER BY
         CASE
           WHEN p.locode = $3 THEN 0
           WHEN $4 AND p.locode LIKE $3 || '%' THEN 1
           WHEN reference.fold_text(p.name) = q.text OR reference.fold_text(p.name_ascii) = q.text THEN 2
           WHEN p.search_text LIKE q.text || '%' THEN 3
           WHEN p.search_text ~ ('(^|[^[:alnum:]])' || q.pattern) THEN 4
           WHEN p.locode LIKE $3 || '%' THEN 5
           WHEN p.search_text LIKE '%' || q.text || '%' THEN 6
           ELSE 7
         END,
         word_similarity(q.text, p.search_text) DESC,
         similarity(q.text, reference.fold_text(p.name)) DESC,
         -- Places serving more modes (port, rail, road, airport…) are usually the bigger ports: Manzanillo before Manni.
         length(replace(p.function, '-', '')) DESC,
         (p.coord_source = 'unlocode') DESC NULLS LAST,
         length(p.name),
         p.name,
         p.locode
       LIMIT ${MAX_PORT_RESULTS}`,
    values: [typed, escapeRegex(typed), code, typedAsCode],
  })
  return rows.map((row) => toPort(row, false))
}

/** The ports of these codes (upper case), with the source of their coordinates; unknown codes are absent. */
export async function getPorts(codes: readonly string[]): Promise<Map<string, Port>> {
  const { rows } = await referencePool().query<PortRow>({
    name: 'shipping-get-ports',
    text: `SELECT ${COLUMNS} FROM reference.ports p LEFT JOIN reference.countries c ON c.iso2 = p.country WHERE p.locode = ANY($1)`,
    values: [codes],
  })
  return new Map(rows.map((row) => [row.locode, toPort(row, true)]))
}
