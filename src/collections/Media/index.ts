import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/env'
import { anyone, isEditorOrAdmin } from '@/access/roles'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  upload: {
    // Outside the source tree, beside the embedded database, so the two are reset together.
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR),
    mimeTypes: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
