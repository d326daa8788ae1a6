import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PageSeed } from '../../types'
import { cookieSectionBlock } from '../../cookie-section'

/*
 * Legal pages. The policies are template text for the demo brand: an operator must have them reviewed
 * by counsel (and fill in the effective date) before the site goes live.
 */

const PRIVACY_POLICY: PageSeed = {
  path: '/privacy-policy',
  hideGetFinancedTab: true,
  content: {
    'en-in': {
      title: 'Privacy policy',
      seo: {
        title: 'Privacy policy | Northwind Trade Finance India',
        description: 'How Northwind Trade Finance collects, uses, shares and protects personal data on this website, and your rights under the DPDP Act, 2023.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Legal',
          headline: 'Privacy policy',
          subheadline:
            'How we collect, use and protect personal data when you visit this website, fill in a form or verify your phone number, and how you can exercise your rights under Indian law.',
        },
        {
          blockType: 'richText',
          content: doc(
            p(
              '**Template notice:** this policy is template text for the Northwind Trade Finance demo brand. It must be reviewed and adapted by qualified legal counsel, and the effective date completed, before this website is published.',
            ),
            p('Effective date: to be completed on publication.'),
            h2('1. Who we are'),
            p(
              'This website is operated by Northwind Trade Finance ("Northwind", "we", "us"). For the personal data described in this policy, we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"). Our registered office address is shown in the footer of every page.',
            ),
            h2('2. What this policy covers'),
            p(
              'This policy covers personal data we process through this website: the forms you fill in, the phone verification codes we send, and the cookies and similar technologies we use. It does not cover the Northwind client application that you reach through the Login and Signup links, or any financing agreement you sign with us; those have their own privacy notices and terms.',
            ),
            h2('3. Personal data we collect'),
            h3('Information you give us through forms'),
            p('When you ask for financing, request a termsheet, a guide or a call back, apply to our partner programme or contact us, we collect:'),
            ul([
              'your name, business e-mail address and mobile number;',
              'your company name, business type and website;',
              'details of your financing need, such as whether you trade domestically or export, the amount you are looking for, your turnover and how soon you need funds;',
              'anything else you choose to write in a message; and',
              'the address of the page on which you submitted the form.',
            ]),
            p('Please do not send us sensitive information, such as bank passwords, through website forms.'),
            h3('Phone verification codes'),
            p(
              'Some forms ask you to verify your mobile number with a one-time code sent by SMS or WhatsApp. To do this we process your phone number, the code, the time it was sent and whether verification succeeded. Codes are valid for a few minutes only. After verification we keep a record that your number was verified, not the code itself.',
            ),
            h3('Information collected automatically'),
            ul([
              'device and browser information, IP address and approximate location derived from it;',
              'pages visited, links clicked, the site that referred you and the time spent on each page;',
              'signals used by our captcha service to tell people from automated bots; and',
              'session-replay data showing how pages are used (scrolling, clicks and mouse movements). Text typed into form fields is masked and not recorded by this tool.',
            ]),
            h3('Information from other sources'),
            p(
              'When you ask for finance, we may look up your business on public registers, such as the GST portal and the company register, to confirm the details you gave us. Referral partners may pass us your contact details if you asked them to introduce you.',
            ),
            h2('4. Why we use personal data and on what basis'),
            p(
              'We process personal data on the basis of your consent, which you give when you submit a form, or for a legitimate use permitted by the DPDP Act, such as complying with law. We use it to:',
            ),
            ul([
              'respond to your enquiry, call you back and assess which of our products suits your business;',
              'prepare indicative termsheets and, if you proceed, begin onboarding;',
              'verify that a phone number belongs to the person submitting the form and prevent spam and fraud;',
              'send you information about our products, guides and events, where you have agreed to receive it;',
              'measure and improve how the website works; and',
              'comply with legal obligations and respond to lawful requests from authorities.',
            ]),
          ),
        },
        cookieSectionBlock('en-in'),
        {
          blockType: 'richText',
          content: doc(
            h2('6. Who we share personal data with'),
            p('We do not sell personal data. We share it only with:'),
            ul([
              '**Data Processors** acting on our instructions: hosting and cloud providers, customer relationship management software, SMS and WhatsApp messaging providers, e-mail providers, analytics and captcha services;',
              '**lending partners and credit insurers**, only when you ask us to arrange finance and only the information they need to assess it;',
              '**referral partners** who introduced you, limited to the status of your enquiry, unless you agree to share more;',
              '**professional advisers**, such as auditors and lawyers, under a duty of confidentiality; and',
              '**government and regulatory authorities, courts or law enforcement**, where the law requires it.',
            ]),
            h2('7. Transfers outside India'),
            p(
              'Some of our service providers process data outside India. We transfer personal data only to countries that are not restricted by the Central Government under the DPDP Act, and we require providers to protect it to the standard described in this policy.',
            ),
            h2('8. How long we keep personal data'),
            ul([
              'Enquiries that do not lead to a client relationship: up to 24 months after our last contact with you, then deleted or anonymised.',
              'Phone verification records: up to 12 months; the codes themselves expire within minutes.',
              'Analytics and session-replay data: up to 14 months.',
              'If you become a client, KYC and transaction records are kept for the period required by anti-money laundering and other laws after the relationship ends.',
            ]),
            p('We delete personal data sooner if you withdraw consent and no law requires us to keep it.'),
            h2('9. How we protect personal data'),
            p(
              'We use reasonable security safeguards to prevent personal data breaches, including encryption in transit, access controls based on role, logging of access, and regular reviews of our service providers. If a personal data breach occurs, we will inform the Data Protection Board of India and affected individuals as the DPDP Act requires.',
            ),
            h2('10. Your rights'),
            p('Under the DPDP Act, you have the right to:'),
            ul([
              '**access** a summary of the personal data we process about you and the processing activities, and the identities of those we have shared it with;',
              '**correction, completion, updating and erasure** of your personal data;',
              '**withdraw consent** at any time, as easily as you gave it; withdrawal does not affect processing already carried out;',
              '**grievance redressal** through our Grievance Officer; and',
              '**nominate** another person to exercise your rights in the event of your death or incapacity.',
            ]),
            p(
              'To exercise a right, write to the Grievance Officer at the address below. We may need to verify your identity before acting on your request. You also have duties under the DPDP Act, including not to provide false information or impersonate another person.',
            ),
            h2('11. Children'),
            p(
              'This website is meant for businesses and is not directed at anyone under 18. We do not knowingly collect personal data of children. If you believe a child has given us personal data, please contact us and we will delete it.',
            ),
            h2('12. Marketing communications'),
            p(
              'You can stop marketing e-mails at any time with the unsubscribe link in each e-mail, and ask us to stop marketing calls or messages by writing to us. We will still contact you about an enquiry you have made or a service you use.',
            ),
            h2('13. Grievance Officer and contact'),
            p(
              'For questions, requests or complaints about personal data, write to our Grievance Officer at **grievance@northwind.example**. We will acknowledge your request promptly and respond within the time the law requires. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
            ),
            h2('14. Changes to this policy'),
            p(
              'We may update this policy when our practices or the law change. We will publish the new version on this page with its effective date and, where changes are significant, tell you through the website or by e-mail.',
            ),
          ),
        },
      ],
    },
    'es-mx': {
      title: 'Aviso de privacidad',
      seo: {
        title: 'Aviso de privacidad | Northwind Trade Finance México',
        description:
          'Conoce qué datos personales recaba Northwind en este sitio, para qué los usa, con quién los comparte y cómo ejercer tus derechos ARCO conforme a la LFPDPPP.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Legal',
          headline: 'Aviso de privacidad integral',
          subheadline:
            'Cómo tratamos tus datos personales cuando visitas este sitio, llenas un formulario o verificas tu número de teléfono, y cómo puedes ejercer tus derechos conforme a la legislación mexicana.',
        },
        {
          blockType: 'richText',
          content: doc(
            p(
              '**Aviso sobre esta plantilla:** este aviso es un texto modelo de la marca de demostración Northwind Trade Finance. Debe ser revisado y adaptado por un abogado calificado, y completarse su fecha de entrada en vigor, antes de publicar este sitio.',
            ),
            p('Última actualización: se completará al publicarse.'),
            h2('1. Identidad y domicilio del responsable'),
            p(
              'Northwind Trade Finance («Northwind», «nosotros») es responsable del tratamiento de los datos personales que recabamos a través de este sitio, en términos de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (la «LFPDPPP») y su normativa aplicable. Nuestro domicilio es el que aparece al pie de cada página de este sitio.',
            ),
            h2('2. Datos personales que recabamos'),
            h3('Datos que nos proporcionas en formularios'),
            p('Cuando solicitas financiamiento, una propuesta, una llamada o información sobre el programa de socios o el corredor India–México, recabamos:'),
            ul([
              'datos de identificación y contacto: nombre, correo electrónico empresarial y teléfono con clave de país;',
              'datos laborales: nombre de tu empresa, tipo de empresa y sitio web;',
              'datos sobre tu necesidad de financiamiento, como el monto requerido; y',
              'la dirección de la página desde la que enviaste el formulario.',
            ]),
            p(
              'No recabamos datos personales sensibles. Si actúas como persona física con actividad empresarial, los datos de tu negocio pueden considerarse datos patrimoniales o financieros; los tratamos con las mismas medidas de seguridad.',
            ),
            h3('Códigos de verificación'),
            p(
              'Algunos formularios te piden verificar tu teléfono con un código de un solo uso enviado por SMS o WhatsApp. Para ello tratamos tu número, el código, la hora de envío y el resultado de la verificación. El código vence en pocos minutos; después solo conservamos el registro de que tu número fue verificado.',
            ),
            h3('Datos que se recaban de forma automática'),
            p(
              'Usamos cookies, web beacons, almacenamiento local y tecnologías similares para obtener tu dirección IP, tipo de dispositivo y navegador, páginas visitadas, sitio de procedencia, ubicación aproximada y la forma en que navegas (clics, desplazamiento y movimientos del cursor). El texto que escribes en los formularios se oculta y no se graba en las herramientas de reproducción de sesiones.',
            ),
            h2('3. Finalidades del tratamiento'),
            h3('Finalidades primarias'),
            p('Son necesarias para atender tu solicitud:'),
            ul([
              'contactarte y dar seguimiento a tu solicitud de información o financiamiento;',
              'evaluar qué producto se ajusta a tu empresa y elaborar una propuesta indicativa;',
              'verificar que el teléfono pertenece a quien envía el formulario y prevenir fraudes y spam;',
              'en su caso, iniciar el proceso de alta como cliente o socio; y',
              'cumplir obligaciones legales y atender requerimientos de autoridades competentes.',
            ]),
            h3('Finalidades secundarias'),
            p('No son necesarias para atender tu solicitud, pero nos ayudan a darte un mejor servicio:'),
            ul([
              'enviarte información sobre productos, guías, eventos y promociones;',
              'realizar encuestas de satisfacción; y',
              'elaborar estadísticas y medir la eficacia de nuestras campañas.',
            ]),
            p(
              'Si no deseas que tratemos tus datos para las finalidades secundarias, escríbenos al correo indicado en la sección 9. Tu negativa no será motivo para dejar de atender tu solicitud.',
            ),
          ),
        },
        cookieSectionBlock('es-mx'),
        {
          blockType: 'richText',
          content: doc(
            h2('5. Transferencias y remisiones de datos'),
            p('No vendemos tus datos personales. Los compartimos únicamente en estos casos:'),
            ul([
              '**Encargados** que nos prestan servicios por nuestra cuenta (alojamiento, CRM, mensajería SMS y WhatsApp, correo electrónico, analítica y captcha), obligados a tratarlos conforme a este aviso.',
              '**Socios financieros y aseguradoras de crédito**, cuando nos pides gestionar un financiamiento, con la información necesaria para evaluarlo; esta transferencia es necesaria para atender la relación que solicitas.',
              '**Empresas del corredor India–México**, como proveedores indios, solo si nos pides que te pongamos en contacto con ellos.',
              '**Autoridades competentes**, cuando una ley o una orden judicial lo exija.',
            ]),
            p(
              'Algunos encargados pueden tratar datos fuera de México. Cuando una transferencia requiera tu consentimiento conforme a la LFPDPPP, te lo solicitaremos antes de realizarla.',
            ),
            h2('6. Conservación'),
            p(
              'Conservamos los datos de solicitudes que no se conviertan en una relación comercial hasta por 24 meses desde nuestro último contacto, los registros de verificación telefónica hasta por 12 meses y los datos de analítica hasta por 14 meses. Después los bloqueamos y suprimimos de forma segura, salvo que una ley nos obligue a conservarlos por más tiempo.',
            ),
            h2('7. Medidas de seguridad'),
            p(
              'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados, como cifrado en tránsito, control de accesos por rol y revisiones periódicas de nuestros proveedores.',
            ),
            h2('8. Derechos ARCO, revocación del consentimiento y limitación del uso'),
            p('Tienes derecho a:'),
            ul([
              '**Acceso:** conocer qué datos personales tenemos sobre ti y cómo los tratamos.',
              '**Rectificación:** solicitar que corrijamos tus datos si son inexactos o están incompletos.',
              '**Cancelación:** pedir que eliminemos tus datos cuando consideres que no se tratan conforme a la ley.',
              '**Oposición:** oponerte al tratamiento de tus datos para fines específicos.',
            ]),
            p(
              'También puedes revocar el consentimiento que nos hayas dado y limitar el uso o divulgación de tus datos, por ejemplo para dejar de recibir publicidad. Además, puedes inscribirte en el Registro Público para Evitar Publicidad para limitar llamadas y mensajes publicitarios.',
            ),
            h2('9. Cómo ejercer tus derechos'),
            p('Envía tu solicitud al correo **privacy@northwind.example** con la siguiente información:'),
            ul([
              'tu nombre y un correo electrónico u otro medio para comunicarte la respuesta;',
              'una copia de tu identificación oficial o, si actúas por otra persona, el documento que acredite tu representación;',
              'la descripción clara del derecho que quieres ejercer y de los datos involucrados; y',
              'cualquier otro elemento que nos ayude a localizar tus datos; en caso de rectificación, indica las correcciones y adjunta la documentación que las respalde.',
            ]),
            p(
              'Te comunicaremos nuestra respuesta en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud completa y, si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes. Estos plazos podrán ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen.',
            ),
            h2('10. Menores de edad'),
            p('Este sitio está dirigido a empresas. No recabamos a sabiendas datos de menores de 18 años; si detectamos que lo hicimos, los eliminaremos.'),
            h2('11. Cambios al aviso de privacidad'),
            p(
              'Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas. Publicaremos la versión vigente en esta página con su fecha de actualización.',
            ),
            h2('12. Autoridad'),
            p(
              'Si consideras que tu derecho a la protección de datos personales ha sido vulnerado, puedes acudir ante la autoridad competente en materia de protección de datos personales en México.',
            ),
          ),
        },
      ],
    },
    'en-us': {
      title: 'Privacy policy',
      seo: {
        title: 'Privacy policy | Northwind Trade Finance USA',
        description:
          'What personal information Northwind collects on this website, how it is used and shared, and the privacy rights available to you under US state laws.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Legal',
          headline: 'Privacy policy',
          subheadline:
            'How we collect, use and protect personal information when you visit this website, submit a form or verify your phone number, and the choices and rights you have.',
        },
        {
          blockType: 'richText',
          content: doc(
            p(
              '**Template notice:** this policy is template text for the Northwind Trade Finance demo brand. It must be reviewed and adapted by qualified legal counsel, and the effective date completed, before this website is published.',
            ),
            p('Effective date: to be completed on publication.'),
            h2('1. Who we are and what this policy covers'),
            p(
              'Northwind Trade Finance ("Northwind", "we", "us") provides trade and supply-chain finance to businesses. This policy explains how we handle personal information collected through this website, including forms, phone verification codes, cookies and analytics. It does not cover the Northwind client platform reached through the Login and Signup links, or financing agreements, which have their own notices and terms.',
            ),
            h2('2. Information we collect'),
            h3('Information you provide'),
            ul([
              '**Identifiers and contact details:** name, business email address and phone number.',
              '**Professional information:** company name, company type, job role and website.',
              '**Commercial information:** the type and amount of financing you are interested in and anything you tell us in a message.',
              '**Form context:** the page from which you submitted the form.',
            ]),
            h3('Phone verification'),
            p(
              'Some forms ask you to verify your phone number with a one-time code sent by text message or WhatsApp. We process your number, the code, the time it was sent and the result. Codes expire within minutes; afterwards we keep only a record that the number was verified. Message and data rates may apply. We send these codes only when you request them.',
            ),
            h3('Information collected automatically'),
            ul([
              '**Internet activity:** IP address, browser and device type, pages viewed, links clicked, referring site and time on page.',
              '**Approximate location** derived from your IP address.',
              '**Session replay:** recordings of how pages are used (clicks, scrolling, mouse movement). Text typed into form fields is masked.',
              '**Bot protection signals** collected by our captcha provider to distinguish people from automated traffic.',
            ]),
            p('We do not collect sensitive personal information such as Social Security numbers or financial account credentials through this website.'),
            h2('3. How we use personal information'),
            ul([
              'to respond to your inquiry, contact you and assess which of our programs fits your business;',
              'to prepare indicative proposals and, if you proceed, begin onboarding;',
              'to verify phone numbers and protect our forms against fraud and abuse;',
              'to send you information about our services and events, which you can opt out of at any time;',
              'to measure and improve the website and our marketing; and',
              'to comply with legal obligations and enforce our terms.',
            ]),
            h2('4. How we disclose personal information'),
            p('We do not sell personal information. We disclose it only to:'),
            ul([
              '**service providers** that process it on our behalf under contract: hosting, CRM, messaging, email, analytics and captcha providers;',
              '**funding partners and credit insurers**, when you ask us to arrange financing, limited to what they need to assess it;',
              '**professional advisers** such as auditors and lawyers;',
              '**authorities**, when required by law, subpoena or court order, or to protect our rights and the safety of others; and',
              '**a successor**, in connection with a merger, acquisition or sale of assets, subject to this policy.',
            ]),
          ),
        },
        cookieSectionBlock('en-us'),
        {
          blockType: 'richText',
          content: doc(
            h2('6. How long we keep information'),
            ul([
              'Inquiries that do not lead to a business relationship: up to 24 months after our last contact.',
              'Phone verification records: up to 12 months.',
              'Analytics and session-replay data: up to 14 months.',
              'Client records: for as long as required by applicable law and our regulatory obligations after the relationship ends.',
            ]),
            h2('7. Security'),
            p(
              'We use administrative, technical and physical safeguards appropriate to the information we hold, including encryption in transit, role-based access controls and vendor reviews. No system is perfectly secure, so please do not send sensitive information through website forms.',
            ),
            h2('8. Your privacy rights'),
            p('Depending on the state where you live, including California, you may have the right to:'),
            ul([
              '**know and access** the categories and specific pieces of personal information we have collected about you, the sources, the purposes and the categories of recipients;',
              '**delete** personal information we collected from you, subject to legal exceptions;',
              '**correct** inaccurate personal information;',
              '**opt out** of the sale of personal information, the sharing of it for cross-context behavioral advertising, and targeted advertising; and',
              '**not be discriminated against** for exercising any of these rights.',
            ]),
            p(
              'To make a request, email **privacy@northwind.example**. We will verify your request by matching information you provide with the information we hold, and respond within the time required by law (generally 45 days). You may use an authorized agent, who must provide proof of your authorization. If we deny your request, you may appeal by replying to our decision; we will respond to appeals as your state law requires.',
            ),
            h2('9. Notice at collection for California residents'),
            p(
              'In the last 12 months we have collected the categories described in section 2: identifiers, professional information, commercial information, internet activity and approximate geolocation, for the purposes in section 3, and kept them for the periods in section 6. We have not sold personal information, we do not knowingly sell or share the personal information of consumers under 16, and we do not use sensitive personal information to infer characteristics.',
            ),
            h2('10. Children'),
            p(
              'This website is for businesses and is not directed at children under 13. We do not knowingly collect personal information from children. If you believe we have, contact us and we will delete it.',
            ),
            h2('11. International visitors'),
            p(
              'Northwind operates in several countries, and our service providers may process information outside the United States. Where we transfer personal information internationally, we use contractual and technical safeguards to protect it.',
            ),
            h2('12. Changes and contact'),
            p(
              'We may update this policy from time to time and will post the new version here with its effective date. For questions about this policy or our privacy practices, email privacy@northwind.example or write to us at the office address shown at the bottom of this page.',
            ),
          ),
        },
      ],
    },
  },
}

