import type { HighlightRange } from '@/features/reference-tools/data/results'
import { splitHighlights } from '../highlight'

/** A description with its matched words in <mark>, built from offsets, so no HTML from the data is ever rendered. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((segment, i) =>
        segment.marked ? (
          <mark key={i} className="rounded-sm bg-accent-400/40 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}
