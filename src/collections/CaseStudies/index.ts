import type { CollectionConfig } from 'payload'
import { PRODUCTS } from '@/lib/routes/products'
import { coverField, derivedTextFields, deriveText, editionsField, publishedAtField, resourceCollection, seoField, slugField } from '@/fields/resource'

export const CaseStudies: CollectionConfig = resourceCollection({
  slug: 'case-studies',
  admin: {
    defaultColumns: ['listTitle', 'product', 'editions', 'publishedAt', '_status'],
    listSearchableFields: ['listTitle', 'title', 'slug'],
  },
  hooks: {
    beforeChange: [
      deriveText('story', (data) => {
        const facts = data.facts as { industry?: string; outcome?: string } | undefined
        return [facts?.industry ?? '', facts?.outcome ?? '', (data.quote as { text?: string } | undefined)?.text ?? '']
      }),
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('case-studies'),
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 320 },
    coverField(),
    {
      name: 'facts',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'industry', type: 'text', required: true, localized: true },
            { name: 'country', type: 'text', required: true, minLength: 2, maxLength: 2, admin: { description: 'ISO code, e.g. IN, MX, US.' } },
            { name: 'product', label: 'Offer', type: 'select', required: true, options: PRODUCTS.map((p) => ({ label: p.label.en, value: p.key })) },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'amountFinanced', type: 'number', required: true, min: 0 },
            { name: 'currency', type: 'select', required: true, options: ['INR', 'USD', 'MXN'] },
            { name: 'daysToFunds', type: 'number', required: true, min: 0 },
          ],
        },
        { name: 'outcome', type: 'text', required: true, localized: true },
      ],
    },
    { name: 'story', type: 'richText', required: true, localized: true },
    {
      name: 'quote',
      type: 'group',
      fields: [
        { name: 'text', type: 'textarea', localized: true },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'role', type: 'text', localized: true },
          ],
        },
      ],
    },
    editionsField,
    publishedAtField,
    ...derivedTextFields,
    seoField,
  ],
})
