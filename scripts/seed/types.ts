import type { LeadFormChoice } from '../../src/blocks/LeadForm/forms'
import type { EditionCode } from '../../src/i18n/editions'
import type { LexicalRoot } from './rich-text'

type LinkSeed = { label: string; href: string }

/** Keys of the illustrations in scripts/seed/assets, uploaded to `media` by the seed. */
export type MediaKey = 'export' | 'enterprise' | 'loan' | 'import' | 'global' | 'partners' | 'team'

export type BlockSeed =
  | {
      blockType: 'hero'
      eyebrow?: string
      headline: string
      subheadline?: string
      claims?: { value: string; label: string }[]
      primaryCta?: LinkSeed
      secondaryCta?: LinkSeed
    }
  | {
      blockType: 'featureGrid'
      heading: string
      intro?: string
      items: {
        icon?: 'bolt' | 'globe' | 'shield' | 'chart' | 'document' | 'handshake' | 'clock' | 'wallet' | 'truck' | 'factory' | 'check'
        title: string
        body: string
      }[]
    }
  | { blockType: 'howItWorks'; heading: string; intro?: string; steps: { title: string; body: string }[] }
  | { blockType: 'figures'; heading?: string; items: { value: string; label: string }[]; footnote?: string }
  | { blockType: 'faq'; heading: string; items: { question: string; answer: string }[] }
  | { blockType: 'testimonials'; heading: string; items: { quote: string; name: string; role?: string; company?: string }[] }
  | { blockType: 'cta'; heading: string; body?: string; primary?: LinkSeed; secondary?: LinkSeed }
  | { blockType: 'richText'; content: LexicalRoot; anchor?: string }
  | { blockType: 'leadForm'; heading: string; text?: string; form: LeadFormChoice; documentKey?: string }
  | {
      blockType: 'mediaColumns'
      heading: string
      body: string
      points?: { text: string }[]
      media: MediaKey
      mediaSide?: 'left' | 'right'
      link?: LinkSeed
    }

export type PageContentSeed = {
  title: string
  seo: { title: string; description: string }
  layout: BlockSeed[]
}

export type PageSeed = {
  path: string
  hideHeader?: boolean
  hideGetFinancedTab?: boolean
  /** The editions that publish the page, each with its own content. */
  content: Partial<Record<EditionCode, PageContentSeed>>
}
