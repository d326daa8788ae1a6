import 'server-only'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { CollectionSlug, Payload } from 'payload'
import { DOCUMENTS_DIR } from './documents-dir'
import { env } from '@/env'
import { createDownloadUrl, isDocumentKey } from './signed-link'
import { log } from '@/lib/logger'

/**
 * The gated documents (the `documents` upload collection, readable only by staff) as the public side
 * needs them: the blog download form answers with a short-lived signed link (`offerDownload`), and
 * GET /api/downloads/{key} checks that link and streams the file (`openDocumentFile`).
 */

// Typed loosely until src/payload-types.ts is generated with the collection.
const DOCUMENTS = 'documents' as CollectionSlug

type DocumentRow = { id: number | string; key?: string | null; filename?: string | null; mimeType?: string | null }

type StoredDocument = { id: number | string; key: string; fileName: string; mimeType: string }

export type DocumentFile = StoredDocument & { filePath: string; size: number; body: ReadableStream<Uint8Array> }

/** The document stored under `key`, read past access control (visitors may not read the collection). */
async function findDocument(payload: Payload, key: string): Promise<StoredDocument | null> {
  if (!isDocumentKey(key)) return null
  const { docs } = await payload.find({
    collection: DOCUMENTS,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { key: true, filename: true, mimeType: true } as never,
  })
  const doc = docs[0] as unknown as DocumentRow | undefined
  if (!doc?.key || !doc.filename) return null
  return { id: doc.id, key: doc.key, fileName: doc.filename, mimeType: doc.mimeType || 'application/octet-stream' }
}

/** The document and a stream of its file, or null when the key or the file on disk is unknown. */
export async function openDocumentFile(payload: Payload, key: string): Promise<DocumentFile | null> {
  const doc = await findDocument(payload, key)
  if (!doc) return null
  // The stored name never leaves the documents folder, whatever it holds.
  const filePath = path.join(DOCUMENTS_DIR, path.basename(doc.fileName))
  const info = await stat(filePath).catch(() => null)
  if (!info?.isFile()) {
    log.error(`[downloads] the file of document "${key}" is missing: ${filePath}`)
    return null
  }
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>
  return { ...doc, filePath, size: info.size, body }
}

/**
 * Whether something visitors can see offers the document: a published post whose download it is, or a page's
 * download form that names its key. Any other document stays staff-only, whatever key a caller sends.
 */
async function isOfferedPublicly(payload: Payload, doc: StoredDocument): Promise<boolean> {
  const posts = await payload.count({
    collection: 'posts',
    where: { and: [{ download: { equals: doc.id } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
  })
  if (posts.totalDocs > 0) return true
  const pages = await payload.count({ collection: 'pages', where: { 'layout.documentKey': { equals: doc.key } }, overrideAccess: true })
  return pages.totalDocs > 0
}

/**
 * What the blog download form answers: a link valid for ten minutes and the file's name, or null for a key no
 * document has or that nothing published offers.
 */
export async function offerDownload(payload: Payload, key: string, now: Date = new Date()): Promise<{ url: string; fileName: string } | null> {
  const doc = await findDocument(payload, key)
  if (!doc || !(await isOfferedPublicly(payload, doc))) return null
  return { url: createDownloadUrl(doc.key, { secret: env.PAYLOAD_SECRET, now }), fileName: doc.fileName }
}
