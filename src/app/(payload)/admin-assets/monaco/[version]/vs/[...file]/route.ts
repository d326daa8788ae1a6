import { monacoVersion, readMonacoFile } from '@/admin/monaco/files'
import { routeMethods } from '@/lib/api/route-methods'

type Context = { params: Promise<{ version: string; file: string[] }> }

export const dynamic = 'force-dynamic'

/** GET /admin-assets/monaco/{version}/vs/{file}: the admin's code editor, from the installed monaco-editor package. */
async function handleGet(_request: Request, { params }: Context) {
  const { version, file } = await params
  const found = version === (await monacoVersion()) ? await readMonacoFile(file) : undefined
  if (!found) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  return new Response(new Uint8Array(found.body), {
    headers: { 'content-type': found.contentType, 'cache-control': 'public, max-age=31536000, immutable' },
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
