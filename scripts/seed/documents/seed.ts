import type { CollectionSlug, Payload } from 'payload'
import { EDITIONS, type Edition } from '../../../src/i18n/editions'
import { SKIP_REVALIDATE } from '../../../src/lib/revalidate'
import type { DocumentKey } from '../content/resources/types'
import { DOCUMENTS, generateDocument, type DocumentInfo } from './index'

const context = { [SKIP_REVALIDATE]: true }
// Typed loosely until src/payload-types.ts is generated with the collection.
const COLLECTION = 'documents' as CollectionSlug

/** The Spanish title for the Spanish-language edition (es-mx), the English one for the others. */
function titleIn(edition: Edition, title: DocumentInfo['title']): string {
  return edition.htmlLang.startsWith('es') ? title.es : title.en
}

/**
 * Creates each gated document that is missing (judged by its key) from the generator, with its title in
 * every edition, and leaves existing ones alone, so editors' replacements survive a second run.
 * Answers the id of every document by key.
 */
export async function seedDocuments(payload: Payload): Promise<Record<DocumentKey, number>> {
  const stored = await payload.find({
    collection: COLLECTION,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { key: true } as never,
  })
  const existing = new Map((stored.docs as unknown as { id: number; key: string }[]).map((doc) => [doc.key, doc.id]))
  const ids = {} as Record<DocumentKey, number>
  const [first, ...others] = EDITIONS
  for (const info of DOCUMENTS) {
    const found = existing.get(info.key)
    if (found !== undefined) {
      ids[info.key] = found
      continue
    }
    const file = await generateDocument(info.key)
    const doc = await payload.create({
      collection: COLLECTION,
      locale: first.code,
      data: { key: info.key, title: titleIn(first, info.title) } as never,
      file: { data: Buffer.from(file.bytes), mimetype: file.mimeType, name: file.fileName, size: file.bytes.byteLength },
      overrideAccess: true,
      context,
    })
    for (const edition of others) {
      await payload.update({
        collection: COLLECTION,
        id: doc.id,
        locale: edition.code,
        data: { title: titleIn(edition, info.title) } as never,
        overrideAccess: true,
        context,
      })
    }
    ids[info.key] = doc.id as number
  }
  return ids
}
