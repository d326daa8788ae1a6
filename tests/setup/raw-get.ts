import http, { type IncomingHttpHeaders } from 'node:http'
import zlib from 'node:zlib'

/** `rawHeaders`: every header line as sent, names in lower case (`headers` joins repeated ones). */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; rawHeaders: [string, string][]; bytes: number; body: string }

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
          const rawHeaders: [string, string][] = []
          for (let i = 0; i < response.rawHeaders.length; i += 2) rawHeaders.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!])
          resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders, bytes: raw.length, body: body.toString('utf8') })
        })
      })
      .on('error', reject)
  })
}
