type Props = {
  page: number
  pages: number
  href: (page: number) => string
  labels: { nav: string; previous: string; next: string; page: (page: number) => string }
}

/** The page numbers around the current one, with the first and last always shown and gaps as null. */
export function pageWindow(page: number, pages: number, radius = 1): (number | null)[] {
  const shown = new Set([1, pages])
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pages) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]))
}

/** Numbered pagination as plain links, so it works without script. */
export function Pagination({ page, pages, href, labels }: Props) {
  if (pages <= 1) return null
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold'
  return (
    <nav aria-label={labels.nav} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" className={`${item} border-slate-300 text-brand-700 hover:bg-brand-50`}>
              {labels.previous}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                href={href(p)}
                aria-label={labels.page(p)}
                aria-current={p === page ? 'page' : undefined}
                className={`${item} ${p === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-brand-700 hover:bg-brand-50'}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <a href={href(page + 1)} rel="next" className={`${item} border-slate-300 text-brand-700 hover:bg-brand-50`}>
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
