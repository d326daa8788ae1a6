import type { FeatureGridBlock as FeatureGridData } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { SectionHeading } from '@/components/ui/SectionHeading'

export function FeatureGridBlock({ block }: { block: FeatureGridData }) {
  return (
    <section className="py-16">
      <Container>
        <SectionHeading heading={block.heading} intro={block.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {block.items?.map((item) => (
            <li key={item.id ?? item.title} className="rounded-xl border border-slate-200 p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={item.icon ?? 'check'} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.body}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
