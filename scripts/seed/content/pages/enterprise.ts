import { doc, h2, p, ul } from '../../rich-text'
import type { PageSeed } from '../../types'

export const ENTERPRISE_PAGES: PageSeed[] = [
  {
    path: '/enterprise',
    content: {
      'en-in': {
        title: 'Enterprise supply-chain finance',
        seo: {
          title: 'Supply-chain finance for Indian enterprises | Northwind',
          description:
            'Vendor financing, channel financing and early payment discount programmes that strengthen your suppliers and dealers without stretching your treasury.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Enterprise supply-chain finance',
            headline: 'A stronger supply chain, funded without touching your working capital',
            subheadline:
              'Your suppliers get paid in days, your distributors get credit to order more, and your payment terms stay exactly as negotiated. Northwind designs, funds and runs the programme on one platform.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: '0 days', label: 'change to your payment terms' },
              { value: '3 programmes', label: 'for suppliers, dealers and surplus cash' },
            ],
            primaryCta: { label: 'Design a programme', href: '#get-financed' },
            secondaryCta: { label: 'Talk to our team', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Three programmes, one platform',
            intro:
              'Start with the one your supply chain needs most and add the others when you are ready. Suppliers and dealers onboard once and use every programme from the same account.',
            items: [
              {
                icon: 'factory',
                title: 'Vendor financing',
                body: 'Suppliers sell your approved invoices to Northwind and receive up to 95% of invoice value within 24 hours. You pay us on the original due date.',
              },
              {
                icon: 'handshake',
                title: 'Channel financing',
                body: 'Distributors and dealers get credit lines funded by Northwind to buy from you. You are paid upfront on invoice; they repay us in 30 to 90 days.',
              },
              {
                icon: 'clock',
                title: 'Early payment discount',
                body: 'Use surplus cash to pay approved invoices early in return for a discount, and earn a return on your treasury that is linked to your own supply chain.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'What a programme changes',
            items: [
              { value: '24 hours', label: 'from invoice approval to supplier payment' },
              { value: '0', label: 'additional borrowing drawn from your bank limits' },
              { value: 'Days', label: 'to onboard a supplier or dealer, digitally' },
              { value: '1 file', label: 'a day to share approved invoices from your ERP' },
            ],
            footnote: 'Supplier and dealer limits are subject to Northwind’s credit assessment.',
          },
          {
            blockType: 'howItWorks',
            heading: 'Launching a programme',
            intro: 'A typical programme goes live in four to six weeks, with most of the work handled by our implementation team.',
            steps: [
              {
                title: 'Map your supply chain',
                body: 'We analyse your payables or sales ledger to identify the suppliers or dealers who benefit most and size the programme.',
              },
              {
                title: 'Agree the structure',
                body: 'Pricing, limits, invoice approval flow and integration are agreed with your finance, procurement and IT teams.',
              },
              {
                title: 'Onboard the first cohort',
                body: 'We invite suppliers or dealers, explain the benefit in their language and complete their KYC online.',
              },
              {
                title: 'Run and report',
                body: 'Approved invoices flow daily. You get dashboards on usage, savings and supplier health, and a monthly review with us.',
              },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Why finance and procurement teams both win',
            body: 'CFOs protect cash and keep days payable outstanding where they want them. Procurement teams keep critical MSME suppliers healthy and can negotiate better prices in exchange for faster payment. Sales teams give dealers room to stock up before the season.',
            points: [
              { text: 'Connects to your ERP through a simple daily file of approved invoices or an API' },
              { text: 'Supplier pricing based on your credit strength, not theirs' },
              { text: 'A single point of contact for your team and a helpdesk for your suppliers' },
            ],
            media: 'enterprise',
            mediaSide: 'right',
            link: { label: 'See vendor financing in detail', href: '/enterprise/vendor-financing-india' },
          },
          {
            blockType: 'testimonials',
            heading: 'Enterprises running programmes with Northwind',
            items: [
              {
                quote:
                  'Our smaller suppliers were asking for advances every month. Now they pick which invoices to cash in, and we pay on the same date as before. Supplier complaints to procurement have nearly stopped.',
                name: 'Demo client',
                role: 'Head of procurement',
                company: 'Auto components manufacturer, Pune',
              },
              {
                quote:
                  'Channel finance let our dealers order ahead of the festive season without us extending more credit. Our receivables went down while sales went up.',
                name: 'Demo client',
                role: 'Chief financial officer',
                company: 'Consumer durables brand, Gurugram',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Enterprise programmes: common questions',
            items: [
              {
                question: 'Who are these programmes for?',
                answer:
                  'Indian companies with a strong credit profile and a base of suppliers or distributors who would benefit from faster payment or credit. Programmes usually suit companies with annual purchases or sales of INR 100 Cr or more.',
              },
              {
                question: 'Does a programme add debt to our balance sheet?',
                answer:
                  'Programmes are funded by Northwind, not your bank limits. How a structure is presented in your accounts is for your auditors to confirm; we share the documentation they usually ask for.',
              },
              {
                question: 'What do our suppliers or dealers pay?',
                answer:
                  'A discount charge on the amount funded, priced on your company’s credit strength. There is no cost to you for vendor financing and channel financing beyond your commitment to pay on the due date.',
              },
              {
                question: 'How much IT work is involved?',
                answer:
                  'Very little. Most clients share a daily file of approved invoices; an API is available if you prefer. Our team handles testing and go-live.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Model the impact on your supply chain',
            body: 'Share your annual spend or sales and the number of suppliers or dealers. We will size a programme and show the working-capital impact within one business day.',
            primary: { label: 'Design a programme', href: '#get-financed' },
            secondary: { label: 'Talk to our team', href: '/contact-us' },
          },
        ],
      },
      'en-us': {
        title: 'Enterprise supply chain finance',
        seo: {
          title: 'Supply chain finance programs for US companies | Northwind',
          description:
            'Vendor financing, channel financing and early payment programs for US buyers. Suppliers get paid in days while you keep the payment terms you negotiated.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Enterprise supply chain finance',
            headline: 'Keep your payment terms. Get your suppliers paid in days.',
            subheadline:
              'Northwind funds and runs supply chain finance programs for US companies buying at home and abroad. Suppliers get early payment, distributors get credit, and your cash stays where your treasury wants it.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: '90+', label: 'supplier countries we can fund' },
              { value: 'Weeks', label: 'to launch, not quarters' },
            ],
            primaryCta: { label: 'Design a program', href: '#get-financed' },
            secondaryCta: { label: 'Contact us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Programs for every side of your supply chain',
            intro: 'Each program runs on the same platform, so suppliers and distributors onboard once and your team has one view of everything.',
            items: [
              {
                icon: 'factory',
                title: 'Vendor financing',
                body: 'Suppliers in the US, India, Mexico and beyond sell your approved invoices to us and get paid early. You pay on the original due date.',
              },
              {
                icon: 'handshake',
                title: 'Channel financing',
                body: 'Give distributors and dealers credit lines funded by Northwind. You are paid at invoice; they repay us on terms that match their sell-through.',
              },
              {
                icon: 'clock',
                title: 'Early payment discount',
                body: 'Put excess cash to work by paying approved invoices early for a discount, a return that often beats money-market yields.',
              },
              {
                icon: 'truck',
                title: 'Import factoring',
                body: 'Pay overseas suppliers at shipment and settle with us once the goods are sold, without opening letters of credit.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'From first call to live program',
            steps: [
              {
                title: 'Analyze your spend',
                body: 'We review your AP or AR data to find the suppliers or distributors who benefit most and size the program.',
              },
              { title: 'Agree the structure', body: 'Pricing, limits, approval workflow and integration are agreed with finance, procurement and IT.' },
              {
                title: 'Onboard suppliers',
                body: 'We run the supplier outreach, including for overseas suppliers in their own time zone, and complete KYC digitally.',
              },
              { title: 'Run and measure', body: 'Approved invoices flow daily from your ERP. Dashboards track usage, DPO and supplier adoption.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Built for global supply chains',
            body: 'Many US companies now source from India and Mexico alongside domestic suppliers. Smaller overseas suppliers often pay high local rates for working capital, which ends up in your unit price. A Northwind program lets them borrow on your credit strength instead.',
            points: [
              { text: 'USD funding for domestic and cross-border suppliers' },
              { text: 'Supplier onboarding support in English and Spanish, and for suppliers across India' },
              { text: 'Works with the major ERP systems through a daily file or an API' },
            ],
            media: 'global',
            mediaSide: 'left',
            link: { label: 'Explore our global buyer program', href: '/global-buyer' },
          },
          {
            blockType: 'testimonials',
            heading: 'What our clients say',
            items: [
              {
                quote:
                  'We moved to 90-day terms with our key suppliers in India and none of them lost out, because they get paid within days through the program. Our cash conversion cycle improved by weeks.',
                name: 'Demo client',
                role: 'VP Finance',
                company: 'Home goods retailer, New Jersey',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'What size of company is this for?',
                answer:
                  'US companies with annual purchases or sales of roughly USD 25 million or more and a credit profile we can underwrite. Smaller programs are reviewed case by case.',
              },
              {
                question: 'Who pays for the program?',
                answer:
                  'Suppliers and distributors pay a discount charge priced on your credit strength. There is no platform fee for your company in vendor and channel programs.',
              },
              {
                question: 'How is a program accounted for?',
                answer:
                  'Accounting treatment depends on the structure and is for you and your auditors to determine. We provide the program documentation and data they typically request.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'See what a program could do for your working capital',
            body: 'Tell us about your spend and supplier base, and we will model the impact within one business day.',
            primary: { label: 'Design a program', href: '#get-financed' },
            secondary: { label: 'Contact us', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/enterprise/early-payment-discount',
    content: {
      'en-in': {
        title: 'Early payment discount',
        seo: {
          title: 'Early payment discount programme | Northwind',
          description:
            'Pay approved supplier invoices early from surplus cash and earn a discount. A dynamic discounting programme that turns idle treasury into supplier goodwill.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Early payment discount',
            headline: 'Earn a return on surplus cash by paying suppliers early',
            subheadline:
              'Offer suppliers payment before the due date in exchange for a small discount that shrinks the later they are paid. They get cash when they need it; you earn a return linked to your own supply chain.',
            claims: [
              { value: 'About 12%', label: 'annualised return from a 1.5% discount taken 45 days early' },
              { value: 'Supplier’s choice', label: 'of which invoices to accelerate' },
              { value: 'Your cash', label: 'or Northwind’s, switched any time' },
            ],
            primaryCta: { label: 'Design a programme', href: '#get-financed' },
            secondaryCta: { label: 'Compare with vendor financing', href: '/enterprise/vendor-financing-india' },
          },
          {
            blockType: 'howItWorks',
            heading: 'How early payment discount works',
            steps: [
              {
                title: 'Set your offer',
                body: 'Choose how much cash to deploy and the return you want, for example an annualised rate. The platform converts it into a discount for every invoice and payment date.',
              },
              {
                title: 'Approve invoices as usual',
                body: 'Approved invoices from your ERP appear on the supplier’s dashboard with the early payment amount for each possible date.',
              },
              {
                title: 'Suppliers choose',
                body: 'A supplier picks the invoices it wants paid early. The earlier the payment, the larger the discount; waiting costs them nothing.',
              },
              {
                title: 'Pay and reconcile',
                body: 'You pay the discounted amount on the chosen date. Discount notes are generated automatically so both sets of books reconcile.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'One invoice, worked through',
            items: [
              { value: 'INR 10,00,000', label: 'approved invoice due in 60 days' },
              { value: '45 days early', label: 'the supplier asks to be paid on day 15' },
              { value: 'INR 15,000', label: 'discount at 1.5%, kept by you' },
              { value: 'About 12%', label: 'annualised return on the cash you deployed' },
            ],
            footnote: 'Illustrative example. The discount and the resulting return depend on the rate you set and the date the supplier chooses.',
          },
          {
            blockType: 'featureGrid',
            heading: 'Why treasury and procurement like it',
            items: [
              {
                icon: 'chart',
                title: 'A better use of idle cash',
                body: 'Returns from early payment often exceed short-term deposit and liquid fund yields, with exposure to invoices you have already approved.',
              },
              {
                icon: 'handshake',
                title: 'Stronger supplier relationships',
                body: 'MSME suppliers get a cheap, predictable source of liquidity without borrowing, which keeps critical vendors healthy.',
              },
              {
                icon: 'wallet',
                title: 'Gross margin improvement',
                body: 'Discounts earned reduce your cost of goods. Many programmes more than pay for the platform in the first quarter.',
              },
              {
                icon: 'shield',
                title: 'Funding that never runs dry',
                body: 'When treasury needs the cash elsewhere, switch the same suppliers to vendor financing funded by Northwind, without re-onboarding.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Early payment discount or vendor financing?'),
              p('Both get suppliers paid early. The difference is whose cash is used.'),
              ul([
                '**Early payment discount** uses your surplus cash. You earn the discount, and your days payable outstanding fall for the invoices paid early.',
                '**Vendor financing** uses Northwind’s funds. Suppliers are paid early, you pay on the due date, and your payment terms are untouched.',
              ]),
              p(
                'Most enterprises run both on the same platform: self-funded when cash is plentiful, Northwind-funded at quarter end or when cash is needed for capital expenditure.',
              ),
            ),
          },
          {
            blockType: 'faq',
            heading: 'Early payment discount: common questions',
            items: [
              {
                question: 'Is there a minimum amount of cash to deploy?',
                answer:
                  'No fixed minimum, but programmes work best when at least a few crore rupees are available on a rolling basis so suppliers can rely on it.',
              },
              {
                question: 'Do suppliers have to join the platform?',
                answer: 'Yes, a short online onboarding. There is no cost to suppliers beyond the discount they choose to accept.',
              },
              {
                question: 'How are discounts recorded for tax and accounts?',
                answer:
                  'The platform generates a discount note for every early payment, with the details your accounts and tax teams need. The treatment itself should be confirmed with your advisers.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Put your surplus cash to work in your own supply chain',
            body: 'Share your annual spend and typical cash surplus. We will estimate the return and supplier uptake within one business day.',
            primary: { label: 'Design a programme', href: '#get-financed' },
            secondary: { label: 'Explore enterprise programmes', href: '/enterprise' },
          },
        ],
      },
      'en-us': {
        title: 'Early payment discount',
        seo: {
          title: 'Early payment discount and dynamic discounting | Northwind',
          description:
            'Pay approved supplier invoices early from excess cash and capture a discount. Earn a return that often beats money-market yields, inside your supply chain.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Early payment discount',
            headline: 'Turn excess cash into a return your suppliers thank you for',
            subheadline:
              'Offer suppliers early payment on approved invoices in exchange for a discount that scales with how early they are paid. You earn a yield tied to your own spend; they get cash without borrowing.',
            claims: [
              { value: 'About 12%', label: 'annualized return from a 1% discount taken 30 days early' },
              { value: 'Supplier-driven', label: 'invoice by invoice, no commitment' },
              { value: 'Switchable', label: 'to Northwind funding at any time' },
            ],
            primaryCta: { label: 'Design a program', href: '#get-financed' },
            secondaryCta: { label: 'Compare with vendor financing', href: '/enterprise/vendor-financing-india' },
          },
          {
            blockType: 'figures',
            heading: 'One invoice, worked through',
            items: [
              { value: 'USD 250,000', label: 'approved invoice on net 60 terms' },
              { value: '30 days early', label: 'the supplier chooses to be paid on day 30' },
              { value: 'USD 2,500', label: 'discount at 1%, captured by you' },
              { value: 'About 12%', label: 'annualized return on the cash deployed' },
            ],
            footnote: 'Illustrative example. Actual discounts depend on the rate you set and the dates suppliers choose.',
          },
          {
            blockType: 'howItWorks',
            heading: 'How it works',
            steps: [
              {
                title: 'Set your target return',
                body: 'Decide how much cash to deploy and the annualized return you want. The platform prices every invoice and payment date from it.',
              },
              {
                title: 'Publish approved invoices',
                body: 'Approved invoices flow from your ERP and appear on each supplier’s dashboard with the early payment amount for every date.',
              },
              {
                title: 'Suppliers choose',
                body: 'Suppliers pick the invoices they want paid early. Those who prefer to wait are paid in full on the due date.',
              },
              {
                title: 'Pay and reconcile',
                body: 'You pay the discounted amount on the chosen date, and the platform posts the discount back to your AP ledger.',
              },
            ],
          },
          {
            blockType: 'featureGrid',
            heading: 'Why finance teams use it',
            items: [
              {
                icon: 'chart',
                title: 'Yield on approved spend',
                body: 'A return that often exceeds money-market funds, earned on invoices you already owe and have approved.',
              },
              { icon: 'wallet', title: 'Lower cost of goods', body: 'Discounts captured reduce COGS and show up directly in gross margin.' },
              {
                icon: 'handshake',
                title: 'Healthier suppliers',
                body: 'Small and overseas suppliers get predictable liquidity without taking on debt, reducing supply risk.',
              },
              {
                icon: 'shield',
                title: 'Flexible funding source',
                body: 'When cash is needed elsewhere, switch suppliers to Northwind-funded vendor financing with no re-onboarding.',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'How is this different from vendor financing?',
                answer:
                  'Early payment discount uses your cash and you earn the discount. Vendor financing uses Northwind’s funds, suppliers are paid early and you still pay on the due date. Both run on the same platform.',
              },
              {
                question: 'Do we need to change supplier contracts?',
                answer: 'No. Suppliers accept the program terms when they onboard, and each early payment is their choice, invoice by invoice.',
              },
              {
                question: 'Can overseas suppliers take part?',
                answer: 'Yes. Suppliers in India, Mexico and other countries can be paid early in USD, subject to onboarding checks.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Estimate your return from early payment',
            body: 'Share your annual spend and typical cash position. We will estimate your yield and supplier uptake within one business day.',
            primary: { label: 'Design a program', href: '#get-financed' },
            secondary: { label: 'Explore enterprise programs', href: '/enterprise' },
          },
        ],
      },
    },
  },
  {
    path: '/enterprise/vendor-financing-india',
    content: {
      'en-in': {
        title: 'Vendor financing',
        seo: {
          title: 'Vendor financing in India for large buyers | Northwind',
          description:
            'Let your suppliers receive up to 95% of invoice value within 24 hours of approval while you pay on the due date. Vendor finance funded by Northwind.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Vendor financing',
            headline: 'Your suppliers get paid in a day. You still pay in 90.',
            subheadline:
              'Once you approve an invoice, your supplier can sell it to Northwind and receive up to 95% of invoice value within 24 hours. You pay us on the original due date, and the pricing is based on your credit, not theirs.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'No change', label: 'to your payment terms or bank limits' },
              { value: 'Your rating', label: 'sets your suppliers’ price' },
            ],
            primaryCta: { label: 'Set up a programme', href: '#get-financed' },
            secondaryCta: { label: 'All enterprise programmes', href: '/enterprise' },
          },
          {
            blockType: 'featureGrid',
            heading: 'What vendor financing does for you and your suppliers',
            items: [
              {
                icon: 'factory',
                title: 'Healthy MSME suppliers',
                body: 'Small suppliers stop chasing payments and borrowing at high rates, which lowers the risk of missed deliveries.',
              },
              {
                icon: 'chart',
                title: 'Room to negotiate',
                body: 'Suppliers funded cheaply can accept longer terms or sharper prices, improving your working capital or margin.',
              },
              {
                icon: 'wallet',
                title: 'No cash from you',
                body: 'Northwind funds every early payment. Your treasury pays only on the due date, as it does today.',
              },
              {
                icon: 'bolt',
                title: 'Fast for suppliers',
                body: 'Digital onboarding in minutes and funds within 24 hours of invoice approval, without collateral.',
              },
              {
                icon: 'document',
                title: 'Simple for your AP team',
                body: 'Share approved invoices in a daily file or via API. On the due date you make one payment to Northwind.',
              },
              {
                icon: 'check',
                title: 'Supplier choice',
                body: 'Suppliers decide which invoices to finance and when. Those who do not need it are paid as usual.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How vendor financing works',
            steps: [
              {
                title: 'You approve the invoice',
                body: 'Your AP team approves the supplier’s invoice in your ERP, and it is shared with Northwind as payable on the due date.',
              },
              { title: 'The supplier requests payment', body: 'The supplier sees the approved invoice on its dashboard and chooses to receive early payment.' },
              {
                title: 'Northwind pays the supplier',
                body: 'The supplier gets up to 95% of invoice value within 24 hours, paid to its bank account, less a small discount charge.',
              },
              { title: 'You pay on the due date', body: 'On the original due date you pay the full invoice amount to Northwind, and the transaction closes.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Designed for India’s supplier base',
            body: 'Large manufacturers often depend on hundreds of MSME suppliers who sell on 60 to 120 days of credit and fund it with expensive overdrafts. Vendor financing gives them access to your credit strength through a simple online process, with support in Hindi, Tamil, Marathi and other regional languages.',
            points: [
              { text: 'GST invoice data used to verify each transaction' },
              { text: 'Supplier onboarding with digital KYC, no branch visits' },
              { text: 'Monthly reports on adoption, supplier savings and programme usage' },
            ],
            media: 'enterprise',
            mediaSide: 'right',
            link: { label: 'Prefer to use your own cash? See early payment discount', href: '/enterprise/early-payment-discount' },
          },
          {
            blockType: 'testimonials',
            heading: 'What buyers say',
            items: [
              {
                quote:
                  'We extended terms with our packaging suppliers from 60 to 90 days, and they were happy because they now get paid in two days through the programme. That was a win for both sides.',
                name: 'Demo client',
                role: 'Chief financial officer',
                company: 'FMCG manufacturer, Ahmedabad',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Vendor financing: common questions',
            items: [
              {
                question: 'What does it cost our company?',
                answer:
                  'Nothing beyond paying approved invoices on their due date. Suppliers who choose early payment pay a discount charge priced on your credit strength.',
              },
              {
                question: 'Which suppliers can join?',
                answer:
                  'Any supplier with a GST registration, a bank account in its name and invoices you have approved. There is no minimum turnover for suppliers.',
              },
              {
                question: 'What if we dispute an invoice after approval?',
                answer:
                  'Once approved and financed, the invoice is payable to Northwind on the due date. Any commercial dispute is settled between you and the supplier through credit notes on future invoices.',
              },
              {
                question: 'How long does it take to launch?',
                answer: 'Usually four to six weeks from agreement to the first payment, including integration and onboarding of the first group of suppliers.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Give your suppliers faster payment at no cost to you',
            body: 'Share your annual spend and number of suppliers. We will size the programme and estimate supplier savings within one business day.',
            primary: { label: 'Set up a programme', href: '#get-financed' },
            secondary: { label: 'Talk to our team', href: '/contact-us' },
          },
        ],
      },
      'en-us': {
        title: 'Vendor financing',
        seo: {
          title: 'Vendor financing for US buyers | Northwind',
          description:
            'Suppliers receive up to 95% of invoice value within 24 hours of approval while you pay on the original due date. Supplier finance for US companies.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Vendor financing',
            headline: 'Extend your terms without squeezing your suppliers',
            subheadline:
              'When you approve an invoice, your supplier can get paid early by Northwind, at a rate based on your credit. You pay the full amount on the original due date, and your supply chain gets stronger.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'No cost', label: 'to your company' },
              { value: 'Domestic and overseas', label: 'suppliers in one program' },
            ],
            primaryCta: { label: 'Set up a program', href: '#get-financed' },
            secondaryCta: { label: 'All enterprise programs', href: '/enterprise' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Benefits on both sides of the invoice',
            items: [
              {
                icon: 'chart',
                title: 'Improve DPO',
                body: 'Move suppliers to longer terms while they get paid in days, freeing working capital without straining relationships.',
              },
              {
                icon: 'globe',
                title: 'Support overseas suppliers',
                body: 'Suppliers in India, Mexico and elsewhere borrow on your credit strength instead of paying high local rates.',
              },
              {
                icon: 'shield',
                title: 'Reduce supply risk',
                body: 'Well-funded suppliers deliver on time, invest in capacity and are less likely to fail at the worst moment.',
              },
              {
                icon: 'document',
                title: 'Light lift for AP',
                body: 'Share approved invoices from your ERP by file or API. Pay Northwind once on each due date.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How vendor financing works',
            steps: [
              { title: 'Approve the invoice', body: 'Your AP team approves the invoice as usual and it is shared with Northwind as payable on the due date.' },
              { title: 'Supplier opts in', body: 'The supplier sees the approved invoice on its dashboard and requests early payment, invoice by invoice.' },
              {
                title: 'Northwind pays early',
                body: 'The supplier gets up to 95% of invoice value within 24 hours, less a discount charge priced on your credit.',
              },
              { title: 'You pay at maturity', body: 'You pay the full invoice amount to Northwind on the original due date. Nothing else changes.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'A program built for global sourcing',
            body: 'US buyers sourcing from India and Mexico often find that their best suppliers are also their most cash-constrained. Vendor financing gives those suppliers predictable USD liquidity tied to your approved invoices, with onboarding support in their own language and time zone.',
            points: [
              { text: 'Supplier outreach and KYC handled by our team' },
              { text: 'Payments to supplier accounts in the US and abroad' },
              { text: 'Adoption and savings reporting for procurement reviews' },
            ],
            media: 'global',
            mediaSide: 'right',
            link: { label: 'Buying from India? See the global buyer program', href: '/global-buyer' },
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'What does the program cost us?',
                answer: 'Nothing beyond paying approved invoices on their due date. Suppliers who opt for early payment pay a discount charge.',
              },
              {
                question: 'Can we extend payment terms at the same time?',
                answer:
                  'Many clients do. Because suppliers can be paid early at an attractive rate, a move from 45 to 90 days is often accepted without a price increase.',
              },
              {
                question: 'Which suppliers can take part?',
                answer: 'US and overseas suppliers with a bank account in their own name that pass our onboarding checks. There is no minimum size.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Give your suppliers early payment at no cost to you',
            body: 'Share your annual spend and supplier count, and we will size a program within one business day.',
            primary: { label: 'Set up a program', href: '#get-financed' },
            secondary: { label: 'Contact us', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/enterprise/channel-financing-india',
    content: {
      'en-in': {
        title: 'Channel financing',
        seo: {
          title: 'Channel and dealer financing in India | Northwind',
          description:
            'Give your distributors and dealers credit lines funded by Northwind. You get paid on invoice; they pay in 30 to 90 days and order more, more often.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Channel financing',
            headline: 'Help your dealers buy more, and get paid the day you invoice',
            subheadline:
              'Northwind gives your distributors and dealers credit lines to buy from you. You receive payment on invoice, your dealers repay us in 30 to 90 days, and your receivables stop growing with your sales.',
            claims: [
              { value: 'Day 1', label: 'payment to you on every financed invoice' },
              { value: '30 to 90 days', label: 'of credit for your dealers' },
              { value: 'Zero', label: 'collateral for most dealers' },
            ],
            primaryCta: { label: 'Set up a programme', href: '#get-financed' },
            secondaryCta: { label: 'All enterprise programmes', href: '/enterprise' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why brands and manufacturers use channel financing',
            items: [
              {
                icon: 'wallet',
                title: 'Lower receivables',
                body: 'Dealer credit is funded by Northwind instead of sitting in your receivables. Your collections team focuses on growth instead of follow-ups.',
              },
              {
                icon: 'chart',
                title: 'Higher sell-in',
                body: 'Dealers with a dedicated credit line stock up ahead of seasons and launches instead of ordering hand to mouth.',
              },
              {
                icon: 'handshake',
                title: 'Stronger dealer loyalty',
                body: 'Affordable credit, linked to your brand, is a reason for dealers to prioritise your products.',
              },
              {
                icon: 'shield',
                title: 'Clear risk sharing',
                body: 'Limits are set on each dealer’s data and your sales history with them. Any first-loss support from you is agreed upfront.',
              },
              { icon: 'clock', title: 'Quick dealer onboarding', body: 'Dealers apply online with GST and bank data. Most receive a decision within days.' },
              {
                icon: 'document',
                title: 'Simple reconciliation',
                body: 'Each financed invoice is matched to the dealer’s repayment, with daily reports for your sales and finance teams.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How channel financing works',
            steps: [
              {
                title: 'Nominate dealers',
                body: 'Share the distributors and dealers you want to include, with your sales history. We assess them and set individual limits.',
              },
              { title: 'Dealer places an order', body: 'The dealer orders as usual. You raise the invoice and mark it for financing.' },
              { title: 'Northwind pays you', body: 'We pay you for the financed invoice, less any agreed charges, so the sale is settled on day one.' },
              {
                title: 'Dealer repays on time',
                body: 'The dealer repays Northwind within the agreed period, typically 30 to 90 days, and the limit is available again.',
              },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Built for Indian distribution networks',
            body: 'From tier-2 towns to metro distributors, dealers often rely on informal credit at high cost. Channel financing gives them a formal, affordable line backed by their trading history with you, and gives you visibility of the financial health of your network.',
            points: [
              { text: 'Dealer limits assessed on GST returns, bank statements and your sales data' },
              { text: 'Repayment by auto-debit from the dealer’s bank account' },
              { text: 'Early warning reports on overdue dealers, shared with your sales team' },
            ],
            media: 'partners',
            mediaSide: 'left',
          },
          {
            blockType: 'testimonials',
            heading: 'What manufacturers say',
            items: [
              {
                quote:
                  'Our dealers used to place small orders every week because of cash. With channel finance they buy a full truckload, and our outstanding receivables fell by a third in two quarters.',
                name: 'Demo client',
                role: 'Director, sales finance',
                company: 'Building materials manufacturer, Hyderabad',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Channel financing: common questions',
            items: [
              {
                question: 'Which dealers qualify?',
                answer:
                  'GST-registered distributors and dealers with at least a year of trading history with you. Limits reflect their business size and payment record.',
              },
              {
                question: 'Do we have to guarantee dealer repayments?',
                answer:
                  'Not necessarily. Many programmes run without any guarantee from the brand; others include limited first-loss support to extend credit to smaller dealers. The structure is agreed with you upfront.',
              },
              {
                question: 'What do dealers pay?',
                answer:
                  'An interest charge for the days they use the credit, shown clearly before each drawdown. Some brands choose to subsidise part of it as a sales incentive.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Grow sales through your network without growing receivables',
            body: 'Share your dealer count and annual channel sales. We will propose a programme structure within one business day.',
            primary: { label: 'Set up a programme', href: '#get-financed' },
            secondary: { label: 'Talk to our team', href: '/contact-us' },
          },
        ],
      },
      'en-us': {
        title: 'Channel financing',
        seo: {
          title: 'Distributor and dealer financing for US brands | Northwind',
          description:
            'Credit lines for your distributors and dealers, funded by Northwind. You get paid at invoice while your channel partners pay in 30 to 90 days.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Channel financing',
            headline: 'Give your channel room to grow. Get paid at invoice.',
            subheadline:
              'Northwind provides credit lines to your distributors and dealers for purchases from you. You are paid when you invoice; your channel partners repay us on terms that match their sell-through.',
            claims: [
              { value: 'Day 1', label: 'payment on every financed invoice' },
              { value: '30 to 90 days', label: 'terms for your channel partners' },
              { value: 'Lower DSO', label: 'as dealer credit moves to Northwind' },
            ],
            primaryCta: { label: 'Set up a program', href: '#get-financed' },
            secondaryCta: { label: 'All enterprise programs', href: '/enterprise' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why manufacturers and brands use it',
            items: [
              {
                icon: 'wallet',
                title: 'Reduce receivables',
                body: 'Stop carrying dealer credit on your own balance sheet and free your credit team to focus on growth.',
              },
              {
                icon: 'chart',
                title: 'Bigger, earlier orders',
                body: 'Dealers with dedicated credit stock up before the season and carry a broader range of your products.',
              },
              {
                icon: 'handshake',
                title: 'Loyal channel partners',
                body: 'Affordable credit linked to your brand gives dealers a reason to put your products first.',
              },
              {
                icon: 'clock',
                title: 'Fast approvals',
                body: 'Dealers apply online and most receive a decision within days, with limits based on their history with you.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How channel financing works',
            steps: [
              {
                title: 'Nominate your dealers',
                body: 'Share the distributors and dealers to include, with your sales history. We underwrite each one and set a limit.',
              },
              { title: 'Invoice as usual', body: 'The dealer places an order, you ship and invoice, and mark the invoice for financing.' },
              { title: 'Get paid up front', body: 'Northwind pays you for the financed invoice, less any agreed charges.' },
              { title: 'Dealer repays Northwind', body: 'The dealer repays within the agreed term by ACH, and the limit revolves for the next order.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'A fit for equipment, building products and consumer brands',
            body: 'Channel financing works best where dealers need to hold inventory ahead of demand: equipment, building products, consumer durables and seasonal goods. We tailor terms to your sales cycle and can align promotional financing with your campaigns.',
            points: [
              { text: 'Terms aligned to seasonal buying and sell-through' },
              { text: 'Optional subvention, so you can fund reduced rates as a sales incentive' },
              { text: 'Weekly reporting on utilization and overdue accounts' },
            ],
            media: 'partners',
            mediaSide: 'left',
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'Do we need to guarantee dealer credit?',
                answer:
                  'Not always. Many programs run without recourse to the brand; others include limited first-loss support to reach smaller dealers. We agree the structure with you at the start.',
              },
              {
                question: 'Which dealers qualify?',
                answer:
                  'US distributors and dealers with at least a year of purchase history with you and a business bank account. Limits reflect their size and payment record.',
              },
              {
                question: 'What do dealers pay?',
                answer: 'A finance charge for the days they use the line, disclosed before each drawdown. You can choose to subsidize part of it.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Grow channel sales without growing receivables',
            body: 'Tell us about your dealer network and annual channel sales. We will propose a program within one business day.',
            primary: { label: 'Set up a program', href: '#get-financed' },
            secondary: { label: 'Contact us', href: '/contact-us' },
          },
        ],
      },
    },
  },
]
