import { NextResponse } from 'next/server'
import { pushPromptConfig } from '@/features/push-notifications/service'
import { ApiError } from '@/lib/api/errors'
import { editionFromAcceptLanguage } from '@/lib/api/request-meta'
import { respondWithError } from '@/lib/api/respond'
import type { PushErrorKey } from '@/features/push-notifications/schema'
import { isEditionCode } from '@/i18n/editions'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * GET ?edition=: the push prompt's VAPID public key, topics and text, read when the prompt is about to show
 * (so no page carries them); 404 when the server has no VAPID keys.
 */
function handleGet(request: Request) {
  const edition = new URL(request.url).searchParams.get('edition')
  if (!isEditionCode(edition)) {
    const error = new ApiError<PushErrorKey>('VALIDATION_FAILED', { fields: { edition: 'editionInvalid' } })
    return respondWithError(error, editionFromAcceptLanguage(request.headers.get('accept-language')), 'PushNotifications.errors')
  }
  try {
    return NextResponse.json(pushPromptConfig(edition), { headers: { 'cache-control': 'public, max-age=300' } })
  } catch (error) {
    return respondWithError(error, edition, 'PushNotifications.errors')
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
