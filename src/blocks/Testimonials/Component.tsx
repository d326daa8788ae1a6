import type { TestimonialsBlock as TestimonialsData } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

export function TestimonialsBlock({ block }: { block: TestimonialsData }) {
  return (
    <section className="bg-slate-50 py-16">
      <Container>
        <SectionHeading heading={block.heading} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {block.items?.map((item) => (
            <figure key={item.id ?? item.quote} className="rounded-xl bg-white p-6 shadow-sm">
              <blockquote className="text-lg leading-relaxed">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm text-muted">
                <span className="font-semibold text-ink">{item.name}</span>
                {[item.role, item.company].filter(Boolean).length > 0 && `, ${[item.role, item.company].filter(Boolean).join(', ')}`}
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  )
}
