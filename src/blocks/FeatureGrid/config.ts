import type { Block } from 'payload'
import { iconField } from '@/fields/icon'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [iconField, { name: 'title', type: 'text', required: true }, { name: 'body', type: 'textarea', required: true }],
    },
  ],
}
