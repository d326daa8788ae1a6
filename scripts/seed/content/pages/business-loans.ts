import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PageSeed } from '../../types'

/**
 * The India edition's business-loan landing pages: the footer links every titled `business-loans/…` record of
 * the loan CMS (scripts/seed/content/business-loans.ts), so each of those paths is a page here.
 */
export const BUSINESS_LOAN_PAGES: PageSeed[] = [
  {
    path: '/business-loans/gst-business-loan',
    content: {
      'en-in': {
        title: 'GST business loan',
        seo: {
          title: 'GST business loan up to INR 1 Cr, without collateral | Northwind',
          description:
            'A business loan of up to INR 1 Cr decided on your GST returns and bank statements, not on property. What we look at, the documents to keep ready and how to apply.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'GST business loan',
            headline: 'GST business loan up to INR 1 Cr',
            subheadline:
              'Your GST returns already show how your business sells, month after month. We use them, with your bank statements, to decide a collateral-free loan, so a regular filer does not need property papers to borrow.',
            claims: [
              { value: 'Up to INR 1 Cr', label: 'without collateral' },
              { value: 'GSTR-1 and 3B', label: 'read digitally, with your consent' },
              { value: 'Monthly', label: 'instalments by auto-debit' },
            ],
            primaryCta: { label: 'Check eligibility', href: '#get-financed' },
            secondaryCta: { label: 'All business loans', href: '/business-loan' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why lend on GST data',
            intro: 'Returns filed with the GST network are a record of your sales that neither you nor we can tidy up after the fact.',
            items: [
              {
                icon: 'document',
                title: 'Sales you have already declared',
                body: 'GSTR-1 lists your invoices and GSTR-3B your monthly liability. Together they show turnover, its seasons and its trend.',
              },
              {
                icon: 'check',
                title: 'Filing discipline counts',
                body: 'Returns filed on time, every month, tell a lender as much as the amounts do. Late or missing periods are the first thing to fix before you apply.',
              },
              {
                icon: 'chart',
                title: 'Matched with your bank',
                body: 'We compare declared sales with credits in your current account. When both tell one story, the decision is quicker.',
              },
              {
                icon: 'shield',
                title: 'Nothing pledged',
                body: 'No property, fixed deposit or machinery is mortgaged. The loan rests on the cash your business generates.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How the application runs',
            steps: [
              { title: 'Tell us about your business', body: 'Name, PAN, GSTIN, the amount you need and what it is for. It takes a few minutes.' },
              {
                title: 'Give consent to read your data',
                body: 'You authorise us to fetch your GST returns and bank statements digitally, so nothing is scanned or couriered.',
              },
              {
                title: 'Receive a written offer',
                body: 'The offer states the amount, rate, tenure, processing fee and prepayment terms before you commit to anything.',
              },
              {
                title: 'Sign and draw the funds',
                body: 'You sign the agreement digitally and the amount is credited to the current account in your business’s name.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Who it suits'),
              ul([
                'GST-registered proprietorships, partnerships, LLPs and private limited companies',
                'At least twelve months of returns filed under the same GSTIN',
                'Sales that reach a current account in the business’s name',
                'Promoters whose own loans and cards are repaid on time',
              ]),
              h3('Keep these ready'),
              ul([
                'GSTIN and access to the GST portal, or the last twelve months of GSTR-1 and GSTR-3B',
                'Bank statements for every current account for the same twelve months',
                'PAN of the business and of each promoter, partner or director',
                'The latest income tax return and financial statements, where the business has them',
              ]),
              h3('Before you apply'),
              p(
                'Reconcile your returns with your books. A gap between GSTR-1 and GSTR-3B, or between declared sales and bank credits, is the most common reason an application slows down. If a large customer pays into another account or a season was unusually quiet, say so in the application: an explained dip costs far less than an unexplained one.',
              ),
            ),
          },
          {
            blockType: 'faq',
            heading: 'GST business loan: questions',
            items: [
              {
                question: 'Is GST registration required?',
                answer:
                  'Yes, for this loan. It is assessed on the returns filed under your GSTIN, so the business must be registered and have at least a year of returns.',
              },
              {
                question: 'Does a composition-scheme business qualify?',
                answer:
                  'Composition taxpayers file quarterly statements and an annual return rather than monthly GSTR-1 and GSTR-3B. Tell us in the application and we will look at those filings with your bank statements.',
              },
              {
                question: 'How is the amount decided?',
                answer:
                  'From your turnover, the cash left after your existing repayments, and your repayment record. The offer can be lower than INR 1 Cr; it is never higher.',
              },
              {
                question: 'Will you see data beyond my returns?',
                answer: 'We read only what you consent to share, for the purpose of assessing the loan, and keep it as our privacy policy describes.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'See how much your GST returns support',
            body: 'Estimate your instalment with the interest calculator, then ask for an offer.',
            primary: { label: 'Check eligibility', href: '#get-financed' },
            secondary: { label: 'Estimate your EMI', href: '/interest-calculator?mode=emi' },
          },
        ],
      },
    },
  },
  {
    path: '/business-loans/msme-loan',
    content: {
      'en-in': {
        title: 'MSME loan',
        seo: {
          title: 'MSME loan without collateral | Northwind',
          description:
            'Collateral-free loans for Udyam-registered micro, small and medium enterprises: what we assess, the documents to prepare and how to apply.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'MSME loan',
            headline: 'MSME loan without collateral',
            subheadline:
              'For Udyam-registered micro, small and medium enterprises that need funds for stock, a new order or equipment. The decision rests on your cash flows, not on property you pledge.',
            claims: [
              { value: 'Up to INR 1 Cr', label: 'collateral-free' },
              { value: 'Udyam', label: 'registered enterprises' },
              { value: 'Written offer', label: 'with every charge stated' },
            ],
            primaryCta: { label: 'Check eligibility', href: '#get-financed' },
            secondaryCta: { label: 'All business loans', href: '/business-loan' },
          },
          {
            blockType: 'featureGrid',
            heading: 'What an MSME loan is for',
            items: [
              {
                icon: 'factory',
                title: 'Raw material and stock',
                body: 'Buy ahead of a season or a price rise and keep production running when a large order lands.',
              },
              {
                icon: 'wallet',
                title: 'Waiting for customers',
                body: 'Cover wages and suppliers while large buyers take 45 days or more to pay your invoices.',
              },
              { icon: 'truck', title: 'Equipment and vehicles', body: 'Add a machine or a delivery vehicle that earns back its instalments in extra output.' },
              { icon: 'chart', title: 'A step up in scale', body: 'A new line, a second site or a bigger contract, without bringing in a partner to fund it.' },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Udyam registration comes first'),
              p(
                'Udyam registration on the Ministry of MSME’s portal is free, needs your PAN and Aadhaar, and classifies your enterprise as micro, small or medium by its investment in plant and machinery and its turnover. The certificate is how lenders, buyers and government schemes recognise you as an MSME, so register and keep the details current before you apply.',
              ),
              h2('What we look at'),
              ul([
                'How long you have operated, seen in GST registration and tax returns',
                'Turnover and its trend in GST returns, matched with your bank credits',
                'The cash left each month after the instalments you already pay',
                'The credit record of the business and of its promoters',
                'How much of your sales depend on one buyer, and how deep your lean months are',
              ]),
              h3('Documents to prepare'),
              ul([
                'Udyam registration certificate',
                'PAN of the business and KYC of the promoters',
                'GST returns and bank statements for the last twelve months',
                'Income tax returns and financial statements for the last two years',
                'Sanction letters and statements of any loans you already have',
              ]),
              h3('Paid late by large buyers?'),
              p(
                'Micro and small enterprises are owed payment within the time the MSMED Act allows: 15 days, or up to 45 days where agreed in writing. Since the financial year 2023-24, a buyer that pays a micro or small supplier after that limit may deduct the purchase for tax only in the year it actually pays. Knowing the rule helps you agree terms, and invoice finance can release payments that still arrive late.',
              ),
            ),
          },
          {
            blockType: 'mediaColumns',
            heading: 'Read more before you borrow',
            body: 'Our guide explains how lenders judge an unsecured MSME loan, with a worked example of repayment capacity and the points to compare between offers.',
            points: [
              { text: 'Eligibility and documents in detail' },
              { text: 'How a debt service coverage ratio is worked out' },
              { text: 'What to compare besides the headline rate' },
            ],
            media: 'loan',
            mediaSide: 'right',
            link: { label: 'Read the MSME loan guide', href: '/blogs/collateral-free-business-loans-msme-eligibility' },
          },
          {
            blockType: 'faq',
            heading: 'MSME loan: questions',
            items: [
              {
                question: 'Do I need Udyam registration to apply?',
                answer: 'Yes. It identifies your enterprise as an MSME and its category. Registration is online and free of charge.',
              },
              {
                question: 'Can a new business apply?',
                answer:
                  'We need a trading record to assess cash flows, usually at least a year of GST returns and bank statements. A business younger than that may find invoice finance a better start.',
              },
              {
                question: 'I already have a loan. Can I apply?',
                answer: 'Yes. We weigh your existing instalments with the new one against the cash your business generates.',
              },
              {
                question: 'What will it cost?',
                answer: 'The rate depends on your profile and is stated in the offer with the processing fee and prepayment terms, before you sign.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Check your MSME loan eligibility',
            body: 'Share a few details and a specialist calls you back with what you could borrow.',
            primary: { label: 'Check eligibility', href: '#get-financed' },
            secondary: { label: 'Estimate your EMI', href: '/interest-calculator?mode=emi' },
          },
        ],
      },
    },
  },
  {
    path: '/business-loans/working-capital-loan',
    content: {
      'en-in': {
        title: 'Working capital loan',
        seo: {
          title: 'Working capital loan for traders | Northwind',
          description:
            'A collateral-free working capital loan for traders: size it from your cash cycle, see the documents we need, and when invoice finance fits better.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Working capital loan',
            headline: 'Working capital loan for traders',
            subheadline:
              'Wholesalers, distributors and retailers pay for stock long before their customers pay them. A working capital loan funds that gap, so you can buy in volume and give credit without running short.',
            claims: [
              { value: 'Up to INR 1 Cr', label: 'without collateral' },
              { value: 'Sized', label: 'to your cash cycle' },
              { value: 'GST-based', label: 'assessment' },
            ],
            primaryCta: { label: 'Check eligibility', href: '#get-financed' },
            secondaryCta: { label: 'All business loans', href: '/business-loan' },
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Size the loan from your cash cycle'),
              p(
                'The money a trading business needs is set by three numbers: the days stock sits before it is sold, the days customers take to pay, and the days your suppliers give you. The cash cycle is the first two added together, less the third.',
              ),
              h3('An illustrative example'),
              ul([
                'Stock sits for 40 days and customers pay in 50 days: 90 days from buying to being paid.',
                'Suppliers give 30 days, so the business funds 60 days of purchases itself.',
                'With purchases of INR 30 lakh a month (INR 1 lakh a day), that is about INR 60 lakh tied up at any time.',
                'If the business’s own funds cover INR 35 lakh, the gap a loan would fill is about INR 25 lakh.',
              ]),
              p(
                'Shorten any of the three and the need falls. Collecting ten days sooner in the example frees about INR 10 lakh, which is why many traders pair a loan with invoice finance on their largest customers.',
              ),
              h2('Who can apply'),
              ul([
                'GST-registered traders with at least a year of returns',
                'Sales receipts that reach a current account in the business’s name',
                'A clean repayment record for the business and its promoters',
              ]),
              h3('Documents'),
              ul([
                'GST returns and bank statements for the last twelve months',
                'PAN of the business and KYC of the promoters',
                'The latest income tax return and financial statements',
                'A list of existing loans and credit lines with their limits',
              ]),
            ),
          },
          {
            blockType: 'featureGrid',
            heading: 'A loan or invoice finance?',
            items: [
              {
                icon: 'wallet',
                title: 'A business loan',
                body: 'A fixed amount for a fixed tenure, repaid in monthly instalments. It suits a steady, known gap or a one-off stock purchase.',
              },
              {
                icon: 'document',
                title: 'Invoice discounting',
                body: 'Up to 95% of an approved invoice’s value within 24 hours, repaid when your customer pays. It grows and shrinks with your sales.',
              },
              {
                icon: 'handshake',
                title: 'Channel finance',
                body: 'Where you distribute for a large brand, its programme can fund your purchases from it on agreed terms.',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Working capital loan: questions',
            items: [
              {
                question: 'Is this a credit line or a term loan?',
                answer:
                  'A term loan repaid in equal monthly instalments. If your need rises and falls with sales, ask us about invoice discounting alongside it.',
              },
              {
                question: 'Can I use it to pay suppliers in advance for a discount?',
                answer:
                  'Yes. When a supplier offers a discount for early payment, compare its annualised value with the cost of the loan; our calculator does the arithmetic.',
              },
              {
                question: 'My sales are seasonal. Does that count against me?',
                answer: 'Not by itself. We read twelve months of returns so the seasons are visible; tell us about any month that was unusual.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Fund your stock before the season',
            body: 'Check your eligibility, or work out what an early payment discount is worth first.',
            primary: { label: 'Check eligibility', href: '#get-financed' },
            secondary: { label: 'Early payment discount calculator', href: '/interest-calculator?mode=discount' },
          },
        ],
      },
    },
  },
  {
    path: '/business-loans/loan-for-exporters',
    content: {
      'en-in': {
        title: 'Business loan for exporters',
        seo: {
          title: 'Business loan for exporters | Northwind',
          description:
            'A collateral-free business loan for Indian exporters, how it fits with export factoring and packing credit, and the documents to prepare.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Business loan for exporters',
            headline: 'Business loan for exporters',
            subheadline:
              'Exporting ties up cash twice: in the goods you make before shipment, and in the invoice your buyer pays weeks later. A collateral-free loan funds the business around the order; export factoring releases the invoice.',
            claims: [
              { value: 'Up to INR 1 Cr', label: 'business loan, collateral-free' },
              { value: 'Up to 90%', label: 'of an export invoice on shipment' },
              { value: 'IEC', label: 'and GST-registered exporters' },
            ],
            primaryCta: { label: 'Check eligibility', href: '#get-financed' },
            secondaryCta: { label: 'Export factoring', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Three kinds of export money, and what each is for',
            items: [
              {
                icon: 'factory',
                title: 'Before shipment',
                body: 'Banks offer packing credit against a confirmed export order to buy materials and manufacture. It is tied to that order and usually needs security.',
              },
              {
                icon: 'globe',
                title: 'After shipment',
                body: 'Export factoring advances up to 90% of the invoice when you ship and collects from your buyer abroad, often with cover if the buyer fails to pay.',
              },
              {
                icon: 'wallet',
                title: 'Around the business',
                body: 'A business loan funds what no single order does: a new machine, a certification, a trade fair, a larger team. It is repaid monthly from your cash flows.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Who can apply'),
              ul([
                'Exporters with an Importer-Exporter Code (IEC) from the DGFT and GST registration',
                'At least a year of GST returns and bank statements',
                'Export receipts that reach a current account in the business’s name',
              ]),
              h3('What helps your application'),
              ul([
                'Shipping bills and export invoices for the last twelve months, to explain months when receipts are lumpy',
                'Your realisation record: exporters must realise export proceeds within the time RBI allows, and overdue entries show in the bank’s records',
                'Refunds due to you, such as IGST on exports, since they change your cash position',
                'A list of your main overseas buyers and their usual payment terms',
              ]),
              h3('A common combination'),
              p(
                'An exporter of engineering parts selling on 90-day terms uses export factoring to be paid on shipment, which removes the wait for the buyer, and a business loan for a new CNC machine that lets it take larger orders. The factoring line grows with its sales; the loan is a fixed instalment it can plan around.',
              ),
            ),
          },
          {
            blockType: 'mediaColumns',
            heading: 'Plan the shipment as well as the money',
            body: 'Our free tools help you price an order before you commit to it.',
            points: [
              { text: 'Find your product’s HSN code and the duty that applies' },
              { text: 'Estimate LCL or FCL freight, transit time and CO2e for your lane' },
              { text: 'Work out the cost of factoring an invoice' },
            ],
            media: 'export',
            mediaSide: 'left',
            link: { label: 'Estimate a shipment', href: '/shipment-calculator' },
          },
          {
            blockType: 'faq',
            heading: 'Business loan for exporters: questions',
            items: [
              {
                question: 'Can I have a loan and export factoring together?',
                answer: 'Yes. They fund different things: factoring is repaid by your buyer’s payment, the loan by monthly instalments from your business.',
              },
              {
                question: 'Do you lend in foreign currency?',
                answer:
                  'The business loan is in rupees. Export factoring advances against invoices in the currency you invoice, typically US dollars or euros.',
              },
              {
                question: 'Does a delayed buyer payment affect my loan?',
                answer:
                  'Your instalment stays due each month, which is why exporters with long payment terms often factor their invoices so the loan is paid from cash already received.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Grow your exports with the right mix of finance',
            body: 'Ask for a business loan offer, or see what factoring your next invoice would cost.',
            primary: { label: 'Check eligibility', href: '#get-financed' },
            secondary: { label: 'Invoice finance calculator', href: '/interest-calculator' },
          },
        ],
      },
    },
  },
]
