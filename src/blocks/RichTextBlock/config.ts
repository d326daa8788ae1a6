import type { Block } from 'payload'

const ANCHOR_PATTERN = /^[a-z][a-z0-9-]*$/

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  fields: [
    { name: 'content', type: 'richText', required: true },
    {
      name: 'anchor',
      type: 'text',
      admin: {
        description: 'Optional: links to this section end in #anchor (the privacy notice\'s cookie section is "cookies", which the cookie banner links to).',
      },
      validate: (value: string | null | undefined) => !value || ANCHOR_PATTERN.test(value) || 'Lower-case letters, digits and hyphens, starting with a letter.',
    },
  ],
}
