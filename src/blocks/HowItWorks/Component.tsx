import type { HowItWorksBlock as HowItWorksData } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

export function HowItWorksBlock({ block }: { block: HowItWorksData }) {
  return (
    <section className="bg-slate-50 py-16">
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {block.steps?.map((step, index) => (
            <li key={step.id ?? step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}
