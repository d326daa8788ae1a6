import { env } from '@/env'

/** The collections editors preview live in the admin; their preview opens through /api/preview. */
export const PREVIEW_COLLECTIONS = ['posts', 'events', 'videos', 'case-studies'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

export function previewUrl(collection: string | undefined, id: unknown, locale: string | undefined): string {
  const params = new URLSearchParams({ collection: collection ?? '', id: String(id ?? ''), locale: locale ?? '' })
  return `${env.SITE_URL}/api/preview?${params}`
}
