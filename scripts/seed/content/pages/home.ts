import type { PageSeed } from '../../types'

export const HOME_PAGES: PageSeed[] = [
  {
    path: '/',
    content: {
      'en-in': {
        title: 'Trade and supply-chain finance for Indian businesses',
        seo: {
          title: 'Export factoring and trade finance in India | Northwind Trade Finance',
          description:
            'Get up to 95% of your invoice value within 24 hours. Export factoring, invoice discounting, supply-chain finance and collateral-free business loans.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Trade and supply-chain finance',
            headline: 'Turn your invoices into working capital within 24 hours',
            subheadline:
              'Exporters, importers and growing businesses use Northwind to get paid on shipment, pay suppliers on time and fund the next order, without pledging property.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'Up to 90%', label: 'on shipment with export factoring' },
              { value: 'INR 1 Cr', label: 'collateral-free business loans' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Explore export factoring', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Finance for every step of your trade cycle',
            intro: 'One partner from the purchase order to the day your buyer pays, in India and across 90+ countries.',
            items: [
              {
                icon: 'globe',
                title: 'Export factoring',
                body: 'Receive up to 90% of each export invoice as soon as goods ship, with credit protection on your overseas buyer.',
              },
              {
                icon: 'document',
                title: 'Purchase order financing',
                body: 'Fund raw materials and production against a confirmed export order, before you have an invoice.',
              },
              { icon: 'chart', title: 'Invoice discounting', body: 'Sell approved invoices on our platform to competing financiers and take the best rate.' },
              {
                icon: 'factory',
                title: 'Vendor and channel finance',
                body: 'Programmes for large companies that pay suppliers early and give distributors credit, off your balance sheet.',
              },
              {
                icon: 'wallet',
                title: 'Business loans',
                body: 'Collateral-free loans of up to INR 1 Cr for GST-registered businesses, decided on your GST and bank data.',
              },
              {
                icon: 'truck',
                title: 'Import factoring',
                body: 'Pay overseas suppliers at dispatch and settle with us on extended terms once the goods have sold.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'Built for the pace of trade',
            items: [
              { value: '24 hours', label: 'from approved invoice to funds in your account' },
              { value: '90+', label: 'buyer countries covered by our credit insurers' },
              { value: '0', label: 'property or fixed deposits pledged for export factoring' },
              { value: '1 day', label: 'to get an indicative termsheet' },
            ],
            footnote: 'Timelines apply after onboarding and buyer approval.',
          },
          {
            blockType: 'howItWorks',
            heading: 'How export factoring works',
            steps: [
              {
                title: 'Share your buyer and invoice details',
                body: 'Tell us who you sell to and your typical invoice size. We set a credit limit on each buyer, usually within a week.',
              },
              {
                title: 'Ship and upload the documents',
                body: 'Upload the invoice and bill of lading when the goods leave. No paperwork runs through your bank.',
              },
              { title: 'Receive up to 90% upfront', body: 'The advance reaches your account within 24 hours. We follow up with your buyer on the due date.' },
              { title: 'Get the balance when your buyer pays', body: 'We release the remaining amount, less a transparent fee, the day your buyer settles.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Sell on open account without waiting 90 days',
            body: 'Overseas buyers expect 60 to 120 days of credit. Northwind lets you offer those terms and still fund the next shipment, with the buyer’s credit risk insured.',
            points: [
              { text: 'Non-recourse: if an approved buyer cannot pay, the loss is ours' },
              { text: 'Pricing fixed per buyer, agreed before you ship' },
              { text: 'Collections handled politely in your buyer’s time zone' },
            ],
            media: 'export',
            mediaSide: 'right',
            link: { label: 'See how export factoring works', href: '/export-factoring' },
          },
          {
            blockType: 'testimonials',
            heading: 'What our clients say',
            items: [
              {
                quote:
                  'We stopped turning down large orders from Europe. The advance arrives the day after shipment, so production never waits for the last payment.',
                name: 'Demo client',
                role: 'Director',
                company: 'Textile exporter, Tiruppur',
              },
              {
                quote: 'Our suppliers get paid in three days instead of ninety, and our payment terms did not change. The onboarding took our vendors minutes.',
                name: 'Demo client',
                role: 'Head of procurement',
                company: 'Auto components manufacturer, Pune',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'Who can apply?',
                answer:
                  'Indian exporters, importers and GST-registered businesses with at least one year of trading history. Export factoring needs at least one overseas buyer on open-account terms.',
              },
              {
                question: 'Do I need to pledge collateral?',
                answer: 'No. Export factoring and invoice discounting are secured by the invoices themselves. Business loans up to INR 1 Cr are unsecured.',
              },
              {
                question: 'How fast is the money released?',
                answer: 'Once your buyer is approved, up to 95% of each eligible invoice is released within 24 hours of uploading the documents.',
              },
              {
                question: 'What does it cost?',
                answer:
                  'A discount rate on the amount advanced plus a fixed service fee, both shown in your termsheet before you sign. There are no hidden charges.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Find out how much you can unlock',
            body: 'Share your monthly sales and we will send an indicative termsheet within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
      'es-mx': {
        title: 'Financiamiento para el comercio exterior en México',
        seo: {
          title: 'Factoraje de exportación y financiamiento comercial | Northwind',
          description:
            'Recibe hasta el 95% del valor de tus facturas en 24 horas. Factoraje de exportación e importación para empresas mexicanas que venden al mundo.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Financiamiento al comercio exterior',
            headline: 'Convierte tus facturas de exportación en capital de trabajo en 24 horas',
            subheadline:
              'Exportadores e importadores mexicanos usan Northwind para cobrar al embarcar, pagar a sus proveedores a tiempo y financiar el siguiente pedido, sin garantías hipotecarias.',
            claims: [
              { value: 'Hasta 95%', label: 'del valor de la factura en 24 horas' },
              { value: 'Hasta 90%', label: 'al embarcar con factoraje de exportación' },
            ],
            primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondaryCta: { label: 'Conoce el factoraje de exportación', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Soluciones para cada etapa de tu operación',
            items: [
              {
                icon: 'globe',
                title: 'Factoraje de exportación',
                body: 'Recibe hasta el 90% de cada factura de exportación cuando sale la mercancía, con protección de crédito sobre tu comprador.',
              },
              {
                icon: 'document',
                title: 'Órdenes de compra',
                body: 'Financia materia prima y producción con una orden de compra confirmada, antes de emitir la factura.',
              },
              {
                icon: 'truck',
                title: 'Factoraje de importación',
                body: 'Paga a tus proveedores en el extranjero al embarque y liquida con nosotros cuando vendas la mercancía.',
              },
              {
                icon: 'handshake',
                title: 'Corredor India–México',
                body: 'Conectamos compradores mexicanos con proveedores verificados en India, con financiamiento para ambas partes.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'Cómo funciona',
            steps: [
              { title: 'Comparte los datos de tu comprador', body: 'Evaluamos a tus clientes en el extranjero y asignamos una línea de crédito a cada uno.' },
              { title: 'Embarca y sube tus documentos', body: 'Carga la factura y el conocimiento de embarque en nuestra plataforma.' },
              { title: 'Recibe el anticipo', body: 'Depositamos hasta el 90% en tu cuenta en 24 horas.' },
              { title: 'Cobra el saldo', body: 'Cuando tu comprador paga, liberamos el resto menos una comisión transparente.' },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Preguntas frecuentes',
            items: [
              {
                question: '¿Quién puede solicitarlo?',
                answer: 'Empresas mexicanas con al menos un año de operación que venden a crédito a compradores en el extranjero o importan mercancía.',
              },
              {
                question: '¿Necesito otorgar garantías?',
                answer: 'No. El factoraje se respalda con las propias facturas y con el seguro de crédito sobre tu comprador.',
              },
              {
                question: '¿En qué moneda recibo los fondos?',
                answer: 'Operamos en dólares estadounidenses (USD), la moneda en la que se factura la mayoría de las exportaciones mexicanas.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Descubre cuánto capital puedes liberar',
            body: 'Compártenos tus ventas mensuales y te enviaremos una propuesta indicativa en un día hábil.',
            primary: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondary: { label: 'Contáctanos', href: '/contact-us' },
          },
        ],
      },
      'en-us': {
        title: 'Supply-chain and trade finance for US businesses',
        seo: {
          title: 'Supply chain finance and import factoring in the USA | Northwind',
          description: 'Up to 95% of invoice value within 24 hours. Early payment, vendor and channel finance programs and import factoring for US companies.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Supply-chain finance',
            headline: 'Pay suppliers early and keep your cash working',
            subheadline:
              'US buyers and importers use Northwind to strengthen their supply chains: suppliers get paid in days, and you keep the payment terms you negotiated.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'Days, not months', label: 'to onboard your suppliers' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Explore enterprise programs', href: '/enterprise' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Working capital programs for your whole supply chain',
            items: [
              {
                icon: 'clock',
                title: 'Early payment discount',
                body: 'Use surplus cash to pay approved invoices early in exchange for a discount, a return well above money-market rates.',
              },
              {
                icon: 'factory',
                title: 'Vendor financing',
                body: 'Suppliers sell approved invoices to us and get paid in days, while you pay on the original due date.',
              },
              {
                icon: 'handshake',
                title: 'Channel financing',
                body: 'Give distributors and dealers credit lines funded by us, so they can order more and pay on time.',
              },
              { icon: 'truck', title: 'Import factoring', body: 'Pay overseas suppliers at shipment and settle with us on terms that match your sales cycle.' },
            ],
          },
          {
            blockType: 'figures',
            heading: 'Results our programs deliver',
            items: [
              { value: '24 hours', label: 'from invoice approval to supplier payment' },
              { value: '90+', label: 'supplier countries we can fund' },
              { value: '0', label: 'change to your payment terms' },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Design a program for your suppliers',
            body: 'Tell us about your spend and supplier base, and we will model the working-capital impact within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Contact us', href: '/contact-us' },
          },
        ],
      },
    },
  },
]
