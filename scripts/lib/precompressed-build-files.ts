import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chooseEncoding, MIN_COMPRESSED_BYTES } from './cached-page-delivery'
import { callbackOf } from './response-arguments'

/** Where Next serves the build's files (hashed names, cached for a year) from `<distDir>/static`. */
const BUILD_FILE = /^\/_next\/static\/((?:[\w-]+\/)*[\w.-]+)$/
/** The files worth compressing: scripts, stylesheets, source maps and other text. */
const TEXT_FILE = /\.(js|css|map|json|txt|svg)$/
const SUFFIX = { br: '.br', gzip: '.gz' } as const
type Coding = keyof typeof SUFFIX

const compress: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 9 }),
}

function textFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes a brotli (quality 11, the smallest) and a gzip copy beside each text file of the build, once per build:
 * the web process sends those instead of compressing the same scripts again for every visitor, at the fastest
 * level, in gzip only. Returns how many files it compressed.
 */
export async function precompressBuildFiles(distDir: string): Promise<number> {
  const files = textFilesUnder(path.join(distDir, 'static')).filter((file) => statSync(file).size >= MIN_COMPRESSED_BYTES)
  for (const file of files) {
    const body = readFileSync(file)
    for (const coding of Object.keys(SUFFIX) as Coding[]) writeFileSync(file + SUFFIX[coding], await compress[coding](body))
  }
  return files.length
}

/** The precompressed copies of the build's files, read from disk once each (the files never change in a build). */
function createCopyReader(staticDir: string) {
  const copies = new Map<string, Buffer | null>()
  return (file: string, coding: Coding): Buffer | null => {
    const key = `${coding}:${file}`
    if (!copies.has(key)) {
      let copy: Buffer | null = null
      try {
        copy = readFileSync(path.join(staticDir, file + SUFFIX[coding]))
      } catch {
        // No copy (a small or binary file, or a build made without them): Next sends the file.
      }
      copies.set(key, copy)
    }
    return copies.get(key)!
  }
}

/**
 * Has Next answer a request for a build file as it does (status, 304, headers, including the site's security
 * headers), and sends the precompressed copy of the file in place of the file itself when the visitor accepts its
 * coding. Requests for a range, and files without a copy, are left to Next.
 */
export function withPrecompressedBuildFiles(handler: RequestListener, distDir: string): RequestListener {
  const copyOf = createCopyReader(path.join(distDir, 'static'))
  return (request: IncomingMessage, response: ServerResponse) => {
    const file = BUILD_FILE.exec(new URL(request.url ?? '/', 'http://site').pathname)?.[1]
    const coding = file && !file.includes('..') && request.headers.range === undefined ? chooseEncoding(request.headers['accept-encoding']) : 'identity'
    const copy = file && coding !== 'identity' ? copyOf(file, coding) : null
    if (!copy) return handler(request, response)

    const endAsBefore = response.end as (...args: unknown[]) => ServerResponse
    let replaced = false
    /** On Next's first bytes: its headers stay, the copy goes out in place of the file; the file's bytes are dropped. */
    const replace = () => {
      if (replaced || response.statusCode !== 200) return replaced
      replaced = true
      response.setHeader('Content-Encoding', coding)
      response.setHeader('Content-Length', copy.length)
      response.removeHeader('Accept-Ranges')
      endAsBefore.call(response, request.method === 'HEAD' ? undefined : copy)
      return true
    }
    const writeAsBefore = response.write as (...args: unknown[]) => boolean
    response.write = function write(this: ServerResponse, ...args: unknown[]) {
      return replace() ? true : writeAsBefore.apply(this, args)
    } as ServerResponse['write']
    response.end = function end(this: ServerResponse, ...args: unknown[]) {
      if (replace()) {
        const callback = callbackOf(args)
        if (callback) process.nextTick(callback)
        return this
      }
      return endAsBefore.apply(this, args)
    } as ServerResponse['end']
    return handler(request, response)
  }
}
