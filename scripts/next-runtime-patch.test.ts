import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { INLINED_STYLESHEET_MARK, PATCHED_RUNTIME, patchNextRuntime, withoutInlinedStylesheets } from './next-runtime-patch.mjs'

const encoder = new TextEncoder()
const byteLength = (text: string) => encoder.encode(text).length
const textRow = (id: string, text: string) => `${id}:T${byteLength(text).toString(16)},${text}`

// A stylesheet with a character of several bytes: the row's length counts bytes, not characters.
const stylesheet = `${INLINED_STYLESHEET_MARK}@layer base{a::after{content:"→"}}.p-4{padding:1rem}`
const payload = [
  '1:"$Sreact.fragment"\n',
  textRow('8', stylesheet),
  '9:["$","style","0",{"precedence":"next","href":"/_next/static/chunks/a.css","children":"$8"}]\n',
  textRow('a', 'An article long enough to be a text row, which stays as it is.'),
  `b:["$","p",null,{"children":"${INLINED_STYLESHEET_MARK.replaceAll('"', '\\"')} quoted in a page, not a text row"}]\n`,
  textRow('c', stylesheet),
].join('')
const expected = [
  '1:"$Sreact.fragment"\n',
  '8:T0,',
  '9:["$","style","0",{"precedence":"next","href":"/_next/static/chunks/a.css","children":"$8"}]\n',
  textRow('a', 'An article long enough to be a text row, which stays as it is.'),
  `b:["$","p",null,{"children":"${INLINED_STYLESHEET_MARK.replaceAll('"', '\\"')} quoted in a page, not a text row"}]\n`,
  'c:T0,',
].join('')

async function through(chunks: Uint8Array[]) {
  const flight = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
  return new Response(withoutInlinedStylesheets(flight, INLINED_STYLESHEET_MARK)).text()
}

describe('the RSC payload written into the HTML', () => {
  const bytes = encoder.encode(payload)

  it('leaves out the text of each marked row, whole, and nothing else', async () => {
    expect(await through([bytes])).toBe(expected)
  })

  it('does the same wherever the stream splits the rows into chunks', async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected)
    }
    for (const size of [1, 2, 3, 7, 16, 61]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size))
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(expected)
    }
  })

  it('takes the Node stream Next gives it as well', async () => {
    const flight = Readable.from([bytes.subarray(0, 40), bytes.subarray(40)])
    expect(await new Response(withoutInlinedStylesheets(flight, INLINED_STYLESHEET_MARK)).text()).toBe(expected)
  })

  it('passes a payload without a marked row on unchanged', async () => {
    const plain = encoder.encode('0:{"a":1}\n2:T3,abc3:["$","p",null,{}]\n')
    expect(await through([plain.subarray(0, 9), plain.subarray(9)])).toBe('0:{"a":1}\n2:T3,abc3:["$","p",null,{}]\n')
  })
})

describe("the patch to Next's runtime (vercel/next.js#98084)", () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve(PATCHED_RUNTIME), 'utf8')

  it('is in the installed runtime: npm install applied it', () => {
    // Booleans: a failure would otherwise print the 700 KB runtime.
    expect(installed.includes(`${JSON.stringify(INLINED_STYLESHEET_MARK)}+`), 'the marked stylesheet element').toBe(true)
    expect(installed.includes('(function withoutInlinedStylesheets(flight, mark)'), 'the filtered payload stream').toBe(true)
    expect(patchNextRuntime(installed) === installed, 'applied once').toBe(true)
  })

  it('refuses, naming what it looked for, a runtime that no longer has the code it edits', () => {
    expect(() => patchNextRuntime('function renderCssResource(){}')).toThrow(/the inlined stylesheet element \(renderCssResource\) appears 0 times/)
  })
})
