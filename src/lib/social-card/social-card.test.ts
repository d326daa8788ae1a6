import { afterEach, describe, expect, it, vi } from 'vitest'
import { cardTitle, isSignedCard, socialCardPath } from './address'
import { drawSocialCard } from './render'

const secret = 'a-test-secret-of-some-length'

function readCard(path: string) {
  const url = new URL(path, 'http://localhost')
  return { file: url.pathname, title: url.searchParams.get('title')!, signed: url.searchParams.get('s')! }
}

describe('social card addresses', () => {
  it('carry the edition, the title and a signature that only fits them', () => {
    const card = readCard(socialCardPath(secret, 'es-mx', 'Factoraje de exportación'))
    expect(card.file).toBe('/og/es-mx.png')
    expect(card.title).toBe('Factoraje de exportación')
    expect(isSignedCard(secret, 'es-mx', card.title, card.signed)).toBe(true)
    expect(isSignedCard(secret, 'en-us', card.title, card.signed)).toBe(false)
    expect(isSignedCard(secret, 'es-mx', 'Otro título', card.signed)).toBe(false)
    expect(isSignedCard('another-secret-of-some-length', 'es-mx', card.title, card.signed)).toBe(false)
    expect(isSignedCard(secret, 'es-mx', card.title, 'short')).toBe(false)
  })

  it('keep only what the card font draws, and cut long titles', () => {
    expect(cardTitle('Export  factoring 🚢 for\nexporters – “fast” ₹ हिंदी')).toBe('Export factoring for exporters – “fast” ₹')
    expect(cardTitle('¿Qué es el factoraje? Año, señal')).toBe('¿Qué es el factoraje? Año, señal')
    const long = cardTitle('word '.repeat(60))
    expect(long.length).toBeLessThanOrEqual(110)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('drawSocialCard', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('draws a 1200×630 PNG of any title without requesting anything outside', async () => {
    // The image library loads its own WebAssembly through fetch of data: addresses; anything else is a request out.
    const realFetch = globalThis.fetch
    const outside: string[] = []
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.startsWith('data:')) return realFetch(input, init)
      outside.push(url)
      return Promise.reject(new Error('no requests outside'))
    })
    const every = Array.from({ length: 0x2030 - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')
    // Drawn in slices so no slice is cut at the card's title length.
    for (let start = 0; start < every.length; start += 100) {
      await drawSocialCard({ brand: 'Northwind', editionLabel: 'México', title: `${every.slice(start, start + 100)} €₹ 🚢 中文` })
    }
    const png = await drawSocialCard({ brand: 'Northwind Trade Finance', editionLabel: 'México', title: 'Factoraje de exportación' })
    expect(outside).toEqual([])
    expect(Buffer.from(png.subarray(0, 8)).toString('hex')).toBe('89504e470d0a1a0a')
    const view = new DataView(png.buffer, png.byteOffset)
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630])
  })
})