const TERMS: PageSeed = {
  path: '/terms-and-conditions',
  hideGetFinancedTab: true,
  content: {
    'en-in': {
      title: 'Terms and conditions',
      seo: {
        title: 'Terms and conditions | Northwind Trade Finance India',
        description:
          'The terms that apply when you use the Northwind Trade Finance website in India, submit an enquiry, verify your phone number or rely on information on the site.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Legal',
          headline: 'Terms and conditions',
          subheadline: 'The rules for using this website, submitting an enquiry and relying on the information we publish.',
        },
        {
          blockType: 'richText',
          content: doc(
            p(
              '**Template notice:** these terms are template text for the Northwind Trade Finance demo brand. They must be reviewed and adapted by qualified legal counsel, and the effective date completed, before this website is published.',
            ),
            p('Effective date: to be completed on publication.'),
            h2('1. About these terms'),
            p(
              'These terms govern your use of this website, operated by Northwind Trade Finance ("Northwind", "we", "us"). By using the website or submitting a form, you agree to them. If you use the website on behalf of a business, you confirm that you are authorised to accept these terms for it. If you do not agree, please do not use the website.',
            ),
            h2('2. Information only, not an offer'),
            p(
              'Content on this website describes our products in general terms. It is not an offer, commitment or sanction of finance, and it is not legal, tax, accounting or investment advice. Any finance is subject to our eligibility criteria, KYC and credit assessment, buyer approval where relevant, and signed agreements. Only those agreements set out the binding terms of a facility.',
            ),
            p(
              'Figures such as "up to 95% of invoice value within 24 hours" and "up to 90% on shipment" are maximums. The actual advance, pricing and timing depend on your business, your buyers and the documents provided, and timelines apply after onboarding and approval.',
            ),
            h2('3. Indicative termsheets and estimates'),
            p(
              'An indicative termsheet, quote or estimate we share after an enquiry is based on the information you give us at that time. It is not binding on either party and may change after we complete our assessment. Any calculators, code look-ups or guides we publish provide general estimates only; check important figures independently before relying on them.',
            ),
            h2('4. Your submissions'),
            ul([
              'The information you submit must be accurate, complete and your own, or you must be authorised to share it.',
              'Use your official business e-mail address where a form asks for it; we may decline enquiries from generic or disposable addresses.',
              'Do not submit sensitive information such as passwords, PINs or OTPs for other services.',
              'We may decline or not respond to any enquiry, including where we cannot verify it.',
            ]),
            h2('5. Consent to be contacted'),
            p(
              'By submitting a form, you agree that we, and lending partners we introduce with your consent, may contact you about your enquiry by phone, SMS, WhatsApp or e-mail, including on a number registered on the National Customer Preference Register, to the extent permitted by law. You can ask us to stop marketing communications at any time; we will still contact you about an enquiry or service you have asked for.',
            ),
            h2('6. Phone verification'),
            p(
              'Some forms require you to verify your mobile number with a one-time code. Request codes only for a number you own or are authorised to use, do not share codes with anyone, and note that each code expires after a short time. We may limit the number of codes sent to prevent abuse.',
            ),
            h2('7. Acceptable use'),
            p('You must not:'),
            ul([
              'use the website for any unlawful or fraudulent purpose, or impersonate any person or business;',
              'submit false invoices, documents or information;',
              'attempt to gain unauthorised access to the website, our systems or other users’ data, or bypass security measures such as captcha;',
              'use bots, scrapers or other automated means to access or copy the website, except search engines indexing public pages; or',
              'introduce malware or do anything that disrupts or overloads the website.',
            ]),
            h2('8. Intellectual property'),
            p(
              'The website, its content, design, logos and software belong to Northwind or its licensors. You may view and print pages for your own business use. You may not copy, modify, distribute or commercially exploit any part of the website without our prior written permission.',
            ),
            h2('9. The client application and third-party services'),
            p(
              'The Login and Signup links open the Northwind client application, which is governed by its own terms and privacy notice. The website may also contain links to, or use services from, third parties such as messaging apps. We are not responsible for third-party content or services, and your use of them is governed by their terms.',
            ),
            h2('10. Availability and changes'),
            p(
              'We try to keep the website available and accurate, but we do not guarantee that it will be uninterrupted, error-free or up to date. We may change, suspend or withdraw any part of it at any time.',
            ),
            h2('11. Disclaimer'),
            p(
              'To the extent permitted by law, the website is provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement.',
            ),
            h2('12. Limitation of liability'),
            p(
              'To the extent permitted by law, Northwind is not liable for any indirect, incidental, special or consequential loss, or for loss of profits, business, revenue or data, arising from your use of or inability to use the website or reliance on its content. Nothing in these terms limits liability that cannot be limited under Indian law, including for fraud.',
            ),
            h2('13. Indemnity'),
            p(
              'You agree to indemnify Northwind against losses, claims and costs arising from your breach of these terms, including false information you submit or misuse of the website.',
            ),
            h2('14. Privacy'),
            p(
              'Our privacy policy explains how we handle personal data collected through the website, in line with the Digital Personal Data Protection Act, 2023. It forms part of these terms.',
            ),
            h2('15. Governing law and jurisdiction'),
            p(
              'These terms are governed by the laws of India. Subject to any applicable dispute resolution process, the courts having jurisdiction over the place of our registered office have exclusive jurisdiction over disputes arising from them.',
            ),
            h2('16. Changes to these terms'),
            p(
              'We may update these terms from time to time. The version published on this page applies from its effective date; continuing to use the website means you accept the updated terms.',
            ),
            h2('17. Grievances and contact'),
            p(
              'For questions or complaints about these terms or the website, write to our Grievance Officer at **grievance@northwind.example**. Our office addresses and general contact details are shown at the bottom of every page.',
            ),
          ),
        },
      ],
    },
    'es-mx': {
      title: 'Términos y condiciones',
      seo: {
        title: 'Términos y condiciones | Northwind México',
        description:
          'Condiciones que aplican al usar el sitio de Northwind Trade Finance en México, enviar una solicitud, verificar tu teléfono o consultar la información publicada.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Legal',
          headline: 'Términos y condiciones de uso',
          subheadline: 'Las reglas para usar este sitio, enviar una solicitud y consultar la información que publicamos.',
        },
        {
          blockType: 'richText',
          content: doc(
            p(
              '**Aviso sobre esta plantilla:** estos términos son un texto modelo de la marca de demostración Northwind Trade Finance. Deben ser revisados y adaptados por un abogado calificado, y completarse su fecha de entrada en vigor, antes de publicar este sitio.',
            ),
            p('Última actualización: se completará al publicarse.'),
            h2('1. Aceptación'),
            p(
              'Estos términos regulan el uso de este sitio, operado por Northwind Trade Finance («Northwind», «nosotros»). Al usar el sitio o enviar un formulario, aceptas estos términos. Si lo usas en nombre de una empresa, declaras que tienes facultades para aceptarlos en su representación. Si no estás de acuerdo, te pedimos no utilizar el sitio.',
            ),
            h2('2. Información general, no una oferta'),
            p(
              'El contenido de este sitio describe nuestros productos de forma general. No constituye una oferta vinculante, un compromiso ni una autorización de financiamiento o factoraje, ni asesoría legal, fiscal, contable o de inversión. Todo financiamiento está sujeto a nuestros criterios de elegibilidad, a la verificación de identidad, al análisis de crédito, a la aprobación de tus compradores cuando aplique y a la firma de los contratos correspondientes.',
            ),
            p(
              'Las cifras como «hasta el 95% del valor de la factura en 24 horas» y «hasta el 90% al embarcar» son máximos. El anticipo, el costo y los tiempos reales dependen de tu empresa, tus compradores y tus documentos, y los tiempos aplican una vez concluida la integración y aprobación.',
            ),
            h2('3. Propuestas indicativas'),
            p(
              'Las propuestas, cotizaciones o estimaciones que te compartamos se basan en la información que nos das en ese momento. No obligan a ninguna de las partes y pueden cambiar al concluir nuestro análisis. Las calculadoras, buscadores de fracciones arancelarias o guías que publiquemos ofrecen solo estimaciones generales.',
            ),
            h2('4. Información que nos envías'),
            ul([
              'La información que envíes debe ser veraz, completa y propia, o debes estar autorizado para compartirla.',
              'Usa el correo electrónico de tu empresa cuando el formulario lo pida; podemos no atender solicitudes enviadas desde correos genéricos o temporales.',
              'No envíes información sensible como contraseñas, NIP o códigos de otros servicios.',
              'Podemos no dar trámite a una solicitud, en especial si no podemos verificarla.',
            ]),
            h2('5. Autorización para contactarte'),
            p(
              'Al enviar un formulario, nos autorizas a contactarte por teléfono, SMS, WhatsApp o correo electrónico para dar seguimiento a tu solicitud. Puedes pedirnos en cualquier momento que dejemos de enviarte comunicaciones promocionales, conforme a nuestro aviso de privacidad.',
            ),
            h2('6. Verificación de teléfono'),
            p(
              'Algunos formularios requieren verificar tu teléfono con un código de un solo uso. Solicita códigos solo para un número que te pertenezca o que estés autorizado a usar y no los compartas con nadie. Cada código vence en poco tiempo y podemos limitar los envíos para evitar abusos.',
            ),
            h2('7. Uso permitido'),
            p('No debes:'),
            ul([
              'usar el sitio con fines ilícitos o fraudulentos, ni hacerte pasar por otra persona o empresa;',
              'enviar facturas, documentos o información falsos;',
              'intentar acceder sin autorización al sitio, a nuestros sistemas o a datos de terceros, ni evadir medidas de seguridad como el captcha;',
              'usar robots u otros medios automatizados para extraer o copiar el contenido, salvo los buscadores que indexan páginas públicas; ni',
              'introducir software malicioso o saturar el sitio.',
            ]),
            h2('8. Propiedad intelectual'),
            p(
              'El sitio, sus contenidos, diseño, marcas, logotipos y software son propiedad de Northwind o de sus licenciantes. Puedes consultarlos e imprimirlos para uso interno de tu empresa. No puedes reproducirlos, modificarlos, distribuirlos ni explotarlos comercialmente sin nuestra autorización previa por escrito.',
            ),
            h2('9. Plataforma de clientes y servicios de terceros'),
            p(
              'Los enlaces de inicio de sesión y registro abren la plataforma de clientes de Northwind, que se rige por sus propios términos y aviso de privacidad. El sitio puede incluir enlaces o servicios de terceros, como aplicaciones de mensajería, cuyos términos son responsabilidad de cada tercero.',
            ),
            h2('10. Disponibilidad y exclusión de garantías'),
            p(
              'Procuramos que el sitio esté disponible y actualizado, pero no garantizamos que funcione sin interrupciones ni errores. En la medida en que la ley lo permita, el sitio se ofrece «tal cual», sin garantías expresas o implícitas, y podemos modificarlo, suspenderlo o retirarlo en cualquier momento.',
            ),
            h2('11. Limitación de responsabilidad'),
            p(
              'En la medida en que la ley lo permita, Northwind no será responsable por daños indirectos, lucro cesante, pérdida de información o de oportunidades de negocio derivados del uso o la imposibilidad de uso del sitio o de la confianza en su contenido. Nada en estos términos limita la responsabilidad que no pueda limitarse conforme a la legislación mexicana, incluida la derivada de dolo o mala fe.',
            ),
            h2('12. Datos personales'),
            p('El tratamiento de tus datos personales se rige por nuestro aviso de privacidad, conforme a la LFPDPPP, que forma parte de estos términos.'),
            h2('13. Legislación aplicable y jurisdicción'),
            p(
              'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México, y renuncian a cualquier otro fuero que pudiera corresponderles por razón de su domicilio presente o futuro.',
            ),
            h2('14. Cambios'),
            p(
              'Podemos actualizar estos términos. La versión publicada en esta página aplica desde su fecha de actualización; si sigues usando el sitio, aceptas los términos actualizados.',
            ),
            h2('15. Contacto'),
            p('Para dudas o aclaraciones sobre estos términos, escríbenos al correo de contacto que aparece al pie de cada página.'),
          ),
        },
      ],
    },
    'en-us': {
      title: 'Terms of use',
      seo: {
        title: 'Terms of use | Northwind Trade Finance USA',
        description:
          'The terms that govern your use of the Northwind Trade Finance website in the US, including inquiries, phone verification, disclaimers and governing law.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Legal',
          headline: 'Terms of use',
          subheadline: 'The rules for using this website, submitting an inquiry and relying on the information we publish.',
        },
        {
          blockType: 'richText',
          content: doc(
            p(
              '**Template notice:** these terms are template text for the Northwind Trade Finance demo brand. They must be reviewed and adapted by qualified legal counsel, and the effective date completed, before this website is published.',
            ),
            p('Effective date: to be completed on publication.'),
            h2('1. Acceptance'),
            p(
              'These terms govern your use of this website, operated by Northwind Trade Finance ("Northwind", "we", "us"). By using the website or submitting a form, you agree to these terms. If you use the website on behalf of a business, you represent that you have authority to bind it. If you do not agree, do not use the website.',
            ),
            h2('2. Business use only; no offer of credit'),
            p(
              'Our products are for business purposes only and are not consumer loans. Content on this website is general information and is not an offer or commitment to provide financing, nor legal, tax, accounting or investment advice. Any financing is subject to eligibility, verification, credit approval and signed agreements, which alone set out the binding terms.',
            ),
            p(
              'Statements such as "up to 95% of invoice value within 24 hours" describe maximums. Actual advance rates, pricing and timing depend on your business, your counterparties and your documents, and timelines apply after onboarding and approval.',
            ),
            h2('3. Indicative proposals and estimates'),
            p(
              'Any indicative proposal, quote or estimate we share is based on the information available at the time, is non-binding and may change after our review. Tools or lookups we publish provide general estimates only.',
            ),
            h2('4. Your submissions'),
            ul([
              'Information you submit must be accurate and complete, and you must be authorized to provide it.',
              'Use your business email address where a form asks for it; we may decline inquiries from generic or disposable addresses.',
              'Do not submit sensitive information such as passwords or account credentials.',
              'We may decline to respond to any inquiry, including where we cannot verify it.',
            ]),
            h2('5. Communications and text messages'),
            p(
              'By submitting a form, you agree that we may contact you about your inquiry by phone, email, text message or WhatsApp at the contact details you provide. When you request a verification code, you agree to receive a one-time text message for that purpose; message and data rates may apply. Marketing messages are sent only with any consent required by law, and you can opt out at any time, for example by replying STOP to a text or using the unsubscribe link in an email. You consent to receive agreements and notices electronically.',
            ),
            h2('6. Phone verification'),
            p(
              'Request verification codes only for a phone number you own or are authorized to use, and do not share codes with anyone. Codes expire after a short time, and we may limit how many are sent to prevent abuse.',
            ),
            h2('7. Acceptable use'),
            p('You agree not to:'),
            ul([
              'use the website for any unlawful or fraudulent purpose, or impersonate any person or business;',
              'submit false invoices, documents or information;',
              'attempt to gain unauthorized access to the website, our systems or others’ data, or circumvent security measures such as captcha;',
              'scrape, crawl or copy the website by automated means, other than search engines indexing public pages; or',
              'introduce malware or interfere with the operation of the website.',
            ]),
            h2('8. Intellectual property'),
            p(
              'The website and its content, design, trademarks, logos and software are owned by Northwind or its licensors and protected by law. You may view and print pages for your internal business use. Any other use requires our prior written permission.',
            ),
            h2('9. Client platform and third-party services'),
            p(
              'The Login and Signup links open the Northwind client platform, which is governed by its own terms and privacy notice. We are not responsible for third-party websites or services linked from or used by this website.',
            ),
            h2('10. Disclaimer of warranties'),
            p(
              'THE WEBSITE IS PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT PERMITTED BY LAW, WE DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, ACCURACY AND NON-INFRINGEMENT.',
            ),
            h2('11. Limitation of liability'),
            p(
              'TO THE FULLEST EXTENT PERMITTED BY LAW, NORTHWIND WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, REVENUE OR DATA, ARISING FROM YOUR USE OF THE WEBSITE. OUR TOTAL LIABILITY FOR ANY CLAIM RELATING TO THE WEBSITE WILL NOT EXCEED ONE HUNDRED US DOLLARS (USD 100). Some jurisdictions do not allow certain limitations, so they may not apply to you.',
            ),
            h2('12. Indemnification'),
            p(
              'You agree to indemnify and hold harmless Northwind and its officers, employees and agents from claims, losses and expenses, including reasonable attorneys’ fees, arising from your breach of these terms or misuse of the website.',
            ),
            h2('13. Governing law and venue'),
            p(
              'These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute arising from these terms or the website will be brought exclusively in the state or federal courts located in New York County, New York, and you consent to their jurisdiction.',
            ),
            h2('14. Privacy'),
            p('Our privacy policy describes how we handle personal information collected through the website and forms part of these terms.'),
            h2('15. Changes and contact'),
            p(
              'We may update these terms at any time by posting a new version on this page with its effective date. Your continued use of the website means you accept the changes. Questions about these terms can be sent to the email address shown at the bottom of every page.',
            ),
          ),
        },
      ],
    },
  },
}

