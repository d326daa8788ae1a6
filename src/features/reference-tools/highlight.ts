import type { HighlightRange } from '@/features/reference-tools/data/results'

export type TextSegment = { text: string; marked: boolean }

/**
 * A description cut at the matched words' [start, end) offsets, for rendering <mark> around the marked
 * segments as text (never as HTML). Ranges out of order, overlapping or outside the text are tolerated.
 */
export function splitHighlights(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const sorted = [...ranges]
    .map(([start, end]) => [Math.max(0, start), Math.min(text.length, end)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  const segments: TextSegment[] = []
  let at = 0
  for (const [start, end] of sorted) {
    if (end <= at) continue
    const from = Math.max(start, at)
    if (from > at) segments.push({ text: text.slice(at, from), marked: false })
    segments.push({ text: text.slice(from, end), marked: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false })
  return segments
}

/** Search hits in runs of the same chapter, in the order the search ranked them (first appearance). */
export function groupByChapter<T extends { chapter: string }>(hits: readonly T[]): { chapter: string; hits: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const hit of hits) {
    const group = groups.get(hit.chapter)
    if (group) group.push(hit)
    else groups.set(hit.chapter, [hit])
  }
  return [...groups].map(([chapter, items]) => ({ chapter, hits: items }))
}

/** The heading of a chapter's group of results: "Chapter 03: Fish and crustaceans…". */
export function chapterGroupLabel(chapterWord: string, chapter: string, description: string | null): string {
  return description ? `${chapterWord} ${chapter}: ${description}` : `${chapterWord} ${chapter}`
}
