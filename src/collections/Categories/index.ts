import type { CollectionConfig } from 'payload'
import { publishedInRequestedEdition } from '@/access/published'
import { isEditorOrAdmin } from '@/access/roles'
import { editionsField, slugField } from '@/fields/resource'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'

const revalidate = revalidateCollection(TAGS.resources)

/** Categories of blog posts and news; the category page's address is /blogs/category/{id}/{slug}. */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { group: 'Resources', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'editions'] },
  access: { read: publishedInRequestedEdition({ drafts: false }), create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField('categories'),
    { name: 'description', type: 'textarea', localized: true },
    editionsField,
  ],
}
