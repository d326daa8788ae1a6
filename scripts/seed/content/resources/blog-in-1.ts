import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

export const BLOG_IN_1: PostSeed[] = [
  {
    key: 'blog-in-incoterms-2020',
    kind: 'blog',
    categories: ['incoterms-logistics'],
    author: 'arjun',
    publishedAt: '2025-01-14T10:00:00+05:30',
    cover: {
      motif: 'ship',
      alt: { 'en-in': 'Illustration: a container ship at a quay, with an arrow marking the point where risk passes from seller to buyer' },
    },
    related: ['blog-in-export-documents-checklist', 'blog-in-proforma-invoice', 'blog-in-export-letters-of-credit'],
    content: {
      'en-in': {
        title: 'Incoterms 2020 explained for Indian exporters: FOB, CIF or DAP?',
        slug: 'incoterms-2020-explained-for-indian-exporters',
        excerpt:
          'The 11 Incoterms 2020 rules decide where you deliver, when risk passes to your buyer and which costs are yours. Here is how to read them and how to choose between FOB, CIF and DAP.',
        seo: {
          title: 'Incoterms 2020 for Indian exporters: FOB, CIF or DAP',
          description:
            'The 11 Incoterms 2020 rules, where risk and cost pass from seller to buyer, and how Indian exporters should choose between FOB, FCA, CIF and DAP.',
        },
        body: doc(
          p(
            'An Incoterm answers three questions: where you deliver the goods, when the risk of loss or damage passes to your buyer, and who pays for which leg of the journey. It does not transfer ownership, set payment terms or decide which law governs the contract; those belong in the sales contract.',
          ),
          p(
            'The current version, Incoterms 2020, was published by the International Chamber of Commerce (ICC) and has applied since 1 January 2020. Always write the rule with a precise named place and the version, for example **FOB Nhava Sheva, Incoterms 2020** rather than “FOB Mumbai”, which could mean two different ports.',
          ),
          h2('The 11 rules at a glance'),
          p(
            'Seven rules work for any mode of transport, including container moves that combine road, rail and sea. Four are meant only for sea and inland waterway.',
          ),
          h3('Any mode of transport'),
          ul([
            '**EXW (Ex Works):** goods made available at your premises, not loaded; the buyer handles everything else, including export clearance. In India the shipping bill, GST zero-rating and realisation are tied to your own IEC and GSTIN, so you end up clearing anyway. FCA usually fits better.',
            '**FCA (Free Carrier):** you clear the goods for export and hand them to the buyer’s carrier at a named place, such as your factory (loaded) or an ICD or CFS (ready for unloading).',
            '**CPT (Carriage Paid To):** you pay carriage to the named destination, but risk passes when you hand the goods to the first carrier.',
            '**CIP (Carriage and Insurance Paid To):** CPT plus insurance. Since 2020 the minimum cover is the broad Institute Cargo Clauses (A), for 110% of the contract value.',
            '**DAP (Delivered at Place):** you bear risk and cost until the goods arrive at the named destination, ready for unloading. The buyer clears import and pays duties.',
            '**DPU (Delivered at Place Unloaded):** like DAP, but you also unload. It replaced DAT in the 2020 edition.',
            '**DDP (Delivered Duty Paid):** you also clear import and pay duties and import taxes.',
          ]),
          h3('Sea and inland waterway only'),
          ul([
            '**FAS (Free Alongside Ship):** delivered alongside the vessel at the port of shipment.',
            '**FOB (Free on Board):** delivered when the goods are on board the vessel at the named port of shipment. Risk passes at that moment.',
            '**CFR (Cost and Freight):** you pay freight to the destination port, but risk passes once the goods are on board at origin.',
            '**CIF (Cost, Insurance and Freight):** CFR plus insurance. Here the minimum cover remains the narrower Institute Cargo Clauses (C), for 110% of the contract value.',
          ]),
          h2('Where risk and cost part ways'),
          p(
            'Most disputes come from the C rules, where cost and risk split at different points. Ship CIF Rotterdam from Mundra and you pay freight and insurance to Rotterdam, yet risk passed to your buyer when the container was loaded at Mundra. If the cargo is damaged at sea, the buyer bears the loss and claims on the policy you bought for them.',
          ),
          p(
            'The D rules are arrival contracts: risk travels with the goods. If a DAP shipment is damaged in transit, you have not delivered, and you may not be entitled to payment until replacement goods arrive.',
          ),
          p(
            'One point Indian exporters often miss: the ICC’s own guidance says FOB, CFR and CIF suit goods loaded directly onto the vessel. A container handed over at an ICD spends days on rail and in terminals before loading, at your risk under FOB and out of your control. FCA, CPT and CIP fit containers better, and Incoterms 2020 lets FCA parties agree that the buyer’s carrier will issue you an on-board bill of lading, which helps under a letter of credit.',
          ),
          h2('Choosing between FOB, CIF and DAP'),
          h3('FOB (or FCA): the simplest start with a new buyer'),
          p(
            'The buyer nominates the carrier and pays the freight, so freight swings after quoting are not your problem. The drawback is control: the buyer’s forwarder issues and releases the transport document, which matters on open account.',
          ),
          h3('CIF (or CIP): when you can buy freight well'),
          p(
            'If you ship regularly at negotiated rates, CIF lets you control the schedule, hold the bill of lading and earn a margin on logistics. Keep quote validity short, because freight moves, and for high-value or fragile goods agree clause (A) cover in the contract.',
          ),
          h3('DAP: when the buyer insists on landed delivery'),
          p(
            'Large retail and project buyers often ask for DAP. Accept it only with a forwarder present at destination and transit insurance that protects you, and state clearly which destination charges are yours.',
          ),
          p(
            'An illustrative build-up, in rupees for simplicity: goods worth ₹40,00,000 ex-factory plus ₹60,000 for haulage and export clearance give an FOB price of ₹40,60,000. Add ₹1,80,000 of ocean freight and ₹8,000 of insurance for a CIF price of ₹42,48,000. The shipping bill records the FOB value, so declare freight and insurance separately; the full invoice value must still be realised.',
          ),
          h2('Mistakes we see on Indian export contracts'),
          ul([
            'A vague named place, such as “FOB India” or “CIF Europe”.',
            'FOB used for containers handed over at an ICD or CFS.',
            'CIF quoted without checking whether clause (C) cover is enough for the goods.',
            'DDP accepted without a way to pay and recover import VAT or duty in the buyer’s country.',
            'Different Incoterms on the purchase order, proforma, letter of credit and commercial invoice, which a bank will treat as a discrepancy.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-export-letters-of-credit',
    kind: 'blog',
    categories: ['trade-documents', 'export-finance'],
    author: 'priya',
    publishedAt: '2025-02-25T10:30:00+05:30',
    cover: {
      motif: 'document',
      alt: { 'en-in': 'Illustration: a letter of credit with a bank seal, passing between two bank buildings' },
    },
    related: ['blog-in-export-documents-checklist', 'blog-in-incoterms-2020', 'blog-in-pre-post-shipment-credit'],
    content: {
      'en-in': {
        title: 'How an export letter of credit works under UCP 600, step by step',
        slug: 'export-letter-of-credit-ucp-600-step-by-step',
        excerpt:
          'A letter of credit is a bank’s promise to pay against documents, not goods. Here is the sequence from issuance to payment, and the discrepancies that most often hold up the money.',
        seo: {
          title: 'Export letters of credit under UCP 600: step by step',
          description:
            'How an export letter of credit works under UCP 600: the parties, each step from issuance to payment, what to check before shipping and the common discrepancies.',
        },
        body: doc(
          p(
            'A documentary letter of credit (LC) is an undertaking by the buyer’s bank to pay you when you present documents that comply with its terms. Most LCs are issued subject to UCP 600, the ICC’s Uniform Customs and Practice for Documentary Credits. Three of its principles shape everything else: a credit is irrevocable even if it does not say so (article 3), it is independent of the sales contract (article 4), and banks deal with documents, not with goods (article 5).',
          ),
          p('So an LC is only as good as the issuing bank’s standing and your ability to present matching documents.'),
          h2('The sequence, from contract to payment'),
          ul([
            '**Contract.** You and the buyer agree payment by LC and settle its key terms: sight or usance, confirmed or not, latest shipment date, expiry, and the documents required.',
            '**Issuance.** The buyer (the applicant) applies to its bank (the issuing bank), which issues the credit, usually as a SWIFT MT700 message to a bank in India.',
            '**Advising.** The advising bank checks the credit’s apparent authenticity and passes it to you, the beneficiary.',
            '**Scrutiny and amendment.** You read every clause before production or shipment. Anything you cannot meet must be amended, and an amendment binds you only once you accept it (article 10).',
            '**Shipment and documents.** You ship and assemble the documents the credit calls for.',
            '**Presentation.** You present them to the nominated bank, usually your own, no later than 21 calendar days after shipment where original transport documents are required, and in any case before expiry (article 14(c)). The credit may set a shorter period.',
            '**Examination.** Each bank has a maximum of five banking days following the day of presentation to decide whether the presentation complies (article 14(b)).',
            '**Honour.** If the documents comply, the issuing bank, or a confirming bank, must pay at sight or accept and pay at maturity under a usance credit. Your AD bank credits the proceeds and marks the shipping bill as realised.',
          ]),
          h3('When to ask for confirmation'),
          p(
            'If you are unsure of the issuing bank or its country, ask for the credit to be confirmed by a bank you trust. A confirming bank adds its own undertaking to pay against a complying presentation. It charges a fee, usually borne by whichever party the contract says, so settle that during negotiation.',
          ),
          h2('What to check when the credit arrives'),
          ul([
            '**Expiry date and place.** Expiry at the issuing bank’s counters abroad means courier time eats into your window.',
            '**Latest shipment date** against your real production schedule.',
            '**Documents required**, and whether any depend on someone you do not control. An inspection certificate to be signed by the applicant is a classic “soft clause” that lets the buyer block payment.',
            '**Goods description, quantity, unit price and Incoterm**, which must match your contract and what you will actually ship.',
            '**Partial shipments and transhipment**, whether allowed or prohibited.',
            '**Tolerances.** “About” or “approximately” allows 10% more or less on the amount, quantity or unit price it refers to (article 30).',
            '**Insurance.** Under CIF or CIP, cover of at least 110% of the value unless the credit says otherwise (article 28).',
          ]),
          h2('The discrepancies that delay payment'),
          p(
            'Once a bank finds a discrepancy, the promise to pay no longer holds for that presentation. The issuing bank will typically approach the buyer for a waiver, and a buyer who wants a lower price now has leverage. Discrepancy fees are also deducted from your proceeds. The discrepancies banks raise most often are:',
          ),
          ul([
            'Late shipment, presentation beyond the allowed period, or an expired credit.',
            'A commercial invoice whose description of the goods does not correspond with the credit (article 18). Other documents may describe the goods in general terms, as long as they do not conflict.',
            'An invoice for more than the credit allows, not issued by the beneficiary, or not made out in the name of the applicant.',
            'Data that conflicts between documents: weights on the packing list that differ from the bill of lading, or port names that do not match.',
            'A bill of lading without an on-board notation, carrying a clause declaring the goods or packaging defective, missing an endorsement, or presented without the full set of originals.',
            'An insurance document dated after shipment, in the wrong currency or for less than the required value.',
            'Missing signatures, too few originals or copies, or a typing error that changes meaning, such as a wrong model number.',
          ]),
          h3('If a discrepancy is raised'),
          p(
            'If time allows, correct the document and re-present within the presentation period and before expiry. Otherwise, ask the buyer to waive the discrepancy promptly. Also read the refusal itself: under article 16, the refusing bank must send a single notice listing every discrepancy by the close of the fifth banking day following presentation. A bank that fails to do so cannot then claim that the documents did not comply.',
          ),
          h2('Habits that keep presentations clean'),
          ul([
            'Ask the buyer for a draft of the credit before issuance and agree the wording.',
            'Build a master sheet from the credit’s text and copy names, descriptions and references exactly.',
            'Ship with a margin before the latest shipment date, and present within days, not weeks.',
            'Use your bank’s pre-check of documents before formal presentation.',
            'Remember the finance angle: a complying presentation under a confirmed or usance credit is straightforward to discount, turning a 90-day wait into cash soon after shipment.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-export-documents-checklist',
    kind: 'blog',
    categories: ['trade-documents'],
    author: 'arjun',
    publishedAt: '2025-04-08T09:30:00+05:30',
    cover: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: a shipping container surrounded by an invoice, a packing list, a bill of lading and a certificate' },
    },
    download: 'export-customs-clearance-bundle',
    related: ['blog-in-packing-list', 'blog-in-certificate-of-origin', 'blog-in-export-letters-of-credit'],
    content: {
      'en-in': {
        title: 'The export documents checklist: who issues each document, and when',
        slug: 'export-documents-checklist-who-issues-what',
        excerpt:
          'Commercial invoice, packing list, shipping bill, bill of lading or airway bill, certificate of origin and insurance certificate: what each one does, who issues it and at which stage of the shipment.',
        seo: {
          title: 'Export documents checklist for Indian exporters',
          description:
            'Invoice, packing list, shipping bill, bill of lading or airway bill, certificate of origin and insurance: who issues each export document in India, and when.',
        },
        body: doc(
          p(
            'Every export from India generates a file of documents that customs, the carrier, your bank and your buyer all rely on. The Foreign Trade Policy treats three as mandatory for every export: the transport document (bill of lading, airway bill, lorry or railway receipt, or postal receipt), the commercial invoice cum packing list, and the shipping bill or bill of export. The rest depend on the buyer, the payment terms and the destination. This checklist follows the order in which the documents are usually produced.',
          ),
          h2('Before the goods leave your premises'),
          h3('Commercial invoice: issued by you'),
          p(
            'The commercial invoice records what you sold, to whom, at what price, in which currency and on which Incoterm. Under GST it is also your export tax invoice, so it must carry the endorsement for the route you use: supply under LUT without payment of IGST, or supply on payment of IGST. Finalise it before the shipping bill is filed, because the shipping bill quotes its number, date and value. The invoice number must be identical in the shipping bill and your GSTR-1, or refunds stall.',
          ),
          h3('Packing list: issued by you'),
          p(
            'The packing list shows how the goods are packed: package numbers, contents, net and gross weights, dimensions and marks. Prepare it from the actual packing records, not from the order, since customs, the carrier and the buyer will all compare it with what they see.',
          ),
          h3('Insurance certificate: issued by the insurer'),
          p(
            'Whoever the Incoterm makes responsible arranges cargo insurance: you under CIF and CIP, the buyer under FOB and FCA. Regular exporters usually hold an open policy and declare each shipment under it. Cover must start before the risk is yours to lose, and under a letter of credit the insurance document must not be dated later than the shipment date.',
          ),
          h2('At the port or airport: customs and carriers'),
          h3('Shipping bill: filed by you or your customs broker'),
          p(
            'The shipping bill is the export declaration, filed electronically on ICEGATE. It carries your IEC, GSTIN and AD code, the invoice details, the eight-digit ITC-HS classification of each item, the FOB value and the schemes you claim, such as drawback, RoDTEP, or LUT versus IGST payment. Customs assesses it, may examine the goods under its risk management system, and then issues the Let Export Order (LEO). The shipping bill is the reference your bank uses to track realisation and the basis of any IGST refund, so errors in it travel far.',
          ),
          h3('Bill of lading: issued by the shipping line or NVOCC'),
          p(
            'For sea freight, the carrier issues a bill of lading once the goods are loaded, or received for shipment. A negotiable “to order” bill of lading is a document of title: whoever holds the endorsed original can take delivery, which is why it travels through banks under letters of credit and collections. A sea waybill is not negotiable and suits trusted buyers who have paid. After sailing, the carrier or its agent files the Export General Manifest (EGM), which customs needs before an IGST refund can be processed.',
          ),
          h3('Airway bill: issued by the airline or its agent'),
          p(
            'For air freight, the airline or a consolidator issues the air waybill (a master and, for consolidated cargo, a house air waybill). It is not a document of title: the named consignee can collect the goods. If you ship by air on collection terms, consider naming the buyer’s bank as consignee, with the bank’s prior agreement.',
          ),
          h3('Certificate of origin: issued by an authorised agency'),
          p(
            'Apply to a chamber of commerce or another authorised agency for a non-preferential certificate, or to the designated agency for a preferential one under a trade agreement, through DGFT’s e-CoO platform. Apply just before or at shipment: the certificate needs the final invoice details and, for preferential certificates, your evidence that the goods meet the rules of origin.',
          ),
          h2('After shipment: getting paid and closing the file'),
          ul([
            '**To the bank, within days:** under a letter of credit or documentary collection, send the draft, invoice, packing list, transport document, certificate of origin and insurance document, as the terms require.',
            '**To the buyer:** on open account, send copies promptly, and release original documents only once you are comfortable with the payment position.',
            '**On realisation:** your AD bank marks the shipping bill as realised in EDPMS and the bank realisation data (e-BRC) flows to DGFT.',
            '**Retention:** keep the whole file. GST law requires records to be kept for several years (72 months from the due date of the annual return at the time of writing), and customs and bank queries can arrive long after shipment.',
          ]),
          h2('Five cross-checks before anything is filed'),
          ul([
            'Invoice number and date identical on the GST invoice, shipping bill and GSTR-1.',
            'The same HS code on the invoice, shipping bill and certificate of origin.',
            'Package count and gross weight matching across the packing list, shipping bill and draft bill of lading.',
            'Consignee and notify party exactly as the buyer, or the letter of credit, requires.',
            'Incoterm and named place consistent across the proforma, invoice and credit.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-factoring-vs-invoice-discounting',
    kind: 'blog',
    product: 'invoice-discounting',
    categories: ['export-finance', 'working-capital'],
    author: 'priya',
    publishedAt: '2025-05-20T11:00:00+05:30',
    cover: {
      motif: 'coins',
      alt: { 'en-in': 'Illustration: two stacks of coins beside an invoice, one stack handed to a financier and one kept by the seller' },
    },
    related: ['blog-in-pre-post-shipment-credit', 'blog-in-cash-conversion-cycle', 'blog-in-buyer-credit-check'],
    content: {
      'en-in': {
        title: 'Export factoring vs invoice discounting: the difference, and which fits when',
        slug: 'export-factoring-vs-invoice-discounting',
        excerpt:
          'Both turn unpaid invoices into cash, but they differ in who collects, who is told and who carries the credit risk. A worked cost example and a guide to choosing.',
        seo: {
          title: 'Export factoring vs invoice discounting: which fits?',
          description:
            'Export factoring and invoice discounting compared: recourse vs non-recourse, what each costs in a worked example, and which suits which kind of Indian exporter.',
        },
        body: doc(
          p(
            'Both products advance you cash against invoices your buyers have not yet paid. The difference lies in three questions: who manages collection, whether the buyer knows, and who bears the loss if the buyer never pays.',
          ),
          h2('Two ways to turn an invoice into cash'),
          h3('Factoring'),
          p(
            'In factoring you assign your receivables to a factor. The buyer is notified and pays the factor directly. The factor advances a large share of the invoice value soon after shipment, manages the sales ledger and collections, and pays you the balance, less its charges, when the buyer pays. In India, factoring is governed by the Factoring Regulation Act, 2011. Export factoring often works through two factors: one in India that deals with you, and an import factor in the buyer’s country that assesses the buyer and collects locally.',
          ),
          h3('Invoice discounting'),
          p(
            'In invoice discounting you borrow against your invoices but keep control of your ledger and collections, and the buyer is often not told. When the buyer pays you, you repay the financier. Because the financier relies on your own credit control, this tends to suit larger, established businesses with a clean collection record. It is also different from a bank discounting an export bill drawn under a letter of credit or collection, which is tied to a specific set of documents.',
          ),
          h2('Recourse vs non-recourse'),
          p(
            'With **recourse**, if the buyer has not paid within an agreed period after the due date, you repay the advance. You keep the credit risk, and the price is lower. With **non-recourse**, the financier takes the loss if the buyer becomes insolvent or simply fails to pay for a long period, within a credit limit it has approved for that buyer.',
          ),
          p(
            'Non-recourse does not cover disputes. If the buyer withholds payment because goods arrived late, short or defective, the financier will look to you. Read the definitions of “dispute” and “approved debt” in any agreement carefully; they decide what protection you have actually bought.',
          ),
          h2('What it costs: an illustrative example'),
          p('Pricing usually has up to three parts:'),
          ul([
            '**Discount charge:** interest on the money advanced, for the days it is outstanding.',
            '**Service fee:** a percentage of the invoice value for ledger management, collection and, under non-recourse, credit protection.',
            '**One-time charges:** set-up, documentation or buyer assessment fees, if any.',
          ]),
          p(
            'Take an export invoice of USD 100,000 on 90-day terms, converted at an illustrative ₹84 per dollar: ₹84,00,000. With a 90% advance you receive ₹75,60,000 soon after shipment. At an illustrative discount rate of 10% a year, 90 days cost about ₹1,86,400 (₹75,60,000 × 10% × 90/365). Add an illustrative 0.5% service fee of ₹42,000 and the total is about ₹2,28,400, or 2.7% of the invoice value. If the buyer pays on day 100 instead of day 90, the discount charge grows by about ₹20,700. When the buyer pays, you receive the 10% balance of ₹8,40,000, less the charges.',
          ),
          p(
            'These figures are illustrative, not a quote. Compare the cost with your margin and with what the cash lets you do: take on an order you would otherwise refuse, claim a supplier’s early-payment discount or repay more expensive debt.',
          ),
          h2('Which fits when'),
          ul([
            '**A small or growing exporter selling on open account to a few large overseas buyers:** non-recourse export factoring, which combines finance, collection and credit protection.',
            '**An established business with its own credit control team and a spread of buyers:** invoice discounting, which is cheaper and keeps buyer relationships entirely in your hands.',
            '**Buyers of strong credit quality and low concentration:** recourse pricing may be enough.',
            '**One buyer accounts for a large share of sales:** non-recourse cover limits the damage a single default can do.',
            '**Frequent quality claims or disputes:** neither product fixes this. Sort out the process first, because disputed invoices are not funded.',
          ]),
          p(
            'The choice need not be permanent. Many exporters start with factoring while their buyer list is short and their collection routine is young, then move to invoice discounting, or a mix of the two, as volumes grow and buyers diversify. Check notice periods, minimum volumes and exit fees when you sign, so that the move is easy when the time comes.',
          ),
          h3('Questions to ask any financier'),
          ul([
            'What is the advance rate, and is it fixed per buyer?',
            'How are the discount charge and fees calculated, and from which date?',
            'What counts as a dispute, and what happens to the advance when one arises?',
            'How long after the due date does recourse apply?',
            'If you already have bank working capital limits secured on receivables, what release or consent will the bank need to give?',
            'For exports, how will payments flow so that your AD bank can mark each shipping bill as realised?',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-gst-on-exports',
    kind: 'blog',
    categories: ['gst-tax'],
    author: 'neha',
    publishedAt: '2025-07-01T10:00:00+05:30',
    cover: {
      motif: 'document',
      alt: { 'en-in': 'Illustration: a GST export invoice marked zero-rated, with a refund arrow returning to the exporter' },
    },
    related: ['blog-in-export-realisation-rules', 'blog-in-export-documents-checklist', 'blog-in-cash-conversion-cycle'],
    content: {
      'en-in': {
        title: 'GST on exports: LUT or pay IGST and claim a refund?',
        slug: 'gst-on-exports-lut-vs-igst-refund',
        excerpt:
          'Exports are zero-rated under GST, but you choose how: export under a Letter of Undertaking and claim back input tax credit, or pay IGST and have it refunded. How each route works and what holds refunds up.',
        seo: {
          title: 'GST on exports: LUT vs IGST refund, and refund documents',
          description:
            'How zero-rating works for Indian exporters: exporting under LUT vs paying IGST and claiming a refund, the refund formula and the documents refunds need.',
        },
        body: doc(
          p(
            'Under section 16 of the IGST Act, exports of goods and services are zero-rated supplies. That is more generous than an exemption: no GST is borne on the export, and you keep the input tax credit (ITC) on the inputs and services that went into it. The law then gives you two routes to get there, and the choice affects your cash flow for months. Rules in this area change regularly, so confirm the current position on the CBIC and GST portal before you rely on any detail below.',
          ),
          h2('Route 1: export under LUT without paying IGST'),
          p(
            'You furnish a Letter of Undertaking (LUT) in form GST RFD-11 on the GST portal. It is valid for a financial year, so file a fresh one before your first export of each new year. Most registered exporters are eligible; the exceptions are set out in CBIC notifications and concern persons prosecuted for significant tax evasion.',
          ),
          ul([
            'Your export invoice carries the endorsement “SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX”.',
            'Goods must be exported within three months of the invoice date, unless the commissioner allows more time. For services, payment must be received within the period the rules allow. Miss the deadline and you pay the tax with interest.',
            'The ITC you cannot use against domestic output tax accumulates, and you claim it back with an application in form GST RFD-01.',
          ]),
          h3('How the refund is calculated'),
          p(
            'Rule 89(4) of the CGST Rules apportions your credit: refund = turnover of zero-rated supplies × net ITC ÷ adjusted total turnover. Net ITC here means credit on inputs and input services; capital goods are excluded. An illustrative quarter: exports of ₹80 lakh, domestic sales of ₹20 lakh (adjusted total turnover ₹1 crore) and net ITC of ₹9 lakh give a refund of ₹80 lakh × ₹9 lakh ÷ ₹1 crore = ₹7.2 lakh. The formula carries further adjustments and caps that change from time to time, so check the current text of the rule.',
          ),
          p(
            'The application must be filed within two years of the relevant date. For zero-rated supplies the law provides for a provisional refund of a large part of the claim, 90% at the time of writing, subject to conditions and the officer’s checks.',
          ),
          h2('Route 2: pay IGST and have it refunded'),
          p(
            'You charge IGST on the export invoice, pay it in your GSTR-3B (often from accumulated ITC), and report the invoice with its shipping bill details in table 6A of GSTR-1. For goods there is no separate refund application: under rule 96, the shipping bill is treated as the refund claim once the carrier has filed the Export General Manifest and your returns are in. Customs validates the data and the refund is paid into the bank account you registered with customs. For services, you apply on the GST portal.',
          ),
          p(
            'This route is not open to everyone in every case. The law has been amended to allow the government to restrict it to notified goods or classes of exporters, and there have been conditions for exporters who bought inputs duty-free or at concessional rates under export schemes. These provisions have been changed more than once, so check the current CBIC position before choosing.',
          ),
          h2('Which route suits you'),
          ul([
            '**LUT** avoids any tax outflow on the export itself. The trade-off is that accumulated credit sits with the government until an officer processes your RFD-01 claim, which takes more paperwork and usually more time.',
            '**IGST payment** turns accumulated credit into a largely automated refund for goods, which is often quicker when the data matches. If it does not match, the refund stops, and until it is fixed your cash is locked up just the same.',
            '**Mostly domestic sales:** your ITC is probably absorbed by domestic output tax anyway, and LUT is simpler. Mostly exports: compare your recent refund turnaround under each route.',
          ]),
          h2('The data and documents that keep refunds moving'),
          ul([
            'The **invoice number and date** must be identical on the GST invoice, the shipping bill and GSTR-1. An invoice mismatch is the most common reason an IGST refund gets stuck at customs, shown as the SB005 error.',
            'The **GSTIN** on the shipping bill must be the one that filed the returns.',
            'The **IGST amount and taxable value** in the shipping bill must match table 6A of GSTR-1.',
            'The **EGM** must be filed correctly by the shipping line or its agent.',
            'Your **bank account** must be registered and validated with customs for refund credit.',
            'For **RFD-01 claims** under LUT: the statement of export invoices with shipping bill or bill of export numbers and dates, a copy of the LUT acknowledgement, and, for services, proof of foreign exchange receipt such as the bank realisation certificate or FIRC.',
            'Keep realisation records up to date: if export proceeds are not realised within the period allowed under FEMA, refunds already received may have to be paid back with interest.',
          ]),
          h3('A note for merchant exporters'),
          p(
            'If you buy goods from a domestic manufacturer and export them, the supplier may be able to charge GST at a concessional rate, 0.1% under the current notifications, provided you export within the prescribed period and meet the other conditions. Check the notification and agree in writing who does what, since the supplier loses the concession if you fail the conditions.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-in-proforma-invoice',
    kind: 'blog',
    categories: ['trade-documents'],
    author: 'arjun',
    publishedAt: '2025-08-12T10:00:00+05:30',
    cover: {
      motif: 'document',
      alt: { 'en-in': 'Illustration: a proforma invoice on a clipboard, with a buyer’s approval tick and a bank stamp' },
    },
    download: 'proforma-invoice',
    related: ['blog-in-incoterms-2020', 'blog-in-export-letters-of-credit', 'blog-in-packing-list'],
    content: {
      'en-in': {
        title: 'How to write a proforma invoice that buyers and banks accept',
        slug: 'how-to-write-a-proforma-invoice-for-export',
        excerpt:
          'A proforma invoice is often the first document a buyer’s bank sees, and it shapes the letter of credit that follows. What to put in it, what banks check, and the mistakes that come back to bite.',
        seo: {
          title: 'How to write a proforma invoice banks and buyers accept',
          description:
            'What an export proforma invoice must include, how buyers and banks use it for letters of credit and advances, and the drafting mistakes that cause trouble.',
        },
        body: doc(
          p(
            'A proforma invoice is a priced offer laid out as an invoice and sent before anything ships. It is not a demand for payment and not a tax invoice under GST, and it does not enter your books as a sale. It does a lot of work all the same: buyers use it for internal approval, to obtain import licences or foreign exchange in countries with controls, to apply for a letter of credit and to send an advance payment. Once the buyer accepts it, its terms are effectively your contract, so draft it as carefully as one.',
          ),
          h2('What to include'),
          h3('Parties and references'),
          ul([
            'Your legal name and address, IEC and GSTIN.',
            'The buyer’s full legal name and address, exactly as they will appear on the letter of credit and the commercial invoice.',
            'Proforma number, date and a validity period, for example “valid for 21 days”.',
            'The buyer’s enquiry or purchase order reference, if there is one.',
          ]),
          h3('The goods'),
          ul([
            'A precise description: product, grade, specification and model, in words you can repeat later.',
            'The HS code; the first six digits are shared internationally, and India uses eight-digit ITC-HS codes.',
            'Quantity and unit, unit price, line totals and the grand total, with the currency stated.',
            'Country of origin, and any tolerance in quantity (for example “plus or minus 5%” for bulk goods).',
          ]),
          h3('Commercial terms'),
          ul([
            'The Incoterm with its named place and version, such as “FOB Chennai, Incoterms 2020”.',
            'Payment terms spelled out: “30% advance by wire transfer on acceptance, 70% against a scanned copy of the bill of lading”, or “irrevocable letter of credit payable at sight, confirmed by a bank acceptable to the seller”.',
            'Shipment period linked to a trigger, for example “within 45 days of receipt of advance or of an operative letter of credit”.',
            'Ports of loading and discharge; whether partial shipments and transhipment are allowed.',
            'Packing, estimated net and gross weights and volume, marked as estimates.',
            'Inspection arrangements and the documents you will provide.',
            'Your bank details for the payment, and who bears bank charges inside and outside India.',
            'Signature and company seal.',
          ]),
          h2('What banks look for'),
          p(
            'When the buyer applies for a letter of credit, its bank often copies the description, quantity, amount and Incoterm straight from your proforma. Whatever you write will therefore come back to you as a condition your commercial invoice must meet. Keep the description specific enough to identify the goods, but free of details you cannot guarantee on shipment day, such as exact weights.',
          ),
          p(
            'On the Indian side, your AD bank may ask for the proforma or contract when it credits an advance payment for exports, as evidence of the underlying trade. Under RBI’s rules, goods against an export advance must normally ship within a set period of receiving it (one year at the time of writing), so make the shipment period in your proforma realistic. Lenders use it too: purchase order financing and pre-shipment credit start from an accepted proforma or confirmed order.',
          ),
          h3('An illustrative line'),
          p(
            '“Men’s crew-neck T-shirts, 100% cotton knitted, 180 GSM, sizes S–XXL as per annex; HS 6109.10; 12,000 pieces at USD 3.20 per piece FOB Chennai, Incoterms 2020; total USD 38,400.” Each element in it can be reproduced on the commercial invoice and checked against the goods.',
          ),
          h2('Mistakes that come back to bite'),
          ul([
            '**No validity date.** Freight and exchange rates move; an open-ended proforma lets the buyer accept an old price months later.',
            '**An Incoterm without a named place**, or with a place that does not match the port you actually use.',
            '**The wrong buyer entity**, such as a trading name instead of the legal entity that will apply for the credit.',
            '**Totals that do not reconcile** because of rounding in unit prices.',
            '**Documents promised that you cannot produce**, such as a legalised certificate within a few days, or an inspection certificate from an agency you have not booked.',
            '**Silence on bank charges**, leaving foreign bank fees deducted from your proceeds.',
            '**A different description** in the proforma, the commercial invoice and the packing list. If the credit copied one version, the others are a discrepancy waiting to happen.',
          ]),
          p(
            'If terms change after the buyer has accepted, issue a revised proforma with a new number or a revision suffix, and state that it supersedes the earlier version. Two live versions with different prices or quantities are a frequent reason a letter of credit ends up not matching the shipment.',
          ),
          p(
            'Treat the proforma as the first document of the shipment file, not an informal quotation. If you can match every later document to it, the shipment is already half-way to a clean presentation.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-in-packing-list',
    kind: 'blog',
    categories: ['trade-documents', 'incoterms-logistics'],
    author: 'arjun',
    publishedAt: '2025-09-23T10:30:00+05:30',
    cover: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: numbered cartons stacked inside an open container, with a packing list and a scale' },
    },
    download: 'packing-list',
    related: ['blog-in-export-documents-checklist', 'blog-in-proforma-invoice', 'blog-in-certificate-of-origin'],
    content: {
      'en-in': {
        title: 'Packing lists: what goes in, who checks them and the mistakes to avoid',
        slug: 'export-packing-list-guide',
        excerpt:
          'The packing list tells customs, carriers, insurers and your buyer how the shipment is physically made up. What it must contain, a worked example, and the errors that trigger queries.',
        seo: {
          title: 'Packing list guide: contents, checks and common mistakes',
          description:
            'What an export packing list must contain, why customs, carriers and buyers check it against the goods, a worked weight and volume example and errors to avoid.',
        },
        body: doc(
          p(
            'The commercial invoice says what you sold and for how much. The packing list says how the goods are physically presented: what is in each package, how much it weighs, how big it is and how it is marked. It carries no prices, yet more queries start from it than from almost any other export document, because it is the one that gets compared with the actual cargo.',
          ),
          h2('What goes in'),
          ul([
            '**Parties:** exporter, consignee, notify party and, if different, the buyer.',
            '**References:** invoice number and date, purchase order number, letter of credit number if any.',
            '**Transport:** mode, vessel or flight, ports of loading and discharge, container and seal numbers.',
            '**Package lines:** package numbers (for example 1–400), type (carton, pallet, crate, drum), shipping marks, contents with item codes and quantity per package.',
            '**Weights and size:** net and gross weight per package and in total, dimensions in centimetres and total volume in cubic metres.',
            '**Totals:** number of packages, total net and gross weight, total volume.',
            '**Signature and date.**',
            '**Useful extras:** the HS code and country of origin per line, and handling marks such as “fragile” or “this way up”, which help the warehouse at destination as much as the carrier.',
          ]),
          h2('A worked example (illustrative)'),
          p(
            'An order of 9,600 ceramic mugs is packed 24 to a carton, which makes 400 cartons numbered 1–400. Each mug weighs 0.4 kg, so net weight per carton is 9.6 kg. Carton and dividers add 0.9 kg, so gross weight per carton is 10.5 kg. Each carton measures 60 × 40 × 40 cm, or 0.096 cubic metres.',
          ),
          ul(['Total net weight: 400 × 9.6 kg = 3,840 kg.', 'Total gross weight: 400 × 10.5 kg = 4,200 kg.', 'Total volume: 400 × 0.096 = 38.4 cubic metres.']),
          p(
            'If the cartons are palletised, list the pallets as the outer packages, show which carton numbers sit on each pallet, and add the pallet weight to the gross weight. Use the same package count in the shipping bill and on the bill of lading.',
          ),
          h2('Why customs, carriers and buyers check it'),
          h3('Customs at both ends'),
          p(
            'Indian customs compares the packages and weights in the shipping bill with the packing list and, where a shipment is selected for examination, uses the package numbers to pick which ones to open. Clear numbering makes examination quick; a vague list can mean opening far more of the load. Customs in the destination country uses the same information to verify the import declaration.',
          ),
          h3('Carriers and the verified gross mass'),
          p(
            'The forwarder and carrier take weights and volume from your packing list for booking, stowage and the bill of lading. Separately, SOLAS rules require the shipper to declare a verified gross mass (VGM) for each packed container, which includes the cargo, the packing and dunnage and the container’s tare weight. The VGM is a separate declaration, but a large gap between it and your packing list invites questions.',
          ),
          h3('Buyers, insurers and banks'),
          p(
            'The buyer’s warehouse receives against the packing list, and shortages are claimed against it. A surveyor assessing a cargo claim will start from it. Under a letter of credit, the bank checks that its data does not conflict with the invoice and the transport document.',
          ),
          h2('Common mistakes'),
          ul([
            'Gross weight lower than net weight, usually from swapped columns.',
            'Totals that do not equal the sum of the lines, after a line was edited and the total was not.',
            'A package count that differs from the bill of lading or the shipping bill.',
            'Descriptions such as “assorted goods” or “spare parts” that give customs nothing to check.',
            'Mixed units: kilograms on one line, pounds or pieces on another.',
            'Wrong container or seal numbers, copied from the booking rather than read off the box.',
            'Shipping marks on the list that do not match those stencilled on the cartons.',
            'A list drafted from the order before packing and never updated when quantities changed.',
          ]),
          h3('One habit that prevents most of them'),
          p(
            'Generate the packing list from the warehouse’s packing records at the time of stuffing, not from the order. Then have one person check the totals against the invoice, the shipping bill and the draft bill of lading before anything is filed. It takes ten minutes and saves days of queries.',
          ),
          p(
            'If you ship the same product range repeatedly, keep a master file of standard carton sizes and weights per item, checked on a scale every so often. Estimated weights copied from an old shipment are a common source of the mismatches above, and a periodic weigh-in keeps the master honest.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-in-certificate-of-origin',
    kind: 'blog',
    categories: ['trade-documents', 'policy-and-regulation'],
    author: 'arjun',
    publishedAt: '2025-11-04T10:00:00+05:30',
    cover: {
      motif: 'globe',
      alt: { 'en-in': 'Illustration: a globe with trade routes from India and a stamped certificate of origin in front' },
    },
    download: 'certificate-of-origin',
    related: ['blog-in-export-documents-checklist', 'blog-in-packing-list', 'blog-in-incoterms-2020'],
    content: {
      'en-in': {
        title: 'Certificates of origin: preferential vs non-preferential, India’s FTAs and the e-CoO platform',
        slug: 'certificate-of-origin-preferential-non-preferential-e-coo',
        excerpt:
          'A preferential certificate of origin can cut your buyer’s import duty; a non-preferential one only proves where goods come from. How to tell which you need, whether your goods qualify and how to apply on DGFT’s e-CoO platform.',
        seo: {
          title: 'Certificate of origin guide: FTAs and the e-CoO platform',
          description:
            'Preferential vs non-preferential certificates of origin, India’s trade agreements, rules of origin and HS codes, and applying on DGFT’s e-CoO platform.',
        },
        body: doc(
          p(
            'A certificate of origin states where goods were produced. Which certificate you need depends on why the buyer, the bank or the importing country wants it, and getting that wrong can cost your buyer the duty saving it priced into the deal.',
          ),
          h2('Two kinds of certificate'),
          h3('Non-preferential'),
          p(
            'A non-preferential certificate proves origin for general purposes: a buyer’s or bank’s requirement, labelling and import rules, or trade remedies such as anti-dumping duties in the importing country. It gives no duty reduction. In India it is issued by chambers of commerce and other agencies authorised for the purpose, and DGFT has been moving these certificates onto its electronic platform as well.',
          ),
          h3('Preferential'),
          p(
            'A preferential certificate is issued under a specific trade agreement and allows the importer to claim reduced or zero duty under it. It is available only if the goods meet that agreement’s rules of origin, only in the form the agreement prescribes, and only from the agency designated for that agreement, such as the Export Inspection Council.',
          ),
          h2('India’s trade agreements in brief'),
          p(
            'India’s agreements include SAFTA and the Asia-Pacific Trade Agreement (APTA); agreements with ASEAN, Singapore, Malaysia, Korea, Japan, Sri Lanka, Thailand (an early harvest scheme covering a limited list of goods) and Mauritius; the CEPA with the UAE, the ECTA with Australia and the trade agreement with the EFTA states; and preferential trade agreements with Chile and MERCOSUR, which cover limited product lists. Agreements that have been signed but are not yet in force, and those still under negotiation, give no preference. The list and the tariff commitments change, so check DGFT for the agreements in force and the dates from which they apply. Where no agreement exists with the buyer’s country, only a non-preferential certificate is relevant.',
          ),
          h2('Do your goods qualify? Rules of origin and HS codes'),
          p('Each agreement sets general rules and product-specific rules, listed by HS code. Goods qualify broadly in one of two ways:'),
          ul([
            '**Wholly obtained or produced** in India, such as minerals extracted here or crops grown here.',
            '**Substantially transformed** in India, shown by a change in tariff classification (at chapter, heading or subheading level), a minimum regional value content, or a combination, as the product-specific rule requires.',
          ]),
          p(
            'Because the product-specific rule is looked up by HS code, classification comes first. Classify at the six-digit level and use the same code on the invoice, the shipping bill and the certificate. An illustrative case: bolts (heading 7318) made in India from imported wire rod (heading 7213) change tariff heading. If the agreement also demands, say, 35% regional value content, and the bolts sell at ₹100 per kg FOB with ₹55 per kg of non-originating material, the content is (100 − 55) ÷ 100 = 45%. The actual test and formula differ by agreement.',
          ),
          p(
            'Also check the direct consignment rule (goods routed through a third country must stay under customs control there), the operations that never confer origin, such as repacking, labelling or simple mixing, and any rules on cumulation and de minimis non-originating content.',
          ),
          h2('Applying on the e-CoO platform'),
          ul([
            'Register on DGFT’s common digital platform for certificates of origin with your IEC and a digital signature.',
            'Fill in the application for the relevant agreement, attach the invoice and declare the origin criterion, with a cost breakdown where value content applies.',
            'The issuing agency verifies the application and issues an electronically signed certificate that the importing country can verify.',
            'Apply at or just before shipment. Most agreements allow retroactive issue within limited windows, marked as such; check the agreement before relying on it. A certificate that reaches the buyer after the goods can leave it paying full duty at clearance and claiming a refund later, where its customs allows that at all.',
            'Keep bills of materials, cost sheets and supplier declarations. Importing customs can send verification requests years later, and unsupported claims are denied.',
          ]),
          h2('Common mistakes'),
          ul([
            'A certificate in the wrong form, or under the wrong agreement.',
            'HS codes, invoice numbers or dates that differ from the invoice and shipping bill.',
            'Invoicing through a third country without declaring it as the agreement requires.',
            'Claiming origin for goods that were only repacked or relabelled in India.',
            'A consignee that differs from the one on the bill of lading.',
          ]),
          p(
            'A preferential claim is ultimately your buyer’s claim at its own customs, and if it fails, the buyer pays the full duty, sometimes with penalties. Before you promise preference in a quotation, check the agreement, the product-specific rule and your cost sheet, and keep the evidence in one file per product.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-in-cash-conversion-cycle',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['working-capital', 'export-finance'],
    author: 'priya',
    publishedAt: '2026-01-13T10:00:00+05:30',
    cover: {
      motif: 'chart',
      alt: { 'en-in': 'Illustration: a circular cash cycle chart with inventory, receivables and payables segments and a shortening arrow' },
    },
    related: ['blog-in-factoring-vs-invoice-discounting', 'blog-in-pre-post-shipment-credit', 'blog-in-currency-risk'],
    content: {
      'en-in': {
        title: 'The export cash-conversion cycle: how to measure it and shorten it with finance',
        slug: 'export-cash-conversion-cycle',
        excerpt:
          'How many days does each rupee spend between paying your supplier and collecting from your overseas buyer? A worked example in INR, and what factoring, packing credit and supplier terms each do to the number.',
        seo: {
          title: 'Export cash-conversion cycle: measure it and shorten it',
          description:
            'Measure your export cash-conversion cycle with a worked INR example, and see how factoring, pre-shipment credit and supplier terms change it, at what cost.',
        },
        body: doc(
          p(
            'The cash-conversion cycle (CCC) counts the days between paying for inputs and collecting cash from customers. For exporters it is often long: raw materials are paid for weeks before production, goods spend weeks at sea, and overseas buyers expect credit on top. Every day of the cycle is working capital you must fund.',
          ),
          h2('The three parts'),
          ul([
            '**Days inventory outstanding (DIO)** = inventory ÷ cost of goods sold × days in the period.',
            '**Days sales outstanding (DSO)** = trade receivables ÷ revenue × days in the period.',
            '**Days payables outstanding (DPO)** = trade payables ÷ cost of goods sold × days in the period.',
            '**CCC = DIO + DSO − DPO.**',
          ]),
          h2('A worked example (illustrative)'),
          p(
            'A mid-sized engineering exporter has annual revenue of ₹36 crore and cost of goods sold of ₹27 crore. To keep the numbers round we use a 360-day year, so sales run at ₹10 lakh a day and cost of goods at ₹7.5 lakh a day. Average balances: inventory ₹4.5 crore, receivables ₹9 crore, payables ₹2.25 crore.',
          ),
          ul(['DIO = 4.5 ÷ 27 × 360 = 60 days.', 'DSO = 9 ÷ 36 × 360 = 90 days.', 'DPO = 2.25 ÷ 27 × 360 = 30 days.', 'CCC = 60 + 90 − 30 = **120 days**.']),
          p(
            'The cycle ties up about ₹11.25 crore (inventory plus receivables minus payables). Each day of DSO is worth ₹10 lakh of cash; each day of DIO or DPO is worth ₹7.5 lakh.',
          ),
          h2('Measuring it properly'),
          ul([
            'Use averages of month-end balances, not a single year-end figure, which can be flattered by a large collection in March.',
            'Calculate export and domestic business separately. Export DSO is often made up of distinct pieces: days from dispatch to invoice, days from invoice to shipment of documents, transit time if terms run from arrival, the credit period, and bank days to realisation. Measure each one, because each has a different fix.',
            'Count pending GST refunds and export incentives as cash tied up in the cycle, even though they are not trade receivables.',
            'Track the trend monthly. The direction matters more than the level.',
            'Reconcile with your bank balance. If the cycle says cash should have improved but the overdraft has not fallen, the data is missing something, usually disputed or long-overdue invoices.',
          ]),
          h2('Shortening it with finance'),
          h3('Receivables: factoring on shipment'),
          p(
            'Suppose the exporter factors its receivables and receives 90% of each invoice within about three days of shipment, with the 10% balance arriving when the buyer pays at 90 days. In cash terms, DSO falls to roughly 0.9 × 3 + 0.1 × 90 ≈ 12 days, and the cycle from 120 to about 42 days. Around ₹8.1 crore is released.',
          ),
          p(
            'It is not free. At an illustrative discount rate of 10% a year on ₹8.1 crore in continuous use, plus an illustrative 0.5% fee on ₹36 crore of invoices, the annual cost is roughly ₹81 lakh + ₹18 lakh = ₹99 lakh, or about 2.75% of sales. The question is what the ₹8.1 crore earns in your hands: new orders you could not otherwise fund, supplier discounts, or repaying costlier debt. Note also that reported DSO falls only if the receivables leave your balance sheet, as they may under non-recourse factoring; that is why we speak of cash DSO.',
          ),
          h3('Inventory: pre-shipment credit'),
          p(
            'Packing credit and purchase order financing fund raw materials and production. They do not shorten DIO; they pay for it. DIO comes down through operations: shorter production runs, closer scheduling of material deliveries and fewer slow-moving items.',
          ),
          h3('Payables: a longer DPO is not always better'),
          p(
            'With cash in hand you might pay suppliers early in return for a discount. Paying in 10 days instead of 60 for an illustrative 2% discount shortens DPO and so lengthens the cycle, yet the discount is worth about 2 ÷ 98 × 360 ÷ 50 ≈ 14.7% a year, more than the illustrative cost of factoring. The CCC is a measuring tool, not a target to minimise at any price.',
          ),
          h2('A monthly routine'),
          ul([
            'Compute DIO, DSO, DPO and CCC for exports and domestic business.',
            'Identify the largest component and the single change that would cut it most.',
            'Price any finance against the return the released cash can earn.',
            'Recheck after three months, and keep what works.',
          ]),
          p(
            'Share the numbers beyond the finance team. Sales decides credit terms, production decides batch sizes and purchasing negotiates supplier terms, so each of them moves one component of the cycle. A one-page monthly view that shows each team its own days is often the cheapest improvement of all.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-in-pre-post-shipment-credit',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['export-finance', 'working-capital'],
    author: 'priya',
    publishedAt: '2026-03-03T10:00:00+05:30',
    cover: {
      motif: 'factory',
      alt: { 'en-in': 'Illustration: a factory and a departing ship joined by a timeline, with finance marked before and after shipment' },
    },
    related: ['blog-in-factoring-vs-invoice-discounting', 'blog-in-cash-conversion-cycle', 'blog-in-export-letters-of-credit'],
    content: {
      'en-in': {
        title: 'Pre-shipment and post-shipment export credit, and where factoring fits',
        slug: 'pre-shipment-post-shipment-export-credit-and-factoring',
        excerpt:
          'Packing credit and PCFC fund the order; bill discounting and other post-shipment credit bridge the wait for payment. How each works, how they hand over to one another, and how factoring complements them.',
        seo: {
          title: 'Packing credit, PCFC and post-shipment finance explained',
          description:
            'How packing credit, PCFC and post-shipment export finance work in India, how one repays the other, and how export factoring complements bank limits.',
        },
        body: doc(
          p(
            'Export credit in India is built around the life of an order. Pre-shipment credit pays for making and shipping the goods; post-shipment credit bridges the gap between shipment and the buyer’s payment. Banks extend both under RBI’s framework for rupee and foreign currency export credit, and the details of periods, pricing and eligibility are set there and in each bank’s policy. Confirm the current terms with your bank, as RBI revises this framework from time to time.',
          ),
          h2('Pre-shipment credit: funding the order'),
          h3('Packing credit in rupees'),
          p(
            'Packing credit is a loan to buy raw materials, manufacture, pack and move goods to the port, usually granted against a confirmed export order or letter of credit. Regular exporters with a track record may get a running account facility, where orders are supplied after the advance. Banks normally finance a percentage of the order value and keep a margin, secured by hypothecation of stock and often by the bank’s own export credit insurance cover from ECGC.',
          ),
          p(
            'The period is set according to your operating cycle, within the maximum RBI allows. The advance is meant to be repaid from export proceeds or by conversion into post-shipment credit. If the export does not happen, expect the bank to recover the loan at its normal commercial rate, often backdated to the advance.',
          ),
          h3('PCFC: packing credit in foreign currency'),
          p(
            'Under PCFC the bank lends in a foreign currency, usually US dollars, priced off an international benchmark plus a spread. It can be cheaper than rupee credit when interest rates differ widely, and because it is repaid from dollar export proceeds it is a natural hedge. The risk is a mismatch: if the export is delayed or cancelled, you must repay dollars you do not have.',
          ),
          h2('Post-shipment credit: bridging to realisation'),
          ul([
            '**Export bills negotiated** under a letter of credit: the bank pays you against a complying presentation.',
            '**Export bills purchased or discounted** under documentary collection (documents against payment or acceptance): the bank advances against the bill and recovers from the proceeds.',
            '**Advances against bills sent on collection**, against undrawn balances and against retention money.',
            '**Foreign currency post-shipment credit**, including rediscounting of export bills abroad, which can lower the cost for dollar bills.',
          ]),
          p(
            'Post-shipment credit runs to the bill’s due date plus a normal transit period. An overdue bill usually attracts a higher rate, and banks lend with recourse: if the buyer does not pay, you do.',
          ),
          h3('How the two hand over, step by step (illustrative)'),
          ul([
            'Day 0: a ₹1 crore order is confirmed. The bank grants packing credit of ₹75 lakh, keeping a 25% margin.',
            'Day 60: goods ship on 90-day documentary collection terms. The bank discounts the bill for about ₹1 crore less interest, and the proceeds first repay the ₹75 lakh packing credit.',
            'Day 150 or so: the buyer pays the collecting bank, the proceeds arrive, the bill is closed and the shipping bill is marked as realised.',
          ]),
          h2('Where factoring fits'),
          p('Export factoring is also post-shipment finance, but it differs from bank credit in ways that matter to many small and mid-sized exporters:'),
          ul([
            '**It suits open account.** Many buyers will no longer accept letters of credit or collections. Banks are more cautious with open account bills; factoring is built for them.',
            '**It is sized on the buyer, not your collateral.** Bank limits are usually capped by your balance sheet and security. A factor sets a limit for each buyer based on that buyer’s credit standing, so funding grows with good buyers.',
            '**It can be non-recourse.** Bank post-shipment credit leaves buyer risk with you; non-recourse factoring transfers the risk of insolvency or protracted default, within the buyer limit.',
            '**It includes collection.** The factor, often with an import factor in the buyer’s country, follows up payment locally.',
          ]),
          h3('Combining a bank packing credit with a factor'),
          p(
            'A common structure is bank packing credit before shipment and factoring after it, with the factor’s advance on shipment repaying the packing credit. It needs some groundwork. Your bank probably holds a charge over all current assets, receivables included, so it must agree to release the receivables you factor, usually by a no-objection letter. Agree how money flows: the factor’s advance should go first to liquidate the packing credit, and the buyer’s payment must reach the factor. Agree too how your AD bank will mark each shipping bill as realised. Sorting this out before the first shipment avoids weeks of back-and-forth afterwards.',
          ),
          h2('Choosing the mix'),
          ul([
            'Mostly letters of credit from good banks: bank negotiation or discounting is usually cheapest.',
            'Open account to strong buyers, limited collateral: factoring, with bank packing credit if your limits allow.',
            'Bank limits fully used and orders waiting: purchase order financing before shipment, factoring after.',
            'Concentrated buyer risk: non-recourse factoring or credit insurance, whichever route funds you.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-currency-risk',
    kind: 'blog',
    categories: ['export-finance'],
    author: 'priya',
    publishedAt: '2026-05-12T10:00:00+05:30',
    cover: {
      motif: 'chart',
      alt: { 'en-in': 'Illustration: a rupee–dollar exchange rate line swinging up and down, with a shield holding a fixed rate' },
    },
    related: ['blog-in-cash-conversion-cycle', 'blog-in-pre-post-shipment-credit', 'blog-in-export-realisation-rules'],
    content: {
      'en-in': {
        title: 'Managing currency risk on export receivables: a practical guide',
        slug: 'managing-currency-risk-on-export-receivables',
        excerpt:
          'A small move in the rupee can wipe out an export margin. When your exposure really starts, how forwards and natural hedges work, how invoicing currency shifts the risk, and rules of thumb that hold up.',
        seo: {
          title: 'Managing currency risk on export receivables',
          description:
            'How Indian exporters can manage currency risk on receivables: when exposure starts, forwards, natural hedges, invoicing currency and rules of thumb.',
        },
        body: doc(
          p(
            'Most exporters price in dollars or euros and pay their costs in rupees. Between fixing the price and converting the proceeds, the exchange rate can move enough to turn a good order into a poor one. Managing that risk is less about predicting the rupee than about deciding in advance how much uncertainty your margin can absorb.',
          ),
          h2('When the exposure starts'),
          p(
            'Your exposure begins when you commit to a foreign currency price, not when you raise the invoice. An order accepted today, shipped in 60 days on 90-day terms, is exposed for about five months.',
          ),
          p(
            'An illustrative order: USD 200,000 priced when the rate is ₹84 per dollar, giving revenue of ₹1.68 crore against rupee costs of ₹1.55 crore, a margin of ₹13 lakh (7.7%). If the rupee strengthens to ₹81 by the time the buyer pays, revenue is ₹1.62 crore and the margin falls to ₹7 lakh. A 3.6% currency move has cut the profit almost in half.',
          ),
          h2('Forward contracts'),
          p(
            'A forward contract with your AD bank fixes the rate at which you will sell foreign currency on a future date or within a window. The forward rate is the spot rate adjusted for the interest rate difference between the two currencies. For USD/INR, exporters have usually received a forward premium because rupee interest rates have been higher than dollar rates, but this changes with rates in both countries.',
          ),
          ul([
            'In the example, booking a forward at an illustrative ₹84.60 for the expected payment date fixes revenue at ₹1.692 crore, whatever the spot rate does.',
            'If the buyer pays late, you can extend the forward; the extension is priced at the market, at a cost or a gain.',
            'If the order is cancelled, the contract is cancelled and the difference from the market rate is settled, again either way.',
            'An option-dated forward lets you deliver at any point in a window, useful when you know the month but not the day of payment.',
          ]),
          p(
            'RBI’s rules on risk management facilities set out what residents may hedge, how contracted and anticipated exposures are evidenced, and how cancellation and rebooking are treated. They have been revised over the years; your bank will tell you what documents it needs. Currency options and exchange-traded currency futures are alternatives: an option costs a premium but leaves you the upside if the rupee weakens.',
          ),
          h2('Natural hedges'),
          ul([
            '**Buy in the currency you sell in.** Imported raw materials priced in dollars offset dollar receivables.',
            '**Borrow in the currency you earn.** A PCFC loan in dollars, repaid from dollar export proceeds, removes the exposure on the amount borrowed.',
            '**Keep foreign currency where you need it.** An Exchange Earners’ Foreign Currency (EEFC) account lets you retain export earnings in foreign currency, within the limits RBI sets, to pay for imports without converting twice.',
            '**Net with the same counterparty.** Setting off export receivables against import payables with the same overseas party is permitted under conditions in RBI’s directions; ask your AD bank.',
          ]),
          h2('Choosing the invoicing currency'),
          p(
            'Invoicing in dollars is the default in many sectors because buyers expect it and it is easy to hedge. Invoicing in the buyer’s currency, such as euros or dirhams, can win orders but may be costlier to hedge. Invoicing in rupees, now possible for more trade under RBI’s framework for settlement in INR, moves the currency risk to the buyer, who may ask for a lower price in return. Each choice is a commercial decision as much as a financial one.',
          ),
          h2('Rules of thumb'),
          ul([
            '**Quote at the forward rate, not spot.** Price orders using the rate you can actually lock for the payment date.',
            '**Hedge when the price is fixed.** Waiting until shipment leaves months of exposure open.',
            '**Layer your cover.** A written policy, such as hedging half of confirmed orders at acceptance and the rest at shipment, removes the temptation to guess.',
            '**Match maturities to realistic payment dates.** Use your buyers’ actual payment history, with a buffer, not the contractual due date.',
            '**Do not undo hedges to chase the market.** A hedge that looks expensive in hindsight did its job if it protected the margin you priced.',
            '**Shorten the exposure.** If you factor receivables, the advance arrives within days of shipment and can be converted then. Agree with your factor how conversion of the advance and the final balance is handled.',
            '**Review per shipment.** Compare the rate priced, the rate achieved and the cost of hedging, so the policy is judged on results.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-export-realisation-rules',
    kind: 'blog',
    categories: ['policy-and-regulation', 'export-finance'],
    author: 'neha',
    publishedAt: '2026-07-21T10:00:00+05:30',
    cover: {
      motif: 'calendar',
      alt: { 'en-in': 'Illustration: a calendar with a deadline circled, a shipping bill and a rupee coin arriving at a bank' },
    },
    related: ['blog-in-gst-on-exports', 'blog-in-buyer-credit-check', 'blog-in-currency-risk'],
    content: {
      'en-in': {
        title: 'Export realisation rules: RBI timelines, EDPMS and what happens if the buyer pays late',
        slug: 'export-realisation-rules-rbi-edpms-late-payment',
        excerpt:
          'Under FEMA, every Indian export must be paid for, in full, within a period RBI sets. How that period works, how EDPMS tracks each shipping bill, and what to do when a buyer pays late.',
        seo: {
          title: 'Export realisation rules: RBI timelines, EDPMS, late pay',
          description:
            'FEMA rules on realising export proceeds: the RBI timeline and how to verify it, how EDPMS tracks shipping bills, extensions, write-offs and late payment.',
        },
        body: doc(
          p(
            'Shipping the goods is only half of an export under Indian law. The Foreign Exchange Management Act, 1999 (FEMA), the export regulations made under it and RBI’s Master Direction on export of goods and services require you to realise the full export value and bring it into India within a prescribed period. Your AD bank monitors this for RBI, and falling behind has consequences well beyond the one unpaid invoice.',
          ),
          h2('The obligation and the period'),
          p(
            'When you file a shipping bill you declare the export value and name your AD bank. The full value must then be realised and repatriated to India, usually into your account with that bank, within the period RBI prescribes, counted from the date of export.',
          ),
          p(
            'For many years the standard period was nine months. RBI has changed it before, for instance allowing 15 months for exports made during a window in 2020, and it has announced temporary relief for exporters since, while separate periods apply to some cases such as goods exported to warehouses set up abroad. **Check the period that applies to your shipment in the current Master Direction and RBI circulars, and confirm it with your AD bank.** Do not rely on a figure quoted in an old contract or blog post, including this one.',
          ),
          p(
            'Whatever the period, design your payment terms to fit well within it. Ninety days of credit, plus transit, plus a buffer for late payment, leaves room; 180 days of credit on top of a long voyage leaves very little.',
          ),
          h2('EDPMS: how every shipping bill is tracked'),
          p(
            'The Export Data Processing and Monitoring System (EDPMS) receives shipping bill data from customs. Each bill appears against the AD bank you named. When the proceeds arrive, the bank matches the remittance to the shipping bills it pays for and marks them as realised, and the realisation data flows on to DGFT as the electronic bank realisation certificate (e-BRC).',
          ),
          ul([
            'Unmatched or partly matched bills stay outstanding, even if the money has arrived. Always give your bank the shipping bill references for each remittance.',
            'Bank charges deducted abroad or small short payments leave a gap that must be regularised, not ignored.',
            'Bills that remain unrealised after the period are reported. Exporters with persistent overdue bills can be placed on RBI’s exporters’ caution list, after which banks handle their exports only under tighter conditions, such as advance payment or an irrevocable letter of credit.',
          ]),
          h2('When the buyer pays late, or not at all'),
          h3('Before the period runs out'),
          ul([
            '**Chase early and keep records.** Emails, statements of account and any buyer acknowledgement will be needed to support an extension.',
            '**Ask for an extension in time.** AD banks have delegated powers to extend the realisation period in genuine cases, subject to conditions; beyond those powers, the bank takes the request to RBI. Apply before the period expires, with reasons and evidence.',
            '**Regularise agreed reductions.** If you accepted a lower price after a quality claim, ask the AD bank to approve the reduction in invoice value, with the buyer’s correspondence and any inspection report.',
          ]),
          h3('When the money will not come'),
          p(
            'If the amount cannot be recovered, for example because the buyer is insolvent or the goods were destroyed or auctioned at the destination port, the Master Direction allows write-off, either by the exporter or by the AD bank, within percentage limits and on conditions. These include surrendering export incentives claimed on the shipment. If the shipment was insured with ECGC or another credit insurer, the claim settlement feeds into this process.',
          ),
          h3('Knock-on costs'),
          ul([
            '**Export incentives:** duty drawback and RoDTEP benefits on unrealised exports can be recovered.',
            '**GST:** if you received a GST refund on the export and the proceeds are not realised within the FEMA period, including any extension, the refund may have to be repaid with interest.',
            '**Banking:** overdue bills weigh on your credit assessment and on any export credit limit.',
          ]),
          h2('Protecting the timeline'),
          ul([
            'Check a new buyer’s credit before agreeing open account terms.',
            'Use letters of credit or advance payment for high-risk destinations.',
            'Insure receivables, or factor them on a non-recourse basis, so that a buyer default becomes a claim or a financier’s problem rather than an unrealised bill. Ask your AD bank in advance how it will treat the factor’s payments when marking realisation in EDPMS.',
            'Reconcile EDPMS monthly with your bank, so you fix mismatches while the documents are still to hand.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-in-buyer-credit-check',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['export-finance'],
    author: 'arjun',
    publishedAt: '2026-10-06T10:00:00+05:30',
    cover: {
      motif: 'shield',
      alt: { 'en-in': 'Illustration: a magnifying glass over an overseas buyer’s profile, with a shield standing for credit protection' },
    },
    related: ['blog-in-factoring-vs-invoice-discounting', 'blog-in-export-realisation-rules', 'blog-in-export-letters-of-credit'],
    content: {
      'en-in': {
        title: 'Credit-checking an overseas buyer before you ship',
        slug: 'credit-check-overseas-buyer-before-shipping',
        excerpt:
          'Once goods are on the water, your leverage over an unpaid buyer shrinks fast. Where to find reliable information, the red flags worth walking away over, and how ECGC cover and factoring protect you.',
        seo: {
          title: 'How to credit-check an overseas buyer before you ship',
          description:
            'How Indian exporters can check an overseas buyer before shipping on credit: sources, red flags, setting limits, and protection through ECGC and factoring.',
        },
        body: doc(
          p(
            'A domestic customer who does not pay is a problem; an overseas buyer who does not pay is a problem in another legal system, in another currency, with your goods sitting at a foreign port and storage charges running. Checking the buyer before you ship is far cheaper than any of the remedies afterwards.',
          ),
          h2('Where to get information'),
          ul([
            '**The company registry.** Ask for the buyer’s registration and tax numbers and check them in the official registry of its country. Many are online and searchable. Confirm the legal name, registered address, directors and incorporation date.',
            '**Credit reports.** International credit reporting agencies sell reports with filed accounts, payment behaviour, legal actions and a suggested credit limit. Treat the limit as a starting point.',
            '**A bank opinion.** Your AD bank can request an opinion on the buyer from the buyer’s bank. It is brief and guarded, but a poor one tells you something.',
            '**Trade references.** Ask for two or three suppliers the buyer pays on credit, and call them. Ask how long they have traded, on what terms and how promptly the buyer pays.',
            '**Import history.** Shipment records available from trade data services show whether the buyer actually imports products like yours, and in what volumes.',
            '**ECGC.** When you apply for a buyer credit limit under an ECGC policy, its decision is an independent assessment in itself. ECGC also maintains lists of buyers and countries where cover needs specific approval or is restricted; check them before you quote.',
            '**Sanctions screening.** Screen the buyer, its owners, its bank and the destination against the sanctions lists your bank applies. A sanctions hit stops a transaction whatever its commercial merits.',
            '**Export promotion councils and Indian missions.** Your council or the commercial wing of the Indian mission can sometimes help verify a buyer, and councils circulate alerts about known fraud.',
          ]),
          h2('Red flags'),
          ul([
            'A large first order, urgently needed, with little negotiation on price.',
            'Insistence on open account and refusal of a letter of credit or even a partial advance.',
            'Emails from free webmail addresses or from domains that imitate a real company’s name.',
            'A company much younger or smaller than the order it is placing.',
            'Requests to consign the goods to a different company, or to ship to a third country, at the last minute.',
            'Payment offered from a third party in another country.',
            'Pressure to send original bills of lading directly to the buyer before payment.',
            'References that cannot be reached, or that answer only by email.',
            'An overpayment followed by a request to refund the difference.',
          ]),
          p('One flag calls for a closer look. Two or more together call for secured terms or walking away.'),
          h2('Setting and managing a limit'),
          p(
            'Your limit is the most you are prepared to lose to one buyer, so work out your real exposure. An illustrative buyer takes one shipment of USD 40,000 a month on terms of 60 days from bill of lading date. At any time about two shipments are invoiced and unpaid, USD 80,000, and a third is in production and committed. Plan for USD 120,000 at risk, not USD 40,000.',
          ),
          ul([
            'Start new buyers with secured terms or a low limit, and raise it only with payment history.',
            'Keep the limit within what your insurer or factor has approved for that buyer.',
            'Review the limit on triggers, not just annually: a late payment, a sudden jump in orders, or a change in ownership.',
          ]),
          h2('Credit insurance and factoring as protection'),
          h3('ECGC and other credit insurers'),
          p(
            'ECGC, the government-owned export credit agency, offers policies that cover commercial risks, such as the buyer’s insolvency or protracted default, and political risks, such as restrictions on transferring money out of the buyer’s country, war or import bans. You need an approved credit limit for each buyer, the cover is for a percentage of the loss rather than all of it, and you must report overdue payments and claim within the policy’s deadlines. Several general insurers also offer trade credit insurance in India. Read the exclusions and the reporting obligations; missed deadlines are a common reason claims fail.',
          ),
          h3('Non-recourse factoring'),
          p(
            'A non-recourse export factor sets a limit for each buyer, advances against invoices on shipment and absorbs the loss if an approved buyer becomes insolvent or fails to pay for a long period. Credit assessment, finance and collection come in one arrangement, often with an import factor in the buyer’s country following up locally. Commercial disputes are excluded, so your own checks, your contract and your quality records still matter. A factor’s limit tells you a specialist will take the buyer’s credit risk; it does not promise that the buyer will never raise a dispute.',
          ),
        ),
      },
    },
  },
]
