import type { FormDocumentDefinition } from './layout'

/** The applicant's side of a non-preferential certificate of origin (chamber-of-commerce style). */
export const certificateOfOrigin: FormDocumentDefinition = {
  key: 'certificate-of-origin',
  fileName: 'certificate-of-origin-application.pdf',
  title: {
    en: 'Certificate of origin application (non-preferential)',
    es: 'Solicitud de certificado de origen (no preferencial)',
  },
  form: {
    heading: 'Certificate of origin \u2013 application (non-preferential)',
    subtitle:
      'The details a chamber of commerce or other authorised body needs to issue a non-preferential certificate. Not for preferential (trade agreement) certificates.',
    blocks: [
      {
        type: 'row',
        cells: [
          { name: 'applicantReference', label: 'Applicant\u2019s reference', span: 4 },
          { name: 'invoiceNumber', label: 'Commercial invoice no.', span: 4 },
          { name: 'invoiceDate', label: 'Invoice date', span: 4 },
        ],
      },
      { type: 'section', title: 'Consignor and consignee' },
      {
        type: 'row',
        cells: [
          { name: 'consignorName', label: 'Consignor (exporter) \u2013 name', span: 6 },
          { name: 'consigneeName', label: 'Consignee \u2013 name', span: 6 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'consignorAddress', label: 'Consignor \u2013 address and country', span: 6, lines: 3 },
          { name: 'consigneeAddress', label: 'Consignee \u2013 address and country', span: 6, lines: 3 },
        ],
      },
      { type: 'section', title: 'Origin and transport' },
      {
        type: 'row',
        cells: [
          { name: 'countryOfOrigin', label: 'Country of origin of the goods', span: 4 },
          { name: 'countryOfDestination', label: 'Country of destination', span: 4 },
          { name: 'meansOfTransport', label: 'Means of transport (sea, air, road, rail)', span: 4 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'portOfLoading', label: 'Port or airport of loading', span: 3 },
          { name: 'portOfDischarge', label: 'Port or airport of discharge', span: 3 },
          { name: 'vesselOrFlight', label: 'Vessel and voyage, or flight no.', span: 3 },
          { name: 'departureDate', label: 'Date of departure', span: 3 },
        ],
      },
      { type: 'section', title: 'Goods' },
      {
        type: 'table',
        prefix: 'line',
        rows: 6,
        columns: [
          { key: 'marksAndNumbers', label: 'Marks and numbers', span: 2 },
          { key: 'packages', label: 'Number and kind of packages', span: 2 },
          { key: 'description', label: 'Description of goods', span: 4 },
          { key: 'hsCode', label: 'HS code', span: 2 },
          { key: 'quantity', label: 'Quantity or gross weight', span: 2, numeric: true },
        ],
      },
      {
        type: 'checks',
        label: 'Basis of origin (tick one per certificate; explain mixed cases in the remarks)',
        columns: 2,
        items: [
          { name: 'originWhollyObtained', label: 'Wholly obtained or produced in that country' },
          { name: 'originSubstantialTransformation', label: 'Last substantial transformation in that country' },
        ],
      },
      {
        type: 'row',
        cells: [
          {
            name: 'remarks',
            label: 'Remarks (letter of credit no., wording the buyer or the credit requires, manufacturer if not the exporter)',
            span: 12,
            lines: 2,
          },
        ],
      },
      {
        type: 'checks',
        label: 'Evidence of origin attached',
        columns: 3,
        items: [
          { name: 'evidenceInvoice', label: 'Commercial invoice' },
          { name: 'evidenceManufacturerDeclaration', label: 'Manufacturer\u2019s declaration' },
          { name: 'evidenceOther', label: 'Other (state in remarks)' },
        ],
      },
      { type: 'section', title: 'Applicant\u2019s declaration' },
      {
        type: 'note',
        text: 'The undersigned, authorised by the exporter, applies for a certificate of origin for the goods above and declares that the particulars are correct, that the goods originate in the country shown, and that evidence of origin will be produced to the issuing body on request.',
      },
      {
        type: 'checks',
        columns: 1,
        items: [{ name: 'declarationConfirmed', label: 'I confirm the declaration above on behalf of the exporter' }],
      },
      {
        type: 'row',
        cells: [
          { name: 'signatoryName', label: 'Name and title of signatory', span: 4 },
          { name: 'applicantCompany', label: 'Company', span: 3 },
          { name: 'placeAndDate', label: 'Place and date', span: 2 },
          { kind: 'blank', label: 'Signature and company stamp', span: 3, lines: 2 },
        ],
      },
      {
        type: 'box',
        title: 'For the issuing body only',
        height: 84,
        lines: [
          'It is certified, on the basis of the evidence produced, that the goods described above originate in the country shown.',
          'Certificate no. ______________________________     Date of issue ______________________________',
          'Place ______________________________     Authorised signature and stamp ______________________________',
        ],
      },
    ],
    guideTitle: 'Guide: applying for a certificate of origin',
    guide: [
      {
        heading: 'What it is for',
        paragraphs: [
          'A non-preferential certificate of origin shows where goods were made. Buyers, banks under a letter of credit and some importing countries ask for it, for example to apply quotas, anti-dumping duties or marking rules. It does not reduce duty.',
        ],
      },
      {
        heading: 'Preferential certificates are different',
        paragraphs: [
          'To claim a lower duty under a trade agreement, follow that agreement\u2019s procedure. Preferential certificates are issued through the official platforms, such as DGFT\u2019s Common Digital Platform for Certificates of Origin in India; under the USMCA (T-MEC) the importer, exporter or producer certifies origin itself, with no official form. Do not use this application for them.',
        ],
      },
      {
        heading: 'How to fill it in',
        bullets: [
          'Copy the consignee, marks, descriptions and quantities from the commercial invoice and packing list.',
          'The origin is where the goods were wholly obtained or last substantially transformed, not the port they leave from.',
          'Put any wording the letter of credit requires in the remarks.',
        ],
      },
      {
        heading: 'Who signs',
        paragraphs: [
          'The exporter\u2019s authorised signatory signs the declaration. The issuing body checks the evidence and certifies, on paper or electronically.',
        ],
      },
      {
        heading: 'Common mistakes',
        bullets: [
          'Descriptions, quantities or a consignee that differ from the invoice.',
          'Applying without evidence of origin, such as a manufacturer\u2019s declaration.',
        ],
      },
      {
        heading: 'Check the official source',
        paragraphs: ['Issuing bodies, platforms and fees change. Confirm the current procedure with the issuing body and your customs broker.'],
      },
    ],
  },
}
