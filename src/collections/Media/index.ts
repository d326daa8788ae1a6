import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/env'
import { anyone, isEditorOrAdmin } from '@/access/roles'
import { TAGS } from '@/lib/cache-tags'
import { revalidateCollection } from '@/lib/revalidate'
import { filesCachedAs, PUBLIC_FILE_CACHE_CONTROL } from '../uploads/file-caching'
import { notFoundWhenFileIsMissing } from '../uploads/missing-file'

const MEDIA_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR)

// The reads that show an image or its alternative text: the logo (site settings), page blocks, resources' covers
// and authors' photos. The purge that goes with them drops the cached files too.
const revalidate = revalidateCollection(TAGS.siteSettings, TAGS.pages, TAGS.resources)

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', description: 'Images: SVG, PNG, JPEG, WebP or AVIF, up to 10 MB.' },
  access: { read: anyone, create: isEditorOrAdmin, update: isEditorOrAdmin, delete: isEditorOrAdmin },
  // The REST route refuses a larger upload before reading it (src/app/(payload)/api/bounded-body.ts).
  custom: { maxUploadBytes: 10 * 1024 * 1024 },
  upload: {
    // Outside the source tree, beside the embedded database, so the two are reset together.
    staticDir: MEDIA_DIR,
    handlers: [notFoundWhenFileIsMissing(MEDIA_DIR)],
    mimeTypes: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    modifyResponseHeaders: filesCachedAs(PUBLIC_FILE_CACHE_CONTROL),
  },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
