import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PageSeed } from '../../types'

export const EXPORT_FACTORING_PAGES: PageSeed[] = [
  {
    path: '/export-factoring',
    content: {
      'en-in': {
        title: 'Export factoring',
        seo: {
          title: 'Export factoring for Indian exporters | Northwind',
          description:
            'Get up to 90% of your export invoice value on shipment, with your overseas buyer’s credit risk covered. No collateral, no bank paperwork, funds in 24 hours.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Export factoring',
            headline: 'Get paid when your goods ship, not when your buyer pays',
            subheadline:
              'Offer your overseas buyers 60 to 120 days of credit and still fund the next order. Northwind advances up to 90% of each export invoice on shipment and takes on the buyer’s credit risk.',
            claims: [
              { value: 'Up to 90%', label: 'of invoice value on shipment' },
              { value: '24 hours', label: 'from document upload to funds in your account' },
              { value: 'Zero', label: 'property or fixed deposits pledged' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'See what a termsheet includes', href: '/export-factoring/termsheet' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why exporters switch to factoring',
            intro:
              'Export factoring replaces the wait for your buyer’s payment with an advance secured by the invoice itself. Your balance sheet, not your property, decides how much you can ship.',
            items: [
              {
                icon: 'shield',
                title: 'Non-recourse protection',
                body: 'Each approved buyer is credit-insured. If an approved buyer becomes insolvent or fails to pay, the loss is ours, not yours.',
              },
              {
                icon: 'globe',
                title: 'Say yes to open-account terms',
                body: 'Win buyers in Europe, the Americas and the Middle East who will not open a letter of credit, without carrying months of receivables.',
              },
              {
                icon: 'bolt',
                title: 'Funds within 24 hours',
                body: 'Upload the invoice and shipping documents once the goods leave. The advance is credited to your account within 24 hours.',
              },
              {
                icon: 'handshake',
                title: 'Collections handled for you',
                body: 'Our team follows up with your buyer before and after the due date, in their time zone, so your sales team can keep selling.',
              },
              {
                icon: 'wallet',
                title: 'No collateral, no margin money',
                body: 'The limit is set on your buyer’s strength. You do not pledge property, fixed deposits or personal guarantees beyond the standard agreement.',
              },
              {
                icon: 'chart',
                title: 'Limits that grow with your buyers',
                body: 'As a buyer pays on time, we review and raise its limit, so a trial order can become a regular programme without renegotiating.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'From shipment to cash in four steps',
            intro: 'Onboarding happens once. After that, every shipment to an approved buyer follows the same simple routine.',
            steps: [
              {
                title: 'Tell us about your buyers',
                body: 'Share your overseas buyers, their countries, your usual invoice size and payment terms. We assess each buyer and set a credit limit, usually within a week.',
              },
              {
                title: 'Accept your termsheet and sign once',
                body: 'Your termsheet shows the advance rate, discount rate and fees for each buyer. After KYC and a one-time agreement, your account is ready.',
              },
              {
                title: 'Ship and upload documents',
                body: 'Upload the commercial invoice, packing list and bill of lading or airway bill. Your buyer receives a notice to pay the invoice to Northwind.',
              },
              {
                title: 'Receive the advance, then the balance',
                body: 'Up to 90% reaches your account within 24 hours. When your buyer pays on the due date, we release the balance less the agreed charges.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'What it looks like on one invoice',
            items: [
              { value: 'USD 100,000', label: 'export invoice to a buyer in Germany on 90-day terms' },
              { value: 'USD 90,000', label: 'advanced within 24 hours of uploading the shipping documents' },
              { value: '90 days', label: 'of credit your buyer enjoys, without you waiting for it' },
              { value: 'USD 10,000', label: 'balance released when the buyer pays, less the discount charge and fee' },
            ],
            footnote:
              'Illustrative example. Your advance rate and charges depend on the buyer, its country and the credit period, and are set out in your termsheet before you ship.',
          },
          {
            blockType: 'mediaColumns',
            heading: 'Built around how Indian exporters actually trade',
            body: 'Most of our clients are MSME exporters who have grown from letters of credit to open-account sales. Export factoring fits alongside your existing bank relationship: there is no takeover of limits and no change to how you file your shipping bills.',
            points: [
              { text: 'Invoices in USD, EUR and GBP, shipped by sea, air or courier' },
              { text: 'Credit periods from 30 to 120 days from the shipment date' },
              { text: 'Remittance details shared so your bank can close each shipping bill against realisation' },
              { text: 'One dashboard to track every advance, due date and collection' },
            ],
            media: 'export',
            mediaSide: 'right',
            link: { label: 'Need funds before you ship? See purchase order financing', href: '/export-factoring/purchase-order-financing' },
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Export factoring or bank export credit?'),
              p(
                'Packing credit and post-shipment bill discounting from a bank remain useful, but they are usually tied to a sanctioned limit, collateral and your own credit rating. Export factoring looks at the other side of the trade: how reliably your **buyer** pays.',
              ),
              h3('Factoring is a good fit when'),
              ul([
                'Your buyers insist on open-account terms of 60 days or more',
                'Your bank limit is fully used, or tied to property you would rather keep free',
                'You want protection if a buyer becomes insolvent or stops paying',
                'You are adding new buyers or countries faster than your limits are reviewed',
              ]),
              h3('It may not be the right tool when'),
              ul(['You are paid by advance payment or cash against documents', 'Your sales are one-off orders to buyers who cannot be credit-assessed']),
              p('Not sure which fits? Share your buyer list and we will tell you honestly, usually within one business day.'),
            ),
          },
          {
            blockType: 'testimonials',
            heading: 'Exporters who ship on open account',
            items: [
              {
                quote:
                  'A new buyer in Rotterdam wanted 90 days. Before factoring we would have said no. Now the advance lands the day after the container sails, and the second and third orders followed.',
                name: 'Demo client',
                role: 'Managing partner',
                company: 'Spice exporter, Kochi',
              },
              {
                quote:
                  'We freed up our bank limit for raw material and moved our US buyers to factoring. Collections improved too, because reminders now go out on time, every time.',
                name: 'Demo client',
                role: 'Chief financial officer',
                company: 'Home textiles exporter, Panipat',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Export factoring: common questions',
            items: [
              {
                question: 'Which exporters are eligible?',
                answer:
                  'Indian exporters with at least one year of export history and one or more overseas buyers on open-account terms. Manufacturers, merchant exporters and service exporters with clear invoices all qualify.',
              },
              {
                question: 'Does my buyer need to agree to anything?',
                answer:
                  'Your buyer receives a notice asking it to pay the invoice to a collection account in Northwind’s name. Nothing else changes for them: same invoice, same terms, same goods.',
              },
              {
                question: 'What happens if the buyer pays late or does not pay?',
                answer:
                  'Late payments are followed up by our collections team. If an approved buyer becomes insolvent or fails to pay within the insured waiting period, the credit cover pays and you keep the advance. Disputes about quality or quantity are not covered.',
              },
              {
                question: 'What does export factoring cost?',
                answer:
                  'A discount charge on the amount advanced, for the days it is outstanding, plus a service fee as a percentage of the invoice. Both are fixed per buyer in your termsheet before your first shipment.',
              },
              {
                question: 'Can I use factoring alongside my bank’s export credit?',
                answer:
                  'Yes. You choose which buyers to factor. Invoices financed by Northwind are not financed twice, and the rest of your business stays with your bank.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Find out how much your next shipment can unlock',
            body: 'Tell us about your buyers and monthly exports. We will send an indicative termsheet within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'What a termsheet contains', href: '/export-factoring/termsheet' },
          },
        ],
      },
      'es-mx': {
        title: 'Factoraje de exportación',
        seo: {
          title: 'Factoraje de exportación para empresas mexicanas | Northwind',
          description:
            'Recibe hasta el 90% de tus facturas de exportación al embarcar, sin garantías hipotecarias y con el riesgo de tu comprador cubierto. Fondos en USD en 24 horas.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Factoraje de exportación',
            headline: 'Cobra cuando embarcas, no cuando tu cliente paga',
            subheadline:
              'Dale a tus compradores en Estados Unidos, Canadá o Europa los 60, 90 o 120 días de crédito que piden y sigue produciendo. Te anticipamos hasta el 90% de cada factura al embarcar y asumimos el riesgo de crédito del comprador.',
            claims: [
              { value: 'Hasta 90%', label: 'del valor de la factura al embarcar' },
              { value: '24 horas', label: 'desde que subes tus documentos' },
              { value: 'Cero', label: 'garantías hipotecarias' },
            ],
            primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondaryCta: { label: 'Qué incluye un term sheet', href: '/export-factoring/termsheet' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Por qué los exportadores mexicanos eligen el factoraje',
            intro:
              'El factoraje convierte tus cuentas por cobrar en el extranjero en capital de trabajo disponible hoy. Lo que importa es qué tan bien paga tu cliente, no cuántos inmuebles tienes.',
            items: [
              {
                icon: 'shield',
                title: 'Factoraje sin recurso',
                body: 'Cada comprador aprobado cuenta con seguro de crédito. Si se declara en quiebra o no paga, la pérdida es nuestra, no tuya.',
              },
              {
                icon: 'globe',
                title: 'Vende a cuenta abierta con confianza',
                body: 'Acepta clientes que no quieren abrir carta de crédito y compite con proveedores de Asia que sí ofrecen plazo.',
              },
              {
                icon: 'bolt',
                title: 'Liquidez en 24 horas',
                body: 'Sube la factura y el documento de transporte. El anticipo llega a tu cuenta en dólares en 24 horas.',
              },
              {
                icon: 'handshake',
                title: 'Nosotros gestionamos la cobranza',
                body: 'Damos seguimiento a tu comprador antes y después del vencimiento, en su idioma y en su horario, cuidando tu relación comercial.',
              },
              {
                icon: 'truck',
                title: 'Embarques por tierra, mar o aire',
                body: 'Funciona con carta porte y cruce fronterizo hacia Estados Unidos, con conocimiento de embarque marítimo o con guía aérea.',
              },
              {
                icon: 'chart',
                title: 'Líneas que crecen contigo',
                body: 'Cuando tu cliente paga puntual, revisamos y ampliamos su línea para que un pedido de prueba se convierta en un programa recurrente.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'Cómo funciona',
            intro: 'La incorporación se hace una sola vez. Después, cada embarque a un comprador aprobado sigue la misma rutina.',
            steps: [
              {
                title: 'Cuéntanos quiénes son tus compradores',
                body: 'Compártenos sus nombres, países, montos habituales y plazos de pago. Evaluamos a cada uno y le asignamos una línea, normalmente en una semana.',
              },
              {
                title: 'Revisa tu term sheet y firma una vez',
                body: 'El term sheet indica el aforo, la tasa de descuento y las comisiones por comprador. Tras la validación de identidad y la firma del contrato, tu cuenta queda lista.',
              },
              {
                title: 'Embarca y sube tus documentos',
                body: 'Carga el CFDI de exportación, la lista de empaque y el documento de transporte. Notificamos a tu comprador para que pague a la cuenta de cobranza de Northwind.',
              },
              {
                title: 'Recibe el anticipo y después el saldo',
                body: 'Hasta el 90% llega en 24 horas. Cuando tu comprador paga al vencimiento, te liberamos el saldo menos los cargos acordados.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'Un ejemplo con una sola factura',
            items: [
              { value: 'USD 100,000', label: 'factura a un distribuidor en Texas a 90 días' },
              { value: 'USD 90,000', label: 'de anticipo en 24 horas tras subir los documentos' },
              { value: '90 días', label: 'de crédito para tu cliente, sin que tú tengas que esperar' },
              { value: 'USD 10,000', label: 'de saldo al pago del comprador, menos descuento y comisión' },
            ],
            footnote:
              'Ejemplo ilustrativo. El aforo y los cargos dependen del comprador, su país y el plazo, y quedan por escrito en tu term sheet antes de embarcar.',
          },
          {
            blockType: 'mediaColumns',
            heading: 'Pensado para quien exporta desde México',
            body: 'Nuestros clientes venden alimentos frescos, autopartes, muebles, manufacturas y productos industriales a Norteamérica y Europa. El factoraje convive con tu banco: no tienes que mover tus líneas actuales ni cambiar la forma en que facturas.',
            points: [
              { text: 'Facturas en USD y EUR, con fondos en tu cuenta en dólares' },
              { text: 'Plazos de 30 a 120 días a partir del embarque' },
              { text: 'Tú eliges qué compradores y qué facturas ceder' },
              { text: 'Un solo panel para ver anticipos, vencimientos y cobros' },
            ],
            media: 'export',
            mediaSide: 'left',
            link: { label: '¿Necesitas fondos antes de embarcar? Financia tus órdenes de compra', href: '/export-factoring/purchase-order-financing' },
          },
          {
            blockType: 'testimonials',
            heading: 'Exportadores que ya cobran al embarcar',
            items: [
              {
                quote:
                  'Un cliente en Chicago nos pedía 60 días y no podíamos financiar la siguiente cosecha. Con el factoraje el anticipo llega al día siguiente del cruce y seguimos empacando sin pausas.',
                name: 'Demo client',
                role: 'Director general',
                company: 'Exportador de aguacate, Michoacán',
              },
              {
                quote:
                  'Liberamos nuestra línea bancaria para comprar acero y pasamos a factoraje las ventas a Canadá. La cobranza también mejoró porque los recordatorios salen siempre a tiempo.',
                name: 'Demo client',
                role: 'Directora de finanzas',
                company: 'Fabricante de autopartes, Querétaro',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Preguntas frecuentes sobre factoraje de exportación',
            items: [
              {
                question: '¿Quién puede solicitarlo?',
                answer:
                  'Empresas mexicanas con al menos un año de operación que venden a crédito a compradores en el extranjero. Aplica para fabricantes, comercializadoras y agroexportadoras.',
              },
              {
                question: '¿Mi cliente tiene que hacer algo diferente?',
                answer:
                  'Solo recibe una notificación para pagar la factura a una cuenta de cobranza a nombre de Northwind. La mercancía, el plazo y el precio no cambian.',
              },
              {
                question: '¿Qué pasa si el comprador paga tarde o no paga?',
                answer:
                  'Nuestro equipo de cobranza da seguimiento a los atrasos. Si un comprador aprobado cae en insolvencia o no paga dentro del periodo de espera del seguro, la cobertura responde y tú conservas el anticipo. Las disputas por calidad o cantidad no están cubiertas.',
              },
              {
                question: '¿Cuánto cuesta?',
                answer:
                  'Una tasa de descuento sobre el monto anticipado, por los días que esté vigente, más una comisión por servicio sobre el valor de la factura. Ambas se fijan por comprador en tu term sheet.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Descubre cuánto puede liberar tu próximo embarque',
            body: 'Compártenos tus compradores y tus ventas mensuales de exportación. Te enviamos un term sheet indicativo en un día hábil.',
            primary: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondary: { label: 'Contáctanos', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/export-factoring/purchase-order-financing',
    content: {
      'en-in': {
        title: 'Purchase order financing',
        seo: {
          title: 'Purchase order financing for exporters | Northwind',
          description:
            'Fund raw materials, production and packing against a confirmed export order. Pre-shipment finance that is repaid from your factoring advance on shipment.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Pre-shipment finance',
            headline: 'A confirmed export order is enough to start production',
            subheadline:
              'Purchase order financing pays for raw materials, job work and packing before you have an invoice. When the goods ship, the loan is settled from your export factoring advance, so cash flows in one loop.',
            claims: [
              { value: 'Before shipment', label: 'funds against a confirmed purchase order' },
              { value: 'Up to 90%', label: 'of invoice value on shipment through export factoring' },
              { value: 'Zero', label: 'property pledged' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'How export factoring works', href: '/export-factoring' },
          },
          {
            blockType: 'mediaColumns',
            heading: 'The gap between an order and an invoice',
            body: 'A large order is good news until you have to buy yarn, spices, steel or leather for it. Suppliers want cash or short credit, production takes weeks, and your buyer pays 60 to 90 days after shipment. Purchase order financing bridges the first part of that gap; export factoring covers the rest.',
            points: [
              { text: 'Pay suppliers upfront and negotiate better raw-material prices' },
              { text: 'Accept larger or seasonal orders without turning business away' },
              { text: 'Keep your bank’s packing credit for other buyers' },
            ],
            media: 'export',
            mediaSide: 'right',
          },
          {
            blockType: 'featureGrid',
            heading: 'What you can fund',
            intro: 'Funds are released in tranches linked to your production plan, so you pay for only what you use.',
            items: [
              {
                icon: 'factory',
                title: 'Raw materials and components',
                body: 'Pay domestic or imported suppliers against their proforma invoices, directly or through your account.',
              },
              {
                icon: 'wallet',
                title: 'Job work and labour',
                body: 'Cover processing, stitching, assembly or contract manufacturing charges during the production run.',
              },
              {
                icon: 'document',
                title: 'Packing and certification',
                body: 'Fund export packing, inspections, lab tests and certificates your buyer requires before dispatch.',
              },
              {
                icon: 'truck',
                title: 'Inland freight to port',
                body: 'Move finished goods to the port or air cargo terminal without waiting for another customer to pay.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How purchase order financing works',
            steps: [
              {
                title: 'Share the order',
                body: 'Upload the confirmed purchase order or sales contract, your costing and the expected shipment date. We check the buyer and your track record of delivering similar orders.',
              },
              {
                title: 'Agree a drawdown plan',
                body: 'We set the financed amount and the tranches, for example raw material first, then job work and packing. Each tranche is released against supplier invoices or a short utilisation note.',
              },
              {
                title: 'Produce and ship',
                body: 'You manufacture and ship as normal. Production updates keep the financing on track, and there are no monthly instalments while goods are being made.',
              },
              {
                title: 'Settle from the factoring advance',
                body: 'On shipment the invoice moves into export factoring. The advance first settles the purchase order loan and the remainder is paid to you; the balance follows when the buyer pays.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Who purchase order financing suits'),
              p('It works best for exporters who already deliver reliably but are limited by working capital rather than by demand. Typical clients:'),
              ul([
                '**Seasonal exporters**, such as spice, cashew and seafood processors buying a season’s stock in a few weeks',
                '**Made-to-order manufacturers** in textiles, engineering goods and leather, with production cycles of 30 to 90 days',
                '**Merchant exporters** who buy finished goods from domestic manufacturers against a confirmed overseas order',
              ]),
              h3('What we look at'),
              ul([
                'The buyer’s credit standing and payment history, since its payment repays the facility',
                'Your record of completing orders of a similar size and product on time',
                'A realistic costing and production timeline for the order',
              ]),
            ),
          },
          {
            blockType: 'testimonials',
            heading: 'From order to shipment without a cash crunch',
            items: [
              {
                quote:
                  'Our biggest order of the year came in the same month as the crop. Purchase order funding paid the farmers on time, and the factoring advance closed it out the week we shipped.',
                name: 'Demo client',
                role: 'Proprietor',
                company: 'Cashew processor, Kollam',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Purchase order financing: common questions',
            items: [
              {
                question: 'How much of the order value can be financed?',
                answer:
                  'It depends on your margin, the buyer and the production cycle. We fund a share of the order’s cost of production, agreed in your termsheet, so that the factoring advance on shipment can comfortably repay it.',
              },
              {
                question: 'Do I need to use export factoring as well?',
                answer:
                  'Yes. Purchase order financing is designed to be repaid from the factoring advance on the same order, which is what lets us offer it without collateral.',
              },
              {
                question: 'What if the shipment is delayed?',
                answer:
                  'Tell us as early as possible. Short delays are handled by extending the tranche; the discount charge simply runs for the extra days. Longer delays are reviewed with you and the buyer.',
              },
              {
                question: 'Can I pay my suppliers directly from the facility?',
                answer: 'Yes. Many clients ask us to pay key raw-material suppliers directly, which often earns them a better price for prompt payment.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Have a confirmed order waiting for funds?',
            body: 'Share the purchase order and your production timeline. We will come back with an indicative structure within one business day.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
      'es-mx': {
        title: 'Financiamiento de órdenes de compra',
        seo: {
          title: 'Financiamiento de órdenes de compra | Northwind',
          description:
            'Financia materia prima, producción y empaque con una orden de compra de exportación confirmada. Se liquida con el anticipo del factoraje al embarcar.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Financiamiento previo al embarque',
            headline: 'Con una orden confirmada ya puedes arrancar la producción',
            subheadline:
              'Financiamos materia prima, maquila y empaque antes de que emitas la factura. Al embarcar, el crédito se liquida con el anticipo del factoraje de exportación y tu flujo de efectivo no se detiene.',
            claims: [
              { value: 'Antes del embarque', label: 'fondos contra una orden de compra confirmada' },
              { value: 'Hasta 90%', label: 'de la factura al embarcar con factoraje' },
              { value: 'Cero', label: 'garantías hipotecarias' },
            ],
            primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondaryCta: { label: 'Cómo funciona el factoraje', href: '/export-factoring' },
          },
          {
            blockType: 'mediaColumns',
            heading: 'El hueco entre el pedido y la factura',
            body: 'Un pedido grande es una gran noticia hasta que hay que comprar la resina, el acero o la fruta para surtirlo. Los proveedores quieren contado, la producción tarda semanas y tu cliente paga 60 o 90 días después del embarque. El financiamiento de órdenes de compra cubre la primera parte de ese hueco; el factoraje, la segunda.',
            points: [
              { text: 'Paga de contado a tus proveedores y negocia mejores precios' },
              { text: 'Acepta pedidos más grandes o de temporada sin rechazar clientes' },
              { text: 'Conserva tu línea bancaria para otras operaciones' },
            ],
            media: 'export',
            mediaSide: 'right',
          },
          {
            blockType: 'featureGrid',
            heading: 'Qué puedes financiar',
            intro: 'Liberamos los recursos por etapas, de acuerdo con tu plan de producción, para que solo pagues por lo que usas.',
            items: [
              {
                icon: 'factory',
                title: 'Materia prima e insumos',
                body: 'Paga a proveedores nacionales o del extranjero contra su factura proforma, directamente o a través de tu cuenta.',
              },
              {
                icon: 'wallet',
                title: 'Maquila y mano de obra',
                body: 'Cubre procesos de maquila, ensamble o manufactura por contrato durante la corrida de producción.',
              },
              {
                icon: 'document',
                title: 'Empaque y certificaciones',
                body: 'Financia empaque de exportación, inspecciones, análisis de laboratorio y certificados que exige tu comprador.',
              },
              {
                icon: 'truck',
                title: 'Flete hasta la frontera o el puerto',
                body: 'Lleva la mercancía terminada a la aduana sin esperar el pago de otro cliente.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'Cómo funciona',
            steps: [
              {
                title: 'Comparte la orden de compra',
                body: 'Sube la orden o el contrato de venta, tu costeo y la fecha estimada de embarque. Evaluamos al comprador y tu historial con pedidos similares.',
              },
              {
                title: 'Acuerda un calendario de disposiciones',
                body: 'Definimos el monto y las etapas: primero materia prima, luego maquila y empaque. Cada disposición se libera contra facturas de proveedores o una nota breve de uso.',
              },
              {
                title: 'Produce y embarca',
                body: 'Fabricas y embarcas como siempre. No hay pagos mensuales mientras la mercancía está en producción.',
              },
              {
                title: 'Liquida con el anticipo del factoraje',
                body: 'Al embarcar, la factura entra a factoraje. El anticipo liquida primero el financiamiento y el resto se deposita en tu cuenta; el saldo llega cuando paga el comprador.',
              },
            ],
          },
          {
            blockType: 'testimonials',
            heading: 'Del pedido al embarque sin quedarte sin liquidez',
            items: [
              {
                quote:
                  'El pedido más grande del año llegó justo antes de temporada. Con el financiamiento pagamos la madera y la mano de obra a tiempo, y el anticipo del factoraje lo cerró la semana que embarcamos.',
                name: 'Demo client',
                role: 'Socio director',
                company: 'Fabricante de muebles, Jalisco',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Preguntas frecuentes',
            items: [
              {
                question: '¿Qué porcentaje del pedido se puede financiar?',
                answer:
                  'Depende de tu margen, del comprador y del ciclo de producción. Financiamos una parte del costo de producción, pactada en tu term sheet, de modo que el anticipo del factoraje la cubra con holgura.',
              },
              {
                question: '¿Tengo que usar también el factoraje de exportación?',
                answer:
                  'Sí. El financiamiento está diseñado para liquidarse con el anticipo del factoraje de esa misma orden; por eso podemos ofrecerlo sin garantías hipotecarias.',
              },
              {
                question: '¿Qué pasa si el embarque se retrasa?',
                answer:
                  'Avísanos cuanto antes. Los retrasos cortos se resuelven ampliando la disposición y la tasa corre por los días adicionales. Los retrasos largos los revisamos contigo y con el comprador.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: '¿Tienes una orden confirmada esperando fondos?',
            body: 'Compártenos la orden de compra y tu calendario de producción. Te respondemos con una estructura indicativa en un día hábil.',
            primary: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondary: { label: 'Contáctanos', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/export-factoring/invoice-discounting-platform',
    content: {
      'en-in': {
        title: 'Invoice discounting platform',
        seo: {
          title: 'Invoice discounting platform for exporters | Northwind',
          description:
            'List approved invoices once and let competing financiers bid. Take the best rate and receive up to 95% of invoice value within 24 hours, without collateral.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Invoice discounting platform',
            headline: 'Let financiers compete for your invoices',
            subheadline:
              'List an approved invoice once, compare offers from several financiers side by side and accept the one that suits you. The money reaches your account within 24 hours of acceptance.',
            claims: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
              { value: 'Several', label: 'competing offers on each invoice' },
              { value: 'Zero', label: 'collateral or joining fee' },
            ],
            primaryCta: { label: 'Get financed', href: '#get-financed' },
            secondaryCta: { label: 'Compare with export factoring', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Why a marketplace beats a single quote',
            items: [
              {
                icon: 'chart',
                title: 'Competitive pricing',
                body: 'Financiers bid on the same invoice, so the rate reflects your buyer’s strength rather than one lender’s appetite.',
              },
              {
                icon: 'document',
                title: 'One set of documents',
                body: 'Complete KYC and upload invoices once. Every financier on the platform sees the same verified information.',
              },
              {
                icon: 'check',
                title: 'You choose, invoice by invoice',
                body: 'Accept the best offer, wait for a better one or keep the invoice. There is no minimum volume to commit to.',
              },
              {
                icon: 'bolt',
                title: 'Fast settlement',
                body: 'After you accept, up to 95% of invoice value within 24 hours. The balance, less charges, follows when the buyer pays.',
              },
              {
                icon: 'globe',
                title: 'Export and domestic invoices',
                body: 'List invoices raised on approved overseas buyers or on large Indian corporates, in foreign currency or INR.',
              },
              {
                icon: 'shield',
                title: 'Verified on both sides',
                body: 'Buyers, sellers and financiers are checked before they join, and every invoice is validated before it is listed.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'How the platform works',
            steps: [
              {
                title: 'Onboard once',
                body: 'Complete KYC for your business and add the buyers you invoice. We verify each buyer and the trading relationship.',
              },
              {
                title: 'List an invoice',
                body: 'Upload the invoice with proof of delivery or shipping documents. Once validated, it is shown to financiers with an appetite for that buyer.',
              },
              {
                title: 'Compare offers',
                body: 'Offers show the advance, the discount rate and all fees in one line, so the real cost is easy to compare. Most invoices receive offers the same day.',
              },
              {
                title: 'Accept and get paid',
                body: 'Accept an offer and the funds reach your account within 24 hours. On the due date the buyer pays and the transaction closes automatically.',
              },
            ],
          },
          {
            blockType: 'figures',
            heading: 'Built for small and mid-sized sellers',
            items: [
              { value: 'Up to 95%', label: 'of invoice value within 24 hours of accepting an offer' },
              { value: '1 onboarding', label: 'to reach every financier on the platform' },
              { value: 'No minimum', label: 'number of invoices to list each month' },
              { value: 'All-in', label: 'pricing shown before you accept' },
            ],
            footnote: 'Advance rates and pricing depend on the buyer and the tenor of each invoice.',
          },
          {
            blockType: 'mediaColumns',
            heading: 'Discounting or factoring: which one fits?',
            body: 'Both turn invoices into cash. The platform is ideal when you want the sharpest price on invoices from strong buyers and are comfortable with the buyer’s credit risk. Export factoring adds credit protection and collections for overseas buyers. Many exporters use both, buyer by buyer.',
            points: [
              { text: 'Platform: competitive bids, you keep control of every invoice' },
              { text: 'Factoring: up to 90% on shipment, with non-recourse protection on approved buyers' },
              { text: 'Same onboarding for both, so switching is simple' },
            ],
            media: 'partners',
            mediaSide: 'left',
            link: { label: 'Read about export factoring', href: '/export-factoring' },
          },
          {
            blockType: 'testimonials',
            heading: 'Sellers using the platform',
            items: [
              {
                quote:
                  'We used to accept whatever our bank quoted. On the platform, three financiers bid on our first invoice and the best rate was noticeably lower. The money arrived the next morning.',
                name: 'Demo client',
                role: 'Finance manager',
                company: 'Engineering goods exporter, Rajkot',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Invoice discounting platform: common questions',
            items: [
              {
                question: 'Who are the financiers on the platform?',
                answer:
                  'Lenders and institutional financiers that Northwind has onboarded and verified. Each sets its own appetite by buyer, sector and tenor.',
              },
              {
                question: 'Is the discounting with or without recourse?',
                answer:
                  'It depends on the offer. Each offer states whether it is with or without recourse to you, so you can weigh price against protection before accepting.',
              },
              {
                question: 'Will my buyer know that I discounted the invoice?',
                answer:
                  'Yes. The buyer confirms the invoice and pays the financed amount to a designated account on the due date. This confirmation is what makes sharp pricing possible.',
              },
              {
                question: 'What does it cost to use the platform?',
                answer:
                  'Listing is free. When you accept an offer, you pay the financier’s discount charge and a platform fee, both shown in the offer before you accept.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Put your next invoice up for offers',
            body: 'Tell us who you invoice and how much. We will set up your account and show you how your first invoice would be priced.',
            primary: { label: 'Get financed', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
      'es-mx': {
        title: 'Plataforma de descuento de facturas',
        seo: {
          title: 'Plataforma de descuento de facturas | Northwind',
          description:
            'Publica tus facturas una vez y deja que varios fondeadores compitan. Elige la mejor oferta y recibe hasta el 95% del valor de la factura en 24 horas.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Plataforma de descuento de facturas',
            headline: 'Haz que los fondeadores compitan por tus facturas',
            subheadline:
              'Publica una factura aprobada, compara ofertas de varios fondeadores lado a lado y acepta la que más te convenga. El dinero llega a tu cuenta en 24 horas.',
            claims: [
              { value: 'Hasta 95%', label: 'del valor de la factura en 24 horas' },
              { value: 'Varias', label: 'ofertas competitivas por factura' },
              { value: 'Cero', label: 'garantías y cuotas de inscripción' },
            ],
            primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondaryCta: { label: 'Compara con el factoraje', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Por qué conviene una plataforma abierta',
            items: [
              {
                icon: 'chart',
                title: 'Tasas competitivas',
                body: 'Varios fondeadores ofertan sobre la misma factura; el precio refleja la solidez de tu comprador, no el apetito de un solo banco.',
              },
              {
                icon: 'document',
                title: 'Un solo expediente',
                body: 'Integras tu expediente y subes tus facturas una vez. Todos los fondeadores ven la misma información validada.',
              },
              {
                icon: 'check',
                title: 'Tú decides factura por factura',
                body: 'Acepta la mejor oferta, espera otra o quédate con la factura. No hay volumen mínimo comprometido.',
              },
              {
                icon: 'bolt',
                title: 'Liquidación rápida',
                body: 'Al aceptar, recibes hasta el 95% del valor de la factura en 24 horas. El saldo, menos cargos, llega cuando paga el comprador.',
              },
            ],
          },
          {
            blockType: 'howItWorks',
            heading: 'Cómo funciona la plataforma',
            steps: [
              {
                title: 'Regístrate una sola vez',
                body: 'Valida los datos de tu empresa y da de alta a los compradores a los que facturas. Verificamos a cada uno y la relación comercial.',
              },
              {
                title: 'Publica una factura',
                body: 'Sube el CFDI con la prueba de entrega o los documentos de embarque. Una vez validada, la ven los fondeadores interesados en ese comprador.',
              },
              {
                title: 'Compara ofertas',
                body: 'Cada oferta muestra el aforo, la tasa de descuento y todas las comisiones en una línea, para que compares el costo real.',
              },
              {
                title: 'Acepta y cobra',
                body: 'Aceptas una oferta y los fondos llegan en 24 horas. Al vencimiento el comprador paga y la operación se cierra sola.',
              },
            ],
          },
          {
            blockType: 'mediaColumns',
            heading: '¿Descuento de facturas o factoraje?',
            body: 'Ambos convierten tus cuentas por cobrar en efectivo. La plataforma es ideal para obtener el mejor precio en facturas de compradores sólidos cuando puedes asumir su riesgo. El factoraje de exportación agrega protección de crédito y gestión de cobranza. Muchos exportadores usan los dos, según el comprador.',
            points: [
              { text: 'Plataforma: ofertas competitivas y control total de cada factura' },
              { text: 'Factoraje: hasta 90% al embarcar, sin recurso en compradores aprobados' },
              { text: 'Un solo registro para ambos productos' },
            ],
            media: 'partners',
            mediaSide: 'left',
            link: { label: 'Conoce el factoraje de exportación', href: '/export-factoring' },
          },
          {
            blockType: 'faq',
            heading: 'Preguntas frecuentes',
            items: [
              {
                question: '¿Quiénes son los fondeadores?',
                answer:
                  'Instituciones financieras y fondos institucionales que Northwind incorpora y verifica. Cada uno define su apetito por comprador, sector y plazo.',
              },
              {
                question: '¿El descuento es con o sin recurso?',
                answer: 'Depende de la oferta. Cada una indica si es con o sin recurso, para que compares precio contra protección antes de aceptar.',
              },
              {
                question: '¿Cuánto cuesta usar la plataforma?',
                answer:
                  'Publicar es gratis. Al aceptar una oferta pagas la tasa de descuento del fondeador y una comisión de plataforma, ambas visibles antes de aceptar.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Pon tu próxima factura a competir',
            body: 'Cuéntanos a quién le facturas y por cuánto. Activamos tu cuenta y te mostramos cómo se cotizaría tu primera factura.',
            primary: { label: 'Obtener financiamiento', href: '#get-financed' },
            secondary: { label: 'Contáctanos', href: '/contact-us' },
          },
        ],
      },
    },
  },
  {
    path: '/export-factoring/termsheet',
    content: {
      'en-in': {
        title: 'Indicative termsheet',
        seo: {
          title: 'Get an indicative export factoring termsheet | Northwind',
          description:
            'See what an indicative termsheet covers: advance rate, discount rate, fees, buyer limits and validity. Request yours and receive it within one business day.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Indicative termsheet',
            headline: 'Know your price before you ship',
            subheadline:
              'An indicative termsheet sets out what export factoring would cost for your buyers: how much we advance, what we charge and how long the offer stands. It is free and it does not commit you to anything.',
            claims: [
              { value: '1 business day', label: 'to receive your indicative termsheet' },
              { value: 'Up to 90%', label: 'advance on shipment for approved buyers' },
              { value: 'Free', label: 'and with no obligation' },
            ],
            primaryCta: { label: 'Request a termsheet', href: '#get-financed' },
            secondaryCta: { label: 'How export factoring works', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'What your termsheet contains',
            intro: 'Every figure is stated per buyer, so you can see exactly which shipments are financed and on what terms.',
            items: [
              {
                icon: 'wallet',
                title: 'Advance rate',
                body: 'The share of each invoice paid on shipment, up to 90%. It reflects the buyer’s credit quality, the country and the payment terms.',
              },
              {
                icon: 'chart',
                title: 'Discount rate',
                body: 'The annual rate charged on the amount advanced, for the days until your buyer pays. Usually quoted as a margin over a benchmark for the invoice currency.',
              },
              {
                icon: 'document',
                title: 'Fees',
                body: 'A factoring service fee as a percentage of invoice value, covering credit cover and collections, plus any one-time set-up fee. Nothing outside the termsheet is charged.',
              },
              {
                icon: 'globe',
                title: 'Buyer limits',
                body: 'The maximum amount outstanding on each buyer at any time, with the credit period approved, for example 90 days from the bill of lading date.',
              },
              {
                icon: 'clock',
                title: 'Validity',
                body: 'The date until which the indicative terms stand, typically 30 days. Final terms are confirmed after KYC and buyer verification.',
              },
              {
                icon: 'shield',
                title: 'Recourse and conditions',
                body: 'Whether each buyer is covered without recourse, what is excluded (such as trade disputes) and the documents needed before the first advance.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Reading an indicative termsheet'),
              p(
                'Take an exporter invoicing a buyer in the United States USD 50,000 on 60-day terms. An illustrative termsheet could show an advance rate of 90%, a discount rate expressed as an annual percentage and a service fee as a share of invoice value. The exporter would receive USD 45,000 on shipment. When the buyer pays, the remaining USD 5,000 is released after deducting the discount charge for the days the advance was outstanding and the service fee.',
              ),
              h3('Indicative is not final, and that is deliberate'),
              p(
                'The termsheet is based on the information you share and our first review of your buyers. Before the first advance we complete KYC, confirm buyer limits with our credit cover and issue the final agreement. If anything changes, we tell you why before you sign.',
              ),
              h3('What you will need to share'),
              ul([
                'Your company details and export history for the last 12 months',
                'Names, countries and websites of the buyers you want to finance',
                'Typical invoice value, shipment frequency and payment terms for each buyer',
                'Any existing export finance limits and the banks or financiers that hold them',
              ]),
            ),
          },
          {
            blockType: 'howItWorks',
            heading: 'How to request your termsheet',
            steps: [
              { title: 'Share the basics', body: 'Use the Get financed panel on this page to tell us your monthly export value and how to reach you.' },
              {
                title: 'Speak to a trade finance specialist',
                body: 'A specialist calls you, usually the same day, to understand your buyers and payment terms.',
              },
              {
                title: 'Receive your indicative termsheet',
                body: 'Within one business day of that call, you receive the termsheet by email, with terms per buyer.',
              },
              {
                title: 'Decide in your own time',
                body: 'Ask questions, compare it with your current finance and accept before the validity date if it works for you.',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Termsheet questions',
            items: [
              {
                question: 'Does requesting a termsheet affect my credit score?',
                answer:
                  'No. Preparing an indicative termsheet involves no credit bureau enquiry on your business. Checks are run only if you decide to proceed.',
              },
              {
                question: 'Am I obliged to accept?',
                answer: 'No. The termsheet is free and non-binding. Many exporters use it to benchmark the cost of their existing export finance.',
              },
              {
                question: 'Can the terms change after I accept?',
                answer:
                  'Final terms are confirmed after KYC and buyer verification. If verification reveals something material, such as a lower buyer limit, we explain the change before you sign.',
              },
              {
                question: 'Can I get terms for a buyer I have not shipped to yet?',
                answer:
                  'Yes. Share the new buyer’s details and the expected order, and we will assess it. Terms for new buyers may start with a lower limit that grows with payment history.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Request your indicative termsheet',
            body: 'Free, no obligation and in your inbox within one business day of speaking to us.',
            primary: { label: 'Request a termsheet', href: '#get-financed' },
            secondary: { label: 'Talk to us', href: '/contact-us' },
          },
        ],
      },
      'es-mx': {
        title: 'Term sheet indicativo',
        seo: {
          title: 'Solicita tu term sheet de factoraje | Northwind',
          description:
            'Conoce qué incluye un term sheet indicativo: aforo, tasa de descuento, comisiones, líneas por comprador y vigencia. Solicítalo y recíbelo en un día hábil.',
        },
        layout: [
          {
            blockType: 'hero',
            eyebrow: 'Term sheet indicativo',
            headline: 'Conoce tu costo antes de embarcar',
            subheadline:
              'El term sheet indicativo te dice cuánto te anticipamos, cuánto cuesta y cuánto tiempo está vigente la propuesta para cada uno de tus compradores. Es gratuito y no te compromete a nada.',
            claims: [
              { value: '1 día hábil', label: 'para recibir tu term sheet indicativo' },
              { value: 'Hasta 90%', label: 'de aforo al embarcar' },
              { value: 'Gratis', label: 'y sin compromiso' },
            ],
            primaryCta: { label: 'Solicitar term sheet', href: '#get-financed' },
            secondaryCta: { label: 'Cómo funciona el factoraje', href: '/export-factoring' },
          },
          {
            blockType: 'featureGrid',
            heading: 'Qué incluye tu term sheet',
            intro: 'Cada cifra se presenta por comprador, para que sepas exactamente qué embarques se financian y en qué condiciones.',
            items: [
              {
                icon: 'wallet',
                title: 'Aforo',
                body: 'El porcentaje de cada factura que te anticipamos al embarcar, hasta el 90%. Depende del comprador, su país y el plazo de pago.',
              },
              {
                icon: 'chart',
                title: 'Tasa de descuento',
                body: 'La tasa anual sobre el monto anticipado, por los días que transcurren hasta que paga tu cliente. Normalmente se expresa como un margen sobre una tasa de referencia en dólares.',
              },
              {
                icon: 'document',
                title: 'Comisiones',
                body: 'La comisión por servicio de factoraje, que incluye la cobertura de crédito y la cobranza, y cualquier comisión de apertura. No se cobra nada que no esté en el term sheet.',
              },
              {
                icon: 'globe',
                title: 'Líneas por comprador',
                body: 'El saldo máximo que podemos tener con cada comprador y el plazo autorizado, por ejemplo 60 días a partir de la fecha de cruce o de embarque.',
              },
              {
                icon: 'clock',
                title: 'Vigencia',
                body: 'La fecha hasta la que se mantienen las condiciones indicativas, normalmente 30 días. Las condiciones finales se confirman tras validar tu expediente y a tus compradores.',
              },
              {
                icon: 'shield',
                title: 'Recurso y condiciones',
                body: 'Si cada comprador se cubre sin recurso, qué queda excluido (como disputas comerciales) y los documentos necesarios antes del primer anticipo.',
              },
            ],
          },
          {
            blockType: 'richText',
            content: doc(
              h2('Cómo leer un term sheet indicativo'),
              p(
                'Imagina que facturas USD 50,000 a un comprador en Estados Unidos a 60 días. Un term sheet ilustrativo podría mostrar un aforo del 90%, una tasa de descuento anual y una comisión por servicio sobre el valor de la factura. Recibirías USD 45,000 al embarcar y, cuando el comprador pague, los USD 5,000 restantes menos la tasa por los días del anticipo y la comisión.',
              ),
              h3('Lo que necesitamos para preparártelo'),
              ul([
                'Datos de tu empresa y tus exportaciones de los últimos 12 meses',
                'Nombre, país y sitio web de los compradores que quieres financiar',
                'Monto típico de factura, frecuencia de embarques y plazo de pago de cada comprador',
                'Líneas de financiamiento de exportación que ya tengas vigentes',
              ]),
            ),
          },
          {
            blockType: 'howItWorks',
            heading: 'Cómo solicitarlo',
            steps: [
              {
                title: 'Comparte lo básico',
                body: 'En el panel Obtener financiamiento de esta página indícanos tus ventas mensuales de exportación y cómo contactarte.',
              },
              {
                title: 'Habla con un especialista',
                body: 'Un especialista en comercio exterior te llama, normalmente el mismo día, para entender a tus compradores y plazos.',
              },
              { title: 'Recibe tu term sheet', body: 'En un día hábil después de la llamada te lo enviamos por correo, con condiciones por comprador.' },
              {
                title: 'Decide con calma',
                body: 'Resuelve tus dudas, compáralo con tu financiamiento actual y acéptalo antes de la fecha de vigencia si te conviene.',
              },
            ],
          },
          {
            blockType: 'faq',
            heading: 'Preguntas sobre el term sheet',
            items: [
              {
                question: '¿Solicitarlo afecta mi historial crediticio?',
                answer:
                  'No. Para preparar un term sheet indicativo no consultamos el buró de crédito de tu empresa. Las consultas se hacen solo si decides avanzar.',
              },
              {
                question: '¿Estoy obligado a aceptarlo?',
                answer: 'No. Es gratuito y no vinculante. Muchos exportadores lo usan para comparar el costo de su financiamiento actual.',
              },
              {
                question: '¿Pueden cambiar las condiciones?',
                answer:
                  'Las condiciones finales se confirman tras validar tu expediente y a tus compradores. Si algo relevante cambia, como una línea menor para un comprador, te lo explicamos antes de firmar.',
              },
            ],
          },
          {
            blockType: 'cta',
            heading: 'Solicita tu term sheet indicativo',
            body: 'Gratis, sin compromiso y en tu correo en un día hábil después de hablar con nosotros.',
            primary: { label: 'Solicitar term sheet', href: '#get-financed' },
            secondary: { label: 'Contáctanos', href: '/contact-us' },
          },
        ],
      },
    },
  },
]
