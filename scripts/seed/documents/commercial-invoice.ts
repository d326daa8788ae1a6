import type { FormDocumentDefinition } from './layout'

/** The seller's bill for the goods, on which customs values them. */
export const commercialInvoice: FormDocumentDefinition = {
  key: 'commercial-invoice',
  fileName: 'commercial-invoice-template.pdf',
  title: { en: 'Commercial invoice template', es: 'Plantilla de factura comercial' },
  form: {
    heading: 'Commercial invoice',
    subtitle: 'The seller\u2019s bill for the goods shipped, and the main document customs uses to classify and value them and to assess duty.',
    blocks: [
      {
        type: 'row',
        cells: [
          { name: 'invoiceNumber', label: 'Invoice no.', span: 3 },
          { name: 'invoiceDate', label: 'Invoice date', span: 3 },
          { name: 'buyerOrderNumber', label: 'Buyer\u2019s order no.', span: 3 },
          { name: 'letterOfCreditNumber', label: 'Letter of credit no. (if any)', span: 3 },
        ],
      },
      { type: 'section', title: 'Seller, consignee and buyer' },
      {
        type: 'row',
        cells: [
          { name: 'sellerName', label: 'Seller (exporter) \u2013 name', span: 4 },
          { name: 'consigneeName', label: 'Consignee \u2013 name', span: 4 },
          { name: 'buyerName', label: 'Buyer, if not the consignee \u2013 name', span: 4 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'sellerAddress', label: 'Address and country', span: 4, lines: 3 },
          { name: 'consigneeAddress', label: 'Address and country', span: 4, lines: 3 },
          { name: 'buyerAddress', label: 'Address and country', span: 4, lines: 3 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'sellerTaxId', label: 'Seller tax ID (IEC/GSTIN, RFC, EIN)', span: 4 },
          { name: 'consigneeTaxId', label: 'Consignee tax ID (RFC, EIN, GSTIN)', span: 4 },
          { name: 'notifyParty', label: 'Notify party', span: 4 },
        ],
      },
      { type: 'section', title: 'Shipment and terms' },
      {
        type: 'row',
        cells: [
          { name: 'countryOfOrigin', label: 'Country of origin of the goods', span: 3 },
          { name: 'countryOfDestination', label: 'Country of final destination', span: 3 },
          { name: 'portOfLoading', label: 'Port or airport of loading', span: 3 },
          { name: 'portOfDischarge', label: 'Port or airport of discharge', span: 3 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'vesselOrFlight', label: 'Vessel and voyage, or flight no.', span: 3 },
          { name: 'transportDocumentNumber', label: 'Bill of lading or AWB no.', span: 3 },
          { name: 'incoterm', label: 'Incoterms\u00ae rule', span: 2 },
          { name: 'incotermPlace', label: 'Named place or port (Incoterms 2020)', span: 4 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'currency', label: 'Currency (e.g. USD)', span: 2 },
          { name: 'paymentTerms', label: 'Payment terms', span: 4 },
          { name: 'totalPackages', label: 'Number of packages', span: 2, numeric: true },
          { name: 'netWeightKg', label: 'Net weight (kg)', span: 2, numeric: true },
          { name: 'grossWeightKg', label: 'Gross weight (kg)', span: 2, numeric: true },
        ],
      },
      { type: 'section', title: 'Goods' },
      {
        type: 'table',
        prefix: 'line',
        rows: 6,
        columns: [
          { key: 'description', label: 'Description of goods (what it is, material, use, model)', span: 4 },
          { key: 'hsCode', label: 'HS code', span: 2 },
          { key: 'quantity', label: 'Quantity', span: 1, numeric: true },
          { key: 'unit', label: 'Unit', span: 1 },
          { key: 'unitPrice', label: 'Unit price', span: 2, numeric: true },
          { key: 'amount', label: 'Amount', span: 2, numeric: true },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'goodsValue', label: 'Value of goods', span: 2, numeric: true },
          { name: 'discount', label: 'Discount', span: 2, numeric: true },
          { name: 'freight', label: 'Freight', span: 2, numeric: true },
          { name: 'insurance', label: 'Insurance', span: 2, numeric: true },
          { name: 'otherCharges', label: 'Other charges', span: 2, numeric: true },
          { name: 'invoiceTotal', label: 'Invoice total', span: 2, numeric: true },
        ],
      },
      { type: 'row', cells: [{ name: 'amountInWords', label: 'Invoice total in words', span: 12 }] },
      {
        type: 'checks',
        label: 'Statements (tick those that apply)',
        columns: 2,
        items: [
          { name: 'relatedParties', label: 'Buyer and seller are related parties' },
          { name: 'packingListAttached', label: 'Packing list attached' },
          { name: 'exportUnderLut', label: 'India: export under bond or LUT without payment of IGST' },
          { name: 'exportWithIgst', label: 'India: export on payment of IGST' },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'lutReference', label: 'LUT ARN or bond reference (India)', span: 4 },
          { name: 'remarks', label: 'Remarks', span: 8 },
        ],
      },
      { type: 'section', title: 'Declaration and signature' },
      {
        type: 'note',
        text: 'We declare that this invoice shows the actual price of the goods described, that all particulars are true and correct, and that the goods originate in the country stated above.',
      },
      {
        type: 'row',
        cells: [
          { name: 'signatoryName', label: 'Authorised signatory \u2013 name', span: 4 },
          { name: 'signatoryTitle', label: 'Title', span: 3 },
          { name: 'signatureDate', label: 'Date', span: 2 },
          { kind: 'blank', label: 'Signature and company stamp', span: 3, lines: 2 },
        ],
      },
    ],
    guideTitle: 'Guide: filling in the commercial invoice',
    guide: [
      {
        heading: 'What it is for',
        paragraphs: [
          'The commercial invoice is the seller\u2019s bill and the document customs uses to classify the goods, value them and work out duty and taxes. Banks check it against the letter of credit, and the buyer pays against it.',
        ],
      },
      {
        heading: 'How to fill it in',
        bullets: [
          'Describe each item in plain commercial terms (what it is, material, use, model), not just \u201cparts\u201d or \u201csamples\u201d.',
          'Show the price actually paid or payable, the currency and the Incoterms rule with its named place; list freight, insurance and discounts separately.',
          'Give an HS code for each line. The first six digits are international; national codes add more (India ITC-HS: 8 digits, US HTS: 10, Mexico TIGIE: 8 plus a 2-digit NICO).',
          'Make the totals, package count and weights agree with the packing list and the transport document.',
        ],
      },
      {
        heading: 'Who signs',
        paragraphs: [
          'The seller\u2019s authorised signatory. Under a letter of credit subject to UCP 600, the invoice must appear to be issued by the beneficiary, be made out to the applicant and in the credit\u2019s currency, and describe the goods as the credit does; it need not be signed unless the credit asks.',
        ],
      },
      {
        heading: 'Common mistakes',
        bullets: [
          'Undervaluing or splitting invoices: customs can reassess the value, impose penalties and hold the goods.',
          'An origin, consignee or description that differs from the other documents.',
        ],
      },
      {
        heading: 'Check the official source',
        paragraphs: ['Invoice rules, tax statements and tariff codes change. Confirm them with the customs authorities concerned and your customs broker.'],
      },
    ],
  },
}
