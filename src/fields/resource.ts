import type { CollectionBeforeChangeHook, CollectionConfig, Field, TextFieldSingleValidation } from 'payload'
import { isEditorOrAdmin, isStaff } from '@/access/roles'
import { publishedInRequestedEdition } from '@/access/published'
import { EDITIONS } from '@/i18n/editions'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { plainText, readingMinutes, type LexicalDocument } from '@/lib/rich-text/outline'
import { isSlug } from '@/lib/slug'

/** Fields and settings every resource collection (posts, events, videos, case studies) shares. */

/**
 * The slug is unique per edition (a localized field) within the collection, and within `scopeField` (the kind)
 * where one collection holds several kinds.
 */
export function slugField(collection: string, scopeField?: string): Field {
  const validate: TextFieldSingleValidation = async (value, { req, id, data }) => {
    if (!value) return 'A slug is required.'
    if (!isSlug(value)) return 'Use lower-case letters, digits and single hyphens, e.g. letters-of-credit-explained.'
    const scope = scopeField ? (data as Record<string, unknown>)[scopeField] : undefined
    const clash = await req.payload.find({
      collection: collection as 'posts',
      locale: req.locale ?? undefined,
      depth: 0,
      limit: 1,
      draft: true,
      overrideAccess: true,
      req,
      where: {
        and: [
          { slug: { equals: value } },
          ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
          ...(scope ? [{ [scopeField as string]: { equals: scope } }] : []),
        ],
      },
    })
    return clash.totalDocs === 0 || 'Another item of this edition already has this slug.'
  }
  return {
    name: 'slug',
    type: 'text',
    required: true,
    localized: true,
    index: true,
    validate,
    // A copy keeps no address of the original's: duplicating skips validation, and the copy kept the slug, so
    // publishing it failed on the slug the editor had not touched.
    hooks: { beforeDuplicate: [({ value }) => (typeof value === 'string' && value ? `${value}-copy` : value)] },
    admin: { position: 'sidebar', description: 'The last part of the address in this edition, e.g. letters-of-credit-explained.' },
  }
}

export const editionsField: Field = {
  name: 'editions',
  type: 'select',
  hasMany: true,
  required: true,
  index: true,
  options: EDITIONS.map((e) => ({ label: e.label, value: e.code })),
  admin: { position: 'sidebar', description: 'Editions that publish it; write its content in each (switch the locale at the top).' },
}

export const publishedAtField: Field = {
  name: 'publishedAt',
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'The date shown to readers and used for ordering.' },
}

export const revisedAtField: Field = {
  name: 'revisedAt',
  type: 'date',
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Set when the content was substantially updated; shown as "Updated".' },
}

export const coverField = (name = 'cover'): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required: true,
  admin: { description: 'An illustration of ours (its alt text is set on the media item).' },
})

export const seoField: Field = {
  name: 'seo',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true, maxLength: 70, admin: { description: 'Defaults to the title.' } },
    { name: 'description', type: 'textarea', localized: true, maxLength: 170, admin: { description: 'Defaults to the excerpt.' } },
  ],
}

/**
 * Plain text of the item for the resources search, its reading time, and the title the admin lists it by in
 * every locale (the title in the first edition that publishes it), kept up to date on every save.
 */
export const derivedTextFields: Field[] = [
  {
    name: 'listTitle',
    type: 'text',
    admin: { readOnly: true, position: 'sidebar', description: 'What the admin lists it by: its title in the first edition that publishes it.' },
  },
  { name: 'searchText', type: 'textarea', localized: true, admin: { hidden: true } },
  { name: 'readingMinutes', type: 'number', localized: true, admin: { position: 'sidebar', readOnly: true, description: 'Worked out from the body on save.' } },
]

export function deriveText(bodyField: string, extra: (data: Record<string, unknown>) => string[] = () => []): CollectionBeforeChangeHook {
  return ({ data, req, originalDoc }) => {
    const body = data[bodyField] as LexicalDocument
    const parts = [data.title, data.excerpt, ...extra(data), plainText(body)].filter((part): part is string => typeof part === 'string' && part !== '')
    const editions = (data.editions ?? originalDoc?.editions ?? []) as string[]
    const firstEdition = EDITIONS.find((e) => editions.includes(e.code))?.code
    const listTitle = !originalDoc?.listTitle || req.locale === firstEdition ? data.title : originalDoc.listTitle
    return { ...data, listTitle, searchText: parts.join('\n'), readingMinutes: body ? readingMinutes(body) : data.readingMinutes }
  }
}

const revalidate = revalidateCollection(TAGS.resources)

/** Access, drafts with scheduled publishing and live preview, and revalidation, shared by the resource collections. */
export function resourceCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: { group: 'Resources', useAsTitle: 'listTitle', ...config.admin },
    defaultSort: config.defaultSort ?? '-publishedAt',
    access: {
      read: publishedInRequestedEdition({ drafts: true }),
      readVersions: isStaff,
      create: isEditorOrAdmin,
      update: isEditorOrAdmin,
      delete: isEditorOrAdmin,
      ...config.access,
    },
    versions: { maxPerDoc: 50, drafts: { autosave: { interval: 2000 }, schedulePublish: true } },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), revalidate.afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), revalidate.afterDelete],
    },
  }
}
