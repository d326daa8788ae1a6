import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { isEditionCode, type EditionCode } from '@/i18n/editions'
import { EventListView, eventListMetadata } from './components/EventListView'
import { ItemRoute, itemMetadata, type ItemSpec } from './components/ItemRoute'
import { PagedListView, pagedListMetadata } from './components/PagedListView'
import { PostListView, postListMetadata } from './components/PostListView'
import { PostRoute, postRouteMetadata } from './components/PostRoute'
import type { EventKind } from './routes'

/**
 * The page modules of the resource routes: each route file under app/(frontend)/[locale] takes its
 * `generateMetadata` and page from here, so the routes of one kind differ only in what they name.
 */

type SearchParams = Record<string, string | string[] | undefined>
type ListProps<P> = { params: Promise<P & { locale: string }>; searchParams: Promise<SearchParams> }
type Route<P> = { generateMetadata: (props: P) => Promise<Metadata>; Page: (props: P) => Promise<ReactNode> }

function localized(locale: string) {
  if (isEditionCode(locale)) setRequestLocale(locale)
}

export function postListRoute(kind: 'blog' | 'news'): Route<ListProps<object>> {
  return {
    generateMetadata: async ({ params, searchParams }) => postListMetadata((await params).locale, { kind }, await searchParams),
    Page: async ({ params, searchParams }) => {
      const { locale } = await params
      localized(locale)
      return <PostListView locale={locale} target={{ kind }} searchParams={await searchParams} />
    },
  }
}

export function categoryRoute(kind: 'blog' | 'news'): Route<ListProps<{ id: string; slug: string }>> {
  return {
    generateMetadata: async ({ params, searchParams }) => {
      const { locale, id, slug } = await params
      return postListMetadata(locale, { kind, categoryId: id, categorySlug: slug }, await searchParams)
    },
    Page: async ({ params, searchParams }) => {
      const { locale, id, slug } = await params
      localized(locale)
      return <PostListView locale={locale} target={{ kind, categoryId: id, categorySlug: slug }} searchParams={await searchParams} />
    },
  }
}

type SlugProps = { params: Promise<{ locale: string; slug: string }> }

export function postRoute(kind: 'blog' | 'news'): Route<SlugProps> {
  return {
    generateMetadata: async ({ params }) => {
      const { locale, slug } = await params
      return postRouteMetadata(locale, kind, slug)
    },
    Page: async ({ params }) => {
      const { locale, slug } = await params
      return <PostRoute locale={locale} kind={kind} slug={slug} />
    },
  }
}

export function eventListRoute(kind: EventKind): Route<ListProps<object>> {
  return {
    generateMetadata: async ({ params, searchParams }) => eventListMetadata((await params).locale, kind, await searchParams),
    Page: async ({ params, searchParams }) => {
      const { locale } = await params
      localized(locale)
      return <EventListView locale={locale} kind={kind} searchParams={await searchParams} />
    },
  }
}

export function pagedListRoute(name: 'videos' | 'case-studies'): Route<ListProps<object>> {
  return {
    generateMetadata: async ({ params, searchParams }) => pagedListMetadata((await params).locale, name, await searchParams),
    Page: async ({ params, searchParams }) => {
      const { locale } = await params
      localized(locale)
      return <PagedListView locale={locale} name={name} searchParams={await searchParams} />
    },
  }
}

type ItemView<T> = (props: { edition: EditionCode; item: T; alternatePaths: Partial<Record<EditionCode, string>> }) => Promise<ReactNode>

export function itemRoute<T extends { id: number; title: string; excerpt: string }>(spec: ItemSpec<T>, View: ItemView<T>): Route<SlugProps> {
  return {
    generateMetadata: async ({ params }) => {
      const { locale, slug } = await params
      return itemMetadata(spec, locale, slug)
    },
    Page: async ({ params }) => {
      const { locale, slug } = await params
      return <ItemRoute spec={spec} locale={locale} slug={slug} render={(edition, item, alternatePaths) => <View edition={edition} item={item} alternatePaths={alternatePaths} />} />
    },
  }
}
