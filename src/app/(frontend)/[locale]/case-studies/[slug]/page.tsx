import type { Metadata } from 'next'
import { CaseStudyPage } from '@/features/resources/components/CaseStudyPage'
import { ItemRoute, itemMetadata } from '@/features/resources/components/ItemRoute'
import { ITEM_SPECS } from '@/features/resources/items'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return itemMetadata(ITEM_SPECS.caseStudy, locale, slug)
}

export default async function CaseStudyDetailPage({ params }: Props) {
  const { locale, slug } = await params
  return <ItemRoute spec={ITEM_SPECS.caseStudy} locale={locale} slug={slug} render={(edition, study, alternatePaths) => <CaseStudyPage edition={edition} study={study} alternatePaths={alternatePaths} />} />
}
