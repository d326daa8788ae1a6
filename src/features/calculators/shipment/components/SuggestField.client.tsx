'use client'

import { useRef, useState, type ComponentType } from 'react'
import type { SuggestSource } from './suggest-sources'
import type { EditionCode } from '@/i18n/editions'

export type SuggestLabels = { suggestions: string; searching: string; noSuggestions: string }

export type SuggestFieldProps = {
  id: string
  /** The URL parameter the field posts (`from`, `to`, `hs`). */
  name: string
  source: SuggestSource
  /** The page's edition: the language a suggested port's country is named in. */
  edition: EditionCode
  defaultValue: string
  placeholder?: string
  describedBy?: string
  invalid?: boolean
  labels: SuggestLabels
}

type Combobox = ComponentType<SuggestFieldProps & { initialText: string; takeFocus: boolean }>

let loading: Promise<Combobox> | undefined
/** One chunk for every suggesting field, fetched once. */
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./SuggestCombobox.client').then((m) => m.SuggestCombobox)
  return loading
}

const plainStyles =
  'block h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 aria-invalid:border-red-700'

/**
 * A text field that becomes a suggesting combobox. It starts as the plain input the form needs without
 * script (the server resolves names and codes); its combobox code is fetched when the field is first focused
 * or pointed at, then replaces it keeping what was typed and the focus.
 */
export function SuggestField(props: SuggestFieldProps) {
  const plain = useRef<HTMLInputElement>(null)
  const [upgraded, setUpgraded] = useState<{ Component: Combobox; text: string; focused: boolean } | null>(null)

  function upgrade() {
    void loadCombobox().then((Component) => {
      const element = plain.current
      setUpgraded(
        (current) => current ?? { Component, text: element?.value ?? props.defaultValue, focused: element !== null && document.activeElement === element },
      )
    })
  }

  if (upgraded) {
    const { Component, text, focused } = upgraded
    return <Component {...props} initialText={text} takeFocus={focused} />
  }
  return (
    <input
      ref={plain}
      id={props.id}
      name={props.name}
      type="text"
      defaultValue={props.defaultValue}
      placeholder={props.placeholder}
      autoComplete="off"
      spellCheck={false}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      onFocus={upgrade}
      onPointerEnter={upgrade}
      className={plainStyles}
    />
  )
}
