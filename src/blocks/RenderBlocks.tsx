import { Fragment } from 'react'
import type { EditionCode } from '@/i18n/editions'
import type { Page } from '@/payload-types'
import { CallToActionBlock } from './CallToAction/Component'
import { FaqBlock } from './Faq/Component'
import { FeatureGridBlock } from './FeatureGrid/Component'
import { FiguresBlock } from './Figures/Component'
import { HeroBlock } from './Hero/Component'
import { HowItWorksBlock } from './HowItWorks/Component'
import { LeadFormBlock } from './LeadForm/Component'
import { MediaColumnsBlock } from './MediaColumns/Component'
import { RichTextBlock } from './RichTextBlock/Component'
import { TestimonialsBlock } from './Testimonials/Component'

type Block = Page['layout'][number]

function renderBlock(block: Block, edition: EditionCode, path: string) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} edition={edition} />
    case 'featureGrid':
      return <FeatureGridBlock block={block} />
    case 'howItWorks':
      return <HowItWorksBlock block={block} />
    case 'figures':
      return <FiguresBlock block={block} />
    case 'faq':
      return <FaqBlock block={block} />
    case 'testimonials':
      return <TestimonialsBlock block={block} />
    case 'cta':
      return <CallToActionBlock block={block} edition={edition} />
    case 'richText':
      return <RichTextBlock block={block} />
    case 'mediaColumns':
      return <MediaColumnsBlock block={block} edition={edition} />
    case 'leadForm':
      return <LeadFormBlock block={block} edition={edition} path={path} />
  }
}

/** `path`: the page's path inside the edition (the lead form block's wizard starts as export on /import-factoring). */
export function RenderBlocks({ blocks, edition, path = '/' }: { blocks: Block[]; edition: EditionCode; path?: string }) {
  return blocks.map((block, index) => <Fragment key={block.id ?? index}>{renderBlock(block, edition, path)}</Fragment>)
}
