import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { headingsOf, type LexicalDocument } from '@/lib/rich-text/outline'

const HEADING_TAGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])

/**
 * A rich-text body whose h2 and h3 headings carry the ids the table of contents links to (headingsOf).
 * A heading's element comes from the stored document, which need not have passed validation (Payload publishes
 * the drafts of the other locales unchecked): anything but h1-h6 is shown as a paragraph, never as that element.
 */
export function ArticleBody({ data }: { data: unknown }) {
  const ids = headingsOf(data as LexicalDocument).map((h) => h.id)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Tag = HEADING_TAGS.has(node.tag) ? node.tag : 'p'
      const id = Tag === 'h2' || Tag === 'h3' ? ids.shift() : undefined
      return <Tag id={id}>{nodesToJSX({ nodes: node.children })}</Tag>
    },
  })
  return <RichText data={data as SerializedEditorState} converters={converters} className="prose-content" />
}
