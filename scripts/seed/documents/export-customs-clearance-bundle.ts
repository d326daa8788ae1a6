import { zipSync, strToU8 } from 'fflate'
import { certificateOfOrigin } from './certificate-of-origin'
import { commercialInvoice } from './commercial-invoice'
import { healthCertificates } from './health-certificates'
import { BRAND_NAME, FOOTER_TEXT, renderFormDocument, type FormDocumentDefinition } from './layout'
import { letterOfCredit } from './letter-of-credit'
import { packingList } from './packing-list'
import { proformaInvoice } from './proforma-invoice'

export const BUNDLE = {
  key: 'export-customs-clearance-bundle',
  fileName: 'export-customs-clearance-bundle.zip',
  title: { en: 'Export customs clearance document bundle', es: 'Paquete de documentos para el despacho aduanero de exportaci\u00f3n' },
} as const

/** The PDFs of the bundle, in the order a shipment usually needs them. */
const BUNDLED_DOCUMENTS: FormDocumentDefinition[] = [proformaInvoice, letterOfCredit, commercialInvoice, packingList, certificateOfOrigin, healthCertificates]

const PURPOSE: Record<FormDocumentDefinition['key'], string> = {
  'proforma-invoice': 'The offer before shipment: the buyer confirms the order, pays an advance or opens a letter of credit from it.',
  'letter-of-credit': 'For the importer: the terms of a documentary credit (UCP 600) to agree with the supplier and give the bank.',
  'commercial-invoice': 'The bill for the goods shipped; customs classifies and values the goods on it.',
  'packing-list': 'What each package holds, with weights and dimensions; must agree with the invoice and the transport document.',
  'certificate-of-origin': 'Application for a non-preferential certificate of origin (chamber of commerce or other authorised body).',
  'health-certificates': 'Request and checklist for phytosanitary, veterinary or food health certificates.',
}

/** Plain ASCII with Windows line ends, so that any text editor shows it as written. */
function bundleReadme(): string {
  const title = `${BRAND_NAME} - export customs clearance bundle`
  const lines = [
    title,
    '='.repeat(title.length),
    '',
    'Six fillable PDF templates (A4) for an export shipment. Open each one in a PDF reader',
    'that supports forms (Adobe Acrobat Reader, a web browser, Preview), fill in the fields',
    'and save a copy. Page 2 of every file is a short guide: how to fill it in, who signs',
    'and the mistakes that cause delays.',
    '',
    ...BUNDLED_DOCUMENTS.flatMap((doc, i) => [`${i + 1}. ${doc.fileName}`, `   ${PURPOSE[doc.key]}`]),
    '',
    'Keep the documents consistent: the same names, descriptions, HS codes, package counts',
    'and weights on the invoice, the packing list, the transport document and every',
    'certificate. Your customs broker or forwarder files the export declaration from them',
    '(India: shipping bill on ICEGATE; Mexico: pedimento de exportacion, through a customs',
    'broker; USA: Electronic Export Information in AES, where required).',
    '',
    'These are templates, not legal advice. Requirements differ by country and product and',
    'they change: confirm them with the official sources (customs authorities, issuing',
    `bodies, your bank). ${FOOTER_TEXT.replace('\u2014', '-')}.`,
    '',
  ]
  return lines.join('\r\n')
}

/** Local time 2026-01-01 12:00: a ZIP stores local date fields, so this gives the same bytes in every time zone. */
const ZIP_DATE = new Date(2026, 0, 1, 12, 0, 0)

export async function generateBundle(): Promise<Uint8Array> {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {}
  for (const doc of BUNDLED_DOCUMENTS) entries[doc.fileName] = [await renderFormDocument(doc.form), { mtime: ZIP_DATE }]
  entries['README.txt'] = [strToU8(bundleReadme()), { mtime: ZIP_DATE }]
  return zipSync(entries, { level: 9 })
}
