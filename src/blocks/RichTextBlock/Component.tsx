import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock as RichTextData } from '@/payload-types'
import { Container } from '@/components/ui/Container'

export function RichTextBlock({ block }: { block: RichTextData }) {
  return (
    <section id={block.anchor || undefined} className="py-12">
      <Container className="max-w-3xl">
        <RichText data={block.content} className="prose-content" />
      </Container>
    </section>
  )
}
