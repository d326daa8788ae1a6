import type { GlobalConfig } from 'payload'
import { anyone, isEditorOrAdmin } from '@/access/roles'
import { linkFields } from '@/fields/link'
import { TAGS } from '@/lib/cache-tags'
import { revalidateGlobal } from '@/lib/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header menu',
  admin: { group: 'Site', description: 'Each edition has its own menu: switch the locale at the top.' },
  access: { read: anyone, update: isEditorOrAdmin },
  hooks: { afterChange: [revalidateGlobal(TAGS.header)] },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      localized: true,
      admin: { description: 'Top-level items. An item with columns opens a mega-menu; otherwise it is a plain link.' },
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', admin: { description: 'Target of a plain item (ignored when it has columns).' } },
        {
          name: 'columns',
          type: 'array',
          fields: [
            { name: 'title', type: 'text', required: true },
            {
              name: 'links',
              type: 'array',
              minRows: 1,
              fields: [...linkFields(), { name: 'description', type: 'text' }],
            },
          ],
        },
      ],
    },
  ],
}
