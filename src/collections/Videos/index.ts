import type { CollectionConfig } from 'payload'
import { PRODUCTS } from '@/lib/routes/products'
import { coverField, derivedTextFields, deriveText, editionsField, publishedAtField, resourceCollection, seoField, slugField } from '@/fields/resource'

const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const

export const Videos: CollectionConfig = resourceCollection({
  slug: 'videos',
  admin: {
    defaultColumns: ['listTitle', 'provider', 'editions', 'publishedAt', '_status'],
    listSearchableFields: ['listTitle', 'title', 'slug'],
    description: 'Videos play from the provider only after a visitor clicks our poster image (privacy-enhanced mode).',
  },
  hooks: { beforeChange: [deriveText('transcript')] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('videos'),
    { name: 'excerpt', label: 'Summary', type: 'textarea', required: true, localized: true, maxLength: 320 },
    coverField('poster'),
    {
      type: 'row',
      fields: [
        { name: 'provider', type: 'select', required: true, defaultValue: 'youtube', options: [...VIDEO_PROVIDERS] },
        {
          name: 'providerId',
          type: 'text',
          required: true,
          validate: (value: unknown) =>
            (typeof value === 'string' && /^[A-Za-z0-9_-]{6,20}$/.test(value)) || 'The id from the video’s address, e.g. dQw4w9WgXcQ.',
        },
        { name: 'durationSeconds', type: 'number', required: true, min: 1 },
      ],
    },
    { name: 'transcript', type: 'richText', localized: true, admin: { description: 'The transcript or a summary of what the video says.' } },
    { name: 'product', type: 'select', options: PRODUCTS.map((p) => ({ label: p.label.en, value: p.key })) },
    editionsField,
    publishedAtField,
    ...derivedTextFields,
    seoField,
  ],
})
