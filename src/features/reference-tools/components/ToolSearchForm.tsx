import type { InputHTMLAttributes, ReactNode } from 'react'
import { REPLAY_MASKED } from '@/lib/replay-masking'

export type SearchLabels = { label: string; placeholder: string; hint: string; button: string }

type Props = {
  id: string
  action: string
  labels: SearchLabels
  /** Extra attributes of the input (the HSN finder makes it a combobox); defaults to an uncontrolled `query`. */
  input?: InputHTMLAttributes<HTMLInputElement>
  query?: string
  children?: ReactNode
}

/** A tool's GET search form (`?q=`): it works without JavaScript, the results being rendered on the server. */
export function ToolSearchForm({ id, action, labels, input, query, children }: Props) {
  const hintId = `${id}-hint`
  return (
    <form method="get" action={action} role="search" {...REPLAY_MASKED} className="relative mt-8 max-w-3xl">
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {labels.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={input?.value === undefined ? query : undefined}
          placeholder={labels.placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId}
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600"
          {...input}
        />
        <button type="submit" className="shrink-0 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {labels.button}
        </button>
      </div>
      <p id={hintId} className="mt-2 text-sm text-muted">
        {labels.hint}
      </p>
      {children}
    </form>
  )
}
