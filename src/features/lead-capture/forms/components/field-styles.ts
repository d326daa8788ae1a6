/** Tailwind classes shared by the form controls (light surfaces: cards, dialogs, page sections). */
export const controlStyles =
  'block h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100 disabled:text-muted aria-invalid:border-red-700'
export const labelStyles = 'mb-1 block text-sm font-semibold text-ink'
export const primaryButtonStyles =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400'
export const secondaryButtonStyles =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 px-5 text-base font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-500'

/** The ids that tie a control to its error text. */
export function describedBy(id: string, error: string | undefined, ...more: (string | undefined)[]): string | undefined {
  const ids = [error ? `${id}-error` : undefined, ...more].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
