import { NextResponse } from 'next/server'
import { createTranslator } from 'next-intl'
import { eventIcs } from '@/features/resources/calendar'
import { calendarEntry } from '@/features/resources/calendar-entry'
import { getPublishedEvent } from '@/features/resources/queries'
import { isEditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { requestEdition } from '@/lib/api/request-meta'
import { isDocumentId } from '@/lib/document-id'
import { routeMethods } from '@/lib/api/route-methods'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/events/{id}/calendar?edition=: the event's .ics file, in the edition's language. The edition is part of
 * the file's address (the event page links it so); without it the refusal is in the caller's language.
 */
async function handleGet(request: Request, { params }: Context) {
  const { id } = await params
  const url = new URL(request.url)
  const edition = requestEdition(request, url)
  const event = isEditionCode(url.searchParams.get('edition')) && isDocumentId(id) ? await getPublishedEvent(edition, id) : null
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'Resources' })
  if (!event)
    return NextResponse.json({ error: { code: 'NOT_FOUND', message: t('errors.eventNotFound') } }, { status: 404, headers: { 'cache-control': 'no-store' } })
  return new NextResponse(eventIcs(calendarEntry(edition, event, t('events.online'))), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
      'cache-control': 'public, max-age=300',
    },
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
