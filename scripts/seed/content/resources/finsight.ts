import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

/**
 * Finsight: short insight posts, one sharp point each, grouped by the offer they are about. India posts are under
 * 'en-in'; posts on the US offers also carry an adapted 'en-us' version, and a few are US-only. Every figure in a
 * worked example is illustrative.
 */
export const FINSIGHT: PostSeed[] = [
  // ——— Export factoring (India) ———
  {
    key: 'finsight-ef-advance-vs-discount-rate',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-01-14T10:00:00+05:30',
    cover: { motif: 'coins', alt: { 'en-in': 'Illustration: two stacks of coins of different heights beside a percentage sign' } },
    tool: '/interest-calculator',
    related: ['finsight-ef-true-annual-cost', 'finsight-ef-reading-termsheet'],
    content: {
      'en-in': {
        title: 'Advance rate vs discount rate: compare the same cash',
        slug: 'advance-rate-vs-discount-rate',
        excerpt: 'A factoring quote with a lower rate often just lends you less. Compare offers on the cash you actually need, not on the headline rate.',
        body: doc(
          h2('Two numbers, two jobs'),
          p(
            'The **advance rate** decides how much of the invoice you receive when you ship. The **discount rate** decides what each dollar of that advance costs for the days it is outstanding. A quote that looks cheaper on the rate often simply lends you less, and the gap still has to be funded from somewhere.',
          ),
          h2('A worked example'),
          p('Take an illustrative USD 100,000 invoice on 90-day terms, with charges calculated on a 360-day year, as is common for dollar advances.'),
          ul([
            '**Quote A:** 80% advance at 7.5% a year. Discount charge: 80,000 × 7.5% × 90/360 = USD 1,500.',
            '**Quote B:** 90% advance at 8% a year. Discount charge: 90,000 × 8% × 90/360 = USD 1,800.',
          ]),
          p(
            'Quote A looks USD 300 cheaper, but it leaves you USD 10,000 short of Quote B. If you fill that gap from an overdraft at, say, 11%, it costs 10,000 × 11% × 90/360 = USD 275. Like for like, A costs USD 1,775 for USD 90,000 of cash and B costs USD 1,800: a difference of USD 25, not USD 300. And if your overdraft is already fully drawn, only Quote B funds the shipment at all.',
          ),
          h2('How to compare quotes'),
          ul([
            'Fix the cash you need first, then price every quote to deliver that amount.',
            'Cost any shortfall at the rate you would really pay for it, not at zero.',
            'Add fees charged on the invoice value: they do not shrink when the advance does.',
            'The part of the invoice you do not receive upfront is not a cost. It is paid to you, less charges, when the buyer pays.',
          ]),
        ),
        seo: {
          title: 'Advance rate vs discount rate in export factoring',
          description:
            'Why a factoring quote with a lower discount rate can cost about the same once you fund the smaller advance. A worked USD example and a simple comparison method.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-non-recourse-cost',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-02-11T10:00:00+05:30',
    cover: { motif: 'shield', alt: { 'en-in': 'Illustration: a shield in front of an export invoice with a ship in the background' } },
    related: ['finsight-ef-disputes-not-credit-risk', 'finsight-ef-late-payment-day-91'],
    content: {
      'en-in': {
        title: 'Why non-recourse factoring costs more, and when it pays',
        slug: 'why-non-recourse-factoring-costs-more',
        excerpt:
          'Non-recourse factoring carries the cost of credit cover. For exporters with concentrated buyers or new markets, that premium is cheap insurance.',
        body: doc(
          h2('What the extra cost buys'),
          p(
            'With recourse, if your buyer fails to pay, you repay the advance. Without recourse, the factor bears the loss if an approved buyer becomes insolvent or does not pay within the waiting period set in the credit cover. Someone has to carry that risk, usually a credit insurer behind the factor, and its premium is built into your price, typically through the service fee.',
          ),
          p(
            'Non-recourse covers **credit risk** only. If the buyer refuses to pay because of a quality claim, a short shipment or late delivery, that is a commercial dispute, and it comes back to you under either structure.',
          ),
          h2('The insurance arithmetic'),
          p(
            'Suppose non-recourse adds 0.3% of invoice value (an illustrative figure) and you sell USD 1.2 million a year to one buyer. The protection costs USD 3,600 a year. A single unpaid USD 100,000 invoice would equal almost 28 years of that premium, and for a small exporter it could equal a year’s profit.',
          ),
          h2('When it is worth paying for'),
          ul([
            'One or two buyers make up a large share of your sales.',
            'You are entering a new country, or selling to a buyer with little payment history with you.',
            'A single invoice is large compared with your net worth.',
            'Your lenders or investors want receivables risk off your balance sheet. Whether the receivables are actually derecognised depends on the contract and your accounting framework (Ind AS 109 for many companies), so confirm with your auditor.',
          ]),
          p(
            'It matters less when your sales are spread over many small invoices to buyers who have paid on time for years. There, recourse factoring at a lower fee can be the better trade.',
          ),
        ),
        seo: {
          title: 'Non-recourse factoring: why it costs more',
          description:
            'What the extra cost of non-recourse export factoring pays for, what it never covers, and when the premium is worth it for an Indian exporter.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-what-factor-checks-buyer',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'arjun',
    publishedAt: '2025-03-11T10:00:00+05:30',
    cover: { motif: 'globe', alt: { 'en-in': 'Illustration: a magnifying glass over a globe with a buyer’s location pinned' } },
    related: ['finsight-ef-country-risk', 'finsight-ef-trial-order-new-buyer'],
    content: {
      'en-in': {
        title: 'What a factor checks on your buyer before setting a limit',
        slug: 'what-a-factor-checks-on-your-buyer',
        excerpt: 'A factoring limit is a judgement about your buyer, not about you. Here is what gets checked, and how you can get a limit approved faster.',
        body: doc(
          h2('Who the buyer really is'),
          p(
            'The first check is identity. The legal name, registration or VAT number and address on your invoices must match a real, active company. The factor looks at ownership and beneficial owners and screens the buyer and its owners against sanctions lists (the UN lists and, depending on where funds and cover come from, US, EU and UK lists) and adverse media. A trading name on the invoice that differs from the registered name is one of the most common causes of delay.',
          ),
          h2('Whether it pays, what you sell and where'),
          p(
            'Next comes credit quality: filed accounts where available, credit-agency reports, trade payment data and the credit insurer’s own view of the buyer. Your ledger matters too. Twelve to twenty-four months of invoices, due dates, payment dates and deductions show how this buyer actually treats you, which no report can.',
          ),
          p(
            'Country risk can cap a limit whatever the buyer’s quality. The goods matter as well: items on India’s SCOMET list need export authorisation from DGFT, and a factor will ask whether you hold it before funding.',
          ),
          h2('How to speed it up'),
          ul([
            'Send the buyer’s full legal name, registration or VAT number and the contact in its accounts-payable team.',
            'Share your ledger with the buyer and two or three recent invoices and purchase orders.',
            'Explain past disputes or late payments upfront, with how they were resolved.',
            'Ask for the assessment before you confirm a large order, not the week you ship.',
          ]),
        ),
        seo: {
          title: 'What a factor checks on your overseas buyer',
          description:
            'Identity, sanctions, credit data, your ledger and country risk: how a factor assesses an overseas buyer, and how to get a limit approved faster.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-reading-termsheet',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-04-08T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: a termsheet with highlighted clauses and a pen' } },
    related: ['finsight-ef-advance-vs-discount-rate', 'finsight-ef-true-annual-cost'],
    content: {
      'en-in': {
        title: 'Reading a factoring termsheet: the clauses beyond price',
        slug: 'reading-a-factoring-termsheet',
        excerpt: 'The rate fits on one line. The clauses that decide what factoring really costs you, and how easily you can leave, are further down the page.',
        body: doc(
          h2('Price is one line'),
          p(
            'Most exporters read the advance rate, discount rate and service fee, then sign. Those numbers matter, but the clauses around them decide how the facility behaves when something goes wrong, and what it costs if you use it less than planned.',
          ),
          h2('Clauses to read twice'),
          ul([
            '**Whole turnover or selected buyers.** Some facilities require you to offer every invoice to every buyer. That suits some exporters and is expensive for those who only need funding for two buyers.',
            '**Minimum fees.** A monthly or annual minimum charge applies even if you factor less than forecast.',
            '**Recourse and cover.** Which buyers are covered, whether cover is for the full funded amount or a share of it, and how long the waiting period is before a claim.',
            '**Eligible invoices.** The maximum credit period, excluded goods or countries, and what happens to invoices above a buyer’s limit.',
            '**Dilution and reserves.** How credit notes and short payments are recovered, and whether the factor can hold back more of the balance.',
            '**Late payment.** Whether the discount charge keeps running after the due date, and any additional late charge.',
            '**Termination.** The notice period, any exit fee, and how invoices already funded are run off.',
          ]),
          h2('Three questions before you sign'),
          ul([
            'What is my all-in cost on a typical invoice, expressed as one annual rate?',
            'Which of my buyers are approved today, and with what limits?',
            'What would lead you to reduce or withdraw a limit, and how much notice would I get?',
          ]),
        ),
        seo: {
          title: 'Reading a factoring termsheet: key clauses',
          description:
            'Whole-turnover clauses, minimum fees, cover, dilution and termination: the parts of an export factoring termsheet that matter as much as the discount rate.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-hidden-cost-90-day-terms',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-05-06T10:00:00+05:30',
    cover: { motif: 'calendar', alt: { 'en-in': 'Illustration: a calendar with ninety days shaded next to a shrinking stack of coins' } },
    tool: '/interest-calculator',
    related: ['finsight-ef-due-date-trigger', 'finsight-ef-sizing-buyer-limit'],
    content: {
      'en-in': {
        title: 'The hidden cost of 90-day terms',
        slug: 'hidden-cost-of-90-day-terms',
        excerpt:
          'Moving a buyer from 30 to 90 days changes nothing on the invoice, yet it can quietly take an eighth of your margin. Price it before you agree.',
        body: doc(
          h2('Terms are part of the price'),
          p(
            'When a buyer moves from 30 to 90 days, the invoice value stays the same, but you have just lent them the goods for two more months. That loan has a cost whether you fund it through factoring, a bank limit or your own cash.',
          ),
          h2('A worked example'),
          p('Assume, for illustration, a USD 50,000 shipment every month, a funding cost of 9% a year and a 12% margin on each order.'),
          ul([
            'Extra 60 days on one invoice: 50,000 × 9% × 60/360 = USD 750, or 1.5% of the invoice.',
            'Over a year of monthly shipments: USD 9,000.',
            'Cash tied up: at 30 days, about one invoice (USD 50,000) is outstanding at any time; at 90 days, about three (USD 150,000).',
          ]),
          p(
            'With a 12% margin, the longer terms have taken 1.5 of your 12 points, an eighth of the profit on every order, before counting the extra risk of having three months of invoices outstanding to one buyer instead of one.',
          ),
          h2('What to do about it'),
          ul([
            'Quote two prices, one for 30 days and one for 90, with the gap set by your real funding cost.',
            'If the buyer insists on one price, ask for something in return: larger orders, a longer contract, or prompt acknowledgement of the factor’s notice of assignment.',
            'Check what starts the clock (invoice date, bill of lading date or arrival) before you calculate anything.',
            'Make sure the buyer limit you need at 90 days, roughly three times the 30-day figure, is actually available.',
          ]),
        ),
        seo: {
          title: 'The hidden cost of 90-day payment terms',
          description:
            'How much moving an export buyer from 30 to 90 days really costs, worked through on a USD 50,000 monthly shipment, and four ways to price longer terms fairly.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-disputes-not-credit-risk',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'arjun',
    publishedAt: '2025-06-03T10:00:00+05:30',
    cover: { motif: 'shield', alt: { 'en-in': 'Illustration: a cracked shield beside a carton marked with a quality-check stamp' } },
    related: ['finsight-ef-non-recourse-cost', 'finsight-ef-dilution-maths'],
    content: {
      'en-in': {
        title: 'Disputes are not credit risk: what factoring cover excludes',
        slug: 'disputes-are-not-credit-risk',
        excerpt:
          'Non-recourse cover protects you when a buyer cannot pay, not when it will not pay. Most unpaid export invoices start as disputes you can prevent.',
        body: doc(
          h2('Cannot pay, or will not pay'),
          p(
            'A buyer that **cannot** pay, because it is insolvent or in protracted default, is a credit risk. That is what non-recourse factoring covers. A buyer that **will not** pay, because it says the goods were defective, late, short or not to specification, is in a commercial dispute. Disputes are excluded from credit cover almost everywhere. While a dispute is open, cover on that invoice is normally suspended, and you may have to repay the advance until it is resolved.',
          ),
          h2('Where disputes usually start'),
          ul([
            'Specifications and tolerances agreed by email but never written into the purchase order.',
            'No pre-shipment inspection, so there is no independent record of what was loaded.',
            'Shipment after the latest date in the order, giving the buyer grounds to claim a discount.',
            'Labelling or packing that does not meet the destination market’s rules.',
            'Documents sent late, leaving the buyer with port storage or demurrage costs it then deducts.',
          ]),
          h2('Reducing the risk'),
          ul([
            'Put specifications, tolerances and the inspection method in the order itself.',
            'Use a third-party inspection certificate for new buyers and large orders.',
            'Photograph goods and seals at loading and keep the record with the shipment file.',
            'Tell the factor about any claim the day you hear of it, and settle agreed claims through a clear credit note so the rest of the invoice can still be collected.',
          ]),
          p('A dispute resolved quickly costs a credit note. One left open can hold up the whole invoice and your cover with it.'),
        ),
        seo: {
          title: 'Trade disputes vs credit risk in factoring',
          description:
            'Why non-recourse factoring covers buyer insolvency but not quality or delivery disputes, where export disputes start, and how to prevent them.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-notice-of-assignment',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'arjun',
    publishedAt: '2025-07-01T10:00:00+05:30',
    cover: { motif: 'handshake', alt: { 'en-in': 'Illustration: a handshake over a letter marked with a bank account change' } },
    related: ['finsight-ef-five-documents'],
    content: {
      'en-in': {
        title: 'The notice of assignment your buyer must acknowledge',
        slug: 'notice-of-assignment-buyer-acknowledgement',
        excerpt: 'One short letter tells your buyer to pay the factor. Getting it acknowledged early prevents misdirected payments and speeds up your funding.',
        body: doc(
          h2('What the notice says'),
          p(
            'When you factor an invoice, you assign the right to be paid to the factor. The notice of assignment tells your buyer this and asks it to pay that invoice, and future invoices, to a collection account in the factor’s name. Nothing else changes: the same goods, the same price, the same terms. The buyer signs an acknowledgement, sometimes also confirming that it knows of no dispute on the invoices.',
          ),
          h2('Why the acknowledgement matters'),
          p(
            'Until a buyer has been notified, paying you still settles its debt. Once it has acknowledged the notice, it should pay the factor, and it knows a payment to any other account may not discharge the invoice. The acknowledgement is also evidence that the buyer accepts the invoices, which is why it often means faster funding and sharper pricing.',
          ),
          h2('Three things that go wrong'),
          ul([
            '**The buyer pays your old account.** Accounts-payable systems are not always updated. If money lands with you, pass it to the factor within the days your agreement allows; it is not yours to use.',
            '**The buyer’s terms forbid assignment.** Some purchase conditions restrict assigning receivables. The law in several countries limits such clauses, but a factor will still want the buyer’s clear consent, so read the buyer’s standard terms first.',
            '**The buyer is unsettled by the letter.** Call your contact before the notice arrives. Explain that factoring is routine, that you are not in difficulty, and that it lets you offer the terms they asked for.',
          ]),
        ),
        seo: {
          title: 'Notice of assignment in export factoring',
          description:
            'What a notice of assignment tells your overseas buyer, why its acknowledgement matters, and how to avoid misdirected payments and anti-assignment clauses.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-edpms-shipping-bill',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'neha',
    publishedAt: '2025-07-29T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: a shipping bill with a tick mark linked by a line to a bank building' } },
    related: ['finsight-ef-gst-on-factoring-fees', 'finsight-ef-dilution-maths'],
    content: {
      'en-in': {
        title: 'Factoring and EDPMS: closing the shipping bill cleanly',
        slug: 'factoring-and-edpms-shipping-bill',
        excerpt:
          'An advance in your account is not the same as a realised export. Agree how each factored shipping bill will be closed in EDPMS before you ship.',
        body: doc(
          h2('Every shipping bill waits in EDPMS'),
          p(
            'Each shipping bill is reported to RBI’s Export Data Processing and Monitoring System (EDPMS) against the authorised dealer (AD) bank named on it. The entry stays open until that bank reports that the export value has been realised. Entries left open beyond the permitted realisation period lead to follow-up from the bank, can put an exporter on RBI’s caution list, and can trigger recovery of export incentives under the Foreign Trade Policy.',
          ),
          p(
            'The realisation period has been nine months for most exporters for many years, but it has been extended at times as relief, and special categories have their own periods. Confirm the current period with your AD bank and the RBI Master Direction on Export of Goods and Services.',
          ),
          h2('Where factoring fits'),
          p(
            'The factor’s advance is finance against the invoice. What closes the entry is how the export proceeds reach India and how your AD bank reports them against the shipping bill. The process can differ between recourse and non-recourse arrangements, so agree it with the factor and your AD bank at the start, not when the first entry shows as overdue.',
          ),
          h2('A short checklist'),
          ul([
            'The AD bank code on the shipping bill is the bank through which the proceeds will actually be reported.',
            'Ask the buyer to quote your invoice number on every remittance, so payments can be matched to the right shipping bill.',
            'Short payments, credit notes and foreign bank charges leave a gap that must be regularised through your AD bank under RBI’s rules on reduction and write-off.',
            'Check each month that realised shipments appear in your e-BRC data on the DGFT platform.',
          ]),
        ),
        seo: {
          title: 'Export factoring and EDPMS: closing entries',
          description:
            'How factored exports are realised and closed in RBI’s EDPMS, why open shipping bills are risky, and a four-point checklist for Indian exporters.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-sizing-buyer-limit',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-08-26T10:00:00+05:30',
    cover: { motif: 'chart', alt: { 'en-in': 'Illustration: a bar chart of outstanding invoices rising above a dotted limit line' } },
    related: ['finsight-ef-seasonal-peaks', 'finsight-ef-hidden-cost-90-day-terms'],
    content: {
      'en-in': {
        title: 'Sizing the buyer limit you actually need',
        slug: 'sizing-the-buyer-limit-you-need',
        excerpt: 'A factoring limit caps unpaid invoices at any one time, not annual sales. Work out your peak outstanding before you ask for a limit.',
        body: doc(
          h2('A limit is a ceiling on what is unpaid'),
          p(
            'Exporters often ask for a limit equal to a month’s sales, or a year’s. Neither is right. A buyer limit caps the total of invoices funded and not yet paid by that buyer at any one time. What you need is the outstanding amount at your busiest point.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, you sell USD 2.4 million a year to one buyer on 90-day terms, and it pays on average 10 days late. Invoices stay unpaid for about 100 days, so the average amount outstanding is roughly 2,400,000 × 100/360 ≈ USD 667,000.',
          ),
          p(
            'If the limit is USD 400,000, about USD 267,000 of invoices cannot be funded on an average day. They wait until the buyer’s payments free up room, exactly when you wanted the cash. If your shipments are seasonal, the peak will be higher than the average.',
          ),
          h2('Why the limit may be lower than you need'),
          p(
            'A limit follows the buyer’s credit strength and the credit insurer’s appetite, not your sales plan. A buyer taking 60% of your exports may still only get a limit that fits its own balance sheet.',
          ),
          ul([
            'Ask for a review with the buyer’s latest accounts and your record of on-time payments.',
            'Shorter terms cut the outstanding amount directly: at 60 days, the same sales need about a third less.',
            'Fund any excess from another source, such as recourse finance or your bank, and keep that split clear so no invoice is financed twice.',
            'Share forecasts early: a limit raised after you ship helps less than one raised before.',
          ]),
        ),
        seo: {
          title: 'How to size a factoring buyer limit',
          description:
            'Work out the factoring limit you need from sales, terms and late days, with a worked USD 2.4 million example and options if the limit falls short.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-due-date-trigger',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-09-23T10:00:00+05:30',
    cover: { motif: 'ship', alt: { 'en-in': 'Illustration: a container ship between two calendar pages marked departure and arrival' } },
    tool: '/interest-calculator',
    related: ['finsight-ef-hidden-cost-90-day-terms'],
    content: {
      'en-in': {
        title: '90 days from when? The due-date trigger and your cost',
        slug: '90-days-from-when-due-date-trigger',
        excerpt:
          'Ninety days from the bill of lading and ninety days from arrival are different credit periods. The trigger you agree changes your factoring cost.',
        body: doc(
          h2('Same 90 days, different tenors'),
          p(
            'Payment terms need a starting point: the invoice date, the bill of lading date, the arrival date or the buyer’s acceptance after inspection. A factor funds you at shipment, and the discount charge runs until the buyer pays. Every day between shipment and the start of the 90 days is a day you pay for.',
          ),
          h2('A worked example'),
          p('Illustratively, a USD 60,000 invoice with a 90% advance (USD 54,000) at 8% a year on a 360-day basis, funded on the bill of lading date:'),
          ul([
            '**90 days from bill of lading:** 54,000 × 8% × 90/360 = USD 1,080.',
            '**90 days from arrival,** with 35 days at sea and in port: 125 days, or USD 1,500.',
            '**90 days from acceptance,** if inspection adds another 10 days: 135 days, or USD 1,620.',
          ]),
          p(
            'The cost is only part of it. A bill of lading date is printed on a document. An arrival date needs evidence, and an acceptance date is in the buyer’s hands, which makes the due date itself a matter for discussion.',
          ),
          h2('Write the trigger down clearly'),
          ul([
            'State the trigger and its evidence in the purchase order and on the invoice, for example “payment 90 days from bill of lading date”.',
            'Avoid “90 days from receipt of goods” unless you can prove the date of receipt.',
            'Check that the total period fits the maximum credit period in your termsheet.',
            'If the buyer wants terms from arrival, price the extra transit days into your quote.',
          ]),
        ),
        seo: {
          title: 'Payment terms: what starts the 90 days?',
          description:
            'Bill of lading, arrival or acceptance: how the due-date trigger in export payment terms changes your factoring cost, with a worked USD example.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-five-documents',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'arjun',
    publishedAt: '2025-10-21T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: five stacked trade documents with a clock showing twenty-four hours' } },
    related: ['finsight-ef-notice-of-assignment', 'finsight-ef-edpms-shipping-bill'],
    content: {
      'en-in': {
        title: 'Five documents that decide same-day factoring funding',
        slug: 'five-documents-for-fast-factoring-funding',
        excerpt: 'Funding within 24 hours depends less on the factor than on five documents telling the same story. Here are the mismatches that cause delays.',
        body: doc(
          h2('The set'),
          ul([
            '**Commercial invoice:** number, date, the buyer’s full legal name, Incoterm, payment terms and the assignment wording your factor gives you.',
            '**Packing list:** quantities, packages and weights that match the invoice.',
            '**Bill of lading or airway bill:** shipper, consignee, ports and the shipment date.',
            '**Shipping bill:** with the Let Export Order, showing the invoice number and value.',
            '**Purchase order or contract:** the buyer’s commitment, with the latest shipment date and terms.',
          ]),
          h2('Mismatches that stall funding'),
          ul([
            'The buyer’s name is abbreviated on the invoice but appears in full on the approved limit.',
            'The invoice value differs from the shipping bill value with no visible reason. Under CIF, for instance, freight and insurance explain the difference, so show them on the invoice.',
            'Quantities on the packing list and the invoice do not agree after a last-minute change.',
            'The bill of lading date falls after the latest shipment date in the purchase order.',
            'The payment terms on the invoice differ from those approved in the termsheet.',
          ]),
          h2('One habit that helps'),
          p(
            'Prepare all five documents from the same order record, not by copying from last month’s files. Before uploading, read them side by side for four things: names, numbers, dates and values. Ten minutes of checking usually decides whether the advance arrives tomorrow or next week.',
          ),
        ),
        seo: {
          title: 'Five export documents for fast factoring',
          description:
            'The commercial invoice, packing list, bill of lading, shipping bill and purchase order a factor needs, and the common mismatches that delay same-day funding.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-alongside-bank-credit',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-11-18T10:00:00+05:30',
    cover: { motif: 'handshake', alt: { 'en-in': 'Illustration: a bank building and a factoring desk joined by a handshake over an invoice' } },
    related: ['finsight-ef-reading-termsheet'],
    content: {
      'en-in': {
        title: 'Factoring alongside bank credit: start with your bank’s charge',
        slug: 'factoring-alongside-bank-export-credit',
        excerpt: 'You can factor some buyers and keep bank credit for the rest. The first step is agreeing with your bank which receivables it releases.',
        body: doc(
          h2('Why the two fit together'),
          p(
            'Bank export credit, whether pre-shipment packing credit or post-shipment finance such as bill discounting, is usually sanctioned on your balance sheet and collateral, with recourse to you. A factoring limit is set on each buyer. Many exporters keep the bank for letter-of-credit sales and pre-shipment needs, and factor open-account buyers to add capacity without touching their bank limits.',
          ),
          h2('The conversation to have first'),
          p(
            'Working-capital facilities in India are commonly secured by hypothecation of stock and book debts. If your bank holds a charge over all your receivables, an invoice you assign to a factor is also covered by that charge. Before the first shipment, the factor will ask for a no-objection letter from your bank releasing the receivables of the buyers you plan to factor.',
          ),
          ul([
            'Tell your relationship manager which buyers you want to factor and why.',
            'Ask for the release to cover named buyers, so the rest of your book stays with the bank.',
            'Expect the bank to revisit your drawing power, which is often calculated on eligible receivables.',
            'Make sure each invoice is financed once only, never by the bank and the factor together.',
          ]),
          h2('Comparing the cost fairly'),
          p(
            'For a strong borrower, bank credit can be cheaper per rupee. Factoring pricing includes credit cover and collections that bank finance does not. Compare like with like: a non-recourse advance with collection support against bank finance plus the credit insurance and follow-up you would otherwise buy or do yourself.',
          ),
        ),
        seo: {
          title: 'Export factoring alongside your bank limits',
          description:
            'How export factoring works next to bank packing credit and bill discounting, why your bank’s charge on book debts comes first, and how to compare.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-factoring-and-fx-hedge',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2025-12-16T10:00:00+05:30',
    cover: { motif: 'coins', alt: { 'en-in': 'Illustration: dollar and rupee coins on a seesaw balanced over an invoice' } },
    related: ['finsight-ef-advance-vs-discount-rate'],
    content: {
      'en-in': {
        title: 'Factoring changes your hedge: don’t cover an invoice twice',
        slug: 'factoring-and-your-fx-hedge',
        excerpt:
          'When an advance arrives on day one, most of your currency exposure goes with it. A forward booked for the full invoice can become a position you never meant to take.',
        body: doc(
          h2('Where the exposure goes'),
          p(
            'Without factoring, a dollar invoice is exposed to the exchange rate until the buyer pays. With factoring, if the advance is paid in rupees or you convert it when it arrives, most of the invoice is converted on the day you are funded. Only the balance, the part paid when the buyer settles, stays exposed.',
          ),
          h2('A worked example'),
          p(
            'An exporter ships a USD 100,000 invoice on 90-day terms and, out of habit, books a 90-day forward contract for the full USD 100,000. Two days later the factor advances USD 90,000, which is converted at the spot rate.',
          ),
          p(
            'On day 90 the buyer pays the factor, and the exporter receives the balance: USD 10,000 less, say, USD 2,300 of charges, or USD 7,700. The forward still requires it to deliver USD 100,000. Around USD 92,300 of that contract now has no dollars behind it and must be cancelled or rolled over, with a gain or loss that depends purely on where the rupee has moved. That is a currency bet nobody decided to place.',
          ),
          h2('Better practice'),
          ul([
            'Decide, invoice by invoice, whether an invoice will be factored before you hedge it.',
            'For factored invoices, hedge the expected balance net of charges, or time any cover to the advance date.',
            'Tell your treasury team and your AD bank which invoices are factored: a hedge should match a real exposure, and your bank may ask for evidence of it under RBI’s hedging rules.',
            'Review open forwards each month against invoices already funded.',
          ]),
        ),
        seo: {
          title: 'Export factoring and your currency hedge',
          description:
            'Why a forward for the full invoice can over-hedge a factored export, worked through on a USD 100,000 invoice, and how exporters should hedge instead.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-late-payment-day-91',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2026-01-20T10:00:00+05:30',
    cover: { motif: 'calendar', alt: { 'en-in': 'Illustration: a calendar page for day 91 with a bell and an unpaid invoice' } },
    related: ['finsight-ef-non-recourse-cost', 'finsight-ef-disputes-not-credit-risk'],
    content: {
      'en-in': {
        title: 'What happens on day 91: late payment and cover',
        slug: 'what-happens-when-a-buyer-pays-late',
        excerpt: 'A late buyer is not yet a claim. Here is how the days after the due date play out, what they cost, and what you must do to keep your cover.',
        body: doc(
          h2('The first days after the due date'),
          p(
            'Many overseas buyers pay a few days late as a matter of routine. In most facilities the discount charge keeps running on the advance until the money arrives, and some add a late charge. The factor’s collections team follows up with the buyer’s accounts-payable team, usually well before the invoice becomes a concern.',
          ),
          p(
            'Illustratively, on a USD 40,000 invoice with a USD 36,000 advance at 8% a year, each 30 days of delay adds 36,000 × 8% × 30/360 = USD 240. Annoying, but small.',
          ),
          h2('When late becomes a claim'),
          p(
            'Credit cover distinguishes an overdue invoice from protracted default. A claim arises only after a waiting period, stated in the policy and your termsheet, counted from the due date or from the notification of non-payment. Until then, the invoice is simply late, and the cover depends on you meeting a few obligations.',
          ),
          h2('What you must do'),
          ul([
            'Report any overdue invoice, or any news of the buyer’s difficulties, within the days your agreement sets.',
            'Do not extend the due date or agree a payment plan with the buyer without the factor’s consent.',
            'Stop further shipments on credit if the factor asks. Goods shipped to a buyer already in default may not be covered.',
            'Keep every email in which the buyer promises payment or raises a complaint; they decide whether this is a credit matter or a dispute.',
          ]),
        ),
        seo: {
          title: 'Late export payments and factoring cover',
          description:
            'What happens when an overseas buyer pays late: the running cost, the waiting period before a credit claim, and the duties that keep your cover valid.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-dilution-maths',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2026-02-17T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: an invoice with a corner torn off and a smaller credit note beside it' } },
    related: ['finsight-ef-disputes-not-credit-risk', 'finsight-ef-advance-vs-discount-rate'],
    content: {
      'en-in': {
        title: 'Credit notes and short payments: the maths of dilution',
        slug: 'credit-notes-short-payments-dilution',
        excerpt:
          'The part of the invoice a factor holds back is there to absorb claims and credit notes. When dilution is bigger than that reserve, you pay the difference.',
        body: doc(
          h2('What dilution means'),
          p(
            'Dilution is anything that reduces what the buyer pays without being a credit loss: quality claims, credit notes, volume rebates, promotional allowances, returns. The 10% or so that a factor does not advance is a reserve against it. Your balance on each invoice is what is left of that reserve after dilution and charges.',
          ),
          h2('A worked example'),
          p('Illustratively: a USD 80,000 invoice, a 90% advance of USD 72,000, and USD 1,500 of discount charge and fees. The factor is owed USD 73,500.'),
          ul([
            '**Claim of USD 4,000, settled by credit note.** The buyer pays USD 76,000. The factor keeps USD 73,500 and releases USD 2,500 to you.',
            '**Claim of USD 10,000.** The buyer pays USD 70,000, which is USD 3,500 short of what the factor is owed. You refund the USD 3,500. Credit cover does not apply, because this is a dispute, not a credit loss.',
          ]),
          h2('Keeping dilution under control'),
          ul([
            'Tell the factor about rebates and allowances agreed with the buyer before you start. Planned dilution is fine; surprises are not.',
            'Know your own dilution rate: credit notes as a share of invoiced sales over the past year. Factors set advance rates with it in mind.',
            'Issue credit notes against specific invoices, not as a general deduction from the next payment.',
            'If dilution on a buyer is high, a slightly lower advance rate is cheaper than repeated refunds.',
          ]),
        ),
        seo: {
          title: 'Dilution in factoring: credit notes explained',
          description:
            'How credit notes, claims and rebates reduce your factoring balance, worked through on a USD 80,000 invoice, and four ways exporters keep dilution under control.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-gst-on-factoring-fees',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'neha',
    publishedAt: '2026-03-17T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: a tax invoice with a GST stamp next to a refund arrow' } },
    related: ['finsight-ef-true-annual-cost', 'finsight-ef-edpms-shipping-bill'],
    content: {
      'en-in': {
        title: 'GST on factoring fees when you export under LUT',
        slug: 'gst-on-factoring-fees-lut-exporters',
        excerpt:
          'GST charged on your factoring fees is not a dead cost if you export under a Letter of Undertaking. It is input tax credit you can claim back.',
        body: doc(
          h2('Which charges carry GST'),
          p(
            'A factoring bill usually has two kinds of charge. The discount or interest for the days an advance is outstanding is generally exempt from GST as consideration for extending credit. Service fees, processing fees and similar charges are generally taxable at the rate for financial services. CBIC has issued clarifications on how GST applies to factoring, so confirm the current treatment and rate with your tax adviser.',
          ),
          h2('Why it is not a dead cost under LUT'),
          p(
            'Exports are zero-rated supplies. If you export goods under a Letter of Undertaking (LUT), you pay no IGST on the exports, and the GST you pay on inputs and input services becomes unutilised input tax credit. You can claim that credit as a refund under section 54 of the CGST Act, using the formula in Rule 89, which relates the refund to your zero-rated turnover. Fees charged on your export receivables are input services like any other.',
          ),
          p(
            'Illustratively, if your service fees in a quarter are INR 40,000 and GST on them at 18% is INR 7,200, that INR 7,200 can come back through the refund. Your real cost is the INR 40,000.',
          ),
          h2('What makes the credit claimable'),
          ul([
            'Give the factor your GSTIN and registered state, so its invoices are issued to the correct registration.',
            'Check each month that the factor’s invoices appear in your GSTR-2B; credit that is missing there cannot be claimed.',
            'Include the credit in your refund application for the relevant period.',
            'Keep the fee invoices with the export invoices they relate to, for when the refund is examined.',
          ]),
        ),
        seo: {
          title: 'GST on factoring fees for LUT exporters',
          description:
            'Which factoring charges attract GST, why GST on fees is refundable input tax credit for exporters under LUT, and how to make sure the credit can be claimed.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-trial-order-new-buyer',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2026-04-14T10:00:00+05:30',
    cover: { motif: 'container', alt: { 'en-in': 'Illustration: a single small container on a quay with a larger stack behind it' } },
    related: ['finsight-ef-what-factor-checks-buyer', 'finsight-ef-sizing-buyer-limit'],
    content: {
      'en-in': {
        title: 'Factoring a trial order from a new buyer',
        slug: 'factoring-a-trial-order-new-buyer',
        excerpt:
          'A new buyer wants open-account terms on a small first order. Factoring the trial order protects you and builds the record that unlocks a bigger limit.',
        body: doc(
          h2('The usual dilemma'),
          p(
            'A buyer you have never worked with places a trial order and asks for 60 or 90 days. The order is small enough that it feels safe to ship unprotected, and large enough that losing it would hurt. If it goes well, the next orders will be several times bigger, and that is when you will want finance and cover in place.',
          ),
          h2('How a factor treats a new buyer'),
          p(
            'A factor assesses a new buyer on its own information, since there is no payment history with you yet. It may approve a modest limit to start with and review it once invoices have been paid on time. The payment record from those first invoices is what supports a larger limit later.',
          ),
          p(
            'Illustratively: a first order of USD 25,000 against a starting limit of USD 30,000. After two invoices paid on their due dates, the limit is reviewed to USD 120,000 to match the buyer’s planned orders.',
          ),
          h2('Steps that help'),
          ul([
            'Ask for the buyer assessment before you confirm the order. It usually takes days, not hours.',
            'Agree payment terms you can fund, and make sure the termsheet covers them.',
            'Send the notice of assignment with the first invoice, so the buyer’s accounts team sets up the payment details once.',
            'Do not ship beyond the approved limit in the hope of a quick review.',
            'Share the buyer’s order forecast with the factor as soon as you have it.',
          ]),
        ),
        seo: {
          title: 'Factoring a trial order from a new buyer',
          description:
            'Using export factoring on a first order from a new overseas buyer: what the factor checks, how starting limits grow, and steps for a smooth first shipment.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-true-annual-cost',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2026-05-12T10:00:00+05:30',
    cover: { motif: 'chart', alt: { 'en-in': 'Illustration: a line chart with a percentage marker beside a calculator' } },
    tool: '/interest-calculator',
    related: ['finsight-ef-advance-vs-discount-rate', 'finsight-ef-gst-on-factoring-fees'],
    content: {
      'en-in': {
        title: 'Turning a factoring quote into one annual rate',
        slug: 'factoring-quote-as-one-annual-rate',
        excerpt:
          'A discount rate plus a fee on the invoice makes factoring hard to compare with other finance. One formula turns it into a single annual rate.',
        body: doc(
          h2('Why the headline rate is not the cost'),
          p(
            'A factoring quote has a discount rate, charged on the advance for the days it is outstanding, and a service fee, charged once on the invoice value. The fee does not depend on the number of days, so the shorter the credit period, the more it adds to the annual cost.',
          ),
          p(
            '**All-in annual rate ≈ (discount charge + fees) ÷ advance × 360 ÷ days outstanding.** Use 365 instead of 360 for rupee advances if that is how your quote is calculated.',
          ),
          h2('A worked example'),
          p(
            'Illustratively: a USD 100,000 invoice, a 90% advance of USD 90,000, a discount rate of 7.5% a year and a service fee of 0.4% of the invoice (USD 400).',
          ),
          ul([
            '**60 days:** discount charge USD 1,125, plus the USD 400 fee, is USD 1,525. 1,525 ÷ 90,000 × 360 ÷ 60 ≈ **10.2% a year**.',
            '**30 days:** USD 562.50 plus USD 400 is USD 962.50, or about **12.8% a year**.',
            '**90 days:** USD 1,687.50 plus USD 400 is USD 2,087.50, or about **9.3% a year**.',
          ]),
          p(
            'The same quote costs anywhere from about 9% to 13% a year depending on the credit period. That is the number to compare with your overdraft, your bank’s export credit or another factor’s offer.',
          ),
          h2('Two adjustments'),
          ul([
            'If the buyer usually pays late, use the days it actually takes, not the contractual term.',
            'If you export under LUT, GST on the fee is generally recoverable as input tax credit, so leave it out of the cost; otherwise, add it in.',
          ]),
        ),
        seo: {
          title: 'Factoring cost as one annual rate',
          description:
            'Convert a factoring quote with a discount rate and a service fee into one all-in annual rate, with worked 30, 60 and 90-day examples on USD 100,000.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-country-risk',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'arjun',
    publishedAt: '2026-06-16T10:00:00+05:30',
    cover: { motif: 'globe', alt: { 'en-in': 'Illustration: a globe with some regions shaded darker and a limit gauge beside it' } },
    related: ['finsight-ef-what-factor-checks-buyer', 'finsight-ef-lc-to-open-account'],
    content: {
      'en-in': {
        title: 'Same buyer quality, different limit: country risk',
        slug: 'country-risk-and-factoring-limits',
        excerpt:
          'Two equally sound buyers can get very different factoring limits because of where they are. Country risk is priced separately from the buyer itself.',
        body: doc(
          h2('Risks that have nothing to do with the buyer'),
          p(
            'A well-run importer can still fail to pay you for reasons outside its control. Factors and credit insurers assess these separately from the buyer’s own credit:',
          ),
          ul([
            '**Transfer and convertibility risk:** the buyer pays in local currency, but foreign exchange is rationed or delayed.',
            '**Payment moratoria and political events** that stop cross-border payments for a period.',
            '**Sanctions** on the country, on sectors or on banks the payment must pass through.',
            '**Enforcement:** how long it takes to recover a debt through the local courts or insolvency process.',
          ]),
          h2('How it shows up in your termsheet'),
          p(
            'Country risk appears as a lower buyer limit, a shorter maximum credit period, a higher fee, or no cover at all for some markets. Some credit cover treats political and transfer risk differently from buyer insolvency, so check exactly which events your cover includes for each country.',
          ),
          h2('What you can do'),
          ul([
            'Ask which countries the factor can cover before you quote open-account terms to a buyer there.',
            'For higher-risk markets, consider a letter of credit confirmed by a bank outside the buyer’s country.',
            'Shorten credit periods, or ask for part payment in advance, where limits are tight.',
            'Watch how the buyer’s bank handles its first payment: delays there are an early warning.',
          ]),
        ),
        seo: {
          title: 'Country risk and export factoring limits',
          description:
            'Why equally strong buyers in different countries get different factoring limits: transfer, political, sanctions and enforcement risk, and what to do.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-lc-to-open-account',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2026-08-11T10:00:00+05:30',
    cover: { motif: 'ship', alt: { 'en-in': 'Illustration: a ship carrying a letter of credit toward an open ledger' } },
    related: ['finsight-ef-country-risk', 'finsight-ef-non-recourse-cost'],
    content: {
      'en-in': {
        title: 'Moving a buyer from LC to open account, safely',
        slug: 'moving-a-buyer-from-lc-to-open-account',
        excerpt:
          'When a long-standing buyer asks to drop the letter of credit, a staged move with factoring keeps you protected and can earn you something in return.',
        body: doc(
          h2('Why buyers ask'),
          p(
            'A letter of credit costs the buyer issuance fees and uses its bank lines. Competitors offering open-account terms make the request more pressing. For you, the LC gives a bank’s undertaking to pay under UCP 600, but only if your documents comply strictly, and discrepancies, amendments and confirmation fees have their own cost.',
          ),
          h2('A staged path'),
          ul([
            '**Letter of credit** while the relationship is new.',
            '**Documents against payment**, where banks handle the documents under URC 522 but do not undertake to pay. A step down in protection, used by some exporters as a bridge.',
            '**Open account with factoring on shorter terms**, say 30 to 60 days, with a buyer limit and credit cover in place.',
            '**Open account on the full terms the buyer wants**, once it has paid on time for several cycles.',
          ]),
          h2('What you give up and what you gain'),
          p(
            'Open account with non-recourse factoring protects you if the buyer becomes insolvent or stops paying, but not in a dispute over the goods. An LC protects you against non-payment only if your documents are right. Many exporters find the second risk bigger than they thought.',
          ),
          p(
            'The buyer saves the LC costs. It is fair to ask for part of that saving back, as a larger order, a longer contract or a small price adjustment, rather than giving it away.',
          ),
        ),
        seo: {
          title: 'From letter of credit to open account',
          description:
            'A staged way to move an export buyer from letters of credit to open account with factoring, what protection changes, and what to ask for in return.',
        },
      },
    },
  },
  {
    key: 'finsight-ef-seasonal-peaks',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'priya',
    publishedAt: '2026-10-13T10:00:00+05:30',
    cover: { motif: 'calendar', alt: { 'en-in': 'Illustration: a calendar with autumn months highlighted over rising container stacks' } },
    related: ['finsight-ef-sizing-buyer-limit'],
    content: {
      'en-in': {
        title: 'Planning factoring limits for your peak season',
        slug: 'factoring-limits-for-peak-season',
        excerpt:
          'Seasonal exporters hit their limits weeks after the busiest shipping month. Work out the peak in advance and ask for a review before it arrives.',
        body: doc(
          h2('The peak comes later than you think'),
          p(
            'Exporters of home textiles, gifts, garments and seasonal foods ship most of their year in a few months. On 90-day terms, the invoices from those months are all unpaid at the same time, so the outstanding balance peaks after the shipping peak, just when you need funding for the last orders.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, an exporter normally ships USD 100,000 a month to one buyer on 90-day terms, so about USD 300,000 is outstanding. For the holiday season it ships USD 150,000 in July, USD 250,000 in August, USD 250,000 in September and USD 150,000 in October.',
          ),
          ul([
            'End of September: July, August and September are all unpaid, USD 650,000.',
            'End of October: July has been paid, but August, September and October are outstanding, still USD 650,000.',
            'With a USD 350,000 limit, about USD 300,000 of peak-season invoices cannot be funded when they ship.',
          ]),
          h2('How to plan for it'),
          ul([
            'Share your season’s shipment plan with the factor six to eight weeks before the first big month.',
            'Ask for a temporary limit increase covering the peak months, which can be easier to approve than a permanent one.',
            'Bring the buyer’s confirmed orders and your payment record from last season.',
            'If the increase is partial, decide early which invoices go to the factor and which to another source, rather than during the rush.',
          ]),
        ),
        seo: {
          title: 'Factoring limits for seasonal exporters',
          description:
            'Why unpaid invoices peak after your busiest shipping month, a worked example for a holiday-season exporter, and how to plan a temporary limit increase.',
        },
      },
    },
  },

  // ——— Purchase order financing (India) ———
  {
    key: 'finsight-pof-your-share-of-the-order',
    kind: 'finsight',
    product: 'purchase-order-financing',
    author: 'priya',
    publishedAt: '2025-03-25T10:00:00+05:30',
    cover: { motif: 'factory', alt: { 'en-in': 'Illustration: a factory with a purchase order split into two coloured shares' } },
    related: ['finsight-pof-tranches', 'finsight-pof-shipment-delay'],
    content: {
      'en-in': {
        title: 'PO finance: the share of the order you still fund',
        slug: 'po-finance-share-you-still-fund',
        excerpt: 'Purchase order financing covers part of your production cost, not all of it. Plan your own share, and what happens to it when costs overrun.',
        body: doc(
          h2('How the money flows'),
          p(
            'Purchase order financing funds a share of the cost of producing a confirmed export order. On shipment, the invoice moves into export factoring, and the factoring advance repays the PO finance first. The rest of the cost, and any overrun, comes from you.',
          ),
          h2('A worked example'),
          p(
            'Illustratively: a USD 100,000 FOB order from a European buyer. Production costs USD 78,000: raw material USD 50,000, job work USD 18,000, packing and inland freight USD 10,000. The PO finance covers 70% of cost.',
          ),
          ul([
            '**PO finance drawn:** USD 54,600 in tranches over 45 days, with about USD 650 of discount charge.',
            '**Your share:** USD 23,400, spent during production.',
            '**On shipment:** the factoring advance of USD 90,000 repays USD 55,250 and USD 34,750 reaches you, recovering your share and part of your margin.',
            '**When the buyer pays:** the USD 10,000 balance, less factoring charges.',
          ]),
          h2('Where the plan breaks'),
          p(
            'If yarn or steel prices rise 10% mid-order, raw material costs USD 55,000 instead of USD 50,000. The PO finance was sized on the original costing and does not grow automatically, so your share becomes USD 28,400. A margin that looked comfortable on paper can leave you short of cash in week five.',
          ),
          ul([
            'Know where your share will come from before you accept the order.',
            'Lock raw-material prices with suppliers where you can, or build a buffer into the costing.',
            'Tell your financier about cost changes early, while the tranche plan can still be adjusted.',
          ]),
        ),
        seo: {
          title: 'PO financing: the part of the order you fund',
          description:
            'PO financing covers part of production cost and is repaid from the factoring advance. A worked USD 100,000 example shows the cash you still need.',
        },
      },
    },
  },
  {
    key: 'finsight-pof-tranches',
    kind: 'finsight',
    product: 'purchase-order-financing',
    author: 'priya',
    publishedAt: '2025-10-07T10:00:00+05:30',
    cover: { motif: 'coins', alt: { 'en-in': 'Illustration: three stacks of coins of increasing height along a production line' } },
    tool: '/interest-calculator',
    related: ['finsight-pof-your-share-of-the-order', 'finsight-pof-shipment-delay'],
    content: {
      'en-in': {
        title: 'Why PO finance is released in tranches',
        slug: 'why-po-finance-is-released-in-tranches',
        excerpt: 'Drawing PO finance stage by stage, as production needs it, costs less than taking it all on day one, and keeps the order on track.',
        body: doc(
          h2('Money when production needs it'),
          p(
            'An export order does not need all its cash on day one. Raw material is bought first, job work is paid a few weeks later, and packing and inland freight come just before shipment. Purchase order financing is released in matching tranches, each against supplier invoices or a short note on how the money will be used.',
          ),
          h2('What tranches save'),
          p('Illustratively: USD 60,000 of PO finance at 10% a year, on a 360-day basis, for an order that ships on day 60.'),
          ul([
            '**Drawn in one go on day 0:** 60,000 × 10% × 60/360 = USD 1,000.',
            '**Drawn in three tranches:** USD 30,000 on day 0 for 60 days (USD 500), USD 20,000 on day 20 for 40 days (about USD 222) and USD 10,000 on day 40 for 20 days (about USD 56). Total about USD 778.',
          ]),
          p('The saving of about USD 222 is modest on one order. Across a year of orders it adds up, and it is not the main reason tranches exist.'),
          h2('The bigger reason: control'),
          p(
            'Tranches tie the money to the order it was raised for. Cash drawn up front tends to leak into other orders, older supplier bills or salaries, and then it is missing when job work falls due. Each tranche also gives the financier a checkpoint on progress, which is what makes unsecured production finance possible.',
          ),
          p('Three mistakes undo that control:'),
          ul([
            'Using a tranche for a different order, then running short on this one.',
            'Requesting a tranche without the supplier invoice, which delays release.',
            'Leaving the packing and freight tranche out of the plan, then paying for it from your own cash.',
          ]),
        ),
        seo: {
          title: 'Why PO finance comes in tranches',
          description:
            'How drawing purchase order finance in stages cuts the discount charge and keeps cash tied to the order, with a worked USD 60,000 example.',
        },
      },
    },
  },
  {
    key: 'finsight-pof-shipment-delay',
    kind: 'finsight',
    product: 'purchase-order-financing',
    author: 'arjun',
    publishedAt: '2026-07-07T10:00:00+05:30',
    cover: { motif: 'truck', alt: { 'en-in': 'Illustration: a truck waiting at a port gate under a calendar showing three extra weeks' } },
    related: ['finsight-pof-your-share-of-the-order', 'finsight-pof-tranches'],
    content: {
      'en-in': {
        title: 'The real cost of a three-week shipment delay',
        slug: 'real-cost-of-a-shipment-delay',
        excerpt: 'On a financed order, the extra interest from a late shipment is the smallest cost. Penalties, freight and a cancelled order are what hurt.',
        body: doc(
          h2('The finance cost is small'),
          p(
            'Illustratively: USD 55,000 of purchase order finance at 10% a year. A three-week delay adds 55,000 × 10% × 21/360, or about USD 321. Many exporters stop the calculation there. The larger costs sit elsewhere.',
          ),
          h2('The costs that hurt'),
          ul([
            '**Late delivery penalties.** A purchase order might set 1% of value per week of delay, capped at 5%. On a USD 100,000 order, three weeks cost USD 3,000, nearly ten times the finance cost.',
            '**Catch-up freight.** Switching part of the order from sea to air to meet a retail date can cost more than the margin on that part.',
            '**Cancellation.** Many orders let the buyer cancel after the latest shipment date. Then there is no export invoice to factor, and the PO finance has to be repaid from elsewhere.',
            '**Buyer limit timing.** If other invoices to the same buyer have been funded meanwhile, there may be less room under the limit when the delayed order finally ships.',
          ]),
          h2('What to do when a delay is coming'),
          ul([
            'Tell your financier as soon as you know. Short delays are usually handled by extending the tranche.',
            'Get a revised shipment date from the buyer in writing, as an amended purchase order, not just an email saying it is fine.',
            'Check that the new date still fits the credit period and limit in your factoring termsheet.',
            'Record the cause, whether it is a supplier, a port or the buyer’s own change, in case penalties are discussed later.',
          ]),
        ),
        seo: {
          title: 'What a three-week shipment delay costs',
          description:
            'On a financed export order, late-shipment interest is small; penalties, air freight and cancellation cost far more. How to handle a delay well.',
        },
      },
    },
  },

  // ——— Invoice discounting (India) ———
  {
    key: 'finsight-id-msme-45-day-rule',
    kind: 'finsight',
    product: 'invoice-discounting',
    author: 'neha',
    publishedAt: '2025-05-20T10:00:00+05:30',
    cover: { motif: 'calendar', alt: { 'en-in': 'Illustration: a calendar with day 45 circled beside a small factory' } },
    related: ['finsight-id-comparing-offers', 'finsight-id-buyer-confirmation'],
    content: {
      'en-in': {
        title: 'The MSME 45-day rule shortens the wait, not removes it',
        slug: 'msme-45-day-rule-and-invoice-discounting',
        excerpt:
          'The MSMED Act caps payment terms for micro and small suppliers at 45 days. That still leaves 45 days of working capital, which discounting can release.',
        body: doc(
          h2('What the rules say'),
          p(
            'Under section 15 of the MSMED Act, a buyer must pay a micro or small enterprise supplier within the agreed period, which cannot exceed 45 days from acceptance of the goods or services, or within 15 days if no period was agreed. Late payment attracts compound interest at three times the bank rate notified by RBI. Since the 2023-24 tax year, section 43B(h) of the Income-tax Act also allows buyers to deduct such payments only when they are actually made, if they are made after that limit.',
          ),
          p(
            'The protection depends on the supplier’s Udyam registration and category. Traders registered only for priority-sector lending purposes are generally outside these payment provisions. A new Income-tax Bill is also before Parliament, so check the section that applies when you read this.',
          ),
          h2('What it does not change'),
          p(
            'Forty-five days is still 45 days of cash tied up. Illustratively, a micro manufacturer invoicing INR 50 lakh a month to large buyers on 45-day terms has roughly INR 75 lakh outstanding at any time. If it funds that from an overdraft, it pays for it every day.',
          ),
          h2('How discounting fits'),
          ul([
            'Discounting an approved invoice gets you paid within days, while the buyer still pays on its due date.',
            'It does not change the buyer’s obligation: the due date and the 45-day limit stay the same.',
            'Buyers keen to show prompt payment to MSMEs often confirm invoices quickly, which makes them cheaper to discount.',
            'Keep your Udyam certificate current and share it with buyers, so they classify you correctly.',
          ]),
        ),
        seo: {
          title: 'MSME 45-day rule and invoice discounting',
          description:
            'What the MSMED Act 45-day limit and section 43B(h) mean for micro and small suppliers, and why invoice discounting still has a role within 45 days.',
        },
      },
    },
  },
  {
    key: 'finsight-id-comparing-offers',
    kind: 'finsight',
    product: 'invoice-discounting',
    author: 'priya',
    publishedAt: '2025-12-02T10:00:00+05:30',
    cover: { motif: 'chart', alt: { 'en-in': 'Illustration: two offer cards side by side with bar charts of their total cost' } },
    tool: '/interest-calculator',
    related: ['finsight-id-buyer-confirmation', 'finsight-id-msme-45-day-rule'],
    content: {
      'en-in': {
        title: 'Comparing discounting offers on all-in cost',
        slug: 'comparing-invoice-discounting-offers',
        excerpt: 'When financiers bid on your invoice, the lowest rate is not always the cheapest offer. Add the fee, check the advance, then compare.',
        body: doc(
          h2('Three numbers in every offer'),
          p(
            'Each offer on an invoice has an advance (the share of the invoice you receive), a discount rate (charged on the advance for the days until the buyer pays) and a fee (charged once, usually on the invoice value). Looking at any one of them alone is misleading.',
          ),
          h2('A worked example'),
          p('Illustratively: an INR 20 lakh invoice due in 60 days, with charges on a 365-day basis.'),
          ul([
            '**Offer A:** 95% advance (INR 19 lakh) at 10% a year, fee 0.25% (INR 5,000). Discount charge about INR 31,233. Total about INR 36,233.',
            '**Offer B:** 90% advance (INR 18 lakh) at 9.5% a year, fee 0.5% (INR 10,000). Discount charge about INR 28,110. Total about INR 38,110.',
          ]),
          p(
            'Offer B has the lower rate, yet costs about INR 1,900 more and gives you INR 1 lakh less. As an annual rate on the cash received, A costs about 11.6% and B about 12.9%.',
          ),
          h2('Before you accept'),
          ul([
            '**Annualise:** total charges ÷ advance × 365 ÷ days. That gives one number to compare with your overdraft.',
            '**Check recourse:** an offer without recourse to you is worth more than the same price with recourse.',
            '**Check the days:** if the buyer usually pays a week late, cost each offer for the real period.',
            '**GST on fees:** fees are generally taxable; if you are GST-registered and eligible, the tax is usually available as input credit.',
          ]),
        ),
        seo: {
          title: 'How to compare invoice discounting offers',
          description:
            'Advance, rate and fee together decide the cost. A worked INR 20 lakh example shows why the lowest rate can be the dearer offer, and how to annualise it.',
        },
      },
    },
  },
  {
    key: 'finsight-id-buyer-confirmation',
    kind: 'finsight',
    product: 'invoice-discounting',
    author: 'arjun',
    publishedAt: '2026-09-08T10:00:00+05:30',
    cover: { motif: 'handshake', alt: { 'en-in': 'Illustration: an invoice with a confirmation tick passed between two hands' } },
    related: ['finsight-id-comparing-offers'],
    content: {
      'en-in': {
        title: 'Why a buyer-confirmed invoice gets a sharper rate',
        slug: 'buyer-confirmed-invoice-sharper-rate',
        excerpt:
          'A financier prices four risks on every invoice. Buyer confirmation removes three of them, which is why confirmed invoices attract better offers.',
        body: doc(
          h2('Four risks in every invoice'),
          ul([
            '**Credit risk:** the buyer cannot pay.',
            '**Dilution:** the buyer pays less because of claims, returns or deductions.',
            '**Fraud:** the invoice is fictitious, inflated or has already been financed elsewhere.',
            '**Payment diversion:** the buyer pays the supplier’s own account, and the money never reaches the financier.',
          ]),
          h2('What confirmation does'),
          p(
            'When the buyer confirms an invoice on the platform, it states that the goods or services were received, that the amount is payable on the due date and that it will pay the designated account. That takes dilution, fraud and diversion largely off the table. What remains is the buyer’s credit, which for a large corporate buyer is exactly the risk financiers are most comfortable taking. That is why several financiers may compete for a confirmed invoice.',
          ),
          p(
            'For businesses required to issue GST e-invoices, the invoice reference number (IRN) shows the invoice was reported to the GST system, and an e-way bill evidences the movement of goods. The e-invoicing turnover threshold has been lowered in stages, so check the current limit on CBIC’s website.',
          ),
          h2('Getting confirmations quickly'),
          ul([
            'Ask buyers to nominate one accounts-payable contact to confirm invoices on the platform.',
            'Match every invoice to a purchase order number and the goods receipt, so there is nothing to query.',
            'Raise invoices promptly after delivery; old invoices take longer to confirm.',
            'Resolve short deliveries with a credit note before listing, not after.',
          ]),
        ),
        seo: {
          title: 'Buyer-confirmed invoices get better rates',
          description:
            'Credit, dilution, fraud and diversion: how buyer confirmation removes three of four invoice discounting risks, and how to get confirmations quickly.',
        },
      },
    },
  },

  // ——— Business loans (India) ———
  {
    key: 'finsight-bl-match-tenure-to-need',
    kind: 'finsight',
    product: 'business-loan',
    author: 'priya',
    publishedAt: '2025-02-04T10:00:00+05:30',
    cover: { motif: 'calendar', alt: { 'en-in': 'Illustration: a long calendar strip for a term loan beside a short one for an invoice' } },
    related: ['finsight-bl-kfs-and-apr', 'finsight-bl-gst-and-bank-data'],
    content: {
      'en-in': {
        title: 'Term loan or invoice finance? Match tenure to the need',
        slug: 'term-loan-or-invoice-finance',
        excerpt: 'A two-year loan for a three-month cash gap means paying for money you do not need. Match how long you borrow to how long the need lasts.',
        body: doc(
          h2('The mismatch'),
          p(
            'Businesses often take a term loan for a short, repeating need, such as stock for the festive season or a gap while large customers pay. The loan arrives, the season passes, and the EMIs continue for two years whether the cash is being used or sitting in a current account.',
          ),
          h2('A worked example'),
          p('Illustratively, a distributor needs INR 30 lakh for about three months each year.'),
          ul([
            '**Term loan:** INR 30 lakh over 24 months at 16% a year. EMI about INR 1.47 lakh; total interest about INR 5.25 lakh over two years.',
            '**Invoice finance each season:** INR 30 lakh for 90 days at 12% a year, about INR 88,800 per season, or about INR 1.78 lakh for two seasons.',
          ]),
          p(
            'The rates are illustrative. The point is the structure: for most of the two years, the term loan charges interest on money the business does not need, and the EMIs compete with the very cash flow it was meant to support.',
          ),
          h2('A rule of thumb'),
          ul([
            '**Short, self-repaying needs** such as receivables and seasonal stock: invoice finance or a working-capital line that is repaid when customers pay.',
            '**Long-lived assets** such as a machine, a vehicle or a new outlet: a term loan, with EMIs that fit the extra cash the asset earns.',
            '**Both at once** is common. Use each for what it does well rather than stretching one to cover everything.',
          ]),
          p('Before you apply, write down what the money is for and when it will come back. That answer usually tells you which product fits.'),
        ),
        seo: {
          title: 'Term loan or invoice finance for MSMEs?',
          description:
            'Why a two-year loan for a seasonal cash gap costs more than it should, with a worked INR 30 lakh example and a rule for matching tenure to the need.',
        },
      },
    },
  },
  {
    key: 'finsight-bl-kfs-and-apr',
    kind: 'finsight',
    product: 'business-loan',
    author: 'arjun',
    publishedAt: '2025-11-25T10:00:00+05:30',
    cover: { motif: 'document', alt: { 'en-in': 'Illustration: a one-page key fact statement with the annual percentage rate highlighted' } },
    tool: '/interest-calculator',
    related: ['finsight-bl-match-tenure-to-need', 'finsight-bl-gst-and-bank-data'],
    content: {
      'en-in': {
        title: 'Reading a loan offer: the Key Fact Statement and APR',
        slug: 'loan-key-fact-statement-and-apr',
        excerpt: 'The interest rate is not the cost of a business loan. The APR in the Key Fact Statement, which includes fees, is the number to compare.',
        body: doc(
          h2('The Key Fact Statement'),
          p(
            'RBI requires banks and other regulated lenders to give a Key Fact Statement (KFS) for retail and MSME term loans, a requirement extended to all such loans from 1 October 2024. It sets out the amount, tenure, instalments, all fees and charges, and the annual percentage rate (APR), in a standard format. Fees and charges not stated in the KFS cannot be charged later without your explicit consent.',
          ),
          h2('Why APR differs from the interest rate'),
          p(
            'The interest rate applies to the loan amount. Fees deducted upfront mean you receive less but repay the same instalments, so the true rate is higher.',
          ),
          p(
            'Illustratively: INR 20 lakh over 24 months at 15% a year, reducing balance. The EMI is about INR 96,970, and total interest about INR 3.27 lakh. If a 2% processing fee (INR 40,000) is deducted at disbursement, you receive INR 19.6 lakh but repay the same EMIs. The APR works out at about **17.1%**, two points above the headline rate. GST on the fee is extra, though a GST-registered business can usually claim it as input tax credit. [Work it out in the interest calculator](/interest-calculator?mode=emi&principal=2000000&annualRatePercent=15&months=24&processingFeePercent=2&feeTaxPercent=0): it shows the APR as the KFS states it, and with the fee’s 18% GST counted (leave the GST at 18%) it is 17.45%.',
          ),
          h2('What else to check'),
          ul([
            '**Prepayment and foreclosure charges.** RBI has restricted such charges on many floating-rate loans to micro and small enterprises; whether that applies depends on the lender and loan terms, so check the KFS.',
            '**Rate type.** Fixed, or floating and linked to which benchmark, and how often it resets.',
            '**Penal charges** for late payment, stated as charges rather than added to the interest rate.',
            '**Insurance or other products** included in the loan, and whether they are optional.',
          ]),
        ),
        seo: {
          title: 'Business loan KFS and APR explained',
          description:
            'How to read the Key Fact Statement on an MSME loan offer, why the APR exceeds the interest rate once fees are included, and what else to check before you sign.',
        },
      },
    },
  },
  {
    key: 'finsight-bl-gst-and-bank-data',
    kind: 'finsight',
    product: 'business-loan',
    author: 'neha',
    publishedAt: '2026-06-30T10:00:00+05:30',
    cover: { motif: 'chart', alt: { 'en-in': 'Illustration: a GST return and a bank statement feeding one rising chart' } },
    related: ['finsight-bl-match-tenure-to-need', 'finsight-bl-kfs-and-apr'],
    content: {
      'en-in': {
        title: 'What your GST returns and bank statements tell a lender',
        slug: 'what-gst-returns-bank-statements-tell-a-lender',
        excerpt:
          'For a collateral-free loan, your GST returns and bank statements are the security. Here is what a lender reads in them, and what to fix first.',
        body: doc(
          h2('Why data replaces collateral'),
          p(
            'A collateral-free business loan is assessed on cash flow. With your consent, a lender reads your GST returns and bank statements, often through the Account Aggregator framework, which shares data digitally without paper files. The same data that gets you a quick offer can also raise questions, so it helps to know what is being read.',
          ),
          h2('What a lender reads'),
          h3('In your GST returns'),
          ul([
            '**Consistency:** sales in GSTR-1 should match the tax paid in GSTR-3B, month by month.',
            '**Filing discipline:** late or missed returns are read as a sign of cash stress.',
            '**Trend and seasonality:** steady growth helps; a sharp recent fall needs an explanation.',
            '**Customer concentration:** B2B data shows how much depends on a few customers.',
          ]),
          h3('In your bank statements'),
          ul([
            '**Credits against turnover:** bank receipts broadly in line with GST sales.',
            '**Bounces:** returned cheques or failed EMI debits weigh heavily.',
            '**Existing borrowing:** EMIs to other lenders, including small digital loans, reduce what you can borrow.',
            '**Transfers between your own accounts**, which inflate credits and are usually excluded.',
          ]),
          h2('Before you apply'),
          ul([
            'Reconcile GSTR-1 and GSTR-3B for the last twelve months and file anything pending.',
            'Route business receipts through the account you share, not a personal account.',
            'Prepare a one-line explanation for any unusual month, such as a one-off order or a plant shutdown.',
            'List all existing loans yourself; lenders see them through the bureau anyway.',
          ]),
        ),
        seo: {
          title: 'What lenders read in GST and bank data',
          description:
            'How lenders assess collateral-free MSME loans from GST returns and bank statements, the warning signs they look for, and four things to fix before you apply.',
        },
      },
    },
  },

  // ——— Early payment discount (India, with US versions) ———
  {
    key: 'finsight-epd-what-a-discount-earns',
    kind: 'finsight',
    product: 'early-payment-discount',
    author: 'michael',
    publishedAt: '2025-02-25T10:00:00+05:30',
    cover: {
      motif: 'coins',
      alt: {
        'en-in': 'Illustration: a small stack of coins labelled discount growing into a tall stack labelled annual return',
        'en-us': 'Illustration: a small stack of coins labeled discount growing into a tall stack labeled annual return',
      },
    },
    tool: '/interest-calculator',
    related: ['finsight-epd-which-suppliers-take-it', 'finsight-epd-or-vendor-financing'],
    content: {
      'en-in': {
        title: 'What a 1.5% early payment discount really earns',
        slug: 'what-an-early-payment-discount-earns',
        excerpt:
          'A 1.5% discount sounds small. Taken 45 days early it earns about 12% a year; taken 20 days early, nearly 28%. The days matter as much as the percentage.',
        body: doc(
          h2('The formula'),
          p(
            '**Annualised return = discount ÷ (1 − discount) × 365 ÷ days paid early.** You divide by (1 − discount) because you pay 98.5 to settle 100, so the return is earned on the 98.5 you actually put in.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, a supplier’s INR 10 lakh invoice is due on day 60. The supplier asks to be paid on day 15, 45 days early, in return for a 1.5% discount. You pay INR 9,85,000 and save INR 15,000.',
          ),
          ul([
            '**45 days early:** 1.5 ÷ 98.5 × 365 ÷ 45 ≈ **12.4% a year**.',
            '**20 days early:** the same 1.5% is worth about **27.8% a year**.',
            '**90 days early:** about **6.2% a year**.',
          ]),
          p(
            'The same percentage can be a bargain or a poor use of cash depending on the days. That is why good programmes price the discount by the number of days paid early, rather than offering one flat rate.',
          ),
          h2('Comparing it fairly'),
          ul([
            'Compare with the post-tax return your treasury earns on deposits or liquid funds for a similar period.',
            'The cash is committed until the invoice’s original due date, so deploy only what you will not need before then.',
            'Agree with your tax team how discounts are documented. Whether a discount reduces the GST value of the supply depends on the conditions in section 15(3) of the CGST Act, so confirm the treatment before the programme starts.',
          ]),
        ),
        seo: {
          title: 'What an early payment discount really earns',
          description:
            'Turn an early payment discount into an annual return with one formula. An INR 10 lakh example shows why the days paid early matter as much as the rate.',
        },
      },
      'en-us': {
        title: 'What a 1% early payment discount really earns',
        slug: 'what-a-1-percent-early-payment-discount-earns',
        excerpt:
          'A 1% discount sounds trivial. Taken 30 days early it earns about 12% a year; taken 10 days early, nearly 37%. The days matter as much as the percentage.',
        body: doc(
          h2('The formula'),
          p(
            '**Annualized return = discount ÷ (1 − discount) × 365 ÷ days paid early.** You divide by (1 − discount) because you pay $99 to settle $100, so the return is earned on the $99 you actually put in.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, a supplier’s $100,000 invoice is due on net 60 terms. The supplier asks to be paid on day 30, 30 days early, in return for a 1% discount. You pay $99,000 and save $1,000.',
          ),
          ul([
            '**30 days early:** 1 ÷ 99 × 365 ÷ 30 ≈ **12.3% a year**.',
            '**10 days early:** the same 1% is worth about **36.9% a year**.',
            '**60 days early:** about **6.1% a year**.',
          ]),
          p(
            'The same percentage can be a bargain or a poor use of cash depending on the days. That is why well-designed programs price the discount by the number of days paid early instead of offering one flat rate.',
          ),
          h2('Comparing it fairly'),
          ul([
            'Compare with the after-tax yield your treasury earns on money-market funds or Treasury bills for a similar period.',
            'The cash is committed until the invoice’s original due date, so deploy only what you will not need before then.',
            'Ask your controller how discounts will be recorded. Purchase discounts usually reduce the cost of what you bought rather than showing up as interest income, which matters when you report the program’s return.',
          ]),
        ),
        seo: {
          title: 'What a 1% early payment discount earns',
          description:
            'Turn an early payment discount into an annualized return with one formula. A $100,000 example shows why days paid early matter as much as the rate.',
        },
      },
    },
  },
  {
    key: 'finsight-epd-which-suppliers-take-it',
    kind: 'finsight',
    product: 'early-payment-discount',
    author: 'michael',
    publishedAt: '2025-08-12T10:00:00+05:30',
    cover: {
      motif: 'factory',
      alt: {
        'en-in': 'Illustration: three factories of different sizes, the smallest one highlighted with a coin',
        'en-us': 'Illustration: three factories of different sizes, the smallest one highlighted with a coin',
      },
    },
    related: ['finsight-epd-what-a-discount-earns', 'finsight-epd-or-vendor-financing'],
    content: {
      'en-in': {
        title: 'Which suppliers will actually take early payment',
        slug: 'which-suppliers-take-early-payment',
        excerpt: 'A supplier takes an early payment discount when it costs less than its own borrowing. Segment your suppliers on that, not on spend alone.',
        body: doc(
          h2('One comparison decides it'),
          p(
            'A supplier accepts early payment when the discount, expressed as an annual rate, is cheaper than its own alternative: an overdraft, a loan against receivables, or informal credit. Your programme is not competing with nothing. It is competing with the supplier’s bank.',
          ),
          h2('A worked example'),
          p('Illustratively, your programme offers discounts equivalent to 12% a year.'),
          ul([
            '**Supplier A,** a small manufacturer drawing an overdraft at 15%, saves three points on every invoice it brings forward. It will use the programme often.',
            '**Supplier B,** a large company with bank lines at 8%, would pay four points more than it needs to. It will decline, and that is fine.',
            '**Supplier C,** with no bank limit at all, values the cash even more than A does. It may need help with onboarding, but it is your most loyal user.',
          ]),
          h2('How to find your A and C suppliers'),
          ul([
            'Start with MSME suppliers that supply critical items, whatever their share of spend.',
            'Look for suppliers who chase payments, ask for advances or offer a discount for prompt payment already.',
            'Prefer suppliers who invoice often: more invoices mean more chances to use the programme.',
            'Speak to suppliers in their language, and let finance, not only procurement, explain the offer.',
          ]),
          p(
            'Remember that for micro and small suppliers, the MSMED Act already caps agreed terms at 45 days. Early payment is about getting cash sooner within those terms, not about extending them.',
          ),
        ),
        seo: {
          title: 'Which suppliers take early payment discounts',
          description:
            'Suppliers take early payment when it beats their own borrowing cost. How to segment your suppliers and find the MSMEs who will use the programme.',
        },
      },
      'en-us': {
        title: 'Which suppliers will actually take early payment',
        slug: 'which-suppliers-take-early-pay',
        excerpt: 'A supplier takes an early payment discount when it costs less than its own financing. Segment your suppliers on that, not on spend alone.',
        body: doc(
          h2('One comparison decides it'),
          p(
            'A supplier accepts early payment when the discount, expressed as an annual rate, is cheaper than its own alternative: a revolving line of credit, factoring, a merchant cash advance or a business credit card. Your program is not competing with nothing. It is competing with the supplier’s lender.',
          ),
          h2('A worked example'),
          p('Illustratively, your program offers discounts equivalent to 12% a year.'),
          ul([
            '**Supplier A,** a small manufacturer using a bank line at 14%, saves two points on every invoice it brings forward. It will use the program often.',
            '**Supplier B,** a large company funding itself at 6%, would pay six points more than it needs to. It will decline, and that is fine.',
            '**Supplier C,** relying on a merchant cash advance or factoring at a much higher effective cost, will treat your program as its cheapest source of cash by far.',
          ]),
          h2('How to find your A and C suppliers'),
          ul([
            'Start with small and mid-sized suppliers of critical parts and services, whatever their share of spend.',
            'Look for suppliers who chase payments, ask for deposits or already offer terms such as 2/10 net 30.',
            'Prefer suppliers who invoice often: more invoices mean more chances to use the program.',
            'Include overseas suppliers, who often pay more for working capital than domestic ones.',
          ]),
          p(
            'The suppliers who take up early payment are usually the ones whose financial health matters most to your supply chain, which is a benefit on its own.',
          ),
        ),
        seo: {
          title: 'Which suppliers take early pay discounts',
          description:
            'Suppliers take early payment when it beats their own financing cost. How US buyers can segment suppliers and find those who will use the program.',
        },
      },
    },
  },
  {
    key: 'finsight-epd-or-vendor-financing',
    kind: 'finsight',
    product: 'early-payment-discount',
    author: 'michael',
    publishedAt: '2026-05-26T10:00:00+05:30',
    cover: {
      motif: 'chart',
      alt: {
        'en-in': 'Illustration: a fork in a path, one branch leading to a treasury vault and the other to a bank',
        'en-us': 'Illustration: a fork in a path, one branch leading to a treasury vault and the other to a bank',
      },
    },
    related: ['finsight-epd-what-a-discount-earns', 'finsight-epd-which-suppliers-take-it'],
    content: {
      'en-in': {
        title: 'Early payment discount or vendor financing? A treasury rule',
        slug: 'early-payment-discount-or-vendor-financing',
        excerpt: 'Both get suppliers paid early. Which one fits depends on two questions: is your cash idle, and does the discount beat what it earns today?',
        body: doc(
          h2('Two questions'),
          ul([
            '**Is there surplus cash for the period?** Early payment commits cash until each invoice’s original due date.',
            '**Does the discount beat your alternative?** Compare the programme’s annualised return with the post-tax return on deposits or liquid funds.',
          ]),
          p(
            'Yes to both: use early payment discount and earn the return yourself. No to either: use vendor financing, where Northwind funds the early payment and you pay on the due date.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, treasury expects INR 50 crore of surplus for about a quarter. Liquid funds would earn around 6% after tax; early payment discounts average 12% a year. Deployed through the programme for 90 days, the extra return is about 50 crore × 6% × 90 ÷ 365, or roughly INR 74 lakh.',
          ),
          p(
            'Then the cash is needed for capital expenditure. Rather than withdrawing early payment from suppliers who now rely on it, the same suppliers move to vendor financing: they are still paid early, at a rate based on your credit, and you return to paying on the due date.',
          ),
          h2('What changes on your balance sheet'),
          ul([
            'Early payment reduces payables and cash together, so your days payable outstanding fall for the invoices paid early.',
            'Vendor financing leaves your payment date, and your days payable, unchanged.',
            'Running both on one platform lets you switch without re-onboarding suppliers.',
          ]),
        ),
        seo: {
          title: 'Early payment discount or vendor financing?',
          description:
            'A two-question rule for choosing between early payment discount and vendor financing, with a worked INR 50 crore example and the effect on payables.',
        },
      },
      'en-us': {
        title: 'Early pay discount or vendor financing? A treasury rule',
        slug: 'early-pay-discount-or-vendor-financing',
        excerpt: 'Both get suppliers paid early. Which one fits depends on two questions: is your cash idle, and does the discount beat what it earns today?',
        body: doc(
          h2('Two questions'),
          ul([
            '**Is there surplus cash for the period?** Early payment commits cash until each invoice’s original due date.',
            '**Does the discount beat your alternative?** Compare the program’s annualized return with the after-tax yield on money-market funds or Treasury bills.',
          ]),
          p(
            'Yes to both: use early payment discount and earn the return yourself. No to either: use vendor financing, where Northwind funds the early payment and you pay on the due date.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, treasury expects $20 million of surplus cash for about a quarter. Suppose the program’s discounts average 12% a year and the alternative earns 4%. Deployed through the program for 90 days, the extra return is about $20 million × 8% × 90 ÷ 365, or roughly $395,000.',
          ),
          p(
            'Then the cash is needed for an acquisition or a capital project. Rather than withdrawing early payment from suppliers who now rely on it, the same suppliers move to vendor financing: they are still paid early, at a rate based on your credit, and you go back to paying on the due date.',
          ),
          h2('What changes on your balance sheet'),
          ul([
            'Early payment reduces payables and cash together, so days payable outstanding fall for the invoices paid early.',
            'Vendor financing leaves your payment date, and your DPO, unchanged, though supplier finance programs come with their own disclosure requirements under US GAAP.',
            'Running both on one platform lets you switch without re-onboarding suppliers.',
          ]),
        ),
        seo: {
          title: 'Early pay discount or vendor financing?',
          description:
            'A two-question rule for US treasury teams choosing between early pay discounts and vendor financing, with a worked $20 million example.',
        },
      },
    },
  },

  // ——— Vendor financing (India, with US versions) ———
  {
    key: 'finsight-vf-extending-terms',
    kind: 'finsight',
    product: 'vendor-financing',
    author: 'michael',
    publishedAt: '2025-04-22T10:00:00+05:30',
    cover: {
      motif: 'calendar',
      alt: {
        'en-in': 'Illustration: a calendar stretched to twice its width with a supplier receiving coins early',
        'en-us': 'Illustration: a calendar stretched to twice its width with a supplier receiving coins early',
      },
    },
    tool: '/interest-calculator',
    related: ['finsight-vf-supplier-pays-your-rate', 'finsight-vf-supplier-onboarding'],
    content: {
      'en-in': {
        title: 'Extending payment terms with vendor financing: the maths',
        slug: 'extending-payment-terms-with-vendor-financing',
        excerpt:
          'Longer terms only work if suppliers are no worse off. Vendor financing can make that true, but not for micro and small suppliers under the MSMED Act.',
        body: doc(
          h2('Who can be asked'),
          p(
            'Before the maths, the rule. Under the MSMED Act, agreed payment terms for micro and small enterprise suppliers cannot exceed 45 days, and section 43B(h) of the Income-tax Act delays the buyer’s tax deduction if they are paid later. Vendor financing does not change the buyer’s obligation, so term extensions belong with medium and large suppliers only.',
          ),
          h2('A worked example'),
          p('Illustratively, a medium-sized supplier invoices INR 10 lakh, and you propose moving from 30 to 60 days.'),
          ul([
            '**Today:** the supplier funds a 30-day wait from its overdraft at 15% a year: about INR 12,330.',
            '**With vendor financing:** you approve the invoice by day 5, and the supplier takes early payment of 95% (INR 9.5 lakh) at a programme rate of 8.5%, based on your credit, for the remaining 55 days: about INR 12,170.',
          ]),
          p(
            'The supplier pays about the same as before, or a little less, and gets its cash 25 days sooner. You gain 30 days of payables. Both sides are better off because the supplier is now borrowing against your credit, not its own.',
          ),
          h2('What makes it hold'),
          ul([
            'Invoices must be approved quickly; a supplier approved on day 25 gains far less.',
            'Make early payment optional, invoice by invoice. Suppliers who prefer to wait are paid in full on the due date.',
            'Phase the change in with notice, and expect some suppliers to reflect it in price if the programme does not work for them.',
          ]),
        ),
        seo: {
          title: 'Extending supplier terms with vendor finance',
          description:
            'How vendor financing lets buyers extend terms with medium suppliers at no extra cost to them, with a worked INR 10 lakh example and the MSMED Act limit.',
        },
      },
      'en-us': {
        title: 'Extending payment terms with vendor financing: the math',
        slug: 'extending-payment-terms-with-supplier-finance',
        excerpt:
          'Longer terms only work if suppliers are no worse off. Vendor financing can make that true, if invoices are approved quickly and early pay stays optional.',
        body: doc(
          h2('The supplier’s side of the deal'),
          p(
            'Moving suppliers from 45 to 90 days improves your working capital, but a supplier that simply waits longer will push back or raise prices. The question is whether early payment at a rate based on your credit leaves the supplier no worse off.',
          ),
          h2('A worked example'),
          p('Illustratively, a supplier invoices $100,000, and you propose moving from 45 to 90 days.'),
          ul([
            '**Today:** the supplier funds a 45-day wait from its line of credit at 12% a year: about $1,500.',
            '**With vendor financing:** you approve the invoice by day 5, and the supplier takes early payment of 95% ($95,000) at a program rate of 6.5%, based on your credit, for the remaining 85 days: about $1,460.',
          ]),
          p(
            'The supplier pays about the same as before and gets its cash 40 days sooner. You gain 45 days of payables. Both sides come out ahead because the supplier is now borrowing against your credit, not its own.',
          ),
          h2('What makes it hold'),
          ul([
            'Invoices must be approved quickly; a supplier approved on day 40 gains far less.',
            'Keep early payment optional, invoice by invoice. Suppliers who prefer to wait are paid in full on the due date.',
            'Phase the change in with notice, and expect some suppliers to reflect it in price if the program does not suit them.',
            'Loop in your controller early: supplier finance programs carry disclosure requirements under US GAAP.',
          ]),
        ),
        seo: {
          title: 'Extending supplier terms with vendor finance',
          description:
            'How vendor financing lets US buyers move suppliers from 45 to 90 days at no extra cost to them, with a worked $100,000 example and what makes it hold.',
        },
      },
    },
  },
  {
    key: 'finsight-vf-supplier-pays-your-rate',
    kind: 'finsight',
    product: 'vendor-financing',
    author: 'michael',
    publishedAt: '2025-09-09T10:00:00+05:30',
    cover: {
      motif: 'handshake',
      alt: {
        'en-in': 'Illustration: a large company and a small supplier shaking hands over an approved invoice',
        'en-us': 'Illustration: a large company and a small supplier shaking hands over an approved invoice',
      },
    },
    related: ['finsight-vf-extending-terms', 'finsight-vf-supplier-onboarding'],
    content: {
      'en-in': {
        title: 'Why your supplier pays your rate, not its own',
        slug: 'why-your-supplier-pays-your-rate',
        excerpt:
          'In vendor financing, the financier is relying on your promise to pay an approved invoice. That is why a small supplier can borrow at a large buyer’s rate.',
        body: doc(
          h2('Whose risk is being priced'),
          p(
            'When you approve an invoice in a vendor financing programme, you confirm that you will pay it in full on the due date, without deducting for claims raised afterwards. The financier who pays your supplier early is relying on that promise. The supplier’s own credit matters for onboarding checks, but the risk on the invoice is yours, so the price follows your credit.',
          ),
          h2('What that is worth to a supplier'),
          p(
            'Illustratively, a supplier borrows on an overdraft at 14%, while the programme is priced at 8.5% on your credit. If it brings forward INR 50 lakh of invoices a month by 50 days, the saving is about 50 lakh × 5.5% × 50 ÷ 365, or INR 37,700 a month: roughly INR 4.5 lakh a year. For a business with thin margins, that can be the difference between growing and standing still.',
          ),
          h2('Why approval has to mean something'),
          p(
            'The whole arrangement rests on approval being final. If you approve invoices and then deduct for quality issues found later, financiers will price in that uncertainty, and the rate your suppliers pay rises.',
          ),
          ul([
            'Approve an invoice only after goods receipt and inspection are complete.',
            'Settle quality claims by separate credit notes against future invoices, as the programme rules provide.',
            'Keep approval times short, so suppliers have something to finance early enough to matter.',
          ]),
        ),
        seo: {
          title: 'Vendor financing: why suppliers get your rate',
          description:
            'Why vendor financing lets small suppliers borrow at a large buyer’s rate, what that is worth on INR 50 lakh a month, and why approval must be final.',
        },
      },
      'en-us': {
        title: 'Why your supplier pays your rate, not its own',
        slug: 'why-suppliers-pay-the-buyer-rate',
        excerpt:
          'In vendor financing, the financier is relying on your promise to pay an approved invoice. That is why a small supplier can borrow at a large buyer’s rate.',
        body: doc(
          h2('Whose risk is being priced'),
          p(
            'When you approve an invoice in a vendor financing program, you confirm that you will pay it in full on the due date, without offsetting claims that come up later. The financier who pays your supplier early is relying on that promise. The supplier’s own credit matters for onboarding checks, but the risk on the invoice is yours, so the price follows your credit.',
          ),
          h2('What that is worth to a supplier'),
          p(
            'Illustratively, a supplier borrows at 14% through its line of credit, while the program is priced at 6.5% on your credit. If it brings forward $500,000 of invoices a month by 50 days, the saving is about $500,000 × 7.5% × 50 ÷ 360, or $5,200 a month: roughly $62,500 a year. For a supplier with thin margins, that can fund a new hire or a machine.',
          ),
          h2('Why approval has to mean something'),
          p(
            'The whole arrangement rests on approval being final. If you approve invoices and then deduct for quality issues found later, financiers will price in that uncertainty, and the rate your suppliers pay goes up.',
          ),
          ul([
            'Approve an invoice only after receiving and any inspection are complete.',
            'Handle quality claims through separate credit memos against future invoices, as the program terms provide.',
            'Keep approval times short, so suppliers have something to finance early enough to matter.',
          ]),
        ),
        seo: {
          title: 'Vendor financing: why suppliers get your rate',
          description:
            'Why vendor financing lets small suppliers borrow at a large US buyer’s rate, what that is worth on $500,000 a month, and why approval must be final.',
        },
      },
    },
  },
  {
    key: 'finsight-vf-supplier-onboarding',
    kind: 'finsight',
    product: 'vendor-financing',
    author: 'michael',
    publishedAt: '2026-03-03T10:00:00+05:30',
    cover: {
      motif: 'factory',
      alt: {
        'en-in': 'Illustration: a row of small factories with only a few connected to a central platform',
        'en-us': 'Illustration: a row of small factories with only a few connected to a central platform',
      },
    },
    related: ['finsight-vf-supplier-pays-your-rate', 'finsight-vf-extending-terms'],
    content: {
      'en-in': {
        title: 'Why vendor financing programmes stall at onboarding',
        slug: 'why-vendor-financing-stalls-at-onboarding',
        excerpt: 'Suppliers say yes to early payment in meetings and then never use it. The blocker is often their own bank’s charge on receivables.',
        body: doc(
          h2('The blocker nobody mentions'),
          p(
            'Most MSME suppliers have a working-capital limit secured by hypothecation of their stock and book debts. If their bank holds a charge over all their receivables, selling your approved invoices to a financier needs the bank’s no-objection letter. Suppliers rarely raise this in the first meeting, and then quietly never complete onboarding.',
          ),
          p(
            'The fix is to ask early. A no-objection letter limited to receivables from your company is a small request for most banks, particularly as the supplier’s overdraft usage falls when it is paid early.',
          ),
          h2('Other reasons adoption stalls'),
          ul([
            '**Paperwork:** KYC requests that repeat what the supplier already gave your vendor-registration team.',
            '**Unclear pricing:** suppliers who cannot see the cost per invoice before accepting tend not to try.',
            '**Slow approvals:** if invoices are approved on day 40 of 60, there is little left to finance.',
            '**The wrong messenger:** a note from procurement can read as pressure; a call from finance explaining the choice reads as an offer.',
          ]),
          h2('A launch checklist'),
          ul([
            'Start with 20 to 30 suppliers who have asked for faster payment, not with the whole base.',
            'Ask each one about its bank limits in the first conversation, and offer the no-objection letter template.',
            'Show a worked example on one of the supplier’s real invoices.',
            'Track approval times alongside adoption; the two move together.',
          ]),
        ),
        seo: {
          title: 'Why vendor finance programmes stall',
          description:
            'Why MSME suppliers agree to vendor financing and never use it: bank charges on book debts, paperwork, unclear pricing and slow approvals. A checklist.',
        },
      },
      'en-us': {
        title: 'Why vendor financing programs stall at onboarding',
        slug: 'why-supplier-finance-stalls-at-onboarding',
        excerpt: 'Suppliers say yes to early payment in meetings and then never use it. The blocker is often their own lender’s lien on their receivables.',
        body: doc(
          h2('The blocker nobody mentions'),
          p(
            'Many small and mid-sized suppliers have a bank line secured by a blanket lien on their assets, perfected by a UCC-1 financing statement that covers accounts receivable. Selling your approved invoices to a financier then needs the lender’s consent or a partial release of its lien for those receivables. Suppliers rarely raise this in the first meeting, and then quietly never finish onboarding.',
          ),
          p(
            'The fix is to ask early. A release limited to receivables owed by your company is a common request, and the supplier’s lender may welcome the supplier being paid faster.',
          ),
          h2('Other reasons adoption stalls'),
          ul([
            '**Paperwork:** KYC requests that repeat what the supplier already gave your vendor-management team.',
            '**Unclear pricing:** suppliers who cannot see the cost per invoice before accepting tend not to try.',
            '**Slow approvals:** if invoices are approved on day 40 of 60, there is little left to finance.',
            '**The wrong messenger:** a letter from procurement can read as pressure; a call from finance explaining the choice reads as an offer.',
          ]),
          h2('A launch checklist'),
          ul([
            'Start with 20 to 30 suppliers who have asked for faster payment, not with the whole base.',
            'Ask each one about its lender and existing liens in the first conversation, and have a release template ready.',
            'Show a worked example on one of the supplier’s real invoices.',
            'Track approval times alongside adoption; the two move together.',
          ]),
        ),
        seo: {
          title: 'Why supplier finance programs stall',
          description:
            'Why US suppliers agree to vendor financing and never use it: lender liens on receivables, paperwork, unclear pricing and slow approvals. A checklist.',
        },
      },
    },
  },

  // ——— Channel financing (India, with US versions) ———
  {
    key: 'finsight-cf-dso-worked-example',
    kind: 'finsight',
    product: 'channel-financing',
    author: 'michael',
    publishedAt: '2025-06-24T10:00:00+05:30',
    cover: {
      motif: 'truck',
      alt: {
        'en-in': 'Illustration: delivery trucks leaving a warehouse while a receivables gauge falls',
        'en-us': 'Illustration: delivery trucks leaving a warehouse while a receivables gauge falls',
      },
    },
    related: ['finsight-cf-first-loss-support', 'finsight-cf-setting-dealer-limits'],
    content: {
      'en-in': {
        title: 'How channel financing moves DSO: a worked example',
        slug: 'how-channel-financing-moves-dso',
        excerpt:
          'When dealer credit moves to a financier, receivables leave your balance sheet with it. Here is how much DSO changes, and the caveats that matter.',
        body: doc(
          h2('Where dealer credit sits today'),
          p(
            'A brand that gives its distributors and dealers 60 days to pay is financing their stock. Those invoices sit in its receivables until dealers pay, and the collections team spends its time chasing them. Channel financing moves that credit to a financier: the brand is paid when it invoices, and dealers repay the financier on their terms.',
          ),
          h2('A worked example'),
          p('Illustratively, a manufacturer sells INR 120 crore a year through dealers on 60-day credit.'),
          ul([
            '**Today:** receivables are about 120 × 60 ÷ 365 ≈ INR 19.7 crore, and days sales outstanding (DSO) on channel sales is about 60.',
            '**Half of dealer sales financed:** invoices on the financed half are paid at invoice. Receivables fall to about INR 9.9 crore and DSO to about 30.',
            '**Cash released:** roughly INR 9.9 crore, available for production or to pay down borrowing.',
          ]),
          h2('The caveats'),
          ul([
            'The gain is real only if dealers actually draw on their lines. Limits nobody uses change nothing.',
            'If you give a guarantee or first-loss support, your auditors may ask whether a receivable or a liability stays on your books. Settle the accounting before launch.',
            'Dealers pay interest for the days they use the line. If you subsidise part of it, count that as a cost of sales.',
            'Watch for dealers who use the new line to stretch payments to you on unfinanced invoices.',
          ]),
        ),
        seo: {
          title: 'How channel financing reduces DSO',
          description:
            'A worked INR 120 crore example of how channel financing moves dealer credit off a brand’s books, how far DSO falls, and the caveats to settle first.',
        },
      },
      'en-us': {
        title: 'How channel financing moves DSO: a worked example',
        slug: 'how-dealer-financing-moves-dso',
        excerpt:
          'When dealer credit moves to a financier, receivables leave your balance sheet with it. Here is how much DSO changes, and the caveats that matter.',
        body: doc(
          h2('Where dealer credit sits today'),
          p(
            'A manufacturer that gives its distributors and dealers 60 days to pay is financing their inventory. Those invoices sit in its accounts receivable until dealers pay, and the credit team spends its time chasing them. Channel financing moves that credit to a financier: the manufacturer is paid at invoice, and dealers repay the financier on their terms.',
          ),
          h2('A worked example'),
          p('Illustratively, a manufacturer sells $120 million a year through dealers on net 60 terms.'),
          ul([
            '**Today:** receivables are about $120 million × 60 ÷ 365 ≈ $19.7 million, and days sales outstanding (DSO) on channel sales is about 60.',
            '**Half of dealer sales financed:** invoices on the financed half are paid at invoice. Receivables fall to about $9.9 million and DSO to about 30.',
            '**Cash released:** roughly $9.9 million, available for operations or to pay down the revolver.',
          ]),
          h2('The caveats'),
          ul([
            'The gain is real only if dealers actually draw on their lines. Limits nobody uses change nothing.',
            'If you provide recourse, a guarantee or first-loss support, your auditors may ask whether the receivable is derecognized or a guarantee liability is recorded. Settle the accounting before launch.',
            'Dealers pay a finance charge for the days they use the line. If you subsidize part of it, treat that as a sales cost; it often reduces revenue under ASC 606.',
            'Watch for dealers who use the new line to stretch payments to you on unfinanced invoices.',
          ]),
        ),
        seo: {
          title: 'How dealer financing reduces DSO',
          description:
            'A worked $120 million example of how channel financing moves dealer credit off a manufacturer’s books, how far DSO falls, and the caveats to settle.',
        },
      },
    },
  },
  {
    key: 'finsight-cf-first-loss-support',
    kind: 'finsight',
    product: 'channel-financing',
    author: 'michael',
    publishedAt: '2026-01-06T10:00:00+05:30',
    cover: {
      motif: 'shield',
      alt: {
        'en-in': 'Illustration: a small shield in front of a larger one protecting a row of dealer shops',
        'en-us': 'Illustration: a small shield in front of a larger one protecting a row of dealer stores',
      },
    },
    related: ['finsight-cf-dso-worked-example', 'finsight-cf-setting-dealer-limits'],
    content: {
      'en-in': {
        title: 'First-loss support: what 5% cover really costs a brand',
        slug: 'first-loss-support-in-channel-financing',
        excerpt:
          'A first-loss commitment lets a financier lend to smaller dealers. Its cost is capped and predictable, far below carrying all dealer credit yourself.',
        body: doc(
          h2('What first-loss support is'),
          p(
            'In some channel programmes, the brand agrees to absorb the first losses on dealer lines, up to a fixed share of the programme. The financier carries everything above that. The support lets the financier lend to newer or smaller dealers it would otherwise decline.',
          ),
          h2('A worked example'),
          p('Illustratively, dealer limits total INR 20 crore and the brand provides first-loss support of 5% of the programme.'),
          ul([
            '**Maximum exposure:** INR 1 crore, whatever happens to the dealers.',
            '**Expected cost:** if dealer losses run at 1% of the programme in a year, the brand absorbs about INR 20 lakh.',
            '**The alternative:** carrying the same INR 20 crore of dealer credit on its own books, the brand would bear 100% of any losses and fund all of it.',
          ]),
          p('So the brand swaps an open-ended credit risk for a capped one, and its cash is no longer tied up in dealer credit.'),
          h2('Before agreeing to it'),
          ul([
            'Ask whether the cap applies to the whole programme or to each year, and whether it resets as the programme grows.',
            'Agree who decides when a dealer is in default and how recoveries are shared.',
            'Regulation can shape how such support is structured, depending on the arrangement. Northwind designs programmes within the RBI rules that apply, but confirm the structure with your own legal advisers.',
            'Record the commitment correctly in your accounts; your auditors will want to see it.',
          ]),
        ),
        seo: {
          title: 'First-loss support in channel financing',
          description:
            'What a 5% first-loss commitment on a dealer financing programme can cost a brand, worked through on INR 20 crore of limits, and what to agree first.',
        },
      },
      'en-us': {
        title: 'First-loss support: what 5% cover really costs a brand',
        slug: 'first-loss-support-in-dealer-financing',
        excerpt:
          'A first-loss commitment lets a financier lend to smaller dealers. Its cost is capped and predictable, far below carrying all dealer credit yourself.',
        body: doc(
          h2('What first-loss support is'),
          p(
            'In some channel programs, the manufacturer agrees to absorb the first losses on dealer lines, up to a fixed share of the program. The financier carries everything above that. The support lets the financier extend credit to newer or smaller dealers it would otherwise decline.',
          ),
          h2('A worked example'),
          p('Illustratively, dealer limits total $20 million and the manufacturer provides first-loss support of 5% of the program.'),
          ul([
            '**Maximum exposure:** $1 million, whatever happens to the dealers.',
            '**Expected cost:** if dealer losses run at 1% of the program in a year, the manufacturer absorbs about $200,000.',
            '**The alternative:** carrying the same $20 million of dealer credit on its own books, the manufacturer would bear 100% of any losses and fund all of it.',
          ]),
          p('So the manufacturer swaps an open-ended credit risk for a capped one, and its cash is no longer tied up in dealer receivables.'),
          h2('Before agreeing to it'),
          ul([
            'Ask whether the cap applies to the whole program or to each year, and whether it resets as the program grows.',
            'Agree who decides when a dealer is in default and how recoveries are shared.',
            'Work through the accounting with your auditors: guarantee accounting and expected credit-loss rules can apply to the commitment.',
            'Make sure sales teams understand that first-loss support is not a reason to approve weaker dealers without review.',
          ]),
        ),
        seo: {
          title: 'First-loss support in dealer financing',
          description:
            'What a 5% first-loss commitment on a dealer financing program can cost a US manufacturer, worked through on $20 million of limits, and what to agree.',
        },
      },
    },
  },
  {
    key: 'finsight-cf-setting-dealer-limits',
    kind: 'finsight',
    product: 'channel-financing',
    author: 'arjun',
    publishedAt: '2026-07-21T10:00:00+05:30',
    cover: {
      motif: 'chart',
      alt: {
        'en-in': 'Illustration: a dealer shop with a gauge showing its credit limit and a seasonal spike',
        'en-us': 'Illustration: a dealer store with a gauge showing its credit limit and a seasonal spike',
      },
    },
    related: ['finsight-cf-dso-worked-example', 'finsight-cf-first-loss-support'],
    content: {
      'en-in': {
        title: 'How a dealer’s credit limit is set',
        slug: 'how-a-dealer-credit-limit-is-set',
        excerpt: 'A dealer’s channel-finance limit starts from what it buys from you and how it has paid. Seasonal peaks are where most limits fall short.',
        body: doc(
          h2('What gets assessed'),
          ul([
            '**Purchase history with the brand:** monthly purchases over the last year or two, seasonality, and how promptly the dealer paid you.',
            '**GST returns:** total turnover and its trend, and whether returns are filed on time.',
            '**Bank statements:** inflows, average balances, returned cheques and existing loan repayments.',
            '**Credit bureau reports** for the business and its promoters.',
          ]),
          p(
            'The brand’s sales data carries real weight here. A dealer that has bought steadily from you for five years and paid on time is a better risk than its balance sheet alone suggests.',
          ),
          h2('Sizing the limit'),
          p(
            'A starting point is monthly purchases × credit period in days ÷ 30. Illustratively, a dealer buying INR 20 lakh a month on 45-day terms needs about INR 30 lakh. But if it buys INR 35 lakh a month in the two months before Diwali, it needs about INR 52.5 lakh then, and a flat INR 30 lakh limit will cap its festive orders exactly when you want them largest.',
          ),
          h2('Getting it right'),
          ul([
            'Share month-by-month sales data, not annual totals, so seasonality is visible.',
            'Ask for seasonal limit increases in advance rather than a permanently higher limit.',
            'Flag dealers you plan to grow, with the reasons, so limits can be reviewed after a few months of repayments.',
            'Review overdue reports with your sales team each week; a dealer paying late on the line is also a sales signal.',
          ]),
        ),
        seo: {
          title: 'How dealer credit limits are set',
          description:
            'What goes into a dealer’s channel financing limit, from purchase history to GST and bank data, and how to size limits for the festive peak.',
        },
      },
      'en-us': {
        title: 'How a dealer’s credit limit is set',
        slug: 'how-dealer-credit-limits-are-set',
        excerpt: 'A dealer’s channel-finance limit starts from what it buys from you and how it has paid. Seasonal peaks are where most limits fall short.',
        body: doc(
          h2('What gets assessed'),
          ul([
            '**Purchase history with the manufacturer:** monthly purchases over the last year or two, seasonality, and how promptly the dealer paid you.',
            '**Financial statements or tax returns,** depending on the dealer’s size.',
            '**Bank statements:** deposits, average balances, returned items and existing loan payments.',
            '**Business credit reports and a UCC lien search,** which show whether another lender already has a claim on the dealer’s inventory or receivables.',
          ]),
          p(
            'Your sales data carries real weight here. A dealer that has bought steadily from you for five years and paid on time is a better risk than its financial statements alone suggest.',
          ),
          h2('Sizing the limit'),
          p(
            'A starting point is monthly purchases × credit period in days ÷ 30. Illustratively, a dealer buying $150,000 a month on 45-day terms needs about $225,000. But if it buys $250,000 a month in the two months before its selling season, it needs about $375,000 then, and a flat $225,000 limit will cap its preseason orders exactly when you want them largest.',
          ),
          h2('Getting it right'),
          ul([
            'Share month-by-month sales data, not annual totals, so seasonality is visible.',
            'Ask for seasonal limit increases in advance rather than a permanently higher limit.',
            'Flag dealers you plan to grow, with the reasons, so limits can be reviewed after a few months of repayments.',
            'Review past-due reports with your sales team each week; a dealer paying late on the line is also a sales signal.',
          ]),
        ),
        seo: {
          title: 'How dealer credit limits are set',
          description:
            'What goes into a US dealer’s channel financing limit, from purchase history to credit reports and lien searches, and how to size it for preseason.',
        },
      },
    },
  },

  // ——— Import factoring (India, with US versions) ———
  {
    key: 'finsight-if-true-cost-of-deposits',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'michael',
    publishedAt: '2025-03-04T10:00:00+05:30',
    cover: {
      motif: 'container',
      alt: {
        'en-in': 'Illustration: a stack of coins locked inside a container that has not yet left the factory',
        'en-us': 'Illustration: a stack of coins locked inside a container that has not yet left the factory',
      },
    },
    tool: '/interest-calculator',
    related: ['finsight-if-vs-letter-of-credit', 'finsight-if-landed-cost-cash'],
    content: {
      'en-in': {
        title: 'The true cost of a 30% deposit to your supplier',
        slug: 'true-cost-of-a-supplier-deposit',
        excerpt: 'Paying 30% with the order and 70% before shipment is an interest-free, unsecured loan to your supplier. Here is what it costs an importer.',
        body: doc(
          h2('A loan you did not notice making'),
          p(
            'Many overseas suppliers ask for a deposit with the order and the balance before shipment. Until the goods are made, the deposit is unsecured credit to the supplier. Until you have sold the goods and collected, all of it is your working capital.',
          ),
          h2('A worked example'),
          p(
            'Illustratively: a USD 200,000 order. A 30% deposit (USD 60,000) on day 0; the 70% balance (USD 140,000) on day 45 before shipment; goods arrive around day 75, are cleared and sold on 60-day terms, so cash comes back around day 135. Your funding costs 11% a year, on a 360-day basis.',
          ),
          ul([
            '**Deposit:** 60,000 × 11% × 135/360 = USD 2,475.',
            '**Balance:** 140,000 × 11% × 90/360 = USD 3,850.',
            '**Total:** USD 6,325, about 3.2% of the order, plus the risk of losing the deposit if the supplier fails before shipping.',
          ]),
          h2('With import factoring'),
          p(
            'Northwind pays the supplier at dispatch, and you repay on day 135. Illustratively, a 9% discount rate on USD 200,000 for 90 days is USD 4,500, plus a 0.5% service fee (USD 1,000): USD 5,500 in total. More importantly, none of your own cash is tied up before the goods are sold, and no deposit sits with the supplier before the goods exist.',
          ),
          p('Before you compare the two:'),
          ul([
            'Use your real cost of funds, not the rate on a deposit you happen to hold.',
            'Remember that duties, freight and clearance charges still need cash at the port.',
            'Ask the supplier what it would offer for payment at dispatch instead of a deposit.',
          ]),
        ),
        seo: {
          title: 'The true cost of supplier deposits for importers',
          description:
            'What a 30% deposit and 70% pre-shipment payment really cost an Indian importer on a USD 200,000 order, compared with import factoring at dispatch.',
        },
      },
      'en-us': {
        title: 'The true cost of a 30% deposit to your supplier',
        slug: 'true-cost-of-supplier-deposits',
        excerpt: 'Paying 30% with the order and 70% before shipment is an interest-free, unsecured loan to your supplier. Here is what it costs a US importer.',
        body: doc(
          h2('A loan you did not notice making'),
          p(
            'Many overseas suppliers ask for a deposit with the order and the balance before shipment. Until the goods are made, the deposit is unsecured credit to the supplier. Until you have sold the goods and collected, all of it is your working capital.',
          ),
          h2('A worked example'),
          p(
            'Illustratively: a $200,000 order. A 30% deposit ($60,000) on day 0; the 70% balance ($140,000) on day 45 before shipment; goods arrive around day 75, clear customs and sell on net 60 terms, so cash comes back around day 135. Your revolver costs 11% a year, on a 360-day basis.',
          ),
          ul([
            '**Deposit:** 60,000 × 11% × 135/360 = $2,475.',
            '**Balance:** 140,000 × 11% × 90/360 = $3,850.',
            '**Total:** $6,325, about 3.2% of the order, plus the risk of losing the deposit if the supplier fails before shipping.',
          ]),
          h2('With import factoring'),
          p(
            'Northwind pays the supplier at shipment, and you repay on day 135. Illustratively, a 9% discount rate on $200,000 for 90 days is $4,500, plus a 0.5% service fee ($1,000): $5,500 in total. More importantly, none of your own cash or revolver capacity is tied up before the goods are sold, and no deposit sits with the supplier before the goods exist.',
          ),
          p('Before you compare the two:'),
          ul([
            'Use your real marginal cost of funds, including any unused-line fees and covenants.',
            'Remember that duties, fees and freight still need cash when the goods arrive.',
            'Ask the supplier what it would offer for payment at shipment instead of a deposit.',
          ]),
        ),
        seo: {
          title: 'The true cost of supplier deposits',
          description:
            'What a 30% deposit and 70% pre-shipment payment really cost a US importer, worked through on a $200,000 order, compared with import factoring paid at shipment.',
        },
      },
    },
  },
  {
    key: 'finsight-if-vs-letter-of-credit',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'priya',
    publishedAt: '2025-10-28T10:00:00+05:30',
    cover: {
      motif: 'document',
      alt: {
        'en-in': 'Illustration: a letter of credit with fee tags hanging from it beside a simpler invoice',
        'en-us': 'Illustration: a letter of credit with fee tags hanging from it beside a simpler invoice',
      },
    },
    related: ['finsight-if-true-cost-of-deposits', 'finsight-if-landed-cost-cash'],
    content: {
      'en-in': {
        title: 'Import factoring vs a letter of credit: where costs hide',
        slug: 'import-factoring-vs-letter-of-credit',
        excerpt: 'The fees on an import letter of credit are visible. The margin money and the bank limit it blocks are where most of the cost hides.',
        body: doc(
          h2('The visible costs of an LC'),
          p(
            'An import letter of credit carries an issuance commission, usually charged per quarter or part of a quarter, plus amendment and SWIFT charges, and on a usance LC, acceptance or interest costs. Discrepancy fees under UCP 600 are normally deducted from the supplier’s payment, and suppliers often price that risk into their quotes.',
          ),
          h2('The hidden ones'),
          ul([
            '**Margin money:** many banks ask for a cash margin, a share of the LC value held as a deposit until the LC is settled.',
            '**Blocked limits:** each LC uses your non-fund-based limit, which then cannot support other LCs or guarantees.',
            '**Strict compliance:** the bank pays against compliant documents, not against goods. An LC does not protect you from poor quality, only from a supplier who ships nothing.',
          ]),
          p(
            'Illustratively, on a USD 150,000 LC open for about four months, a 15% margin blocks USD 22,500. At an 11% cost of funds that is about USD 825, before any commission or charges.',
          ),
          h2('How import factoring differs'),
          p(
            'Northwind pays the supplier at dispatch and you repay 60 to 120 days later. The cost is a discount charge for the days you use the facility and a service fee. There is no margin money, and your bank’s LC limit stays free for suppliers who insist on one.',
          ),
          ul([
            'Payments still flow through regular banking channels, as FEMA requires.',
            'Submit the bill of entry to your AD bank promptly, so the import entry in IDPMS is closed.',
            'Some suppliers will still insist on an LC; import factoring suits those willing to be paid at dispatch instead.',
          ]),
        ),
        seo: {
          title: 'Import factoring vs import letters of credit',
          description:
            'Issuance fees are only part of an import LC’s cost. Margin money, blocked limits and strict document rules compared with import factoring for Indian importers.',
        },
      },
      'en-us': {
        title: 'Import factoring vs a letter of credit: where costs hide',
        slug: 'import-factoring-vs-letters-of-credit',
        excerpt: 'The fees on an import letter of credit are visible. The collateral and the credit line it ties up are where most of the cost hides.',
        body: doc(
          h2('The visible costs of an LC'),
          p(
            'An import letter of credit carries an issuance fee, usually a percentage of the LC amount for each period it is open, plus amendment and SWIFT charges, and on a usance LC, acceptance or financing costs. Discrepancy fees under UCP 600 are normally deducted from the supplier’s payment, and suppliers often price that risk into their quotes.',
          ),
          h2('The hidden ones'),
          ul([
            '**Collateral:** banks may ask for cash collateral or set LCs against your borrowing base, so each LC reduces what you can borrow.',
            '**Tied-up line capacity:** an open LC uses your credit facility until it is settled, even before any money moves.',
            '**Strict compliance:** the bank pays against compliant documents, not against goods. An LC does not protect you from poor quality, only from a supplier who ships nothing.',
          ]),
          p(
            'Illustratively, on a $150,000 LC open for about four months, cash collateral of 15% blocks $22,500. At an 11% cost of funds that is about $825, before any fees.',
          ),
          h2('How import factoring differs'),
          p(
            'Northwind pays the supplier at shipment and you repay 60 to 120 days later. The cost is a discount charge for the days you use the line and a service fee. There is no collateral deposit, and your bank line stays free for suppliers who insist on an LC and for everything else.',
          ),
          ul([
            'Compare the all-in cost per order, including the revolver capacity each option uses.',
            'Some suppliers will still insist on an LC; import factoring suits those willing to be paid at shipment instead.',
            'Keep documents consistent either way: the commercial invoice also supports your customs entry.',
          ]),
        ),
        seo: {
          title: 'Import factoring vs letters of credit',
          description:
            'Issuance fees are only part of an import LC’s cost. Collateral, tied-up credit lines and strict document rules compared with import factoring for US importers.',
        },
      },
    },
  },
  {
    key: 'finsight-if-landed-cost-cash',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'arjun',
    publishedAt: '2026-04-28T10:00:00+05:30',
    cover: {
      motif: 'ship',
      alt: {
        'en-in': 'Illustration: a container ship at a customs gate with a stack of coins for duties',
        'en-us': 'Illustration: a container ship at a customs gate with a stack of coins for duties',
      },
    },
    related: ['finsight-if-true-cost-of-deposits', 'finsight-if-vs-letter-of-credit'],
    content: {
      'en-in': {
        title: 'Your import line pays the supplier, not customs',
        slug: 'import-line-pays-supplier-not-customs',
        excerpt: 'Import factoring pays your overseas supplier. Customs duty and IGST are due before the goods leave the port, so budget that cash separately.',
        body: doc(
          h2('The cash needed at the port'),
          p(
            'An import factoring facility pays your supplier’s invoice. Basic customs duty, the social welfare surcharge and IGST are due before customs releases the goods, along with terminal charges, your customs broker’s fees and inland freight. Importers who plan for the supplier payment but not for the port are the ones whose containers wait.',
          ),
          h2('A worked example'),
          p(
            'Illustratively: goods with an assessable value of INR 85 lakh (about USD 100,000 CIF at an illustrative INR 85 to the dollar), basic customs duty of 10%, the social welfare surcharge at 10% of that duty, and IGST at 18%.',
          ),
          ul([
            '**Basic customs duty:** INR 8.5 lakh.',
            '**Social welfare surcharge:** INR 85,000.',
            '**IGST** on the value plus duty and surcharge (INR 94.35 lakh): about INR 16.98 lakh.',
            '**Total at the port:** about INR 26.3 lakh, roughly 31% of the invoice value, before broker fees and freight.',
          ]),
          p(
            'IGST paid on import is generally available as input tax credit, but only after you have paid it, so it is a timing cost, not a permanent one. Rates vary by tariff item and change through notifications, so check the current rates for your HSN code in the CBIC customs tariff.',
          ),
          h2('Planning for it'),
          ul([
            'Budget duties and IGST for each shipment when you place the order, not when the bill of entry is filed.',
            'Keep a working-capital line or cash reserve sized for duties on the shipments you expect each month.',
            'Check that your IGST credit flows through to your returns promptly.',
          ]),
        ),
        seo: {
          title: 'Import factoring and the cash for customs duty',
          description:
            'Import factoring pays your supplier, but customs duty and IGST are due at the port. A worked INR 85 lakh example of the cash needed before clearance.',
        },
      },
      'en-us': {
        title: 'Your import line pays the supplier, not CBP',
        slug: 'import-line-pays-supplier-not-cbp',
        excerpt:
          'Import factoring pays your overseas supplier. Duties and fees are owed to CBP shortly after your goods are released, so budget that cash separately.',
        body: doc(
          h2('The cash needed at entry'),
          p(
            'An import factoring line pays your supplier’s invoice. Customs duties and fees are owed to US Customs and Border Protection (CBP), generally within 10 working days of release unless you pay through a periodic monthly statement. On top come your customs broker’s fees, the customs bond, drayage and warehouse charges. Importers who plan for the supplier payment but not for entry are the ones whose goods sit at the port.',
          ),
          h2('A worked example'),
          p('Illustratively: goods with an entered value of $100,000 arriving by ocean.'),
          ul([
            '**Duties:** the general rate for the HTS number plus any additional tariffs on that origin. At an illustrative combined 10%, that is $10,000.',
            '**Merchandise processing fee:** 0.3464% of value, subject to a minimum and maximum that CBP adjusts each fiscal year, about $346 here.',
            '**Harbor maintenance fee:** 0.125% of value for cargo unloaded at covered US ports, $125.',
            '**Total owed to CBP:** about $10,471, before broker, bond and freight costs.',
          ]),
          p(
            'Unlike import VAT in many countries, US duties are not recovered later: they are part of your landed cost. Additional tariffs on many origins have changed repeatedly, so check the current Harmonized Tariff Schedule and CBP guidance for each shipment.',
          ),
          h2('Planning for it'),
          ul([
            'Budget duties for each shipment when you place the order, using the rate in force when you expect the goods to enter.',
            'Keep revolver capacity or cash sized for the duties on the shipments you expect each month.',
            'Ask your broker whether a periodic monthly statement would smooth the timing of payments.',
          ]),
        ),
        seo: {
          title: 'Import factoring and the cash for US duties',
          description:
            'Import factoring pays your supplier, but duties, MPF and HMF are owed to CBP after release. A worked $100,000 example of the cash US importers need at entry.',
        },
      },
    },
  },

  // ——— US-only posts ———
  {
    key: 'finsight-epd-us-static-vs-dynamic',
    kind: 'finsight',
    product: 'early-payment-discount',
    author: 'michael',
    publishedAt: '2025-11-04T10:00:00-05:00',
    cover: { motif: 'calendar', alt: { 'en-us': 'Illustration: a calendar where only day 10 is lit beside a calendar where every day carries a small coin' } },
    tool: '/interest-calculator',
    related: ['finsight-epd-what-a-discount-earns', 'finsight-epd-us-vs-money-market'],
    content: {
      'en-us': {
        title: '2/10 net 30 vs dynamic discounting: price every day',
        slug: '2-10-net-30-vs-dynamic-discounting',
        excerpt:
          'A 2/10 net 30 discount is worth about 37% a year, but only if you pay by day 10. Dynamic discounting keeps a discount available on every day before the due date.',
        body: doc(
          h2('The all-or-nothing problem'),
          p(
            'Under 2/10 net 30, you may take 2% off if you pay within 10 days; otherwise the full amount is due on day 30. Paying 20 days early for 2% works out at about 2 ÷ 98 × 365 ÷ 20 ≈ 37% a year, one of the best returns available to a corporate treasury.',
          ),
          p(
            'The catch is the cliff. If an invoice is not approved until day 12, because of a missing receiving record or a price mismatch, the discount is gone entirely. Many AP teams capture only part of the discounts their suppliers offer for exactly this reason, and the supplier, which offered 2% whatever happened, gains nothing either.',
          ),
          h2('Dynamic discounting prices each day'),
          p(
            'In a dynamic program, the discount is an annual rate applied to the days paid early. Illustratively, a $200,000 invoice on net 60 terms at a program rate of 12% a year:',
          ),
          ul([
            '**Paid on day 15, 45 days early:** about $2,959.',
            '**Paid on day 40, 20 days early:** about $1,315.',
            '**Paid on the due date:** no discount, the full $200,000.',
          ]),
          p('Whenever the invoice is approved, there is still a discount available, and the supplier chooses the day.'),
          h2('Which to use'),
          ul([
            'Keep static terms where suppliers already offer them and your team reliably approves within the window.',
            'Move suppliers to dynamic terms where approval regularly takes longer than the discount period.',
            'Track captured discounts as a share of discounts available, by supplier.',
            'In both cases, approval speed is the lever: every day saved in AP is a day of return.',
          ]),
        ),
        seo: {
          title: '2/10 net 30 vs dynamic discounting',
          description:
            'Why 2/10 net 30 discounts often go uncaptured and how dynamic discounting prices every day paid early, worked through on a $200,000 invoice.',
        },
      },
    },
  },
  {
    key: 'finsight-epd-us-vs-money-market',
    kind: 'finsight',
    product: 'early-payment-discount',
    author: 'michael',
    publishedAt: '2026-09-22T10:00:00-04:00',
    cover: { motif: 'chart', alt: { 'en-us': 'Illustration: two bar charts compared side by side, one for a fund and one for supplier invoices' } },
    related: ['finsight-epd-us-static-vs-dynamic', 'finsight-epd-or-vendor-financing'],
    content: {
      'en-us': {
        title: 'Early pay vs a money-market fund: compare like with like',
        slug: 'early-pay-vs-money-market-fund',
        excerpt:
          'Early payment often beats money-market yields on return. A fair comparison also weighs liquidity, risk and how each return shows up in your results.',
        body: doc(
          h2('Return'),
          p(
            'Compare the program’s annualized discount with your fund’s yield for the same horizon. Both are generally taxed at your corporate rate, since a purchase discount lowers your costs and raises taxable income, so a pre-tax comparison is usually fair. Check with your tax team if your fund holds government securities with state-tax advantages.',
          ),
          p('Illustratively, $10 million deployed on average at a 10% annualized discount, against a fund yielding 4%, adds about $600,000 a year.'),
          h2('Liquidity'),
          p(
            'A money-market fund can usually be redeemed the same or next day. Cash used for early payment is committed until each invoice’s original due date. Deploy only the part of your surplus your forecast says you will not need within the horizon: if $30 million is surplus but $12 million may be needed within 60 days, cap the program at $18 million.',
          ),
          h2('Risk and reporting'),
          p(
            'Early payment carries no third-party credit risk: you are settling your own payable sooner. The risk is operational. Once you have paid, you lose the leverage of withholding payment if goods are later found defective, so pay early only on invoices that are fully received and approved.',
          ),
          ul([
            'Purchase discounts usually reduce the cost of what you bought, so the return shows up in gross margin, not interest income.',
            'Agree with your controller how the program’s yield will be reported to the CFO and the board.',
            'Early payment also lowers DPO for the invoices paid early, which matters if working capital targets are tracked.',
          ]),
        ),
        seo: {
          title: 'Early payment vs money-market funds',
          description:
            'How treasury teams should compare early payment discounts with money-market funds on return, liquidity, risk and reporting, with a $10 million example.',
        },
      },
    },
  },
  {
    key: 'finsight-vf-us-asu-2022-04',
    kind: 'finsight',
    product: 'vendor-financing',
    author: 'michael',
    publishedAt: '2025-06-17T10:00:00-04:00',
    cover: { motif: 'document', alt: { 'en-us': 'Illustration: a financial statement note with a highlighted table of supplier finance obligations' } },
    related: ['finsight-vf-extending-terms', 'finsight-vf-us-approval-speed'],
    content: {
      'en-us': {
        title: 'Supplier finance disclosures: what ASU 2022-04 asks',
        slug: 'supplier-finance-disclosures-asu-2022-04',
        excerpt:
          'US GAAP now requires buyers in supplier finance programs to disclose key terms, confirmed amounts outstanding and an annual rollforward. Plan the data before year-end.',
        body: doc(
          h2('What the standard requires'),
          p(
            'FASB’s ASU 2022-04, in Subtopic 405-50, requires a buyer that uses a supplier finance program in connection with purchases of goods and services to disclose:',
          ),
          ul([
            'The key terms of the program, including payment timing and any assets pledged or guarantees given.',
            'The amount of obligations confirmed under the program that remain unpaid at the end of the period, and where they sit on the balance sheet.',
            'A rollforward of those obligations for the annual period: confirmed during the year, paid, and any other changes.',
          ]),
          p(
            'The basic disclosures apply for fiscal years beginning after December 15, 2022, including interim periods, and the rollforward for fiscal years beginning after December 15, 2023. The standard does not change how the obligations are recognized, measured or presented; that remains a judgment for you and your auditors. IFRS reporters have comparable requirements through amendments to IAS 7 and IFRS 7.',
          ),
          h2('The data you will need'),
          ul([
            'Invoices confirmed into the program and still unpaid at each period end.',
            'Totals confirmed and paid during the year, for the rollforward.',
            'Payment terms under the program compared with terms for suppliers outside it.',
          ]),
          h2('Practical steps'),
          ul([
            'Ask your program provider for period-end reports that match your fiscal calendar; Northwind’s platform produces them for each close.',
            'Reconcile confirmed amounts to your AP subledger every quarter, not only at year-end.',
            'Document why the obligations remain trade payables, with the facts your auditors will look for.',
          ]),
          p('This is a summary, not accounting advice. Confirm the application to your program with your auditors.'),
        ),
        seo: {
          title: 'ASU 2022-04 supplier finance disclosures',
          description:
            'What ASU 2022-04 requires US buyers in supplier finance programs to disclose, when each part took effect, and the data to have ready at period end.',
        },
      },
    },
  },
  {
    key: 'finsight-vf-us-approval-speed',
    kind: 'finsight',
    product: 'vendor-financing',
    author: 'michael',
    publishedAt: '2026-11-10T10:00:00-05:00',
    cover: { motif: 'calendar', alt: { 'en-us': 'Illustration: an invoice moving quickly through an approval stamp toward a supplier' } },
    related: ['finsight-vf-supplier-onboarding', 'finsight-vf-us-asu-2022-04'],
    content: {
      'en-us': {
        title: 'Approval speed is the product in vendor financing',
        slug: 'approval-speed-in-vendor-financing',
        excerpt:
          'Suppliers can be paid early only after you approve their invoices. The days your AP team takes decide how much your vendor financing program is worth.',
        body: doc(
          h2('Nothing can be financed before approval'),
          p(
            'In vendor financing, a supplier can sell an invoice only once you have approved it for payment. Every day between receiving the invoice and approving it is a day the supplier waits, however fast the funding is afterward.',
          ),
          h2('A worked example'),
          p('Illustratively, a $50,000 invoice on net 60 terms, with a program rate of 6.5% a year.'),
          ul([
            '**Approved on day 8:** the supplier can be paid on day 9, 51 days early, for a discount of about $460.',
            '**Approved on day 45:** the supplier can be paid on day 46, only 15 days early.',
          ]),
          p(
            'The supplier pays less in the second case, but it also gets almost none of what it joined the program for. Suppliers who repeatedly see late approvals stop using the program, and any term extension you negotiated starts to look like a one-sided deal.',
          ),
          h2('How to approve faster'),
          ul([
            'Post receiving records the same day goods arrive, so three-way matching can run immediately.',
            'Give exception queues, such as price or quantity mismatches, a named owner and a service level.',
            'Send approved invoices to the program platform daily through your ERP integration, not in a weekly batch.',
            'Measure median days from invoice receipt to approval, by supplier, and report it alongside program adoption.',
          ]),
          p('A target of approval within ten days is achievable for most clean invoices, and it changes how suppliers see the whole program.'),
        ),
        seo: {
          title: 'Why invoice approval speed matters',
          description:
            'Suppliers can be paid early only after you approve. A worked $50,000 example shows why approval speed decides a vendor financing program’s value.',
        },
      },
    },
  },
  {
    key: 'finsight-cf-us-floor-plan-vs-channel',
    kind: 'finsight',
    product: 'channel-financing',
    author: 'michael',
    publishedAt: '2025-08-19T10:00:00-04:00',
    cover: { motif: 'truck', alt: { 'en-us': 'Illustration: a dealer lot of tagged vehicles beside a warehouse of boxed products' } },
    related: ['finsight-cf-dso-worked-example', 'finsight-cf-us-subvention-pricing'],
    content: {
      'en-us': {
        title: 'Floor plan financing vs channel financing',
        slug: 'floor-plan-financing-vs-channel-financing',
        excerpt:
          'Both give dealers credit to buy your products, but floor plan finance is secured on each unit while channel financing is a revolving line repaid on fixed terms.',
        body: doc(
          h2('Floor plan financing'),
          p(
            'Floor plan lending finances a dealer’s inventory unit by unit. It is common for serialized, high-value goods such as vehicles, RVs, boats and heavy equipment. The lender pays the manufacturer for each unit shipped, takes a security interest in that unit, perfected by a UCC-1 filing, and checks the dealer’s lot in regular audits.',
          ),
          ul([
            'The dealer pays interest monthly and repays each unit when it is sold.',
            'Units unsold after set periods trigger curtailments, scheduled partial repayments.',
            'Manufacturers often sign repurchase agreements, committing to buy back repossessed units.',
          ]),
          h2('Channel financing'),
          p(
            'Channel financing is a revolving credit line for the dealer’s purchases from you. You ship and invoice, the financier pays you, and the dealer repays the financier within a fixed term, typically 30 to 90 days, whether or not the goods have sold. There is no unit tracking and no lot audit.',
          ),
          h2('Which fits'),
          ul([
            '**Floor plan:** serialized goods, high unit values and selling cycles that can run for months.',
            '**Channel financing:** many SKUs, repeat orders and goods that turn within the credit period, such as building products, parts, HVAC equipment and consumer durables.',
            '**Both:** some manufacturers use floor plan for whole goods and channel financing for parts and accessories.',
          ]),
          p(
            'If dealers regularly need longer than the credit period to sell through, that is a sign your product needs inventory-based finance, not a longer invoice term.',
          ),
        ),
        seo: {
          title: 'Floor plan vs channel financing for dealers',
          description:
            'How floor plan financing for serialized inventory differs from channel financing for dealer purchases, and which fits your products and sales cycle.',
        },
      },
    },
  },
  {
    key: 'finsight-cf-us-subvention-pricing',
    kind: 'finsight',
    product: 'channel-financing',
    author: 'michael',
    publishedAt: '2026-10-06T10:00:00-04:00',
    cover: { motif: 'coins', alt: { 'en-us': 'Illustration: a calendar showing ninety free days over a dealer’s preseason order' } },
    tool: '/interest-calculator',
    related: ['finsight-cf-us-floor-plan-vs-channel', 'finsight-cf-setting-dealer-limits'],
    content: {
      'en-us': {
        title: 'Pricing interest-free dealer terms before the season',
        slug: 'pricing-interest-free-dealer-terms',
        excerpt:
          'Paying your dealers’ finance charge for 90 days can move preseason orders for less than a price discount. Work out the cost per dollar of sales first.',
        body: doc(
          h2('What subvention is'),
          p(
            'In a subvention program, the manufacturer pays the finance charge on dealers’ channel-finance lines for a promotional period, for example 90 days interest-free on orders placed before a cut-off date. The dealer gets free credit, the financier is paid its normal rate, and you pay the difference as a sales incentive.',
          ),
          h2('A worked example'),
          p('Illustratively, a dealer places a $500,000 preseason order, and the program rate is 9% a year on a 360-day basis.'),
          ul([
            '**90 days interest-free:** 500,000 × 9% × 90/360 = $11,250, or 2.25% of the sale.',
            '**A 3% early-order discount instead:** $15,000, given to every dealer, including those who would have paid cash anyway.',
            '**If the dealer repays after 45 days:** where you subsidize only the days used, the cost halves to $5,625.',
          ]),
          p(
            'Subvention costs less per dollar of sales in this example, reaches only dealers who actually need credit, and does not reset your price list the way a discount can.',
          ),
          h2('Design points'),
          ul([
            'Cap the program’s total cost, and set a firm order window.',
            'State what rate applies after the free period, so nobody is surprised.',
            'Decide whether you pay for the full promotional period or only the days used.',
            'Agree the accounting with your controller. Subvention is often treated as a reduction of revenue under ASC 606 rather than a marketing expense.',
          ]),
        ),
        seo: {
          title: 'Pricing interest-free dealer financing terms',
          description:
            'How to cost a preseason subvention program that pays dealers’ finance charges, compared with an early-order price discount, on a worked $500,000 dealer order.',
        },
      },
    },
  },
  {
    key: 'finsight-if-us-tariff-headroom',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'arjun',
    publishedAt: '2025-12-09T10:00:00-05:00',
    cover: { motif: 'container', alt: { 'en-us': 'Illustration: a container on a scale tipping as a tariff weight is added' } },
    tool: '/hts-code',
    related: ['finsight-if-landed-cost-cash', 'finsight-if-us-abl-covenants'],
    content: {
      'en-us': {
        title: 'When tariffs change mid-order, protect your cash',
        slug: 'tariffs-change-mid-order-protect-cash',
        excerpt:
          'The duty rate that applies is generally the one in force when goods are entered, not when you ordered or paid. Plan cash headroom for the difference.',
        body: doc(
          h2('The date that sets your duty'),
          p(
            'Under CBP rules, the duty rate that applies is generally the one in effect when the goods are entered for consumption, or withdrawn from a warehouse for consumption, not the date you placed the order or paid the supplier. Some tariff actions have included limited exceptions for goods already in transit, but they are not something to plan around.',
          ),
          h2('A worked example'),
          p(
            'Illustratively, you order $250,000 of goods, and they enter ten weeks later. Import factoring pays your supplier at shipment, but the duty is yours.',
          ),
          ul([
            '**Additional duty of 7.5% when you order:** $18,750 owed at entry.',
            '**Raised to 25% before the goods arrive:** $62,500 owed at entry.',
            '**Extra cash needed:** $43,750, generally due within 10 working days of release, on goods you priced to customers at the old rate.',
          ]),
          h2('How to protect yourself'),
          ul([
            'Confirm the HTS classification and the country of origin of each product; both decide which tariffs apply.',
            'Check the current Harmonized Tariff Schedule and CBP guidance before each shipment, not once a year.',
            'Add tariff-adjustment clauses to customer contracts and price lists where you can.',
            'Keep revolver or cash headroom sized for a plausible tariff change on goods in transit.',
            'Ask your customs broker whether a bonded warehouse or foreign-trade zone could help; the rules under recent tariff actions vary, so get specific advice.',
          ]),
        ),
        seo: {
          title: 'Tariff changes mid-order: protect your cash',
          description:
            'US duty rates generally apply at entry, not at order. A worked $250,000 example shows the cash a tariff change can demand, and how to plan for it.',
        },
      },
    },
  },
  {
    key: 'finsight-if-us-abl-covenants',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'michael',
    publishedAt: '2026-11-17T10:00:00-05:00',
    cover: { motif: 'ship', alt: { 'en-us': 'Illustration: a container ship at sea with a borrowing-base gauge running low beside it' } },
    related: ['finsight-if-true-cost-of-deposits', 'finsight-if-us-tariff-headroom'],
    content: {
      'en-us': {
        title: 'Import factoring next to an ABL revolver',
        slug: 'import-factoring-and-abl-revolver',
        excerpt:
          'Goods in transit often do not count in an asset-based borrowing base. Import factoring can fill that gap, once your ABL lender has agreed how the two fit.',
        body: doc(
          h2('The in-transit gap'),
          p(
            'An asset-based revolver lends against a borrowing base of eligible receivables and inventory. Inventory still at sea is often ineligible, or eligible only under conditions such as the lender controlling the bill of lading. So when you pay a supplier from the revolver, availability drops immediately, and only part of it comes back when the goods land.',
          ),
          h2('A worked example'),
          p('Illustratively, you pay $500,000 for goods that spend 40 days in transit, and landed inventory is advanced at 50%.'),
          ul([
            '**During transit:** availability falls by $500,000, with nothing added to the borrowing base.',
            '**After landing:** $250,000 of availability returns through eligible inventory.',
            '**With import factoring:** Northwind pays the supplier, and the revolver is untouched until you repay Northwind from sales.',
          ]),
          h2('Read your credit agreement first'),
          ul([
            '**Liens:** your ABL lender probably has a blanket lien on inventory. Goods financed through import factoring need a carve-out or an intercreditor agreement.',
            '**Permitted debt:** covenants often cap other borrowing or list the financing you may add without consent.',
            '**Borrowing base:** financed goods may need to be excluded from eligible inventory until Northwind is repaid.',
            '**Reporting:** agree how the facility appears in your compliance certificates.',
          ]),
          p('Talk to your ABL lender before the first order. Most lenders prefer an agreed structure to finding a new creditor in a field exam.'),
        ),
        seo: {
          title: 'Import factoring alongside an ABL revolver',
          description:
            'Why goods in transit often fall outside an ABL borrowing base, how import factoring fills the gap, and the lien and covenant points to agree first.',
        },
      },
    },
  },
]
