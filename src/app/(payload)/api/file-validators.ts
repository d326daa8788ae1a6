import { uploadedFilePath, uploadedFileStats } from '@/collections/uploads/uploaded-file'
import { heldByCaller } from '@/lib/api/conditional-request'
import { addressedCollection } from './addressed-collection'
import type { RouteHandler } from './bounded-body'

/** What a 304 leaves out: the body's own description, which the copy the client holds already has. */
const BODY_HEADERS = ['content-length', 'content-type', 'content-range', 'content-encoding', 'accept-ranges']

/**
 * Payload serves an upload's file (`/api/<collection>/file/<name>`) with no `ETag` and no `Last-Modified`, so a
 * browser whose copy has expired downloads the whole file again, and the HTTP cache in front cannot revalidate
 * one it keeps. This adds both, from the file's size and modification time as Node's `send` does (an edit in
 * place, such as the admin's crop, rewrites the file and changes them), and answers 304 to a request whose
 * `If-None-Match` or `If-Modified-Since` the file still matches. Payload answers first, so a file the caller may
 * not read is refused as before.
 */
export function withFileValidators<Context extends { params: Promise<{ slug: string[] }> }>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 200 && response.status !== 206) return response
    const [slug, operation, filename, ...rest] = (await context.params).slug
    if (operation !== 'file' || !filename || rest.length > 0) return response
    const staticDir = (await addressedCollection(slug))?.upload?.staticDir
    const filePath = staticDir ? uploadedFilePath(staticDir, filename) : undefined
    const stats = filePath ? await uploadedFileStats(filePath) : undefined
    if (!stats) return response

    const validators = { etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`, 'last-modified': stats.mtime.toUTCString() }
    const headers = new Headers(response.headers)
    for (const [name, value] of Object.entries(validators)) headers.set(name, value)
    if (!heldByCaller(request, validators)) return new Response(response.body, { status: response.status, headers })
    await response.body?.cancel()
    for (const name of BODY_HEADERS) headers.delete(name)
    return new Response(null, { status: 304, headers })
  }
}
