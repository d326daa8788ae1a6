import type { CollectionConfig } from 'payload'
import { publishedInRequestedEdition } from '@/access/published'
import { isEditorOrAdmin } from '@/access/roles'
import { PAGE_BLOCKS } from '@/blocks'
import { EDITIONS } from '@/i18n/editions'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { validatePagePath } from './validate-path'

const revalidate = revalidateCollection(TAGS.pages)

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'editions', 'updatedAt'],
    description: 'One document per route. Its content is written per edition (switch the locale at the top); it is published in the editions ticked below.',
  },
  access: {
    read: publishedInRequestedEdition({ drafts: false }),
    create: isEditorOrAdmin,
    update: isEditorOrAdmin,
    delete: isEditorOrAdmin,
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validatePagePath,
      admin: { position: 'sidebar', description: 'Route inside an edition, e.g. / or /export-factoring/termsheet.' },
    },
    {
      name: 'editions',
      type: 'select',
      hasMany: true,
      required: true,
      options: EDITIONS.map((e) => ({ label: e.label, value: e.code })),
      admin: { position: 'sidebar', description: 'Editions that publish this page; elsewhere the route answers 404.' },
    },
    {
      name: 'hideHeader',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'For campaign pages that show no site header.' },
    },
    {
      name: 'hideGetFinancedTab',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    { name: 'layout', type: 'blocks', blocks: PAGE_BLOCKS, localized: true, required: true, minRows: 1 },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', localized: true, admin: { description: 'Defaults to the page title.' } },
        { name: 'description', type: 'textarea', localized: true, maxLength: 170 },
      ],
    },
  ],
}
