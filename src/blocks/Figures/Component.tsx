import type { FiguresBlock as FiguresData } from '@/payload-types'
import { Container } from '@/components/ui/Container'

export function FiguresBlock({ block }: { block: FiguresData }) {
  return (
    <section className="bg-brand-800 py-16 text-white">
      <Container>
        {block.heading && <h2 className="text-3xl font-bold tracking-tight">{block.heading}</h2>}
        <dl className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {block.items?.map((item) => (
            <div key={item.id ?? item.value} className="flex flex-col">
              <dt className="text-white/90">{item.label}</dt>
              <dd className="order-first text-4xl font-bold text-accent-400">{item.value}</dd>
            </div>
          ))}
        </dl>
        {block.footnote && <p className="mt-8 text-sm text-white/80">{block.footnote}</p>}
      </Container>
    </section>
  )
}
