import type { CollectionConfig, Where } from 'payload'
import { PRODUCTS } from '@/lib/routes/products'
import {
  coverField,
  derivedTextFields,
  deriveText,
  editionsField,
  publishedAtField,
  resourceCollection,
  revisedAtField,
  seoField,
  slugField,
} from '@/fields/resource'

const POST_TOOLS = ['/hsn-code', '/hts-code', '/interest-calculator', '/shipment-calculator'] as const

export const Posts: CollectionConfig = resourceCollection({
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Blogs, news and finsight' },
  admin: {
    defaultColumns: ['listTitle', 'kind', 'editions', 'publishedAt', '_status'],
    listSearchableFields: ['listTitle', 'title', 'slug', 'excerpt'],
    description: 'Blog posts, news and finsight posts. Each is written per edition (switch the locale) and published in the editions ticked.',
  },
  hooks: { beforeChange: [deriveText('body')] },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'blog',
      options: [
        { label: 'Blog post', value: 'blog' },
        { label: 'News', value: 'news' },
        { label: 'Finsight', value: 'finsight' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('posts', 'kind'),
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 320 },
    coverField(),
    { name: 'body', type: 'richText', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'relationship', relationTo: 'authors', required: true },
        {
          name: 'product',
          type: 'select',
          options: PRODUCTS.map((p) => ({ label: p.label.en, value: p.key })),
          validate: (value: unknown, { data }: { data: Record<string, unknown> }) =>
            data.kind !== 'finsight' || Boolean(value) || 'A finsight post is about one offer.',
          admin: { description: 'The offer the post is about (finsight: required; its list is /{offer}-finsight).' },
        },
      ],
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { condition: (data) => data?.kind !== 'finsight' },
    },
    {
      name: 'related',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 4,
      filterOptions: ({ data, id }): Where => ({ and: [{ kind: { equals: data?.kind } }, ...(id ? [{ id: { not_equals: id } }] : [])] }),
      admin: { description: 'Shown under the post; without any, the newest posts of the same kind are shown.' },
    },
    {
      name: 'download',
      type: 'relationship',
      relationTo: 'documents',
      admin: { description: 'A document the post gives through the download form (name and e-mail).', condition: (data) => data?.kind === 'blog' },
    },
    {
      name: 'tool',
      type: 'select',
      options: POST_TOOLS.map((value) => ({ label: value, value })),
      admin: { description: 'The tool the post is about: its call to action then leads there instead of the lead form.' },
    },
    editionsField,
    publishedAtField,
    revisedAtField,
    ...derivedTextFields,
    seoField,
  ],
})