const THANK_YOU: PageSeed = {
  path: '/thankyou-response',
  hideGetFinancedTab: true,
  content: {
    'en-in': {
      title: 'Thank you',
      seo: {
        title: 'Thank you | Northwind Trade Finance India',
        description:
          'Thank you for contacting Northwind Trade Finance. A trade finance specialist will review your details and get back to you within one business day.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Enquiry received',
          headline: 'Thank you for contacting with us.',
          subheadline: 'We will get back to you shortly',
        },
        {
          blockType: 'featureGrid',
          heading: 'What happens next',
          items: [
            {
              icon: 'check',
              title: 'We review your details',
              body: 'A specialist reads your enquiry and checks which product fits your business: export factoring, invoice discounting, supply-chain finance or a business loan.',
            },
            {
              icon: 'clock',
              title: 'We call you back',
              body: 'Expect a call within one business day from a number shown on our website. We never ask for OTPs, passwords or upfront fees.',
            },
            {
              icon: 'document',
              title: 'Keep a few details handy',
              body: 'Your GST number, last year’s sales, your main buyers and their payment terms help us share an indicative termsheet on the first call.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'While you wait',
          body: 'Learn more about how Northwind works, or return to the home page.',
          primary: { label: 'Back to home', href: '/' },
          secondary: { label: 'About Northwind', href: '/about-us' },
        },
      ],
    },
    'es-mx': {
      title: 'Gracias',
      seo: {
        title: 'Gracias por contactarnos | Northwind México',
        description:
          'Gracias por contactar a Northwind Trade Finance. Un especialista revisará tu información y se comunicará contigo en un máximo de un día hábil.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Solicitud recibida',
          headline: 'Gracias por contactarnos.',
          subheadline: 'Nos pondremos en contacto contigo en breve.',
        },
        {
          blockType: 'featureGrid',
          heading: 'Qué sigue',
          items: [
            {
              icon: 'check',
              title: 'Revisamos tu información',
              body: 'Un especialista analiza tu solicitud y revisa qué producto se ajusta a tu empresa: factoraje de exportación, de importación o el corredor India–México.',
            },
            {
              icon: 'clock',
              title: 'Te llamamos',
              body: 'Recibirás una llamada o un mensaje en un máximo de un día hábil. Nunca te pediremos contraseñas, códigos ni pagos anticipados.',
            },
            {
              icon: 'document',
              title: 'Ten a la mano algunos datos',
              body: 'Tu RFC, tus ventas del último año, tus principales compradores y sus plazos de pago nos permiten darte una propuesta indicativa desde la primera llamada.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Mientras tanto',
          body: 'Conoce más sobre Northwind o regresa a la página de inicio.',
          primary: { label: 'Volver al inicio', href: '/' },
          secondary: { label: 'Sobre Northwind', href: '/about-us' },
        },
      ],
    },
    'en-us': {
      title: 'Thank you',
      seo: {
        title: 'Thank you | Northwind Trade Finance USA',
        description:
          'Thank you for contacting Northwind Trade Finance. A member of our working capital team will review your details and follow up within one business day.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Inquiry received',
          headline: 'Thank you for contacting with us.',
          subheadline: 'We will get back to you shortly',
        },
        {
          blockType: 'featureGrid',
          heading: 'What happens next',
          items: [
            {
              icon: 'check',
              title: 'We review your details',
              body: 'A specialist reviews your inquiry and looks at which program fits: early payment, vendor or channel financing, or import factoring.',
            },
            {
              icon: 'clock',
              title: 'We follow up',
              body: 'Expect a call or email within one business day. We never ask for passwords, verification codes or upfront fees.',
            },
            {
              icon: 'document',
              title: 'Have a few details ready',
              body: 'Your annual supplier spend or receivables, standard payment terms and recent financial statements help us size a program on the first call.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'While you wait',
          body: 'Learn more about how Northwind works, or head back to the home page.',
          primary: { label: 'Back to home', href: '/' },
          secondary: { label: 'About Northwind', href: '/about-us' },
        },
      ],
    },
  },
}

const LEAD_MAGNET: PageSeed = {
  path: '/lead-magnet',
  content: {
    'en-in': {
      title: 'The Exporter’s Guide to Getting Paid Faster',
      seo: {
        title: 'Free guide: The Exporter’s Guide to Getting Paid Faster',
        description:
          'A free, practical guide for Indian exporters: payment terms, checking overseas buyers, export documents, finance options and collections that keep buyers.',
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: 'Free guide for exporters',
          headline: 'The Exporter’s Guide to Getting Paid Faster',
          subheadline:
            'A practical, plain-English guide for Indian exporters who sell on open account: how to shorten the wait between shipment and payment without losing buyers or pledging property.',
          primaryCta: { label: 'Get the free guide', href: '#get-financed' },
          secondaryCta: { label: 'Explore export factoring', href: '/export-factoring' },
        },
        {
          blockType: 'featureGrid',
          heading: 'What is inside',
          intro: 'Six chapters, each ending with a checklist you can use on your next shipment.',
          items: [
            {
              icon: 'handshake',
              title: '1. Choosing payment terms',
              body: 'Advance payment, letters of credit, documents against payment or acceptance, and open account: what each costs you, what it protects and when buyers will accept it.',
            },
            {
              icon: 'shield',
              title: '2. Checking a new overseas buyer',
              body: 'Trade references, credit reports, order patterns and the warning signs that a first order may not be paid on time.',
            },
            {
              icon: 'document',
              title: '3. Documents that get you paid',
              body: 'Commercial invoice, packing list, bill of lading and certificate of origin: the discrepancies that delay payment most often, and how to avoid them.',
            },
            {
              icon: 'chart',
              title: '4. Finance options compared',
              body: 'Packing credit, bill discounting, purchase order finance and export factoring side by side on cost, collateral, speed and the risk you keep.',
            },
            {
              icon: 'globe',
              title: '5. Currency and realisation',
              body: 'Invoicing in USD or other currencies, managing exchange rate swings, and keeping on top of export proceeds, inward remittance advice and realisation timelines.',
            },
            {
              icon: 'clock',
              title: '6. Collections that keep customers',
              body: 'A reminder schedule that starts before the due date, how to escalate politely across time zones, and templates you can adapt for your own buyers.',
            },
          ],
        },
        {
          blockType: 'mediaColumns',
          heading: 'Who this guide is for',
          body: 'The guide is written for owners and finance heads of small and mid-sized Indian exporters, from first-time exporters to firms shipping every week. No finance background is needed; every term is explained with an example.',
          points: [
            { text: 'Exporters moving from advance payment to open-account terms to win larger buyers' },
            { text: 'Manufacturers in pharmaceuticals, textiles, engineering goods, chemicals and auto components' },
            { text: 'Businesses whose bank limits are fully used but whose order book keeps growing' },
            { text: 'Finance heads building a working-capital plan for the coming year' },
          ],
          media: 'export',
          mediaSide: 'right',
        },
        {
          blockType: 'howItWorks',
          heading: 'Put it to work on your next shipment',
          steps: [
            {
              title: 'Map your cash cycle',
              body: 'Use the worksheet in chapter 1 to see how many days pass between buying raw material and receiving your buyer’s payment.',
            },
            { title: 'Score your buyers', body: 'Run each buyer through the checklist in chapter 2 to decide which ones can safely receive longer terms.' },
            {
              title: 'Pick the right finance',
              body: 'Use the comparison table in chapter 4 to choose between bank limits, factoring and purchase order finance for each buyer.',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: 'About the guide',
          items: [
            { question: 'Is the guide really free?', answer: 'Yes. There is no charge and no obligation to use any Northwind product.' },
            {
              question: 'Is it specific to one country or sector?',
              answer: 'It is written for Indian exporters and refers to Indian documents and practices, with examples from several sectors and buyer markets.',
            },
            {
              question: 'Will someone call me?',
              answer:
                'Only if you would like to talk. If you ask for a call, a specialist can walk you through what the guide means for your own buyers and shipments.',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: 'Get your free copy',
          body: 'Tell us a little about your export business and we will e-mail you the guide. If you wish, a specialist can also show you how much your current invoices could unlock.',
          primary: { label: 'Get the free guide', href: '#get-financed' },
          secondary: { label: 'See how export factoring works', href: '/export-factoring' },
        },
      ],
    },
  },
}

export const LEGAL_PAGES: PageSeed[] = [PRIVACY_POLICY, TERMS, THANK_YOU, LEAD_MAGNET]
