import { ImageResponse } from 'next/og'
import { LRUCache } from 'lru-cache'
import { cardTitle, SOCIAL_CARD_SIZE } from './address'

type Card = { brand: string; editionLabel: string; title: string }

// Drawing a card takes tens of milliseconds; the last few hundred are kept (a card is 20–40 KB).
const drawn = new LRUCache<string, Uint8Array<ArrayBuffer>>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (png) => Math.max(1, png.byteLength) })

function titleSize(title: string): number {
  if (title.length <= 40) return 76
  if (title.length <= 75) return 64
  return 52
}

/**
 * A page's social card as PNG: the brand and the edition over the page's title, in the brand's colours. Drawn
 * with the font that ships with next/og (the site's own font files are WOFF2, which the image library cannot
 * read), and only with characters that font has (see cardTitle), so drawing never fetches anything.
 */
export async function drawSocialCard(card: Card): Promise<Uint8Array<ArrayBuffer>> {
  const title = cardTitle(card.title)
  const brand = cardTitle(card.brand)
  const key = `${card.editionLabel}\n${brand}\n${title}`
  const cached = drawn.get(key)
  if (cached) return cached
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: '#0a2559',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 34 }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div style={{ width: 20, height: 56, marginRight: 22, background: '#fbbf24', borderRadius: 4 }} />
          {brand}
        </div>
        <div style={{ display: 'flex', padding: '8px 22px', borderRadius: 999, border: '2px solid #dbe7fe', color: '#dbe7fe', fontSize: 28 }}>
          {cardTitle(card.editionLabel)}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: titleSize(title), lineHeight: 1.15, letterSpacing: -1 }}>{title}</div>
      <div style={{ display: 'flex', height: 10, width: 180, background: '#fbbf24', borderRadius: 5 }} />
    </div>,
    SOCIAL_CARD_SIZE,
  )
  const png = new Uint8Array(await image.arrayBuffer())
  drawn.set(key, png)
  return png
}
