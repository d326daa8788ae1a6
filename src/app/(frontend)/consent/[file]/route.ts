import { EDITION_CODES } from '@/i18n/editions'
import { consentRuntimeFileName, consentRuntimeSource, editionOfRuntimeFile } from '@/features/consent/runtime-file'

type Context = { params: Promise<{ file: string }> }

// Built once, by `next build`: each edition's consent runtime; other names 404.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return EDITION_CODES.map((edition) => ({ file: consentRuntimeFileName(edition) }))
}

/** GET /consent/{edition}.js?v={content hash}: the query only versions the address (see consentRuntimeUrl). */
export async function GET(_request: Request, { params }: Context) {
  const edition = editionOfRuntimeFile((await params).file)
  if (!edition) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(consentRuntimeSource(edition), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
