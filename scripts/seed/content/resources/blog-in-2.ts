import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

export const BLOG_IN_2: PostSeed[] = [
  {
    key: 'blog-in-hsn-classification-gri',
    kind: 'blog',
    categories: ['trade-documents', 'gst-tax'],
    author: 'arjun',
    publishedAt: '2025-01-21T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: a product carton with an eight-digit code label beside an open tariff book' } },
    tool: '/hsn-code',
    related: ['blog-in-commercial-invoice-fields', 'blog-in-duty-drawback-rodtep-pricing'],
    content: {
      'en-in': {
        title: 'HSN codes: how to classify your product correctly',
        slug: 'how-to-classify-products-hsn-codes-gri',
        excerpt:
          'The eight-digit code on your shipping bill sets duty, GST, export policy and incentive rates. Here is how to classify a product with the General Rules of Interpretation instead of a keyword search.',
        body: doc(
          p(
            'The code on your shipping bill decides the customs duty your buyer pays, the GST rate on your domestic invoices, whether the export is free or needs a licence, and the drawback and RoDTEP rates you can claim. Get it wrong and the cost surfaces months later: a held refund, a demand notice with interest, or a container waiting at port while the buyer’s broker asks questions.',
          ),
          h2('How an HSN code is built'),
          p(
            'The Harmonized System is maintained by the World Customs Organization. Its first six digits are common to every country that uses it: two for the chapter, four for the heading, six for the subheading. India adds two more: the eight-digit tariff items of the ITC(HS) classification published by DGFT, which also sets import and export policy, match those of the Customs Tariff administered by CBIC. GST rate notifications refer to HSN at four, six or eight digits.',
          ),
          p(
            'Take packaged black tea: Chapter 09 covers coffee, tea, maté and spices; heading 09.02 is tea; subheading 0902.30 is black tea in immediate packings of up to 3 kg; the last two digits are India’s own split. Your buyer’s country extends the code its own way, so only the first six digits should be expected to match.',
          ),
          h2('The General Rules of Interpretation, in plain words'),
          p(
            'Classification is not a keyword search. It follows six General Rules of Interpretation (GRIs), applied in order: move to the next rule only if the previous one does not settle it.',
          ),
          ul([
            '**GRI 1:** the terms of the headings and the Section and Chapter Notes decide; titles are for reference only. Most products are settled here, provided you read the notes, which often exclude goods you would expect to find in a chapter.',
            '**GRI 2(a):** an unfinished or unassembled article is classified as the finished article if it already has its essential character; flat-packed furniture is still furniture.',
            '**GRI 2(b):** a heading naming a material also covers mixtures and combinations of it with other materials; such goods are then sorted out under GRI 3.',
            '**GRI 3:** when goods seem to fit two or more headings, (a) the most specific description wins; (b) mixtures, composite goods and sets put up for retail sale are classified by the component that gives them their essential character; (c) if that still ties, the heading that comes last in numerical order applies.',
            '**GRI 4:** goods that fit no heading go to the heading for the goods they are most akin to.',
            '**GRI 5:** fitted cases presented with an article are classified with it; so is packing, unless clearly suitable for repeated use.',
            '**GRI 6:** the same logic applies between subheadings, comparing only subheadings at the same level.',
          ]),
          h2('A worked example: the insulated steel bottle'),
          p(
            'Suppose you make double-walled stainless-steel bottles that keep drinks hot or cold through a vacuum between the walls. A search for “stainless steel bottle” points to heading 73.23, household articles of iron or steel. But heading 96.17 covers vacuum flasks and other vacuum vessels, complete, and the notes to Section XV, where Chapter 73 sits, exclude articles of Chapter 96. GRI 1 settles it: the vacuum vessel belongs in 96.17. A single-walled steel bottle with no vacuum stays in 73.23. The two headings can carry different duty and GST rates, so the distinction is not academic.',
          ),
          p(
            'Now pack the bottle in a gift box with two steel tumblers for retail sale. The items fall in different headings but are sold together as one unit, so this is a set under GRI 3(b), classified by the component that gives it its essential character: normally the flask.',
          ),
          h2('Why the code matters for duty, GST and incentives'),
          p('Beyond the buyer’s import duty, the same code drives several things at home:'),
          ul([
            '**GST:** the rate follows the HSN, and tax invoices must show it: four digits on B2B invoices for aggregate turnover up to ₹5 crore, six above that. These rules have changed before; confirm the current CBIC notification.',
            '**Export policy:** Schedule 2 of ITC(HS) tells you whether the item is free, restricted (needs an authorisation) or prohibited for export.',
            '**Incentives:** the drawback schedule and the RoDTEP rate list are keyed to tariff items. A wrong code means a wrong rate, and excess amounts are recovered with interest.',
            '**Origin rules:** free trade agreements commonly express origin rules as a change in tariff classification, so the code also decides whether a preference is available.',
          ]),
          h2('Practical steps and common mistakes'),
          h3('Steps that hold up in an audit'),
          ul([
            'Describe the product first (what it is, what it is made of, what it does, how it is presented for sale), then read the notes before the headings.',
            'Keep a short classification note per product: code, reasoning, GRI applied and date.',
            'Use the same eight-digit code on the invoice, packing list, shipping bill and GST returns.',
            'Where the answer is uncertain and the stakes are high, seek an advance ruling: from the Customs Authority for Advance Rulings for customs, or your state’s Authority for Advance Ruling for GST.',
          ]),
          h3('Mistakes we see often'),
          p(
            'Choosing the lowest-duty code and working backwards to justify it; using an “others” line when a specific tariff item exists; copying a competitor’s code without checking the product is really the same.',
          ),
          p('Our HSN code finder is a good place to start: treat its result as a lead and confirm it against the tariff and the notes.'),
        ),
        seo: {
          title: 'HSN code classification: GRI rules and 8-digit ITC-HS',
          description:
            'How to classify a product under the HSN: the six General Rules of Interpretation, India’s 8-digit ITC(HS) codes, and why the code drives duty and GST.',
        },
      },
    },
  },
  {
    key: 'blog-in-commercial-invoice-fields',
    kind: 'blog',
    categories: ['trade-documents', 'gst-tax'],
    author: 'diego',
    publishedAt: '2025-02-25T11:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: a commercial invoice with highlighted fields beside a stamped shipping bill' } },
    download: 'commercial-invoice',
    related: ['blog-in-hsn-classification-gri', 'blog-in-letter-of-credit-terms-checklist', 'blog-in-selling-to-mexico-from-india'],
    content: {
      'en-in': {
        title: 'The export commercial invoice: fields customs will check',
        slug: 'commercial-invoice-mandatory-fields-export-customs',
        excerpt:
          'One export invoice is read by Indian customs, the GST refund system, your bank and the buyer’s customs. A field-by-field checklist of what each of them needs to see.',
        body: doc(
          p(
            'The commercial invoice is the document every other export document is checked against. Indian customs uses it to assess the shipping bill. The GST system matches it against your returns before releasing an IGST refund. Your bank relies on it to track export realisation and, under a letter of credit, to decide whether to pay. The buyer’s customs uses it to calculate duty. One invoice, at least four readers, and each of them can hold up your money.',
          ),
          h2('What Indian customs and GST need to see'),
          p(
            'Your customs broker files the shipping bill on ICEGATE from the invoice and packing list, so any gap here is copied into the declaration. Many exporters issue one document that serves as both GST tax invoice and commercial invoice; if you issue two, number, date and value must agree.',
          ),
          ul([
            '**Exporter details:** legal name and address, IEC and GSTIN. The AD code of the bank that will receive the proceeds goes on the shipping bill and must be registered at the port of export.',
            '**Invoice number and date:** from your GST series and unique. For IGST refunds, the invoice on the shipping bill must match the one reported in your GST return; a mismatch (the familiar SB005 error) is one of the most common reasons refunds are held.',
            '**Buyer and consignee:** full names and addresses, and the consignee separately if the goods go to someone other than the buyer.',
            '**Route:** country of origin, country of final destination, port of loading and port of discharge.',
            '**Incoterm with a named place and version:** for example “FOB Nhava Sheva, Incoterms 2020”. Exports are assessed at FOB value, so on a CIF or CFR invoice show freight and insurance separately.',
            '**Goods:** a commercial description with grade, model or composition, the eight-digit ITC(HS) code, quantity with unit, unit price, total value and currency.',
            '**Packages:** marks and numbers, number and type of packages, net and gross weight, all matching the packing list.',
            '**Payment terms:** for example “30% advance, balance against documents” or “90 days from bill of lading date”.',
            '**GST endorsement:** under Rule 46 of the CGST Rules, an export invoice must state either that the supply is meant for export under bond or letter of undertaking without payment of integrated tax, or that it is meant for export on payment of integrated tax. Many exporters also quote the LUT reference. If IGST is paid, show the taxable value, rate and amount.',
            '**E-invoicing:** if your turnover puts you above the e-invoicing threshold, export invoices need an IRN and QR code like any other B2B invoice.',
            '**Declaration and signature:** that the invoice shows the actual price and true particulars, signed by an authorised person.',
          ]),
          h2('What the buyer’s customs needs'),
          p(
            'Each importing country sets its own rules, but the core is similar everywhere: who sold, who bought, exactly what, how many, at what price, from where. Two examples show the level of detail expected.',
          ),
          h3('United States'),
          p(
            'US customs regulations list what an invoice must contain, including the port of entry, names of seller and buyer, a detailed description of the goods, quantities, the purchase price of each item in the currency of sale, all charges (freight, insurance, commissions, packing) itemised, any rebates or discounts, the country of origin, and any goods or services the buyer supplied for production that are not included in the price.',
          ),
          h3('Mexico'),
          p(
            'The Mexican importer’s customs broker transmits the invoice data electronically before filing the pedimento, so the invoice must give the place and date of issue, names and addresses of seller and buyer, a detailed description of the goods with quantities and units, and unit and total values. Mexican buyers usually ask you to show their RFC (tax ID). Invoices in English are accepted; other languages need a translation.',
          ),
          p(
            'A few destinations still require invoices to be attested by a chamber of commerce or legalised by a consulate, and where the buyer claims a trade agreement preference the invoice must match the certificate of origin. Ask the buyer’s broker before the first shipment.',
          ),
          h2('Keep the whole set consistent'),
          p(
            'Under a letter of credit the rules are stricter. UCP 600 requires the invoice to be issued by the beneficiary, made out to the applicant, in the currency of the credit, with a description of goods that corresponds to the credit. Other documents need not repeat the invoice word for word, but their data must not conflict with it. Weights on the packing list, marks on the bill of lading and the quantity on the certificate of origin should all tell the same story.',
          ),
          h2('Common mistakes'),
          ul([
            'Vague descriptions such as “spare parts”, “garments” or “samples” that force customs to ask questions.',
            'Free samples shown at zero value. Customs needs a value; state that the goods have no commercial value and give a value for customs purposes.',
            'An Incoterm without a named place, or no indication of which Incoterms version applies.',
            'Invoicing in a currency different from the contract or the letter of credit.',
            'Reusing an invoice number across GST series, or changing the invoice after the shipping bill is filed without amending the shipping bill.',
            'Discounts agreed with the buyer but not shown on the invoice, which leaves the declared value wrong on both sides.',
          ]),
          p('Download our commercial invoice template: it carries every field above in the order brokers expect, with notes on what to put where.'),
        ),
        seo: {
          title: 'Export commercial invoice: mandatory fields checklist',
          description:
            'The fields an Indian export invoice needs for customs, GST refunds and the buyer’s customs, with US and Mexico examples and the mistakes that delay clearance.',
        },
      },
    },
  },
  {
    key: 'blog-in-health-phytosanitary-certificates',
    kind: 'blog',
    categories: ['trade-documents', 'incoterms-logistics'],
    author: 'arjun',
    publishedAt: '2025-04-08T10:30:00+05:30',
    cover: { motif: 'shield', alt: { 'en-in': 'Illustration: a crate of fresh produce beside an official certificate with a seal' } },
    download: 'health-certificates',
    related: ['blog-in-commercial-invoice-fields', 'blog-in-letter-of-credit-terms-checklist', 'blog-in-freight-lcl-fcl-cash-cycle'],
    content: {
      'en-in': {
        title: 'Health and phytosanitary certificates for agri exports',
        slug: 'health-phytosanitary-certificates-food-agri-exports',
        excerpt:
          'Which Indian authority certifies what, from plant quarantine to EIC, where APEDA fits in, and how to plan certificates so they do not hold up your shipment or your payment.',
        body: doc(
          p(
            'If you export food or agricultural products, the importing country wants an official Indian authority to vouch for them. Without the right certificate, a consignment can be detained, re-exported or destroyed at destination, and under a letter of credit or documentary collection a missing certificate also means you are not paid. The difficulty is that different products need different certificates from different bodies, and some depend on approvals you have to obtain months in advance.',
          ),
          h2('Three certificates, three purposes'),
          ul([
            '**Phytosanitary certificate:** for plants and plant products such as fresh fruit and vegetables, grains, pulses, spices, seeds and cut flowers. It certifies that the consignment was inspected and meets the importing country’s plant health requirements, usually freedom from specified pests. In India it is issued by the Directorate of Plant Protection, Quarantine and Storage through its plant quarantine stations, in the format set by the International Plant Protection Convention, and applied for online through the Plant Quarantine Information System (PQIS).',
            '**Health certificate for food:** for processed foods and products of animal origin such as fish and fishery products, dairy, egg products, honey and poultry meat. It certifies that the food is fit for human consumption and was produced under the controls the importing country recognises. For many destinations and products it is issued by the Export Inspection Council (EIC) through its Export Inspection Agencies, and for some markets your processing establishment must first be approved and listed.',
            '**Veterinary or sanitary certificate:** for live animals and certain livestock products, issued through the Animal Quarantine and Certification Services of the Department of Animal Husbandry and Dairying, depending on product and destination.',
          ]),
          h3('Where APEDA fits in'),
          p(
            'APEDA is often named in the same breath, but it does not usually issue health certificates. Its role is upstream: registration (the RCMC) for exporters of the products it covers; traceability systems for fresh produce such as grapes, on which plant quarantine relies when certifying consignments for some markets; and the National Programme for Organic Production, under which accredited certification bodies issue the organic certificates and transaction certificates that organic buyers require. Marine products are registered with MPEDA instead.',
          ),
          h2('How the phytosanitary process runs'),
          ul([
            '**Check the destination’s requirements first.** The buyer’s import permit or the importing country’s regulations set the conditions: some require a specific treatment, for example irradiation for Indian mangoes going to the United States, or registration of farms and packhouses.',
            '**Arrange treatments.** Fumigation, where required, must be carried out by an agency accredited by plant quarantine, which issues its own fumigation certificate. Wooden pallets and crates need ISPM 15 treatment and marking.',
            '**Apply online** with the invoice, packing list, shipping details, treatment certificates and any lab reports the importing country requires.',
            '**Inspection and sampling** by a plant quarantine officer at the station, packhouse or container freight station.',
            '**Issue.** Once the officer is satisfied, the certificate is issued. Check every detail against the invoice and bill of lading before the ship sails: consignee, botanical name, quantity, port of entry and treatment details.',
          ]),
          h2('Health certificates through EIC'),
          p(
            'For markets that require establishment approval, such as the European Union for fishery and dairy products, approval involves audits of your plant, its food safety system and, for some products, participation in residue monitoring. Plan for months, not weeks. Once approved, each consignment is applied for with the relevant Export Inspection Agency, which may draw samples for testing at an EIC or approved laboratory before issuing the certificate.',
          ),
          h2('Timelines to plan around'),
          p(
            'There is no single official turnaround time; it depends on the product, destination, season and how complete your application is. Work backwards from the vessel cut-off. An illustrative plan for a spice consignment that needs a residue test, fumigation and a phytosanitary certificate might look like this:',
          ),
          ul([
            '**Ten days before loading:** samples drawn and sent to the laboratory.',
            '**Five days before:** test results received and checked against the importing country’s limits.',
            '**Three days before:** container stuffed and fumigated, with exposure and aeration time allowed for.',
            '**Two days before:** plant quarantine inspection.',
            '**One day before:** certificate issued and checked against the draft bill of lading.',
          ]),
          p(
            'One-time approvals sit outside that plan: APEDA registration, farm and packhouse registration before the season starts, and establishment approval for EIC-certified products. Many importing countries also expect the inspection and certificate to be close to the shipment date, so certifying too early can be as much of a problem as certifying too late.',
          ),
          h2('Certificates and getting paid'),
          ul([
            'Under a letter of credit, name the issuing authority exactly as it will appear on the certificate, and avoid terms that require content the authority will not certify.',
            'Originals travel with the other shipping documents. A certificate that arrives late delays presentation and payment just as surely as a late bill of lading.',
            'Corrections usually mean a replacement certificate and a fresh fee. Errors in consignee name or quantity are the commonest cause.',
            'Demurrage and detention caused by a missing certificate can quickly exceed the margin on a food shipment.',
          ]),
          p('Our health certificates guide lists the documents each authority asks for and a planning sheet you can adapt to your product and destination.'),
        ),
        seo: {
          title: 'Phytosanitary and health certificates for Indian exports',
          description:
            'Who issues phytosanitary and health certificates for Indian food and agri exports (plant quarantine, EIC), APEDA’s role, and how to plan the timeline.',
        },
      },
    },
  },
  {
    key: 'blog-in-letter-of-credit-terms-checklist',
    kind: 'blog',
    categories: ['trade-documents', 'export-finance'],
    author: 'priya',
    publishedAt: '2025-05-20T09:30:00+05:30',
    cover: { motif: 'handshake', alt: { 'en-in': 'Illustration: two hands exchanging a bank letter of credit over a world map' } },
    download: 'letter-of-credit',
    related: ['blog-in-commercial-invoice-fields', 'blog-in-selling-to-mexico-from-india', 'blog-in-health-phytosanitary-certificates'],
    content: {
      'en-in': {
        title: 'Letter of credit checklist: terms to agree before you ship',
        slug: 'letter-of-credit-application-terms-checklist',
        excerpt:
          'Most letter of credit discrepancies are written in when the credit is applied for. A checklist for importers filling in the application and exporters reviewing the draft.',
        body: doc(
          p(
            'A letter of credit is only as good as its terms. Under UCP 600, banks deal with documents, not goods, and examine them on their face. If the credit asks for a document the seller cannot produce, or sets dates the vessel schedule cannot meet, the seller will present discrepant documents and the bank’s undertaking to pay falls away. Most of these problems are written into the credit at the application stage, which is also the cheapest moment to fix them.',
          ),
          h2('The application: what the importer fills in'),
          ul([
            '**Rules:** state that the credit is subject to UCP 600. Credits under UCP 600 are irrevocable by definition.',
            '**Parties:** exact legal names and addresses of applicant and beneficiary, as they will appear on the invoice.',
            '**Amount and tolerance:** the words “about” or “approximately” before the amount or quantity allow 10% either way. If you want a narrower band, write it, for example “plus or minus 5%”.',
            '**Availability:** with which bank, and by sight payment, deferred payment, acceptance or negotiation.',
            '**Tenor:** sight, or usance with a clear trigger, such as “90 days from bill of lading date”.',
            '**Expiry date and place:** exporters strongly prefer expiry at a bank in their own country.',
            '**Latest shipment date and presentation period:** if you do not state a period, documents must be presented within 21 calendar days after shipment, and never later than expiry.',
            '**Partial shipments and transhipment:** both are allowed unless the credit prohibits them, and even a prohibition on transhipment does not stop a bill of lading showing transhipment from being accepted when goods are in containers under a single bill.',
            '**Incoterm with named place:** consistent with the documents asked for. A CIF or CIP credit should call for an insurance document, which by default must cover at least 110% of the CIF or CIP value.',
            '**Goods description:** short and precise. Long technical specifications are a reliable source of discrepancies; put them in the contract.',
            '**Documents:** list each one, how many originals, and who must issue it. For a bill of lading, state whether it is to order, how it is endorsed, who is notified and whether freight is prepaid or collect.',
            '**Charges:** which party pays the issuing bank’s charges and which pays charges outside the applicant’s country.',
            '**Confirmation:** whether the advising bank is asked to confirm, may add its confirmation, or should not.',
          ]),
          h2('What the exporter should check in the draft'),
          ul([
            'Can you produce every document, in the form stated, from the issuer stated, by the dates stated? Reject any document that has to be signed or approved by the applicant: it gives the buyer a veto over your payment.',
            'Are the dates realistic once production, inland haulage and the actual vessel schedule are added up? Leave room between latest shipment and expiry.',
            'Are the port names ones your shipping line actually serves, spelt the way the bill of lading will spell them?',
            'Is the issuing bank acceptable to you? If you are unsure about the bank or its country, ask for confirmation and price it into the deal.',
            'Who pays usance interest? Under a usance credit payable at sight, the buyer bears the interest and you are paid at sight.',
            'Are there conditions with no document attached, such as “goods must be of first quality”? Banks disregard them, but they signal a buyer who may dispute later.',
          ]),
          h2('A worked example'),
          p(
            'An illustrative case: an Indian exporter of machined parts agrees a credit for about USD 100,000, CIF Manzanillo, payable 90 days from the bill of lading date, latest shipment 31 March, expiry 30 April at the advising bank in India, for 10,000 pieces.',
          ),
          ul([
            '**Drawing range:** “about” allows a drawing of USD 90,000 to 110,000.',
            '**Quantity:** because the goods are counted in pieces, the 5% quantity tolerance UCP 600 allows for bulk goods does not apply, while “about” in front of the amount only covers the amount.',
            '**Presentation:** the goods are shipped on 20 March, so documents must be presented by 10 April, which falls before expiry and is therefore the deadline that counts.',
            '**Insurance:** the policy must cover at least 110% of the CIF value and be dated no later than shipment.',
            '**Examination and payment:** the nominated bank has up to five banking days after presentation to examine the documents. If they comply, payment is due 90 days from 20 March, on 18 June.',
          ]),
          p(
            'If production slips and the goods leave on 5 April, the bill of lading shows late shipment and the documents are discrepant. The exporter should ask for an amendment before shipping, not after. Amendments need the beneficiary’s consent to bind it, and the buyer’s bank will charge for them.',
          ),
          h2('Discrepancies to design out'),
          ul([
            'Late shipment or late presentation.',
            'Invoice description that does not correspond to the credit, or an invoice amount above the credit.',
            'Bill of lading without an on-board notation, or claused to show damaged packaging.',
            'Data across documents that conflict with each other or with the credit. They need not be identical, but they must not contradict.',
            'Insurance dated after shipment, or in a different currency.',
            'Missing endorsements, signatures or the number of originals called for.',
          ]),
          p(
            'For the finer points, banks follow ICC’s International Standard Banking Practice (ISBP 821) alongside UCP 600. Our letter of credit checklist turns this article into an application and draft-review form you can use on your next deal.',
          ),
        ),
        seo: {
          title: 'Letter of credit terms checklist for buyers and sellers',
          description:
            'What to put in a letter of credit application and what exporters should check in the draft under UCP 600, with a worked example and common discrepancies.',
        },
      },
    },
  },
  {
    key: 'blog-in-selling-to-mexico-from-india',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['india-mexico', 'export-finance'],
    author: 'sofia',
    publishedAt: '2026-02-10T10:00:00+05:30',
    cover: { motif: 'globe', alt: { 'en-in': 'Illustration: a globe with a shipping route drawn from India across the Pacific to Mexico' } },
    related: ['blog-in-commercial-invoice-fields', 'blog-in-letter-of-credit-terms-checklist', 'blog-in-freight-lcl-fcl-cash-cycle'],
    content: {
      'en-in': {
        title: 'Selling to Mexico from India: what your buyer needs',
        slug: 'selling-to-mexico-from-india-import-requirements',
        excerpt:
          'Mexico is a large, demanding market with no trade agreement with India. How Mexican import clearance works, which standards apply, and payment terms that protect a first-time exporter.',
        body: doc(
          p(
            'Indian exporters of auto components, chemicals, pharmaceuticals, textiles and engineering goods find serious buyers in Mexico, many of them manufacturers supplying the United States. But Mexican import clearance is strict and paperwork-heavy, and much of it falls on your buyer rather than on you. Understanding what your buyer has to do makes you a supplier they can work with.',
          ),
          h2('Check the tariff before you quote'),
          p(
            'India and Mexico have no free trade agreement, so Indian goods pay Mexico’s general (most-favoured-nation) duties. Mexico’s tariff, the TIGIE, uses an eight-digit tariff fraction plus a two-digit statistical extension (the NICO); the first six digits match your HS code. From January 2026 Mexico raised duties on a long list of tariff lines, covering sectors such as textiles, apparel, steel and auto parts, for countries it has no trade agreement with, and India is among them. Your competitors from the United States, Canada, the EU and other partners may pay much less.',
          ),
          p(
            'Ask the buyer’s customs broker for the current rate on the exact fraction before you price. On top of duty, imports pay VAT (IVA) at 16%, which a registered buyer can generally credit, and a customs processing fee. Buyers operating under IMMEX, Mexico’s programme for manufacturing for export, can import inputs temporarily with duties deferred, and manufacturers registered under a sectoral promotion programme (PROSEC) may pay reduced rates. Ask whether your buyer uses either: it changes the landed cost you compete on.',
          ),
          h2('What the Mexican importer must have'),
          ul([
            '**Tax registration and the importers’ register:** an RFC (tax ID), an electronic signature and registration in SAT’s Padrón de Importadores. Sensitive goods such as textiles, apparel, footwear, steel and certain chemicals also need registration in the sector-specific register.',
            '**A licensed customs broker:** the agente aduanal files the pedimento, the customs declaration that carries the tariff classification, customs value, taxes and permits. The importer authorises the broker electronically for each broker it uses.',
            '**Electronic value data:** the broker transmits the invoice data to customs before clearance, and the importer files a value declaration supporting the customs value.',
            '**Permits where applicable:** for example sanitary authorisations from COFEPRIS for medicines and medical devices, or SENASICA requirements for agricultural and animal products.',
          ]),
          h2('NOMs: Mexico’s mandatory standards'),
          p(
            'Normas Oficiales Mexicanas (NOMs) are mandatory technical regulations, and many are enforced at the border for the tariff fractions they cover. The ones Indian exporters meet most often are labelling standards:',
          ),
          ul([
            '**NOM-050-SCFI:** commercial information on the label for general consumer products.',
            '**NOM-051-SCFI/SSA1:** labelling of pre-packaged food and non-alcoholic beverages, including the front-of-pack warning seals.',
            '**NOM-004:** labelling of textiles and apparel (fibre content, care instructions, size, origin).',
            '**Electrical and electronic safety NOMs:** products need a certificate from an accredited certification body before import.',
          ]),
          p(
            'Labels must be in Spanish and typically show the importer’s name, address and RFC, the country of origin and quantities in metric units. Labelling at your factory is usually cheapest; the alternative is labelling in Mexico under a verification arrangement, which adds cost and time. Agree with the buyer who labels, in which format, and who pays for any certification.',
          ),
          h2('Documents you send'),
          ul([
            'Commercial invoice: English is accepted; show the buyer’s RFC, a detailed description, unit and total values and the Incoterm.',
            'Packing list and bill of lading (or air waybill), consistent with the invoice.',
            'Certificate of origin: there is no preference to claim, but origin can matter where Mexico applies anti-dumping duties or origin-specific measures.',
            'Test reports or certificates that support NOM compliance, and health or sanitary certificates for food and pharmaceutical products.',
          ]),
          h2('Incoterms and payment terms'),
          p(
            'Avoid DDP. Under DDP you would be the importer, which requires Mexican tax and importer registrations that a foreign company does not normally have. FOB or FCA an Indian port, CIF or CFR Manzanillo, Lázaro Cárdenas, Veracruz or Altamira, or DAP with the buyer clearing customs are all workable.',
          ),
          p(
            'Transit from India involves transhipment and takes weeks, so payment terms weigh heavily on your cash cycle. An illustrative case: goods dispatched on day 0 sail on day 7, and terms of 60 days from the bill of lading date mean cash arrives around day 70, before any banking delays. For a first order, ask for an advance or a letter of credit, confirmed if you are unsure of the issuing bank. As the relationship settles, documentary collection or open account become realistic, with credit insurance or export factoring to take the buyer’s credit risk and bring the cash forward.',
          ),
          p(
            'Whatever the terms, export proceeds must be realised through your AD bank within the period RBI allows, and reconciled against the shipping bill. Confirm the current rules with your bank before agreeing long credit periods.',
          ),
        ),
        seo: {
          title: 'Exporting from India to Mexico: pedimento, NOMs, payment',
          description:
            'Selling to Mexico from India: tariff checks without an FTA, the pedimento and customs broker, NOM labelling rules, the documents to send and safe payment terms.',
        },
      },
    },
  },
  {
    key: 'blog-in-duty-drawback-rodtep-pricing',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['gst-tax', 'export-finance'],
    author: 'neha',
    publishedAt: '2025-08-19T10:00:00+05:30',
    cover: { motif: 'coins', alt: { 'en-in': 'Illustration: coins flowing back from a customs stamp towards an export carton' } },
    related: ['blog-in-hsn-classification-gri', 'blog-in-commercial-invoice-fields'],
    content: {
      'en-in': {
        title: 'Duty drawback and RoDTEP: claiming them and pricing exports',
        slug: 'duty-drawback-rodtep-claims-export-pricing',
        excerpt:
          'Drawback and RoDTEP return taxes embedded in your exports, on top of GST relief. What each covers, how to claim both from the shipping bill, and how much of them to count on in your price.',
        body: doc(
          p(
            'India’s principle is that taxes should not be exported. GST on exports is handled by zero-rating, either under a letter of undertaking or by paying IGST and claiming it back. Two further schemes return taxes that GST zero-rating does not reach: duty drawback and RoDTEP. Both are claimed through the shipping bill, both are paid only after the goods sail, and both are large enough to change how keenly you can price.',
          ),
          h2('What each scheme refunds'),
          ul([
            '**Duty drawback at All Industry Rates (AIR):** refunds customs duties paid on inputs used to make the exported goods, under section 75 of the Customs Act and the Customs and Central Excise Duties Drawback Rules, 2017. CBIC notifies the rates in the drawback schedule by tariff item, mostly as a percentage of FOB value, often with a cap per unit.',
            '**Brand rate drawback:** where no AIR exists for your product, or the AIR is well below the duties you actually paid (the rules set the threshold at four-fifths), you can apply to customs for a rate fixed on your own input data.',
            '**Section 74 drawback:** for imported goods re-exported as they are. Goods not taken into use get back most of the import duty; used goods get a lower share.',
            '**RoDTEP (Remission of Duties and Taxes on Exported Products):** in place since January 2021, it refunds central, state and local levies embedded in exports that no other scheme refunds, such as VAT on fuel used in transport and production, electricity duty, mandi tax and stamp duty. DGFT notifies the rates by tariff item, as a percentage of FOB value with per-unit caps. The benefit comes as a transferable electronic scrip, which you can use to pay basic customs duty on imports or sell to an importer.',
          ]),
          p(
            'Because they cover different taxes, drawback and RoDTEP can generally be claimed on the same shipment, in addition to GST zero-rating. Eligibility for particular routes, such as exports against an Advance Authorisation or from an EOU or SEZ, has changed more than once, and so have the end dates of the RoDTEP scheme. Check the current position for your product on DGFT (the RoDTEP appendices) and CBIC (the drawback schedule) before you rely on either.',
          ),
          h2('How to claim, step by step'),
          ul([
            '**Classify correctly.** Both rates are keyed to the eight-digit tariff item, so a wrong code means a wrong claim that will be recovered with interest.',
            '**Register the basics once:** your AD code at each port of export, and a bank account with customs on ICEGATE for drawback credits.',
            '**Declare on the shipping bill.** Enter the drawback serial number, and declare that you intend to claim RoDTEP. A claim that is not declared when the shipping bill is filed is very hard to recover later.',
            '**Wait for the export general manifest.** After the vessel sails and the shipping line files the manifest, drawback is processed and credited to your bank account. Watch ICEGATE for queries, which stop the clock.',
            '**Generate the RoDTEP scrip.** Once processed, you claim the scrip on ICEGATE, where it is credited to your electronic ledger. Scrips carry a validity period, and claims have time limits; check both.',
            '**Realise the export proceeds.** If payment is not received within the period RBI allows, drawback and RoDTEP are recoverable. Keep bank realisation records reconciled with each shipping bill.',
          ]),
          h2('What they do to your export price'),
          p('An illustrative example with round numbers, not actual rates: a garment exporter ships goods with an FOB value of ₹10,00,000.'),
          ul([
            'Drawback at an assumed 1.5% of FOB: ₹15,000, credited to the bank account some weeks after sailing.',
            'RoDTEP at an assumed 1%: a scrip of ₹10,000. Sold at an assumed 98% of face value, it brings ₹9,800.',
            'Together: ₹24,800, about 2.5% of FOB.',
          ]),
          p(
            'If the exporter’s margin on the order is 8%, the incentives amount to almost a third of the profit. That creates a temptation to quote as if the money were already in hand. A safer approach is to price on the product’s own economics plus a conservative share of the incentives, and treat the rest as a buffer against rate revisions, rejected claims and delays in selling scrips.',
          ),
          p(
            'Timing matters too. Incentives arrive weeks after shipment, and often after the invoice has been financed. Export factoring advances against the invoice, not the incentives, so forecast them as a separate receivable and follow them up like one.',
          ),
          h2('Common mistakes'),
          ul([
            'Forgetting the RoDTEP declaration on the shipping bill, usually because the broker’s default settings were not changed.',
            'Using an old drawback serial number after the schedule has been revised.',
            'Bank account details on ICEGATE that do not match the bank’s records, so credits fail.',
            'Letting scrips lapse unused or unsold.',
            'Booking incentives as income before they are credited, then discovering a query or a recovery for unrealised proceeds.',
          ]),
        ),
        seo: {
          title: 'Duty drawback and RoDTEP: how to claim and price exports',
          description:
            'What duty drawback and RoDTEP refund, how to claim both through the shipping bill and ICEGATE, and how much of them an Indian exporter should build into price.',
        },
      },
    },
  },
  {
    key: 'blog-in-msme-45-day-payment-rule',
    kind: 'blog',
    product: 'invoice-discounting',
    categories: ['working-capital', 'gst-tax'],
    author: 'neha',
    publishedAt: '2026-05-12T10:00:00+05:30',
    cover: { motif: 'calendar', alt: { 'en-in': 'Illustration: a calendar with the 45th day circled next to an unpaid invoice' } },
    related: ['blog-in-treds-invoice-discounting-platforms', 'blog-in-vendor-financing-large-buyers', 'blog-in-early-payment-discount-returns'],
    content: {
      'en-in': {
        title: 'MSME 45-day payment rule: what buyers and suppliers must do',
        slug: 'msme-45-day-payment-rule-section-43bh',
        excerpt:
          'The MSMED Act caps payment terms to micro and small suppliers at 45 days, and tax law now disallows late payments. How the two rules work together, with a worked year-end example.',
        body: doc(
          p(
            'For years the MSMED Act’s payment deadline was widely known and widely ignored. That changed when tax law linked the deduction for a purchase to paying micro and small suppliers on time. Now finance teams, auditors and suppliers all watch the same date. Here is how the rule works and what each side should do about it.',
          ),
          h2('What the MSMED Act requires'),
          ul([
            '**Section 15:** a buyer of goods or services from a micro or small enterprise must pay on or before the date agreed in writing, and that agreed period cannot exceed 45 days from the day of acceptance or deemed acceptance. Without a written agreement, payment is due within 15 days of acceptance.',
            '**Day of acceptance:** the day goods are delivered or services rendered. If the buyer objects in writing within 15 days of delivery, it is the day the objection is removed. If no objection is raised within 15 days, the goods are deemed accepted on the day of delivery.',
            '**Section 16:** late payment attracts compound interest with monthly rests at three times the bank rate notified by RBI. With an illustrative bank rate of 6%, that is 18% a year, compounded monthly.',
            '**Section 18:** the supplier can refer the dispute to the Micro and Small Enterprises Facilitation Council, usually by filing on the MSME Samadhaan portal. The council conciliates and, failing that, arbitrates. A buyer challenging the award must first deposit 75% of the amount.',
            '**Section 23:** the interest payable under section 16 is not deductible for income tax.',
          ]),
          p(
            'The protection covers micro and small enterprises, not medium ones, and depends on the supplier’s Udyam registration and classification at the time of supply. Traders registered on Udyam only for priority sector lending are generally understood to be outside it; take advice on borderline cases.',
          ),
          h2('How tax law adds teeth'),
          p(
            'The Finance Act 2023 added clause (h) to section 43B of the Income-tax Act, 1961, from the financial year 2023-24. Any sum payable to a micro or small enterprise beyond the time limit in section 15 of the MSMED Act is deductible only in the year it is actually paid. An overdue invoice still unpaid at the year end is therefore added back to taxable income for that year. The Income-tax Act, 2025 replaced the 1961 Act from 1 April 2026 and carries the actual-payment rule forward under a new section number, so map older guidance that cites section 43B(h) to the current provision with your tax adviser.',
          ),
          h3('A worked year-end example'),
          p(
            'An illustrative case: a buyer with a 31 March year end receives goods worth ₹10,00,000 from a small enterprise on 1 February, on written terms of 60 days. The law caps the period at 45 days, so payment is due by 18 March, whatever the contract says. The buyer pays on 20 April.',
          ),
          ul([
            'The ₹10,00,000 is not deductible for the year ending 31 March, because it was paid late and after the year end. It is deductible in the following year.',
            'At an illustrative tax rate of 25%, the buyer pays ₹2,50,000 of tax a year earlier than it otherwise would.',
            'The supplier is also owed section 16 interest for the days after 18 March until payment, and that interest is not deductible at all.',
            'Had the buyer paid on 15 March, none of this would arise.',
          ]),
          h2('What buyers should do'),
          ul([
            'Identify micro and small suppliers: collect Udyam certificates, record classification and registration date in the vendor master, and refresh them each year.',
            'Cap payment terms for those suppliers at 45 days in purchase orders and contracts, and make sure the ERP due date follows the acceptance date, not the invoice date.',
            'Record goods-receipt dates reliably and raise quality objections in writing within 15 days, or the goods are deemed accepted.',
            'Review overdue MSE payables before each quarter end and year end; auditors will.',
            'If you are a company, file MSME Form I with the Registrar for each half-year in which dues to MSE suppliers remained unpaid beyond 45 days, and disclose the dues in your financial statements.',
            'Use TReDS, vendor financing or early payment programmes to get suppliers paid quickly. Whether a financier’s payment to the supplier satisfies your own deadline depends on the structure, so confirm the position with your advisers.',
          ]),
          h2('What suppliers should do'),
          ul([
            'Register on Udyam and make sure your classification is current.',
            'Put your Udyam number on quotations and invoices, and state the payment terms, no longer than 45 days.',
            'Keep proof of delivery and the buyer’s acceptance; they fix the date the clock starts.',
            'Follow up before the due date, not after it, and keep a record of reminders.',
            'If a buyer pays late, a Samadhaan filing is a real option, but most suppliers use it as a last resort. In the meantime, discounting accepted invoices on TReDS can bridge the gap.',
          ]),
          p(
            'Three misconceptions to drop: the rule does not protect medium enterprises; the 45 days run from acceptance, not from the invoice date; and a contract with longer terms does not override the cap.',
          ),
        ),
        seo: {
          title: 'MSME 45-day payment rule: MSMED Act and tax deduction',
          description:
            'How the MSMED Act 45-day limit and the tax rule on late payments to micro and small suppliers work, with a year-end example and steps for buyers and suppliers.',
        },
      },
    },
  },
  {
    key: 'blog-in-vendor-financing-large-buyers',
    kind: 'blog',
    product: 'vendor-financing',
    categories: ['working-capital'],
    author: 'priya',
    publishedAt: '2025-10-14T10:00:00+05:30',
    cover: { motif: 'factory', alt: { 'en-in': 'Illustration: a large factory linked by arrows to several small supplier workshops and a bank' } },
    related: ['blog-in-channel-dealer-financing', 'blog-in-early-payment-discount-returns', 'blog-in-msme-45-day-payment-rule'],
    content: {
      'en-in': {
        title: 'Vendor financing explained for large buyers in India',
        slug: 'vendor-financing-programmes-large-buyers-india',
        excerpt:
          'Vendor financing lets suppliers borrow on their buyer’s credit instead of their own. How a programme works, what it costs each side, and what large buyers should settle before launch.',
        body: doc(
          p(
            'Picture a large manufacturer with a strong credit rating and a few hundred suppliers, most of them MSMEs. The manufacturer can borrow cheaply; its suppliers cannot, and they wait weeks for payment on invoices the manufacturer has already approved. Vendor financing, also called supplier finance or reverse factoring, closes that gap: a financier pays the suppliers early on the strength of the buyer’s commitment to pay, and prices the money on the buyer’s credit rather than the supplier’s.',
          ),
          h2('How a programme works'),
          ul([
            '**The buyer signs up.** The buyer (often called the anchor) agrees a programme with the financier, which sets a limit based on the buyer’s credit standing.',
            '**Suppliers are onboarded.** Each supplier completes KYC and signs an agreement under which it can assign approved invoices to the financier.',
            '**Invoices are approved.** Suppliers invoice as usual. Once goods are received and checked, the buyer approves the invoice in its ERP and the approval flows to the platform. That approval is the buyer’s undertaking to pay the approved amount on the due date.',
            '**Suppliers choose.** Each supplier decides, invoice by invoice, whether to take early payment. The financier pays the approved amount less a discount charge, usually within a day.',
            '**The buyer pays on the due date,** in full, to the financier instead of the supplier. Nothing else about the buyer’s payment run changes.',
          ]),
          h2('A worked example'),
          p(
            'An illustrative case with round numbers: a medium-sized component supplier (outside the MSMED Act’s 45-day cap, which protects only micro and small enterprises) invoices ₹20,00,000 on 90-day terms. The buyer approves the invoice on day 5, and the supplier takes early payment with 85 days to run.',
          ),
          ul([
            'At a discount rate of 9% a year, priced on the buyer’s credit, the charge is ₹20,00,000 × 9% × 85/365 = ₹41,918.',
            'The supplier receives ₹19,58,082 on day 5 instead of ₹20,00,000 on day 90.',
            'Funding the same 85 days on its own overdraft at 13% would have cost the supplier ₹60,548, and used up borrowing limit it may need elsewhere.',
            'The buyer pays ₹20,00,000 on day 90, exactly as it would have anyway.',
          ]),
          h3('Who bears the discount'),
          p(
            'In most programmes the supplier pays the discount, because it is the one receiving early cash. Some buyers share or fully absorb the cost for strategic suppliers, usually in return for better prices or longer terms. A related option is an early payment discount programme, where the buyer pays early from its own surplus cash and earns the discount itself; many buyers run both on the same platform and switch between them depending on their cash position.',
          ),
          h2('What each side gains'),
          h3('For suppliers'),
          ul([
            'Cash in days rather than months, at a rate linked to the buyer’s credit.',
            'No collateral and, in most programmes, no recourse to the supplier once the buyer has approved the invoice.',
            'Choice: use it when cash is tight, skip it when it is not.',
            'Predictability: the supplier knows exactly when the money arrives and what it costs.',
          ]),
          h3('For the buyer'),
          ul([
            'A sturdier supply chain. Suppliers short of working capital miss deliveries, cut corners or fail.',
            'A basis for better commercial terms, since suppliers value certain, cheap liquidity.',
            'Fewer calls from suppliers asking when they will be paid, because the approval status is visible to them.',
            'No cost beyond the commitment to pay approved invoices on time, in the typical supplier-paid structure.',
          ]),
          h2('What to get right before launch'),
          ul([
            '**Approval discipline.** Financiers fund approved amounts, so approve only after returns, short supplies and price differences are settled. Invoices approved and later disputed damage the programme.',
            '**MSME compliance.** Do not use a programme to push micro and small suppliers beyond the 45-day limit. Whether early payment by a financier meets your own statutory deadline depends on the structure; take advice.',
            '**Accounting.** If a programme lets you extend payment terms well beyond normal, your auditors may ask whether the balances are still trade payables or have become borrowings. Under IFRS, disclosures about supplier finance arrangements have been required since 2024; confirm the current Ind AS requirements with your auditor.',
            '**Integration.** A daily feed of approved invoices from the ERP is what makes the programme run without manual effort. Agree the file format and the handling of credit notes early.',
            '**Communication.** Suppliers join voluntarily. Explain the cost clearly, and never make participation a condition of doing business.',
            '**Sizing.** A practical starting limit is your monthly spend with participating suppliers multiplied by the average number of months of credit you take.',
          ]),
          p(
            'Vendor financing works best for buyers whose suppliers are numerous, important and short of working capital. Start with a pilot group of critical suppliers, measure take-up and delivery performance for a quarter, and widen from there.',
          ),
        ),
        seo: {
          title: 'Vendor financing in India: how supplier finance works',
          description:
            'How vendor financing lets suppliers of large Indian buyers get paid early at the buyer’s credit rate, with a worked example and a checklist before launch.',
        },
      },
    },
  },
  {
    key: 'blog-in-channel-dealer-financing',
    kind: 'blog',
    product: 'channel-financing',
    categories: ['working-capital'],
    author: 'priya',
    publishedAt: '2025-11-25T10:00:00+05:30',
    cover: { motif: 'truck', alt: { 'en-in': 'Illustration: a delivery truck moving stock from a factory to a row of dealer shops' } },
    related: ['blog-in-vendor-financing-large-buyers', 'blog-in-collateral-free-msme-loans'],
    content: {
      'en-in': {
        title: 'Channel financing: how dealer credit works and who pays',
        slug: 'channel-financing-dealers-how-it-works',
        excerpt:
          'Channel financing moves dealer credit off the manufacturer’s balance sheet and onto a financier’s. How the money flows, who bears the interest, and how to onboard dealers without friction.',
        body: doc(
          p(
            'Every manufacturer that sells through dealers and distributors knows the bargain: dealers want credit to stock up, and every day of credit granted sits on the manufacturer’s balance sheet as receivables, funded from its own working capital and exposed to each dealer’s credit risk. Channel financing, also called dealer financing, hands that job to a financier. The manufacturer is paid at invoice; the dealer gets time to sell the stock; the financier takes a credit decision on each dealer with the manufacturer’s support.',
          ),
          h2('How the money flows'),
          ul([
            '**The anchor recommends dealers.** The manufacturer shares its dealer list with purchase and payment history.',
            '**The financier sets limits.** Each dealer is assessed and given a revolving limit for purchases from that manufacturer.',
            '**The dealer orders and the anchor invoices** exactly as today.',
            '**The financier pays the anchor.** Against each invoice, the financier pays the manufacturer directly, usually the same or next day. The money never passes through the dealer’s account, which is why financiers are comfortable: the limit can only buy the anchor’s goods.',
            '**The dealer repays** the financier by the due date, typically 30 to 90 days later, usually by auto-debit under an e-NACH mandate. Repayment frees the limit for the next order.',
          ]),
          h2('Who pays the interest'),
          p('There are three common structures, and many programmes mix them by season or dealer segment.'),
          ul([
            '**Dealer pays.** The most common arrangement. The dealer pays interest for the days it uses the money, priced on its own risk with the comfort of the anchor relationship.',
            '**Anchor subvents.** The manufacturer pays interest for an initial period, often matching the credit period it used to give free, and the dealer pays for any days beyond.',
            '**Cash discount.** The manufacturer offers a discount for payment at invoice. The dealer uses the financing to take the discount, which offsets part or all of the interest.',
          ]),
          h3('A worked example'),
          p('An illustrative case with round numbers: a dealer buys stock worth ₹10,00,000 on a 45-day financing term at 10% a year.'),
          ul([
            'Interest for 45 days: ₹10,00,000 × 10% × 45/365 = ₹12,329.',
            'If the anchor subvents the first 30 days, it pays ₹8,219 and the dealer pays ₹4,110 for the remaining 15.',
            'Compare the anchor’s cost of carrying the same receivable itself for 45 days at 9% on its own working capital line: ₹11,096, plus the risk that the dealer pays late or not at all.',
            'If instead the anchor offers a 1% cash discount (₹10,000) for payment at invoice, a dealer who takes it and uses the financing pays a net ₹2,329 for 45 days of credit.',
          ]),
          p(
            'The right structure depends on what the anchor is trying to achieve: push inventory into the channel before a season, reduce its own receivables, or simply stop acting as a lender to dealers with uneven payment records.',
          ),
          h2('How risk is shared'),
          p(
            'The financier’s primary exposure is the dealer. Anchors commonly support the programme by agreeing to stop supplies to a dealer that is overdue with the financier, and sometimes by agreeing to buy back unsold stock. Some programmes include limited loss cover from the anchor. Read carefully what the anchor is committing to, and check with the financier how the arrangement is treated under the regulations that apply to it.',
          ),
          h2('Onboarding dealers without friction'),
          ul([
            '**Data from the anchor:** 12 to 24 months of each dealer’s purchases and payment behaviour lets the financier size limits without asking dealers for everything twice.',
            '**Documents from the dealer:** KYC of the business and its promoters, GST registration and recent returns, 6 to 12 months of bank statements, recent financial statements or income tax returns, and consent for a credit bureau check.',
            '**Limit sizing:** a common starting point is monthly purchases multiplied by the tenor in months, plus a buffer. A dealer buying ₹30,00,000 a month on 45-day terms would start at around ₹45,00,000.',
            '**Agreements:** a facility agreement with the dealer, a programme agreement with the anchor and an e-NACH mandate for repayments.',
            '**Seasonality:** raise limits temporarily before peak seasons rather than setting every limit for the peak.',
          ]),
          h3('Mistakes to avoid'),
          ul([
            'Continuing to give the same dealers open credit in parallel, which lets them borrow twice against the same sales.',
            'Limits so small that dealers still need the anchor’s credit and the programme never takes over.',
            'Dealers treating the facility as the manufacturer’s money. It is a loan in their name, and late repayment shows up in their credit history. Say so at onboarding.',
            'A tenor shorter than the dealer’s real sell-through cycle, which guarantees overdues.',
          ]),
        ),
        seo: {
          title: 'Channel financing for dealers: how it works, who pays',
          description:
            'How channel (dealer) financing works in India: money flow from financier to manufacturer, who pays the interest, risk sharing and how to onboard dealers.',
        },
      },
    },
  },
  {
    key: 'blog-in-early-payment-discount-returns',
    kind: 'blog',
    product: 'early-payment-discount',
    categories: ['working-capital'],
    author: 'neha',
    publishedAt: '2026-01-13T10:00:00+05:30',
    cover: { motif: 'chart', alt: { 'en-in': 'Illustration: a rising line chart beside an invoice marked with a two per cent discount' } },
    related: ['blog-in-vendor-financing-large-buyers', 'blog-in-msme-45-day-payment-rule'],
    content: {
      'en-in': {
        title: '2/10 net 30: the real return on paying suppliers early',
        slug: 'early-payment-discount-2-10-net-30-annualised-return',
        excerpt:
          'A 2% discount for paying 20 days early is worth about 37% a year. The formula, a worked example in rupees, other common terms compared, and the GST point most teams miss.',
        body: doc(
          p(
            '“2/10 net 30” means the buyer may deduct 2% if it pays within 10 days; otherwise the full amount is due in 30. Two per cent sounds like small change. Measured as a return on the cash used to pay early, it is one of the best risk-free returns a corporate treasury can find.',
          ),
          h2('The formula'),
          p('The annualised return on taking an early payment discount is:'),
          p('**Annualised return = d / (1 − d) × 365 / (net days − discount days)**'),
          ul([
            '**d / (1 − d):** you pay 98 to save 2, so the return is 2 on 98, not 2 on 100.',
            '**365 / (net days − discount days):** you bring the payment forward by only 20 days (30 minus 10), and there are 18.25 such periods in a year.',
          ]),
          p(
            'This is a simple annualised rate. If you could repeat the trade every 20 days and reinvest the savings, the compounded figure would be higher; both versions are shown below.',
          ),
          h2('Worked example: 2/10 net 30 on ₹10 lakh'),
          p('An illustrative invoice of ₹10,00,000 on terms of 2/10 net 30:'),
          ul([
            'Pay ₹9,80,000 on day 10, or ₹10,00,000 on day 30.',
            'The saving is ₹20,000 for parting with ₹9,80,000 twenty days early.',
            'Return for the 20 days: ₹20,000 / ₹9,80,000 = 2.04%.',
            'Simple annualised: 2.04% × 365/20 = about 37.2% a year.',
            'Compounded: (1.0204)^18.25 − 1 = about 44.6% a year.',
          ]),
          p(
            'Now compare with the alternatives. Surplus cash in a deposit or liquid fund earns a single-digit return. Even if the buyer has no surplus and borrows the ₹9,80,000 for 20 days on a working capital line at an illustrative 10%, the interest is ₹5,370, leaving a net gain of ₹14,630 on one invoice.',
          ),
          h2('How other common terms compare'),
          ul([
            '**1/10 net 30:** 1.01% for 20 days, about 18.4% a year.',
            '**2/10 net 60:** 2.04% for 50 days, about 14.9% a year.',
            '**1/15 net 45:** 1.01% for 30 days, about 12.3% a year.',
            '**0.5/10 net 30:** 0.50% for 20 days, about 9.2% a year.',
          ]),
          p(
            'The pattern: the return depends as much on the gap between the discount date and the due date as on the size of the discount. A generous-looking discount on long terms can be worth less than a small one on short terms.',
          ),
          h2('The supplier’s side of the trade'),
          p(
            'What is a 37% return for the buyer is a 37% annualised cost for the supplier. A supplier that offers 2/10 net 30 to get cash quickly is paying far more than most forms of finance would cost it, including discounting the same invoice at a rate priced on the buyer’s credit. Suppliers should offer fixed discounts only when they have no cheaper option, or switch to dynamic discounting, where the discount is proportional to the number of days paid early, for example 1% for every 30 days. Both sides then trade at an annual rate they can compare with their own cost of money.',
          ),
          p(
            'An illustrative dynamic discount: a ₹10,00,000 invoice due in 60 days is paid on day 15 at 1% per 30 days. It is paid 45 days early, so the discount is 1.5%, or ₹15,000. The buyer earns 1.5 / 98.5 × 365/45, about 12.4% a year; the supplier pays the same rate, which may well be cheaper than its overdraft and is certainly cheaper than a flat 2/10 net 30.',
          ),
          h2('Getting the details right in India'),
          ul([
            '**GST.** If the discount is agreed in the contract before the supply and can be linked to specific invoices, the supplier may issue a GST credit note and reduce its output tax, provided the buyer reverses the matching input tax credit. Otherwise the supplier issues a financial credit note, GST stays on the full invoice value and the buyer keeps its full credit. Agree which applies and confirm the treatment with your advisers.',
            '**Approval speed.** You cannot pay in 10 days if invoice approval takes 15. Fast goods receipt and three-way matching are the real constraint on capturing discounts.',
            '**Day count.** Check whether the discount period runs from the invoice date or the date of receipt, and pay on the right day. Taking a discount after the window closes leads to short-payment disputes.',
            '**MSME rules.** Paying micro and small suppliers early also keeps you well inside the 45-day limit.',
            '**A hurdle rate.** Treasury should set a minimum annualised return, rank invoices by return and keep a liquidity buffer. Early payment is attractive, but not at the cost of missing payroll or a loan instalment.',
          ]),
          p(
            'An early payment discount programme automates this ranking: approved invoices are offered for early payment at a discount that scales with the days saved, and suppliers choose which to accept.',
          ),
        ),
        seo: {
          title: 'Early payment discounts: the annual return of 2/10 net 30',
          description:
            'How to calculate the annualised return on early payment discounts such as 2/10 net 30, with a rupee worked example, other terms compared and the GST treatment.',
        },
      },
    },
  },
  {
    key: 'blog-in-collateral-free-msme-loans',
    kind: 'blog',
    product: 'business-loan',
    categories: ['working-capital'],
    author: 'neha',
    publishedAt: '2026-04-14T10:00:00+05:30',
    cover: { motif: 'shield', alt: { 'en-in': 'Illustration: a small workshop under a shield, with GST returns and a bank statement beside it' } },
    related: ['blog-in-channel-dealer-financing', 'blog-in-treds-invoice-discounting-platforms', 'blog-in-msme-45-day-payment-rule'],
    content: {
      'en-in': {
        title: 'Collateral-free business loans for MSMEs: how lenders decide',
        slug: 'collateral-free-business-loans-msme-eligibility',
        excerpt:
          'Unsecured MSME loans are decided on cash flow, not property. What lenders look for, the documents to prepare, how they test repayment capacity, and how to improve your chances.',
        body: doc(
          p(
            'For a long time, borrowing as a small business in India meant mortgaging property. Today many lenders offer unsecured loans to MSMEs, decided on the cash flows visible in GST returns and bank statements. Banks are required by RBI not to take collateral for loans to micro and small enterprises up to ₹10 lakh, and the CGTMSE guarantee scheme lets member lenders go well beyond that without collateral; its ceiling has been raised several times, so check the current limit. Knowing how lenders read your numbers is the best way to get a fair offer.',
          ),
          h2('Who typically qualifies'),
          p('Criteria vary by lender, but most unsecured business lenders look for:'),
          ul([
            '**Vintage:** usually two to three years of operations, visible in GST registration and tax returns.',
            '**GST compliance:** registration and regular, on-time filing of returns.',
            '**Scale:** a turnover above the lender’s minimum, with the loan sized as a fraction of it.',
            '**Profitability:** profits, or a clear path to them, in income tax returns and financial statements.',
            '**Credit history:** a clean bureau record for the business and its promoters, with no recent defaults, settlements or a burst of fresh loan enquiries.',
            '**Banking:** an active current account that receives the business’s sales.',
          ]),
          h2('The documents to prepare'),
          ul([
            'KYC: PAN of the business, PAN and address proof of promoters, and constitution documents such as the partnership deed or memorandum and articles, with a board resolution for companies.',
            'Udyam registration certificate.',
            'GST returns for the last 12 months (GSTR-3B and GSTR-1), or consent for the lender to fetch them.',
            'Bank statements for 6 to 12 months for every current account, as bank-generated statements or shared through the RBI’s Account Aggregator framework.',
            'Income tax returns and financial statements for the last two years, and provisional figures for the current year.',
            'A list of existing loans with sanction letters, repayment schedules and recent statements.',
            'For exporters: export orders and realisation records help explain lumpy receipts.',
          ]),
          h2('How lenders assess you'),
          ul([
            '**Reconciliation:** turnover in GST returns, credits in the bank account and revenue in the tax return should tell one story. Large unexplained gaps raise questions.',
            '**Banking behaviour:** average balances, bounced cheques and failed auto-debits, the share of cash deposits, and balances that appear only at month end.',
            '**Repayment capacity:** existing and proposed instalments compared with the cash the business generates, often expressed as a debt service coverage ratio.',
            '**Bureau data:** the commercial credit report of the business and the personal scores of promoters, including any days past due.',
            '**Concentration and seasonality:** dependence on a single buyer, and how deep the lean months are.',
          ]),
          h3('A worked example'),
          p(
            'An illustrative case with round numbers: a business generates ₹6,00,000 of cash a month on average and already pays ₹1,50,000 a month in instalments. It asks for ₹40,00,000 over 36 months at an assumed 16% a year.',
          ),
          ul([
            'The new instalment is about ₹1,40,600 a month.',
            'Total debt service becomes about ₹2,90,600, or 48% of monthly cash generation.',
            'The debt service coverage ratio is ₹6,00,000 / ₹2,90,600, about 2.1.',
            'If the lender caps total instalments at half of cash generation, the request is close to the limit. A 48-month tenor, with an instalment of about ₹1,13,400, leaves more headroom at a higher total interest cost.',
          ]),
          h2('Comparing offers'),
          p('Two offers with the same headline rate can cost very different amounts. Before you sign, compare:'),
          ul([
            '**All-in cost:** the interest rate plus processing fees, documentation charges and any guarantee fee passed on to you, spread over the tenor.',
            '**Bundled products:** insurance or other add-ons deducted from the disbursement reduce the cash you actually receive.',
            '**Prepayment terms:** what it costs to close the loan early. RBI has restricted prepayment charges on some floating-rate loans to MSEs, so ask how the rules apply to yours.',
            '**Instalment date:** an EMI that falls just after your main customers usually pay is far less likely to bounce.',
          ]),
          h2('How to improve your chances'),
          ul([
            'File GST returns on time, every time; late filing is one of the first things a lender sees.',
            'Route all sales receipts through the business account, and keep personal spending out of it.',
            'Check your own bureau reports before applying and get errors corrected.',
            'Avoid applying to many lenders at once or stacking several unsecured loans: each enquiry and each instalment counts against you.',
            'Ask for an amount you can support with the numbers, and explain one-off events such as a lost customer or a seasonal dip up front.',
            'Keep the Udyam registration current.',
          ]),
          p(
            'Northwind’s business loan, up to ₹1 crore without collateral, is assessed the same way, on GST returns and bank statements. Preparing the documents above before you apply to any lender shortens the process and strengthens the offer.',
          ),
        ),
        seo: {
          title: 'Collateral-free MSME loans: eligibility and documents',
          description:
            'How lenders assess collateral-free business loans for Indian MSMEs: eligibility, the GST returns and bank statements you need, and a repayment capacity example.',
        },
      },
    },
  },
  {
    key: 'blog-in-treds-invoice-discounting-platforms',
    kind: 'blog',
    product: 'invoice-discounting',
    categories: ['working-capital'],
    author: 'arjun',
    publishedAt: '2026-07-21T10:00:00+05:30',
    cover: { motif: 'chart', alt: { 'en-in': 'Illustration: an invoice on a screen with several bids from banks shown as bars' } },
    related: ['blog-in-msme-45-day-payment-rule', 'blog-in-collateral-free-msme-loans', 'blog-in-vendor-financing-large-buyers'],
    content: {
      'en-in': {
        title: 'TReDS explained: how invoice auctions work for MSMEs',
        slug: 'treds-invoice-discounting-platforms-auctions',
        excerpt:
          'On TReDS, financiers compete to discount an MSME’s invoices once a large buyer accepts them. Who can join, how the auction works step by step, and how TReDS compares with other platforms.',
        body: doc(
          p(
            'The Trade Receivables Discounting System (TReDS) was created so that MSMEs could turn invoices raised on large buyers into cash quickly and cheaply. The platforms are authorised by RBI under the Payment and Settlement Systems Act, 2007, and the first ones began operating in 2017. The idea is simple: once the buyer accepts an invoice on the platform, several financiers bid to fund it, and the MSME picks the best offer.',
          ),
          h2('Who can join'),
          ul([
            '**Sellers:** MSMEs only, identified by their Udyam registration.',
            '**Buyers:** companies, government departments, public sector undertakings and other entities buying from MSMEs. Central public sector enterprises and companies above a turnover threshold set by the government must register; the threshold was lowered to ₹250 crore in 2024, so confirm the current rule.',
            '**Financiers:** banks, NBFC-factors and other entities RBI permits. In 2023 RBI widened the range of eligible financiers and allowed credit insurance and a secondary market on the platforms.',
          ]),
          h3('What you need to register'),
          ul([
            '**MSME sellers:** Udyam registration, PAN and GST registration, a current account with a cancelled cheque or bank confirmation, KYC of the authorised signatories and, for companies and partnerships, a board resolution or authority letter. Registration is largely digital.',
            '**Buyers:** the same KYC, a collection mandate on the account that will pay on due dates, and ideally an integration that sends supplier invoice data from the ERP so acceptance takes minutes rather than days.',
          ]),
          p('RBI has authorised several TReDS platforms. A buyer or seller can join more than one, but any invoice can be financed only once.'),
          h2('How an auction works'),
          ul([
            '**Onboarding:** each participant completes KYC and registers a bank account; buyers also sign a mandate so the platform can collect on due dates.',
            '**Upload:** the MSME uploads the invoice, or a bundle of invoices, as a factoring unit with its due date. In reverse factoring the buyer uploads it on the supplier’s behalf.',
            '**Acceptance:** the buyer accepts the factoring unit on the platform. Acceptance is the buyer’s commitment to pay the amount on the due date, and it is what financiers are bidding against.',
            '**Bidding:** financiers that have set a limit on that buyer quote a discount rate, as an annual percentage, within the bidding window.',
            '**Selection:** the MSME accepts a bid, usually the lowest rate, and is not obliged to accept any.',
            '**Funding:** the financier pays the MSME, usually by the next working day.',
            '**Settlement:** on the due date the platform collects the amount from the buyer and pays the financier.',
          ]),
          p(
            'Financing on TReDS is without recourse to the MSME: if the buyer fails to pay, the financier cannot come back to the seller. That is possible because the financier is taking the buyer’s risk, which is also why the rates track the buyer’s credit standing.',
          ),
          h3('A worked example'),
          p('An illustrative case: an MSME uploads an accepted invoice of ₹5,00,000 with 60 days to the due date.'),
          ul([
            'The winning bid is 8.5% a year: the discount is ₹5,00,000 × 8.5% × 60/365 = ₹6,986, and the MSME receives ₹4,93,014, less platform fees.',
            'The next-best bid was 9.2%, a discount of ₹7,562. Competition saved ₹576 on one invoice, and more on a year of invoices.',
          ]),
          h2('Who pays what'),
          ul([
            'The discount is normally borne by the seller. Some buyers agree to bear it, which makes the supplier’s early payment free to the supplier.',
            'Platforms charge onboarding and transaction fees under their own published schedules, to sellers and in some cases buyers.',
            'No collateral is needed: the buyer’s acceptance is what the financier relies on.',
          ]),
          h2('TReDS and other invoice discounting platforms'),
          p(
            'TReDS is not the only way to discount invoices. Platforms run by NBFCs and other financiers can fund sellers that are not MSMEs, invoices the buyer has not accepted on a platform, export receivables, and arrangements with recourse to the seller. The trade-off is usually price and process: TReDS needs the buyer to act on the platform, and works best when it does so promptly.',
          ),
          ul([
            'Choose TReDS when your buyer is registered and accepts invoices quickly: competing bids on a non-recourse basis are hard to beat.',
            'Consider other platforms when the buyer is not on TReDS, when you are not an MSME, or when the receivable is from an overseas buyer.',
          ]),
          h2('Practical tips'),
          ul([
            'Ask buyers to accept factoring units promptly; an invoice that waits for acceptance cannot be funded.',
            'Make sure invoice numbers and values match your GST returns and the buyer’s records, and settle credit notes before upload.',
            'Set a sensible upper limit on the rate you will accept so that bids are meaningful.',
            'Buyers should confirm with their advisers how TReDS payments interact with their own MSME payment deadlines.',
          ]),
        ),
        seo: {
          title: 'TReDS and invoice discounting platforms in India explained',
          description:
            'How TReDS works for Indian MSMEs: who can join, how acceptance and financier auctions work, who pays the discount, and how it compares with other platforms.',
        },
      },
    },
  },
  {
    key: 'blog-in-freight-lcl-fcl-cash-cycle',
    kind: 'blog',
    categories: ['incoterms-logistics', 'working-capital'],
    author: 'diego',
    publishedAt: '2026-10-27T10:00:00+05:30',
    cover: { motif: 'container', alt: { 'en-in': 'Illustration: one full container beside a container shared by several smaller consignments' } },
    tool: '/shipment-calculator',
    related: ['blog-in-letter-of-credit-terms-checklist', 'blog-in-selling-to-mexico-from-india', 'blog-in-health-phytosanitary-certificates'],
    content: {
      'en-in': {
        title: 'LCL vs FCL: how freight choices shape your cash cycle',
        slug: 'lcl-vs-fcl-freight-costs-payment-terms-cash-cycle',
        excerpt:
          'Freight is a small share of shipment value but decides when you are paid. How LCL and FCL costs compare, what forwarders and shipping lines expect, and how Incoterms move freight cash onto your books.',
        body: doc(
          p(
            'Exporters tend to treat freight as a cost to be minimised. It is also a timing question. Who pays freight, when it must be paid, how quickly the bill of lading is released and how long the goods take to arrive all decide when your customer pays you and when your financier can advance against the invoice.',
          ),
          h2('LCL or FCL: the rate per cubic metre is not the whole story'),
          h3('Less than container load (LCL)'),
          ul([
            'Ocean freight is charged per revenue tonne: the greater of the volume in cubic metres and the weight in tonnes.',
            'On top come origin charges at the consolidator’s container freight station, documentation fees and, at destination, deconsolidation and handling charges that are usually billed to the consignee and can surprise a buyer who compared only ocean rates.',
            'Consolidators sail on fixed schedules with earlier cargo cut-offs, and deconsolidation at destination adds days before the goods are available.',
            'More handling means more risk of damage and of delays caused by other shippers’ cargo in the same box.',
          ]),
          h3('Full container load (FCL)'),
          ul([
            'You pay per container, plus terminal handling at each end, seal and documentation charges.',
            'You control stuffing, including factory stuffing under customs’ self-sealing procedure, and the container moves as one unit.',
            'Detention and demurrage apply if you or the buyer keep the container or leave it at the terminal beyond the free days.',
          ]),
          h3('Comparing the two'),
          p('An illustrative comparison for 12 cubic metres weighing 4 tonnes, with round numbers rather than market quotes:'),
          ul([
            '**LCL:** 12 revenue tonnes × USD 40 ocean freight = USD 480, origin station charges USD 180, documentation USD 75, destination deconsolidation USD 360. Total USD 1,095.',
            '**FCL, 20-foot:** ocean freight USD 1,000, origin handling USD 200, documentation USD 75, destination handling USD 300. Total USD 1,575.',
          ]),
          p(
            'LCL is cheaper here by USD 480, but it may add several days at each end. If your payment terms run from the bill of lading date, those days cost you nothing and cost the buyer time. If your terms run from arrival, or the buyer pays against documents at destination, the extra days delay your cash. The crossover volume between LCL and FCL varies by lane and season, so price both each time rather than relying on a rule of thumb.',
          ),
          h2('Freight forwarder or shipping line'),
          p(
            'Booking directly with a shipping line gets you the carrier’s master bill of lading. Booking with a freight forwarder or NVOCC usually gets you its house bill of lading, with the forwarder holding the master bill. Each choice has cash consequences.',
          ),
          ul([
            'Shipping lines generally release a freight-prepaid bill of lading only once freight is paid. Until then, you cannot present documents or send them to the buyer.',
            'Forwarders often give regular shippers credit of a few weeks on freight and local charges, which finances part of your cash cycle.',
            'If a forwarder fails to pay the line, the line can hold the cargo. Choose forwarders with a sound financial record.',
            'Under a letter of credit, a house bill of lading is acceptable only if it meets UCP 600’s transport document rules and the credit does not exclude forwarder documents. Check before you book.',
          ]),
          h2('Incoterms move freight cash onto your books'),
          ul([
            '**FOB or FCA:** the buyer pays main freight. Your cash outlay is limited to local charges, but the buyer’s nominated forwarder controls the booking and the release of the bill of lading.',
            '**CFR, CIF, CPT or CIP:** you pay freight, usually before the bill of lading is released, and recover it only when the buyer pays the invoice.',
            '**DAP or DDP:** you also carry destination costs, and under DDP the import duties, for the longest time.',
          ]),
          p(
            'An illustrative case: a CIF invoice of ₹21,50,000 includes ₹1,50,000 of freight, paid when the bill of lading is issued. The buyer pays 60 days after the bill of lading date, and the funds reach you about 15 days later. The freight is on your books for around 75 days; at a 12% cost of funds that is about ₹3,700 per shipment. Small on one shipment, material across a year of them, and it grows when surcharges push up freight after you have fixed your price. Quote freight with a validity date, and pass on surcharges where the contract allows.',
          ),
          h2('A cash-cycle checklist'),
          ul([
            'Match the Incoterm to who should control the booking and the bill of lading.',
            'Negotiate credit terms with your forwarder, and pay on time to keep them.',
            'Ask for draft bills of lading early and correct them before sailing, so the originals are released without delay.',
            'Use telex release or sea waybills where the payment terms allow; they remove courier time from the cycle.',
            'Track free days at both ends to avoid detention and demurrage.',
            'If you finance invoices, remember that on CIF terms the invoice, and so the advance against it, includes the freight you prepaid.',
          ]),
          p('Our shipment calculator estimates LCL and FCL costs for your volume so you can compare both before you quote.'),
        ),
        seo: {
          title: 'LCL vs FCL freight costs and your export cash cycle',
          description:
            'How LCL and FCL freight, forwarders, shipping lines and Incoterms shape an exporter’s cash cycle, with an illustrative cost comparison and a checklist.',
        },
      },
    },
  },
]
