/**
 * What stands in for the domestic wizard until its code has loaded: its first step's heading and the
 * outline of its fields, at the height of the form (WIZARD_MIN_HEIGHT), so nothing moves when it arrives.
 */
export const WIZARD_MIN_HEIGHT = 'min-h-[31.25rem]'

const bar = 'rounded-lg bg-slate-200'

export function WizardPlaceholder({ progress, title, loadingLabel }: { progress: string; title: string; loadingLabel: string }) {
  return (
    <div aria-busy="true" className="space-y-4">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{progress}</p>
        <p className="text-xl font-bold text-ink">{title}</p>
      </div>
      <p className="sr-only" role="status">
        {loadingLabel}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-4 motion-reduce:animate-none">
        {['w-28', 'w-32', 'w-36', 'w-24'].map((label) => (
          <div key={label} className="space-y-1.5">
            <div className={`h-4 ${label} ${bar}`} />
            <div className={`h-11 ${bar}`} />
          </div>
        ))}
        <div className={`h-11 w-32 ${bar}`} />
        <div className="h-11 rounded-lg bg-brand-700/30" />
      </div>
    </div>
  )
}
