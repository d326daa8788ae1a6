import type { Block } from 'payload'
import { linkGroup } from '@/fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'headline', type: 'text', required: true },
    { name: 'subheadline', type: 'textarea' },
    {
      name: 'claims',
      type: 'array',
      admin: { description: 'Headline claims shown as highlighted figures, e.g. "Up to 95%" / "of invoice value within 24 hours".' },
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    linkGroup('primaryCta', 'Primary button'),
    linkGroup('secondaryCta', 'Secondary button'),
  ],
}
