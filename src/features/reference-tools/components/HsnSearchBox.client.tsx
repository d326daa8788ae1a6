'use client'

import { useId, useState } from 'react'
import type { HsnSearchHit } from '@/features/reference-tools/data/hsn'
import { chapterGroupLabel, groupByChapter } from '../highlight'
import { HsnHitText } from './HsnHitText'
import { ToolSearchForm, type SearchLabels } from './ToolSearchForm'
import { useSuggestions } from './useSuggestions'
import { API } from '@/lib/routes/api'
import { withQuery } from '@/lib/routes/with-query'

type HsnSearchLabels = SearchLabels & {
  suggestions: string
  searching: string
  noSuggestions: string
  legacy: string
  chapter: string
}

type Props = {
  labels: HsnSearchLabels
  /** The finder's path in the edition: the form's action, and the base of the code pages' paths. */
  finderPath: string
  initialQuery: string
}

const DEBOUNCE_MS = 200
const MIN_QUERY_LENGTH = 2
const SUGGESTIONS = 10

async function loadHits(text: string, signal: AbortSignal): Promise<HsnSearchHit[]> {
  const response = await fetch(withQuery(API.hsnSearch, { q: text, pageSize: SUGGESTIONS }), { signal })
  return response.ok ? ((await response.json()) as { items: HsnSearchHit[] }).items : []
}

/**
 * The finder's search box: a plain GET form (it works without JavaScript) whose input is a WAI-ARIA
 * combobox suggesting codes as the visitor types. Arrow keys move through the suggestions, Enter opens the
 * active one's code page (or submits the search when none is active), Escape closes the list. Requests are
 * debounced and a newer one aborts the one in flight.
 */
export function HsnSearchBox({ labels, finderPath, initialQuery }: Props) {
  const id = useId()
  const listId = `${id}-list`
  const inputId = `${id}-input`
  const [query, setQuery] = useState(initialQuery)
  const {
    items: hits,
    status,
    setOpen,
    active,
    expanded,
    suggest,
    onKeyDown,
  } = useSuggestions(loadHits, { minLength: MIN_QUERY_LENGTH, debounceMs: DEBOUNCE_MS })

  const groups = groupByChapter(hits)
  const ordered = groups.flatMap((group) => group.hits)
  const optionId = (index: number) => `${id}-option-${index}`
  const codeHref = (code: string) => `${finderPath}/${code}`

  return (
    <ToolSearchForm
      id={inputId}
      action={finderPath}
      labels={labels}
      input={{
        value: query,
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        onChange: (event) => {
          setQuery(event.target.value)
          suggest(event.target.value)
        },
        onKeyDown: (event) => onKeyDown(event, ordered.length, (i) => window.location.assign(codeHref(ordered[i]!.code))),
        onBlur: () => setOpen(false),
        onFocus: () => hits.length > 0 && setOpen(true),
      }}
    >
      <p className="sr-only" role="status">
        {status === 'loading' ? labels.searching : expanded && ordered.length === 0 ? labels.noSuggestions : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!expanded}
        // Keeps the focus in the input when a suggestion is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-[5.25rem] z-20 max-h-[28rem] overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-xl"
      >
        {expanded && ordered.length === 0 && <p className="px-4 py-3 text-sm text-muted">{status === 'loading' ? labels.searching : labels.noSuggestions}</p>}
        {groups.map((group) => (
          <div key={group.chapter} role="group" aria-labelledby={`${id}-group-${group.chapter}`}>
            <p
              id={`${id}-group-${group.chapter}`}
              role="presentation"
              className="truncate bg-slate-100 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700"
            >
              {chapterGroupLabel(labels.chapter, group.chapter, group.hits[0]?.chapterDescription ?? null)}
            </p>
            {group.hits.map((hit) => {
              const index = ordered.indexOf(hit)
              const selected = index === active
              const target = hit.code
              return (
                <div
                  key={hit.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  onClick={() => window.location.assign(codeHref(target))}
                  className={`cursor-pointer px-4 py-2 text-sm ${selected ? 'bg-brand-100' : 'hover:bg-brand-50'}`}
                >
                  <HsnHitText hit={hit} legacyLabel={labels.legacy} />
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </ToolSearchForm>
  )
}
