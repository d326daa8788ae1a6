import type { Block } from 'payload'
import { linkGroup } from '@/fields/link'

export const MediaColumnsBlock: Block = {
  slug: 'mediaColumns',
  interfaceName: 'MediaColumnsBlock',
  labels: { singular: 'Two-column media', plural: 'Two-column media' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
    { name: 'points', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'media', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'mediaSide',
      type: 'select',
      defaultValue: 'right',
      options: [
        { label: 'Right', value: 'right' },
        { label: 'Left', value: 'left' },
      ],
    },
    linkGroup('link', 'Link'),
  ],
}
