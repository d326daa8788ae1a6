import type { PageFrame } from '@/lib/page-frame'
import { JsonLd } from '@/components/ui/JsonLd'
import { Container } from '@/components/ui/Container'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import type { Event, Video } from '@/payload-types'
import { resourceLabels } from '../cards'
import { formatEventTime, googleCalendarUrl, outlookCalendarUrl } from '../calendar'
import { calendarEntry } from '../calendar-entry'
import { isUpcoming } from '../event-order'
import { calendarFilePath } from '@/lib/routes/resource-files'
import { resourcePaths, type EventKind } from '@/lib/routes/resources'
import { eventData } from '../structured-data'
import { mediaOf, populated } from '../view'
import { ArticleBody } from './ArticleBody'
import { Breadcrumbs } from './Breadcrumbs'
import { CoverImage } from './CoverImage'
import { LeadForm } from './PostCallToAction'
import { VideoPlayer } from './VideoPlayer'

type Props = { edition: EditionCode; item: Event; alternatePaths: Partial<Record<EditionCode, string>>; Frame: PageFrame }

/** An event or webinar: when (in its own time zone), where, add to calendar, registration while upcoming, the recording once past. */
export async function EventPage({ edition, item: event, alternatePaths, Frame }: Props) {
  const [t, settings] = await Promise.all([resourceLabels(edition), getSiteSettings(edition)])
  const kind = event.kind as EventKind
  const path = resourcePaths.event(kind, event.slug)
  const timeZone = event.startsAt_tz ?? getEdition(edition).timeZone
  const upcoming = isUpcoming(event, new Date())
  const entry = calendarEntry(edition, event, t('events.online'))
  const location = entry.location
  const recording = populated<Video>(event.recording)
  const section = kind === 'event' ? 'events' : 'webinars'
  const button = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50'
  return (
    <Frame edition={edition} path={path} availableIn={Object.keys(alternatePaths) as EditionCode[]} alternatePaths={alternatePaths}>
      <JsonLd data={eventData(edition, event, entry, settings.brandName)} />
      <Container className="py-10 sm:py-14">
        <Breadcrumbs
          edition={edition}
          crumbs={[
            { name: t('post.home'), path: '/' },
            { name: t(`sections.${section}`), path: `/${section}` },
            { name: event.title, path },
          ]}
          label={t('post.breadcrumb')}
        />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <article className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(`kinds.${kind}`)}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{event.title}</h1>
            <p className="mt-4 text-lg text-muted">{event.excerpt}</p>
            <CoverImage media={mediaOf(event.cover)} sizes="(min-width: 1024px) 760px, 100vw" priority className="mt-8" />
            {!upcoming && recording && (
              <section aria-labelledby="recording-heading" className="mt-10">
                <h2 id="recording-heading" className="text-2xl font-bold text-brand-900">
                  {t('events.recording')}
                </h2>
                <div className="mt-4">
                  <VideoPlayer edition={edition} video={recording} />
                </div>
              </section>
            )}
            <div className="mt-8">
              <ArticleBody data={event.body} />
            </div>
            {!!event.speakers?.length && (
              <section aria-labelledby="speakers-heading" className="mt-10">
                <h2 id="speakers-heading" className="text-2xl font-bold text-brand-900">
                  {t('events.speakers')}
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {event.speakers.map((s) => (
                    <li key={s.id ?? s.name} className="rounded-xl border border-slate-200 p-4">
                      <p className="font-semibold text-ink">{s.name}</p>
                      <p className="text-sm text-muted">{[s.role, s.company].filter(Boolean).join(', ')}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <dl className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t('events.when')}</dt>
                <dd className="mt-1 text-ink">
                  <time dateTime={event.startsAt}>{formatEventTime(getEdition(edition).formatLocale, timeZone, event.startsAt, event.endsAt)}</time>
                  <span className="mt-1 block text-sm text-muted">{t('events.timeZone', { zone: timeZone })}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t('events.where')}</dt>
                <dd className="mt-1 whitespace-pre-line text-ink">{location}</dd>
              </div>
            </dl>
            {upcoming ? (
              <div>
                <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t('events.addToCalendar')}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  <li>
                    <a href={calendarFilePath(event.id, edition)} download data-download-type="event_calendar" className={button}>
                      {t('events.ics')}
                    </a>
                  </li>
                  <li>
                    <a href={googleCalendarUrl(entry, timeZone)} target="_blank" rel="noopener noreferrer" className={button}>
                      {t('events.google')}
                    </a>
                  </li>
                  <li>
                    <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer" className={button}>
                      {t('events.outlook')}
                    </a>
                  </li>
                </ul>
              </div>
            ) : (
              <p className="rounded-xl bg-brand-50 p-4 text-muted">{t('events.ended')}</p>
            )}
          </aside>
        </div>
      </Container>
      {upcoming && event.registrationForm && (
        <div id="register">
          <LeadForm edition={edition} path={path} form={event.registrationForm} heading={t('events.register')} text={t('events.registerText')} />
        </div>
      )}
    </Frame>
  )
}
