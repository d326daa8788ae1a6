import { env } from '@/env'
import { respondDownloadError } from '@/lib/downloads/errors'
import { openDocumentFile } from '@/lib/downloads/service'
import { verifyDownload } from '@/lib/downloads/signed-link'
import { respondWithError } from '@/lib/api/respond'
import { editionFromAcceptLanguage } from '@/lib/api/request-meta'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** A name safe inside the quoted `filename` parameter of Content-Disposition. */
function headerFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_')
}

/**
 * GET /api/downloads/{key}?expires=…&signature=… (a link the blog download form gave): the document as an
 * attachment; 403 for a link this server did not sign, 410 once it has expired, 404 for an unknown document.
 */
async function handleGet(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params
  const edition = editionFromAcceptLanguage(request.headers.get('accept-language'))
  try {
    const query = new URL(request.url).searchParams
    const verdict = verifyDownload(key, query.get('expires'), query.get('signature'), { secret: env.PAYLOAD_SECRET, now: new Date() })
    if (verdict === 'invalid') return respondDownloadError('DOWNLOAD_LINK_INVALID', edition)
    if (verdict === 'expired') return respondDownloadError('DOWNLOAD_LINK_EXPIRED', edition)

    const file = await openDocumentFile(await getPayloadClient(), key)
    if (!file) return respondDownloadError('UNKNOWN_DOCUMENT', edition)
    return new Response(file.body, {
      headers: {
        'content-type': file.mimeType,
        'content-length': String(file.size),
        'content-disposition': `attachment; filename="${headerFileName(file.fileName)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'x-robots-tag': 'noindex',
      },
    })
  } catch (error) {
    return respondWithError(error, edition)
  }
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
