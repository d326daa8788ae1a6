/** Small readings of CMS documents that the resource components share. */

export type MediaView = { url: string; alt: string; width: number; height: number; mimeType: string | null }

export function mediaOf(value: unknown): MediaView | null {
  if (!value || typeof value !== 'object') return null
  const media = value as { url?: string | null; alt?: string | null; width?: number | null; height?: number | null; mimeType?: string | null }
  if (!media.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 630, mimeType: media.mimeType ?? null }
}

/** A relationship read at depth ≥ 1 is the document; at depth 0 or without access it is an id or null. */
export function populated<T extends object>(value: unknown): T | null {
  return value && typeof value === 'object' ? (value as T) : null
}

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).toString()
}
