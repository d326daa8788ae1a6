'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useSuggestions } from '@/features/reference-tools/components/useSuggestions'
import { SUGGEST_SOURCES, type SuggestOption } from './suggest-sources'
import type { SuggestFieldProps } from './SuggestField.client'

type Props = SuggestFieldProps & {
  /** The text the plain field held when this one replaced it. */
  initialText: string
  /** The plain field had the focus: this one takes it, the caret at the end. */
  takeFocus: boolean
}

/**
 * A WAI-ARIA combobox over a hidden input: the visitor types a name or a code and picks a suggestion; the
 * form posts the chosen code (or, when none was chosen, the text as typed, which the server resolves).
 * Loaded only when its field is first focused or pointed at (see SuggestField).
 */
export function SuggestCombobox({ id, name, source, edition, defaultValue, initialText, takeFocus, placeholder, describedBy, invalid, labels }: Props) {
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(initialText)
  const [value, setValue] = useState(initialText)
  const { items, status, setOpen, active, expanded, suggest, reset, onKeyDown } = useSuggestions<SuggestOption>((text, signal) =>
    SUGGEST_SOURCES[source](text, signal, edition),
  )
  const optionId = (index: number) => `${listId}-option-${index}`

  useEffect(() => {
    const element = input.current
    if (!takeFocus || !element) return
    element.focus()
    element.setSelectionRange(element.value.length, element.value.length)
    // Whatever was typed while this field's code loaded gets its suggestions too.
    if (element.value && element.value !== defaultValue) suggest(element.value)
    // Once, when this replaces the plain field.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only, with the props it was mounted with
  }, [])

  function choose(option: SuggestOption) {
    setText(option.label)
    setValue(option.value)
    reset()
  }

  return (
    <div className="relative">
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value)
          setValue(event.target.value)
          suggest(event.target.value)
        }}
        onKeyDown={(event) => onKeyDown(event, items.length, (index) => choose(items[index]!))}
        onBlur={() => setOpen(false)}
        onFocus={() => items.length > 0 && setOpen(true)}
        className="block h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700"
      />
      <input type="hidden" name={name} value={value} />
      <p className="sr-only" role="status">
        {status === 'loading' ? labels.searching : expanded && items.length === 0 ? labels.noSuggestions : ''}
      </p>
      {expanded && items.length === 0 && (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-muted shadow-xl">
          {status === 'loading' ? labels.searching : labels.noSuggestions}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!expanded || items.length === 0}
        // Keeps the focus in the input when a suggestion is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-xl"
      >
        {items.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => choose(option)}
            className={`cursor-pointer px-4 py-2 text-sm text-ink ${index === active ? 'bg-brand-100' : 'hover:bg-brand-50'}`}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
