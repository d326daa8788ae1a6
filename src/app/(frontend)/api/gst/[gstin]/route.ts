import { NextResponse } from 'next/server'
import { describeGstin } from '@/features/lead-capture/gst/lookup'
import { requestEdition } from '@/lib/api/request-meta'
import { respondWithError } from '@/lib/api/respond'
import { routeMethods } from '@/lib/api/route-methods'

/**
 * GET /api/gst/{gstin}?edition=: what a GSTIN says by itself (state, PAN, kind of holder, registration), or a
 * localized 400 for a malformed one or one whose check character does not match. The answer depends on the
 * number alone, so it may be kept a day.
 */
async function handleGet(request: Request, { params }: { params: Promise<{ gstin: string }> }) {
  const edition = requestEdition(request)
  try {
    const details = describeGstin((await params).gstin, edition)
    return NextResponse.json(details, { headers: { 'cache-control': 'public, max-age=86400', vary: 'Accept-Language' } })
  } catch (error) {
    return respondWithError(error, edition)
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
