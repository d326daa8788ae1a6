/**
 * The one patch to Next's own code, applied by `npm install` / `npm ci` (the `postinstall` script) and checked by
 * scripts/next-runtime-patch.test.ts and tests/int/page-delivery.test.ts, which fail when a Next upgrade changes
 * what it relies on. Plain JavaScript: the image's `npm ci --omit=dev` runs it without tsx.
 *
 * With `experimental.inlineCss`, Next renders a page's stylesheet as a `<style>` element in the server-component
 * tree, so its text goes out twice in every page: in the `<style>` of the HTML and again as a text row of the RSC
 * payload inlined after it (vercel/next.js#98084 and #98397, open). The browser never reads the second copy: on
 * hydration React adopts the `<style data-href>` already in the document, and client-side navigations link the file
 * instead. Here it is about 50 KB of a 240 KB page (10 KB of 45 KB compressed), which Lighthouse's simulated mobile
 * load charges a round trip for, and which the browser parses on the main thread.
 *
 * The patch marks each inlined stylesheet's text with a leading comment, and leaves the text of marked rows out of
 * the payload written into the HTML: the row stays, empty (`<id>:T0,`). The `<style>` the server renders, the RSC
 * answers of client-side navigations and the prerendered `.rsc` files are unchanged. One document has no `<style>`
 * to adopt: the error shell Next sends when a page fails on the server; the error page links the stylesheet itself
 * (src/chrome/error/restore-inlined-stylesheets.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** Prefixed to an inlined stylesheet's text; a CSS comment, so the `<style>` in the HTML reads the same. */
export const INLINED_STYLESHEET_MARK = '/*next-inline-css, left out of the inlined RSC payload*/'

/** Next's runtime for app pages built with Turbopack, the only one `next start` loads for this site. */
export const PATCHED_RUNTIME = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'

/**
 * The RSC payload stream with the text of every marked row left out. A text row is `<id>:T<hex byte length>,`
 * followed by exactly that many bytes, in one chunk or across several; its header is rewritten to length 0.
 * Self-contained (no outer names): its source is copied into Next's runtime. It passes views of the chunks on, not
 * copies: neither React nor Node writes into a chunk once it is handed on.
 * @param {ReadableStream<Uint8Array> | import('node:stream').Readable} flight
 * @param {string} mark INLINED_STYLESHEET_MARK
 * @returns {ReadableStream<Uint8Array>}
 */
export function withoutInlinedStylesheets(flight, mark) {
  const source = flight instanceof ReadableStream ? flight : process.getBuiltinModule('node:stream').Readable.toWeb(flight)
  const encoder = new TextEncoder()
  const markBytes = encoder.encode(mark)
  const [COLON, T, COMMA] = [58, 84, 44]
  const isHex = (byte) => (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102)
  const concat = (a, b) => {
    if (!a.length) return b
    const both = new Uint8Array(a.length + b.length)
    both.set(a)
    both.set(b, a.length)
    return both
  }
  const markAt = (bytes, from) => {
    for (let i = bytes.indexOf(markBytes[0], from); i >= 0 && i + markBytes.length <= bytes.length; i = bytes.indexOf(markBytes[0], i + 1)) {
      let j = 1
      while (j < markBytes.length && bytes[i + j] === markBytes[j]) j++
      if (j === markBytes.length) return i
    }
    return -1
  }
  /** Where a header (`:T<hex>,`) followed by the start of the mark begins within the chunk's end, or -1. */
  const unfinishedHeaderAt = (bytes) => {
    for (let start = Math.max(0, bytes.length - markBytes.length - 16); start < bytes.length; start++) {
      if (bytes[start] !== COLON) continue
      let i = start + 1
      if (i < bytes.length && bytes[i] !== T) continue
      i++
      while (i < bytes.length && isHex(bytes[i])) i++
      if (i < bytes.length && bytes[i] !== COMMA) continue
      i++
      for (let k = 0; i < bytes.length && bytes[i] === markBytes[k]; k++) i++
      if (i >= bytes.length) return start
    }
    return -1
  }
  let skip = 0
  let held = new Uint8Array(0)
  return source.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        let bytes = concat(held, chunk)
        held = new Uint8Array(0)
        const dropped = Math.min(skip, bytes.length)
        skip -= dropped
        bytes = bytes.subarray(dropped)
        let kept = 0
        for (let at = markAt(bytes, 0); at >= 0; at = markAt(bytes, at + 1)) {
          let lengthStart = at - 1
          if (bytes[lengthStart] !== COMMA) continue
          while (lengthStart > 0 && isHex(bytes[lengthStart - 1])) lengthStart--
          if (lengthStart < 2 || bytes[lengthStart - 1] !== T || bytes[lengthStart - 2] !== COLON || lengthStart === at - 1) continue
          const length = parseInt(new TextDecoder().decode(bytes.subarray(lengthStart, at - 1)), 16)
          controller.enqueue(bytes.subarray(kept, lengthStart))
          controller.enqueue(encoder.encode('0,'))
          kept = at + length
          if (kept > bytes.length) {
            skip = kept - bytes.length
            return
          }
          at = kept - 1
        }
        const rest = bytes.subarray(kept)
        const unfinished = unfinishedHeaderAt(rest)
        if (unfinished >= 0) held = rest.subarray(unfinished)
        const complete = unfinished >= 0 ? rest.subarray(0, unfinished) : rest
        if (complete.length) controller.enqueue(complete)
      },
      flush(controller) {
        if (held.length) controller.enqueue(held)
      },
    }),
  )
}

const EDITS = [
  {
    what: 'the inlined stylesheet element (renderCssResource)',
    find: /(\.inlined&&!\w+\.parsedRequestHeaders\.isRSCRequest\?\w+\.push\(\w+\("style",\{key:\w+,nonce:\w+\.nonce,precedence:\w+,href:\w+\},)(\w+\.content\)\))/g,
    replace: (_, element, content) => `${element}${JSON.stringify(INLINED_STYLESHEET_MARK)}+${content}`,
  },
  {
    what: 'the RSC payload written into the HTML (createNodeInlinedDataStream)',
    find: /(=)(\w+)\((\w+)\)(,\w+=new \w+\.PassThrough,\w+=`\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\()/g,
    replace: (_, assign, toNodeStream, flight, rest) =>
      `${assign}${toNodeStream}((${withoutInlinedStylesheets.toString()})(${flight},${JSON.stringify(INLINED_STYLESHEET_MARK)}))${rest}`,
  },
]

/**
 * The runtime's source with both edits made; the same source when it carries them already.
 * @param {string} source
 * @returns {string}
 */
export function patchNextRuntime(source) {
  if (source.includes(INLINED_STYLESHEET_MARK)) return source
  return EDITS.reduce((patched, edit) => {
    const found = patched.match(edit.find)?.length ?? 0
    if (found !== 1)
      throw new Error(
        `scripts/next-runtime-patch.mjs: ${edit.what} appears ${found} times in ${PATCHED_RUNTIME} instead of once. ` +
          'Next changed: check whether it still repeats an inlined stylesheet in the RSC payload (vercel/next.js#98084) ' +
          'and update or remove this patch.',
      )
    return patched.replace(edit.find, edit.replace)
  }, source)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = createRequire(import.meta.url).resolve(PATCHED_RUNTIME)
  const source = readFileSync(file, 'utf8')
  const patched = patchNextRuntime(source)
  if (patched !== source) writeFileSync(file, patched)
}
