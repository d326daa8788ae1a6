import { strFromU8, unzipSync } from 'fflate'
import { PDFCheckBox, PDFDocument, PDFTextField, PageSizes } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import type { DocumentKey } from '../content/resources/types'
import { DOCUMENTS, FORM_DOCUMENTS, generateDocument } from './index'
import { FIXED_DATE, fieldNamesOf, guideWordCount, type Block } from './layout'

const ALL_KEYS: DocumentKey[] = [
  'export-customs-clearance-bundle',
  'proforma-invoice',
  'packing-list',
  'certificate-of-origin',
  'commercial-invoice',
  'letter-of-credit',
  'health-certificates',
]

/** Fields each template must offer, named as a person mapping the form would expect (text, then check boxes). */
const EXPECTED: Record<Exclude<DocumentKey, 'export-customs-clearance-bundle'>, { text: string[]; checks: string[] }> = {
  'proforma-invoice': {
    text: [
      'proformaNumber',
      'issueDate',
      'validUntil',
      'sellerName',
      'buyerName',
      'incoterm',
      'incotermPlace',
      'line1_description',
      'line6_hsCode',
      'line6_amount',
      'currency',
      'totalAmount',
      'bankDetails',
      'signatoryName',
    ],
    checks: ['paymentAdvance', 'paymentLetterOfCredit', 'paymentDocumentaryCollection', 'paymentOpenAccount'],
  },
  'packing-list': {
    text: [
      'packingListNumber',
      'invoiceNumber',
      'exporterName',
      'consigneeName',
      'containerNumbers',
      'sealNumbers',
      'line1_packageNumbers',
      'line10_grossWeightKg',
      'line10_dimensionsCm',
      'totalPackages',
      'totalNetWeightKg',
      'totalGrossWeightKg',
      'shippingMarks',
    ],
    checks: ['woodPackagingIspm15', 'noWoodPackaging', 'dangerousGoods', 'temperatureControlled'],
  },
  'certificate-of-origin': {
    text: [
      'consignorName',
      'consignorAddress',
      'consigneeName',
      'countryOfOrigin',
      'countryOfDestination',
      'meansOfTransport',
      'line1_marksAndNumbers',
      'line6_description',
      'line6_hsCode',
      'line6_quantity',
      'remarks',
      'signatoryName',
      'placeAndDate',
    ],
    checks: ['originWhollyObtained', 'originSubstantialTransformation', 'evidenceManufacturerDeclaration', 'declarationConfirmed'],
  },
  'commercial-invoice': {
    text: [
      'invoiceNumber',
      'invoiceDate',
      'sellerName',
      'consigneeName',
      'buyerName',
      'countryOfOrigin',
      'incoterm',
      'incotermPlace',
      'currency',
      'line1_description',
      'line6_hsCode',
      'line6_unitPrice',
      'invoiceTotal',
      'amountInWords',
      'netWeightKg',
      'grossWeightKg',
      'lutReference',
    ],
    checks: ['relatedParties', 'exportUnderLut', 'exportWithIgst'],
  },
  'letter-of-credit': {
    text: [
      'applicantName',
      'beneficiaryName',
      'advisingBank',
      'currency',
      'amount',
      'amountTolerance',
      'expiryDate',
      'expiryPlace',
      'latestShipmentDate',
      'goodsDescription',
      'presentationDays',
      'additionalConditions',
    ],
    checks: [
      'availableBySightPayment',
      'availableByNegotiation',
      'confirmationRequired',
      'transferable',
      'partialShipmentsAllowed',
      'transhipmentProhibited',
      'docBillOfLading',
      'docInsurance',
      'subjectToUcp600',
    ],
  },
  'health-certificates': {
    text: [
      'exporterName',
      'consigneeName',
      'issuingAuthority',
      'countryOfDestination',
      'line1_product',
      'line1_scientificName',
      'line1_hsCode',
      'line1_lotNumber',
      'line6_netQuantity',
      'treatment',
      'inspectionPlace',
    ],
    checks: ['certPhytosanitary', 'certVeterinary', 'certFoodHealth', 'checkImportRequirements', 'checkDocumentsMatch'],
  },
}

function checkBoxNames(blocks: Block[]): string[] {
  return blocks.flatMap((b) => (b.type === 'checks' ? b.items.map((i) => i.name) : []))
}

describe('document catalogue', () => {
  it('lists every document key once, with a file name and English and Spanish titles', () => {
    expect(DOCUMENTS.map((d) => d.key).sort()).toEqual([...ALL_KEYS].sort())
    expect(new Set(DOCUMENTS.map((d) => d.fileName)).size).toBe(DOCUMENTS.length)
    for (const doc of DOCUMENTS) {
      expect(doc.fileName).toMatch(/^[a-z0-9-]+\.(pdf|zip)$/)
      expect(doc.title.en.length).toBeGreaterThan(5)
      expect(doc.title.es.length).toBeGreaterThan(5)
    }
  })

  it('refuses an unknown key', async () => {
    await expect(generateDocument('no-such-document' as DocumentKey)).rejects.toThrow(/Unknown document/)
  })
})

