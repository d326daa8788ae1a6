import type { FormDocumentDefinition } from './layout'

/** The seller's offer in invoice form, sent before shipment. */
export const proformaInvoice: FormDocumentDefinition = {
  key: 'proforma-invoice',
  fileName: 'proforma-invoice-template.pdf',
  title: { en: 'Proforma invoice template', es: 'Plantilla de factura proforma' },
  form: {
    heading: 'Proforma invoice',
    subtitle: 'The seller\u2019s offer in invoice form: send it before shipment so the buyer can confirm the order, pay an advance or open a letter of credit.',
    blocks: [
      {
        type: 'row',
        cells: [
          { name: 'proformaNumber', label: 'Proforma invoice no.', span: 3 },
          { name: 'issueDate', label: 'Date of issue', span: 3 },
          { name: 'validUntil', label: 'Offer valid until', span: 3 },
          { name: 'buyerReference', label: 'Buyer\u2019s enquiry or order ref.', span: 3 },
        ],
      },
      { type: 'section', title: 'Seller (exporter) and buyer (importer)' },
      {
        type: 'row',
        cells: [
          { name: 'sellerName', label: 'Seller \u2013 legal name', span: 6 },
          { name: 'buyerName', label: 'Buyer \u2013 legal name', span: 6 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'sellerAddress', label: 'Seller \u2013 address and country', span: 6, lines: 3 },
          { name: 'buyerAddress', label: 'Buyer \u2013 address and country', span: 6, lines: 3 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'sellerTaxId', label: 'Seller tax ID (IEC/GSTIN, RFC, EIN)', span: 3 },
          { name: 'sellerContact', label: 'Seller contact (e-mail, phone)', span: 3 },
          { name: 'buyerTaxId', label: 'Buyer tax ID (RFC, EIN, GSTIN)', span: 3 },
          { name: 'buyerContact', label: 'Buyer contact (e-mail, phone)', span: 3 },
        ],
      },
      { type: 'section', title: 'Shipment' },
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
          { name: 'modeOfTransport', label: 'Mode of transport (sea, air, road)', span: 3 },
          { name: 'shipmentDate', label: 'Estimated shipment date', span: 3 },
          { name: 'incoterm', label: 'Incoterms\u00ae rule', span: 2 },
          { name: 'incotermPlace', label: 'Named place or port (Incoterms 2020)', span: 4 },
        ],
      },
      { type: 'section', title: 'Goods' },
      {
        type: 'table',
        prefix: 'line',
        rows: 6,
        columns: [
          { key: 'description', label: 'Description of goods (name, grade, model, material)', span: 4 },
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
          { name: 'currency', label: 'Currency (e.g. USD)', span: 2 },
          { name: 'goodsValue', label: 'Value of goods', span: 2, numeric: true },
          { name: 'freight', label: 'Freight', span: 2, numeric: true },
          { name: 'insurance', label: 'Insurance', span: 2, numeric: true },
          { name: 'otherCharges', label: 'Other charges', span: 2, numeric: true },
          { name: 'totalAmount', label: 'Total amount', span: 2, numeric: true },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'packing', label: 'Packing (kind and number of packages)', span: 6 },
          { name: 'estimatedWeights', label: 'Estimated net and gross weight (kg)', span: 6 },
        ],
      },
      { type: 'section', title: 'Payment' },
      {
        type: 'checks',
        label: 'Payment method',
        columns: 4,
        items: [
          { name: 'paymentAdvance', label: 'Advance payment' },
          { name: 'paymentLetterOfCredit', label: 'Letter of credit' },
          { name: 'paymentDocumentaryCollection', label: 'Documentary collection' },
          { name: 'paymentOpenAccount', label: 'Open account' },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'paymentTerms', label: 'Payment terms (e.g. 30% advance, 70% against copy of bill of lading; LC at sight)', span: 12 }],
      },
      {
        type: 'row',
        cells: [
          {
            name: 'bankDetails',
            label: 'Seller\u2019s bank: bank name, account name and number, SWIFT/BIC, and IFSC, ABA routing no. or CLABE',
            span: 12,
            lines: 2,
          },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'remarks', label: 'Remarks (inspection, documents the buyer needs, packing or marking instructions)', span: 12, lines: 2 }],
      },
      { type: 'section', title: 'Signature' },
      {
        type: 'note',
        text: 'We offer the goods above at the prices and terms shown until the validity date. This proforma invoice is not a demand for payment; a commercial invoice will be issued on shipment.',
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
    guideTitle: 'Guide: filling in the proforma invoice',
    guide: [
      {
        heading: 'What it is for',
        paragraphs: [
          'A proforma invoice is the seller\u2019s formal offer, laid out like the invoice that will follow. The buyer uses it to confirm the order, pay an advance, apply for an import licence or ask its bank to open a letter of credit. Customs normally clears goods on the commercial invoice, not on this one.',
        ],
      },
      {
        heading: 'How to fill it in',
        bullets: [
          'Describe the goods exactly as they will appear on the commercial invoice: trade name, grade, model and material, with the HS code at the level the importing country uses.',
          'Give an Incoterms rule with its named place and version, for example \u201cFOB Nhava Sheva, Incoterms 2020\u201d, so price, costs and risk are clear.',
          'State the currency and a validity date; show freight and insurance separately when the price includes them.',
        ],
      },
      {
        heading: 'Who signs',
        paragraphs: [
          'The seller\u2019s authorised signatory, usually with the company stamp. The buyer often signs and returns a copy to accept the offer; keep it with the order.',
        ],
      },
      {
        heading: 'Common mistakes',
        bullets: [
          'Terms that later differ from the commercial invoice or the letter of credit, which leads to discrepancies and delays.',
          'A rule such as FOB or CIF without a named place.',
          'Bank details sent or changed only by e-mail. Confirm them by phone with a contact you know: invoice fraud often starts here.',
        ],
      },
      {
        heading: 'Check the official source',
        paragraphs: [
          'Import licences, HS codes and pricing rules change. Confirm the current requirements with the importing country\u2019s customs authority and your customs broker before relying on this template.',
        ],
      },
    ],
  },
}
