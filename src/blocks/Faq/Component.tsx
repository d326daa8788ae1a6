import type { FaqBlock as FaqData } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading } from '@/components/ui/SectionHeading'

/** FAQ accordion on native <details>: keyboard-operable and readable without JavaScript. */
export function FaqBlock({ block }: { block: FaqData }) {
  return (
    <section className="py-16">
      <Container className="max-w-4xl">
        <SectionHeading heading={block.heading} />
        <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {block.items?.map((item) => (
            <details key={item.id ?? item.question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <Icon name="chevron" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  )
}
