import Image from 'next/image'
import type { MediaView } from '../view'

type Props = { media: MediaView | null; sizes: string; priority?: boolean; className?: string }

/**
 * A resource's cover illustration (our SVGs are served as they are; other images through Next's optimizer).
 * `priority`: the page's largest image on the first screen, preloaded at high priority (Next 16's `priority`
 * preloads it at the browser's default, low for an image until layout).
 */
export function CoverImage({ media, sizes, priority, className = '' }: Props) {
  if (!media) return null
  return (
    <Image
      src={media.url}
      alt={media.alt}
      width={media.width}
      height={media.height}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      unoptimized={media.mimeType === 'image/svg+xml'}
      className={`aspect-[1200/630] h-auto w-full rounded-xl bg-brand-50 object-cover ${className}`}
    />
  )
}
