import { NextResponse } from 'next/server'
import { getNavigation } from '@/chrome/shell/get-navigation'
import { isEditionCode } from '@/i18n/editions'
import { ApiError } from '@/lib/api/errors'
import { editionFromAcceptLanguage } from '@/lib/api/request-meta'
import { respondWithError } from '@/lib/api/respond'

// Read per request from the cached CMS reads, like llms.txt.
export const dynamic = 'force-dynamic'

/** GET ?edition=: the edition's main navigation, read by the menus when a visitor reaches for one (no page carries it). */
export async function GET(request: Request) {
  const edition = new URL(request.url).searchParams.get('edition')
  if (!isEditionCode(edition)) return respondWithError(new ApiError('VALIDATION_FAILED'), editionFromAcceptLanguage(request.headers.get('accept-language')))
  try {
    return NextResponse.json(await getNavigation(edition), { headers: { 'cache-control': 'public, max-age=300' } })
  } catch (error) {
    return respondWithError(error, edition)
  }
}
