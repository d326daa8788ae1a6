import { doc, h2, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

/*
 * India news: policy and regulation explainers (each names the date a change took effect and the official
 * source to check) and plain company announcements of the demo brand. No volumes, client counts or money
 * figures are claimed for Northwind.
 */
export const NEWS_IN: PostSeed[] = [
  {
    key: 'news-in-ftp-2023-open-ended',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'arjun',
    publishedAt: '2025-02-11T10:00:00+05:30',
    cover: {
      motif: 'document',
      alt: { 'en-in': 'Illustration: a policy document with an open calendar beside it and no end date marked' },
    },
    related: ['news-in-rupee-trade-settlement', 'news-in-ebrc-self-certification'],
    content: {
      'en-in': {
        title: 'Foreign Trade Policy 2023: what an open-ended policy means for exporters',
        slug: 'foreign-trade-policy-2023-open-ended-policy-explained',
        excerpt:
          'India’s Foreign Trade Policy 2023 took effect on 1 April 2023 with no end date. Here is what that changes for exporters and where to track amendments.',
        body: doc(
          h2('What took effect on 1 April 2023'),
          p(
            'The Foreign Trade Policy 2023 (FTP 2023) was announced on 31 March 2023 and came into force on 1 April 2023, replacing the FTP 2015-20 that had been extended several times. Unlike earlier policies, it has **no end date**: it stays in operation until the government amends or replaces it. Individual schemes under it can still be time-bound.',
          ),
          p(
            'For exporters this means there is no longer a five-year “new policy” to wait for. Changes arrive piecemeal, as DGFT notifications (which amend the policy), public notices (which amend the Handbook of Procedures 2023 and its appendices) and trade notices (which explain procedures and IT changes).',
          ),
          h2('Provisions exporters ask us about most'),
          ul([
            '**Duty exemption schemes continue.** Advance Authorisation and EPCG remain, with applications handled online through DGFT’s rule-based IT system.',
            '**Courier and e-commerce exports.** The value limit for exports through courier was raised to ₹10 lakh per consignment, and FTP benefits were extended to e-commerce exports.',
            '**Status holders.** The export performance thresholds for recognition as a status holder were lowered, so more exporters qualify.',
            '**Towns of Export Excellence.** Faridabad, Mirzapur, Moradabad and Varanasi were added to the list.',
            '**Rupee realisations.** Export proceeds realised in rupees under the RBI’s July 2022 framework count for export benefits and export obligation, following amendments DGFT made in 2022.',
            '**A one-time amnesty** for defaults in export obligation under Advance Authorisation and EPCG was offered for a limited period. It is no longer open.',
          ]),
          h2('What it means for your paperwork and your finance'),
          p(
            'An open-ended policy rewards exporters who watch for changes continuously rather than once every few years. Export obligations under an authorisation still follow the conditions written into that authorisation and the rules as amended, and they are discharged with evidence: shipping bills and proof that the export proceeds were realised.',
          ),
          p(
            'Finance does not change those obligations. If you factor or discount an export invoice, the shipment still has to be realised and closed with your bank, and the realisation still has to reach your eBRC records. Keep the two processes connected from the start.',
          ),
          h2('Where to check'),
          p(
            'The policy text, the Handbook of Procedures, and every notification and public notice are published on the DGFT website. Before acting on a summary, including this one, read the current text there or ask your DGFT regional authority.',
          ),
        ),
        seo: {
          title: 'Foreign Trade Policy 2023 explained for exporters',
          description:
            'India’s Foreign Trade Policy 2023 took effect on 1 April 2023 with no end date. What changed for exporters, and how to track DGFT amendments.',
        },
      },
    },
  },
  {
    key: 'news-in-gst-e-invoicing-30-day-rule',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'arjun',
    publishedAt: '2025-03-06T11:00:00+05:30',
    cover: {
      motif: 'calendar',
      alt: { 'en-in': 'Illustration: a GST invoice with a QR code next to a calendar with a 30-day window circled' },
    },
    related: ['news-in-hsn-code-finder-launch', 'news-in-msme-43bh-payment-rule'],
    content: {
      'en-in': {
        title: 'GST e-invoicing: who must comply, and the 30-day reporting limit from April 2025',
        slug: 'gst-e-invoicing-thresholds-and-30-day-reporting-limit',
        excerpt:
          'From 1 April 2025, businesses with an aggregate turnover of ₹10 crore or more must report e-invoices within 30 days. A recap of who is covered and why it matters.',
        body: doc(
          h2('Who must issue e-invoices'),
          p(
            'Since 1 August 2023, e-invoicing under GST applies to registered businesses whose aggregate turnover exceeded **₹5 crore in any financial year from 2017-18 onwards** (CBIC Notification 10/2023–Central Tax). Because the test looks at any past year, a business that crossed the limit once stays covered even if turnover later falls.',
          ),
          p('The threshold came down in stages:'),
          ul([
            '₹500 crore from 1 October 2020',
            '₹100 crore from 1 January 2021',
            '₹50 crore from 1 April 2021',
            '₹20 crore from 1 April 2022',
            '₹10 crore from 1 October 2022',
            '₹5 crore from 1 August 2023',
          ]),
          p(
            'E-invoicing covers B2B supplies, exports with or without payment of IGST, supplies to SEZs and deemed exports, together with the related credit and debit notes. Some sectors are exempt, including banks and NBFCs, insurers, goods transport agencies, passenger transport services and SEZ units.',
          ),
          h2('The 30-day reporting limit'),
          p(
            'The Invoice Registration Portals refuse documents reported too late. Under a GSTN advisory of 5 November 2024, from **1 April 2025** taxpayers with an aggregate annual turnover of ₹10 crore or more cannot report an invoice, credit note or debit note more than 30 days after its date. An invoice dated 1 April 2025 must be reported by 30 April 2025. The limit previously applied only from ₹100 crore, from 1 November 2023.',
          ),
          h2('Why it matters beyond compliance'),
          p(
            'Where e-invoicing applies, an invoice without an Invoice Reference Number (IRN) is not a valid tax invoice, and your customer cannot claim input tax credit on it. In practice that means a payment dispute, and an invoice that no financier will fund. When you discount an invoice with Northwind, we check the IRN and signed QR code as part of validation.',
          ),
          ul([
            'Confirm which turnover tests apply to your GSTIN, and recheck after each financial year.',
            'Generate the IRN when you raise the invoice, not at month end.',
            'Report credit notes promptly too: the 30-day limit applies to them as well.',
            'Make sure your ERP or billing software handles export invoices with the right supply type.',
          ]),
          h2('Official sources'),
          p(
            'Thresholds and exemptions are set by CBIC notifications; reporting rules are announced in advisories on the GST e-invoice portal. Both change, so check the current position there before relying on it.',
          ),
        ),
        seo: {
          title: 'GST e-invoicing limits and the 30-day rule',
          description:
            'E-invoicing applies above ₹5 crore turnover; from 1 April 2025, firms at ₹10 crore or more must report e-invoices within 30 days. What it means for you.',
        },
      },
    },
  },
  {
    key: 'news-in-hsn-code-finder-launch',
    kind: 'news',
    categories: ['company-news', 'policy-and-regulation'],
    author: 'newsroom',
    publishedAt: '2025-04-15T10:30:00+05:30',
    tool: '/hsn-code',
    cover: {
      motif: 'globe',
      alt: { 'en-in': 'Illustration: a magnifying glass over a globe with rows of eight-digit codes' },
    },
    related: ['news-in-gst-e-invoicing-30-day-rule', 'news-in-webinar-series-2026-27'],
    content: {
      'en-in': {
        title: 'Northwind launches a free HSN code finder',
        slug: 'northwind-launches-free-hsn-code-finder',
        excerpt:
          'Our new HSN code finder lets you search India’s HSN list by product name or code, browse it by chapter and compare each code with the international HS 2022 wording.',
        body: doc(
          h2('What the tool does'),
          p(
            'Northwind has added an **HSN code finder** to its website. It is free to use and works on India’s official HSN list, down to the 8-digit tariff items used on shipping bills and bills of entry.',
          ),
          ul([
            '**Search by product name or number.** Type “frozen shrimp” or “0306.17” and suggestions appear as you type.',
            '**Browse by section and chapter**, from the 21 sections of the Harmonized System down to headings, subheadings and tariff items.',
            '**Compare wordings.** Each code page shows India’s description next to the international HS 2022 description of the same code, or of its nearest HS parent for national codes.',
            '**Legacy codes are flagged.** If you search an 8-digit code that is no longer in the current list, the tool marks it and suggests current codes under the same heading.',
          ]),
          h2('Why we built it'),
          p(
            'HSN codes appear on almost every document that we see when we finance a shipment: the GST tax invoice, the shipping bill, the packing list and often the certificate of origin. Under GST, businesses with an aggregate turnover above ₹5 crore in the previous year must show at least 6 digits of the HSN code on their invoices, and smaller businesses at least 4 digits on B2B invoices, a rule in force since 1 April 2021. Customs documents use the full 8 digits.',
          ),
          p(
            'A code that differs between the invoice and the shipping bill is a common reason for queries, including on IGST refunds and export incentives. Many exporters we speak to still look codes up in old spreadsheets. We wanted a faster, cleaner reference that our clients, their accountants and their customs brokers can all use.',
          ),
          h2('What it does not do'),
          p(
            'The finder is a reference, not a classification ruling. The responsibility for the code declared on a shipping bill or invoice stays with the exporter or importer. It does not show customs duty or GST rates; check those in the Customs Tariff and CBIC rate notifications. Where the classification of a product is genuinely uncertain, an advance ruling from the customs or GST advance ruling authority gives certainty that no online tool can.',
          ),
          p('If a description looks wrong or a code is missing, tell us through the contact page and we will check it against the source list.'),
        ),
        seo: {
          title: 'Northwind launches a free HSN code finder',
          description:
            'Search India’s HSN list by product name or code, browse by chapter and compare each 8-digit code with the HS 2022 wording. Free, for exporters and importers.',
        },
      },
    },
  },
  {
    key: 'news-in-india-uae-cepa',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'arjun',
    publishedAt: '2025-05-20T10:00:00+05:30',
    cover: {
      motif: 'ship',
      alt: { 'en-in': 'Illustration: a container ship sailing between two ports, with a stamped certificate of origin above it' },
    },
    related: ['news-in-india-australia-ecta', 'news-in-ftp-2023-open-ended'],
    content: {
      'en-in': {
        title: 'India–UAE CEPA: how exporters claim the duty preference',
        slug: 'india-uae-cepa-how-exporters-claim-preference',
        excerpt:
          'The India–UAE Comprehensive Economic Partnership Agreement has been in force since 1 May 2022. The preference is not automatic: here is what a valid claim needs.',
        body: doc(
          h2('The agreement in brief'),
          p(
            'India and the United Arab Emirates signed their **Comprehensive Economic Partnership Agreement (CEPA)** on 18 February 2022, and it entered into force on **1 May 2022**. Under it, both countries reduce or remove customs duties on a large share of goods originating in the other, under schedules that phase some reductions over several years. The agreement also covers services, customs procedures and other trade rules.',
          ),
          h2('Who benefits, and how'),
          p(
            'The duty saving is claimed by your buyer when the goods are cleared in the UAE, not by you. That makes it a pricing argument: an importer who pays less duty on Indian goods can afford your price, or order more. But the preference applies only to goods that meet the agreement’s **rules of origin**, and only when the claim is properly documented.',
          ),
          h2('What a valid claim needs'),
          ul([
            '**Check the product-specific rule** for your HS code in the rules of origin chapter of the agreement. Some products qualify through a change of tariff classification, others through a value-addition test or a specific process.',
            '**Get a preferential certificate of origin.** For exports from India, these are applied for through DGFT’s common digital platform for certificates of origin and issued by the designated agencies.',
            '**Make the documents agree.** The HS code, description, quantity and invoice number on the certificate must match the commercial invoice and packing list.',
            '**Keep the origin working.** Cost sheets, supplier invoices and bills of materials may be requested if the UAE authorities verify the claim later.',
          ]),
          h2('If you import from the UAE'),
          p(
            'Indian importers claiming CEPA rates are subject to the Customs (Administration of Rules of Origin under Trade Agreements) Rules, 2020, known as CAROTAR, in force since 21 September 2020. The importer must hold enough information to show the goods qualify, declare the claim in the bill of entry and answer customs queries. Without that information, the preference can be denied.',
          ),
          h2('The finance angle'),
          p(
            'Many UAE buyers purchase on open-account terms. If you sell to them on credit, consistent shipping documents matter to your financier as much as to customs: an invoice, packing list and certificate of origin that agree with each other are funded faster.',
          ),
          p(
            'The agreement text, tariff schedules and guidance are on the Department of Commerce website; the certificate of origin platform is reached through DGFT; CAROTAR is published by CBIC.',
          ),
        ),
        seo: {
          title: 'India–UAE CEPA: claiming preference as an exporter',
          description:
            'The India–UAE CEPA has applied since 1 May 2022. How exporters claim the duty preference: rules of origin, DGFT certificates and matching documents.',
        },
      },
    },
  },
  {
    key: 'news-in-rupee-trade-settlement',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'priya',
    publishedAt: '2025-07-08T10:00:00+05:30',
    cover: {
      motif: 'coins',
      alt: { 'en-in': 'Illustration: stacks of rupee coins beside an export invoice marked INR' },
    },
    related: ['news-in-ftp-2023-open-ended', 'news-in-export-realisation-15-months'],
    content: {
      'en-in': {
        title: 'Invoicing exports in rupees: how the RBI’s 2022 framework works',
        slug: 'invoicing-exports-in-rupees-rbi-framework',
        excerpt:
          'Since July 2022, Indian exporters and importers may invoice and settle trade in rupees through Special Rupee Vostro Accounts. What the framework involves in practice.',
        body: doc(
          h2('What the RBI permitted'),
          p(
            'On 11 July 2022 the Reserve Bank of India issued A.P. (DIR Series) Circular No. 10, allowing **invoicing, payment and settlement of exports and imports in Indian rupees**. The mechanism runs through **Special Rupee Vostro Accounts (SRVAs)**: an authorised dealer bank in India opens a rupee account for a correspondent bank of the partner country. Indian importers pay rupees into that account, and Indian exporters are paid from it.',
          ),
          p(
            'The circular also allowed surplus balances in these accounts to be invested in Indian government securities, under RBI rules. Detailed conditions, and how banks obtain permission to open SRVAs, are set by the RBI and have been adjusted since; your bank will know the current process.',
          ),
          h2('How the Foreign Trade Policy treats it'),
          p(
            'DGFT aligned the Foreign Trade Policy in 2022: Notification 33/2015-20 of 16 September 2022 permitted rupee invoicing and settlement, and Notification 43/2015-20 of 9 November 2022 allowed rupee realisations to count for export benefits, for export obligation under Advance Authorisation and EPCG, and for status holder recognition. The Foreign Trade Policy 2023 continues this approach.',
          ),
          h2('What to check before you agree to rupee invoicing'),
          ul([
            '**Is there a route?** Rupee settlement works only if your buyer’s bank has an SRVA arrangement with an Indian bank. Ask your own bank to confirm.',
            '**Who carries the currency risk?** Invoicing in rupees moves the exchange-rate risk to your buyer. Some buyers will ask for a lower price in return; weigh that against what hedging a foreign-currency invoice would cost you.',
            '**Documents must agree.** The invoice, shipping bill and realisation should all show the same currency, so that the shipping bill can be closed and your eBRC generated without queries.',
            '**Credit risk does not change.** A rupee invoice is still a promise to pay by an overseas buyer, and still needs to be assessed as one.',
          ]),
          h2('Rupee invoices and Northwind'),
          p(
            'Our export factoring facilities are set up for invoices in US dollars, euros and pounds sterling. If a buyer proposes rupee invoicing, talk to us before you agree to it, so we can tell you whether and how the shipment can be funded.',
          ),
          p(
            'Read the circular itself on the RBI website, along with the Master Direction on Export of Goods and Services, and confirm the procedure with your authorised dealer bank.',
          ),
        ),
        seo: {
          title: 'Rupee invoicing for exports: RBI’s framework',
          description:
            'Since 11 July 2022 the RBI allows exports and imports to be invoiced and settled in rupees via Special Rupee Vostro Accounts. What exporters should check first.',
        },
      },
    },
  },
  {
    key: 'news-in-partner-programme-chartered-accountants',
    kind: 'news',
    categories: ['company-news'],
    author: 'newsroom',
    publishedAt: '2025-08-26T10:00:00+05:30',
    cover: {
      motif: 'handshake',
      alt: { 'en-in': 'Illustration: two hands shaking over a ledger and a calculator' },
    },
    related: ['news-in-msme-43bh-payment-rule', 'news-in-webinar-series-2026-27'],
    content: {
      'en-in': {
        title: 'Our referral partner programme opens to chartered accountants',
        slug: 'referral-partner-programme-opens-to-chartered-accountants',
        excerpt:
          'Chartered accountants who advise exporters, importers and MSMEs can now join Northwind’s referral partner programme. How it works, and what it does not ask of you.',
        body: doc(
          h2('Why chartered accountants'),
          p(
            'Chartered accountants often see a client’s cash squeeze first. You prepare the GST returns, you review the receivables ageing, and you know which clients sell on 60 or 90-day terms and fund the wait with an expensive overdraft. From today, chartered accountants and CA firms can join **Northwind’s referral partner programme**, alongside the customs brokers, forwarders and consultants it was designed for.',
          ),
          h2('How it works'),
          ul([
            '**A short, non-exclusive agreement.** We complete a simple KYC on you or your firm. There is no joining fee, no target and no exclusivity.',
            '**Introductions with consent.** You tell your client first, then share their name and what they need. We contact only businesses that expect our call.',
            '**We do the rest.** Our team handles the assessment, documents, buyer approvals, funding and collections. You see each referral move through clear stages.',
            '**Your clients pay the same price** they would if they had come to us directly.',
            '**The first confirmed introduction counts.** If two partners introduce the same client, the first complete introduction the client confirms is registered for 90 days.',
          ]),
          h2('Referral fees and your professional rules'),
          p(
            'The programme pays a referral fee, set out in writing before you refer anyone, with monthly statements. Chartered accountants in practice should satisfy themselves that accepting such a fee is consistent with the ICAI Code of Ethics and their own engagement terms. Partners who prefer not to receive a fee, or who are not permitted to, can refer clients without one; nothing else about the programme changes.',
          ),
          h2('What we will not ask you to do'),
          p(
            'Partners introduce; they do not represent Northwind. You will never be asked to collect documents or fees from clients, to promise approvals or to vouch for a client’s creditworthiness. Clients share documents with us directly through our secure platform, and we share a client’s financial information with you only if the client asks us to in writing.',
          ),
          h2('How to join'),
          p(
            'Write to us through the contact page with “Partner programme” in your message, your firm’s name and the kind of clients you advise. Our partnerships team will call you within two business days.',
          ),
        ),
        seo: {
          title: 'Referral partner programme opens to CAs',
          description:
            'Chartered accountants can now join Northwind’s referral partner programme: consent-first introductions, same pricing for clients and no targets or exclusivity.',
        },
      },
    },
  },
  {
    key: 'news-in-ebrc-self-certification',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'arjun',
    publishedAt: '2025-09-16T10:00:00+05:30',
    cover: {
      motif: 'shield',
      alt: { 'en-in': 'Illustration: a bank remittance slip being matched to a shipping bill under a shield' },
    },
    related: ['news-in-export-realisation-15-months', 'news-in-ftp-2023-open-ended'],
    content: {
      'en-in': {
        title: 'DGFT’s upgraded eBRC system: exporters now generate their own certificates',
        slug: 'dgft-upgraded-ebrc-system-self-certification',
        excerpt:
          'Under DGFT’s upgraded eBRC system, banks send remittance data to DGFT and exporters match it to shipping bills themselves. How the workflow runs, and what to watch.',
        body: doc(
          h2('What changed'),
          p(
            'An electronic Bank Realisation Certificate (eBRC) records that an export was paid for. Under the old process, banks generated eBRCs. With **Trade Notice 33/2023-24 of 10 November 2023**, DGFT began the pilot launch of an upgraded system from mid-November 2023 in which **exporters self-certify** their eBRCs from data their banks send directly to DGFT.',
          ),
          h2('How the workflow runs'),
          ul([
            'Banks push an **Inward Remittance Message (IRM)** to DGFT for each export remittance on trade account, that is, for exports of goods or services.',
            'The IRMs are visible only to the relevant exporter, who logs in to the DGFT website with its IEC.',
            'The exporter creates eBRCs by matching IRMs to shipping bills, SOFTEX forms or invoices. Several IRMs can be grouped under one eBRC, or one IRM split across several.',
            'eBRCs can be generated for exports of goods and services and for deemed exports. The RBI purpose code and other IRM fields are used to validate them.',
            'Banks can see the eBRCs created from their IRMs and can flag any of them for examination.',
          ]),
          p(
            'Each bank moved to the new system from its own cut-off date, with the legacy process running in parallel during the transition. DGFT publishes the list of banks and cut-off dates.',
          ),
          h2('Why the matching step matters'),
          p(
            'eBRCs are the evidence of realisation behind many things exporters care about, from export obligation under duty exemption schemes to status holder applications. Self-certification makes the process faster, and it also makes the exporter answerable for the match.',
          ),
          ul([
            '**Log in regularly.** Match IRMs as they arrive rather than at year end, when the details are hard to reconstruct.',
            '**Check purpose codes.** A remittance booked under the wrong code causes validation problems; ask your bank to correct it quickly.',
            '**Explain short realisations.** Bank charges deducted abroad or a buyer’s deduction leave the IRM lower than the invoice. Keep the supporting correspondence.',
            '**Align with your financier.** If an invoice is factored or discounted, agree in advance how the buyer’s payment will reach your bank and be reported, so the shipping bill and the eBRC close cleanly.',
          ]),
          p('The trade notice, user guides and bank cut-off list are published on the DGFT website.'),
        ),
        seo: {
          title: 'DGFT’s upgraded eBRC: self-certification explained',
          description:
            'Since November 2023 banks send remittance data to DGFT and exporters self-certify eBRCs by matching it to shipping bills. How it works and what to watch.',
        },
      },
    },
  },
  {
    key: 'news-in-india-mexico-desk',
    kind: 'news',
    categories: ['company-news'],
    author: 'newsroom',
    publishedAt: '2025-10-14T10:00:00+05:30',
    cover: {
      motif: 'plane',
      alt: { 'en-in': 'Illustration: a cargo plane flying between two clocks showing India and Mexico City time' },
    },
    related: ['news-in-webinar-series-2026-27', 'news-in-pune-office-opening'],
    content: {
      'en-in': {
        title: 'Northwind sets up an India–Mexico desk for exporters',
        slug: 'northwind-sets-up-india-mexico-desk',
        excerpt:
          'A dedicated desk in Mumbai now works with our Mexico City team on every shipment from India to Mexico, with working hours that overlap with the Mexican business day.',
        body: doc(
          h2('What is new'),
          p(
            'Northwind has set up an **India–Mexico desk** in its Mumbai office. It brings together relationship managers, credit and operations staff who work only on exports from India to Mexico, and it works hand in hand with our Spanish-speaking team in Mexico City, which onboards Mexican buyers and handles collections.',
          ),
          h2('Why a separate desk'),
          p(
            'Mexico City is 11 hours 30 minutes behind India all year round, because most of Mexico no longer observes daylight saving time. When an exporter in India uploads documents in the evening, the buyer’s finance team in Mexico is only just starting its day. Questions that bounce between the two time zones can cost a day each way.',
          ),
          p(
            'The desk therefore works a later shift, staying online until 8:30 pm IST on working days, which is 9:00 am in Mexico City. Exporters can settle document queries with us and, where needed, with the buyer on the same day.',
          ),
          h2('What the desk does'),
          ul([
            '**Before the first shipment:** coordinates the buyer’s credit assessment with our Mexico team and explains the notice of assignment the buyer will receive.',
            '**Before each shipment:** checks that the commercial invoice, packing list and bill of lading or airway bill agree, and that the invoice is in US dollars, the usual currency of the corridor.',
            '**After shipment:** tracks the advance, the buyer’s due date and the collection, and sends you the remittance details your bank needs to close the shipping bill.',
          ]),
          h2('Questions worth asking your Mexican buyer'),
          p(
            'India and Mexico have no trade agreement between them, so Indian goods are normally cleared at Mexico’s general tariff rates. Your buyer’s customs broker, the agente aduanal who files the pedimento, can confirm the duty for your product and whether the buyer uses programmes such as IMMEX or PROSEC. Ask too whether the buyer is registered in Mexico’s importers’ register, the padrón de importadores, and in any sector register your product requires. A buyer who cannot clear your goods cannot pay for them on time.',
          ),
          p('To talk to the desk, use the contact page and mention “India–Mexico” in your message.'),
        ),
        seo: {
          title: 'Northwind sets up an India–Mexico desk',
          description:
            'Our new India–Mexico desk in Mumbai works with the Mexico City team on exports to Mexico, online until 8:30 pm IST to overlap with the Mexican business day.',
        },
      },
    },
  },
  {
    key: 'news-in-export-realisation-15-months',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'priya',
    publishedAt: '2025-11-20T10:00:00+05:30',
    cover: {
      motif: 'calendar',
      alt: { 'en-in': 'Illustration: a wall calendar stretched from nine to fifteen months beside a shipping bill' },
    },
    related: ['news-in-ebrc-self-certification', 'news-in-rupee-trade-settlement'],
    content: {
      'en-in': {
        title: 'RBI extends the export realisation period to 15 months',
        slug: 'rbi-extends-export-realisation-period-15-months',
        excerpt:
          'A November 2025 amendment to FEMA’s export regulations gives exporters 15 months instead of nine to realise export proceeds, and three years to ship against advances.',
        body: doc(
          h2('What changed'),
          p(
            'The Reserve Bank of India notified the **Foreign Exchange Management (Export of Goods and Services) (Second Amendment) Regulations, 2025**, dated 13 November 2025, which came into force on publication in the Official Gazette. Two changes matter most:',
          ),
          ul([
            '**Realisation period.** The full value of exported goods, software or services must now be realised and repatriated within **15 months** from the date of export, instead of nine months.',
            '**Shipment against advance payment.** Where an exporter receives an advance from an overseas buyer, the goods may now be shipped within **three years** of receiving it, instead of one year, or as per the agreement if that is later.',
          ]),
          p(
            'Ask your authorised dealer bank how it applies the new period to shipping bills that were already outstanding on the date of the change, and to any special categories of exporter you fall under.',
          ),
          h2('What has not changed'),
          ul([
            'You must still realise the **full** export value, and each shipping bill must still be closed with your bank against the realisation.',
            'Extensions beyond the prescribed period, and write-offs, still go through your bank under RBI’s rules.',
            'Your eBRC records still need to show the realisation.',
          ]),
          h2('Longer allowed, not longer advisable'),
          p(
            'A longer regulatory window gives breathing room when a buyer pays late for genuine reasons: a port delay, a quality claim being resolved, a slow approval at the buyer’s end. It is not a reason to offer longer terms as a matter of course. Every extra month of credit is another month of working capital you fund and another month of exposure to the buyer.',
          ),
          p(
            'If a buyer asks for longer terms, price the decision properly. Our export factoring covers credit periods of 30 to 120 days from shipment, so you can offer the buyer its terms, receive up to 90% of the invoice on shipment and keep the buyer’s credit risk off your books, without leaning on the regulatory ceiling.',
          ),
          h2('Where to read it'),
          p(
            'The amending regulations are published on the RBI website and in the Gazette of India. The RBI’s Master Direction on Export of Goods and Services is updated to reflect such changes; check the current version and confirm with your bank before relying on any summary.',
          ),
        ),
        seo: {
          title: 'RBI extends export realisation period to 15 months',
          description:
            'A November 2025 FEMA amendment gives exporters 15 months to realise export proceeds and three years to ship against advances. What changes, and what does not.',
        },
      },
    },
  },
  {
    key: 'news-in-msme-43bh-payment-rule',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'priya',
    publishedAt: '2026-01-13T10:00:00+05:30',
    cover: {
      motif: 'factory',
      alt: { 'en-in': 'Illustration: a small factory beside a calendar with the 45th day circled' },
    },
    related: ['news-in-partner-programme-chartered-accountants', 'news-in-year-end-support-hours'],
    content: {
      'en-in': {
        title: 'Paying micro and small suppliers late? Section 43B(h) before 31 March',
        slug: 'paying-msme-suppliers-section-43bh-before-year-end',
        excerpt:
          'Since FY 2023-24, payments to micro and small enterprises made after the MSMED Act’s time limit are deductible only when paid. A year-end refresher with a worked example.',
        body: doc(
          h2('The rule'),
          p(
            'The Finance Act 2023 inserted **clause (h) into section 43B** of the Income-tax Act, 1961, with effect from FY 2023-24 (assessment year 2024-25). Any amount owed to a **micro or small enterprise** that is paid after the time limit in section 15 of the MSMED Act, 2006 is allowed as a deduction only in the year it is actually paid, not in the year the expense was booked.',
          ),
          h2('The time limits'),
          ul([
            'Where there is a written agreement, the agreed period, which **cannot exceed 45 days** from the day the goods or services were accepted or deemed accepted.',
            'Where there is no written agreement, **15 days** from acceptance.',
            'Late payment also attracts interest under section 16 of the MSMED Act, compounded monthly at three times the bank rate notified by the RBI, and that interest is not deductible for income tax.',
          ]),
          h2('A worked example'),
          p(
            'Illustrative figures. A buyer with written 45-day terms accepts goods worth ₹10 lakh from a registered small enterprise on 20 February 2026. Payment falls due on 6 April 2026. If the buyer pays on 3 April, within the limit, the ₹10 lakh is deductible in FY 2025-26 even though it was paid after 31 March. If it pays on 30 April, the deduction moves to FY 2026-27, raising the buyer’s taxable profit for FY 2025-26 by ₹10 lakh.',
          ),
          h2('Who is covered'),
          p(
            'The supplier must be a micro or small enterprise; medium enterprises are outside the rule. Udyam registration is the usual evidence. Traders registered on Udyam are generally understood to fall outside the MSMED Act’s delayed-payment provisions, but take advice on your own suppliers rather than assuming.',
          ),
          h2('What to do before year end'),
          ul([
            'Collect Udyam registration details from suppliers and record their category in your vendor master.',
            'Age your payables to micro and small suppliers against the 15 or 45-day limits, not your usual terms.',
            'Companies should also remember the half-yearly MSME Form I return to the MCA for dues to micro and small enterprises outstanding beyond 45 days.',
            'If you pay suppliers through a supply-chain finance programme, ask your tax adviser how those payments are treated under this rule.',
          ]),
          h2('A note on the new Act'),
          p(
            'The Income-tax Act, 2025 replaces the 1961 Act from 1 April 2026. Check the corresponding provision of the new Act with your tax adviser for payments after that date. The Income Tax Department’s website publishes both Acts and the related circulars.',
          ),
        ),
        seo: {
          title: 'Section 43B(h) and MSME payments before 31 March',
          description:
            'Payments to micro and small suppliers made after 15 or 45 days are deductible only when paid. How section 43B(h) works, with an illustrative year-end example.',
        },
      },
    },
  },
  {
    key: 'news-in-year-end-support-hours',
    kind: 'news',
    categories: ['company-news'],
    author: 'newsroom',
    publishedAt: '2026-03-02T10:00:00+05:30',
    cover: {
      motif: 'calendar',
      alt: { 'en-in': 'Illustration: a March calendar with its last two weeks highlighted and a clock showing evening' },
    },
    related: ['news-in-msme-43bh-payment-rule', 'news-in-pune-office-opening'],
    content: {
      'en-in': {
        title: 'Extended client service hours for the financial year-end',
        slug: 'extended-client-service-hours-financial-year-end-2026',
        excerpt:
          'From 16 to 31 March 2026 our client service desk will open for longer on working days and on two Saturdays, to help clients close their books for FY 2025-26.',
        body: doc(
          h2('The extended hours'),
          p(
            'The last fortnight of March is the busiest time of year for our clients’ finance teams, and for the auditors and accountants who work with them. To help, Northwind’s client service desk will extend its hours for the close of FY 2025-26:',
          ),
          ul([
            '**16 to 31 March 2026, on working days:** 9:00 am to 8:00 pm IST, instead of 9:30 am to 6:30 pm.',
            '**Saturday 21 March and Saturday 28 March:** 10:00 am to 4:00 pm IST, for service requests from existing clients.',
            'From 1 April 2026, our usual hours of 9:30 am to 6:30 pm IST, Monday to Friday, resume.',
          ]),
          h2('What we can help with'),
          ul([
            '**Statements of account** for each facility, and a summary of the discount charges and fees debited during the year, for your books.',
            '**Balance confirmations** for your statutory auditors. Ask your auditor to write to us directly where their procedures require it.',
            '**Remittance details** for export invoices we have funded, so your bank can close outstanding shipping bills.',
            '**Invoice-level reconciliations** where a buyer has paid short or paid several invoices in one remittance.',
          ]),
          h2('How to reach us'),
          p(
            'Raise a service request from your client dashboard or write to your relationship manager. We acknowledge service requests within four business hours, and the extended hours count as business hours for this period. For anything urgent on the Saturdays, use the WhatsApp number listed at the foot of every page.',
          ),
          h2('A word on timing'),
          p(
            'Requests that reach us on 31 March are handled, but documents that depend on a buyer’s payment arriving that day may be dated in April. If you need a statement or confirmation as at 31 March, ask for it by 27 March and we will send it as soon as the day’s entries are posted.',
          ),
          p(
            'New applications for finance follow our usual process throughout. Business loan and factoring applications received in the last week of March are assessed in the normal order, and we will tell you honestly if a decision will fall after year end.',
          ),
        ),
        seo: {
          title: 'Extended service hours for FY 2025-26 year-end',
          description:
            'From 16 to 31 March 2026 Northwind’s client service desk opens 9 am to 8 pm IST on working days and on two Saturdays, for statements and balance confirmations.',
        },
      },
    },
  },
  {
    key: 'news-in-india-australia-ecta',
    kind: 'news',
    categories: ['policy-and-regulation'],
    author: 'arjun',
    publishedAt: '2026-05-19T10:00:00+05:30',
    cover: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: a shipping container with a certificate of origin attached, bound for Australia' },
    },
    related: ['news-in-india-uae-cepa', 'news-in-webinar-series-2026-27'],
    content: {
      'en-in': {
        title: 'India–Australia ECTA: practical points for exporters',
        slug: 'india-australia-ecta-practical-points-for-exporters',
        excerpt:
          'The India–Australia Economic Cooperation and Trade Agreement has applied since 29 December 2022. What it removes, what it does not, and how to prepare a shipment.',
        body: doc(
          h2('Dates and scope'),
          p(
            'India and Australia signed the **Economic Cooperation and Trade Agreement (ECTA)** on 2 April 2022, and it entered into force on **29 December 2022**. Australia committed to remove customs duties on all of its tariff lines for goods originating in India, most from the first day and the rest over a phase-out period. India reduces duties on a large share of its tariff lines for Australian goods, some over several years. The two countries have also been negotiating a broader Comprehensive Economic Cooperation Agreement; check the Department of Commerce for its status.',
          ),
          h2('What the agreement does not remove'),
          p(
            'ECTA removes **customs duty**. It does not remove Australia’s goods and services tax, which your buyer still pays on imported goods, or Australia’s biosecurity and product standards. Those catch out new exporters more often than origin rules do.',
          ),
          ul([
            '**Packaging:** wooden pallets and crates must meet Australia’s biosecurity import conditions, which generally means ISPM 15 treatment and marking.',
            '**Food, plant and animal products:** check the Australian Government’s biosecurity import conditions database for your product before you quote.',
            '**Product standards and labelling** apply as they would to goods from anywhere else.',
          ]),
          h2('Preparing a preferential shipment'),
          ul([
            '**Confirm the rule of origin** for your HS code in the agreement’s product-specific rules. Goods that are not wholly obtained in India must meet the rule listed for their code.',
            '**Obtain a preferential certificate of origin** through DGFT’s certificate of origin platform, issued by the designated agencies, before or around shipment.',
            '**Keep origin records**: bills of materials, supplier invoices and costings, in case Australian authorities verify the claim.',
            '**Make the documents agree**: HS code, description, quantity and invoice number must be identical on the invoice, packing list and certificate.',
          ]),
          h2('For importers in India'),
          p(
            'Importing Australian goods at ECTA rates brings the same obligations as any other trade agreement claim under CAROTAR 2020: hold the origin information, declare the claim in the bill of entry and respond to customs queries.',
          ),
          h2('Payment terms'),
          p(
            'Australian buyers, particularly retailers and distributors, often buy on open account. Export factoring lets you accept those terms and still receive up to 90% of the invoice on shipment; a clean certificate of origin and matching documents help both customs and your financier.',
          ),
          p(
            'The agreement text and schedules are on the Department of Commerce website, and Australia publishes its own guidance through the Department of Foreign Affairs and Trade.',
          ),
        ),
        seo: {
          title: 'India–Australia ECTA: what exporters should know',
          description:
            'ECTA has applied since 29 December 2022. What it removes, what it leaves in place, and how Indian exporters prepare a shipment that qualifies for preference.',
        },
      },
    },
  },
  {
    key: 'news-in-pune-office-opening',
    kind: 'news',
    categories: ['company-news'],
    author: 'newsroom',
    publishedAt: '2026-08-04T10:00:00+05:30',
    cover: {
      motif: 'factory',
      alt: { 'en-in': 'Illustration: an office building beside an industrial estate with trucks at the gates' },
    },
    related: ['news-in-india-mexico-desk', 'news-in-year-end-support-hours'],
    content: {
      'en-in': {
        title: 'Northwind opens an office in Pune',
        slug: 'northwind-opens-office-in-pune',
        excerpt:
          'Our new Pune office brings relationship managers, credit and operations staff closer to exporters and manufacturers across western Maharashtra.',
        body: doc(
          h2('Why Pune'),
          p(
            'Northwind has opened an office in Pune, its third in India after Mumbai and New Delhi. Pune and the industrial belts around it, from Pimpri-Chinchwad and Chakan to Talegaon and Ranjangaon, are home to a large community of engineering, automotive and electrical component makers. Many of them sell to large manufacturers in India on 60 to 90-day terms, export to buyers in Europe and the Americas, or do both.',
          ),
          p(
            'Until now, clients in the region worked with us from Mumbai. That worked for documents, but not for the site visits, plant walk-throughs and face-to-face meetings that help us understand a manufacturer’s order book and production cycle.',
          ),
          h2('Who is based there'),
          ul([
            '**Relationship managers** for exporters and domestic suppliers in Pune and across western Maharashtra, including Nashik, Satara and Kolhapur.',
            '**Credit analysts** who assess buyers and businesses in the region and can visit your site during assessment.',
            '**Operations staff** who check documents before funding and follow invoices through to collection.',
          ]),
          h2('What you can arrange there'),
          p(
            'Every Northwind offer in India is available through the Pune team: export factoring and purchase order financing, invoice discounting, vendor and channel financing programmes for large manufacturers, import factoring and collateral-free business loans. Applications, documents and approvals run on the same platform as in every other office, so nothing changes in how you upload documents or receive funds.',
          ),
          h2('Meeting us'),
          p(
            'As at our other offices, meetings are by appointment, so that the right people from credit and operations can join. Business hours are the same across India: 9:30 am to 6:30 pm IST, Monday to Friday, excluding public holidays. To book a meeting or a site visit, write to us through the contact page and mention “Pune”.',
          ),
          p(
            'Existing clients in the region keep their current relationship manager unless they ask to move. If a change would help you, your relationship manager will arrange the handover and introduce you to the Pune team in person.',
          ),
        ),
        seo: {
          title: 'Northwind opens an office in Pune',
          description:
            'Our Pune office brings relationship managers, credit analysts and operations staff closer to exporters and manufacturers across western Maharashtra.',
        },
      },
    },
  },
  {
    key: 'news-in-webinar-series-2026-27',
    kind: 'news',
    categories: ['company-news', 'policy-and-regulation'],
    author: 'newsroom',
    publishedAt: '2026-11-10T10:00:00+05:30',
    cover: {
      motif: 'chart',
      alt: { 'en-in': 'Illustration: a laptop showing a presentation chart, with a headset and a notepad beside it' },
    },
    related: ['news-in-india-mexico-desk', 'news-in-hsn-code-finder-launch', 'news-in-india-australia-ecta'],
    content: {
      'en-in': {
        title: 'Northwind announces its winter webinar series for exporters and importers',
        slug: 'winter-webinar-series-for-exporters-and-importers',
        excerpt:
          'From December 2026 to March 2027, a monthly series of free, practical webinars on trade rules, export paperwork and finance, with time for your questions.',
        body: doc(
          h2('The series'),
          p(
            'Northwind will host a monthly webinar series from **December 2026 to March 2027**. Each session lasts 45 minutes plus questions, is free to attend and is aimed at the people who do the work: exporters and importers, their finance and logistics teams, and the chartered accountants and customs brokers who advise them.',
          ),
          p(
            'The sessions are practical rather than promotional. Speakers from our trade compliance, tax and export finance teams will walk through real document sets, common mistakes and the official sources worth bookmarking. Where a rule has changed recently, we will say what changed and when.',
          ),
          h2('Planned topics'),
          ul([
            '**Rules of origin in practice:** reading product-specific rules and preparing preferential certificates of origin under India’s trade agreements.',
            '**Closing the loop on export proceeds:** shipping bills, eBRC self-certification and the 15-month realisation period.',
            '**GST on exports:** letters of undertaking, refunds of accumulated input tax credit and IGST refunds, and what holds them up.',
            '**Selling to Mexico:** what your buyer’s customs broker needs, payment terms on the corridor, and working across an 11½-hour time difference.',
          ]),
          p('The order of topics may change to reflect new developments; we will confirm each session at least two weeks ahead.'),
          h2('How to join'),
          p(
            'Dates, speakers and registration links are published on our events page as each session is confirmed. Registered attendees receive a calendar invitation and a reminder on the day. Recordings are added to our video library after each session, so you can catch up on any you miss.',
          ),
          h2('Send us your questions'),
          p(
            'The most useful sessions answer the questions you already have. When you register, you can send a question in advance; we will answer as many as time allows, and group similar ones. We do not discuss individual clients’ transactions in a public session, but our team is happy to take specific questions separately afterwards.',
          ),
        ),
        seo: {
          title: 'Winter webinar series for exporters, 2026-27',
          description:
            'From December 2026 to March 2027: free monthly webinars on rules of origin, eBRC and export realisation, GST refunds on exports and selling to Mexico.',
        },
      },
    },
  },
]
