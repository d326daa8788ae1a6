import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

/**
 * The frame of a placed lead form: heading, text and the card the form sits in. A module of its own, without
 * the forms: importing the block's component would put every form's code into the importing page.
 */
export function LeadFormSection({ heading, text, children }: { heading: string; text?: string | null; children: ReactNode }) {
  return (
    <section className="py-16">
      <Container>
        <div className="mx-auto max-w-2xl">
          <SectionHeading heading={heading} intro={text} />
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        </div>
      </Container>
    </section>
  )
}
