import type { FormDocumentDefinition } from './layout'

/** What the competent authority needs to inspect a consignment and issue a health or phytosanitary certificate. */
export const healthCertificates: FormDocumentDefinition = {
  key: 'health-certificates',
  fileName: 'health-certificate-request-checklist.pdf',
  title: {
    en: 'Health and phytosanitary certificate request and checklist',
    es: 'Solicitud y lista de verificaci\u00f3n de certificados sanitarios y fitosanitarios',
  },
  form: {
    heading: 'Health and phytosanitary certificates \u2013 request and checklist',
    subtitle: 'Gathers what the issuing authority needs to inspect the goods and issue the certificate the importing country requires.',
    blocks: [
      {
        type: 'row',
        cells: [
          { name: 'requestDate', label: 'Date of request', span: 3 },
          { name: 'exporterReference', label: 'Exporter\u2019s reference', span: 3 },
          { name: 'issuingAuthority', label: 'Issuing authority (e.g. NPPO, SENASICA, USDA APHIS)', span: 6 },
        ],
      },
      {
        type: 'checks',
        label: 'Certificate requested',
        columns: 4,
        items: [
          { name: 'certPhytosanitary', label: 'Phytosanitary' },
          { name: 'certVeterinary', label: 'Veterinary / zoosanitary' },
          { name: 'certFoodHealth', label: 'Health (food safety)' },
          { name: 'certOther', label: 'Other (see remarks)' },
        ],
      },
      { type: 'section', title: 'Exporter and consignee' },
      {
        type: 'row',
        cells: [
          { name: 'exporterName', label: 'Exporter \u2013 name', span: 6 },
          { name: 'consigneeName', label: 'Consignee \u2013 name', span: 6 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'exporterAddress', label: 'Exporter \u2013 address and country', span: 6, lines: 2 },
          { name: 'consigneeAddress', label: 'Consignee \u2013 address and country', span: 6, lines: 2 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'exporterRegistration', label: 'Exporter or establishment registration no.', span: 6 },
          { name: 'countryOfDestination', label: 'Country of destination', span: 3 },
          { name: 'pointOfEntry', label: 'Declared point of entry', span: 3 },
        ],
      },
      { type: 'section', title: 'Products and lots' },
      {
        type: 'table',
        prefix: 'line',
        rows: 6,
        columns: [
          { key: 'product', label: 'Product (common name, form)', span: 3 },
          { key: 'scientificName', label: 'Scientific name (plants, animals)', span: 2 },
          { key: 'hsCode', label: 'HS code', span: 2 },
          { key: 'lotNumber', label: 'Lot or batch no.', span: 2 },
          { key: 'packages', label: 'Packages', span: 1, numeric: true },
          { key: 'netQuantity', label: 'Net quantity (kg or units)', span: 2, numeric: true },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'intendedUse', label: 'Intended use (consumption, processing, planting)', span: 4 },
          { name: 'producer', label: 'Producer or processing establishment', span: 4 },
          { name: 'productionDates', label: 'Production or harvest dates', span: 4 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'treatment', label: 'Treatment: type, date, temperature and duration, chemical and dose', span: 8 },
          { name: 'placeOfOrigin', label: 'Place of origin (state, farm, area)', span: 4 },
        ],
      },
      { type: 'section', title: 'Shipment and inspection' },
      {
        type: 'row',
        cells: [
          { name: 'meansOfTransport', label: 'Means of transport', span: 3 },
          { name: 'vesselOrFlight', label: 'Vessel and voyage, or flight no.', span: 3 },
          { name: 'containerNumber', label: 'Container no.', span: 3 },
          { name: 'sealNumber', label: 'Seal no.', span: 3 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'portOfLoading', label: 'Port or airport of loading', span: 3 },
          { name: 'departureDate', label: 'Expected departure', span: 3 },
          { name: 'inspectionPlace', label: 'Place where goods can be inspected', span: 3 },
          { name: 'inspectionDate', label: 'Preferred inspection date', span: 3 },
        ],
      },
      { type: 'section', title: 'Checklist before you apply' },
      {
        type: 'checks',
        columns: 2,
        items: [
          { name: 'checkImportRequirements', label: 'Importing country\u2019s requirements checked' },
          { name: 'checkAdditionalDeclarations', label: 'Additional declarations and wording noted' },
          { name: 'checkImportPermit', label: 'Import permit obtained, if one is required' },
          { name: 'checkLabReports', label: 'Laboratory reports attached, if required' },
          { name: 'checkTreatmentCertificate', label: 'Treatment or fumigation certificate attached' },
          { name: 'checkDocumentsMatch', label: 'Lots and weights match invoice and packing list' },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'remarks', label: 'Remarks (additional declarations required, other certificate, special instructions)', span: 12, lines: 2 }],
      },
      {
        type: 'row',
        cells: [
          { name: 'applicantName', label: 'Applicant \u2013 name and title', span: 5 },
          { name: 'signatureDate', label: 'Date', span: 3 },
          { kind: 'blank', label: 'Signature and company stamp', span: 4, lines: 2 },
        ],
      },
    ],
    guideTitle: 'Guide: requesting health and phytosanitary certificates',
    guide: [
      {
        heading: 'What they are for',
        paragraphs: [
          'Plants, food and animal products usually need an official certificate from the exporting country\u2019s competent authority stating that they meet the importing country\u2019s health rules. Phytosanitary certificates follow the IPPC model; veterinary and food certificates use the wording the importing country sets.',
        ],
      },
      {
        heading: 'Who issues them (examples)',
        bullets: [
          'India: the Plant Quarantine Organisation (plants), the Export Inspection Council (many foods, such as fishery products) and the Animal Quarantine and Certification Services (animal products).',
          'USA: USDA APHIS (plants, live animals and many animal products), USDA FSIS (meat, poultry and egg products), FDA and NOAA (other foods and seafood).',
          'Mexico: SENASICA (phytosanitary and zoosanitary certificates).',
        ],
      },
      {
        heading: 'How to fill it in',
        paragraphs: [
          'Start from the importing country\u2019s requirements: certificate model, additional declarations, treatments and tests. Give scientific names, the lot numbers printed on the packages and quantities that match the invoice.',
        ],
      },
      {
        heading: 'Who signs',
        paragraphs: ['You sign the request; an authorised officer signs the certificate after inspection, often electronically (for example ePhyto).'],
      },
      {
        heading: 'Common mistakes',
        bullets: [
          'Applying after the goods are loaded, when they can no longer be inspected.',
          'Lot numbers, weights or consignee that differ from the other documents.',
        ],
      },
      {
        heading: 'Check the official source',
        paragraphs: ['Requirements change often. Confirm them with the issuing authority, the importing country\u2019s authority and your customs broker.'],
      },
    ],
  },
}
