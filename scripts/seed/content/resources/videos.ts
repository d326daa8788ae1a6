import { doc, h2, p, ul } from '../../rich-text'
import type { VideoSeed } from './types'

/**
 * Explainer videos and webinar recordings. Provider ids are placeholders ('nwDemo000NN'): the operator replaces
 * them with the company's own uploads. Transcripts summarise what each video teaches.
 */
export const VIDEOS: VideoSeed[] = [
  // ---------------------------------------------------------------- India explainers
  {
    key: 'video-export-factoring-in-3-minutes',
    provider: 'youtube',
    providerId: 'nwDemo00001',
    durationSeconds: 195,
    publishedAt: '2025-02-12T11:00:00+05:30',
    product: 'export-factoring',
    poster: {
      motif: 'ship',
      alt: { 'en-in': 'Illustration: a container ship leaving port while an invoice turns into a stack of coins' },
    },
    content: {
      'en-in': {
        title: 'What is export factoring? Explained in 3 minutes',
        slug: 'what-is-export-factoring-in-3-minutes',
        summary:
          'A three-minute explainer on how export factoring turns an open-account export invoice into cash at shipment. It covers who is involved, how one invoice flows from shipment to settlement, and what the charges are.',
        transcript: doc(
          h2('The problem it solves'),
          p(
            'Your overseas buyer wants 60 to 120 days to pay on open account, but yarn, wages and freight have to be paid now. Export factoring lets you assign that receivable to a factor, who advances most of its value as soon as the goods ship and collects from the buyer on the due date.',
          ),
          h2('Who is involved'),
          ul([
            '**You, the exporter**, who ships on credit terms and assigns the invoice.',
            '**Your buyer**, who pays the factor instead of you on the due date.',
            '**The export factor** in India, who advances funds. In the two-factor model, an **import factor** in the buyer’s country assesses the buyer and follows up on collection.',
          ]),
          h2('How one invoice flows'),
          ul([
            'The factor approves a credit limit on your buyer before you ship.',
            'You ship and submit the invoice and transport document. The invoice carries a notice telling the buyer to pay the factor.',
            'The factor advances up to 90% of the invoice value on shipment.',
            'The buyer pays the full amount on the due date.',
            'The factor releases the balance, less its charges.',
          ]),
          h2('A worked example'),
          p(
            'Take an illustrative USD 50,000 invoice on 90-day terms. At 90%, you receive USD 45,000 at shipment. On day 90 the buyer pays USD 50,000 to the factor, and you receive the remaining USD 5,000 minus two charges: a **discount charge**, which is interest on the USD 45,000 for the days it was outstanding, and a **service fee**, a percentage of the invoice. Actual rates are set out in your term sheet.',
          ),
          h2('What it covers, and what it does not'),
          p(
            'Under non-recourse factoring the factor takes the risk of the buyer failing to pay for credit reasons, within the approved limit. Disputes over quality, quantity or late delivery stay with you, so clean documents still matter. Export proceeds must also be realised and reported against your shipping bill through your authorised dealer bank under RBI rules, so set up the factoring arrangement with your bank before the first shipment.',
          ),
        ),
        seo: {
          title: 'What is export factoring? A 3-minute video',
          description:
            'A short video on how export factoring works: the parties, the advance at shipment, how the buyer pays the factor and what the discount charge and fee cover.',
        },
      },
    },
  },
  {
    key: 'video-reading-a-letter-of-credit',
    provider: 'youtube',
    providerId: 'nwDemo00002',
    durationSeconds: 840,
    publishedAt: '2025-04-09T11:00:00+05:30',
    poster: {
      motif: 'document',
      alt: { 'en-in': 'Illustration: a letter of credit with highlighted fields and a magnifying glass over the shipment date' },
    },
    content: {
      'en-in': {
        title: 'How to read a letter of credit, field by field',
        slug: 'how-to-read-a-letter-of-credit',
        summary:
          'A walkthrough of a sample documentary credit issued as a SWIFT MT700, read from the exporter’s side. Learn which fields decide whether you get paid, which terms to challenge before you accept, and the discrepancies that most often delay payment under UCP 600.',
        transcript: doc(
          h2('Read it the day it arrives'),
          p(
            'The time to question a letter of credit is when your bank advises it, not when the goods are packed. Amendments need the applicant and the issuing bank to agree, and that takes days. The video reads a sample MT700 from top to bottom and marks each field as fine, negotiable or unacceptable.',
          ),
          h2('The fields that decide payment'),
          ul([
            '**40A and 40E**: the credit should be irrevocable and subject to UCP latest version.',
            '**31D date and place of expiry**: prefer expiry at your bank’s counters in India, not abroad.',
            '**32B and 39A**: the amount and any tolerance. “About” allows 10% either way (UCP 600 article 30).',
            '**41a and 42C**: with which bank the credit is available, and whether by sight payment, acceptance, negotiation or deferred payment.',
            '**44C, 44E, 44F, 43P, 43T**: latest shipment date, ports, and whether partial shipment and transhipment are allowed.',
            '**45A, 46A, 47A**: description of goods, documents required and additional conditions. Most problems hide here.',
            '**48 and 49**: the period for presentation and whether the credit is confirmed.',
          ]),
          h2('UCP 600 rules worth remembering'),
          ul([
            'If no presentation period is stated, documents must be presented within 21 days after shipment and before expiry (article 14(c)).',
            'Banks have up to five banking days after presentation to examine documents (article 14(b)).',
            'The invoice description must correspond with the credit (article 18).',
            'Unless stated otherwise, insurance must cover at least 110% of the CIF or CIP value (article 28).',
          ]),
          h2('Red flags before you accept'),
          ul([
            'A document only the buyer can issue, such as an inspection certificate signed by the applicant.',
            'A shipment date your production schedule cannot meet.',
            'A goods description so detailed that one typo becomes a discrepancy.',
          ]),
          h2('Discrepancies we see most often'),
          p(
            'Late shipment, late presentation, data on the invoice that conflicts with the bill of lading, missing endorsements and insurance issued after the shipment date. Check every document against the credit and against each other before you present.',
          ),
        ),
        seo: {
          title: 'How to read a letter of credit (MT700) | Video',
          description:
            'Video walkthrough of an MT700 letter of credit for exporters: the fields that decide payment, UCP 600 rules to remember, red flags and common discrepancies.',
        },
      },
    },
  },
  {
    key: 'video-hsn-classification-walkthrough',
    provider: 'youtube',
    providerId: 'nwDemo00003',
    durationSeconds: 720,
    publishedAt: '2025-06-18T11:00:00+05:30',
    poster: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: a shipping container with a product label showing an eight-digit tariff code' },
    },
    content: {
      'en-in': {
        title: 'HSN classification walkthrough for exporters',
        slug: 'hsn-classification-walkthrough',
        summary:
          'A screen-share walkthrough of classifying a product under the Harmonized System, from section notes down to the Indian eight-digit tariff line. We classify a cotton knitted T-shirt, then show why a fibre blend changes the answer.',
        transcript: doc(
          h2('What the code is'),
          p(
            'The Harmonized System is maintained by the World Customs Organization and is common to its member countries up to six digits. India extends it to eight digits in the Customs Tariff and the ITC(HS) schedules used for exports and imports. Your shipping bill needs the eight-digit code; your GST invoice needs the HSN at four or six digits depending on turnover.',
          ),
          h2('The method: top down, notes first'),
          ul([
            'Find the likely section and chapter, then read their **notes** before any heading. Notes include and exclude goods.',
            'Choose the heading by its wording and the notes (General Rule of Interpretation 1).',
            'For unfinished goods, mixtures and sets, apply rules 2 and 3: most specific description, then essential character, then last in numerical order.',
            'Compare subheadings only at the same level (rule 6), then pick the Indian eight-digit line.',
          ]),
          h2('Example: a cotton knitted T-shirt'),
          p(
            'Textiles are Section XI. Because the fabric is knitted, Chapter 61 applies, not Chapter 62. Heading 6109 covers T-shirts, singlets and other vests, knitted or crocheted, and subheading 6109 10 covers those of cotton. Now change the fabric to 60% polyester and 40% cotton: under the Section XI notes a blend is classified by the fibre that predominates by weight, so the T-shirt moves to 6109 90, other textile materials. Always confirm the eight-digit line in the current tariff.',
          ),
          h2('Why the code matters beyond customs'),
          ul([
            'Drawback and RoDTEP rates are set per tariff line.',
            'Export policy (free, restricted or prohibited) is set in ITC(HS).',
            'Your buyer’s import duty depends on the first six digits.',
            'The same code should appear on the invoice, packing list, shipping bill and certificate of origin.',
          ]),
          h2('Common mistakes'),
          ul([
            'Copying a supplier’s or competitor’s code without checking it.',
            'Classifying by end use when the heading is defined by material.',
            'Skipping chapter notes.',
            'Not recording the reasoning. If a classification is disputed, a written note of why you chose it helps. For real uncertainty, consider an advance ruling under the Customs Act.',
          ]),
        ),
        seo: {
          title: 'HSN classification walkthrough for exporters | Video',
          description:
            'Watch a product classified step by step: section and chapter notes, the interpretation rules, and the Indian eight-digit line, with a cotton T-shirt example.',
        },
      },
    },
  },
  {
    key: 'video-gst-lut-filing',
    provider: 'youtube',
    providerId: 'nwDemo00004',
    durationSeconds: 540,
    publishedAt: '2025-03-19T11:00:00+05:30',
    poster: {
      motif: 'calendar',
      alt: { 'en-in': 'Illustration: a calendar marked 1 April beside a signed letter of undertaking' },
    },
    content: {
      'en-in': {
        title: 'How to file a GST LUT for exports, step by step',
        slug: 'gst-lut-filing-step-by-step',
        summary:
          'A screen-by-screen guide to filing a Letter of Undertaking (Form GST RFD-11) on the GST portal so you can export without paying IGST. It covers what to prepare, the filing steps, what to print on export invoices and the conditions you accept.',
        transcript: doc(
          h2('Why file an LUT'),
          p(
            'Exports are zero-rated under GST. You can either pay IGST on the export and claim it back as a refund, or export without paying IGST under a Letter of Undertaking and claim a refund of unutilised input tax credit. The LUT route keeps cash out of the refund queue, which is why most regular exporters use it.',
          ),
          h2('Before you start'),
          ul([
            'An active GST registration and access for the authorised signatory.',
            'A class 3 digital signature certificate, or EVC on the registered mobile and email.',
            'Name, address and occupation of two witnesses.',
            'The acknowledgement (ARN) of last year’s LUT, if you filed one.',
            'Confirmation that you are not excluded: persons prosecuted for tax evasion above the threshold in the rules cannot use an LUT and must furnish a bond instead.',
          ]),
          h2('Filing on the portal'),
          ul([
            'Log in and open Services, then User Services, then Furnish Letter of Undertaking (LUT).',
            'Select the financial year the LUT is for.',
            'Optionally upload the previous year’s LUT.',
            'Tick the declarations, enter both witnesses and the place of signing.',
            'Preview, then sign with DSC or EVC and save the ARN acknowledgement.',
          ]),
          p('Portal menus change from time to time; if a screen differs from the video, follow the current help on the GST portal and CBIC guidance.'),
          h2('After filing'),
          ul([
            'Print the endorsement “Supply meant for export under Letter of Undertaking without payment of integrated tax” with the LUT reference on export invoices.',
            'Quote the LUT when your customs broker files the shipping bill.',
            'An LUT is valid for one financial year. File the next one before 1 April so April exports are covered.',
          ]),
          h2('Conditions you accept'),
          p(
            'Under rule 96A of the CGST Rules, if goods are not exported within three months of the invoice date, or payment for exported services is not received within one year, you must pay the tax with interest, unless the Commissioner allows more time. Check the current rule text on CBIC before relying on these periods.',
          ),
        ),
        seo: {
          title: 'GST LUT filing for exporters, step by step | Video',
          description:
            'Video guide to filing Form GST RFD-11 on the GST portal: what to prepare, each filing step, invoice endorsement, annual renewal and the rule 96A conditions.',
        },
      },
    },
  },
  {
    key: 'video-incoterms-in-5-minutes',
    provider: 'youtube',
    providerId: 'nwDemo00005',
    durationSeconds: 310,
    publishedAt: '2025-08-06T11:00:00+05:30',
    poster: {
      motif: 'globe',
      alt: { 'en-in': 'Illustration: a globe with a route line from a factory to a port, split where risk passes' },
    },
    content: {
      'en-in': {
        title: 'Incoterms 2020 in 5 minutes',
        slug: 'incoterms-2020-in-5-minutes',
        summary:
          'A five-minute tour of the eleven Incoterms 2020 rules, grouped the way exporters actually use them. Learn where risk passes, why C rules confuse people, when to choose FCA over FOB and how to write the term correctly in a contract.',
        transcript: doc(
          h2('What Incoterms do, and what they don’t'),
          p(
            'An Incoterms rule tells the seller and buyer who arranges and pays for transport, export and import clearance and insurance, and where risk passes. It does not decide when ownership transfers, how or when you get paid, or which law governs the contract. Those belong in the sales contract.',
          ),
          h2('Eleven rules in two groups'),
          ul(['**Any mode of transport**: EXW, FCA, CPT, CIP, DAP, DPU, DDP.', '**Sea and inland waterway only**: FAS, FOB, CFR, CIF.']),
          h2('The C rules split cost and risk'),
          p(
            'Under CFR, CIF, CPT and CIP the seller pays the main carriage to the destination, but risk passes at origin, when the goods are handed to the carrier or loaded on board. If cargo is damaged at sea under CIF Rotterdam, the loss is the buyer’s, with the insurance the seller bought in the buyer’s favour.',
          ),
          h2('FOB or FCA for containers?'),
          p(
            'FOB puts risk on the seller until goods are on board the vessel, but a container is usually handed over at a container freight station or inland depot days earlier. FCA matches that handover. Incoterms 2020 lets the parties agree that the buyer instructs its carrier to issue an on-board bill of lading to the seller, which helps when a letter of credit demands one.',
          ),
          h2('Insurance: CIF and CIP differ'),
          p(
            'CIF requires minimum cover under Institute Cargo Clauses (C). CIP requires the wider Institute Cargo Clauses (A), unless the parties agree otherwise.',
          ),
          h2('Write it properly'),
          ul([
            'Name the rule, a precise place and the edition: “FCA Tiruppur, Incoterms 2020” or “FOB Chennai Port, Incoterms 2020”.',
            'Use the same term on the contract, proforma, commercial invoice and any letter of credit.',
            'Remember your financier reads it too: the term tells it when risk passes and which transport and insurance documents to expect.',
          ]),
        ),
        seo: {
          title: 'Incoterms 2020 explained in 5 minutes | Video',
          description:
            'Short video on the eleven Incoterms 2020 rules: where risk passes, why C rules confuse, FCA or FOB for containers, CIF or CIP insurance and how to write them.',
        },
      },
    },
  },
  // ---------------------------------------------------------------- India explainers also published in the USA
  {
    key: 'video-supply-chain-finance-for-buyers',
    provider: 'youtube',
    providerId: 'nwDemo00006',
    durationSeconds: 480,
    publishedAt: '2025-10-15T11:00:00+05:30',
    product: 'vendor-financing',
    poster: {
      motif: 'handshake',
      alt: {
        'en-in': 'Illustration: a handshake between a large factory and a small workshop, with an approved invoice between them',
        'en-us': 'Illustration: a handshake between a large factory and a small workshop, with an approved invoice between them',
      },
    },
    content: {
      'en-in': {
        title: 'Supply chain finance for buyers, explained',
        slug: 'supply-chain-finance-for-buyers',
        summary:
          'How a buyer-led supply chain finance programme gets suppliers paid early at a rate based on the buyer’s credit, while the buyer pays on the original due date. Includes a worked example and the Indian rules on paying MSME suppliers that every programme must respect.',
        transcript: doc(
          h2('What it is'),
          p(
            'In a supply chain finance programme, also called vendor financing or reverse factoring, the buyer approves a supplier’s invoice and a financier offers to pay it early. The supplier receives the invoice amount minus a discount priced on the buyer’s credit, which is usually stronger than its own. The buyer pays the full amount to the financier on the due date.',
          ),
          h2('Why buyers run one'),
          ul([
            'Suppliers get cheaper, predictable liquidity without new borrowing, which keeps critical vendors healthy.',
            'Procurement can hold or negotiate terms without squeezing small suppliers.',
            'Accounts payable gets one approval flow and fewer “when will we be paid?” calls.',
          ]),
          h2('A worked example'),
          p(
            'Illustrative figures: a supplier invoices INR 20,00,000 on 90-day terms. The buyer approves it on day 10 and the supplier asks for payment on day 12. At an illustrative 9% a year for the remaining 78 days, the discount is about INR 38,466, so the supplier receives about INR 19,61,534. On day 90 the buyer pays INR 20,00,000.',
          ),
          h2('Setting it up'),
          ul([
            'Pick suppliers by spend and importance; start with a pilot group.',
            'Agree the approval timeline. Suppliers can only be paid early once an invoice is approved, so slow approvals kill adoption.',
            'Onboard suppliers with KYC and a short agreement, then connect your ERP so approved invoices flow automatically.',
          ]),
          h2('Rules to respect in India'),
          ul([
            'The MSMED Act caps agreed payment terms to micro and small suppliers at 45 days from acceptance, with 15 days as the default where nothing is agreed. A programme should not be used to stretch these suppliers further.',
            'The income-tax rule disallowing deductions for late payments to micro and small enterprises (section 43B(h) of the 1961 Act) makes timely payment a tax matter; check how it carries over under the Income-tax Act, 2025.',
            'Certain large companies must be registered on TReDS; confirm current requirements with MCA and the MSME Ministry.',
            'Ask your auditors how payables under the programme will be presented.',
          ]),
        ),
        seo: {
          title: 'Supply chain finance for buyers, explained | Video',
          description:
            'Video on buyer-led supply chain finance in India: how suppliers are paid early on your credit, a worked example, programme set-up and MSME payment rules.',
        },
      },
      'en-us': {
        title: 'Supply chain finance for buyers, explained',
        slug: 'supply-chain-finance-explained-for-buyers',
        summary:
          'How a buyer-led supply chain finance program gets suppliers paid early at a rate based on the buyer’s credit, while the buyer pays on the original due date. Includes a worked example and the legal and accounting points US buyers should settle before launch.',
        transcript: doc(
          h2('What it is'),
          p(
            'In a supply chain finance program, also called reverse factoring or approved payables finance, the buyer approves a supplier’s invoice and a financier offers to buy it. The supplier receives the invoice amount minus a discount priced on the buyer’s credit, which is usually stronger than its own. The buyer pays the full amount to the financier on the due date.',
          ),
          h2('Why buyers run one'),
          ul([
            'Suppliers get cheaper, predictable liquidity without new borrowing, which keeps critical vendors healthy.',
            'Procurement can hold or negotiate terms without squeezing small suppliers.',
            'Accounts payable gets one approval workflow and fewer payment-status inquiries.',
          ]),
          h2('A worked example'),
          p(
            'Illustrative figures: a supplier invoices USD 200,000 on net 90 terms. The buyer approves it on day 12 and the supplier elects payment on day 15. At an illustrative 6% a year for the remaining 75 days, the discount is about USD 2,466, so the supplier receives about USD 197,534. On day 90 the buyer pays USD 200,000. Some programs use a 360-day year, which raises the discount slightly.',
          ),
          h2('Setting it up'),
          ul([
            'Segment suppliers by spend and strategic importance; pilot with a group of 20 to 50.',
            'Fix the approval timeline. Suppliers can only be paid once an invoice is approved, so slow approvals kill adoption.',
            'Connect your ERP so approved invoices flow to the platform automatically.',
          ]),
          h2('Legal and accounting points'),
          ul([
            'The financier buys receivables, a transaction governed by UCC Article 9. Suppliers whose lenders hold a blanket lien on receivables may need a lien release or consent first.',
            'Under US GAAP (ASU 2022-04), buyers disclose the key terms of supplier finance programs and the obligations outstanding, with a rollforward. Agree the presentation with your auditors early.',
            'Rating agencies look at these programs too; keep payment terms within what you can explain.',
          ]),
        ),
        seo: {
          title: 'Supply chain finance for US buyers | Video',
          description:
            'Video on buyer-led supply chain finance: how suppliers get paid early on your credit, a worked USD example, set-up, UCC liens and ASU 2022-04 disclosure.',
        },
      },
    },
  },
  {
    key: 'video-cost-of-early-payment-discounts',
    provider: 'youtube',
    providerId: 'nwDemo00007',
    durationSeconds: 420,
    publishedAt: '2026-01-21T11:00:00+05:30',
    product: 'early-payment-discount',
    poster: {
      motif: 'chart',
      alt: {
        'en-in': 'Illustration: a rising chart beside a calendar with an early payment date circled',
        'en-us': 'Illustration: a rising chart beside a calendar with an early payment date circled',
      },
    },
    content: {
      'en-in': {
        title: 'What does an early payment discount really cost?',
        slug: 'calculating-the-cost-of-early-payment-discounts',
        summary:
          'A small discount for paying early can be a very expensive loan for the supplier or an excellent return for the buyer. This video shows the one formula that converts any discount into an annual rate and works through Indian examples from both sides.',
        transcript: doc(
          h2('The formula'),
          p(
            'Annualised rate = discount % ÷ (100 − discount %) × 365 ÷ days paid early. Divide by (100 − discount) because the buyer pays the discounted amount, not the full invoice. “Days paid early” is the gap between the early payment date and the date the invoice would otherwise have been paid.',
          ),
          h2('Example 1: the classic 2/10 net 30'),
          p(
            'A 2% discount for paying on day 10 instead of day 30: 2 ÷ 98 × 365 ÷ 20 = about 37.2% a year. For a supplier, that is far more expensive than almost any working-capital loan.',
          ),
          h2('Example 2: an Indian invoice'),
          p(
            'Illustrative figures: an approved invoice of INR 10,00,000 is due in 60 days. The supplier accepts 1.5% (INR 15,000) to be paid on day 15, 45 days early: 1.5 ÷ 98.5 × 365 ÷ 45 = about 12.4% a year. At 1% for the same 45 days, the rate falls to about 8.2%.',
          ),
          h2('Reading the number from both sides'),
          ul([
            '**Supplier**: compare the rate with your own cost of funds, such as your overdraft or cash credit rate. If the discount costs more, borrow or factor instead, unless you have no other source of cash.',
            '**Buyer**: compare it with what your surplus cash earns after tax in deposits or liquid funds. An early payment programme often earns more, on invoices you have already approved.',
          ]),
          h2('Traps to avoid'),
          ul([
            'Measure “days early” from when you would actually pay. If invoices are normally paid on day 75, not day 60, the real rate is lower than the formula on paper suggests.',
            'Don’t compare a simple annual rate with a compounded one.',
            'How the discount is documented, by credit note or otherwise, changes its GST treatment. Agree the approach with your tax adviser before the programme starts.',
          ]),
        ),
        seo: {
          title: 'The real cost of early payment discounts | Video',
          description:
            'Learn the formula that turns any early payment discount into an annual rate, with worked Indian examples for suppliers and buyers and the traps to avoid.',
        },
      },
      'en-us': {
        title: 'What does an early payment discount really cost?',
        slug: 'cost-of-early-payment-discounts-explained',
        summary:
          'A small discount for paying early can be a very expensive loan for the supplier or an excellent return for the buyer. This video shows the formula that converts any discount into an annualized rate and works through USD examples from both sides.',
        transcript: doc(
          h2('The formula'),
          p(
            'Annualized rate = discount % ÷ (100 − discount %) × 365 ÷ days paid early. Divide by (100 − discount) because the buyer pays the discounted amount, not the full invoice. “Days paid early” is the gap between the early payment date and the date the invoice would otherwise have been paid.',
          ),
          h2('Example 1: 2/10 net 30'),
          p(
            'A 2% discount for paying on day 10 instead of day 30: 2 ÷ 98 × 365 ÷ 20 = about 37.2% a year. Few suppliers could borrow at that rate on purpose, which is why static 2/10 terms are often left unused or abused.',
          ),
          h2('Example 2: dynamic discounting on net 60'),
          p(
            'Illustrative figures: an approved USD 250,000 invoice is on net 60 terms. The supplier accepts a 1% discount (USD 2,500) to be paid on day 30, 30 days early: 1 ÷ 99 × 365 ÷ 30 = about 12.3% a year. Paid on day 45 instead, with the discount scaled to 0.5%, the annualized rate is roughly the same; that is how a sliding-scale program keeps the buyer’s target return constant.',
          ),
          h2('Reading the number from both sides'),
          ul([
            '**Supplier**: compare the rate with your revolving credit line or factoring cost. If the discount is dearer, use the cheaper source.',
            '**Buyer**: compare it with what excess cash earns in a money-market fund or treasury bills, and with your hurdle rate. Early payment often earns more, on invoices you have already approved.',
          ]),
          h2('Traps to avoid'),
          ul([
            'Measure “days early” from when you would actually pay. If net 60 invoices are usually paid on day 70, the real rate is lower.',
            'Check the day-count basis: some programs use 360 days, which changes the quoted rate.',
            'Make sure your ERP term codes and remittance advice show the discount, so suppliers can reconcile it.',
          ]),
        ),
        seo: {
          title: 'How to calculate early payment discount cost | Video',
          description:
            'A short video on converting any early payment discount into an annualized rate, with 2/10 net 30 and dynamic discounting examples for US buyers and suppliers.',
        },
      },
    },
  },
  {
    key: 'video-import-factoring-basics',
    provider: 'youtube',
    providerId: 'nwDemo00008',
    durationSeconds: 390,
    publishedAt: '2026-04-15T11:00:00+05:30',
    product: 'import-factoring',
    poster: {
      motif: 'truck',
      alt: {
        'en-in': 'Illustration: a delivery truck leaving a port with imported cartons and a payment arrow to an overseas supplier',
        'en-us': 'Illustration: a delivery truck leaving a port with imported cartons and a payment arrow to an overseas supplier',
      },
    },
    content: {
      'en-in': {
        title: 'Import factoring basics for Indian importers',
        slug: 'import-factoring-basics',
        summary:
          'Import factoring pays your overseas supplier when the goods are dispatched and gives you 60 to 120 days to settle. This video explains how it works, what it costs compared with a letter of credit, and the FEMA paperwork that still applies.',
        transcript: doc(
          h2('The cash gap importers face'),
          p(
            'Overseas suppliers often ask for an advance and the balance before shipment. Your Indian customers pay 60 to 90 days after delivery. In between sit transit time, customs clearance, duties and warehousing, all paid from your own cash.',
          ),
          h2('How it works'),
          ul([
            'The factor sets an import limit based on your import history, key suppliers and financials.',
            'You place the order as usual and share the proforma invoice.',
            'When the supplier dispatches and shares the documents, the factor pays the supplier.',
            'You clear, sell and collect, then repay the factor on the agreed date, typically 60 to 120 days later.',
          ]),
          h2('A worked example'),
          p(
            'Illustrative figures: you import components worth USD 40,000. Without finance you would wire USD 40,000 before shipment and wait perhaps 100 days to collect from your own customers. With import factoring the supplier is paid at dispatch and you repay on day 90: USD 40,000 plus a discount charge for the days used and a service fee, both agreed in advance.',
          ),
          h2('Compared with a letter of credit'),
          ul([
            'No LC margin money blocking your bank limits.',
            'No issuance, amendment or discrepancy charges.',
            'But the factor assesses your credit, not the supplier’s, so clean financials and a steady import record matter.',
          ]),
          h2('Paperwork that still applies'),
          ul([
            'Import payments go through an authorised dealer bank, and the bill of entry must be matched to the payment so the entry closes in IDPMS.',
            'Depending on how the facility is structured, FEMA rules on import payments and trade credit can apply. Confirm with your AD bank.',
            'Customs duty and IGST on imports are not covered by the facility; budget for them separately. IGST paid at import is generally available as input tax credit.',
          ]),
        ),
        seo: {
          title: 'Import factoring basics for Indian importers | Video',
          description:
            'How import factoring pays your overseas supplier at dispatch and gives you 60–120 days to settle, with a worked example, LC comparison and FEMA paperwork.',
        },
      },
      'en-us': {
        title: 'Import factoring basics for US importers',
        slug: 'import-factoring-basics-for-us-importers',
        summary:
          'Import factoring pays your overseas supplier when the goods ship and gives you 60 to 120 days to settle. This video explains how it works, how it compares with a letter of credit, and which landed costs it does not cover.',
        transcript: doc(
          h2('The cash gap importers face'),
          p(
            'Overseas suppliers often ask for a deposit and the balance before shipment. Your retail or distributor customers pay 30 to 90 days after delivery. In between sit ocean transit, customs entry, duties, drayage and warehousing, all funded from your own cash.',
          ),
          h2('How it works'),
          ul([
            'The financier sets an import line based on your import history, key suppliers and financials.',
            'You place the purchase order as usual and share the pro forma invoice.',
            'When the supplier ships and uploads the documents, the financier pays the supplier.',
            'You land, sell and collect, then settle on the agreed date, typically 60 to 120 days later.',
          ]),
          h2('A worked example'),
          p(
            'Illustrative figures: you import housewares worth USD 120,000 from a supplier that wants payment before shipment. With import factoring the supplier is paid at shipment and you settle on day 90: USD 120,000 plus a discount charge for the days used and a service fee, both agreed up front. Your cash stays free for duties and freight.',
          ),
          h2('Compared with a letter of credit'),
          ul([
            'No LC issuance, amendment or discrepancy fees.',
            'No cash collateral or reduction of your revolver availability for LC exposure.',
            'The financier underwrites your business, so current financials and a steady import record matter.',
          ]),
          h2('What it does not cover'),
          ul([
            'Duties, fees and any additional tariffs owed to CBP remain yours. Rates can change at short notice, so check the current HTSUS line and CBP guidance for every product.',
            'Your customs broker still files the entry and, for ocean freight, the Importer Security Filing must be made before loading.',
            'If a bank holds a blanket lien on your inventory, it may need to consent to the facility.',
          ]),
        ),
        seo: {
          title: 'Import factoring basics for US importers | Video',
          description:
            'How import factoring pays overseas suppliers at shipment while you settle in 60 to 120 days: a worked example, LC comparison and the landed costs it leaves out.',
        },
      },
    },
  },
  // ---------------------------------------------------------------- Webinar recordings
  {
    key: 'video-rec-first-export-shipment-documents',
    provider: 'youtube',
    providerId: 'nwDemo00009',
    durationSeconds: 3540,
    publishedAt: '2025-11-24T11:00:00+05:30',
    poster: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: a checklist of export documents stacked beside a sealed shipping container' },
    },
    content: {
      'en-in': {
        title: 'Webinar recording: documents for your first export shipment',
        slug: 'webinar-recording-documents-for-your-first-export-shipment',
        summary:
          'Recording of our November 2025 webinar for first-time exporters. Arjun Mehta and a guest customs broker walk through the registrations, the documents and the order in which they are prepared for a first sea shipment, with the mistakes that hold cargo at the port.',
        transcript: doc(
          h2('Registrations before the first order'),
          ul([
            '**IEC** from DGFT, linked to your PAN.',
            '**GST registration** and a Letter of Undertaking for the financial year if you will export without paying IGST.',
            '**AD code** registered with customs at each port you ship from, so export proceeds are linked to your bank.',
            '**RCMC** from the relevant export promotion council, needed for many Foreign Trade Policy benefits.',
          ]),
          h2('The core documents, in order'),
          ul([
            'Proforma invoice: price, Incoterms rule, payment terms and validity agreed with the buyer.',
            'Commercial invoice and packing list: prepared before stuffing, with HS codes, weights and marks that match each other.',
            'Shipping bill: filed on ICEGATE by your customs broker. Note the LEO (let export order) date, when customs allows the goods to be exported; your bank and financier will ask for it.',
            'Bill of lading or airway bill: issued by the carrier; check consignee and notify party against the contract or letter of credit.',
            'Certificate of origin: preferential where a trade agreement applies, otherwise non-preferential if the buyer asks.',
            'Insurance certificate under CIF or CIP, plus inspection or health certificates where the product or destination requires them.',
          ]),
          h2('Mistakes that hold cargo'),
          ul([
            'Different HS codes or weights on the invoice, packing list and shipping bill.',
            'AD code not registered at the port of export.',
            'LUT not renewed for the new financial year.',
            'Consignee on the bill of lading not matching the letter of credit.',
            'Starting the certificate of origin application after the vessel has sailed.',
          ]),
          h2('Questions from the session'),
          p(
            'Attendees asked whether a sole proprietor can export without a company (yes, with an IEC and GST registration), whether a courier shipment needs a shipping bill (courier exports follow their own customs procedure; ask the courier) and when to approach a financier. Our answer to the last: before you quote, so your price reflects the payment terms you can afford to offer.',
          ),
        ),
        seo: {
          title: 'First export shipment documents | Webinar',
          description:
            'Watch our webinar for first-time exporters: IEC, GST, AD code and RCMC, the documents for a first sea shipment in order, and the mistakes that hold cargo.',
        },
      },
    },
  },
  {
    key: 'video-rec-export-realisation-and-factoring',
    provider: 'youtube',
    providerId: 'nwDemo00010',
    durationSeconds: 3420,
    publishedAt: '2026-06-22T11:00:00+05:30',
    product: 'export-factoring',
    poster: {
      motif: 'coins',
      alt: { 'en-in': 'Illustration: coins flowing back from an overseas buyer to an Indian exporter along a dotted route' },
    },
    content: {
      'en-in': {
        title: 'Webinar recording: export realisation, EDPMS and factoring',
        slug: 'webinar-recording-export-realisation-and-factoring',
        summary:
          'Recording of our June 2026 webinar on getting export proceeds home on time. Priya Raman and a guest chartered accountant explain how realisation is tracked in EDPMS, what to do when a buyer pays late or short, and how factoring fits into the reporting.',
        transcript: doc(
          h2('The realisation rule'),
          p(
            'Under FEMA and RBI’s Master Direction on export of goods and services, the full export value must be realised and repatriated within a set period from the date of export. Nine months has long been the standard period, with different periods for some cases and temporary relaxations announced from time to time. Confirm the period for your shipments with your AD bank and the current RBI directions.',
          ),
          h2('How EDPMS tracks your shipments'),
          ul([
            'Each shipping bill flows from customs into the Export Data Processing and Monitoring System against your AD bank.',
            'When the buyer pays, your bank links the inward remittance to the shipping bill and marks it realised.',
            'Bills still open after the due period show as outstanding; persistent outstanding bills can lead to restrictions on future exports.',
          ]),
          h2('When the buyer pays late or short'),
          ul([
            'Ask your AD bank for an extension before the period ends, with evidence that you are pursuing payment.',
            'For short payments due to quality claims or discounts, keep the buyer’s correspondence and credit notes; the bank needs them to close the bill for less than the invoiced value.',
            'Bank charges deducted abroad should be identified separately from short payment.',
          ]),
          h2('Where factoring fits'),
          p(
            'With export factoring, the buyer pays the factor, and the proceeds still have to be reported against the shipping bill. Agree with the factor and your AD bank upfront how remittance details will flow so each bill is closed in EDPMS. Non-recourse factoring also protects against the buyer’s credit default within the approved limit, which reduces the risk of a bill staying outstanding.',
          ),
          h2('Questions from the session'),
          p(
            'Attendees asked about e-BRCs (generated from realisation data and used for incentives and GST refund checks), about rupee invoicing under RBI’s framework for trade settlement in INR, and about setting off export receivables against import payables with the same overseas party, which is allowed only within the conditions RBI sets, so discuss it with your AD bank first.',
          ),
        ),
        seo: {
          title: 'Export realisation, EDPMS and factoring | Webinar',
          description:
            'Webinar recording on export realisation under FEMA: how EDPMS tracks shipping bills, late or short payments, e-BRCs and how factoring proceeds are reported.',
        },
      },
    },
  },
  {
    key: 'video-rec-us-scf-program-design',
    provider: 'youtube',
    providerId: 'nwDemo00011',
    durationSeconds: 3480,
    publishedAt: '2026-03-23T10:00:00-04:00',
    product: 'vendor-financing',
    poster: {
      motif: 'factory',
      alt: { 'en-us': 'Illustration: a manufacturing plant connected to a ring of smaller supplier workshops by payment lines' },
    },
    content: {
      'en-us': {
        title: 'Webinar recording: designing a supply chain finance program',
        slug: 'webinar-recording-supply-chain-finance-program-design',
        summary:
          'Recording of our March 2026 webinar for finance and procurement leaders. Michael Brooks and a guest manufacturing CFO cover objectives, supplier segmentation, legal and accounting set-up, onboarding and the metrics that show whether a program is working.',
        transcript: doc(
          h2('Start with the objective'),
          p(
            'Programs set up only to extend payment terms tend to stall. The strongest ones start from a balanced goal: protect critical suppliers’ liquidity, standardize terms across business units and free working capital, in that order of conversation with suppliers.',
          ),
          h2('Segment your suppliers'),
          ul([
            'Rank by annual spend and by how hard each supplier would be to replace.',
            'Identify small and diverse suppliers for whom early payment matters most, and avoid extending their terms.',
            'Leave out suppliers already paid early through other arrangements, and those with disputed invoices.',
          ]),
          h2('Legal and accounting set-up'),
          ul([
            'Suppliers sell receivables to the financier; the sale is documented as a true sale and, under UCC Article 9, may be perfected by a UCC-1 filing.',
            'Supplier lenders with blanket liens may need to release the receivables owed by you.',
            'Under ASU 2022-04, you disclose the program’s key terms, the amount outstanding and a rollforward. Agree with your auditors before launch that the payables remain trade payables.',
          ]),
          h2('Onboarding and adoption'),
          ul([
            'Send a joint letter from procurement and treasury, then follow up by phone with the top suppliers.',
            'Approve invoices quickly; early payment cannot start until approval.',
            'Keep onboarding short: KYC, a supplier agreement and bank details.',
          ]),
          h2('Metrics that matter'),
          ul([
            'Share of eligible spend onboarded and share actually funded.',
            'Average days from invoice receipt to approval.',
            'Days payable outstanding, tracked alongside supplier health indicators such as late deliveries.',
          ]),
          h2('Questions from the session'),
          p(
            'Attendees asked whether programs work with suppliers outside the US (yes, subject to the financier’s KYC and sanctions screening), how pricing moves if the buyer’s credit rating changes (the spread is usually linked to it) and whether a buyer can fund part of the program with its own cash. That is the role of an early payment discount program run alongside it.',
          ),
        ),
        seo: {
          title: 'Designing a supply chain finance program | Webinar',
          description:
            'Webinar recording for CFOs and procurement leaders: objectives, supplier segments, UCC and ASU 2022-04 set-up, onboarding and metrics for supply chain finance.',
        },
      },
    },
  },
]
