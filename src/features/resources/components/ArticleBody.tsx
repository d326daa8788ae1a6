import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { headingsOf, type LexicalDocument } from '@/lib/rich-text/outline'

/** A rich-text body whose h2 and h3 headings carry the ids the table of contents links to (headingsOf). */
export function ArticleBody({ data }: { data: unknown }) {
  const ids = headingsOf(data as LexicalDocument).map((h) => h.id)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    heading: ({ node, nodesToJSX }) => {
      const Tag = node.tag
      const id = Tag === 'h2' || Tag === 'h3' ? ids.shift() : undefined
      return <Tag id={id}>{nodesToJSX({ nodes: node.children })}</Tag>
    },
  })
  return <RichText data={data as SerializedEditorState} converters={converters} className="prose-content" />
}
