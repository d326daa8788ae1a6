import http, { type IncomingHttpHeaders } from 'node:http'
import zlib from 'node:zlib'

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; bytes: number; body: string }

/**
 * A GET with exactly these headers (fetch adds its own Accept-Encoding and hides the bytes sent): `bytes` counts
 * what came over the wire, `body` is the text after undoing its content coding.
 */
export function rawGet(url: URL, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const coding = response.headers['content-encoding']
          const body = coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: raw.length, body: body.toString('utf8') })
        })
      })
      .on('error', reject)
  })
}
