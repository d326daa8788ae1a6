import { ApiError } from './errors'

/** Largest request body the public APIs read. */
const MAX_REQUEST_BYTES = 16 * 1024

/**
 * Reads a JSON body of at most `maxBytes`, refusing content types other than `contentTypes`, bigger bodies and
 * broken JSON.
 */
export async function readJsonBody(request: Request, { maxBytes = MAX_REQUEST_BYTES, contentTypes = ['application/json'] } = {}): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase().split(';')[0]!.trim()
  if (!contentTypes.includes(type)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE')
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE')
  const reader = request.body?.getReader()
  if (!reader) throw new ApiError('INVALID_REQUEST')
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new ApiError('PAYLOAD_TOO_LARGE')
    }
    chunks.push(value)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new ApiError('INVALID_REQUEST')
  }
}
