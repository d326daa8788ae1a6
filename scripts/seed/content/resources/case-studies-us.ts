import { doc, h2, p, ul } from '../../rich-text'
import type { CaseStudySeed } from './types'

/**
 * US case studies. Each is an illustrative composite of typical transactions, not one named client: the clients
 * are anonymised descriptions, the people quoted are anonymised initials, and every figure is representative.
 */
export const CASE_STUDIES_US: CaseStudySeed[] = [
  {
    key: 'case-us-midwest-auto-parts-early-payment',
    product: 'early-payment-discount',
    country: 'US',
    amountFinanced: { amount: 38_000_000, currency: 'USD' },
    daysToFunds: 2,
    publishedAt: '2025-09-16T10:00:00-04:00',
    cover: { motif: 'factory', alt: { 'en-us': 'Illustration: a stamping plant with supplier trucks arriving and coins flowing back to them' } },
    content: {
      'en-us': {
        title: 'A Midwest auto-parts maker puts idle cash to work',
        slug: 'midwest-auto-parts-manufacturer-early-payment',
        excerpt:
          'A components manufacturer turned surplus cash into an early payment program for its smaller suppliers, earning a return and ending ad hoc payment requests.',
        industry: 'Automotive components',
        outcome: 'Earned about $396,000 in discounts by paying $38 million of invoices early, while its smaller suppliers got cash in days.',
        quote: {
          text: 'We used to argue with suppliers about who got paid early and at what price. Now there is one rate, suppliers choose, and treasury can see exactly what our cash is earning.',
          name: 'J. D.',
          role: 'Treasurer',
        },
        body: doc(
          p('This is an illustrative composite based on typical transactions, not the story of a single client, and the figures are representative.'),
          h2('The client'),
          p(
            'A Midwest auto-parts manufacturer makes stamped and machined components for vehicle assembly plants. It buys from around 300 active suppliers: mostly small machine shops, tooling makers, coaters and freight carriers within a day’s drive, plus a growing group in Mexico. Its standard payment terms are net 60.',
          ),
          h2('The challenge'),
          p(
            'After two strong quarters, treasury was holding more cash than operations needed, and it sat in money-market funds. At the same time, procurement was fielding requests from smaller suppliers squeezed by swings in steel prices and changes to assembly-plant schedules. Each request was handled by email. Some suppliers were paid early for nothing, others at a discount negotiated case by case, and nobody could say what the company was earning or giving away.',
          ),
          h2('What we set up'),
          ul([
            '**One platform:** approved invoices flowed daily from the manufacturer’s ERP to Northwind’s platform, each showing the early payment amount for every possible payment date.',
            '**One rate:** treasury set a single program rate, an annualized 10% in this example, applied to the number of days paid early. Suppliers chose invoice by invoice, and those who preferred to wait were paid in full on day 60.',
            '**A cash cap:** treasury set a rolling limit of $15 million for early payments, reviewed each month against the cash forecast.',
            '**Targeted onboarding:** Northwind’s team invited 60 suppliers first, those who had asked for early payment in the previous year, with Spanish-language support for the suppliers in Mexico.',
          ]),
          h2('Results in the first year'),
          p(
            'Of the 60 suppliers invited, 41 used the program at least once. The manufacturer paid $38 million of invoices early, on average 38 days before the due date. At the program rate, that earned about $396,000 in discounts (38 million × 10% × 38 ÷ 365), a return well above what the same cash had been earning in money-market funds over the period. Suppliers typically received funds within two business days of choosing early payment, and ad hoc requests to procurement all but stopped.',
          ),
          p(
            'In the fourth quarter, treasury needed cash for a new press line. Rather than switching the program off, it moved the same suppliers to Northwind-funded vendor financing for three months. Suppliers were still paid early, at a rate based on the manufacturer’s credit, and the company went back to paying on day 60 until its cash position recovered.',
          ),
          h2('What made the difference'),
          ul([
            '**Approval speed.** Receiving records were posted the day goods arrived, and the median time from invoice to approval fell from 19 days to 8. Every day saved was a day suppliers could be paid early.',
            '**One rate for everyone.** A published rate ended negotiation by email and made the program easy for small suppliers to trust.',
            '**Clear ownership.** Treasury owned the cash cap and the rate; procurement owned supplier relationships and outreach.',
            '**A fallback.** Knowing it could switch to vendor financing let treasury commit cash without worrying about being locked in.',
          ]),
        ),
        seo: {
          title: 'Case study: early payment for an auto-parts maker',
          description:
            'How a Midwest auto-parts maker used surplus cash to pay $38 million of supplier invoices early, earning about $396,000 in discounts. An illustrative composite.',
        },
      },
    },
  },
  {
    key: 'case-us-southeast-apparel-vendor-financing',
    product: 'vendor-financing',
    country: 'US',
    amountFinanced: { amount: 12_600_000, currency: 'USD' },
    daysToFunds: 1,
    publishedAt: '2026-02-10T10:00:00-05:00',
    cover: { motif: 'globe', alt: { 'en-us': 'Illustration: a globe linking garment factories in India and Mexico to a US distribution center' } },
    content: {
      'en-us': {
        title: 'A Southeast apparel brand extends terms without squeezing suppliers',
        slug: 'southeast-apparel-brand-vendor-financing',
        excerpt:
          'An apparel brand sourcing from India and Mexico moved to 75-day terms to fund wholesale growth, while its suppliers were paid within a day of approval.',
        industry: 'Apparel',
        outcome:
          'Moved most suppliers from 30 to 75-day terms, freeing about $4.9 million of working capital, while suppliers were paid the day after approval.',
        quote: {
          text: 'Our suppliers were never going to accept longer terms if it meant waiting longer for cash. Once they saw they could be paid the day after approval, at our rate rather than theirs, the conversation changed.',
          name: 'M. R.',
          role: 'VP, Sourcing',
        },
        body: doc(
          p('This is an illustrative composite based on typical transactions, not the story of a single client, and the figures are representative.'),
          h2('The client'),
          p(
            'A Southeast apparel brand designs casual and performance wear and sells through its own stores, e-commerce and a fast-growing wholesale channel. It buys finished garments from about 30 cut-and-sew suppliers, most of them knitwear makers in India and the rest in Mexico, on net 30 terms from shipment.',
          ),
          h2('The challenge'),
          p(
            'Wholesale customers paid the brand on 60-day terms or longer, while it paid its own suppliers in 30. Every new department-store account widened the gap. The brand wanted to move suppliers to 75 days, but its sourcing team knew what that would mean for them: most financed their production with local bank credit, and several had already asked for faster payment, not slower.',
          ),
          h2('What we set up'),
          ul([
            '**Vendor financing at the brand’s rate:** once the brand approved an invoice, after shipping documents and third-party inspection, the supplier could sell it to Northwind and receive up to 95% of its value in USD, typically the next business day.',
            '**Terms moved with notice:** the brand gave suppliers a full season’s notice before the change to 75 days applied to new purchase orders.',
            '**Onboarding in each market:** Northwind’s team handled KYC in the suppliers’ time zones. Several Indian suppliers needed no-objection letters from their banks, which held charges over their receivables, and each coordinated with its AD bank on how early payments would be reported against its shipping bills.',
            '**Faster approvals:** the brand began approving invoices on receipt of inspection reports rather than on arrival at its distribution center.',
          ]),
          h2('Results in the first year'),
          p(
            'Of 28 suppliers invited, 22 used the program regularly, and $12.6 million of invoices were financed. The brand’s purchases from suppliers on the new terms were about $40 million a year, so the 45-day extension freed roughly $4.9 million of working capital (40 million × 45 ÷ 365), which funded inventory for two new wholesale accounts.',
          ),
          p(
            'For most participating suppliers, early payment at the program rate cost about the same as, or less than, financing a 30-day wait had cost them before. Not every supplier was better off: the largest, with access to cheap bank credit of its own, negotiated to stay on 45-day terms instead, and the brand agreed.',
          ),
          h2('What made the difference'),
          ul([
            '**Early questions about bank charges.** Asking about each supplier’s bank facilities in the first call saved weeks of stalled onboarding.',
            '**Approval tied to inspection.** Moving approval to the inspection report, not arrival in the US, gave suppliers cash within days of shipping.',
            '**Choice, not compulsion.** Suppliers could take early payment invoice by invoice or wait for the due date, which made the new terms easier to accept.',
            '**Disclosure ready.** The brand’s controller set up period-end reports for its supplier finance disclosures under US GAAP before the first quarter closed.',
          ]),
        ),
        seo: {
          title: 'Case study: vendor financing for an apparel brand',
          description:
            'How a Southeast apparel brand sourcing from India and Mexico moved to 75-day terms while suppliers were paid a day after approval. An illustrative composite.',
        },
      },
    },
  },
  {
    key: 'case-us-texas-hvac-channel-financing',
    product: 'channel-financing',
    country: 'US',
    amountFinanced: { amount: 24_000_000, currency: 'USD' },
    daysToFunds: 1,
    publishedAt: '2026-05-19T10:00:00-04:00',
    cover: { motif: 'truck', alt: { 'en-us': 'Illustration: trucks loaded with HVAC units leaving a plant for a row of dealer storefronts' } },
    content: {
      'en-us': {
        title: 'A Texas HVAC maker funds its dealers’ preseason orders',
        slug: 'texas-hvac-manufacturer-channel-financing',
        excerpt:
          'An HVAC equipment manufacturer moved dealer credit to Northwind, got paid at invoice, and used subsidized preseason terms to fill dealer warehouses before summer.',
        industry: 'HVAC equipment',
        outcome: 'Financed $24 million of dealer purchases in its first season and cut DSO on dealer sales from 58 to about 40 days.',
        quote: {
          text: 'Every spring our receivables ballooned just as we needed cash for production. Now we are paid when we invoice, our dealers stock up earlier, and our credit team spends its time on growth instead of collections.',
          name: 'R. T.',
          role: 'Chief Financial Officer',
        },
        body: doc(
          p('This is an illustrative composite based on typical transactions, not the story of a single client, and the figures are representative.'),
          h2('The client'),
          p(
            'A Texas HVAC equipment manufacturer makes residential and light-commercial heating and cooling systems and sells them through about 180 independent dealers and distributors across the South and Southwest. Channel sales are around $80 million a year, on net 60 terms.',
          ),
          h2('The challenge'),
          p(
            'Demand peaks in early summer, so dealers need to stock up in spring. Each year the manufacturer’s receivables swelled from February to May, just as it needed cash for production. Its credit team of three was stretched across 180 accounts, smaller dealers ordered hand to mouth, and a couple of slow payers had made the finance team wary of raising limits.',
          ),
          h2('What we set up'),
          ul([
            '**Dealer lines funded by Northwind:** after reviewing sales history, financial statements and bank data, Northwind approved lines for 120 dealers, from $50,000 to $750,000. The manufacturer was paid for each financed invoice the next business day.',
            '**Terms matched to the season:** standard repayment was 60 days. For orders placed from January to March, the manufacturer paid the finance charge for 90 days as a preseason incentive.',
            '**Risk sharing where it was needed:** established dealers were financed without recourse to the manufacturer. For 25 newer dealers, the manufacturer gave first-loss support capped at 5% of their limits, which allowed lines it would otherwise not have extended.',
            '**Weekly reporting:** utilization and past-due reports went to both finance and the regional sales managers.',
          ]),
          h2('Results in the first season'),
          p(
            'Dealers financed $24 million of purchases, about 30% of channel sales, of which $11 million were preseason orders. Because financed invoices were paid at invoice, DSO on dealer sales fell from 58 days to about 40. The preseason incentive cost about 1.9% of the preseason sales financed, around $209,000, less than the early-order price discount the manufacturer had offered in previous years, and it went only to dealers who actually used credit.',
          ),
          p(
            'Preseason orders arrived earlier and in fuller truckloads, which let the plant level its production schedule. No losses fell within the first-loss support during the season. Two dealers the manufacturer had placed on credit hold the year before were able to buy again on Northwind lines sized to their recent payment record, and both repaid on time. The manufacturer’s credit team, freed from chasing dealer invoices, spent the summer reviewing the next group of dealers to bring into the program.',
          ),
          h2('What made the difference'),
          ul([
            '**Seasonal limits.** Limits were sized on monthly purchase history, with temporary increases for the spring peak, rather than on annual averages.',
            '**A targeted incentive.** Paying the finance charge for a fixed window rewarded early orders without cutting list prices.',
            '**Sales in the loop.** Regional managers saw past-due reports weekly, so problems were raised in dealer visits, not discovered in collections.',
            '**Accounting settled first.** The manufacturer’s controller agreed the treatment of the incentive and the first-loss support with its auditors before launch.',
          ]),
        ),
        seo: {
          title: 'Case study: channel financing for an HVAC maker',
          description:
            'How a Texas HVAC equipment manufacturer financed $24 million of dealer purchases, got paid at invoice and cut DSO to about 40 days. An illustrative composite.',
        },
      },
    },
  },
  {
    key: 'case-us-california-housewares-import-factoring',
    product: 'import-factoring',
    country: 'US',
    amountFinanced: { amount: 9_800_000, currency: 'USD' },
    daysToFunds: 2,
    publishedAt: '2026-10-27T10:00:00-04:00',
    cover: { motif: 'ship', alt: { 'en-us': 'Illustration: a container ship approaching a West Coast port with boxed cookware on the quay' } },
    content: {
      'en-us': {
        title: 'A California housewares importer stops paying deposits',
        slug: 'california-housewares-importer-import-factoring',
        excerpt:
          'A housewares importer replaced supplier deposits with payment at shipment through Northwind, freeing its revolver for duties and its holiday peak.',
        industry: 'Housewares',
        outcome: 'Financed $9.8 million of supplier invoices across 140 shipments and ended deposits with 9 of its 12 main suppliers.',
        quote: {
          text: 'We were wiring deposits months before the goods existed and then scrambling for duty money when containers landed. Now suppliers are paid when they ship, and our revolver is there for the things only it can pay for.',
          name: 'A. L.',
          role: 'Controller',
        },
        body: doc(
          p('This is an illustrative composite based on typical transactions, not the story of a single client, and the figures are representative.'),
          h2('The client'),
          p(
            'A California housewares importer sells cookware, kitchen tools and tableware to national retailers and online marketplaces. It buys from about a dozen main suppliers in India and Southeast Asia, and its retail customers pay on 60 to 90-day terms. Its working capital comes from an asset-based revolver.',
          ),
          h2('The challenge'),
          p(
            'Most suppliers asked for a 30% deposit with the order and the balance before shipment. Paid from the revolver, those payments cut availability for months, because goods in transit did not count in the borrowing base until they landed. The squeeze was worst from July to October, when holiday orders shipped, and tariff changes on some product lines meant duty bills at the port were larger and less predictable than before.',
          ),
          h2('What we set up'),
          ul([
            '**An import line of $5 million:** Northwind paid suppliers at shipment, in USD, once they uploaded the commercial invoice, packing list and bill of lading, typically within two business days.',
            '**Repayment after sale:** the importer repaid Northwind 90 to 120 days after shipment, in line with when its retail customers paid.',
            '**An agreement with the ABL lender:** before the first order, the revolver lender agreed an intercreditor arrangement carving financed goods out of its inventory collateral until Northwind was repaid.',
            '**Supplier conversations:** the importer and Northwind explained to each supplier that payment at shipment was assured once compliant documents were uploaded, in place of deposits.',
          ]),
          h2('Results in the first year'),
          p(
            'Northwind financed $9.8 million of supplier invoices across 140 shipments. Nine of the twelve main suppliers dropped deposits entirely; two kept a reduced 10% deposit for custom tooling, and one preferred to stay on its existing terms. During the holiday peak, revolver availability averaged about $2.5 million higher than in the previous year, and the importer used that headroom to pay duties and fees when goods entered, instead of stretching payments to freight forwarders.',
          ),
          p(
            'The importer also began budgeting duties per shipment at the time of order, using the rates in force for each HTS number and checking again before arrival, so that a tariff change showed up in its cash forecast weeks before the bill arrived.',
          ),
          h2('What made the difference'),
          ul([
            '**The lender conversation first.** Agreeing the carve-out before the first order avoided a covenant problem later.',
            '**Clean documents.** A single order record fed the invoice, packing list and customs entry, so uploads rarely needed correction.',
            '**Honest supplier terms.** Suppliers with real reasons for a deposit, such as custom tooling, kept a small one.',
            '**Separate duty planning.** Treating duties as their own cash need, not something the import line would cover, kept the revolver ready for them.',
          ]),
        ),
        seo: {
          title: 'Case study: import factoring for a housewares brand',
          description:
            'How a California housewares importer replaced supplier deposits with payment at shipment and freed its revolver for duties at peak. An illustrative composite.',
        },
      },
    },
  },
]
