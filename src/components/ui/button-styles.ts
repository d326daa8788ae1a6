const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2'

export const buttonStyles = {
  primary: `${base} bg-accent-400 text-ink hover:bg-accent-500 focus-visible:outline-brand-700`,
  secondary: `${base} border border-current text-brand-700 hover:bg-brand-50`,
  onDark: `${base} border border-white/70 text-white hover:bg-white/10`,
} as const
