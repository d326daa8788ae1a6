import type { Metadata } from 'next'
import { VideoPage } from '@/features/resources/components/VideoPage'
import { ItemRoute, itemMetadata } from '@/features/resources/components/ItemRoute'
import { ITEM_SPECS } from '@/features/resources/items'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return itemMetadata(ITEM_SPECS.video, locale, slug)
}

export default async function VideoDetailPage({ params }: Props) {
  const { locale, slug } = await params
  return <ItemRoute spec={ITEM_SPECS.video} locale={locale} slug={slug} render={(edition, video, alternatePaths) => <VideoPage edition={edition} video={video} alternatePaths={alternatePaths} />} />
}
