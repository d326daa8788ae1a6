import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode, type EditionCode } from '@/i18n/editions'
import { EventListView, eventListMetadata } from './components/EventListView'
import { ItemRoute, itemMetadata, type ItemSpec } from './components/ItemRoute'
import { PagedListView, pagedListMetadata } from './components/PagedListView'
import { PostListView, postListMetadata } from './components/PostListView'
import { PostRoute, postRouteMetadata } from './components/PostRoute'
import { listTargetOf, type ListTarget } from '@/lib/routes/resource-lists'
import type { PageFrame } from '@/lib/page-frame'
import { isProductKey, type ProductKey } from '@/lib/routes/products'
import { parsePageParam } from '@/lib/routes/resources'

/**
 * The page modules of the resource routes: each route file under app/(frontend)/[locale] takes its
 * `generateMetadata` and page from here, handing in the chrome (`Frame`, the site shell) to put around the view,
 * so the routes of one kind differ only in what they name. List routes
 * never read the query: their later pages come through the proxy to the paged-list route, so every page of a
 * list is rendered once and cached until the resources change.
 */

type Route<P> = { generateMetadata: (props: { params: Promise<P> }) => Promise<Metadata>; Page: (props: { params: Promise<P> }) => Promise<ReactNode> }

function listMetadata(locale: string, target: ListTarget, page: number): Promise<Metadata> {
  switch (target.kind) {
    case 'event':
    case 'webinar':
      return eventListMetadata(locale, target.kind, page)
    case 'videos':
    case 'case-studies':
      return pagedListMetadata(locale, target.kind, page)
    default:
      return postListMetadata(locale, target, page)
  }
}

function ListView({ locale, target, page, Frame }: { locale: string; target: ListTarget; page: number; Frame: PageFrame }) {
  if (isEditionCode(locale)) setRequestLocale(locale)
  switch (target.kind) {
    case 'event':
    case 'webinar':
      return <EventListView locale={locale} kind={target.kind} page={page} Frame={Frame} />
    case 'videos':
    case 'case-studies':
      return <PagedListView locale={locale} name={target.kind} page={page} Frame={Frame} />
    default:
      return <PostListView locale={locale} target={target} page={page} Frame={Frame} />
  }
}

const missingMetadata = (locale: string) => notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)

/** The first page of a list, whose target the route's params name. */
export function listRoute<P extends { locale: string }>(targetOf: (params: P) => ListTarget | null, Frame: PageFrame): Route<P> {
  return {
    generateMetadata: async ({ params }) => {
      const resolved = await params
      const target = targetOf(resolved)
      return target ? listMetadata(resolved.locale, target, 1) : missingMetadata(resolved.locale)
    },
    Page: async ({ params }) => {
      const resolved = await params
      const target = targetOf(resolved)
      if (!target) notFound()
      return <ListView locale={resolved.locale} target={target} page={1} Frame={Frame} />
    },
  }
}

export const finsightTarget = ({ product }: { locale: string; product: string }): ListTarget | null =>
  isProductKey(product) ? { kind: 'finsight', product } : null

type PagedParams = { locale: string; page: string; list: string[] }

/** Page n (from 2) of a list (app/(frontend)/[locale]/paged-list/[page]/[...list]); the proxy sends `?page=1` to the list's address. */
export const pagedListRoute = (Frame: PageFrame): Route<PagedParams> => ({
  generateMetadata: async ({ params }) => {
    const { locale, page, list } = await params
    const target = listTargetOf(list)
    const number = parsePageParam(page)
    return target && number ? listMetadata(locale, target, number) : missingMetadata(locale)
  },
  Page: async ({ params }) => {
    const { locale, page, list } = await params
    const target = listTargetOf(list)
    const number = parsePageParam(page)
    if (!target || !number || number === 1 || !isEditionCode(locale)) notFound()
    return <ListView locale={locale} target={target} page={number} Frame={Frame} />
  },
})

type SlugProps = { locale: string; slug: string }

export function postRoute(kind: 'blog' | 'news', Frame: PageFrame): Route<SlugProps> {
  return {
    generateMetadata: async ({ params }) => {
      const { locale, slug } = await params
      return postRouteMetadata(locale, kind, slug)
    },
    Page: async ({ params }) => {
      const { locale, slug } = await params
      return <PostRoute locale={locale} kind={kind} slug={slug} Frame={Frame} />
    },
  }
}

export const finsightPostRoute = (Frame: PageFrame): Route<SlugProps & { product: string }> => ({
  generateMetadata: async ({ params }) => {
    const { locale, product, slug } = await params
    return isProductKey(product) ? postRouteMetadata(locale, 'finsight', slug, product) : missingMetadata(locale)
  },
  Page: async ({ params }) => {
    const { locale, product, slug } = await params
    if (!isProductKey(product)) notFound()
    return <PostRoute locale={locale} kind="finsight" slug={slug} product={product as ProductKey} Frame={Frame} />
  },
})

type ItemView<T> = (props: { edition: EditionCode; item: T; alternatePaths: Partial<Record<EditionCode, string>>; Frame: PageFrame }) => Promise<ReactNode>

export function itemRoute<T extends { id: number; title: string; excerpt: string }>(spec: ItemSpec<T>, View: ItemView<T>, Frame: PageFrame): Route<SlugProps> {
  return {
    generateMetadata: async ({ params }) => {
      const { locale, slug } = await params
      return itemMetadata(spec, locale, slug)
    },
    Page: async ({ params }) => {
      const { locale, slug } = await params
      return (
        <ItemRoute
          spec={spec}
          locale={locale}
          slug={slug}
          render={(edition, item, alternatePaths) => <View edition={edition} item={item} alternatePaths={alternatePaths} Frame={Frame} />}
        />
      )
    },
  }
}
