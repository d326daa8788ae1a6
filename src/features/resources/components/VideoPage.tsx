import type { PageFrame } from '@/lib/page-frame'
import { JsonLd } from '@/components/ui/JsonLd'
import { Container } from '@/components/ui/Container'
import { formatDate, type EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import type { Video } from '@/payload-types'
import { resourceLabels } from '../cards'
import { resourcePaths, sectionPath } from '@/lib/routes/resources'
import { videoData } from '../structured-data'
import { ArticleBody } from './ArticleBody'
import { Breadcrumbs } from './Breadcrumbs'
import { VideoPlayer } from './VideoPlayer'

export async function VideoPage({
  edition,
  item: video,
  alternatePaths,
  Frame,
}: {
  edition: EditionCode
  item: Video
  alternatePaths: Partial<Record<EditionCode, string>>
  Frame: PageFrame
}) {
  const [t, settings] = await Promise.all([resourceLabels(edition), getSiteSettings(edition)])
  const path = resourcePaths.video(video.slug)
  return (
    <Frame edition={edition} path={path} availableIn={Object.keys(alternatePaths) as EditionCode[]} alternatePaths={alternatePaths}>
      <JsonLd data={videoData(edition, video, settings.brandName)} />
      <Container className="max-w-4xl py-10 sm:py-14">
        <Breadcrumbs
          edition={edition}
          crumbs={[
            { name: t('post.home'), path: '/' },
            { name: t('sections.videos'), path: sectionPath('videos') },
            { name: video.title, path },
          ]}
          label={t('post.breadcrumb')}
        />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{video.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {formatDate(edition, video.publishedAt)} · {t('video.duration', { minutes: Math.max(1, Math.round(video.durationSeconds / 60)) })}
        </p>
        <div className="mt-6">
          <VideoPlayer edition={edition} video={video} priority />
        </div>
        <p className="mt-6 text-lg text-muted">{video.excerpt}</p>
        {video.transcript && (
          <section aria-labelledby="transcript-heading" className="mt-10">
            <h2 id="transcript-heading" className="text-2xl font-bold text-brand-900">
              {t('video.transcript')}
            </h2>
            <div className="mt-4">
              <ArticleBody data={video.transcript} />
            </div>
          </section>
        )}
      </Container>
    </Frame>
  )
}
