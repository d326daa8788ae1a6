import type { Metadata } from 'next'
import { EventPage } from '@/features/resources/components/EventPage'
import { ItemRoute, itemMetadata } from '@/features/resources/components/ItemRoute'
import { ITEM_SPECS } from '@/features/resources/items'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on first request and cached; hourly too, so that an event moves from upcoming to past on time.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return itemMetadata(ITEM_SPECS.event, locale, slug)
}

export default async function EventDetailPage({ params }: Props) {
  const { locale, slug } = await params
  return <ItemRoute spec={ITEM_SPECS.event} locale={locale} slug={slug} render={(edition, event, alternatePaths) => <EventPage edition={edition} event={event} alternatePaths={alternatePaths} />} />
}
