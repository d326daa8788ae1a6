import type { GlobalConfig } from 'payload'
import { anyone, isEditorOrAdmin } from '@/access/roles'
import { linkFields } from '@/fields/link'
import { TAGS } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Site', description: 'Each edition has its own footer: switch the locale at the top.' },
  access: { read: anyone, update: isEditorOrAdmin },
  hooks: { afterChange: [revalidateGlobal(TAGS.footer)] },
  fields: [
    { name: 'leadPanelHeading', type: 'text', localized: true },
    { name: 'leadPanelText', type: 'textarea', localized: true },
    { name: 'benefits', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'columns',
      type: 'array',
      localized: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'links', type: 'array', minRows: 1, fields: linkFields() },
      ],
    },
    { name: 'popularSearches', type: 'array', localized: true, fields: linkFields() },
  ],
}
