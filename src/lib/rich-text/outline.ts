/** Plain-text readings of Lexical rich text (the JSON Payload stores): for search, reading time and contents. */

type LexicalNode = { type?: string; text?: string; tag?: string; children?: LexicalNode[] }
export type LexicalDocument = { root: LexicalNode } | null | undefined

export type Heading = { id: string; text: string; level: 2 | 3 }

const WORDS_PER_MINUTE = 200

function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

function blocksOf(document: LexicalDocument): LexicalNode[] {
  return document?.root?.children ?? []
}

/** The document's text, one block per line. */
export function plainText(document: LexicalDocument): string {
  const lines: string[] = []
  const walk = (node: LexicalNode) => {
    if (node.type === 'list') node.children?.forEach(walk)
    else lines.push(textOf(node))
  }
  blocksOf(document).forEach(walk)
  return lines.filter(Boolean).join('\n')
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

export function readingMinutes(document: LexicalDocument): number {
  return Math.max(1, Math.round(wordCount(plainText(document)) / WORDS_PER_MINUTE))
}

/** An anchor id from a heading's text: lower case, letters and digits of any script, hyphens. */
export function slugifyHeading(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'section'
  )
}

/**
 * The h2 and h3 headings of a document with unique anchor ids, in order: the table of contents, and the ids the
 * rendered headings carry (both read them from here so they always match).
 */
export function headingsOf(document: LexicalDocument): Heading[] {
  const seen = new Map<string, number>()
  return blocksOf(document).flatMap((node) => {
    if (node.type !== 'heading' || (node.tag !== 'h2' && node.tag !== 'h3')) return []
    const text = textOf(node).trim()
    const base = slugifyHeading(text)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return [{ id: n === 1 ? base : `${base}-${n}`, text, level: node.tag === 'h2' ? 2 : 3 }]
  })
}
