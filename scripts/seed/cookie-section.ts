import { CONSENT_STORAGE_PREFIX, COOKIE_SECTION_ID } from '../../src/features/consent/policy'
import type { EditionCode } from '../../src/i18n/editions'
import { COOKIE_SECTIONS } from './content/pages/cookie-sections'
import { doc } from './rich-text'

/** The edition's privacy-notice cookie section as a rich-text block of its own, under the cookie anchor. */
export function cookieSectionBlock(edition: EditionCode) {
  return { blockType: 'richText' as const, anchor: COOKIE_SECTION_ID, content: doc(...COOKIE_SECTIONS[edition]) }
}

type Node = { type?: unknown; tag?: unknown; text?: unknown; children?: unknown }
type Block = { blockType: string; id?: string | null }
type StoredRichText = Block & { blockType: 'richText'; anchor?: string | null; content: { root: { children: Node[] } } }

const isRichText = (block: Block): block is StoredRichText => block.blockType === 'richText'
const textOf = (node: Node): string =>
  (typeof node.text === 'string' ? node.text : '') + (Array.isArray(node.children) ? (node.children as Node[]).map(textOf).join('') : '')
const isSectionHeading = (node: Node) => node.type === 'heading' && node.tag === 'h2'

/**
 * A privacy page's layout (one edition) with its cookie section in a rich-text block of its own under the cookie
 * anchor, or null when it already has one. A section the editors wrote (an h2 on cookies, up to the next h2)
 * moves into that block word for word, followed by the list of what is stored when it has none; a page without
 * such a section gets the edition's seeded one after its last rich text.
 */
export function layoutWithCookieSection<B extends Block>(layout: readonly B[], edition: EditionCode): (B | StoredRichText)[] | null {
  if (layout.some((block) => isRichText(block) && block.anchor === COOKIE_SECTION_ID)) return null
  for (const [index, block] of layout.entries()) {
    if (!isRichText(block)) continue
    const nodes = block.content.root.children
    const start = nodes.findIndex((node) => isSectionHeading(node) && /cookie/i.test(textOf(node)))
    if (start < 0) continue
    const next = nodes.findIndex((node, i) => i > start && isSectionHeading(node))
    const end = next < 0 ? nodes.length : next
    const section = nodes.slice(start, end)
    const storedList = COOKIE_SECTIONS[edition].filter((node) => node.type === 'list' || (node.type === 'heading' && node.tag === 'h3'))
    const listed = section.some((node) => textOf(node).includes(CONSENT_STORAGE_PREFIX))
    const { id, ...rest }: StoredRichText = block
    const part = (children: Node[], anchor: string | null = rest.anchor ?? null): StoredRichText => ({
      ...rest,
      anchor,
      content: { ...block.content, root: { ...block.content.root, children } },
    })
    const parts: StoredRichText[] = [
      ...(start > 0 ? [part(nodes.slice(0, start))] : []),
      part(listed ? section : [...section, ...storedList], COOKIE_SECTION_ID),
      ...(end < nodes.length ? [part(nodes.slice(end), null)] : []),
    ]
    // The first part keeps the block's id; Payload gives the others new ones.
    parts[0] = { ...parts[0]!, id }
    return [...layout.slice(0, index), ...parts, ...layout.slice(index + 1)]
  }
  const lastRichText = layout.findLastIndex(isRichText)
  const at = lastRichText < 0 ? layout.length : lastRichText + 1
  return [...layout.slice(0, at), cookieSectionBlock(edition), ...layout.slice(at)]
}