describe.each(FORM_DOCUMENTS.map((doc) => [doc.key, doc] as const))('%s', (key, definition) => {
  it('is a two-page A4 PDF with the expected fillable fields', async () => {
    const generated = await generateDocument(key)
    expect(generated.mimeType).toBe('application/pdf')
    expect(generated.fileName).toBe(definition.fileName)

    const pdf = await PDFDocument.load(generated.bytes, { updateMetadata: false })
    expect(pdf.getPageCount()).toBe(2)
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: PageSizes.A4[0], height: PageSizes.A4[1] })
    expect(pdf.getTitle()).toBe(definition.form.heading)
    expect(pdf.getAuthor()).toBe('Northwind Trade Finance')
    expect(pdf.getCreationDate()?.toISOString()).toBe(FIXED_DATE.toISOString())
    expect(pdf.getModificationDate()?.toISOString()).toBe(FIXED_DATE.toISOString())

    const form = pdf.getForm()
    const names = form.getFields().map((f) => f.getName())
    expect([...names].sort()).toEqual(fieldNamesOf(definition.form.blocks).sort())
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z0-9]*(_[a-z][A-Za-z0-9]*)?$/)

    const expected = EXPECTED[key]
    for (const name of expected.text) expect(form.getField(name), name).toBeInstanceOf(PDFTextField)
    for (const name of expected.checks) expect(form.getField(name), name).toBeInstanceOf(PDFCheckBox)
    for (const name of checkBoxNames(definition.form.blocks)) expect(form.getField(name), name).toBeInstanceOf(PDFCheckBox)
    // Every widget sits on the form page.
    const formPage = pdf.getPages()[0]!.ref
    for (const field of form.getFields()) for (const widget of field.acroField.getWidgets()) expect(widget.P()).toBe(formPage)
  })

  it('can be filled in and saved', async () => {
    const pdf = await PDFDocument.load((await generateDocument(key)).bytes)
    const form = pdf.getForm()
    const [firstText] = EXPECTED[key].text
    form.getTextField(firstText!).setText('Test 123')
    form.getCheckBox(EXPECTED[key].checks[0]!).check()
    const reloaded = (await PDFDocument.load(await pdf.save())).getForm()
    expect(reloaded.getTextField(firstText!).getText()).toBe('Test 123')
    expect(reloaded.getCheckBox(EXPECTED[key].checks[0]!).isChecked()).toBe(true)
  })

  it('has a guide of 150 to 300 words that sends the reader to the official source', () => {
    const words = guideWordCount(definition.form.guide)
    expect(words).toBeGreaterThanOrEqual(150)
    expect(words).toBeLessThanOrEqual(300)
    const headings = definition.form.guide.map((s) => s.heading)
    expect(headings).toContain('Who signs')
    expect(headings).toContain('Common mistakes')
    expect(JSON.stringify(definition.form.guide)).toMatch(/Confirm/)
  })

  it('gives the same bytes every time', async () => {
    const [a, b] = await Promise.all([generateDocument(key), generateDocument(key)])
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true)
  })
})

describe('export-customs-clearance-bundle', () => {
  it('is a ZIP of the six PDFs and a README', async () => {
    const bundle = await generateDocument('export-customs-clearance-bundle')
    expect(bundle.mimeType).toBe('application/zip')
    expect(bundle.fileName).toBe('export-customs-clearance-bundle.zip')

    const files = unzipSync(bundle.bytes)
    const pdfNames = FORM_DOCUMENTS.map((d) => d.fileName)
    expect(Object.keys(files).sort()).toEqual([...pdfNames, 'README.txt'].sort())
    for (const doc of FORM_DOCUMENTS) {
      const bytes = files[doc.fileName]!
      expect(Buffer.from(bytes).equals(Buffer.from((await generateDocument(doc.key)).bytes))).toBe(true)
      expect((await PDFDocument.load(bytes)).getForm().getFields().length).toBeGreaterThan(20)
    }
    const readme = strFromU8(files['README.txt']!)
    for (const name of pdfNames) expect(readme).toContain(name)
    expect(readme).toMatch(/verify requirements with your customs broker/)
  })

  it('gives the same bytes every time', async () => {
    const [a, b] = await Promise.all([generateDocument('export-customs-clearance-bundle'), generateDocument('export-customs-clearance-bundle')])
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true)
  })
})
