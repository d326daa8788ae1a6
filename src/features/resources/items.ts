import 'server-only'
import type { CaseStudy, Event, Video } from '@/payload-types'
import type { ItemSpec } from './components/ItemRoute'
import { getCaseStudy, getEvent, getVideo } from './queries'
import { resourcePaths } from '@/lib/routes/resources'
import { mediaOf } from './view'

/** How each kind of resource page reads its item and where it lives (see ItemRoute). */
export const ITEM_SPECS = {
  event: {
    section: 'events',
    collection: 'events',
    read: async (edition, slug) => getEvent(edition, 'event', slug),
    path: (slug) => resourcePaths.event('event', slug),
    image: (item) => mediaOf(item.cover),
  } satisfies ItemSpec<Event>,
  webinar: {
    section: 'webinars',
    collection: 'events',
    read: async (edition, slug) => getEvent(edition, 'webinar', slug),
    path: (slug) => resourcePaths.event('webinar', slug),
    image: (item) => mediaOf(item.cover),
  } satisfies ItemSpec<Event>,
  video: {
    section: 'videos',
    collection: 'videos',
    read: async (edition, slug) => getVideo(edition, slug),
    path: (slug) => resourcePaths.video(slug),
    image: (item) => mediaOf(item.poster),
  } satisfies ItemSpec<Video>,
  caseStudy: {
    section: 'case-studies',
    collection: 'case-studies',
    read: async (edition, slug) => getCaseStudy(edition, slug),
    path: (slug) => resourcePaths.caseStudy(slug),
    image: (item) => mediaOf(item.cover),
  } satisfies ItemSpec<CaseStudy>,
}
