import { describe, expect, it } from 'vitest'
import { eventIcs, formatEventTime, googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendar'

const event: CalendarEvent = {
  uid: 'event-12@northwind.example',
  title: 'Exporters’ meet, Tiruppur',
  description: 'Factoring for knitwear exporters.',
  location: 'Conference hall, Tiruppur',
  url: 'https://northwind.example/events/exporters-meet',
  startsAt: '2027-02-10T10:30:00.000Z',
  endsAt: '2027-02-10T12:00:00.000Z',
}

describe('event calendar entries', () => {
  it('writes one VEVENT with the start and end in UTC', () => {
    const ics = eventIcs(event)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(ics).toContain('DTSTART:20270210T103000Z')
    expect(ics).toContain('DTEND:20270210T120000Z')
    expect(ics).toContain('UID:event-12@northwind.example')
    expect(ics).toContain('SUMMARY:Exporters’ meet\\, Tiruppur')
  })

  it('writes no carriage return or other control character an editor’s text holds, so no text starts a line of its own', () => {
    const ics = eventIcs({
      ...event,
      title: 'Meet\rATTACH:https://evil.example/x.exe',
      description: 'Line one\r\nLine two\rLine three\u0000\u000b end',
      location: 'Hall\nB\rLOCATION:elsewhere',
    })
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/)
    expect(ics).not.toMatch(/\r\n(ATTACH|LOCATION:elsewhere)/)
    expect(ics).toContain('SUMMARY:Meet ATTACH:https://evil.example/x.exe')
    expect(ics).toContain('Line one\\nLine two\\nLine three')
  })

  it('links to Google and Outlook with the same times', () => {
    const google = new URL(googleCalendarUrl(event, 'Asia/Kolkata'))
    expect(google.searchParams.get('dates')).toBe('20270210T103000Z/20270210T120000Z')
    expect(google.searchParams.get('ctz')).toBe('Asia/Kolkata')
    const outlook = new URL(outlookCalendarUrl(event))
    expect(outlook.searchParams.get('startdt')).toBe('2027-02-10T10:30:00.000Z')
    expect(outlook.searchParams.get('subject')).toBe(event.title)
  })

  it('shows the time in the event’s own zone in the edition’s format', () => {
    const india = formatEventTime('en-IN', 'Asia/Kolkata', event.startsAt, event.endsAt)
    expect(india).toMatch(/Wednesday,? 10 February 2027/)
    expect(india).toMatch(/4:00/)
    expect(india).toMatch(/5:30/)
    const mexico = formatEventTime('es-MX', 'America/Mexico_City', event.startsAt, event.endsAt)
    expect(mexico).toMatch(/miércoles, 10 de febrero de 2027/)
    expect(mexico).toMatch(/4:30/)
  })
})
