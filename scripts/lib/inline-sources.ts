import { readFileSync } from 'node:fs'
import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { CONSENT_RUNTIME_BASE, consentRuntimeFileName } from '../../src/features/consent/runtime-file'
import { EDITION_CODES } from '../../src/i18n/editions'
import type { InlineSources } from './first-paint-page'

/** A stylesheet of the build by its address: only hashed file names under static/, nothing that climbs out. */
const BUILD_STYLESHEET = /^\/_next\/(static\/[\w/-]+\.css)$/

/** GETs each path from `handler` on a private loopback port, before the process takes any traffic. */
async function readThrough(handler: RequestListener, paths: string[]): Promise<Map<string, string>> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const bodies = new Map<string, string>()
    for (const file of paths) {
      const response = await fetch(`http://127.0.0.1:${port}${file}`)
      if (response.ok) bodies.set(file, await response.text())
    }
    return bodies
  } finally {
    server.close()
  }
}

/**
 * What the web process inlines into the site's pages (scripts/lib/first-paint-page.ts): the build's stylesheets,
 * read once from `distDir` (their names carry a content hash, so a file never changes), and each edition's consent
 * runtime, read once through `handler` from its route, so a page carries exactly the bytes its address serves (the
 * `?v=` query only versions that address).
 */
export async function loadInlineSources(handler: RequestListener, distDir: string): Promise<InlineSources> {
  const consentRuntimes = await readThrough(
    handler,
    EDITION_CODES.map((edition) => `${CONSENT_RUNTIME_BASE}/${consentRuntimeFileName(edition)}`),
  )
  const stylesheets = new Map<string, string | null>()
  return {
    stylesheet(href) {
      if (!stylesheets.has(href)) {
        const file = BUILD_STYLESHEET.exec(href)?.[1]
        let css: string | null = null
        try {
          if (file) css = readFileSync(path.join(distDir, file), 'utf8')
        } catch {
          // Not in this build: the page keeps its link.
        }
        stylesheets.set(href, css)
      }
      return stylesheets.get(href)!
    },
    deferredScript(src) {
      return consentRuntimes.get(new URL(src.replaceAll('&amp;', '&'), 'http://site').pathname) ?? null
    },
  }
}
