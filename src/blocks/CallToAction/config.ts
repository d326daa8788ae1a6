import type { Block } from 'payload'
import { linkGroup } from '@/fields/link'

export const CallToActionBlock: Block = {
  slug: 'cta',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'body', type: 'textarea' },
    linkGroup('primary', 'Primary button'),
    linkGroup('secondary', 'Secondary button'),
  ],
}
