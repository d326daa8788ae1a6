import { invalid, type HighlightRange, type Invalid } from './results'
import { SYNONYMS } from './synonyms'

/** Words of the query, each matched by itself or by any of its synonyms' word lists. */
type TermGroup = { text: string; alternatives: string[][]; correctable: boolean }
export type TextQuery = { kind: 'text'; groups: TermGroup[]; phrases: string[][]; excluded: string[] }
type CodeQuery = { kind: 'code'; digits: string }
export type ParsedQuery = TextQuery | CodeQuery | Invalid

export const MAX_QUERY_LENGTH = 200
const MAX_WORDS = 12
/** Shorter words are too ambiguous to correct ("oli" is as close to "old" as to "oil"). */
const MIN_CORRECTABLE_LENGTH = 4

/** Lower case without accents, as the database folds the descriptions. */
function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Plain words, hyphenated ones kept whole ("t-shirts" matches the tariffs' "T-shirts" as one word):
 * nothing that the tsquery syntax could read as an operator.
 */
function wordsOf(text: string): string[] {
  return foldText(text).match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []
}

/** Crude singular, used only to look synonyms up ("prawns" → "prawn"). */
function synonymKey(words: string[]): string {
  return words.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)).join(' ')
}

const SYNONYM_INDEX = new Map(Object.entries(SYNONYMS).map(([key, alternatives]) => [synonymKey(wordsOf(key)), alternatives.map(wordsOf)]))
const LONGEST_SYNONYM = Math.max(...[...SYNONYM_INDEX.keys()].map((key) => key.split(' ').length))

function groupWords(words: string[]): TermGroup[] {
  const groups: TermGroup[] = []
  for (let i = 0; i < words.length;) {
    let matched = false
    for (let n = Math.min(LONGEST_SYNONYM, words.length - i); n >= 1 && !matched; n--) {
      const span = words.slice(i, i + n)
      const alternatives = SYNONYM_INDEX.get(synonymKey(span))
      if (alternatives) {
        groups.push({ text: span.join(' '), alternatives: [span, ...alternatives], correctable: false })
        i += n
        matched = true
      }
    }
    if (!matched) {
      const word = words[i]!
      groups.push({ text: word, alternatives: [[word]], correctable: word.length >= MIN_CORRECTABLE_LENGTH && /^[a-z]+$/.test(word) })
      i += 1
    }
  }
  return groups
}

/**
 * Reads a search box the way tariff users type: a code with or without dots and spaces ("0306.17", "8517 13",
 * optionally after "HS"/"HSN"/"HTS"), or words with "quoted phrases" and -excluded words.
 */
export function parseQuery(raw: unknown, { minCodeDigits = 2, maxCodeDigits }: { minCodeDigits?: number; maxCodeDigits: number }): ParsedQuery {
  if (typeof raw !== 'string') return invalid('The query must be text.')
  const query = raw.trim()
  if (query === '') return invalid('Type a code or a few words.')
  if (query.length > MAX_QUERY_LENGTH) return invalid(`The query is longer than ${MAX_QUERY_LENGTH} characters.`)

  const codeLike = query.replace(/^(hsn|hts|hs)(\s*code)?\s*[:#]?\s*/i, '')
  if (/^[\d\s.\-]+$/.test(codeLike) && /\d/.test(codeLike)) {
    const digits = codeLike.replace(/\D/g, '')
    if (digits.length < minCodeDigits || digits.length > maxCodeDigits) {
      return invalid(`A code has ${minCodeDigits} to ${maxCodeDigits} digits.`)
    }
    return { kind: 'code', digits }
  }

  const phrases: string[][] = []
  const singleWordPhrases: string[] = []
  const rest = query.replace(/"([^"]*)"?/g, (_, phrase: string) => {
    const words = wordsOf(phrase)
    if (words.length > 1) phrases.push(words)
    else singleWordPhrases.push(...words)
    return ' '
  })
  const excluded: string[] = []
  const included: string[] = []
  for (const token of rest.split(/\s+/)) {
    if (token.startsWith('-') && token.length > 1) excluded.push(...wordsOf(token))
    else included.push(...wordsOf(token))
  }
  const wordCount = included.length + singleWordPhrases.length + phrases.flat().length + excluded.length
  if (wordCount > MAX_WORDS) return invalid(`Use at most ${MAX_WORDS} words.`)
  const groups = [...groupWords(included), ...singleWordPhrases.map((word) => ({ text: word, alternatives: [[word]], correctable: false }))]
  if (groups.length === 0 && phrases.length === 0) return invalid('Type at least one word or code to look for.')
  return { kind: 'text', groups, phrases, excluded }
}

/** Replaces misspelt words by the corrections found in the vocabulary. */
export function applyCorrections(query: TextQuery, corrections: ReadonlyMap<string, string>): TextQuery {
  return {
    ...query,
    groups: query.groups.map((group) => {
      const corrected = group.correctable ? corrections.get(group.text) : undefined
      return corrected ? { text: corrected, alternatives: [[corrected]], correctable: false } : group
    }),
  }
}

/** The query for to_tsquery: every group (any of its alternatives) and phrase, or any of them; never an excluded word. */
export function toTsQuery(query: TextQuery, mode: 'all' | 'any'): string {
  const alternative = (words: string[]) => (words.length === 1 ? words[0]! : `(${words.join(' & ')})`)
  const positives = [
    ...query.groups.map((g) => `(${g.alternatives.map(alternative).join(' | ')})`),
    ...query.phrases.map((words) => `(${words.join(' <-> ')})`),
  ]
  return [`(${positives.join(mode === 'all' ? ' & ' : ' | ')})`, ...query.excluded.map((word) => `!${word}`)].join(' & ')
}

/** ts_headline's markers, characters that never occur in the descriptions. */
export const HIGHLIGHT_START = '\u0001'
export const HIGHLIGHT_END = '\u0002'

/** Turns ts_headline output (the whole text with markers) into ranges over the original text. */
export function highlightRanges(marked: string | null, original: string): HighlightRange[] {
  if (!marked) return []
  const ranges: HighlightRange[] = []
  let plain = ''
  let start = -1
  for (const char of marked) {
    if (char === HIGHLIGHT_START) start = plain.length
    else if (char === HIGHLIGHT_END) {
      if (start >= 0 && plain.length > start) ranges.push([start, plain.length])
      start = -1
    } else plain += char
  }
  return plain === original ? ranges : []
}

/** The commonest typos, a letter left out ("shrmp") or two swapped ("bgas"), cost less than other edits. */
const COMMON_TYPO_COST = 0.8

/**
 * Edits turning the typed word into a candidate: a missing letter restored or two neighbours swapped (0.8
 * each), an extra letter dropped or a letter replaced (1 each).
 */
export function editDistance(typed: string, candidate: string): number {
  const rows: number[][] = Array.from({ length: typed.length + 1 }, (_, i) => [i, ...Array<number>(candidate.length).fill(0)])
  for (let j = 1; j <= candidate.length; j++) rows[0]![j] = j * COMMON_TYPO_COST
  for (let i = 1; i <= typed.length; i++) {
    for (let j = 1; j <= candidate.length; j++) {
      const replace = typed[i - 1] === candidate[j - 1] ? 0 : 1
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + COMMON_TYPO_COST, rows[i - 1]![j - 1]! + replace)
      if (i > 1 && j > 1 && typed[i - 1] === candidate[j - 2] && typed[i - 2] === candidate[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + COMMON_TYPO_COST)
      rows[i]![j] = best
    }
  }
  return rows[typed.length]![candidate.length]!
}
