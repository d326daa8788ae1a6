'use client'

import { Suspense } from 'react'
import { useLoadOnApproach } from '@/components/ui/use-load-on-approach'
import type { LeadFormProps } from './lead-form-props'
import { DomesticWizard, GenericLeadForm, MexicoLeadForm } from './lazy-forms'

function Placeholder({ loadingLabel }: { loadingLabel: string }) {
  return (
    <div aria-busy="true" className="min-h-[22rem]">
      <p className="sr-only" role="status">
        {loadingLabel}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-4 motion-reduce:animate-none">
        {['w-28', 'w-32', 'w-36'].map((label) => (
          <div key={label} className="space-y-1.5">
            <div className={`h-4 ${label} rounded-lg bg-slate-200`} />
            <div className="h-11 rounded-lg bg-slate-200" />
          </div>
        ))}
        <div className="h-11 rounded-lg bg-brand-700/30" />
      </div>
    </div>
  )
}

/**
 * A lead form whose code loads only when the visitor scrolls it near or focuses it, as the footer panel does: pages that place a form carry none of its script until a visitor is about to use it.
 */
export function LazyLeadForm({ form, loadingLabel }: { form: LeadFormProps; loadingLabel: string }) {
  const { ref: box, load, loadNow } = useLoadOnApproach<HTMLDivElement>()
  const placeholder = <Placeholder loadingLabel={loadingLabel} />
  return (
    <div ref={box} onFocusCapture={loadNow}>
      {load ? (
        <Suspense fallback={placeholder}>
          {form.kind === 'domestic' ? (
            <DomesticWizard {...form.props} />
          ) : form.kind === 'mexico' ? (
            <MexicoLeadForm {...form.props} />
          ) : (
            <GenericLeadForm {...form.props} />
          )}
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
