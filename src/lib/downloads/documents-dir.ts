import path from 'node:path'
import { env } from '@/env'

/**
 * Where the gated documents (the collection documents, given out by signed links) are stored: beside the media
 * folder (`.data/media-documents` by default), NOT inside it. Media is readable by anyone, and Payload then serves
 * any file under its folder without a database lookup: inside it, /api/media/file/documents%2F<name>.pdf would
 * hand out a gated document.
 */
export const DOCUMENTS_DIR = `${path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR)}-documents`
