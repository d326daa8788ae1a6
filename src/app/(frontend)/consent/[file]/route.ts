import { EDITION_CODES } from '@/i18n/editions'
import { consentRuntimeFile, findConsentRuntimeFile } from '@/features/consent/runtime-file'

type Context = { params: Promise<{ file: string }> }

// Built once, by `next build`: each edition's consent runtime under its content-hashed name; other names 404.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return EDITION_CODES.map((edition) => ({ file: consentRuntimeFile(edition).name }))
}

/** GET /consent/{edition}.{hash}.js */
export async function GET(_request: Request, { params }: Context) {
  const file = findConsentRuntimeFile((await params).file)
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(file.source, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}
