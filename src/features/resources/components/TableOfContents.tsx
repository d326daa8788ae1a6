import type { Heading } from '@/lib/rich-text/outline'

export function TableOfContents({ headings, label }: { headings: Heading[]; label: string }) {
  if (headings.length < 2) return null
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {label}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((h) => (
          <li key={h.id} className={h.level === 3 ? 'pl-4' : ''}>
            <a href={`#${h.id}`} className="text-brand-700 hover:underline">
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
