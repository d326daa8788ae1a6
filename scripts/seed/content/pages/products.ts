import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PageSeed } from '../../types'

export const PRODUCT_PAGES: PageSeed[] = [
  {
    path: '/business-loan',
    content: {
      'en-in': {
        title: 'Business loan',
        seo: {
          title: 'Collateral-free business loan up to INR 1 Cr | Northwind',
          description:
            'Collateral-free business loans of up to INR 1 Cr for GST-registered businesses, decided on your GST returns and bank statements. Apply online in minutes.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Collateral-free business loan',
            headline: 'Business loans of up to INR 1 Cr, without pledging property',
            subheadline:
              'For GST-registered businesses that need working capital, stock or room to grow. We assess your GST returns and bank statements, so the decision reflects how your business actually performs.',
            claims: [
              { value: 'Up to INR 1 Cr', label: 'collateral-free' },
              { value: 'GST-based', label: 'assessment, no property papers' },
              { value: 'Online', label: 'application, digital signing' },
            ],
            primaryCta: { label: 'Check eligibility', href: '#get-financed' },
            secondaryCta: { label: 'Talk to us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Use it where your business needs it',
            intro: 'One unsecured loan, with no restrictions beyond lawful business use.',
            items: [
              {
                icon: 'wallet',
                title: 'Working capital',
                body: 'Bridge the gap between paying suppliers and collecting from customers, especially when your customers pay in 60 or 90 days.',
              },
              {
                icon: 'factory',
                title: 'Stock and raw material',
                body: 'Buy in bulk before price increases or a busy season and keep your production lines running.',
              },
              { icon: 'chart', title: 'Expansion', body: 'Open a new outlet, add a product line or take on a larger contract without diluting ownership.' },
              {
                icon: 'truck',
                title: 'Equipment and vehicles',
                body: 'Add a delivery vehicle, a new machine or upgraded tools that pay for themselves through higher output.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'From application to disbursal',
            steps: [
              { title: 'Apply online', body: 'Share your business details, PAN and GST number. It takes about ten minutes.' },
              {
                title: 'Share your data securely',
                body: 'With your consent, we read your GST returns and bank statements digitally. No need to courier paper files.',
              },
              {
                title: 'Receive your offer',
                body: 'We send an offer with the amount, interest rate, tenure and all charges stated clearly, usually within a few working days.',
              },
              {
                title: 'Sign and receive funds',
                body: 'Accept and sign the agreement digitally. Funds are credited to your business bank account after final checks.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Who can apply'),
              ul([
                'Proprietorships, partnerships, LLPs and private limited companies registered under GST',
                'At least one year of business operations, with GST returns filed regularly',
                'A current account in the business’s name with regular transactions',
                'Promoters with a healthy repayment history on existing loans and cards',
              ]),
              h3('Documents you will need'),
              ul([
                'PAN of the business and of the promoters or partners',
                'GST registration and the last 12 months of GST returns',
                'Bank statements for the last 12 months',
                'Latest income tax return and financial statements, where available',
              ]),
              p(
                'Already have a bank loan? You can still apply. We look at your total repayments against your cash flows to make sure the new loan is affordable.',
              ),
            ),
          },
          {
            blockType: 'mediaColumns',
            heading: 'Selling on credit? Combine a loan with invoice finance',
            body: 'A business loan gives you a fixed amount for a fixed period. If your cash is mainly locked in unpaid invoices, invoice finance can release it as you sell, without adding to your loan repayments. Many of our clients use both.',
            points: [
              { text: 'Business loan: up to INR 1 Cr, collateral-free, repaid in monthly instalments' },
              { text: 'Invoice discounting: up to 95% of invoice value within 24 hours, repaid when your customer pays' },
              { text: 'Export factoring: up to 90% of invoice value on shipment for exporters' },
            ],
            media: 'loan',
            mediaSide: 'right',
            link: { label: 'Explore invoice discounting', href: '/export-factoring/invoice-discounting-platform' },
          },
          {
            blockType: 'testimonials',
            heading: 'Businesses that grew with a Northwind loan',
            items: [
              {
                quote:
                  'We needed stock for the wedding season and the bank wanted our shop as security. Northwind looked at our GST returns instead, and the money came through before the rush started.',
                name: 'Demo client',
                role: 'Owner',
                company: 'Apparel wholesaler, Surat',
              },
              {
                quote: 'The offer showed every charge upfront. We used the loan for a second packaging line and repaid from the extra orders it brought in.',
                name: 'Demo client',
                role: 'Partner',
                company: 'Food processing unit, Indore',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Business loan: common questions',
            items: [
              {
                question: 'How much can I borrow?',
                answer:
                  'Up to INR 1 Cr without collateral. The amount offered depends on your turnover, cash flows and existing repayments, as seen in your GST returns and bank statements.',
              },
              {
                question: 'What interest rate will I pay?',
                answer:
                  'Your rate depends on your business profile and credit history. It is stated in your offer, together with the processing fee and any other charges, before you sign.',
              },
              {
                question: 'How long can I take to repay?',
                answer:
                  'Tenures are set in your offer to match your cash flows. Repayment is by monthly instalments through an automatic debit from your business account.',
              },
              {
                question: 'Will applying affect my credit score?',
                answer:
                  'We run a credit bureau check only with your consent, once you have applied. Checking your eligibility with our team first does not involve a bureau enquiry.',
              },
              {
                question: 'Can I repay early?',
                answer: 'Yes. Part-prepayment and foreclosure terms are shown in your offer so you know the cost before you borrow.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Check your eligibility for up to INR 1 Cr',
            body: 'Share a few details about your business and our team will tell you how much you could borrow, without any obligation.',
            primary: { label: 'Check eligibility', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/import-factoring',
    content: {
      'en-in': {
        title: 'Import factoring',
        seo: {
          title: 'Import factoring for Indian importers | Northwind',
          description:
            'Pay overseas suppliers at dispatch and settle with us on extended terms once your goods have sold. Import finance without letters of credit or collateral.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Import factoring',
            headline: 'Pay your overseas supplier now. Settle with us after you sell.',
            subheadline:
              'Northwind pays your supplier when the goods are dispatched, and you repay us on terms of 60 to 120 days. Your supplier gets certainty, you get time to clear, sell and collect.',
            claims: [
              { value: 'At dispatch', label: 'payment to your overseas supplier' },
              { value: '60 to 120 days', label: 'to settle with Northwind' },
              { value: 'No LC', label: 'margin money or collateral' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Talk to us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why importers choose import factoring',
            items: [
              {
                icon: 'wallet',
                title: 'Keep cash for operations',
                body: 'Stop paying advances weeks before the goods arrive. Your cash stays available for duties, freight and salaries.',
              },
              {
                icon: 'handshake',
                title: 'Better terms from suppliers',
                body: 'Suppliers paid at dispatch often offer better prices or priority allocation than customers paying on credit.',
              },
              {
                icon: 'document',
                title: 'No letters of credit',
                body: 'Skip LC margins, amendment charges and discrepancy risk. Documents flow digitally between you, us and the supplier.',
              },
              {
                icon: 'clock',
                title: 'Terms that match your sales cycle',
                body: 'Repay when your goods have been cleared, sold and collected, not on the day they leave the supplier’s factory.',
              },
              {
                icon: 'globe',
                title: 'Suppliers across many countries',
                body: 'Buy components, chemicals, machinery parts and consumer goods from suppliers in Asia, Europe and the Americas.',
              },
              {
                icon: 'shield',
                title: 'Transparent pricing',
                body: 'A discount charge for the days you use the facility and a service fee, both agreed before your first order.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How import factoring works',
            steps: [
              {
                title: 'Get an import limit',
                body: 'Share your import history, key suppliers and financials. We set a limit for your business, usually within a week.',
              },
              {
                title: 'Place your order',
                body: 'Order from your supplier as usual and share the proforma invoice with us. We confirm the payment date to the supplier.',
              },
              {
                title: 'We pay at dispatch',
                body: 'When the supplier ships and shares the documents, Northwind pays the invoice through regular banking channels.',
              },
              { title: 'You repay on the due date', body: 'Clear customs, sell the goods and repay Northwind on the agreed date, 60 to 120 days later.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Built for Indian importers and traders',
            body: 'Electronics distributors, chemical traders and manufacturers importing components all face the same squeeze: suppliers want payment before shipment, while Indian customers pay 60 to 90 days after delivery. Import factoring closes that gap without tying up bank limits.',
            points: [
              { text: 'Import documentation prepared for your bank’s records' },
              { text: 'Invoices in USD, EUR and other major currencies' },
              { text: 'One dashboard for orders, payments and due dates' },
            ],
            media: 'import',
            mediaSide: 'right',
          },
          {
            blockType: 'testimonials',
            heading: 'What importers say',
            items: [
              {
                quote:
                  'Our supplier wanted 30% advance and the rest before shipment. Now Northwind pays them at dispatch and we settle after our own customers have paid. Our bank limit is free for everything else.',
                name: 'Demo client',
                role: 'Director',
                company: 'Electronic components distributor, Bengaluru',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Import factoring: common questions',
            items: [
              {
                question: 'Who is eligible?',
                answer:
                  'Indian importers with at least one year of import history and regular purchases from overseas suppliers. We look at your financials, import record and the supplier relationship.',
              },
              {
                question: 'Does my supplier need to do anything?',
                answer:
                  'Your supplier shares the shipping documents with us and receives payment from Northwind instead of from you. There is no cost to the supplier.',
              },
              {
                question: 'What does it cost?',
                answer:
                  'A discount charge on the amount paid, for the days until you repay, plus a service fee per invoice. Both are set out in your termsheet.',
              },
              {
                question: 'Are customs duties and freight included?',
                answer:
                  'The facility pays the supplier’s invoice. Duties, freight and clearance charges remain yours, which is why keeping cash free for them matters.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Import more without paying upfront',
            body: 'Tell us about your suppliers and monthly imports. We will share indicative terms within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
      'es-mx': {
        title: 'Factoraje de importación',
        seo: {
          title: 'Factoraje de importación en México | Northwind',
          description:
            'Pagamos a tu proveedor en el extranjero al embarque y tú liquidas con nosotros después de vender la mercancía. Sin carta de crédito ni garantías hipotecarias.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Factoraje de importación',
            headline: 'Tu proveedor cobra al embarcar. Tú pagas cuando ya vendiste.',
            subheadline:
              'Northwind le paga a tu proveedor en Asia, Estados Unidos o India cuando la mercancía sale, y tú liquidas con nosotros a 60, 90 o 120 días. Tienes tiempo de desaduanar, vender y cobrar.',
            claims: [
              { value: 'Al embarque', label: 'pago a tu proveedor en el extranjero' },
              { value: '60 a 120 días', label: 'para liquidar con Northwind' },
              { value: 'Sin carta de crédito', label: 'ni garantías hipotecarias' },
            ],
            primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondaryCta: { label: 'Contáctanos', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Por qué los importadores mexicanos lo usan',
            items: [
              {
                icon: 'wallet',
                title: 'Cuida tu capital de trabajo',
                body: 'Deja de pagar anticipos semanas antes de recibir la mercancía. Tu efectivo queda libre para impuestos, fletes y nómina.',
              },
              {
                icon: 'handshake',
                title: 'Mejores condiciones con tus proveedores',
                body: 'Un proveedor que cobra al embarque suele darte mejor precio o prioridad en la producción.',
              },
              {
                icon: 'document',
                title: 'Sin cartas de crédito',
                body: 'Olvídate de garantías líquidas, comisiones por enmiendas y discrepancias documentales.',
              },
              {
                icon: 'clock',
                title: 'Plazos a la medida de tu venta',
                body: 'Pagas cuando la mercancía ya se desaduanó, se vendió y se cobró, no cuando sale de la fábrica.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'Cómo funciona',
            steps: [
              {
                title: 'Obtén tu línea de importación',
                body: 'Compártenos tu historial de importaciones, proveedores principales y estados financieros. Definimos tu línea, normalmente en una semana.',
              },
              { title: 'Haz tu pedido', body: 'Pide a tu proveedor como siempre y compártenos la factura proforma. Le confirmamos la fecha de pago.' },
              { title: 'Pagamos al embarque', body: 'Cuando el proveedor embarca y envía los documentos, Northwind le paga la factura en dólares.' },
              {
                title: 'Liquidas al vencimiento',
                body: 'Despachas en aduana con tu agente aduanal, vendes y nos pagas en la fecha acordada, entre 60 y 120 días después.',
              },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Pensado para quien importa a México',
            body: 'Distribuidores de refacciones, comercializadoras de materias primas y maquiladoras que compran componentes enfrentan el mismo problema: el proveedor quiere cobrar antes de embarcar y tus clientes en México te pagan a 60 o 90 días. El factoraje de importación cierra esa brecha sin comprometer tus líneas bancarias.',
            points: [
              { text: 'Operamos en USD, la moneda de la mayoría de tus compras' },
              { text: 'Proveedores en Asia, Estados Unidos, Europa e India' },
              { text: 'Un solo panel para pedidos, pagos y vencimientos' },
            ],
            media: 'import',
            mediaSide: 'right',
          },
          {
            blockType: 'testimonials',
            heading: 'Lo que dicen los importadores',
            items: [
              {
                quote:
                  'Nuestro proveedor pedía 30% de anticipo y el resto antes de embarcar. Ahora Northwind le paga al embarque y nosotros liquidamos cuando nuestros clientes ya pagaron.',
                name: 'Demo client',
                role: 'Director de compras',
                company: 'Distribuidor de refacciones industriales, Monterrey',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Preguntas frecuentes',
            items: [
              {
                question: '¿Quién puede solicitarlo?',
                answer:
                  'Empresas mexicanas con al menos un año importando de forma recurrente. Revisamos tus estados financieros, tu historial de importaciones y la relación con tu proveedor.',
              },
              {
                question: '¿Mi proveedor tiene que hacer algo?',
                answer: 'Solo compartirnos los documentos de embarque. Recibe el pago de Northwind en lugar de recibirlo de ti, sin costo para él.',
              },
              {
                question: '¿Se financian los impuestos de importación?',
                answer:
                  'La línea paga la factura del proveedor. Los impuestos, el flete y los honorarios del agente aduanal siguen a tu cargo; por eso conviene tener tu efectivo libre para cubrirlos.',
              },
              {
                question: '¿Cuánto cuesta?',
                answer:
                  'Una tasa de descuento por los días que uses la línea y una comisión por factura, ambas fijadas en tu term sheet antes del primer pedido.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Importa más sin pagar por adelantado',
            body: 'Cuéntanos quiénes son tus proveedores y cuánto importas al mes. Te enviamos condiciones indicativas en un día hábil.',
            primary: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondary: { label: 'Contáctanos', href: '/contact-us' },
          },
        ],
      },
      'en-us': {
        title: 'Import factoring',
        seo: {
          title: 'Import factoring for US importers | Northwind',
          description:
            'We pay your overseas supplier at shipment and you settle with us on terms of 60 to 120 days, after your goods have sold. No letters of credit required.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Import factoring',
            headline: 'Your supplier gets paid at shipment. You pay after you sell.',
            subheadline:
              'Northwind pays your overseas supplier when the goods ship, and you settle with us 60 to 120 days later. Your supplier gets certainty; you get the time to land, sell and collect.',
            claims: [
              { value: 'At shipment', label: 'payment to your supplier' },
              { value: '60 to 120 days', label: 'to settle with Northwind' },
              { value: 'No LCs', label: 'or cash deposits required' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Buying from India? See the global buyer program', href: '/global-buyer' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why US importers use import factoring',
            items: [
              {
                icon: 'wallet',
                title: 'Protect your cash',
                body: 'Stop wiring deposits months before inventory arrives. Keep cash for duties, freight and payroll.',
              },
              {
                icon: 'handshake',
                title: 'Negotiate better pricing',
                body: 'Suppliers paid at shipment often offer better prices or priority production slots.',
              },
              { icon: 'document', title: 'Skip letters of credit', body: 'No LC fees, amendments or documentary discrepancies. Documents move digitally.' },
              { icon: 'clock', title: 'Terms that fit your cycle', body: 'Repay once goods have cleared customs, sold through and been paid for.' },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How it works',
            steps: [
              { title: 'Get an import line', body: 'Share your import history, key suppliers and financials. We set a line, typically within a week.' },
              {
                title: 'Place your order',
                body: 'Order from your supplier as usual and share the pro forma invoice. We confirm the payment date to the supplier.',
              },
              { title: 'We pay at shipment', body: 'When the supplier ships and uploads documents, Northwind pays the invoice in USD.' },
              { title: 'You settle on the due date', body: 'Clear customs, sell the goods and repay Northwind on the agreed date.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'For importers, distributors and e-commerce brands',
            body: 'Whether you import components, consumer goods or raw materials, the squeeze is the same: suppliers want paying before shipment and your customers pay 30 to 90 days after delivery. Import factoring bridges the gap without using your bank line.',
            points: [
              { text: 'Suppliers in Asia, Europe, Mexico and India' },
              { text: 'Works alongside your existing bank facilities' },
              { text: 'One dashboard for orders, payments and due dates' },
            ],
            media: 'import',
            mediaSide: 'left',
            link: { label: 'Explore enterprise supply chain programs', href: '/enterprise' },
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'Who qualifies?',
                answer:
                  'US businesses with at least a year of import history and regular purchases from overseas suppliers. We review your financials, import record and supplier relationships.',
              },
              {
                question: 'Are duties and freight covered?',
                answer:
                  'The line pays your supplier’s invoice. Duties, freight and brokerage remain your responsibility, which is why keeping cash free for them matters.',
              },
              {
                question: 'What does it cost?',
                answer: 'A discount charge for the days you use the line plus a per-invoice service fee, both set out before your first order.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Import more without paying upfront',
            body: 'Tell us about your suppliers and monthly import volume. We will share indicative terms within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Contact us', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/global-buyer',
    content: {
      'en-in': {
        title: 'Global buyer programme',
        seo: {
          title: 'Global buyer programme: buy from India on terms | Northwind',
          description:
            'Importing from India? Get extended payment terms of up to 120 days while your Indian suppliers are paid on shipment. No letters of credit, no upfront deposits.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'For overseas buyers importing from India',
            headline: 'Buy from India on open account. Your suppliers get paid on shipment.',
            subheadline:
              'The Northwind global buyer programme gives you payment terms of 60 to 120 days on purchases from Indian suppliers, while they receive up to 90% of the invoice value as soon as the goods ship.',
            claims: [
              { value: '60 to 120 days', label: 'payment terms for you' },
              { value: 'Up to 90%', label: 'of invoice value on shipment for your supplier' },
              { value: 'No LC', label: 'and no upfront deposits' },
            ],
            primaryCta: { label: 'Get a buyer limit', href: '#get-financed' },
            secondaryCta: { label: 'Talk to us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'What the programme gives buyers',
            items: [
              {
                icon: 'clock',
                title: 'Extended terms',
                body: 'Pay 60 to 120 days after shipment, so you can receive, sell and collect before the invoice falls due.',
              },
              { icon: 'wallet', title: 'No deposits or LCs', body: 'Stop paying 30% advances or opening letters of credit. Your cash stays in your business.' },
              {
                icon: 'handshake',
                title: 'Happier suppliers',
                body: 'Your Indian suppliers are paid on shipment, so they can prioritise your orders and quote sharper prices.',
              },
              {
                icon: 'globe',
                title: 'One limit, many suppliers',
                body: 'Your buyer limit can be used across several Indian suppliers who work with Northwind, in textiles, spices, engineering goods and more.',
              },
              {
                icon: 'document',
                title: 'Simple paperwork',
                body: 'Receive the invoice, acknowledge it online and pay Northwind on the due date. No new bank accounts required.',
              },
              {
                icon: 'shield',
                title: 'No cost to assess',
                body: 'Getting a buyer limit is free. You pay the supplier’s invoice price on the due date, as you would on any credit terms.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How it works for buyers',
            steps: [
              {
                title: 'Request a buyer limit',
                body: 'Share your company details, the Indian suppliers you buy from and your expected annual purchases. The assessment is free.',
              },
              {
                title: 'Agree terms with your supplier',
                body: 'Once your limit is approved, negotiate open-account terms of 60 to 120 days with your supplier, backed by Northwind.',
              },
              { title: 'Receive the goods', body: 'Your supplier ships and is paid by Northwind on shipment. You receive the goods and the usual documents.' },
              { title: 'Pay on the due date', body: 'Pay the invoice amount to Northwind’s collection account on the due date, in the invoice currency.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Are you an Indian exporter?',
            body: 'If your overseas buyer is asking for longer credit, point them to this programme. Their approved limit lets you offer open-account terms while you receive up to 90% of the invoice value on shipment through export factoring.',
            points: [
              { text: 'Win orders from buyers who will not pay in advance' },
              { text: 'Non-recourse protection on approved buyers' },
              { text: 'Funds in your account within 24 hours of shipment documents' },
            ],
            media: 'global',
            mediaSide: 'right',
            link: { label: 'See export factoring for exporters', href: '/export-factoring' },
          },
          {
            blockType: 'testimonials',
            heading: 'Buyers on the programme',
            items: [
              {
                quote:
                  'We used to pay our Indian spice supplier half in advance. Now we pay 90 days after shipment, and the supplier is paid the week the container sails. We have doubled our order size.',
                name: 'Demo client',
                role: 'Purchasing director',
                company: 'Food importer, Hamburg',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Global buyer programme: common questions',
            items: [
              {
                question: 'Does it cost me anything?',
                answer:
                  'No fee is charged to the buyer for the assessment or the limit. Your supplier pays the financing cost of the early payment, and you pay the invoice amount on the due date.',
              },
              {
                question: 'Which countries are eligible?',
                answer:
                  'Buyers in most major import markets, including Europe, North America, the Middle East and Asia-Pacific. Eligibility depends on our credit cover for your country.',
              },
              {
                question: 'What happens if goods arrive damaged or short?',
                answer:
                  'Raise the issue with your supplier as you normally would. Commercial disputes are settled between buyer and supplier, usually through a credit note against the invoice.',
              },
              {
                question: 'Do my suppliers need to be Northwind clients?',
                answer: 'They need to onboard for export factoring, which we help them do. Many Indian exporters already work with us.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Get a buyer limit for your Indian purchases',
            body: 'Share your company details and the suppliers you buy from. We will come back with an indicative limit within a few business days.',
            primary: { label: 'Get a buyer limit', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
      'en-us': {
        title: 'Global buyer program',
        seo: {
          title: 'Global buyer program for US importers | Northwind',
          description:
            'Buying from India? Get payment terms of 60 to 120 days while your Indian suppliers are paid at shipment. No letters of credit and no upfront deposits.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Global buyer program',
            headline: 'Source from India on open account, without the upfront deposit',
            subheadline:
              'US importers use the Northwind global buyer program to get 60 to 120 days to pay Indian suppliers, while those suppliers are paid up to 90% of the invoice value when the goods ship.',
            claims: [
              { value: '60 to 120 days', label: 'payment terms for you' },
              { value: 'Up to 90%', label: 'of invoice value at shipment for your supplier' },
              { value: 'Free', label: 'buyer credit assessment' },
            ],
            primaryCta: { label: 'Get a buyer limit', href: '#get-financed' },
            secondaryCta: { label: 'Contact us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why US buyers join',
            items: [
              {
                icon: 'clock',
                title: 'Terms that fit your sales cycle',
                body: 'Pay after goods have landed, cleared customs and started selling, not before they are made.',
              },
              {
                icon: 'wallet',
                title: 'No deposits, no LCs',
                body: 'Stop wiring 30% deposits or paying for letters of credit. Keep cash for duties, freight and marketing.',
              },
              {
                icon: 'handshake',
                title: 'Stronger supplier relationships',
                body: 'Indian suppliers paid at shipment can offer better pricing, priority production and more flexibility.',
              },
              {
                icon: 'globe',
                title: 'Diversify your sourcing',
                body: 'Add India to your supplier base with terms comparable to what you are used to at home.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How it works',
            steps: [
              {
                title: 'Apply for a buyer limit',
                body: 'Share your company details, your Indian suppliers and expected annual purchases. The assessment is free.',
              },
              { title: 'Set terms with your supplier', body: 'With an approved limit, agree open-account terms of 60 to 120 days with your supplier.' },
              { title: 'Supplier ships and is paid', body: 'Northwind pays your supplier at shipment. You receive the goods and documents as usual.' },
              { title: 'Pay on the due date', body: 'Pay the invoice amount in USD to Northwind on the due date, by wire or ACH.' },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'A practical way to add India to your supply chain',
            body: 'India supplies textiles, home goods, auto components, engineering products, specialty chemicals and food ingredients to US buyers of every size. The program removes the most common obstacle, the demand for payment before shipment, so you can place a trial order without tying up cash.',
            points: [
              { text: 'Suppliers onboarded and supported by our team in India' },
              { text: 'One limit usable across several Indian suppliers' },
              { text: 'Invoices and payments in USD' },
            ],
            media: 'global',
            mediaSide: 'right',
            link: { label: 'Importing from other countries? See import factoring', href: '/import-factoring' },
          },
          {
            blockType: 'testimonials',
            heading: 'What buyers say',
            items: [
              {
                quote:
                  'Our Indian textile supplier wanted 40% up front. With the program we pay at 90 days and they still get paid at shipment. We moved two more product lines to India this year.',
                name: 'Demo client',
                role: 'Head of sourcing',
                company: 'Home furnishings brand, North Carolina',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Frequently asked questions',
            items: [
              {
                question: 'Is there a cost to us as the buyer?',
                answer: 'No. The assessment and limit are free. Your supplier bears the cost of early payment, and you pay the invoice amount on the due date.',
              },
              {
                question: 'What if there is a quality issue?',
                answer:
                  'Resolve it with your supplier as you would today. Commercial disputes are handled between buyer and supplier, usually through a credit note.',
              },
              {
                question: 'Does the program affect our bank lines?',
                answer: 'No. The program is provided by Northwind and does not use your bank credit facilities.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Get a buyer limit for your India sourcing',
            body: 'Tell us about your company and your Indian suppliers. We will respond with an indicative limit within a few business days.',
            primary: { label: 'Get a buyer limit', href: '#get-financed' },
            secondary: { label: 'Contact us', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/freight-invoice-discounting-india',
    content: {
      'en-in': {
        title: 'Freight invoice discounting',
        seo: {
          title: 'Freight invoice discounting in India | Northwind',
          description:
            'Freight forwarders, transporters and customs brokers get up to 95% of invoice value within 24 hours on invoices raised to approved shippers. No collateral.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Freight invoice discounting',
            headline: 'You pay carriers today. Your shippers pay in 60 days. We close the gap.',
            subheadline:
              'Freight forwarders, transporters, NVOCCs and customs brokers discount invoices raised to their shipper customers and receive cash the next day, so they can keep paying shipping lines, airlines and truck owners on time.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'Zero', label: 'collateral or property pledged' },
              { value: 'Per invoice', label: 'use it only when you need it' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Talk to us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Made for the logistics cash cycle',
            intro:
              'Logistics companies pay out almost immediately and collect late. Freight invoice discounting turns every approved invoice into working capital.',
            items: [
              {
                icon: 'truck',
                title: 'Pay carriers on time',
                body: 'Settle ocean freight, air freight and truck hire without waiting for shipper payments, and keep your carrier rates and space allocations.',
              },
              {
                icon: 'bolt',
                title: 'Cash within 24 hours',
                body: 'Upload the invoice with proof of delivery or the bill of lading. You receive up to 95% of invoice value within 24 hours.',
              },
              {
                icon: 'chart',
                title: 'Take on bigger shippers',
                body: 'Accept large accounts with long credit periods without stretching your own bank limit.',
              },
              { icon: 'wallet', title: 'No collateral', body: 'Limits are based on your shippers’ strength and your billing history, not your property.' },
              {
                icon: 'document',
                title: 'Works with GST invoices',
                body: 'Use your GST e-invoices, e-way bills, lorry receipts and airway bills as supporting documents.',
              },
              {
                icon: 'check',
                title: 'Choose what to discount',
                body: 'Discount individual invoices or a whole shipper account. There is no minimum monthly volume.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How it works',
            steps: [
              {
                title: 'Share your shipper list',
                body: 'Tell us which shippers you bill and their usual credit periods. We set a limit on each approved shipper.',
              },
              {
                title: 'Upload your invoices',
                body: 'Upload the freight invoice with the supporting transport document, such as the bill of lading, airway bill or lorry receipt.',
              },
              { title: 'Receive the advance', body: 'You receive up to 95% of invoice value within 24 hours of verification.' },
              {
                title: 'Shipper pays, balance released',
                body: 'The shipper pays on the due date and we release the balance to you, less the agreed discount charge.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'An example from a forwarder’s month',
            items: [
              { value: 'INR 40 lakh', label: 'freight invoices raised to three exporters on 60-day terms' },
              { value: 'INR 38 lakh', label: 'advanced within 24 hours, at 95% of the invoice value' },
              { value: '60 days', label: 'of credit your shippers still enjoy' },
              { value: 'INR 0', label: 'of property or deposits pledged' },
            ],
            footnote: 'Illustrative example. The advance rate and discount charge depend on each shipper and the credit period.',
          },
          {
            blockType: 'mediaColumns',
            heading: 'Who uses freight invoice discounting',
            body: 'Logistics businesses of every size, from single-office forwarders to multi-city transport operators, use it to smooth the mismatch between paying carriers and collecting from shippers.',
            points: [
              { text: 'Freight forwarders and NVOCCs billing exporters and importers' },
              { text: 'Road transport operators and fleet owners billing manufacturers' },
              { text: 'Customs brokers recovering duty and handling charges from clients' },
            ],
            media: 'export',
            mediaSide: 'left',
          },
          {
            blockType: 'testimonials',
            heading: 'What logistics companies say',
            items: [
              {
                quote:
                  'Shipping lines want payment before they release the bill of lading, and our exporters pay us in 60 days. Discounting the invoices means we never hold up a shipment for cash.',
                name: 'Demo client',
                role: 'Founder',
                company: 'Freight forwarder, Chennai',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Freight invoice discounting: common questions',
            items: [
              {
                question: 'Who can apply?',
                answer:
                  'GST-registered freight forwarders, NVOCCs, transporters and customs brokers with at least one year of operations and invoices raised to established shippers.',
              },
              {
                question: 'Which shippers can be approved?',
                answer: 'Manufacturers, exporters, importers and large traders with a good payment record. We assess each shipper and set a limit on it.',
              },
              {
                question: 'Do my shippers have to be informed?',
                answer:
                  'Yes. The shipper confirms the invoice and pays the amount to a designated account on the due date. It does not change your service or your rates.',
              },
              {
                question: 'What does it cost?',
                answer:
                  'A discount charge on the amount advanced for the days until the shipper pays, and a processing fee. Both are agreed before your first invoice.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Stop funding your shippers’ credit from your own pocket',
            body: 'Share your monthly billing and main shippers. We will come back with indicative limits within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/machinery-loans-for-exporters-india',
    content: {
      'en-in': {
        title: 'Machinery loans for exporters',
        seo: {
          title: 'Machinery loans for Indian exporters | Northwind',
          description:
            'Finance new machinery with repayments matched to your export cash flows. The machine secures the loan, so no property is pledged. For Indian exporters.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Machinery loans for exporters',
            headline: 'Add capacity for your export orders without pledging property',
            subheadline:
              'Buy the looms, CNC machines, processing lines or packaging equipment your overseas buyers expect. The machine secures the loan, and repayments are planned around your export receipts.',
            claims: [
              { value: 'Machine-secured', label: 'no property or fixed deposits' },
              { value: 'Export-linked', label: 'repayment schedule' },
              { value: 'Up to 90%', label: 'of invoice value on shipment with export factoring' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Talk to us', href: '/contact-us' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why exporters finance machinery with Northwind',
            items: [
              {
                icon: 'factory',
                title: 'New, imported or domestic machines',
                body: 'Finance equipment from Indian manufacturers or overseas suppliers, including installation and commissioning costs.',
              },
              { icon: 'shield', title: 'No property collateral', body: 'The machine itself is the security. Your factory, home and fixed deposits stay free.' },
              {
                icon: 'clock',
                title: 'Repayments that follow your exports',
                body: 'Schedules can start after commissioning and match the timing of your export receipts, not a fixed calendar you cannot meet.',
              },
              {
                icon: 'chart',
                title: 'Assessed on your order book',
                body: 'We look at your export history and confirmed orders, so growing exporters are not held back by last year’s balance sheet.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'From quotation to installation',
            steps: [
              {
                title: 'Share the quotation',
                body: 'Send the supplier’s quotation, your export history for the last two years and the orders the machine will serve.',
              },
              {
                title: 'Receive your offer',
                body: 'We propose the loan amount, tenure, repayment schedule and all charges, matched to your export cash cycle.',
              },
              {
                title: 'We pay the supplier',
                body: 'Once you sign, Northwind pays the machine supplier directly, in stages if the supplier requires an advance.',
              },
              {
                title: 'Install, export, repay',
                body: 'Commission the machine, ship the orders and repay from your export receipts, or directly from your factoring advances.',
              },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: 'Pair your machinery loan with export factoring',
            body: 'New capacity only pays off when the goods it produces are shipped and paid for. With export factoring, up to 90% of each invoice reaches you on shipment, so instalments are covered from the first export orders rather than three months later.',
            points: [
              { text: 'One relationship for capital expenditure and working capital' },
              { text: 'Instalments can be deducted from factoring advances by agreement' },
              { text: 'Smaller equipment needs can be met with a collateral-free business loan of up to INR 1 Cr' },
            ],
            media: 'loan',
            mediaSide: 'right',
            link: { label: 'See how export factoring works', href: '/export-factoring' },
          },
          {
            blockType: 'testimonials',
            heading: 'What exporters say',
            items: [
              {
                quote:
                  'A European buyer doubled its order if we could add a second dyeing line. The machinery loan was repaid from the export factoring advances on that same buyer. We did not touch our property.',
                name: 'Demo client',
                role: 'Managing director',
                company: 'Garment exporter, Tiruppur',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Machinery loans: common questions',
            items: [
              {
                question: 'Who can apply?',
                answer:
                  'Indian manufacturer-exporters with at least two years of export history and a clear plan for how the new machine will serve export orders.',
              },
              {
                question: 'Can I finance imported machinery?',
                answer:
                  'Yes. We can pay overseas machine suppliers. If you import under an export promotion scheme, the scheme paperwork and obligations remain with you and your advisers.',
              },
              {
                question: 'Can I finance used or refurbished machines?',
                answer: 'Selectively, when the machine has a clear valuation and remaining useful life. New machines are the most straightforward to finance.',
              },
              {
                question: 'How is the loan amount decided?',
                answer:
                  'On the machine’s cost, your export cash flows and your existing repayments. Your offer states the amount, any contribution expected from you and all charges.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Planning a machine purchase for your export growth?',
            body: 'Share the quotation and your export history. We will send an indicative offer within a few business days.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Explore business loans', href: '/business-loan' },
          },
        ],
      },
    },
  },
  {
    path: '/invoice-discounting-for-smes',
    content: {
      'en-in': {
        title: 'Invoice discounting for SMEs',
        seo: {
          title: 'Invoice discounting for SMEs and MSMEs in India | Northwind',
          description:
            'Get up to 95% of invoice value within 24 hours on invoices raised to large corporate buyers. Collateral-free invoice discounting for Indian SMEs and MSMEs.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Invoice discounting for SMEs',
            headline: 'Your customer pays in 90 days. You get paid tomorrow.',
            subheadline:
              'MSMEs supplying large companies discount their unpaid GST invoices with Northwind and get cash within a day, without collateral, monthly instalments or waiting for the buyer’s payment run.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'Zero', label: 'collateral' },
              { value: 'No lock-in', label: 'discount only the invoices you choose' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'See the invoice discounting platform', href: '/export-factoring/invoice-discounting-platform' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why SMEs choose invoice discounting',
            items: [
              {
                icon: 'bolt',
                title: 'Cash in a day',
                body: 'Upload an invoice raised to an approved buyer and receive up to 95% of invoice value within 24 hours.',
              },
              { icon: 'wallet', title: 'No collateral', body: 'The invoice and your buyer’s strength secure the funding. No property, no fixed deposits.' },
              {
                icon: 'chart',
                title: 'Grows with your sales',
                body: 'The more you invoice approved buyers, the more you can discount. No fresh loan application each time.',
              },
              {
                icon: 'handshake',
                title: 'Keep your customer relationship',
                body: 'Your buyer pays on its usual terms. You stop chasing payments to fund the next order.',
              },
              {
                icon: 'document',
                title: 'GST invoices, nothing more',
                body: 'Use your GST invoices and delivery proof. No project reports or lengthy financial projections.',
              },
              {
                icon: 'check',
                title: 'Pay only for what you use',
                body: 'A discount charge for the days until your buyer pays. No charge on invoices you do not discount.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How it works',
            steps: [
              {
                title: 'Sign up and add your buyers',
                body: 'Complete a short online onboarding with your GST and bank details, and list the corporate buyers you supply.',
              },
              { title: 'Upload an invoice', body: 'Upload the GST invoice with proof of delivery. We verify it with the buyer.' },
              { title: 'Get paid within 24 hours', body: 'You receive up to 95% of invoice value within 24 hours of verification.' },
              {
                title: 'Buyer pays, you get the balance',
                body: 'When the buyer pays on the due date, the balance is released to you, less the discount charge.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'One invoice, worked through',
            items: [
              { value: 'INR 20 lakh', label: 'invoice to a large manufacturer on 90-day terms' },
              { value: 'INR 19 lakh', label: 'advanced within 24 hours, at 95% of the invoice value' },
              { value: 'INR 1 lakh', label: 'balance released on payment, less the discount charge' },
              { value: 'INR 0', label: 'of property or deposits pledged' },
            ],
            footnote: 'Illustrative example. The advance rate and discount charge depend on the buyer and the credit period.',
          },
          {
            blockType: 'mediaColumns',
            heading: 'Invoice discounting or a business loan?',
            body: 'If your cash is locked in invoices to reliable customers, discounting releases it as you sell, and the cost follows your sales. If you need a fixed sum for expansion or equipment, a term loan may fit better. Many SMEs use both.',
            points: [
              { text: 'Invoice discounting: up to 95% of invoice value within 24 hours, repaid by your buyer' },
              { text: 'Business loan: up to INR 1 Cr, collateral-free, repaid in monthly instalments' },
              { text: 'Exporting too? Export factoring advances up to 90% on shipment' },
            ],
            media: 'loan',
            mediaSide: 'left',
            link: { label: 'Explore collateral-free business loans', href: '/business-loan' },
          },
          {
            blockType: 'testimonials',
            heading: 'What SME owners say',
            items: [
              {
                quote:
                  'Our biggest customer pays in 90 days and we kept running out of cash for steel. Now we discount their invoices the day after delivery and buy steel at cash prices.',
                name: 'Demo client',
                role: 'Proprietor',
                company: 'Precision components supplier, Coimbatore',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Invoice discounting for SMEs: common questions',
            items: [
              {
                question: 'Who is eligible?',
                answer:
                  'GST-registered MSMEs and SMEs with at least one year of operations that supply established corporate buyers on credit terms of 30 days or more.',
              },
              {
                question: 'How is this different from a loan?',
                answer:
                  'There are no monthly instalments. Each advance is settled from your buyer’s payment on the due date, and the amount available grows with your invoices instead of being fixed upfront.',
              },
              {
                question: 'What if my buyer pays late?',
                answer:
                  'The discount charge continues for the extra days. If a payment is significantly overdue, we work with you and the buyer to resolve it.',
              },
              {
                question: 'Which buyers are accepted?',
                answer:
                  'Large and mid-sized companies, public sector undertakings and multinationals with a sound payment record. We approve each buyer before the first invoice.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Turn your next invoice into cash tomorrow',
            body: 'Tell us who you supply and your monthly invoicing. We will confirm your limits within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
    },
  },
]
