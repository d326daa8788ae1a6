import type { Metadata } from 'next'
import { PostRoute, postRouteMetadata } from '@/features/resources/components/PostRoute'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Posts render on first request and stay cached until the CMS revalidates the resources tag.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  return postRouteMetadata(locale, 'blog', slug)
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params
  return <PostRoute locale={locale} kind="blog" slug={slug} />
}
