import { doc, h2, p, ul } from '../../rich-text'
import type { CaseStudySeed } from './types'

/*
 * India case studies. Every client is an anonymised composite built from typical transactions, and every
 * story says so in its first sentence. Figures are illustrative and deliberately modest.
 */
const COMPOSITE =
  'This is an illustrative composite based on typical transactions: the business, the people and the figures are representative, not those of a single client.'

export const CASE_STUDIES_IN: CaseStudySeed[] = [
  {
    key: 'case-in-tiruppur-knitwear-export-factoring',
    product: 'export-factoring',
    country: 'IN',
    amountFinanced: { amount: 162000, currency: 'USD' },
    daysToFunds: 1,
    publishedAt: '2025-04-22T10:00:00+05:30',
    cover: {
      motif: 'ship',
      alt: { 'en-in': 'Illustration: a container ship loaded with cartons of folded knitwear leaving port' },
    },
    content: {
      'en-in': {
        title: 'How a Tiruppur knitwear exporter said yes to 90-day terms',
        slug: 'tiruppur-knitwear-exporter-export-factoring',
        excerpt:
          'A family-run knitwear exporter won a European retailer’s programme on 90-day open-account terms, and received 90% of each invoice within a day of shipment.',
        industry: 'Textiles and apparel',
        outcome: 'Accepted a 90-day open-account programme and received 90% of each invoice within a day of shipment.',
        quote: {
          text: 'For years we turned down open-account buyers because we could not wait three months for the money. Now the money comes when the container leaves.',
          name: 'R. S.',
          role: 'Finance head, knitwear exporter',
        },
        body: doc(
          p(COMPOSITE),
          h2('The challenge'),
          p(
            'The exporter is a family-run knitwear business in Tiruppur making cotton T-shirts, sleepwear and children’s wear. For years it sold to importers in Europe against letters of credit or a part-advance, which kept its cash cycle short but limited it to buyers willing to pay that way.',
          ),
          p(
            'Then a mid-sized European retail chain offered a seasonal programme, on one condition: **open account, 90 days from the bill of lading date**. The first two shipments would be worth about USD 90,000 each, six weeks apart. The bank’s packing credit could fund production, but that credit had to be repaid from the export proceeds, and yarn suppliers and job workers for knitting, dyeing and stitching expected payment within 30 days. Waiting 90 days after each shipment would have left the business unable to start the next order.',
          ),
          h2('The solution'),
          p(
            'The exporter applied for export factoring on the retailer. Northwind reviewed the buyer’s financial statements, trade references and payment record, and approved a buyer limit within a week. The termsheet set out the advance rate of 90%, the discount charge for the days the invoice would be outstanding and a fee per invoice, all before anything shipped.',
          ),
          ul([
            'The buyer received a notice asking it to pay invoices to Northwind’s collection account on their due dates.',
            'After each shipment, the exporter uploaded the commercial invoice, packing list and bill of lading.',
            'Illustrative figures: on a USD 90,000 invoice, USD 81,000 reached the exporter’s account the next working day. Across the two shipments, Northwind advanced USD 162,000.',
            'Part of each advance was used to repay the packing credit for that order, as the exporter’s bank required.',
          ]),
          p(
            'Because the buyer was approved on a non-recourse basis, the risk of the buyer failing to pay moved to Northwind. Commercial disputes, such as a quality claim, remained the exporter’s to resolve, so it kept its third-party inspection reports with each shipment’s documents.',
          ),
          h2('The result'),
          p(
            'The exporter was paid on shipment instead of three months later, and could buy yarn for the next order at once. One invoice was paid a few days after its due date; Northwind’s collections team followed it up with the buyer’s accounts department in its own time zone, without involving the exporter. When each invoice was paid, the balance of USD 9,000 was released, less the agreed charges, and the remittance details were shared so the exporter’s bank could close each shipping bill.',
          ),
          p('The retailer placed a second season’s order on the same terms, and the exporter accepted it without rearranging its bank limits.'),
          h2('What other exporters can take from this'),
          ul([
            '**Get the payment terms in writing** in the purchase order, including the event the credit period runs from.',
            '**Keep documents consistent.** Descriptions, quantities and HS codes that match across invoice, packing list and bill of lading are funded faster.',
            '**Compare like with like.** Set the cost of factoring against the price a buyer would expect for paying by letter of credit or in advance.',
            '**Know what non-recourse covers.** It protects against the buyer’s inability to pay, not against disputes about the goods.',
          ]),
        ),
        seo: {
          title: 'Tiruppur knitwear exporter: 90-day terms, paid on shipment',
          description:
            'Illustrative case: a Tiruppur knitwear exporter accepts a European retailer’s 90-day open-account terms and gets 90% of each invoice a day after shipment.',
        },
      },
    },
  },
  {
    key: 'case-in-moradabad-metalware-po-financing',
    product: 'purchase-order-financing',
    country: 'IN',
    amountFinanced: { amount: 4200000, currency: 'INR' },
    daysToFunds: 3,
    publishedAt: '2025-06-17T10:00:00+05:30',
    cover: {
      motif: 'factory',
      alt: { 'en-in': 'Illustration: a workshop with polished brass lanterns on shelves and a purchase order on the bench' },
    },
    content: {
      'en-in': {
        title: 'How a Moradabad metalware exporter funded its largest order',
        slug: 'moradabad-metalware-exporter-purchase-order-financing',
        excerpt:
          'A metal handicrafts exporter won an order bigger than any before it. Purchase order financing paid for metal, job work and packing; export factoring settled the loan on shipment.',
        industry: 'Handicrafts and home décor',
        outcome: 'Funded raw metal, job work and export packing for its largest order without pledging property, and shipped on schedule.',
        quote: {
          text: 'It was the biggest order we had ever won, and for a week I was not sure whether to be happy about it. The tranches meant we paid every supplier on time.',
          name: 'M. A.',
          role: 'Partner, metal handicrafts exporter',
        },
        body: doc(
          p(COMPOSITE),
          h2('The challenge'),
          p(
            'The exporter is a partnership in Moradabad, one of the Towns of Export Excellence recognised for handicrafts, making brass and aluminium lanterns, planters and decorative pieces. It works the way much of the cluster does: it buys metal, then sends pieces out to local job workers for casting, polishing and plating, and finishes and packs them in its own unit.',
          ),
          p(
            'A homeware importer in Germany placed an order for its autumn range, with shipment due in ten weeks and payment 60 days after shipment. The order was about twice the size of anything the firm had shipped before. Metal suppliers wanted payment on delivery, job workers were paid weekly, and the buyer specified drop-tested cartons and a third-party inspection. The firm’s bank limit was already in use for two other buyers, and a larger limit would have needed property as security.',
          ),
          h2('The solution'),
          p(
            'Northwind assessed the German buyer and the firm’s record of shipping similar products on time, and agreed a drawdown plan matched to the production schedule. Illustrative figures:',
          ),
          ul([
            '**Tranche 1, metal:** ₹22 lakh, released three working days after the plan was agreed, and paid directly to the metal suppliers against their invoices.',
            '**Tranche 2, job work:** ₹14 lakh, released in weekly instalments against job work bills as pieces came back from the workshops.',
            '**Tranche 3, packing and inspection:** ₹6 lakh for cartons, labels and the inspection agency’s fee.',
          ]),
          p(
            'In total, ₹42 lakh was financed before a single invoice existed. There were no monthly instalments during production; the firm sent a short progress update every week, with photographs of finished lots.',
          ),
          h2('The result'),
          p(
            'The goods passed inspection and shipped in two containers within the buyer’s window. On shipment, the invoices moved into export factoring: the advance first repaid the purchase order financing, and the remainder reached the firm’s account. When the buyer paid 60 days later, Northwind released the balance less the agreed charges.',
          ),
          p(
            'The firm kept its bank limit free for its other buyers throughout, and the German importer has since placed a repeat order for the spring range. The partners now send Northwind the costing for large orders before they confirm a shipment date, so the financing plan is ready when the order is.',
          ),
          h2('Lessons for made-to-order exporters'),
          ul([
            '**Cost the order in stages.** A realistic costing by stage of production is what makes a tranche plan possible.',
            '**Pay suppliers against invoices.** Paying metal suppliers directly from the facility kept the paperwork clean and the prices firm.',
            '**Build inspection into the timeline.** A failed inspection delays shipment, and with it the factoring advance that repays the loan.',
            '**Talk to your financier before you accept the order**, not after the metal bill arrives.',
          ]),
        ),
        seo: {
          title: 'Moradabad metalware exporter: purchase order financing',
          description:
            'Illustrative case: a Moradabad handicrafts exporter funds metal, job work and packing for its largest order, then settles the loan from its factoring advance.',
        },
      },
    },
  },
  {
    key: 'case-in-chakan-auto-components-invoice-discounting',
    product: 'invoice-discounting',
    country: 'IN',
    amountFinanced: { amount: 7500000, currency: 'INR' },
    daysToFunds: 1,
    publishedAt: '2025-09-09T10:00:00+05:30',
    cover: {
      motif: 'truck',
      alt: { 'en-in': 'Illustration: a truck carrying pressed steel parts to a vehicle plant, with invoices and bid tags above' },
    },
    content: {
      'en-in': {
        title: 'How a Chakan components maker put its OEM invoices to work',
        slug: 'chakan-auto-components-maker-invoice-discounting',
        excerpt:
          'A sheet-metal components supplier to a large vehicle manufacturer listed its invoices on our discounting platform and let financiers compete for them.',
        industry: 'Automotive components',
        outcome: 'Turned 90-day invoices on a large vehicle manufacturer into cash within a day, at rates set by competing financiers.',
        quote: {
          text: 'Our customer is one of the strongest names in the industry, yet we were borrowing as if it were not. Now its name sets our price.',
          name: 'S. K.',
          role: 'Chief financial officer, auto components manufacturer',
        },
        body: doc(
          p(COMPOSITE),
          h2('The challenge'),
          p(
            'The company presses and welds sheet-metal brackets, panels and sub-assemblies in Chakan, near Pune, and supplies a large vehicle manufacturer. The manufacturer pays 90 days after goods are received at its plant. Steel coil suppliers, on the other hand, expect payment within 30 days, and monthly wages and power bills do not wait either.',
          ),
          p(
            'Classified as a medium enterprise under the MSME rules, the company was outside the 45-day payment rule that applies to micro and small suppliers, so the manufacturer’s standard 90-day terms applied. The gap was funded from a cash credit limit that was fully drawn most months. When the manufacturer raised its production schedule, the company had the capacity to supply more, but not the working capital.',
          ),
          h2('The solution'),
          p(
            'The company joined Northwind’s invoice discounting platform. After KYC, it added the vehicle manufacturer as a buyer, and Northwind verified the trading relationship. From then on, each invoice followed the same routine:',
          ),
          ul([
            'The company uploaded the GST e-invoice with its IRN and the goods receipt note from the manufacturer’s plant.',
            'The manufacturer confirmed the invoice on the platform and agreed to pay the financed amount to a designated account on the due date.',
            'Financiers with an appetite for the manufacturer’s credit made offers showing the advance, discount rate and fees in one line. Each offer stated whether it was with or without recourse.',
            'The finance team accepted the offers with the lowest all-in cost. Funds reached the company’s account within 24 hours of acceptance.',
          ]),
          p(
            'Illustrative figures: over the first month, the company discounted invoices on which it received ₹75 lakh. It chose which invoices to list and kept some back in weeks when cash was comfortable.',
          ),
          h2('The result'),
          p(
            'Because the price depended on the manufacturer’s credit rather than the supplier’s, the offers were noticeably cheaper than drawing on the cash credit limit, and the limit had headroom again. The company paid its steel suppliers within their terms and agreed firmer prices for regular monthly volumes. It then accepted the higher production schedule.',
          ),
          p('On each due date the manufacturer paid the designated account, and the transactions closed without the company’s team chasing anything.'),
          h2('What to check before you discount domestic invoices'),
          ul([
            '**Is your buyer willing to confirm invoices?** Confirmation is what makes competitive pricing possible.',
            '**Are your e-invoices and delivery proof in order?** An invoice without a valid IRN, or without a goods receipt note, cannot be listed.',
            '**Read the recourse terms.** A cheaper offer with recourse means you carry the buyer’s risk; decide offer by offer.',
            '**Use it selectively.** There is no minimum volume, so list invoices when the cash is worth more than the discount.',
          ]),
        ),
        seo: {
          title: 'Chakan auto components maker: invoice discounting',
          description:
            'Illustrative case: a Chakan sheet-metal supplier lists invoices on a large vehicle maker, lets financiers bid and is paid within a day at a competitive rate.',
        },
      },
    },
  },
  {
    key: 'case-in-noida-appliance-maker-vendor-financing',
    product: 'vendor-financing',
    country: 'IN',
    amountFinanced: { amount: 18000000, currency: 'INR' },
    daysToFunds: 1,
    publishedAt: '2026-01-27T10:00:00+05:30',
    cover: {
      motif: 'handshake',
      alt: { 'en-in': 'Illustration: a large factory and a small workshop linked by a handshake and an approved invoice' },
    },
    content: {
      'en-in': {
        title: 'How a Noida appliance maker gave its suppliers faster payment',
        slug: 'noida-appliance-maker-vendor-financing-programme',
        excerpt:
          'A consumer appliance manufacturer reviewed its payables after the MSME 45-day rule, then launched vendor financing for its larger suppliers without using its own cash.',
        industry: 'Consumer durables manufacturing',
        outcome: 'Kept 90-day terms with its larger suppliers while giving them payment within a day of invoice approval.',
        quote: {
          text: 'The 45-day rule settled how we pay our smallest suppliers. The programme looked after the rest, without our treasury paying a rupee early.',
          name: 'A. G.',
          role: 'Head of treasury, consumer appliance manufacturer',
        },
        body: doc(
          p(COMPOSITE),
          h2('The challenge'),
          p(
            'The client is a consumer appliance manufacturer in Noida that buys moulded plastics, wiring harnesses, motors, packaging and printed circuit boards from a large base of Indian suppliers. For years, its standard payment terms were 90 days.',
          ),
          p(
            'When section 43B(h) of the Income-tax Act began to apply from FY 2023-24, the finance team reviewed its payables. On its tax advisers’ advice, it moved registered micro and small suppliers to payment within the MSMED Act’s 45-day limit, paid from its own cash. That was the right decision, and it also tightened the company’s working capital.',
          ),
          p(
            'Its medium-sized and larger suppliers stayed on 90 days. Several of them were funding that wait with expensive overdrafts, asking for price increases and, in a busy season, prioritising other customers. Procurement wanted to help them; treasury could not afford to shorten terms for everyone.',
          ),
          h2('The solution'),
          p(
            'The company set up a vendor financing programme with Northwind for suppliers outside the micro and small categories. The launch took about five weeks, including the link to its ERP and onboarding of a first group of suppliers chosen with the procurement team.',
          ),
          ul([
            'Each day, invoices approved by the accounts payable team are shared with Northwind in a file from the ERP, as payable on their original due dates.',
            'Suppliers see their approved invoices on a dashboard and choose which, if any, to receive early.',
            'Northwind pays the supplier up to 95% of the invoice value, less a discount charge priced on the manufacturer’s credit, within 24 hours of the request.',
            'On the due date, the manufacturer pays Northwind the full invoice amount in a single payment run.',
          ]),
          p(
            'Suppliers completed digital KYC without branch visits, and onboarding support was available in Hindi. Those who did not need early payment were paid as before.',
          ),
          h2('The result'),
          p(
            'Illustrative figures: in the programme’s first three months, suppliers chose early payment on invoices totalling ₹1.8 crore in financed value. The manufacturer kept its 90-day terms and paid nothing early itself. Suppliers who used the programme replaced part of their overdraft use with a cheaper source of cash, and procurement reported fewer requests for price revisions from them.',
          ),
          p('The treasury team receives a monthly report on programme use, which it reviews with procurement to decide which suppliers to invite next.'),
          h2('Points for other large buyers'),
          ul([
            '**Sort your suppliers by MSME category first.** Payment obligations to micro and small enterprises are set by law, and a finance programme is not a substitute for meeting them.',
            '**Ask your tax adviser** how any supply-chain finance arrangement is treated for your own tax position before you extend it to MSME suppliers.',
            '**Start with a focused group** of suppliers who will benefit most, and widen the programme once the process runs smoothly.',
            '**Approve invoices promptly.** Suppliers can be paid early only once you have approved the invoice.',
          ]),
        ),
        seo: {
          title: 'Noida appliance maker: vendor financing for suppliers',
          description:
            'Illustrative case: after the MSME 45-day rule, a Noida appliance maker keeps 90-day terms with larger suppliers and offers them payment within a day.',
        },
      },
    },
  },
  {
    key: 'case-in-jaipur-block-print-business-loan',
    product: 'business-loan',
    country: 'IN',
    amountFinanced: { amount: 3500000, currency: 'INR' },
    daysToFunds: 5,
    publishedAt: '2026-04-14T10:00:00+05:30',
    cover: {
      motif: 'coins',
      alt: { 'en-in': 'Illustration: hand block-printed fabric on a printing table beside a stack of coins' },
    },
    content: {
      'en-in': {
        title: 'How a Jaipur block-print maker funded its season without collateral',
        slug: 'jaipur-block-print-maker-collateral-free-business-loan',
        excerpt:
          'A hand block-printed textiles business needed working capital before its busiest season. A collateral-free loan, assessed on its GST returns, arrived in five working days.',
        industry: 'Handloom and printed textiles',
        outcome: 'Funded a season’s fabric and two new printing tables with a collateral-free loan, without pledging the family home.',
        quote: {
          text: 'Our returns show two strong seasons every year. For the first time, a lender read them that way instead of asking for our house.',
          name: 'N. B.',
          role: 'Proprietor, block-print textiles maker',
        },
        body: doc(
          p(COMPOSITE),
          h2('The challenge'),
          p(
            'The business is a proprietorship near Sanganer, Jaipur, that prints cotton fabric, bedcovers and scarves by hand with carved wooden blocks. It sells to boutiques and retailers across India and exports a share of its output to small buyers abroad under a letter of undertaking.',
          ),
          p(
            'Its sales are highly seasonal, with peaks before the festive and wedding seasons. To make the most of them, it needs to buy greige fabric and dyes two to three months ahead, when prices are lower, and it wanted to add two printing tables to take on more orders. Its bank was willing to lend, but only against the family home as security. The proprietor was not willing to pledge it.',
          ),
          h2('The solution'),
          p(
            'The business applied online for a Northwind business loan, sharing its PAN, GST number and basic details. With the proprietor’s consent, Northwind read 12 months of GST returns and bank statements digitally. They showed steady filing, regular receipts from a wide spread of customers and two clear seasonal peaks, with lean months in between.',
          ),
          ul([
            '**Amount:** ₹35 lakh, collateral-free. Illustrative figures.',
            '**Repayment:** monthly instalments over a tenure chosen so that the instalment stayed comfortable in the lean months, not just the busy ones.',
            '**Terms stated upfront:** the offer showed the interest rate, processing fee, part-prepayment and foreclosure terms before the proprietor signed.',
            '**Timing:** the offer followed within a few working days; after digital signing and final checks, funds reached the business’s current account five working days after the complete application.',
          ]),
          h2('The result'),
          p(
            'The business bought its season’s fabric and dyes at pre-season prices and installed the two printing tables before the festive rush. It took on more retailer orders than the year before and delivered them on time.',
          ),
          p(
            'It has repaid every instalment on schedule. The proprietor keeps a separate eye on one other timing gap: refunds of accumulated input tax credit on exports made under the letter of undertaking. Filing those refund claims promptly and completely keeps that cash from being tied up longer than necessary.',
          ),
          h2('What made the application straightforward'),
          ul([
            '**GST returns filed on time, every month.** Regular filing is what makes a GST-based assessment possible.',
            '**Business receipts in the business account.** Customer payments routed through one current account showed the true turnover.',
            '**A clear use for the money.** A season’s stock and equipment that pays for itself are easy to size a loan around.',
            '**A tenure sized for the lean months.** Instalments that are comfortable in the slowest month leave no surprises.',
          ]),
          p(
            'A business loan suits needs like these: stock and equipment. Where cash is tied up in unpaid invoices instead, invoice finance is often the better fit.',
          ),
        ),
        seo: {
          title: 'Jaipur block-print maker: collateral-free business loan',
          description:
            'Illustrative case: a Jaipur hand block-print business funds a season’s fabric and new printing tables with a ₹35 lakh loan assessed on its GST returns.',
        },
      },
    },
  },
  {
    key: 'case-in-ahmedabad-chemicals-import-factoring',
    product: 'import-factoring',
    country: 'IN',
    amountFinanced: { amount: 110000, currency: 'USD' },
    daysToFunds: 2,
    publishedAt: '2026-07-21T10:00:00+05:30',
    cover: {
      motif: 'container',
      alt: { 'en-in': 'Illustration: chemical drums in an open shipping container beside a paid supplier invoice' },
    },
    content: {
      'en-in': {
        title: 'How an Ahmedabad chemicals distributor stopped paying before shipment',
        slug: 'ahmedabad-chemicals-distributor-import-factoring',
        excerpt:
          'A specialty chemicals distributor was paying its overseas supplier in full before goods left port. With import factoring, the supplier is paid at dispatch and the distributor settles 90 days later.',
        industry: 'Specialty chemicals distribution',
        outcome: 'Stopped paying its supplier before shipment and settled 90 days after dispatch, keeping cash free for duties and freight.',
        quote: {
          text: 'Our supplier now treats us as a customer who pays on time, because we are one. And our own cash is there for duty when the containers land.',
          name: 'K. P.',
          role: 'Director, specialty chemicals distributor',
        },
        body: doc(
          p(COMPOSITE),
          h2('The challenge'),
          p(
            'The client is a private limited company in Ahmedabad that imports specialty chemicals and auxiliaries and distributes them to textile processors and paint manufacturers in Gujarat and Maharashtra. Its main supplier, a manufacturer in South Korea, asked for 30% with the order and the remaining 70% before shipment.',
          ),
          p(
            'That meant the distributor paid in full weeks before the goods reached India. It then paid customs duty and IGST at clearance, plus freight and warehousing, and finally sold to customers who paid 60 to 90 days after delivery. On each order, its cash was out for four months or more, and its bank limits were stretched every quarter.',
          ),
          h2('The solution'),
          p(
            'The distributor applied for import factoring. Northwind reviewed its import history, financial statements and the supplier relationship, and set an import limit within a week. The supplier agreed to share shipping documents with Northwind and to be paid by Northwind instead of by the distributor, at no cost to the supplier.',
          ),
          ul([
            'The distributor placed orders as usual and shared each proforma invoice with Northwind, which confirmed the payment date to the supplier.',
            'When the supplier dispatched the goods and shared the invoice and bill of lading, Northwind paid the supplier in US dollars through regular banking channels, within two working days.',
            'Northwind provided the payment records the distributor’s bank needed for its import records.',
            'The distributor repaid Northwind 90 days after dispatch, with a discount charge for the days used and a service fee per invoice, both set in the termsheet.',
          ]),
          p('Illustrative figures: over the first quarter, Northwind paid the supplier USD 110,000 across three shipments.'),
          h2('The result'),
          p(
            'The distributor no longer paid before shipment. Its cash stayed available for what the facility does not cover: customs duty and IGST at clearance, freight, and warehousing. The IGST paid on import remained available to it as input tax credit in the usual way.',
          ),
          p(
            'Because the supplier was paid reliably on dispatch, it gave the distributor priority allocation in a tight month and held its prices for the following quarter. The distributor’s bank limits were freed for its domestic purchases.',
          ),
          h2('What importers should plan for'),
          ul([
            '**Duties and taxes stay with you.** Import factoring pays the supplier’s invoice; budget separately for customs duty, IGST, freight and clearance.',
            '**Match the tenor to your sales cycle.** Choose repayment terms that follow your customers’ actual payment pattern, with some margin.',
            '**Bring your supplier in early.** A supplier who understands the arrangement shares documents promptly, and prompt documents mean prompt payment.',
            '**Keep your import records complete.** Bills of entry and payment records should reconcile with your bank’s records for every shipment.',
          ]),
        ),
        seo: {
          title: 'Ahmedabad chemicals distributor: import factoring',
          description:
            'Illustrative case: an Ahmedabad chemicals distributor stops paying its Korean supplier before shipment. Northwind pays at dispatch and it settles 90 days later.',
        },
      },
    },
  },
]
