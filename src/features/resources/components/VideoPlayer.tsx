import { Picture } from '@/components/ui/Picture'
import type { EditionCode } from '@/i18n/editions'
import type { Video } from '@/payload-types'
import { resourceLabels } from '../cards'
import { providerName, videoEmbedUrl, videoWatchUrl } from '../video-embed'
import { mediaOf } from '../view'
import { VideoFacade } from './VideoFacade.client'

/** A video behind its click-to-load facade, with the note that playing loads the provider's player. */
export async function VideoPlayer({ edition, video, priority = false }: { edition: EditionCode; video: Video; priority?: boolean }) {
  const t = await resourceLabels(edition)
  const poster = mediaOf(video.poster)
  return (
    <figure>
      <VideoFacade
        embedUrl={videoEmbedUrl(video.provider, video.providerId)}
        watchUrl={videoWatchUrl(video.provider, video.providerId)}
        title={video.title}
        playLabel={t('video.play', { title: video.title })}
      >
        {poster && (
          <Picture
            src={poster.url}
            alt=""
            fill
            sizes="(min-width: 1024px) 760px, 100vw"
            preload={priority}
            unoptimized={poster.mimeType === 'image/svg+xml'}
            className="object-cover"
          />
        )}
      </VideoFacade>
      <figcaption className="mt-2 text-sm text-slate-600">{t('video.notice', { provider: providerName(video.provider) })}</figcaption>
    </figure>
  )
}
