import type { PageSeed } from '../../types'

/*
 * The India–Mexico corridor. The India edition speaks to Indian exporters selling to Mexico; the Mexico
 * edition speaks to Mexican buyers importing from, or looking for, suppliers in India.
 */

const CONNECT: PageSeed = {
  path: '/india-mexico-connect',
  content: {
    'en-in': {
      title: 'India–Mexico Connect',
      seo: {
        title: 'India–Mexico Connect: export finance for Mexico',
        description:
          'Sell to Mexican buyers on 60 to 120-day terms and get up to 90% of the invoice on shipment. Trade finance for Indian exporters on the India–Mexico corridor.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'India–Mexico Connect',
          headline: 'Sell to Mexico on the terms buyers want, and get paid when you ship',
          subheadline:
            'Mexican manufacturers and distributors are sourcing more from India. Northwind gives your Mexican buyers the payment terms they ask for and pays you up to 90% of the invoice as soon as the goods ship.',
          claims: [
            { value: 'Up to 90%', label: 'of invoice value on shipment with export factoring' },
            { value: 'Up to 95%', label: 'of invoice value within 24 hours' },
            { value: 'USD', label: 'invoicing and settlement, with no peso exposure for you' },
          ],
          primaryCta: { label: 'Get financed', href: '#get-financed' },
          secondaryCta: { label: 'For suppliers shipping to Mexico', href: '/india-mexico-supplier' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Sectors we finance on the corridor',
          intro: 'We focus on the product groups where Indian suppliers are already competitive and Mexican buyers need reliable, long-term sources.',
          items: [
            {
              icon: 'shield',
              title: 'Pharmaceuticals',
              body: 'APIs, intermediates, generic formulations and medical consumables for Mexican distributors and manufacturers that hold the sanitary registrations needed to import them.',
            },
            {
              icon: 'truck',
              title: 'Auto parts',
              body: 'Forgings, castings, fasteners, brake, steering and transmission components for tier-1 and tier-2 suppliers in Mexico’s automotive clusters.',
            },
            {
              icon: 'factory',
              title: 'Textiles',
              body: 'Cotton and synthetic yarn, fabrics, home textiles and garments for Mexican mills, converters and retailers.',
            },
            {
              icon: 'chart',
              title: 'Chemicals',
              body: 'Organic and specialty chemicals, dyes, pigments and agrochemical intermediates for Mexican formulators and industrial users.',
            },
            {
              icon: 'bolt',
              title: 'Engineering goods',
              body: 'Pumps, valves, bearings, machinery parts and electrical equipment for Mexican OEMs, EPC contractors and maintenance buyers.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'How a corridor trade works',
          steps: [
            {
              title: 'Bring your Mexican buyer, or meet one through us',
              body: 'Share the buyer you already sell to, or tell us what you make and we may introduce you to Mexican companies that are looking for Indian suppliers.',
            },
            {
              title: 'We approve a limit on the buyer',
              body: 'Our team in Mexico speaks to the buyer in Spanish, reviews its financial statements and trade references, and sets a credit limit in US dollars, usually within a week.',
            },
            {
              title: 'Ship and receive up to 90%',
              body: 'Upload the commercial invoice and bill of lading when the goods leave India. The advance reaches your account within 24 hours.',
            },
            {
              title: 'The buyer pays at maturity',
              body: 'Your buyer pays Northwind on the agreed due date, typically 60 to 120 days after shipment. We release the balance to you, less a fee fixed before you shipped.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Why Mexico, and why now',
          body: 'Manufacturers are moving production closer to the US market, and Mexican plants need inputs at competitive prices. Indian suppliers are well placed to provide them, but a long ocean transit followed by 90-day terms can keep your cash tied up for four months or more. We close that gap on both sides of the trade.',
          points: [
            { text: 'A Spanish-speaking team in Mexico for buyer onboarding and collections' },
            { text: 'Invoices and settlement in US dollars, the usual currency of the corridor' },
            { text: 'Non-recourse on approved buyers: if an approved buyer cannot pay, the loss is ours' },
            { text: 'No collateral and no use of your bank limits' },
          ],
          media: 'global',
          mediaSide: 'right',
          link: { label: 'How we onboard your Mexican buyer', href: '/india-mexico-buyer' },
        },
        {
          blockType: 'faq',
          heading: 'India–Mexico questions',
          items: [
            {
              question: 'Do I need an existing buyer in Mexico?',
              answer:
                'No. If you already sell to Mexico, we can fund those invoices. If you are looking for buyers, tell us about your products and capacity and we will let you know when a Mexican company is looking for a supplier like you.',
            },
            {
              question: 'What does my buyer have to do?',
              answer:
                'Share basic company documents and financial statements with our Mexico team, and acknowledge that invoices we fund are to be paid to Northwind. There is nothing for the buyer to sign with a bank.',
            },
            {
              question: 'Which shipments qualify?',
              answer:
                'Shipments on open-account terms to an approved buyer, with the invoice in US dollars and a bill of lading or airway bill. We can also look at purchase order finance for large first orders.',
            },
            {
              question: 'What if my buyer raises a quality dispute?',
              answer:
                'Our non-recourse cover protects you against a buyer’s inability to pay, not against commercial disputes. If a dispute arises, we pause collection on that invoice while you and your buyer resolve it.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Ship your next Mexico order with cash in hand',
          body: 'Tell us about your Mexican buyers and typical invoice size. We will send an indicative termsheet within one business day.',
          primary: { label: 'Get financed', href: '#get-financed' },
          secondary: { label: 'Export factoring', href: '/export-factoring' },
        },
      ],
    },
    'es-mx': {
      title: 'India–México Connect',
      seo: {
        title: 'India–México Connect: compra a proveedores de India',
        description:
          'Importa farmacéuticos, autopartes, textiles, químicos y bienes de ingeniería de India con plazos de pago extendidos. Tu proveedor cobra al embarcar.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'India–México Connect',
          headline: 'Compra a proveedores de India con plazos que se ajustan a tu operación',
          subheadline:
            'Conectamos a empresas mexicanas con fabricantes indios de farmacéuticos, autopartes, textiles, químicos y bienes de ingeniería. Tú pagas a plazo; tu proveedor cobra al embarcar.',
          claims: [
            { value: '60 a 120 días', label: 'de plazo para pagar tus importaciones, según tu perfil' },
            { value: 'Hasta 90%', label: 'del valor de la factura se adelanta a tu proveedor al embarcar' },
            { value: 'USD', label: 'operaciones en dólares, la moneda habitual del corredor' },
          ],
          primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondaryCta: { label: 'Soluciones para compradores', href: '/india-mexico-buyer' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Qué puedes importar de India con nosotros',
          intro: 'Nos enfocamos en los sectores donde los proveedores indios son más competitivos y las empresas mexicanas necesitan abasto confiable.',
          items: [
            {
              icon: 'shield',
              title: 'Farmacéuticos',
              body: 'Principios activos, intermedios, medicamentos genéricos e insumos médicos, para empresas que cuentan con los registros sanitarios necesarios para importarlos.',
            },
            {
              icon: 'truck',
              title: 'Autopartes',
              body: 'Forjas, fundiciones, tornillería y componentes de frenos, dirección y transmisión para proveedores tier 1 y tier 2 de la industria automotriz.',
            },
            {
              icon: 'factory',
              title: 'Textiles',
              body: 'Hilo de algodón y sintético, telas, textiles para el hogar y prendas para fábricas, maquiladoras y cadenas comerciales.',
            },
            {
              icon: 'chart',
              title: 'Químicos',
              body: 'Químicos orgánicos y especializados, colorantes, pigmentos e intermedios agroquímicos para formuladores y usuarios industriales.',
            },
            {
              icon: 'bolt',
              title: 'Bienes de ingeniería',
              body: 'Bombas, válvulas, rodamientos, refacciones de maquinaria y equipo eléctrico para fabricantes, constructoras y áreas de mantenimiento.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'Cómo funciona',
          steps: [
            {
              title: 'Cuéntanos qué compras',
              body: 'Dinos qué productos importas o quieres importar, en qué volumen y de qué proveedores. Si aún no tienes proveedor en India, te presentamos opciones verificadas.',
            },
            {
              title: 'Te asignamos una línea',
              body: 'Revisamos tu empresa y sus estados financieros y te asignamos una línea de crédito en dólares, normalmente en una semana.',
            },
            {
              title: 'Tu proveedor embarca y cobra',
              body: 'Cuando la mercancía sale de India, adelantamos a tu proveedor hasta el 90% de la factura. Tú recibes la mercancía y haces tu despacho aduanal como siempre.',
            },
            {
              title: 'Pagas al vencimiento',
              body: 'Liquidas a Northwind en la fecha pactada, normalmente de 60 a 120 días después del embarque, cuando ya vendiste o transformaste la mercancía.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Un equipo en ambos países',
          body: 'Nuestro equipo en México te atiende en español y en tu horario; nuestro equipo en India trata directamente con tu proveedor, revisa sus documentos de exportación y da seguimiento a cada embarque. Tú tienes un solo contacto para todo el proceso.',
          points: [
            { text: 'Proveedores con historial de exportación comprobado' },
            { text: 'Costo fijo por operación, acordado antes del embarque' },
            { text: 'Sin garantías inmobiliarias' },
            { text: 'Tu agente aduanal y tu operación logística no cambian' },
          ],
          media: 'global',
          mediaSide: 'left',
          link: { label: 'Encuentra proveedores en India', href: '/india-mexico-supplier' },
        },
        {
          blockType: 'faq',
          heading: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Cuánto cuesta?',
              answer:
                'Depende de quién usa el financiamiento. Si tu proveedor utiliza factoraje, él absorbe el costo del anticipo. Si tú necesitas un plazo mayor al que te ofrece, te presentamos una tasa fija por operación antes del embarque, sin costos ocultos.',
            },
            {
              question: '¿Necesito otorgar garantías?',
              answer: 'No pedimos garantías inmobiliarias. Tu línea se basa en la solidez financiera de tu empresa y en tu historial de pagos.',
            },
            {
              question: '¿Qué documentos necesito?',
              answer:
                'RFC y constancia de situación fiscal, acta constitutiva, poder del representante legal, estados financieros de los dos últimos ejercicios y estados de cuenta bancarios recientes.',
            },
            {
              question: '¿Quién se encarga de la importación?',
              answer:
                'Tú, como siempre. Tu agente aduanal tramita el pedimento y cumples los requisitos no arancelarios que apliquen a tu producto. Nosotros financiamos la operación, no la sustituimos.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Importa de India con más plazo y menos presión en tu flujo',
          body: 'Cuéntanos qué compras en India y cuánto importas al año. Te enviamos una propuesta indicativa en un día hábil.',
          primary: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondary: { label: 'Factoraje de importación', href: '/import-factoring' },
        },
      ],
    },
  },
}

const SUPPLIER: PageSeed = {
  path: '/india-mexico-supplier',
  hideHeader: true,
  content: {
    'en-in': {
      title: 'Export to Mexico and get paid on shipment',
      seo: {
        title: 'Mexico orders? Get paid on shipment | Northwind',
        description:
          'Indian exporters to Mexico: offer your buyer 60 to 120 days and receive up to 90% of the invoice on shipment. No collateral, buyer risk assessed by us.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'For Indian exporters to Mexico',
          headline: 'Got an order from Mexico? Get paid up to 90% on shipment',
          subheadline:
            'Offer your Mexican buyer 60 to 120 days without waiting for the money. Northwind funds the invoice when the goods leave India and collects from the buyer in Mexico on the due date.',
          claims: [
            { value: 'Up to 90%', label: 'of invoice value on shipment' },
            { value: '24 hours', label: 'from document upload to advance' },
            { value: '0', label: 'property or fixed deposits pledged' },
          ],
          primaryCta: { label: 'Check my eligibility', href: '#get-financed' },
          secondaryCta: { label: 'How the corridor works', href: '/india-mexico-connect' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Why exporters to Mexico work with Northwind',
          items: [
            {
              icon: 'wallet',
              title: 'Cash on shipment',
              body: 'Fund raw materials for the next order while the current one is still at sea. Your working capital no longer waits for the longest leg of the trade.',
            },
            {
              icon: 'shield',
              title: 'Buyer risk assessed by us',
              body: 'We approve each Mexican buyer before you ship. On approved buyers, if the buyer cannot pay, the loss is ours, not yours.',
            },
            {
              icon: 'handshake',
              title: 'Collections in Spanish',
              body: 'Our team in Mexico follows up with your buyer in Spanish and in their time zone, politely and without risking your relationship.',
            },
            {
              icon: 'chart',
              title: 'Win larger orders',
              body: 'Buyers who are offered longer terms order more and stay longer. Compete on terms, not only on price.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'Three steps to your first advance',
          steps: [
            {
              title: 'Tell us about your Mexican buyer',
              body: 'Share the buyer’s name, your products and typical invoice size. We set a limit on the buyer, usually within a week.',
            },
            {
              title: 'Ship and upload your documents',
              body: 'Upload the commercial invoice and bill of lading or airway bill once the goods are dispatched.',
            },
            {
              title: 'Receive your advance',
              body: 'Up to 90% of the invoice reaches your account within 24 hours. The balance, less a fee agreed upfront, follows when the buyer pays.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Who can apply',
          items: [
            {
              question: 'What are the eligibility criteria?',
              answer:
                'An Indian company or firm with a valid IEC and GST registration, at least a year of export history and a buyer in Mexico (or ready to order) on open-account terms.',
            },
            {
              question: 'In which currency are invoices funded?',
              answer:
                'In US dollars, the usual currency for India–Mexico trade. The advance is credited to your account in line with foreign exchange rules, and we help you with the export realisation paperwork.',
            },
            {
              question: 'What does it cost?',
              answer:
                'A discount rate on the amount advanced plus a fixed service fee, both stated in your termsheet before you ship. There are no hidden charges.',
            },
          ],
        },
        {
          blockType: 'testimonials',
          heading: 'From an exporter on the corridor',
          items: [
            {
              quote:
                'Our Mexican customer wanted 120 days, which we could never have carried on our own. Now we ship, upload the documents and the money is in our account the next day.',
              name: 'Demo client',
              role: 'Managing director',
              company: 'Auto components exporter, Chennai',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Find out how much your Mexico invoices can unlock',
          body: 'Share a few details about your business and your Mexican buyer. We will call you back and send an indicative termsheet within one business day.',
          primary: { label: 'Check my eligibility', href: '#get-financed' },
          secondary: { label: 'India–Mexico Connect', href: '/india-mexico-connect' },
        },
      ],
    },
    'es-mx': {
      title: 'Conecta con proveedores de India',
      seo: {
        title: 'Proveedores verificados en India | Northwind México',
        description:
          'Te presentamos fabricantes indios verificados de farmacéuticos, autopartes, textiles, químicos y bienes de ingeniería, con plazos de pago para tu empresa.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Proveedores de India',
          headline: 'Encuentra proveedores verificados en India y cómprales a plazo',
          subheadline:
            'Cuéntanos qué necesitas y te presentamos fabricantes indios con historial de exportación comprobado. Tu proveedor cobra al embarcar y tú pagas de 60 a 120 días después.',
          claims: [
            { value: '5 sectores', label: 'farmacéuticos, autopartes, textiles, químicos y bienes de ingeniería' },
            { value: '60 a 120 días', label: 'de plazo para pagar, según tu perfil' },
          ],
          primaryCta: { label: 'Quiero conectar con proveedores', href: '#get-financed' },
          secondaryCta: { label: 'Cómo funciona el corredor', href: '/india-mexico-connect' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Cómo verificamos a los proveedores',
          intro: 'Antes de presentarte a un proveedor, nuestro equipo en India revisa que pueda cumplir lo que promete.',
          items: [
            {
              icon: 'document',
              title: 'Historial de exportación',
              body: 'Comprobamos su registro como exportador, su antigüedad y sus embarques recientes a otros mercados exigentes.',
            },
            {
              icon: 'factory',
              title: 'Capacidad de planta',
              body: 'Revisamos su capacidad instalada, sus líneas de producción y, cuando es necesario, realizamos o solicitamos una visita a la planta.',
            },
            {
              icon: 'check',
              title: 'Certificaciones',
              body: 'Verificamos las certificaciones que pide tu sector, como buenas prácticas de fabricación en farmacéuticos, IATF 16949 en autopartes o ISO 9001 en general.',
            },
            {
              icon: 'handshake',
              title: 'Referencias y desempeño',
              body: 'Consultamos referencias comerciales y, si ya opera con Northwind, su historial de entregas a tiempo y de disputas con compradores.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'Del requerimiento a tu primera orden',
          steps: [
            {
              title: 'Comparte tu requerimiento',
              body: 'Déjanos tu nombre, correo, teléfono y el nombre de tu empresa, y cuéntanos qué producto buscas, con qué especificaciones y en qué volumen.',
            },
            {
              title: 'Recibe proveedores preseleccionados',
              body: 'Te presentamos a los fabricantes verificados que mejor se ajustan, con su perfil, certificaciones y capacidad, para que negocies directamente con ellos.',
            },
            {
              title: 'Acuerda muestras y condiciones',
              body: 'Tú defines precio, calidad, Incoterm y tiempos de entrega con el proveedor. Te recomendamos pactar una inspección previa al embarque.',
            },
            {
              title: 'Compra a plazo',
              body: 'Con tu línea aprobada, el proveedor cobra al embarcar y tú pagas a Northwind en la fecha acordada.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Tiene costo que me presenten proveedores?',
              answer:
                'No. La presentación de proveedores no tiene costo. Solo pagas el financiamiento si decides usarlo, con un costo que conoces antes de cada embarque.',
            },
            {
              question: '¿Northwind garantiza la calidad de la mercancía?',
              answer:
                'No. Verificamos la trayectoria y la capacidad del proveedor, pero la calidad, las especificaciones y las condiciones comerciales las acuerdas tú con él. Por eso recomendamos muestras e inspección previa al embarque.',
            },
            {
              question: '¿Qué datos necesito compartir?',
              answer:
                'Para empezar, tu nombre, correo, teléfono y el nombre de tu empresa, además de tu autorización para contactarte. Los tratamos conforme a nuestro aviso de privacidad.',
            },
            {
              question: '¿Puedo financiar compras a un proveedor que ya tengo?',
              answer: 'Sí. Si ya compras en India, podemos financiar esas operaciones aunque tu proveedor no haya llegado a través de nosotros.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Conecta con proveedores de India',
          body: 'Cuéntanos qué necesitas importar. Te contactamos en un día hábil con los siguientes pasos.',
          primary: { label: 'Quiero conectar con proveedores', href: '#get-financed' },
          secondary: { label: 'Aviso de privacidad', href: '/privacy-policy' },
        },
      ],
    },
  },
}

const BUYER: PageSeed = {
  path: '/india-mexico-buyer',
  content: {
    'en-in': {
      title: 'Mexican buyer programme',
      seo: {
        title: 'Mexican buyer programme for Indian exporters',
        description:
          'Give your Mexican buyers 60 to 120-day terms without stretching your cash. Northwind approves the buyer, pays you early and collects in Mexico.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Mexican buyer programme',
          headline: 'Give your Mexican buyers longer terms without stretching your cash',
          subheadline:
            'Your buyer asks for 90 or 120 days. Northwind approves a credit limit on them in US dollars, pays you early and collects from them in Mexico on the due date.',
          claims: [
            { value: 'Up to 90%', label: 'of invoice value paid to you on shipment' },
            { value: '60–120 days', label: 'payment terms for your approved Mexican buyer' },
          ],
          primaryCta: { label: 'Get financed', href: '#get-financed' },
          secondaryCta: { label: 'Export factoring', href: '/export-factoring' },
        },
        {
          blockType: 'featureGrid',
          heading: 'What your buyer gets',
          intro: 'A Mexican buyer who is comfortable with the terms orders more, and more often.',
          items: [
            {
              icon: 'clock',
              title: 'Time to sell before paying',
              body: 'Terms that cover the ocean transit, customs clearance and the time it takes to sell or process the goods.',
            },
            {
              icon: 'handshake',
              title: 'Service in Spanish',
              body: 'A local contact in Mexico for onboarding, statements and payment questions, in the buyer’s language and time zone.',
            },
            {
              icon: 'wallet',
              title: 'Simple payment',
              body: 'The buyer pays in US dollars by bank transfer on the due date, with a clear statement of every invoice outstanding.',
            },
            {
              icon: 'document',
              title: 'No bank paperwork',
              body: 'No letter of credit to open and no collateral to provide. The buyer shares company documents once, and the limit covers repeat orders.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'How we onboard your buyer',
          steps: [
            { title: 'You introduce the buyer', body: 'Share the buyer’s company name, tax ID (RFC), contact person and the terms they are asking for.' },
            {
              title: 'Our Mexico team makes contact',
              body: 'We explain the programme to the buyer in Spanish and collect its company documents and recent financial statements.',
            },
            {
              title: 'We approve a limit',
              body: 'A credit limit in US dollars is set on the buyer, usually within a week, and shared with you before you ship.',
            },
            {
              title: 'The buyer acknowledges the assignment',
              body: 'The buyer confirms that invoices under the programme are to be paid to Northwind. From then on, you simply ship and upload documents.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'What we look for in a Mexican buyer',
          body: 'We approve buyers we expect to pay on time. These are the main things we look at; if a buyer does not qualify today, we tell you why and what could change it.',
          points: [
            { text: 'A registered Mexican company with an RFC and at least two years of operations' },
            { text: 'Financial statements for the last two years, with sufficient revenue for the limit requested' },
            { text: 'A clean payment record with suppliers and trade references we can contact' },
            { text: 'A business that needs the goods: manufacturing, distribution or retail in your sector' },
          ],
          media: 'partners',
          mediaSide: 'right',
        },
        {
          blockType: 'faq',
          heading: 'Questions from exporters',
          items: [
            {
              question: 'Will my buyer know Northwind is involved?',
              answer:
                'Yes. Factoring works by assigning your invoice to us, so the buyer is told to pay Northwind. Most buyers welcome it because it lets them get longer terms.',
            },
            {
              question: 'Can one buyer’s limit cover several Indian suppliers?',
              answer: 'Yes. A buyer approved with us can buy from several suppliers in India. The limit is shared across those purchases.',
            },
            {
              question: 'What happens if the buyer pays late?',
              answer:
                'Our team follows up with the buyer in Mexico. For approved buyers on non-recourse terms, if the buyer cannot pay because of insolvency or prolonged default, the loss is ours.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Offer your Mexican buyers the terms they ask for',
          body: 'Introduce your buyer and we will tell you within a week what limit we can set and what it will cost.',
          primary: { label: 'Get financed', href: '#get-financed' },
          secondary: { label: 'India–Mexico Connect', href: '/india-mexico-connect' },
        },
      ],
    },
    'es-mx': {
      title: 'Compradores en México',
      seo: {
        title: 'Importa de India y paga a plazo | Northwind México',
        description:
          'Obtén una línea de crédito en dólares para tus compras a proveedores indios. Tu proveedor cobra al embarcar y tú pagas de 60 a 120 días después.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Para compradores en México',
          headline: 'Importa de India y paga de 60 a 120 días después',
          subheadline:
            'Northwind te asigna una línea de crédito en dólares para tus compras a proveedores indios. Tu proveedor cobra al embarcar y tú liquidas al vencimiento, cuando ya vendiste o transformaste la mercancía.',
          claims: [
            { value: '60 a 120 días', label: 'de plazo para pagar tus importaciones' },
            { value: '1 semana', label: 'para aprobar tu línea, normalmente' },
          ],
          primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondaryCta: { label: 'Factoraje de importación', href: '/import-factoring' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Beneficios para tu empresa',
          items: [
            {
              icon: 'clock',
              title: 'Plazo que cubre todo el ciclo',
              body: 'El plazo incluye el tránsito marítimo, el despacho aduanal y el tiempo que tardas en vender o transformar la mercancía.',
            },
            {
              icon: 'wallet',
              title: 'Cuida tu flujo de efectivo',
              body: 'Deja de pagar por adelantado y usa tu capital de trabajo en nómina, inventario y crecimiento.',
            },
            {
              icon: 'chart',
              title: 'Mejores condiciones con tu proveedor',
              body: 'Un proveedor que cobra al embarcar puede ofrecerte mejores precios y prioridad en su producción.',
            },
            {
              icon: 'document',
              title: 'Sin cartas de crédito',
              body: 'No necesitas abrir una carta de crédito en tu banco ni otorgar garantías inmobiliarias. Tu línea cubre pedidos recurrentes.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'Cómo obtienes tu línea',
          steps: [
            {
              title: 'Solicita tu línea',
              body: 'Llena el formulario con los datos de tu empresa y cuéntanos a qué proveedores indios compras y cuánto importas al año.',
            },
            {
              title: 'Comparte tus documentos',
              body: 'Nuestro equipo en México te pide RFC, constancia de situación fiscal, acta constitutiva, estados financieros y estados de cuenta bancarios.',
            },
            { title: 'Recibe tu aprobación', body: 'Te asignamos una línea en dólares, normalmente en una semana, con el costo y el plazo por escrito.' },
            {
              title: 'Compra y paga al vencimiento',
              body: 'Confirmas que las facturas de tus proveedores se pagarán a Northwind y liquidas por transferencia en la fecha pactada.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Pensado para importadores mexicanos',
          body: 'Tu línea funciona con los proveedores indios que ya tienes y con los que te presentemos. Mantienes a tu agente aduanal, tu logística y tu forma de operar; nosotros solo cambiamos el momento en que pagas.',
          points: [
            { text: 'Atención en español, en tu horario' },
            { text: 'Estado de cuenta claro de cada factura pendiente' },
            { text: 'Costo fijo por operación, acordado antes del embarque' },
            { text: 'Una sola línea para varios proveedores en India' },
          ],
          media: 'import',
          mediaSide: 'left',
          link: { label: 'Encuentra proveedores en India', href: '/india-mexico-supplier' },
        },
        {
          blockType: 'faq',
          heading: 'Preguntas de compradores',
          items: [
            {
              question: '¿Qué requisitos debe cumplir mi empresa?',
              answer:
                'Ser una empresa mexicana con RFC, al menos dos años de operación, estados financieros de los dos últimos ejercicios y un buen historial de pagos con tus proveedores.',
            },
            {
              question: '¿Mi proveedor en India tiene que registrarse?',
              answer:
                'Sí. Nuestro equipo en India lo contacta, revisa sus documentos de exportación y le explica cómo cobrar al embarcar. Para él no tiene costo unirse.',
            },
            {
              question: '¿Qué pasa si hay un problema de calidad?',
              answer:
                'Avísanos de inmediato. Mientras tú y tu proveedor resuelven la diferencia, revisamos contigo la factura afectada; las disputas comerciales se resuelven entre comprador y proveedor.',
            },
            {
              question: '¿Puedo pagar antes del vencimiento?',
              answer:
                'Sí. Puedes liquidar antes de la fecha pactada y, según las condiciones de tu línea, el costo se ajusta a los días efectivamente utilizados.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Solicita tu línea para importar de India',
          body: 'Cuéntanos cuánto importas de India al año. Te enviamos una propuesta indicativa en un día hábil.',
          primary: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondary: { label: 'Contáctanos', href: '/contact-us' },
        },
      ],
    },
  },
}

export const INDIA_MEXICO_PAGES: PageSeed[] = [CONNECT, SUPPLIER, BUYER]
