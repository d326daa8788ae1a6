import type { CoverMotif } from './content/resources/types'

/**
 * Cover illustrations drawn for the seeded resources: a 1200×630 SVG with a palette per kind of resource, a
 * soft grid and the motif as a large line drawing. Ours, small, and the same for the same inputs.
 */

const PALETTES = {
  blog: ['#0a2559', '#1d4ed8', '#fbbf24'],
  news: ['#0f172a', '#0b3d91', '#38bdf8'],
  finsight: ['#0a3278', '#0e7490', '#fbbf24'],
  event: ['#3b0764', '#0b3d91', '#f59e0b'],
  webinar: ['#0a2559', '#7c3aed', '#fbbf24'],
  video: ['#111827', '#1d4ed8', '#f87171'],
  'case-study': ['#064e3b', '#0b3d91', '#fbbf24'],
  author: ['#0a2559', '#1d4ed8', '#fbbf24'],
} as const

export type CoverPalette = keyof typeof PALETTES

/** Line drawings on a 200×200 grid, stroked in white. */
const MOTIFS: Record<CoverMotif, string> = {
  ship: '<path d="M20 120h160l-22 40H44z"/><path d="M50 120V86h46v34M96 120V70h50v50"/><path d="M60 86V70h24v16"/><path d="M10 176c20 8 40 8 60 0s40-8 60 0 40 8 60 0"/>',
  container:
    '<rect x="20" y="60" width="160" height="80" rx="4"/><path d="M44 70v60M68 70v60M92 70v60M116 70v60M140 70v60M160 70v60"/><path d="M20 150h160M40 150v20M160 150v20"/>',
  document:
    '<path d="M56 24h64l32 32v120H56z"/><path d="M120 24v32h32"/><path d="M76 84h56M76 104h56M76 124h40"/><circle cx="124" cy="150" r="14"/><path d="M116 164l-6 18 14-8 14 8-6-18"/>',
  globe: '<circle cx="100" cy="100" r="72"/><ellipse cx="100" cy="100" rx="32" ry="72"/><path d="M28 100h144M40 62h120M40 138h120"/>',
  chart:
    '<path d="M28 172V28M28 172h150"/><path d="M48 150l34-40 28 22 48-64"/><path d="M140 68h18v18"/><rect x="48" y="156" width="14" height="10"/><rect x="82" y="146" width="14" height="20"/><rect x="116" y="136" width="14" height="30"/>',
  factory: '<path d="M20 172V96l40 24V96l40 24V96l40 24V40h24v132z"/><path d="M44 142h16M84 142h16M124 142h16"/><path d="M164 40c0-12 8-18 18-18"/>',
  handshake:
    '<path d="M14 92l30-28 32 12 24-10 26 12 30-14 30 28"/><path d="M44 64l-8 56 34 34c6 6 14 6 20 0l40-40c6-6 6-14 0-20l-30-26"/><path d="M76 132l14 14M92 120l14 14M108 108l12 12"/>',
  calendar:
    '<rect x="28" y="40" width="144" height="132" rx="10"/><path d="M28 76h144M64 24v32M136 24v32"/><path d="M56 104h16M92 104h16M128 104h16M56 136h16M92 136h16"/><circle cx="136" cy="144" r="16"/>',
  coins:
    '<ellipse cx="84" cy="64" rx="52" ry="18"/><path d="M32 64v28c0 10 23 18 52 18s52-8 52-18V64"/><path d="M32 92v28c0 10 23 18 52 18"/><ellipse cx="134" cy="132" rx="44" ry="16"/><path d="M90 132v26c0 9 20 16 44 16s44-7 44-16v-26"/>',
  truck: '<path d="M16 60h104v84H16zM120 88h40l24 28v28h-64z"/><circle cx="52" cy="156" r="16"/><circle cx="148" cy="156" r="16"/><path d="M136 96v20h40"/>',
  shield: '<path d="M100 20l64 24v48c0 44-28 72-64 88-36-16-64-44-64-88V44z"/><path d="M70 100l20 20 42-44"/>',
  plane: '<path d="M100 20c8 0 12 8 12 16v44l64 36v16l-64-20v36l20 16v12l-32-8-32 8v-12l20-16v-36l-64 20v-16l64-36V36c0-8 4-16 12-16z"/>',
}

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

export function drawCover(motif: CoverMotif, palette: CoverPalette, seed: string): string {
  const [dark, mid, accent] = PALETTES[palette]
  const h = hash(seed)
  const angle = h % 360
  const offset = (h >> 8) % 240
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = ((h >> (i * 3)) % 1000) + 100
    const y = ((h >> (i * 5)) % 500) + 60
    const r = 30 + ((h >> (i * 7)) % 90)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? accent : '#ffffff'}" opacity="${i % 2 ? 0.18 : 0.06}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="g" gradientTransform="rotate(${angle % 90} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0v40" fill="none" stroke="#ffffff" stroke-opacity=".07"/></pattern>
</defs>
<rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#p)"/>${circles}
<rect x="${80 + offset}" y="470" width="220" height="12" rx="6" fill="${accent}"/>
<g transform="translate(${660 - offset / 2} 95) scale(2.2)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[motif]}</g>
</svg>`
}

/** A round portrait placeholder with the person's initials. */
export function drawInitials(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase()
  const [dark, mid] = PALETTES.author
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs><linearGradient id="a"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><circle cx="128" cy="128" r="128" fill="url(#a)"/><text x="128" y="150" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${initials}</text></svg>`
}
