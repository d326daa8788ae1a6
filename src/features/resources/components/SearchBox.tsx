import { editionPath, type EditionCode } from '@/i18n/editions'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { resourcePaths } from '@/lib/routes/resources'
import { SEARCH_MAX_LENGTH } from '../search-query'

type Props = { edition: EditionCode; query?: string; labels: { label: string; placeholder: string; button: string } }

/** A plain GET form to the edition's resources search: works without script. */
export function SearchBox({ edition, query, labels }: Props) {
  return (
    <form role="search" {...REPLAY_MASKED} action={editionPath(edition, resourcePaths.search)} method="get" className="flex w-full max-w-xl gap-2">
      <label htmlFor="resource-search" className="sr-only">
        {labels.label}
      </label>
      <input
        id="resource-search"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={labels.placeholder}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {labels.button}
      </button>
    </form>
  )
}
