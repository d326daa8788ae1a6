import type { CollectionConfig } from 'payload'
import { anyone, isEditorOrAdmin } from '@/access/roles'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'

const revalidate = revalidateCollection(TAGS.resources)

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { group: 'Resources', useAsTitle: 'name', defaultColumns: ['name', 'role'] },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'bio', type: 'textarea', localized: true },
  ],
}
