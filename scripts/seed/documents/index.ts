/**
 * The gated documents offered by the blog download form: six fillable PDF templates and a ZIP of them all.
 * Generated from code (pdf-lib, fflate) so that the seed can create them on any machine, byte for byte the same.
 */
import type { DocumentKey } from '../content/resources/types'
import { certificateOfOrigin } from './certificate-of-origin'
import { commercialInvoice } from './commercial-invoice'
import { BUNDLE, generateBundle } from './export-customs-clearance-bundle'
import { healthCertificates } from './health-certificates'
import { renderFormDocument, type FormDocumentDefinition } from './layout'
import { letterOfCredit } from './letter-of-credit'
import { packingList } from './packing-list'
import { proformaInvoice } from './proforma-invoice'

export type { DocumentKey }

export type DocumentInfo = { key: DocumentKey; fileName: string; title: { en: string; es: string } }
export type GeneratedDocument = { fileName: string; mimeType: string; bytes: Uint8Array }

export const FORM_DOCUMENTS: FormDocumentDefinition[] = [
  proformaInvoice,
  packingList,
  certificateOfOrigin,
  commercialInvoice,
  letterOfCredit,
  healthCertificates,
]

/** Every document by key, with its file name and its title in English (en-in, en-us) and Spanish (es-mx). */
export const DOCUMENTS: DocumentInfo[] = [
  ...FORM_DOCUMENTS.map(({ key, fileName, title }) => ({ key, fileName, title })),
  { key: BUNDLE.key, fileName: BUNDLE.fileName, title: BUNDLE.title },
]

export async function generateDocument(key: DocumentKey): Promise<GeneratedDocument> {
  if (key === BUNDLE.key) return { fileName: BUNDLE.fileName, mimeType: 'application/zip', bytes: await generateBundle() }
  const definition = FORM_DOCUMENTS.find((doc) => doc.key === key)
  if (!definition) throw new Error(`Unknown document key "${String(key)}".`)
  return { fileName: definition.fileName, mimeType: 'application/pdf', bytes: await renderFormDocument(definition.form) }
}
