import { NextResponse } from 'next/server'
import { receiveViolationReports } from '@/lib/policy-violations/service'
import { editionFromAcceptLanguage } from '@/lib/api/request-meta'
import { respondWithError } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

/** POST: Content-Security-Policy violation reports from browsers (report-uri and report-to of every page's policy). */
async function handlePost(request: Request) {
  try {
    await receiveViolationReports(await getPayloadClient(), request)
    return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    return respondWithError(error, editionFromAcceptLanguage(request.headers.get('accept-language')), 'PolicyViolations.errors')
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
