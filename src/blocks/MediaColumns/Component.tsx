import { resolveHref } from '@/lib/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import type { MediaColumnsBlock as MediaColumnsData } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { Picture } from '@/components/ui/Picture'
import { SiteLink } from '@/components/ui/SiteLink'

export function MediaColumnsBlock({ block, edition }: { block: MediaColumnsData; edition: EditionCode }) {
  const media = typeof block.media === 'object' ? block.media : null
  return (
    <section className="py-16">
      <Container className="grid items-center gap-10 lg:grid-cols-2">
        <div className={block.mediaSide === 'left' ? 'lg:order-last' : ''}>
          <h2 className="text-3xl font-bold tracking-tight text-brand-900">{block.heading}</h2>
          <p className="mt-4 text-lg text-muted">{block.body}</p>
          {!!block.points?.length && (
            <ul className="mt-6 space-y-3">
              {block.points.map((point) => (
                <li key={point.id ?? point.text} className="flex gap-3">
                  <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {point.text}
                </li>
              ))}
            </ul>
          )}
          {block.link?.label && block.link.href && (
            <SiteLink link={resolveHref(block.link.href, edition)} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              {block.link.label}
              <Icon name="arrow" className="size-4" />
            </SiteLink>
          )}
        </div>
        {media?.url && (
          <Picture
            src={media.url}
            alt={media.alt}
            width={media.width ?? 600}
            height={media.height ?? 340}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-2xl"
            unoptimized={media.mimeType === 'image/svg+xml'}
          />
        )}
      </Container>
    </section>
  )
}
