import { env } from '@/env'
import { editionPath, type EditionCode } from '@/i18n/editions'
import type { Event } from '@/payload-types'
import type { CalendarEvent } from './calendar'
import { resourcePaths } from '@/lib/routes/resources'
import { absoluteUrl } from './view'

/** Where an event takes place, as one line: the venue and its address, or the edition's word for online. */
function eventLocation(event: Event, onlineLabel: string): string {
  return event.format === 'venue' ? [event.venue?.name, event.venue?.address].filter(Boolean).join(', ') : onlineLabel
}

/** The calendar entry of an event in an edition (its page, its .ics file and the calendar links share it). */
export function calendarEntry(edition: EditionCode, event: Event, onlineLabel: string): CalendarEvent {
  const url = absoluteUrl(editionPath(edition, resourcePaths.event(event.kind, event.slug)), env.SITE_URL)
  return {
    uid: `${event.kind}-${event.id}-${edition}@${new URL(env.SITE_URL).hostname}`,
    title: event.title,
    description: event.excerpt,
    location: eventLocation(event, onlineLabel),
    url,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
  }
}
