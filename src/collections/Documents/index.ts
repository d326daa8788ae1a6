import type { CollectionConfig } from 'payload'
import { DOCUMENTS_DIR } from '@/lib/downloads/documents-dir'
import { isEditorOrAdmin, isStaff } from '@/access/roles'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { filesCachedAs, STAFF_FILE_CACHE_CONTROL } from '../uploads/file-caching'
import { notFoundWhenFileIsMissing } from '../uploads/missing-file'

/** Same form as the keys the blog download forms name (a post's `documentKey`) and the signed links carry. */
const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

// A post that offers a document shows its title in the download form.
const revalidate = revalidateCollection(TAGS.resources)

/**
 * The gated documents the blog download form hands out. Only staff read them through Payload (so
 * /api/documents/file/… answers 403 to visitors); visitors get a short-lived signed link from the form
 * (src/lib/downloads), served by /api/downloads/{key}.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'filename', 'updatedAt'],
    description: 'Documents given by the blog download forms after submission. A post\u2019s form names a document by its key. PDF or ZIP, up to 25 MB.',
  },
  access: { read: isStaff, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  // The REST route refuses a larger upload before reading it (src/app/(payload)/api/bounded-body.ts).
  custom: { maxUploadBytes: 25 * 1024 * 1024 },
  upload: {
    // Outside the source tree, beside the embedded database and the media, so they are reset together.
    staticDir: DOCUMENTS_DIR,
    handlers: [notFoundWhenFileIsMissing(DOCUMENTS_DIR)],
    mimeTypes: ['application/pdf', 'application/zip'],
    modifyResponseHeaders: filesCachedAs(STAFF_FILE_CACHE_CONTROL),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      admin: { description: 'Lower-case words joined by hyphens, e.g. proforma-invoice. Forms and links name the document by it.' },
      validate: (value: string | null | undefined) =>
        value && KEY_PATTERN.test(value) ? true : 'Lower-case letters, digits and single hyphens, e.g. proforma-invoice.',
    },
    { name: 'title', type: 'text', localized: true, required: true },
  ],
}
