import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PageSeed } from '../../types'

/*
 * Company pages. Office addresses, phone and WhatsApp numbers live in the site settings (shown in the
 * footer), so the copy here points to them instead of repeating them.
 */

const CONTACT_US: PageSeed = {
  path: '/contact-us',
  content: {
    'en-in': {
      title: 'Contact us',
      seo: {
        title: 'Contact Northwind Trade Finance India',
        description:
          'Reach our trade finance specialists for export factoring, supply-chain finance or business loans. Call-back within one business day, support for clients.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Contact us',
          headline: 'Talk to a trade finance specialist',
          subheadline:
            'Whether you want to fund your next shipment, need help with an existing facility or want to work with us as a partner, here is the quickest way to reach the right team.',
          primaryCta: { label: 'Get financed', href: '#get-financed' },
          secondaryCta: { label: 'Partner with us', href: '/partner-program' },
        },
        {
          blockType: 'featureGrid',
          heading: 'How to reach the right team',
          intro: 'Our phone line, WhatsApp numbers, e-mail address and office addresses are listed at the foot of every page. Here is who answers what.',
          items: [
            {
              icon: 'handshake',
              title: 'New financing enquiries',
              body: 'Use the Get Financed form. A specialist who knows your sector and trade lane calls you back, and can share an indicative termsheet within one business day.',
            },
            {
              icon: 'wallet',
              title: 'Existing clients',
              body: 'Log in to the Northwind app to raise a request on a specific invoice, disbursal or repayment, or call your relationship manager directly. Every request gets a reference number.',
            },
            {
              icon: 'bolt',
              title: 'Quick questions on WhatsApp',
              body: 'Not sure whether a buyer or an invoice qualifies? Send us a message on WhatsApp during business hours and we will tell you, usually within the hour.',
            },
            {
              icon: 'factory',
              title: 'Meetings at our offices',
              body: 'You are welcome at our registered office and our city office. Meetings are by appointment, so write to us first and we will make sure the right people are in the room.',
            },
            {
              icon: 'globe',
              title: 'Partners and institutions',
              body: 'Chartered accountants, customs brokers, forwarders and consultants can join our partner programme. Banks, NBFCs, insurers and platforms can reach our partnerships team.',
            },
            {
              icon: 'shield',
              title: 'Complaints and grievances',
              body: 'If your relationship manager has not resolved a problem, write to our Grievance Officer at grievance@northwind.example. Every grievance is acknowledged and tracked to closure.',
            },
          ],
        },
        {
          blockType: 'figures',
          heading: 'How quickly we respond',
          items: [
            { value: 'Same day', label: 'call-back on financing enquiries received before 4 pm on a business day' },
            { value: '1 business day', label: 'for an indicative termsheet once we have your basic details' },
            { value: '4 business hours', label: 'to acknowledge a service request from an existing client' },
            { value: '30 days', label: 'at most to resolve a formal grievance; most are closed far sooner' },
          ],
          footnote: 'Business hours are 9:30 am to 6:30 pm IST, Monday to Friday, excluding public holidays.',
        },
        {
          blockType: 'mediaColumns',
          heading: 'What to have ready when we call',
          body: 'A first conversation takes about twenty minutes. If you have these details to hand, we can discuss a realistic limit and price on the same call instead of scheduling a follow-up.',
          points: [
            { text: 'GST number, PAN of the business and, for exporters, your Importer Exporter Code (IEC)' },
            { text: 'Sales for the last 12 months, split between domestic and export' },
            { text: 'Your main buyers: country, typical invoice value and the payment terms you offer' },
            { text: 'Bank statements for the last 6 to 12 months and your latest audited financials' },
            { text: 'Any working-capital limits or factoring facilities you already use' },
          ],
          media: 'team',
          mediaSide: 'right',
          link: { label: 'See how export factoring works', href: '/export-factoring' },
        },
        {
          blockType: 'faq',
          heading: 'Before you get in touch',
          items: [
            {
              question: 'Is there a charge for the first consultation or the termsheet?',
              answer:
                'No. Talking to us and receiving an indicative termsheet is free and does not commit you to anything. Fees apply only to invoices we actually fund, as set out in your agreement.',
            },
            {
              question: 'Can I speak to someone in my own language?',
              answer:
                'Tell us your preferred language when you get in touch. We will try to match you with a specialist who speaks it, and we can walk you through your termsheet in that language.',
            },
            {
              question: 'Someone called me asking for an upfront fee in Northwind’s name. Is that genuine?',
              answer:
                'No. Northwind never asks for processing fees before sanction, never asks for OTPs or passwords, and only accepts payments into accounts held in its own name. Please report such calls to grievance@northwind.example.',
            },
            {
              question: 'My business is outside India. Who should I contact?',
              answer:
                'Use the country switcher at the top of the page to open our Mexico or USA edition. Each edition lists the contact details of the team that serves that market.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Ready to fund your next shipment?',
          body: 'Share your monthly sales and your main buyers. We will call you back and send an indicative termsheet within one business day.',
          primary: { label: 'Get financed', href: '#get-financed' },
          secondary: { label: 'About Northwind', href: '/about-us' },
        },
      ],
    },
    'es-mx': {
      title: 'Contáctanos',
      seo: {
        title: 'Contacto | Northwind Trade Finance México',
        description:
          'Habla con nuestros especialistas en factoraje de exportación e importación. Te llamamos en un día hábil y te orientamos sobre los documentos que necesitas.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Contáctanos',
          headline: 'Habla con un especialista en financiamiento al comercio exterior',
          subheadline:
            'Ya sea que quieras financiar tu próximo embarque, necesites ayuda con una operación en curso o quieras sumarte como socio, aquí encuentras la forma más rápida de llegar al equipo correcto.',
          primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondaryCta: { label: 'Programa de socios', href: '/partner-program' },
        },
        {
          blockType: 'featureGrid',
          heading: 'A quién contactar según lo que necesitas',
          intro: 'Nuestro teléfono, WhatsApp, correo electrónico y la dirección de la oficina aparecen al pie de cada página. Así se reparte la atención.',
          items: [
            {
              icon: 'handshake',
              title: 'Solicitudes de financiamiento',
              body: 'Llena el formulario de financiamiento. Un especialista que conoce tu sector te llama y puede enviarte una propuesta indicativa en un día hábil.',
            },
            {
              icon: 'wallet',
              title: 'Clientes actuales',
              body: 'Entra a la plataforma de Northwind para levantar una solicitud sobre una factura, un anticipo o un pago, o llama directamente a tu ejecutivo. Cada solicitud recibe un número de folio.',
            },
            {
              icon: 'bolt',
              title: 'Dudas rápidas por WhatsApp',
              body: '¿No sabes si tu comprador o tu factura califican? Escríbenos por WhatsApp en horario de oficina y normalmente te respondemos en menos de una hora.',
            },
            {
              icon: 'factory',
              title: 'Reuniones en nuestra oficina',
              body: 'Con gusto te recibimos en nuestra oficina, cuya dirección aparece al pie de la página. Las reuniones son con cita previa para que esté presente el equipo adecuado.',
            },
            {
              icon: 'globe',
              title: 'Compradores de India',
              body: 'Si importas o quieres importar de proveedores indios, nuestro equipo del corredor India–México te orienta sobre proveedores, plazos y documentos.',
            },
            {
              icon: 'shield',
              title: 'Quejas y aclaraciones',
              body: 'Si tu ejecutivo no resolvió un problema, escríbenos al correo que aparece al pie de la página con el asunto «Queja». Damos seguimiento a cada caso hasta cerrarlo.',
            },
          ],
        },
        {
          blockType: 'figures',
          heading: 'Nuestros tiempos de respuesta',
          items: [
            { value: 'Mismo día', label: 'para devolverte la llamada si nos escribes antes de las 16:00 en día hábil' },
            { value: '1 día hábil', label: 'para enviarte una propuesta indicativa con tus datos básicos' },
            { value: '4 horas hábiles', label: 'para confirmar de recibido una solicitud de un cliente actual' },
            { value: '15 días hábiles', label: 'como máximo para responder una queja formal' },
          ],
          footnote: 'Horario de atención: lunes a viernes de 9:00 a 18:00, hora del centro de México, excepto días festivos.',
        },
        {
          blockType: 'mediaColumns',
          heading: 'Qué tener a la mano cuando te llamemos',
          body: 'La primera llamada dura unos veinte minutos. Si tienes esta información lista, podemos hablar de una línea y un costo realistas en la misma conversación.',
          points: [
            { text: 'RFC y constancia de situación fiscal de la empresa' },
            { text: 'Acta constitutiva y poder del representante legal' },
            { text: 'Estados financieros del último ejercicio y parciales del año en curso' },
            { text: 'Tus principales compradores: país, monto promedio de factura y plazo de pago' },
            { text: 'Estados de cuenta bancarios de los últimos 6 a 12 meses' },
          ],
          media: 'team',
          mediaSide: 'right',
          link: { label: 'Conoce el factoraje de exportación', href: '/export-factoring' },
        },
        {
          blockType: 'faq',
          heading: 'Antes de contactarnos',
          items: [
            {
              question: '¿La asesoría inicial o la propuesta tienen costo?',
              answer:
                'No. Hablar con nosotros y recibir una propuesta indicativa es gratis y no te compromete. Solo pagas comisiones por las facturas que efectivamente financiamos, según tu contrato.',
            },
            {
              question: '¿En qué moneda operan?',
              answer:
                'Operamos en dólares estadounidenses (USD), la moneda en la que se factura la mayor parte del comercio exterior. Si facturas en otra moneda, coméntalo y lo revisamos contigo.',
            },
            {
              question: 'Alguien me pidió un pago anticipado a nombre de Northwind. ¿Es legítimo?',
              answer:
                'No. Northwind nunca pide pagos antes de aprobar una operación, nunca solicita contraseñas ni códigos de verificación y solo recibe pagos en cuentas a su nombre. Repórtalo de inmediato a nuestro correo de contacto.',
            },
            {
              question: 'Mi empresa está fuera de México. ¿A quién contacto?',
              answer:
                'Usa el selector de país en la parte superior de la página para abrir nuestra edición de India o de Estados Unidos, con los datos del equipo que atiende cada mercado.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: '¿Listo para financiar tu próximo embarque?',
          body: 'Compártenos tus ventas mensuales y tus principales compradores. Te llamamos y te enviamos una propuesta indicativa en un día hábil.',
          primary: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondary: { label: 'Corredor India–México', href: '/india-mexico-connect' },
        },
      ],
    },
    'en-us': {
      title: 'Contact us',
      seo: {
        title: 'Contact Northwind Trade Finance USA',
        description:
          'Talk to our team about supply-chain finance, vendor and channel programs or import factoring. We call back within one business day and support clients fast.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Contact us',
          headline: 'Talk to our working capital team',
          subheadline:
            'Whether you are designing a supplier finance program, need to fund imports or have a question about an existing facility, here is the fastest way to reach the right people.',
          primaryCta: { label: 'Get financed', href: '#get-financed' },
          secondaryCta: { label: 'Enterprise programs', href: '/enterprise' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Who to contact for what',
          intro: 'Our phone number, WhatsApp line, email address and office address are listed at the bottom of every page. Here is how we route your message.',
          items: [
            {
              icon: 'handshake',
              title: 'New programs and financing',
              body: 'Use the Get Financed form. A specialist reviews your spend or receivables and follows up within one business day with next steps and, where possible, indicative pricing.',
            },
            {
              icon: 'wallet',
              title: 'Existing clients',
              body: 'Log in to the Northwind platform to raise a request on a specific invoice, payment or supplier, or contact your account manager directly. Each request gets a ticket number.',
            },
            {
              icon: 'factory',
              title: 'Suppliers in a program',
              body: 'If your customer invited you to an early payment program, your onboarding email has a direct support contact. We can also help you through the Get Financed form.',
            },
            {
              icon: 'globe',
              title: 'Overseas sellers',
              body: 'If you sell to US buyers and want to be paid earlier, see our global buyer page or tell us about your buyer through the form.',
            },
            {
              icon: 'clock',
              title: 'Meetings',
              body: 'We are happy to meet at our office or at your site. Meetings are by appointment so that the right people from credit and operations can join.',
            },
            {
              icon: 'shield',
              title: 'Concerns and complaints',
              body: 'If something has gone wrong and your account manager has not resolved it, email us with “Complaint” in the subject line. We acknowledge within one business day.',
            },
          ],
        },
        {
          blockType: 'figures',
          heading: 'Our response times',
          items: [
            { value: 'Same day', label: 'response to inquiries received before 3 pm ET on a business day' },
            { value: '1 business day', label: 'to follow up with next steps or indicative pricing' },
            { value: '4 business hours', label: 'to acknowledge a service request from an existing client' },
          ],
          footnote: 'Business hours are 9 am to 6 pm Eastern Time, Monday to Friday, excluding US federal holidays.',
        },
        {
          blockType: 'mediaColumns',
          heading: 'What to have ready',
          body: 'A first call takes about twenty minutes. With these details on hand we can size a program or a facility in the same conversation instead of scheduling a second call.',
          points: [
            { text: 'Legal entity name, state of incorporation and EIN' },
            { text: 'Annual spend with your top suppliers, or an accounts receivable aging report' },
            { text: 'Your standard payment terms and the terms your suppliers ask for' },
            { text: 'Financial statements for the last two fiscal years and year to date' },
            { text: 'Existing lenders and any liens on receivables or inventory' },
          ],
          media: 'team',
          mediaSide: 'right',
          link: { label: 'See enterprise programs', href: '/enterprise' },
        },
        {
          blockType: 'faq',
          heading: 'Before you reach out',
          items: [
            {
              question: 'Is there a cost to talk to you or get a proposal?',
              answer:
                'No. Conversations and indicative proposals are free and carry no obligation. Fees apply only to invoices we fund or programs you sign up for, as set out in your agreement.',
            },
            {
              question: 'Do you work with small businesses?',
              answer:
                'Yes, if you buy from or sell to other businesses on credit terms. Our programs are for business purposes only; we do not offer consumer credit.',
            },
            {
              question: 'Someone asked me for an upfront fee in Northwind’s name. Is that real?',
              answer:
                'No. We never ask for fees before approval, never ask for passwords or verification codes, and only accept payments into accounts held in our own name. Please report it to us immediately.',
            },
            {
              question: 'I am outside the United States. Who should I contact?',
              answer:
                'Use the country switcher at the top of the page to open our India or Mexico edition, each with the contact details of the team that serves that market.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Let’s talk about your working capital',
          body: 'Tell us about your suppliers, your buyers or your imports, and we will come back within one business day.',
          primary: { label: 'Get financed', href: '#get-financed' },
          secondary: { label: 'About Northwind', href: '/about-us' },
        },
      ],
    },
  },
}

const PARTNER_PROGRAM: PageSeed = {
  path: '/partner-program',
  content: {
    'en-in': {
      title: 'Partner programme',
      seo: {
        title: 'Referral partner programme | Northwind Trade Finance',
        description:
          'Chartered accountants, customs brokers, freight forwarders and consultants: refer exporters and importers to Northwind and earn a monthly referral fee.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Partner programme',
          headline: 'Help your clients get paid faster, and earn on every client you refer',
          subheadline:
            'For chartered accountants, customs brokers, freight forwarders and consultants who already advise exporters and importers. You make the introduction; we handle assessment, funding and collections.',
          claims: [
            { value: 'Up to 95%', label: 'of invoice value within 24 hours for your clients' },
            { value: 'Monthly', label: 'referral payouts with a clear statement' },
          ],
          primaryCta: { label: 'Become a partner', href: '/contact-us' },
          secondaryCta: { label: 'What your clients get', href: '/export-factoring' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Who the programme is for',
          intro: 'You see a client’s cash gaps long before a lender does. The programme turns that insight into a useful introduction.',
          items: [
            {
              icon: 'document',
              title: 'Chartered accountants',
              body: 'You prepare the GST returns and the receivables ageing, and you know which clients are stretched by 90-day terms. Introduce them to finance secured by their own invoices.',
            },
            {
              icon: 'truck',
              title: 'Customs brokers',
              body: 'Every shipping bill you file is an invoice that could be funded on shipment. Offer your exporter clients a way to get paid when the goods clear, not months later.',
            },
            {
              icon: 'globe',
              title: 'Freight forwarders',
              body: 'Clients ask you why their buyer wants longer terms. Give them an answer that wins the order, and keep freight moving for exporters who are no longer short of cash.',
            },
            {
              icon: 'chart',
              title: 'Export and finance consultants',
              body: 'Market-entry advisers, export promotion consultants and virtual CFOs can add trade finance to the plan they build, without becoming a lender themselves.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'How referrals work',
          steps: [
            {
              title: 'Sign a short partner agreement',
              body: 'The agreement is non-exclusive and sets out your referral fee. We complete a simple KYC on you or your firm: PAN, GST registration if you have one, and the bank account for payouts.',
            },
            {
              title: 'Introduce a client, with their consent',
              body: 'Share the client’s name, contact person and what they need through your partner login or by e-mail. Tell the client first: we only contact businesses that expect our call.',
            },
            {
              title: 'We assess, onboard and fund',
              body: 'Our team handles the conversation, documents, buyer approvals and disbursals. You see each referral move through clear stages: contacted, documents received, limit approved, first funding.',
            },
            {
              title: 'You receive your payout every month',
              body: 'Your statement lists each referred client, the volume we funded and the fee you earned. We pay by bank transfer after you raise your invoice.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Payouts that are easy to understand',
          body: 'You earn a referral fee linked to the fees we earn on your clients’ funded invoices, for the period set out in your agreement, not just on the first transaction. The rate and the period are fixed in writing before you refer anyone.',
          points: [
            { text: 'Monthly statement by client, with funded volume and fee earned' },
            { text: 'Paid within 15 days of month end against your invoice, with GST and TDS applied as the law requires' },
            { text: 'No joining fee, no targets and no exclusivity' },
            { text: 'Your clients pay exactly the same price as if they had come to us directly' },
          ],
          media: 'partners',
          mediaSide: 'left',
        },
        {
          blockType: 'faq',
          heading: 'Partner programme questions',
          items: [
            {
              question: 'Do my clients pay more because they came through me?',
              answer: 'No. Your referral fee comes out of our revenue. Your client’s termsheet is priced exactly as it would be for a direct application.',
            },
            {
              question: 'What do I see about my clients’ finances?',
              answer:
                'You see the status of each referral and the funded volume used to calculate your fee. We share a client’s financial information with you only if the client asks us to in writing.',
            },
            {
              question: 'What if two partners introduce the same client?',
              answer:
                'The first complete introduction that the client confirms is registered to that partner for 90 days. If the client does not start onboarding within that time, the registration lapses.',
            },
            {
              question: 'Can I collect documents or fees from clients on Northwind’s behalf?',
              answer:
                'No. Partners introduce; they do not represent Northwind, collect fees, accept payments or promise approvals. Clients share documents with us directly through our secure platform.',
            },
            {
              question: 'Is there a minimum number of referrals?',
              answer: 'No. Some partners refer one client a year, others several a month. The terms are the same.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Become a Northwind partner',
          body: 'Write to us through the contact page with “Partner programme” in your message, your firm’s name and the kind of clients you advise. Our partnerships team will call you within two business days.',
          primary: { label: 'Contact the partnerships team', href: '/contact-us' },
          secondary: { label: 'Institutional partnerships', href: '/partnership' },
        },
      ],
    },
    'es-mx': {
      title: 'Programa de socios',
      seo: {
        title: 'Programa de socios comerciales | Northwind México',
        description:
          'Contadores, agentes aduanales, agentes de carga y consultores: recomienda a exportadores e importadores a Northwind y recibe una comisión mensual.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Programa de socios',
          headline: 'Ayuda a tus clientes a cobrar antes y gana por cada cliente que recomiendes',
          subheadline:
            'Para contadores, agentes aduanales, agentes de carga y consultores que ya asesoran a exportadores e importadores. Tú haces la presentación; nosotros evaluamos, financiamos y cobramos.',
          claims: [
            { value: 'Hasta 95%', label: 'del valor de la factura en 24 horas para tus clientes' },
            { value: 'Mensual', label: 'pago de comisiones con estado de cuenta detallado' },
          ],
          primaryCta: { label: 'Quiero ser socio', href: '/contact-us' },
          secondaryCta: { label: 'Lo que obtienen tus clientes', href: '/export-factoring' },
        },
        {
          blockType: 'featureGrid',
          heading: '¿Para quién es el programa?',
          intro: 'Tú ves la falta de liquidez de tus clientes mucho antes que un banco. El programa convierte ese conocimiento en una recomendación útil.',
          items: [
            {
              icon: 'document',
              title: 'Contadores y despachos contables',
              body: 'Llevas la contabilidad y las cuentas por cobrar de tus clientes y sabes quién sufre con plazos de 90 días. Preséntales un financiamiento respaldado por sus propias facturas.',
            },
            {
              icon: 'truck',
              title: 'Agentes aduanales',
              body: 'Cada pedimento de exportación que tramitas corresponde a una factura que puede financiarse al embarcar. Ofrece a tus clientes cobrar cuando la mercancía sale, no meses después.',
            },
            {
              icon: 'globe',
              title: 'Agentes de carga',
              body: 'Tus clientes te preguntan cómo aceptar los plazos que piden sus compradores. Dales una respuesta que les ayude a cerrar el pedido y mantén la carga en movimiento.',
            },
            {
              icon: 'chart',
              title: 'Consultores de comercio exterior',
              body: 'Asesores en IMMEX, certificaciones, apertura de mercados o finanzas corporativas pueden sumar financiamiento al plan de sus clientes sin convertirse en otorgantes de crédito.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'Cómo funcionan las recomendaciones',
          steps: [
            {
              title: 'Firma un convenio de socio sencillo',
              body: 'El convenio no es exclusivo y fija tu comisión. Verificamos tu identidad o la de tu despacho: RFC, constancia de situación fiscal y la cuenta bancaria (CLABE) para tus pagos.',
            },
            {
              title: 'Presenta a tu cliente con su autorización',
              body: 'Compártenos el nombre de la empresa, la persona de contacto y lo que necesita, desde tu acceso de socio o por correo. Avísale antes: solo contactamos a empresas que esperan nuestra llamada.',
            },
            {
              title: 'Nosotros evaluamos, integramos y financiamos',
              body: 'Nuestro equipo se encarga de la conversación, los documentos, la aprobación de compradores y los anticipos. Tú ves el avance por etapas: contactado, documentos recibidos, línea aprobada y primer anticipo.',
            },
            {
              title: 'Recibe tu comisión cada mes',
              body: 'Tu estado de cuenta muestra cada cliente recomendado, el monto financiado y la comisión generada. Te pagamos por transferencia una vez que emites tu CFDI.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Comisiones claras y puntuales',
          body: 'Ganas una comisión ligada a los ingresos que obtenemos por las facturas financiadas de tus clientes, durante el periodo que fija tu convenio, no solo en la primera operación. El porcentaje y el plazo quedan por escrito antes de tu primera recomendación.',
          points: [
            { text: 'Estado de cuenta mensual por cliente, con monto financiado y comisión' },
            { text: 'Pago dentro de los 15 días siguientes al cierre de mes, contra tu CFDI y con las retenciones que correspondan' },
            { text: 'Sin cuota de inscripción, sin metas y sin exclusividad' },
            { text: 'Tus clientes pagan exactamente lo mismo que si llegaran directo con nosotros' },
          ],
          media: 'partners',
          mediaSide: 'left',
        },
        {
          blockType: 'faq',
          heading: 'Preguntas sobre el programa',
          items: [
            {
              question: '¿Mis clientes pagan más por llegar a través de mí?',
              answer: 'No. Tu comisión sale de nuestros ingresos. La propuesta de tu cliente tiene el mismo costo que si la hubiera solicitado directamente.',
            },
            {
              question: '¿Qué información veo sobre mis clientes?',
              answer:
                'Ves el estatus de cada recomendación y el monto financiado con el que se calcula tu comisión. Solo compartimos información financiera de un cliente contigo si él lo autoriza por escrito.',
            },
            {
              question: '¿Qué pasa si dos socios recomiendan a la misma empresa?',
              answer:
                'La primera presentación completa que el cliente confirme queda registrada a nombre de ese socio durante 90 días. Si el cliente no inicia su integración en ese plazo, el registro vence.',
            },
            {
              question: '¿Puedo cobrar comisiones o recibir documentos a nombre de Northwind?',
              answer:
                'No. Los socios presentan clientes; no representan a Northwind, no cobran comisiones a los clientes, no reciben pagos ni prometen aprobaciones. Los clientes nos envían sus documentos directamente por nuestra plataforma.',
            },
            {
              question: '¿Puedo recomendar importadores que compran en India?',
              answer:
                'Sí. Las empresas que importan de India pueden aprovechar nuestro corredor India–México, con plazos extendidos para el comprador y pago anticipado al proveedor.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Súmate como socio de Northwind',
          body: 'Escríbenos desde la página de contacto con el asunto «Programa de socios», el nombre de tu despacho y el tipo de clientes que atiendes. Te llamamos en un máximo de dos días hábiles.',
          primary: { label: 'Contactar al equipo de socios', href: '/contact-us' },
          secondary: { label: 'Corredor India–México', href: '/india-mexico-connect' },
        },
      ],
    },
  },
}

const PARTNERSHIP: PageSeed = {
  path: '/partnership',
  content: {
    'en-in': {
      title: 'Institutional partnerships',
      seo: {
        title: 'Co-lending and embedded trade finance partnerships',
        description:
          'Banks, NBFCs, credit insurers, ERP and trade platforms: partner with Northwind on co-lending, portfolio cover and embedded finance for trade receivables.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Institutional partnerships',
          headline: 'Build trade finance into your balance sheet, your cover or your platform',
          subheadline:
            'Northwind works with banks, NBFCs, credit insurers and the ERP and trade platforms where invoices are created. We bring origination, underwriting and servicing built for trade; you bring capital, cover or distribution.',
          primaryCta: { label: 'Talk to our partnerships team', href: '/contact-us' },
          secondaryCta: { label: 'Referral partner programme', href: '/partner-program' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Who we partner with',
          items: [
            {
              icon: 'wallet',
              title: 'Banks',
              body: 'Co-lend on export and domestic receivables, participate in supply-chain programmes for large corporates, or offer factoring to your own SME customers using our origination and servicing.',
            },
            {
              icon: 'chart',
              title: 'NBFCs',
              body: 'Deploy capital into short-tenor, self-liquidating trade assets through co-lending or portfolio participation, with a jointly agreed credit policy and transaction-level data.',
            },
            {
              icon: 'shield',
              title: 'Credit insurers',
              body: 'Cover buyer risk across a diversified export portfolio. Our team handles limit requests, overdue reporting and claim files in a consistent, structured format.',
            },
            {
              icon: 'document',
              title: 'ERP and accounting software',
              body: 'Let your users see a finance offer next to their unpaid invoices, and submit them for funding, without leaving the software they already work in.',
            },
            {
              icon: 'globe',
              title: 'Trade and logistics platforms',
              body: 'B2B marketplaces, freight platforms and cross-border payment providers can offer buyer credit at checkout or early payment to sellers at dispatch.',
            },
            {
              icon: 'factory',
              title: 'Large corporates',
              body: 'Anchor a vendor or channel finance programme for your supply chain, funded by Northwind and its partners, without adding debt to your balance sheet.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Co-lending on trade receivables',
          body: 'In a co-lending arrangement, each partner funds an agreed share of every eligible transaction. Northwind sources and onboards the client, performs KYC and the credit assessment under a jointly approved policy, books the transaction and runs collections. Our partner reviews the file and funds its share.',
          points: [
            { text: 'A joint credit policy agreed up front: eligible sectors, buyer countries, tenors and concentration limits' },
            { text: 'Transaction-level data and daily reports on disbursals, collections and overdues' },
            { text: 'Arrangements structured to meet the regulatory framework that applies to each partner' },
            { text: 'One clear experience for the client, with every lender disclosed in the sanction documents' },
          ],
          media: 'partners',
          mediaSide: 'right',
        },
        {
          blockType: 'howItWorks',
          heading: 'Embedded finance in four steps',
          intro: 'For platforms that want to offer trade finance to their users without building a lending business.',
          steps: [
            {
              title: 'Connect through our APIs',
              body: 'APIs and webhooks cover onboarding, eligibility checks, invoice submission, disbursal and repayment status. A sandbox with test data lets your team build before any contract is signed.',
            },
            {
              title: 'Show an offer in context',
              body: 'With the user’s consent, we use the invoice and buyer data already on your platform to show an indicative amount next to eligible invoices or at checkout.',
            },
            {
              title: 'We underwrite and fund',
              body: 'Northwind and its lending partners run KYC, credit checks and documentation. Funds go straight to your user’s bank account, typically within 24 hours of approval.',
            },
            {
              title: 'Everyone sees the status',
              body: 'Users track every invoice inside your product. You receive monthly reports and the revenue share agreed in your partnership contract.',
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: 'What partners can expect from us',
          items: [
            {
              icon: 'check',
              title: 'Underwriting built for trade',
              body: 'Limits are set on each buyer as well as each seller, and every transaction is checked against shipping and tax records before funds move.',
            },
            {
              icon: 'document',
              title: 'Due diligence on request',
              body: 'Credit, KYC, AML, information security and collections policies are available to prospective partners, with audit rights written into our agreements.',
            },
            {
              icon: 'shield',
              title: 'Consent-led data sharing',
              body: 'Data moves between us only for the stated purpose, with the user’s consent and in line with the Digital Personal Data Protection Act, 2023.',
            },
            {
              icon: 'handshake',
              title: 'A named team',
              body: 'Each partnership gets a partnership manager, a credit contact and an integration engineer, with a fixed weekly review during launch.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Partnership questions',
          items: [
            {
              question: 'How long does it take to launch a partnership?',
              answer:
                'A referral or API integration can go live within a few weeks of signing. Co-lending usually takes longer because both credit committees, the legal documentation and the reporting set-up need to be agreed.',
            },
            {
              question: 'Do you need exclusivity?',
              answer:
                'No. Most of our partnerships are non-exclusive. Where a partner commits capital or distribution at scale, we discuss the terms case by case.',
            },
            {
              question: 'Who owns the customer relationship?',
              answer:
                'That is agreed at the start. On embedded programmes the user stays your customer and sees your brand first; on co-lending, both lenders are disclosed and Northwind services the account.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Let’s explore a partnership',
          body: 'Tell us who you are and what you have in mind: capital, cover or distribution. Our partnerships team will set up a first call within a week.',
          primary: { label: 'Contact the partnerships team', href: '/contact-us' },
          secondary: { label: 'About Northwind', href: '/about-us' },
        },
      ],
    },
  },
}

const ABOUT_US: PageSeed = {
  path: '/about-us',
  content: {
    'en-in': {
      title: 'About us',
      seo: {
        title: 'About Northwind Trade Finance India',
        description:
          'Northwind funds Indian exporters, importers and growing businesses against their invoices and orders. Learn about our mission, values and risk approach.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'About Northwind',
          headline: 'We finance trade so businesses can grow on the orders they win',
          subheadline:
            'Northwind Trade Finance gives exporters, importers and growing companies working capital against the invoices and orders they already have, so cash arrives when the goods move, not months later.',
          primaryCta: { label: 'Get financed', href: '#get-financed' },
          secondaryCta: { label: 'Work with us', href: '/careers' },
        },
        {
          blockType: 'mediaColumns',
          heading: 'Our mission: make the invoice enough',
          body: 'A manufacturer who ships to a buyer in Europe or the Americas often waits 60 to 120 days to be paid, while wages, raw materials and freight are paid up front. Traditional credit asks for property or fixed deposits that many growing firms do not have. We believe a sound invoice from a sound buyer should be enough to fund the next order.',
          points: [
            { text: 'Finance secured by trade, not by the promoter’s home' },
            { text: 'Decisions based on your buyers, your shipments and your GST data' },
            { text: 'Pricing agreed before you ship, with no surprises afterwards' },
          ],
          media: 'global',
          mediaSide: 'right',
        },
        {
          blockType: 'featureGrid',
          heading: 'What we do',
          intro: 'One partner across the trade cycle, from the purchase order to the day your buyer pays.',
          items: [
            {
              icon: 'globe',
              title: 'Export factoring',
              body: 'Up to 90% of each export invoice on shipment, with the overseas buyer’s credit risk assessed and collections handled by us.',
            },
            {
              icon: 'document',
              title: 'Purchase order financing',
              body: 'Funds for raw materials and production against a confirmed export order, before an invoice exists.',
            },
            {
              icon: 'chart',
              title: 'Invoice discounting',
              body: 'A platform where approved invoices are offered to several financiers, so the rate is set by competition.',
            },
            {
              icon: 'factory',
              title: 'Supply-chain programmes',
              body: 'Vendor finance, channel finance and early payment programmes that large companies run for their suppliers and distributors.',
            },
            {
              icon: 'truck',
              title: 'Import factoring',
              body: 'Overseas suppliers paid at dispatch, with the importer settling on extended terms once the goods have sold.',
            },
            {
              icon: 'wallet',
              title: 'Business loans',
              body: 'Collateral-free loans of up to INR 1 Cr for GST-registered businesses, decided on GST and bank data.',
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: 'What we value',
          items: [
            {
              icon: 'check',
              title: 'Say it plainly',
              body: 'Every rate, fee and condition is written in the termsheet before you sign. If we cannot fund something, we tell you quickly and explain why.',
            },
            {
              icon: 'clock',
              title: 'Respect the clock',
              body: 'A shipment waits for no one. We measure ourselves on how fast money reaches you after a clean set of documents, and we publish the timelines we commit to.',
            },
            {
              icon: 'handshake',
              title: 'Protect the relationship',
              body: 'Your buyer is your customer before they are our obligor. We collect politely, in their language and time zone, and never in a way that puts your next order at risk.',
            },
            {
              icon: 'shield',
              title: 'Lend responsibly',
              body: 'We would rather offer a smaller limit that you can use with confidence than a large one that strains your business.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'How we manage risk',
          intro: 'Trade finance only works if it is repaid. These are the disciplines that let us fund quickly and stay around for the long term.',
          steps: [
            {
              title: 'We underwrite the buyer as well as the seller',
              body: 'Each buyer gets its own credit limit, based on financial statements, trade references, payment history and, where available, credit reports from its home market.',
            },
            {
              title: 'We verify every transaction',
              body: 'Invoices are matched to shipping documents, e-invoices and GST records; bills of lading are checked with the carrier, and buyers acknowledge the assignment of invoices to us.',
            },
            {
              title: 'We spread and insure the risk',
              body: 'Limits cap our exposure to any one buyer, country or sector. Where it makes sense, buyer risk is covered by trade credit insurance, and we fund through our own balance sheet and regulated partners.',
            },
            {
              title: 'We keep credit independent',
              body: 'Credit decisions are taken by a credit team and committee that are separate from sales, and portfolios are reviewed every month for early warning signs.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'See what your invoices can unlock',
          body: 'Tell us about your buyers and your monthly sales. We will send an indicative termsheet within one business day.',
          primary: { label: 'Get financed', href: '#get-financed' },
          secondary: { label: 'Contact us', href: '/contact-us' },
        },
      ],
    },
    'es-mx': {
      title: 'Nosotros',
      seo: {
        title: 'Quiénes somos | Northwind Trade Finance México',
        description:
          'Northwind financia a exportadores e importadores mexicanos con base en sus facturas y pedidos. Conoce nuestra misión, valores y cómo administramos el riesgo.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Sobre Northwind',
          headline: 'Financiamos el comercio para que las empresas crezcan con los pedidos que ganan',
          subheadline:
            'Northwind Trade Finance da capital de trabajo a exportadores e importadores con base en las facturas y órdenes de compra que ya tienen, para que el dinero llegue cuando se mueve la mercancía y no meses después.',
          primaryCta: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondaryCta: { label: 'Contáctanos', href: '/contact-us' },
        },
        {
          blockType: 'mediaColumns',
          heading: 'Nuestra misión: que la factura sea suficiente',
          body: 'Una empresa mexicana que vende a Estados Unidos, Canadá o Europa suele esperar de 60 a 120 días para cobrar, mientras paga por adelantado nómina, insumos y fletes. El crédito tradicional pide garantías inmobiliarias que muchas empresas en crecimiento no tienen. Creemos que una factura sólida de un comprador sólido debe bastar para financiar el siguiente pedido.',
          points: [
            { text: 'Financiamiento respaldado por tus operaciones, no por tu patrimonio' },
            { text: 'Decisiones basadas en tus compradores y tus embarques' },
            { text: 'Costo pactado antes de embarcar, sin sorpresas después' },
          ],
          media: 'global',
          mediaSide: 'right',
        },
        {
          blockType: 'featureGrid',
          heading: 'Qué hacemos',
          intro: 'Un solo aliado a lo largo de tu ciclo comercial, desde la orden de compra hasta el día en que tu cliente paga.',
          items: [
            {
              icon: 'globe',
              title: 'Factoraje de exportación',
              body: 'Hasta el 90% de cada factura de exportación al embarcar, con evaluación del riesgo de tu comprador y cobranza a nuestro cargo.',
            },
            {
              icon: 'truck',
              title: 'Factoraje de importación',
              body: 'Pagamos a tus proveedores en el extranjero al embarque y tú liquidas con plazo, cuando ya vendiste la mercancía.',
            },
            {
              icon: 'document',
              title: 'Financiamiento de órdenes de compra',
              body: 'Recursos para materia prima y producción con una orden de compra confirmada, antes de facturar.',
            },
            {
              icon: 'handshake',
              title: 'Corredor India–México',
              body: 'Conectamos a compradores mexicanos con proveedores verificados en India y financiamos a ambas partes.',
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: 'Nuestros valores',
          items: [
            {
              icon: 'check',
              title: 'Hablar claro',
              body: 'Cada tasa, comisión y condición queda por escrito en la propuesta antes de firmar. Si no podemos financiar algo, te lo decimos pronto y te explicamos por qué.',
            },
            {
              icon: 'clock',
              title: 'Respetar los tiempos',
              body: 'Un embarque no espera. Nos medimos por la rapidez con la que llega el dinero una vez que tus documentos están completos.',
            },
            {
              icon: 'handshake',
              title: 'Cuidar la relación con tu cliente',
              body: 'Tu comprador es tu cliente antes que nuestro deudor. Cobramos con cortesía, en su idioma y su horario, sin poner en riesgo tu próximo pedido.',
            },
            {
              icon: 'shield',
              title: 'Financiar con responsabilidad',
              body: 'Preferimos ofrecerte una línea que puedas usar con tranquilidad antes que una demasiado grande que presione a tu empresa.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'Cómo administramos el riesgo',
          intro: 'El financiamiento al comercio solo funciona si se paga. Estas prácticas nos permiten financiar rápido y estar aquí a largo plazo.',
          steps: [
            {
              title: 'Evaluamos al comprador, no solo al vendedor',
              body: 'Cada comprador recibe su propia línea, con base en estados financieros, referencias comerciales, historial de pagos y, cuando existen, reportes de crédito de su país.',
            },
            {
              title: 'Verificamos cada operación',
              body: 'Cotejamos facturas (CFDI) con documentos de embarque y pedimentos, confirmamos los conocimientos de embarque con la naviera y el comprador reconoce la cesión de las facturas.',
            },
            {
              title: 'Diversificamos y aseguramos el riesgo',
              body: 'Los límites acotan nuestra exposición por comprador, país y sector. Cuando conviene, el riesgo del comprador se cubre con seguro de crédito y fondeamos con recursos propios y de socios financieros.',
            },
            {
              title: 'Mantenemos el crédito independiente',
              body: 'Las decisiones de crédito las toma un equipo y un comité separados del área comercial, y revisamos la cartera cada mes en busca de señales de alerta.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Descubre cuánto puedes liberar con tus facturas',
          body: 'Cuéntanos sobre tus compradores y tus ventas mensuales. Te enviamos una propuesta indicativa en un día hábil.',
          primary: { label: 'Obtener financiamiento', href: '#get-financed' },
          secondary: { label: 'Corredor India–México', href: '/india-mexico-connect' },
        },
      ],
    },
    'en-us': {
      title: 'About us',
      seo: {
        title: 'About Northwind Trade Finance USA',
        description:
          'Northwind builds supply-chain finance and import factoring programs for US companies and their suppliers. Our mission, values and how we manage risk.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'About Northwind',
          headline: 'We finance trade so supply chains keep moving',
          subheadline:
            'Northwind Trade Finance helps US buyers, importers and their suppliers turn approved invoices into cash, so suppliers are paid early and buyers keep the terms they need.',
          primaryCta: { label: 'Get financed', href: '#get-financed' },
          secondaryCta: { label: 'Careers', href: '/careers' },
        },
        {
          blockType: 'mediaColumns',
          heading: 'Our mission: working capital where the work happens',
          body: 'Large buyers need long payment terms to manage cash; their suppliers, often much smaller, need to be paid quickly to make the next delivery. That tension makes supply chains fragile. We use the buyer’s approval of an invoice to fund the supplier early at a cost based on the buyer’s credit, so both sides get what they need.',
          points: [
            { text: 'Suppliers paid in days, on invoices the buyer has already approved' },
            { text: 'Buyers keep, or extend, their payment terms' },
            { text: 'Pricing that reflects the strength of the buyer, not the size of the supplier' },
          ],
          media: 'enterprise',
          mediaSide: 'right',
        },
        {
          blockType: 'featureGrid',
          heading: 'What we do',
          items: [
            {
              icon: 'clock',
              title: 'Early payment programs',
              body: 'Buyers use surplus cash to pay approved invoices early in exchange for a discount, earning a return on short-term liquidity.',
            },
            {
              icon: 'factory',
              title: 'Vendor financing',
              body: 'Suppliers sell approved invoices to us and get paid in days, while the buyer pays on the original due date.',
            },
            {
              icon: 'handshake',
              title: 'Channel financing',
              body: 'Distributors and dealers get credit lines funded by us, so they can stock up and pay the manufacturer on time.',
            },
            {
              icon: 'truck',
              title: 'Import factoring',
              body: 'Overseas suppliers paid at shipment, with US importers settling on terms that match their sales cycle.',
            },
            {
              icon: 'globe',
              title: 'Global buyer support',
              body: 'Overseas sellers can offer US buyers open-account terms, with Northwind funding the invoice and collecting in the US.',
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: 'What we value',
          items: [
            {
              icon: 'check',
              title: 'Be straightforward',
              body: 'Every rate, fee and condition is in writing before you sign. If we cannot help, we say so early and explain why.',
            },
            {
              icon: 'clock',
              title: 'Move at the speed of business',
              body: 'We measure ourselves on how quickly suppliers are paid after an invoice is approved, and we commit to timelines in writing.',
            },
            {
              icon: 'handshake',
              title: 'Strengthen relationships',
              body: 'Programs should make a buyer a better customer to its suppliers. We onboard suppliers respectfully and support them in plain language.',
            },
            {
              icon: 'shield',
              title: 'Be responsible',
              body: 'We size programs to what a supply chain can carry and never encourage a business to take on more than it can repay.',
            },
          ],
        },
        {
          blockType: 'howItWorks',
          heading: 'How we manage risk',
          steps: [
            {
              title: 'We underwrite the obligor',
              body: 'Each program starts with a review of the buyer’s financial statements, payment behavior and industry, and a limit set for that buyer.',
            },
            {
              title: 'We verify every invoice',
              body: 'Only invoices the buyer has approved for payment are funded, and each one is checked for duplicates and matched to purchase orders and receipts.',
            },
            {
              title: 'We spread the risk',
              body: 'Limits cap exposure to any one buyer, industry or country. Where appropriate, credit insurance and funding partners share the risk with us.',
            },
            {
              title: 'We keep credit independent',
              body: 'Credit decisions are made by a credit team and committee separate from sales, and every portfolio is reviewed monthly.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Build a stronger supply chain',
          body: 'Tell us about your suppliers and your payment terms. We will model the working capital impact within one business day.',
          primary: { label: 'Get financed', href: '#get-financed' },
          secondary: { label: 'Contact us', href: '/contact-us' },
        },
      ],
    },
  },
}

const CAREERS: PageSeed = {
  path: '/careers',
  content: {
    'en-in': {
      title: 'Careers',
      seo: {
        title: 'Careers at Northwind Trade Finance India',
        description:
          'Join Northwind’s credit, operations, sales or engineering teams and help Indian exporters get paid faster. How we work, our benefits and how to apply.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Careers',
          headline: 'Build the finance that keeps trade moving',
          subheadline:
            'Every day our teams help an exporter ship a larger order, a supplier get paid on time or a distributor stock up for the season. If you like work with visible results, we would like to meet you.',
          primaryCta: { label: 'Learn about Northwind', href: '/about-us' },
        },
        {
          blockType: 'featureGrid',
          heading: 'How we work',
          items: [
            {
              icon: 'handshake',
              title: 'Close to the client',
              body: 'Everyone, including engineers, spends time with clients: on calls, at factory visits and at trade fairs. It is the fastest way to learn what actually matters.',
            },
            {
              icon: 'document',
              title: 'Write it down',
              body: 'Decisions, credit notes and designs are written so that anyone can understand the reasoning, disagree with it and improve it.',
            },
            {
              icon: 'shield',
              title: 'Credit discipline is everyone’s job',
              body: 'Sales, operations and technology all share responsibility for the quality of what we fund. Raising a concern early is always welcome.',
            },
            {
              icon: 'chart',
              title: 'Learn the trade',
              body: 'Incoterms, letters of credit, GST, customs and foreign exchange rules: you will learn how global trade really works, with colleagues who enjoy explaining it.',
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: 'Teams that hire',
          intro: 'We hire throughout the year. If your profile fits one of these teams, write to us even if no role is advertised.',
          items: [
            {
              icon: 'chart',
              title: 'Credit and risk',
              body: 'Assess exporters and their overseas buyers, write credit notes, set limits and monitor portfolios. Chartered accountants, MBAs in finance and credit analysts from banks or NBFCs do well here.',
            },
            {
              icon: 'document',
              title: 'Operations',
              body: 'Onboard clients, verify KYC and trade documents, run disbursals and collections across time zones. Attention to detail and knowledge of export documentation are prized.',
            },
            {
              icon: 'handshake',
              title: 'Sales and relationship management',
              body: 'Meet exporters, importers and corporates in industrial clusters, understand their cash cycle and structure the right facility. Regional languages are a real advantage.',
            },
            {
              icon: 'bolt',
              title: 'Engineering and data',
              body: 'Build the client platform, partner APIs, document processing and risk models. We work mainly in TypeScript and Python on cloud infrastructure, with a strong focus on security.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Benefits',
          body: 'We want people to do their best work for many years, so our benefits focus on health, growth and time away from work.',
          points: [
            { text: 'Group health insurance for you, your spouse, children and parents' },
            { text: 'Term life and personal accident cover' },
            { text: 'An annual learning budget for certifications, courses and books' },
            { text: 'Hybrid working with flexible hours around client commitments' },
            { text: 'Paid leave, parental leave and a set of festival holidays you choose yourself' },
          ],
          media: 'team',
          mediaSide: 'left',
        },
        {
          blockType: 'howItWorks',
          heading: 'How to apply',
          steps: [
            {
              title: 'E-mail your CV',
              body: 'Send your CV to careers@northwind.example, with the team you are interested in and your city in the subject line. A few lines on why trade finance interests you help a lot.',
            },
            {
              title: 'Introductory call',
              body: 'A 30-minute conversation with someone from the team to talk about your experience and answer your questions about the role.',
            },
            {
              title: 'A practical exercise',
              body: 'A short task close to the real work, such as reviewing a sample credit file, a set of shipping documents or a small piece of code. We keep it under three hours.',
            },
            {
              title: 'Meet the team and decide',
              body: 'You meet your future manager and colleagues. We aim to make a decision within two weeks of your first call and reply to every applicant.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Questions from applicants',
          items: [
            {
              question: 'Do you offer internships?',
              answer:
                'Yes, in credit, operations and engineering, usually for students in their final year. Write to careers@northwind.example with “Internship” in the subject line.',
            },
            {
              question: 'Do I need a background in trade finance?',
              answer:
                'Not for most roles. Curiosity, care for detail and a willingness to learn matter more. Credit roles do need experience in financial analysis.',
            },
            {
              question: 'Someone offered me a job at Northwind in exchange for a fee. Is it genuine?',
              answer:
                'No. Northwind never charges candidates for applications, interviews, training or offer letters, and all our communication comes from northwind.example addresses. Please report such offers to careers@northwind.example.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Send us your application',
          body: 'E-mail your CV to careers@northwind.example and tell us which team you would like to join. We read every application.',
          primary: { label: 'Learn more about us', href: '/about-us' },
          secondary: { label: 'Contact us', href: '/contact-us' },
        },
      ],
    },
    'en-us': {
      title: 'Careers',
      seo: {
        title: 'Careers at Northwind Trade Finance USA',
        description:
          'Join our credit, operations, sales or engineering team in the US and help companies pay suppliers faster. Learn how we work, our benefits and how to apply.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Careers',
          headline: 'Help build stronger supply chains',
          subheadline:
            'Our teams help manufacturers pay suppliers early, importers fund their next container and distributors stock up for the season. If you want work with visible, practical results, we would like to hear from you.',
          primaryCta: { label: 'Learn about Northwind', href: '/about-us' },
        },
        {
          blockType: 'featureGrid',
          heading: 'How we work',
          items: [
            {
              icon: 'handshake',
              title: 'Close to the customer',
              body: 'Everyone, engineers included, joins client calls and supplier onboarding sessions. Understanding how a treasury or procurement team works is part of the job.',
            },
            {
              icon: 'document',
              title: 'Write it down',
              body: 'Decisions, credit memos and designs are written so anyone can follow the reasoning, challenge it and improve it.',
            },
            {
              icon: 'shield',
              title: 'Own the outcome',
              body: 'Sales, operations and technology share responsibility for the quality of what we fund. Flagging a concern early is always the right move.',
            },
            {
              icon: 'chart',
              title: 'Keep learning',
              body: 'Payables, receivables, UCC filings, credit insurance and cross-border payments: you will learn how money actually moves through supply chains.',
            },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: 'Teams that hire',
          intro: 'We hire throughout the year. If your background fits one of these teams, reach out even if no role is posted.',
          items: [
            {
              icon: 'chart',
              title: 'Credit and risk',
              body: 'Analyze corporate buyers and their suppliers, write credit memos, set program limits and monitor portfolios. Experience in commercial lending, ratings or factoring is valued.',
            },
            {
              icon: 'document',
              title: 'Operations',
              body: 'Onboard suppliers, verify KYC and invoices, run funding and collections, and keep programs running smoothly for treasury teams.',
            },
            {
              icon: 'handshake',
              title: 'Sales and client success',
              body: 'Work with CFOs, treasurers and procurement leaders to design early payment, vendor and channel programs, then help them grow supplier adoption.',
            },
            {
              icon: 'bolt',
              title: 'Engineering and data',
              body: 'Build our client platform, ERP integrations, document processing and risk models. We work mainly in TypeScript and Python on cloud infrastructure, with security at the center.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Benefits',
          body: 'We want people to stay and grow with us, so our benefits focus on health, financial security and time to recharge.',
          points: [
            { text: 'Medical, dental and vision coverage for you and your dependents' },
            { text: 'A 401(k) retirement plan' },
            { text: 'Paid time off, paid holidays and paid parental leave' },
            { text: 'An annual learning budget for certifications, courses and conferences' },
            { text: 'Hybrid work with flexible hours' },
          ],
          media: 'team',
          mediaSide: 'left',
        },
        {
          blockType: 'howItWorks',
          heading: 'How to apply',
          steps: [
            {
              title: 'Email your resume',
              body: 'Send your resume to careers@northwind.example with the team you are interested in and your location in the subject line. A short note on why you are interested helps.',
            },
            {
              title: 'Intro call',
              body: 'A 30-minute conversation with someone from the team about your experience and the role.',
            },
            {
              title: 'Practical exercise',
              body: 'A short task close to the real work, such as a sample credit memo, a supplier onboarding scenario or a small coding exercise. We keep it under three hours.',
            },
            {
              title: 'Meet the team',
              body: 'You meet your future manager and colleagues. We aim to decide within two weeks of your first call, and we reply to every applicant.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Questions from applicants',
          items: [
            {
              question: 'Are you an equal opportunity employer?',
              answer:
                'Yes. We hire without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other protected characteristic, and we provide reasonable accommodations on request.',
            },
            {
              question: 'Do I need a background in trade finance?',
              answer:
                'Not for most roles. Curiosity, attention to detail and a willingness to learn matter more. Credit roles do require experience in financial analysis.',
            },
            {
              question: 'Someone offered me a job at Northwind but asked for payment. Is it real?',
              answer:
                'No. We never charge candidates for applications, interviews, equipment or training, and all our recruiters write from northwind.example addresses. Please report such offers to careers@northwind.example.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Send us your application',
          body: 'Email your resume to careers@northwind.example and tell us which team you would like to join. We read every application.',
          primary: { label: 'Learn more about us', href: '/about-us' },
          secondary: { label: 'Contact us', href: '/contact-us' },
        },
      ],
    },
  },
}

const COMPLIANCE: PageSeed = {
  path: '/compliance',
  content: {
    'en-in': {
      title: 'Compliance',
      seo: {
        title: 'Compliance, KYC and grievance redressal | Northwind',
        description:
          'How Northwind approaches KYC and anti-money laundering, data protection and fair practices, how to raise a grievance and how to report suspected fraud.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Compliance',
          headline: 'How we protect your business, your data and the financial system',
          subheadline:
            'Trade finance moves money across borders, so it has to be done carefully. This page explains how we verify clients, handle personal data, treat customers fairly and resolve complaints.',
          primaryCta: { label: 'Contact us', href: '/contact-us' },
          secondaryCta: { label: 'Privacy policy', href: '/privacy-policy' },
        },
        {
          blockType: 'featureGrid',
          heading: 'Our commitments',
          items: [
            {
              icon: 'check',
              title: 'Know your customer',
              body: 'Every client, its promoters and beneficial owners are identified and verified before any funds move.',
            },
            {
              icon: 'shield',
              title: 'Anti-money laundering',
              body: 'Transactions are screened and monitored, and suspicious activity is reported as the law requires.',
            },
            {
              icon: 'document',
              title: 'Data protection',
              body: 'Personal data is collected for clear purposes, kept secure and handled in line with the Digital Personal Data Protection Act, 2023.',
            },
            {
              icon: 'handshake',
              title: 'Fair practices',
              body: 'Clear terms, transparent pricing and respectful collections, written into a fair practices code our staff are trained on.',
            },
            {
              icon: 'clock',
              title: 'Grievance redressal',
              body: 'A named Grievance Officer and fixed timelines for every complaint, with escalation if you are not satisfied.',
            },
            {
              icon: 'bolt',
              title: 'Fraud prevention',
              body: 'Controls against impersonation, fake invoices and payment diversion, and a simple way to report anything suspicious.',
            },
          ],
        },
        {
          blockType: 'richText',
          content: doc(
            h2('Know your customer and anti-money laundering'),
            p(
              'Before we fund a business, we verify who it is, who owns and controls it and what it trades. We follow a risk-based approach aligned with the Prevention of Money-Laundering Act, 2002 and the rules and directions that apply to the regulated entities we work with.',
            ),
            ul([
              '**Business verification:** certificate of incorporation or partnership deed, PAN, GST registration and, for exporters and importers, the Importer Exporter Code (IEC).',
              '**People behind the business:** identity and address verification of directors, partners, authorised signatories and beneficial owners, using officially valid documents and digital verification where permitted.',
              '**Screening:** clients, beneficial owners and overseas buyers are checked against sanctions and watch lists before onboarding and on an ongoing basis.',
              '**Transaction monitoring:** invoices are matched to shipping documents, GST records and bank credits; unusual patterns such as round-tripping, circular trading or over-invoicing are investigated.',
              '**Record keeping:** KYC and transaction records are kept for the period the law requires after the relationship ends.',
            ]),
            p(
              'We may ask for updated documents periodically or when something changes. We will never ask you to share passwords, OTPs or PINs as part of KYC.',
            ),
            h2('Data protection'),
            p(
              'We process personal data of the people we deal with (founders, directors, employees of clients, partners and website visitors) only for specified purposes, with consent or another ground permitted by the Digital Personal Data Protection Act, 2023. We collect only what we need, keep it no longer than necessary and protect it with access controls, encryption and regular security reviews.',
            ),
            p(
              'You can ask to access, correct or erase your personal data, withdraw consent or nominate another person to exercise your rights. Our privacy policy explains how, and the Grievance Officer below also handles data protection requests.',
            ),
            h2('Fair practices code'),
            p('Our fair practices code sets the standard for how we deal with every client. In summary:'),
            ul([
              'We explain our products in plain language and, on request, in a language you understand.',
              'Every sanction letter or termsheet states the amount, the discount rate, all fees and charges, the tenor and the conditions in writing, before you accept.',
              'We inform you of the outcome of your application within a reasonable time and, if we decline it, share the main reasons on request.',
              'We give you notice before changing any rate, fee or term, and changes never apply retrospectively.',
              'Collections are courteous: we contact you and your buyers at reasonable hours, never use intimidation or harassment, and our collection partners follow the same code.',
              'We do not discriminate on the basis of gender, caste, religion or disability.',
              'Documents and security you give us are returned or released promptly once all dues are settled.',
            ]),
            h3('Lending partners'),
            p(
              'Some facilities are funded by or together with regulated lending partners. Where that is the case, the partner is named in your sanction documents and its own fair practices code and grievance process also apply.',
            ),
          ),
        },
        {
          blockType: 'howItWorks',
          heading: 'How to raise a grievance',
          intro: 'We want to fix problems quickly. If something has gone wrong, these are the steps and the timelines we commit to.',
          steps: [
            {
              title: 'Tell your relationship manager',
              body: 'Most issues are resolved fastest by your relationship manager, or through the service request option in the Northwind app. We acknowledge within one business day.',
            },
            {
              title: 'Write to the Grievance Officer',
              body: 'If the issue is not resolved within 7 days, or you are unhappy with the answer, write to our Grievance Officer at grievance@northwind.example with your name, company and reference number.',
            },
            {
              title: 'Receive a reasoned reply',
              body: 'The Grievance Officer acknowledges your complaint within two business days and sends a written, reasoned reply within 30 days at the latest.',
            },
            {
              title: 'Escalate if you are not satisfied',
              body: 'If you are not satisfied, or have no reply within 30 days, you may approach the ombudsman or authority that applies to the service, such as the Reserve Bank of India’s ombudsman scheme for regulated entities or the Data Protection Board of India for data matters.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'Reporting fraud',
          items: [
            {
              question: 'How can I tell if a message really comes from Northwind?',
              answer:
                'We write only from northwind.example addresses, we never ask for OTPs, passwords or PINs, and we never ask for fees to be paid before sanction or into a personal account.',
            },
            {
              question: 'I was asked to change the bank account for repayments. What should I do?',
              answer:
                'Do not pay. Our collection accounts are stated in your agreement and change only with written notice that we confirm by phone. Call your relationship manager on a number you already know.',
            },
            {
              question: 'How do I report suspected fraud in Northwind’s name?',
              answer:
                'Write to grievance@northwind.example with screenshots, numbers and e-mail addresses involved. If you have lost money, also report it at once to the national cyber crime helpline 1930 or cybercrime.gov.in and to your bank.',
            },
            {
              question: 'I want to report an employee or partner who acted improperly.',
              answer:
                'Write to the Grievance Officer. Reports are handled confidentially, and we do not tolerate retaliation against anyone who raises a concern in good faith.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Questions about compliance?',
          body: 'Write to our Grievance Officer at grievance@northwind.example, or use our contact page for general questions about KYC, documents or data protection.',
          primary: { label: 'Contact us', href: '/contact-us' },
          secondary: { label: 'Terms and conditions', href: '/terms-and-conditions' },
        },
      ],
    },
  },
}

export const COMPANY_PAGES: PageSeed[] = [CONTACT_US, PARTNER_PROGRAM, PARTNERSHIP, ABOUT_US, CAREERS, COMPLIANCE]
