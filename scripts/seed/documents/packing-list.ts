import type { FormDocumentDefinition } from './layout'

/** What is in each package, with weights and measurements. */
export const packingList: FormDocumentDefinition = {
  key: 'packing-list',
  fileName: 'packing-list-template.pdf',
  title: { en: 'Packing list template', es: 'Plantilla de lista de empaque' },
  form: {
    heading: 'Packing list',
    subtitle: 'What each package holds, with weights and measurements, for the forwarder, customs examination and the buyer\u2019s check on arrival.',
    blocks: [
      {
        type: 'row',
        cells: [
          { name: 'packingListNumber', label: 'Packing list no.', span: 3 },
          { name: 'packingListDate', label: 'Date', span: 3 },
          { name: 'invoiceNumber', label: 'Commercial invoice no.', span: 3 },
          { name: 'invoiceDate', label: 'Invoice date', span: 3 },
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
          { name: 'exporterAddress', label: 'Exporter \u2013 address and country', span: 6, lines: 3 },
          { name: 'consigneeAddress', label: 'Consignee \u2013 address and country', span: 6, lines: 3 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'buyerOrderNumber', label: 'Buyer\u2019s order no.', span: 4 },
          { name: 'notifyParty', label: 'Notify party (if not the consignee)', span: 8 },
        ],
      },
      { type: 'section', title: 'Shipment' },
      {
        type: 'row',
        cells: [
          { name: 'portOfLoading', label: 'Port or airport of loading', span: 3 },
          { name: 'portOfDischarge', label: 'Port or airport of discharge', span: 3 },
          { name: 'finalDestination', label: 'Place of final delivery', span: 3 },
          { name: 'vesselOrFlight', label: 'Vessel and voyage, or flight no.', span: 3 },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'transportDocumentNumber', label: 'Bill of lading, AWB or CMR no.', span: 3 },
          { name: 'containerNumbers', label: 'Container no(s).', span: 3 },
          { name: 'sealNumbers', label: 'Seal no(s).', span: 3 },
          { name: 'shipmentDate', label: 'Date of shipment', span: 3 },
        ],
      },
      { type: 'section', title: 'Contents by package' },
      {
        type: 'table',
        prefix: 'line',
        rows: 10,
        columns: [
          { key: 'packageNumbers', label: 'Package nos.', span: 1 },
          { key: 'packageKind', label: 'Kind of package (carton, pallet, drum)', span: 2 },
          { key: 'description', label: 'Description of goods', span: 3 },
          { key: 'quantity', label: 'Quantity', span: 1, numeric: true },
          { key: 'netWeightKg', label: 'Net weight (kg)', span: 1, numeric: true },
          { key: 'grossWeightKg', label: 'Gross weight (kg)', span: 1, numeric: true },
          { key: 'dimensionsCm', label: 'Dimensions L \u00d7 W \u00d7 H (cm)', span: 2 },
          { key: 'volumeM3', label: 'Volume (m\u00b3)', span: 1, numeric: true },
        ],
      },
      {
        type: 'row',
        cells: [
          { name: 'totalPackages', label: 'Total packages', span: 3, numeric: true },
          { name: 'totalNetWeightKg', label: 'Total net weight (kg)', span: 3, numeric: true },
          { name: 'totalGrossWeightKg', label: 'Total gross weight (kg)', span: 3, numeric: true },
          { name: 'totalVolumeM3', label: 'Total volume (m\u00b3)', span: 3, numeric: true },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'shippingMarks', label: 'Shipping marks and numbers, exactly as printed on the packages', span: 12, lines: 3 }],
      },
      {
        type: 'checks',
        label: 'Packaging and handling',
        columns: 2,
        items: [
          { name: 'woodPackagingIspm15', label: 'Wood packaging treated and marked to ISPM 15' },
          { name: 'noWoodPackaging', label: 'No wood packaging material used' },
          { name: 'dangerousGoods', label: 'Dangerous goods (declaration attached)' },
          { name: 'temperatureControlled', label: 'Temperature-controlled cargo' },
        ],
      },
      {
        type: 'row',
        cells: [{ name: 'handlingInstructions', label: 'Handling instructions and remarks', span: 12, lines: 2 }],
      },
      { type: 'section', title: 'Signature' },
      {
        type: 'row',
        cells: [
          { name: 'preparedBy', label: 'Prepared by (name and title)', span: 5 },
          { name: 'signatureDate', label: 'Date', span: 3 },
          { kind: 'blank', label: 'Signature and company stamp', span: 4, lines: 2 },
        ],
      },
    ],
    guideTitle: 'Guide: filling in the packing list',
    guide: [
      {
        heading: 'What it is for',
        paragraphs: [
          'The packing list tells the forwarder, customs and the buyer what is in each package. The forwarder books space and drafts the bill of lading from it, customs uses it to choose packages to examine, and the buyer checks the delivery against it. It normally shows no prices.',
        ],
      },
      {
        heading: 'How to fill it in',
        bullets: [
          'Number every package and give its kind, contents, net and gross weight and outside dimensions.',
          'Copy the shipping marks exactly as they are printed on the packages.',
          'Use one unit system throughout (kilograms and centimetres) and check that the totals add up.',
        ],
      },
      {
        heading: 'Who signs',
        paragraphs: ['The exporter, or the packer or forwarder acting for it, once packing is finished and the figures are final.'],
      },
      {
        heading: 'Common mistakes',
        bullets: [
          'Package counts or weights that differ from the commercial invoice and the bill of lading or air waybill: officials and banks compare them.',
          'A gross weight lower than the net weight, or totals that do not match the lines.',
          'Untreated wooden pallets or crates: many countries accept wood packaging only if it is treated and marked to ISPM 15.',
          'Treating the packing list as the container\u2019s verified gross mass (VGM), which the shipper must declare to the carrier separately under SOLAS.',
        ],
      },
      {
        heading: 'Check the official source',
        paragraphs: [
          'Requirements vary by country, carrier and product, and they change. Confirm them with the importing country\u2019s customs authority, your forwarder and your customs broker.',
        ],
      },
    ],
  },
}
