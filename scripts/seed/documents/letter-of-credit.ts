import type { FormDocumentDefinition } from './layout'

/** The terms an importer gives its bank to issue a documentary credit under UCP 600. */
export const letterOfCredit: FormDocumentDefinition = {
  key: 'letter-of-credit',
  fileName: 'letter-of-credit-application-checklist.pdf',
  title: {
    en: 'Letter of credit application checklist',
    es: 'Lista de verificaci\u00f3n para solicitar una carta de cr\u00e9dito',
  },
  form: {
    heading: 'Letter of credit \u2013 application and terms checklist',
    subtitle: 'For the applicant (importer): the terms to agree with the supplier and give your bank for a documentary credit under UCP 600.',
    blocks: [
      {
        type: 'row',
        cells: [
          { name: 'applicationDate', label: 'Date of application', span: 3 },
          { name: 'issuingBank', label: 'Issuing bank and branch', span: 5 },
          { name: 'applicantAccount', label: 'Account to be debited', span: 4 },
        ],
      },
      { type: 'section', title: 'Applicant and beneficiary' },
      {
        type: 'row',
        cells: [
          { name: 'applicantName', label: 'Applicant (importer) \u2013 name', span: 6 },
          { name: 'beneficiaryName', label: 'Beneficiary (exporter) \u2013 name', span: 6 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'applicantAddress', label: 'Applicant \u2013 address and country', span: 6, lines: 2 },
          { name: 'beneficiaryAddress', label: 'Beneficiary \u2013 address and country', span: 6, lines: 2 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'advisingBank', label: 'Advising bank (beneficiary\u2019s bank) and SWIFT/BIC', span: 6 },
          { name: 'beneficiaryContact', label: 'Beneficiary contact (e-mail, phone)', span: 6 },
        ],
      },
      { type: 'section', title: 'Credit' },
      {
        type: 'row',
        cells: [
          { name: 'currency', label: 'Currency', span: 2 },
          { name: 'amount', label: 'Amount', span: 3, numeric: true },
          { name: 'amountTolerance', label: 'Tolerance (\u00b1 %)', span: 2 },
          { name: 'expiryDate', label: 'Expiry date', span: 2 },
          { name: 'expiryPlace', label: 'Place of expiry', span: 3 },
        ],
      },
      {
        type: 'checks',
        label: 'Available by',
        columns: 4,
        items: [
          { name: 'availableBySightPayment', label: 'Sight payment' },
          { name: 'availableByDeferredPayment', label: 'Deferred payment' },
          { name: 'availableByAcceptance', label: 'Acceptance' },
          { name: 'availableByNegotiation', label: 'Negotiation' },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'tenor', label: 'Tenor (at sight, or e.g. 90 days after bill of lading date)', span: 6 },
          { name: 'availableWith', label: 'Available with (a named bank, or any bank)', span: 6 },
        ],
      },
      {
        type: 'checks',
        label: 'Confirmation and transfer',
        columns: 4,
        items: [
          { name: 'confirmationRequired', label: 'Confirmation required' },
          { name: 'confirmationMayAdd', label: 'May add confirmation' },
          { name: 'confirmationWithout', label: 'Without confirmation' },
          { name: 'transferable', label: 'Transferable' },
        ],
      },
      { type: 'section', title: 'Shipment and goods' },
      {
        type: 'row',
        cells: [
          { name: 'portOfLoading', label: 'Port or airport of loading', span: 3 },
          { name: 'portOfDischarge', label: 'Port or airport of discharge', span: 3 },
          { name: 'latestShipmentDate', label: 'Latest shipment date', span: 2 },
          { name: 'incoterm', label: 'Incoterms\u00ae rule and named place', span: 4 },
        ],
      },
      {
        type: 'checks',
        columns: 4,
        items: [
          { name: 'partialShipmentsAllowed', label: 'Partial shipments allowed' },
          { name: 'partialShipmentsProhibited', label: 'Partial shipments prohibited' },
          { name: 'transhipmentAllowed', label: 'Transhipment allowed' },
          { name: 'transhipmentProhibited', label: 'Transhipment prohibited' },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'goodsDescription', label: 'Description of goods (short: goods, quantity, unit price; no excessive detail)', span: 12, lines: 2 }],
      },
      { type: 'section', title: 'Documents required' },
      {
        type: 'checks',
        columns: 3,
        items: [
          { name: 'docCommercialInvoice', label: 'Commercial invoice' },
          { name: 'docPackingList', label: 'Packing list' },
          { name: 'docBillOfLading', label: 'Full set of on-board bills of lading' },
          { name: 'docAirWaybill', label: 'Air waybill' },
          { name: 'docInsurance', label: 'Insurance document (CIF/CIP)' },
          { name: 'docCertificateOfOrigin', label: 'Certificate of origin' },
          { name: 'docInspectionCertificate', label: 'Inspection certificate' },
          { name: 'docHealthCertificate', label: 'Health or phytosanitary certificate' },
          { name: 'docOther', label: 'Other (state below)' },
        ],
      },
      {
        type: 'row',
        cells: [
          {
            name: 'documentDetails',
            label: 'Details: number of originals and copies, issuer of each document, consignee and notify party, wording',
            span: 12,
            lines: 2,
          },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'presentationDays', label: 'Days after shipment to present', span: 3 },
          { name: 'chargesOutside', label: 'Charges outside the issuing bank\u2019s country are for', span: 4 },
          { name: 'insuranceCover', label: 'Insurance cover (e.g. 110% of CIF, ICC (A))', span: 5 },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'additionalConditions', label: 'Additional conditions (each one should be evidenced by a required document)', span: 12, lines: 2 }],
      },
      {
        type: 'checks',
        columns: 1,
        items: [
          { name: 'subjectToUcp600', label: 'The credit is subject to the Uniform Customs and Practice for Documentary Credits, 2007 revision (UCP 600)' },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'signatoryName', label: 'Authorised signatory \u2013 name', span: 4 },
          { name: 'signatoryTitle', label: 'Title', span: 3 },
          { name: 'signatureDate', label: 'Date', span: 2 },
          { kind: 'blank', label: 'Signature as registered with the bank', span: 3, lines: 2 },
        ],
      },
    ],
    guideTitle: 'Guide: applying for a letter of credit',
    guide: [
      {
        heading: 'How to use this checklist',
        paragraphs: [
          'Agree these terms with your supplier, then give them to your bank on its own application form or online channel. Send the draft credit to the beneficiary before it is issued: amendments later cost time and fees.',
        ],
      },
      {
        heading: 'UCP 600 rules worth knowing',
        bullets: [
          'A credit is irrevocable even if it does not say so (article 3).',
          'Banks deal with documents, not goods (article 5), and have up to five banking days to examine them (article 14).',
          'If the credit sets no period, documents that include an original transport document must be presented within 21 calendar days after shipment, and never after expiry (article 14).',
          'If no cover is stated, insurance must be at least 110% of the CIF or CIP value (article 28).',
          '\u201cAbout\u201d before an amount or quantity allows 10% more or less (article 30); partial shipments are allowed unless prohibited (article 31).',
        ],
      },
      {
        heading: 'Who signs',
        paragraphs: ['The applicant\u2019s authorised signatories, as registered with the bank, which may also ask for a credit facility or security.'],
      },
      {
        heading: 'Common mistakes',
        bullets: [
          'Conditions with no document to show they are met: banks disregard them.',
          'An expiry date too close to the latest shipment date.',
          'Documents the beneficiary cannot obtain, or an insurance document under FOB or CFR, where the buyer insures.',
        ],
      },
      {
        heading: 'Check the official source',
        paragraphs: ['Bank forms, fees and import rules change. Confirm the terms with your bank and the current ICC rules.'],
      },
    ],
  },
}
