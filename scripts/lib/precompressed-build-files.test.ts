import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
// The module Next serves its build files with (next-server's serveStatic).
import send from 'next/dist/compiled/send'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { rawGet } from '../../tests/setup/raw-get'
import { precompressBuildFiles, withPrecompressedBuildFiles } from './precompressed-build-files'

const SCRIPT = `self.chunk=${JSON.stringify('a module of the build '.repeat(400))};`
let distDir: string
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true })
  writeFileSync(path.join(distDir, 'static', 'chunks', 'a1b2.js'), SCRIPT)
  writeFileSync(path.join(distDir, 'static', 'chunks', 'tiny.js'), 'self.x=1')
  writeFileSync(path.join(distDir, 'static', 'chunks', 'logo.png'), Buffer.alloc(4096, 7))
  await precompressBuildFiles(distDir)
})
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

describe('precompressBuildFiles', () => {
  it('writes a brotli and a gzip copy beside each text file worth compressing, and none beside others', () => {
    const file = path.join(distDir, 'static', 'chunks', 'a1b2.js')
    expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT)
    expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT)
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length)
    expect(existsSync(path.join(distDir, 'static', 'chunks', 'tiny.js.br'))).toBe(false)
    expect(existsSync(path.join(distDir, 'static', 'chunks', 'logo.png.br'))).toBe(false)
  })
})

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Next's static file serving, reduced to what it does for a build file: headers, then the file piped by `send`. */
const servesLikeNext: RequestListener = (request, response) => {
  const file = decodeURIComponent(new URL(request.url!, 'http://x').pathname.replace(/^\/_next\/static\//, ''))
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  send(request, file, { root: path.join(distDir, 'static'), acceptRanges: true, cacheControl: false })
    .on('error', () => response.writeHead(404).end())
    .pipe(response)
}

async function get(pathname: string, headers: Record<string, string>) {
  server = http.createServer(withPrecompressedBuildFiles(servesLikeNext, distDir))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return rawGet(new URL(`http://127.0.0.1:${port}${pathname}`), headers)
}

describe('withPrecompressedBuildFiles', () => {
  it("sends the copy in the coding the visitor prefers, with Next's headers and the copy's length", async () => {
    for (const [accept, coding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']]) {
      const answer = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': accept! })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(answer.body).toBe(SCRIPT)
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers['content-type']).toMatch(/javascript/)
      expect(answer.headers['accept-ranges']).toBeUndefined()
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })

  it('leaves to Next what has no copy, a range, a visitor without a coding, a conditional request, and a path that climbs', async () => {
    const plain = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
    server!.close()

    const range = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(range.status).toBe(206)
    expect(range.body).toBe(SCRIPT.slice(0, 10))
    server!.close()

    const tiny = await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('self.x=1')
    server!.close()

    const lastModified = plain.headers['last-modified']!
    const unchanged = await get('/_next/static/chunks/a1b2.js', { 'accept-encoding': 'br', 'if-modified-since': lastModified })
    expect(unchanged.status).toBe(304)
    expect(unchanged.bytes).toBe(0)
    server!.close()

    const climbing = await get('/_next/static/chunks/..%2F..%2Fsecret.js', { 'accept-encoding': 'br' })
    expect(climbing.headers['content-encoding']).toBeUndefined()
  })
})
