import type { PageSeed } from '../../types'

export const LEADGEN_PAGES: PageSeed[] = [
  {
    path: '/leadgen/export-financing-solution',
    content: {
      'en-in': {
        title: 'Export financing solution (landing page)',
        seo: {
          title: 'Export finance in 24 hours, no collateral | Northwind',
          description:
            'Get up to 90% of your export invoice value on shipment, with your buyer’s credit risk covered. No collateral. Indicative termsheet in one business day.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'For Indian exporters',
            headline: 'Ship today. Get up to 90% of your invoice value on shipment.',
            subheadline:
              'Offer your overseas buyers the credit terms they ask for and fund your next order straight away. No collateral, no bank paperwork, and an indicative termsheet within one business day.',
            claims: [
              { value: 'Up to 90%', label: 'of invoice value on shipment' },
              { value: '24 hours', label: 'from documents to funds' },
              { value: 'Zero', label: 'collateral' },
            ],
            primaryCta: { label: 'Get my termsheet', href: '#get-financed' },
          },
          {
            blockType: 'featureGrid',
            heading: 'What you get',
            items: [
              {
                icon: 'bolt',
                title: 'Cash on shipment',
                body: 'Up to 90% of each export invoice, credited within 24 hours of uploading the shipping documents.',
              },
              { icon: 'shield', title: 'Buyer risk covered', body: 'Approved buyers are credit-insured. If an approved buyer fails to pay, the loss is ours.' },
              { icon: 'wallet', title: 'No collateral', body: 'Your limit is based on your buyers, not your property or fixed deposits.' },
              {
                icon: 'handshake',
                title: 'Collections handled',
                body: 'We follow up with your buyers in their time zone, so you can focus on production and sales.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'Three steps to your first advance',
            steps: [
              { title: 'Share your details', body: 'Tell us your monthly export value and how to reach you, using the Get financed panel on this page.' },
              { title: 'Get your termsheet', body: 'A trade finance specialist calls you and sends an indicative termsheet within one business day.' },
              { title: 'Ship and get paid', body: 'After a one-time onboarding, upload documents for each shipment and receive your advance within 24 hours.' },
            ],
          },
          {
            blockType: 'testimonials',
            heading: 'From an exporter like you',
            items: [
              {
                quote:
                  'We accepted 90-day terms from a new buyer in Europe for the first time. The advance came the day after the container sailed, and production never stopped.',
                name: 'Demo client',
                role: 'Managing partner',
                company: 'Spice exporter, Kochi',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Quick answers',
            items: [
              {
                question: 'Who can apply?',
                answer: 'Indian exporters with at least one year of export history and one or more overseas buyers on open-account terms.',
              },
              {
                question: 'What does it cost?',
                answer: 'A discount charge on the amount advanced and a service fee, both fixed per buyer in your termsheet before you ship.',
              },
              { question: 'Am I committing to anything by asking?', answer: 'No. The indicative termsheet is free and non-binding.' },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Find out how much your next shipment can unlock',
            body: 'Share your monthly export value. Your indicative termsheet follows within one business day.',
            primary: { label: 'Get my termsheet', href: '#get-financed' },
          },
        ],
      },
    },
  },
  {
    path: '/leadgen/enterprise-financing-solution',
    content: {
      'en-in': {
        title: 'Enterprise financing solution (landing page)',
        seo: {
          title: 'Supply-chain finance for large companies | Northwind',
          description:
            'Suppliers get up to 95% of invoice value within 24 hours while you keep your payment terms. Vendor, channel and early payment programmes for enterprises.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'For CFOs and procurement leaders',
            headline: 'Pay suppliers early without spending your own cash',
            subheadline:
              'Northwind funds and runs vendor and channel finance programmes for Indian enterprises. Your suppliers get paid in a day, your dealers get credit, and your payment terms stay the same.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'No change', label: 'to your payment terms' },
              { value: '4 to 6 weeks', label: 'to launch a programme' },
            ],
            primaryCta: { label: 'Design my programme', href: '#get-financed' },
          },
          {
            blockType: 'featureGrid',
            heading: 'What a programme delivers',
            items: [
              {
                icon: 'factory',
                title: 'Resilient suppliers',
                body: 'MSME suppliers get cheap, predictable liquidity priced on your credit strength, reducing supply disruptions.',
              },
              { icon: 'chart', title: 'Better working capital', body: 'Keep or extend your payment terms while suppliers are paid early by Northwind.' },
              { icon: 'handshake', title: 'More dealer sales', body: 'Channel partners get credit lines to order more, and you are paid on invoice.' },
              { icon: 'document', title: 'Light integration', body: 'A daily file of approved invoices from your ERP is all it takes to run the programme.' },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How we get you live',
            steps: [
              { title: 'Share your spend or sales', body: 'Tell us your annual purchases or channel sales and the number of suppliers or dealers.' },
              { title: 'Receive a programme design', body: 'We model the working-capital impact and propose a structure within one business day.' },
              { title: 'Launch with our team', body: 'We integrate, onboard your suppliers or dealers and run the programme, with monthly reporting to you.' },
            ],
          },
          {
            blockType: 'testimonials',
            heading: 'From a client',
            items: [
              {
                quote:
                  'Our suppliers get paid in two days instead of ninety, and our terms did not change. Vendor onboarding took minutes, and procurement finally stopped fielding payment complaints.',
                name: 'Demo client',
                role: 'Head of procurement',
                company: 'Auto components manufacturer, Pune',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Quick answers',
            items: [
              {
                question: 'What does it cost our company?',
                answer:
                  'For vendor and channel programmes, nothing beyond paying on the due date. Suppliers and dealers pay a discount charge priced on your credit strength.',
              },
              { question: 'Does it use our bank limits?', answer: 'No. Programmes are funded by Northwind, separately from your bank facilities.' },
              {
                question: 'Which companies is this for?',
                answer: 'Indian companies with a strong credit profile, typically with annual purchases or sales of INR 100 Cr or more.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'See what a programme could do for your supply chain',
            body: 'Share a few details and we will model the impact within one business day.',
            primary: { label: 'Design my programme', href: '#get-financed' },
          },
        ],
      },
    },
  },
]
