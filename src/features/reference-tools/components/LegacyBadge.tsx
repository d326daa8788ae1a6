export function LegacyBadge({ label }: { label: string }) {
  return (
    <span className="ml-2 inline-block rounded bg-slate-200 px-1.5 py-0.5 align-middle text-xs font-semibold uppercase tracking-wide text-slate-800">
      {label}
    </span>
  )
}
