import { createEvent } from 'ics'
import { dateTimeFormat } from '@/lib/intl'
import { asOneLine, withoutControlCharacters } from '@/lib/plain-text'

/** Calendar entries of an event: an .ics file (RFC 5545, through the ics library) and Google and Outlook links. */

export type CalendarEvent = {
  uid: string
  title: string
  description: string
  location: string
  url: string
  /** ISO instants. */
  startsAt: string
  endsAt: string
}

/**
 * Text as RFC 5545 takes it: no control characters but the tab, and every line break a line feed (which the ics
 * library escapes). The library leaves a lone carriage return as it is, and a calendar reads it as the end of a line.
 */
function calendarText(text: string): string {
  return withoutControlCharacters(text).replace(/\r\n?/g, '\n')
}

export function eventIcs(event: CalendarEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'northwind-trade-finance/resources',
    title: asOneLine(event.title),
    description: calendarText(`${event.description}\n\n${event.url}`),
    location: asOneLine(event.location),
    url: event.url,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  })
  if (error || !value) throw error ?? new Error('The calendar file could not be written')
  return value
}

/** 20270210T103000Z: the compact UTC form Google's calendar template expects. */
function compactUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function googleCalendarUrl(event: CalendarEvent, timeZone: string): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`,
    details: `${event.description}\n\n${event.url}`,
    location: event.location,
    ctz: timeZone,
  })
  return `https://calendar.google.com/calendar/render?${params}`
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    body: `${event.description}\n\n${event.url}`,
    location: event.location,
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`
}

/** "Wednesday 10 February 2027, 4:00 – 5:30 pm IST": the event's time in its own zone, in the edition's format. */
export function formatEventTime(formatLocale: string, timeZone: string, startsAt: string, endsAt: string): string {
  const format = dateTimeFormat(formatLocale, { dateStyle: 'full', timeStyle: 'short', timeZone })
  const range = format.formatRange(new Date(startsAt), new Date(endsAt))
  const zone = dateTimeFormat(formatLocale, { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(startsAt))
    .find((p) => p.type === 'timeZoneName')?.value
  return zone ? `${range} ${zone}` : range
}
