import { referencePool } from './db'
import { applyCorrections, editDistance, toTsQuery, type TextQuery } from './query'

export type Correction = { from: string; to: string }
export type MatchMode = 'all' | 'any'

const CORRECTION_CANDIDATES = 20

/** How far a correction may be from the typed word, by its length. */
function maxEdits(word: string): number {
  return word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3
}

/**
 * Misspelt words → a word of the dataset's vocabulary, for the words that are neither in the vocabulary nor
 * share a stem with a word in it. The trigram index proposes the most similar words (similarity threshold
 * set on the pool's connections); the cheapest edit wins (see editDistance), then the word used in more
 * descriptions.
 */
async function findCorrections(dataset: string, words: string[]): Promise<Correction[]> {
  if (words.length === 0) return []
  const { rows } = await referencePool().query<{ word: string; term: string; doc_count: number }>({
    name: 'reference-find-corrections',
    text: `SELECT q.word, c.term, c.doc_count
       FROM unnest($2::text[]) AS q(word)
       JOIN LATERAL (
         SELECT t.term, t.doc_count FROM reference.search_terms t
          WHERE t.dataset = $1 AND t.term % q.word
            AND NOT EXISTS (SELECT 1 FROM reference.search_terms k
                             WHERE k.dataset = $1
                               AND (k.term = q.word OR k.stem = coalesce((ts_lexize('english_stem', q.word))[1], q.word)))
          ORDER BY similarity(t.term, q.word) DESC
          LIMIT ${CORRECTION_CANDIDATES}) c ON true`,
    values: [dataset, words],
  })
  return words.flatMap((word) => {
    const best = rows
      .filter((r) => r.word === word)
      .map((r) => ({ term: r.term, edits: editDistance(word, r.term), docCount: r.doc_count }))
      .filter((c) => c.edits <= maxEdits(word))
      .sort((a, b) => a.edits - b.edits || b.docCount - a.docCount)[0]
    return best ? [{ from: word, to: best.term }] : []
  })
}

/**
 * Runs a word search with every word required; when that finds nothing, again with misspelt words corrected,
 * then (for several words) with any of them, ranked so that rows with more of the words come first.
 */
export async function searchText<T>(
  dataset: string,
  query: TextQuery,
  run: (tsquery: string) => Promise<{ total: number; items: T[] }>,
): Promise<{ total: number; items: T[]; corrections: Correction[]; matchMode: MatchMode }> {
  const exact = await run(toTsQuery(query, 'all'))
  if (exact.total > 0) return { ...exact, corrections: [], matchMode: 'all' }
  const corrections = await findCorrections(
    dataset,
    query.groups.filter((g) => g.correctable).map((g) => g.text),
  )
  const corrected = applyCorrections(query, new Map(corrections.map((c) => [c.from, c.to])))
  const all = corrections.length > 0 ? await run(toTsQuery(corrected, 'all')) : exact
  const positives = corrected.groups.length + corrected.phrases.length
  if (all.total > 0 || positives < 2) return { ...all, corrections, matchMode: 'all' }
  return { ...(await run(toTsQuery(corrected, 'any'))), corrections, matchMode: 'any' }
}
