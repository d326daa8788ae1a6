/** Builds Lexical editor state (the JSON Payload's rich-text field stores) from a few plain constructors. */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type LinkNode = Omit<ElementBase, 'version'> & { type: 'link'; version: 3; fields: { linkType: 'custom'; url: string; newTab: false }; children: TextNode[] }
type InlineNode = TextNode | LinkNode
export type LexicalNode =
  | (ElementBase & { type: 'paragraph'; children: InlineNode[]; textFormat: 0; textStyle: '' })
  | (ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: InlineNode[] })
  | (ElementBase & { type: 'list'; listType: 'bullet' | 'number'; tag: 'ul' | 'ol'; start: 1; children: ListItemNode[] })
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: InlineNode[] }
export type LexicalRoot = { root: ElementBase & { type: 'root'; children: LexicalNode[] } }

const BOLD = 1
const base: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }

/** `**bold**` spans become bold text nodes. */
function styledText(value: string): TextNode[] {
  return value
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      const bold = part.startsWith('**') && part.endsWith('**')
      return { type: 'text', text: bold ? part.slice(2, -2) : part, format: bold ? BOLD : 0, detail: 0, mode: 'normal', style: '', version: 1 }
    })
}

const LINK = /(\[[^\]]+\]\([^)\s]+\))/

/** `[label](/path)` spans become links (to a site path or an address); the rest is `styledText`. */
function text(value: string): InlineNode[] {
  return value
    .split(LINK)
    .filter(Boolean)
    .flatMap((part): InlineNode[] => {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
      if (!link) return styledText(part)
      return [{ ...base, type: 'link', version: 3, fields: { linkType: 'custom', url: link[2]!, newTab: false }, children: styledText(link[1]!) }]
    })
}

export const p = (value: string): LexicalNode => ({ ...base, type: 'paragraph', children: text(value), textFormat: 0, textStyle: '' })
export const h2 = (value: string): LexicalNode => ({ ...base, type: 'heading', tag: 'h2', children: text(value) })
export const h3 = (value: string): LexicalNode => ({ ...base, type: 'heading', tag: 'h3', children: text(value) })
export const ul = (items: string[]): LexicalNode => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: text(item) })),
})
export const doc = (...children: LexicalNode[]): LexicalRoot => ({ root: { ...base, type: 'root', children } })
