import type { MediaView } from '../view'
import { CoverImage } from './CoverImage'

export type CardView = {
  key: string
  href: string
  title: string
  excerpt: string
  cover: MediaView | null
  /** "Blog", "Webinar", … */
  label: string
  /** Date line, already formatted ("12 March 2026 · 6 min read"). */
  meta: string
}

/** One resource in a list: cover, label, linked title, excerpt and date. */
/** `priority`: the image is likely the largest on the first screen (the featured post, or a list's first card), so it loads at once. */
function ResourceCard({
  card,
  featured = false,
  priority = featured,
  headingLevel = 2,
}: {
  card: CardView
  featured?: boolean
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={`group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md ${featured ? 'lg:col-span-3 lg:grid lg:grid-cols-2 lg:gap-8 lg:p-6' : ''}`}
    >
      <CoverImage
        media={card.cover}
        sizes={featured ? '(min-width: 1024px) 600px, 100vw' : '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw'}
        priority={priority}
      />
      <div className="mt-4 flex flex-1 flex-col lg:mt-0">
        <p className={`text-xs font-semibold uppercase tracking-wide text-brand-700 ${featured ? '' : 'lg:mt-4'}`}>{card.label}</p>
        <Heading className={`mt-2 font-bold tracking-tight text-brand-900 ${featured ? 'text-2xl sm:text-3xl' : 'text-lg'}`}>
          <a href={card.href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-focus-within:underline">
            {card.title}
          </a>
        </Heading>
        <p className={`mt-2 text-muted ${featured ? 'text-lg' : 'line-clamp-3 text-sm'}`}>{card.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-slate-600">{card.meta}</p>
      </div>
    </article>
  )
}

/** `firstOnScreen`: the grid opens the page's content, so its first card's image loads at once (see ResourceCard). */
export function CardGrid({
  cards,
  featureFirst = false,
  firstOnScreen = featureFirst,
  headingLevel = 2,
}: {
  cards: CardView[]
  featureFirst?: boolean
  firstOnScreen?: boolean
  headingLevel?: 2 | 3
}) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <ResourceCard key={card.key} card={card} featured={featureFirst && index === 0} priority={firstOnScreen && index === 0} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
