import type { Block } from 'payload'
import { LEAD_FORM_CHOICES } from './forms'

export const LeadFormBlock: Block = {
  slug: 'leadForm',
  interfaceName: 'LeadFormBlock',
  labels: { singular: 'Lead form', plural: 'Lead forms' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'domestic-wizard',
      options: LEAD_FORM_CHOICES.map((value) => ({ label: value, value })),
    },
    {
      name: 'documentKey',
      type: 'text',
      admin: {
        description: 'The key of the document (Content → Documents) that this form gives after submission.',
        condition: (_, sibling) => sibling?.form === 'blog-download',
      },
    },
  ],
}
