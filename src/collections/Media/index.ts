import type { CollectionConfig } from 'payload'
import { anyone, isEditorOrAdmin } from '@/access/roles'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
