import { Picture } from '@/components/ui/Picture'
import type { MediaView } from '../view'

type Props = { media: MediaView | null; sizes: string; priority?: boolean; className?: string }

/**
 * A resource's cover illustration (our SVGs are served as they are; other images through Next's optimizer).
 * `priority`: the page's largest image on the first screen, preloaded at high priority.
 */
export function CoverImage({ media, sizes, priority, className = '' }: Props) {
  if (!media) return null
  return (
    <Picture
      src={media.url}
      alt={media.alt}
      width={media.width}
      height={media.height}
      sizes={sizes}
      preload={priority}
      unoptimized={media.mimeType === 'image/svg+xml'}
      className={`aspect-[1200/630] h-auto w-full rounded-xl bg-brand-50 object-cover ${className}`}
    />
  )
}
