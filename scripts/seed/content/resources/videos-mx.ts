import { doc, h2, h3, p, ul } from '../../rich-text'
import type { VideoSeed } from './types'

export const VIDEOS_MX: VideoSeed[] = [
  {
    key: 'video-mx-factoraje-exportacion-3-minutos',
    provider: 'youtube',
    providerId: 'nwDemoMx001',
    durationSeconds: 185,
    publishedAt: '2026-03-12T10:00:00-06:00',
    product: 'export-factoring',
    poster: {
      motif: 'ship',
      alt: { 'es-mx': 'Ilustración: un buque portacontenedores zarpando junto a una factura con una flecha de pago' },
    },
    content: {
      'es-mx': {
        title: 'Factoraje de exportación en 3 minutos',
        slug: 'factoraje-de-exportacion-en-3-minutos',
        summary:
          'Qué es el factoraje de exportación, cómo se calculan el anticipo al embarque y el saldo al vencimiento, y qué documentos necesita. Con un ejemplo ilustrativo de una factura de USD 100,000 a 60 días.',
        transcript: doc(
          h2('Transcripción'),
          p('¿Vende al extranjero a 60 o 90 días y necesita el efectivo antes? En tres minutos le explicamos el factoraje de exportación.'),
          h3('El problema'),
          p(
            'Usted compra materia prima, produce, embarca y factura. Su cliente en Estados Unidos le paga a 60 días, pero normalmente contados desde que recibe la mercancía, no desde que sale de su planta. En la práctica, su dinero puede tardar tres meses o más en regresar, y la nómina y los proveedores no esperan.',
          ),
          h3('La solución'),
          p(
            'En el factoraje de exportación, usted cede a Northwind la factura de esa venta. Le adelantamos hasta el 90% de su valor al embarque y cobramos al cliente en la fecha de vencimiento. Cuando el cliente paga, le entregamos el saldo, menos el costo que se pactó antes de embarcar.',
          ),
          h3('Un ejemplo ilustrativo'),
          p(
            'Supongamos una factura de 100,000 dólares a 60 días. Al embarcar y enviar los documentos, usted recibe 90,000 dólares. Sesenta días después, el cliente paga los 100,000 dólares a Northwind y usted recibe los 10,000 restantes, menos el descuento por los días financiados y la comisión de la operación. Las cifras son solo un ejemplo; sus condiciones dependen de su cliente y del plazo.',
          ),
          h3('Qué necesita'),
          ul([
            'Un cliente en el extranjero al que le vende a crédito de forma recurrente.',
            'El CFDI de exportación con su complemento de comercio exterior.',
            'El pedimento y el documento de transporte del embarque.',
            'Que su cliente reciba la notificación de que, a partir de ahora, pagará en la cuenta que se le indique.',
          ]),
          h3('Lo que no es'),
          p(
            'No es un crédito basado en sus garantías: se financia una venta ya realizada, y el límite se fija principalmente sobre la calidad de crédito de su cliente. Tampoco pierde la relación con él: usted sigue siendo su proveedor y quien atiende sus pedidos.',
          ),
          p('Si quiere saber cuánto podría adelantar con sus facturas actuales, solicite una propuesta indicativa en nuestro sitio.'),
        ),
        seo: {
          title: 'Factoraje de exportación en 3 minutos (video)',
          description:
            'Video breve: cómo funciona el factoraje de exportación, el anticipo de hasta 90% al embarque, el saldo al vencimiento y los documentos que necesita.',
        },
      },
    },
  },
  {
    key: 'video-mx-reglas-de-origen-tmec',
    provider: 'youtube',
    providerId: 'nwDemoMx002',
    durationSeconds: 250,
    publishedAt: '2026-05-07T10:00:00-06:00',
    poster: {
      motif: 'globe',
      alt: { 'es-mx': 'Ilustración: un mapa de Norteamérica con una etiqueta de origen sobre una caja' },
    },
    content: {
      'es-mx': {
        title: 'Reglas de origen del T-MEC, explicadas',
        slug: 'reglas-de-origen-del-tmec-explicadas',
        summary:
          'Las tres formas en que un producto califica como originario del T-MEC, cómo leer la regla específica de su fracción y qué debe contener su expediente. Un repaso práctico para exportadores a Estados Unidos y Canadá.',
        transcript: doc(
          h2('Transcripción'),
          p(
            'Para que su cliente en Estados Unidos o Canadá no pague arancel, su producto tiene que ser originario conforme al T-MEC. Veamos qué significa eso en la práctica.',
          ),
          h3('Tres formas de calificar'),
          ul([
            '**Totalmente obtenido o producido** en la región: por ejemplo, un mineral extraído o una fruta cosechada en México.',
            '**Producido exclusivamente a partir de materiales originarios** de la región.',
            '**Cumplir la regla específica de origen** de su producto cuando usa materiales de fuera de la región.',
          ]),
          h3('La regla específica'),
          p(
            'Las reglas específicas están en el Anexo 4-B del tratado y se buscan por clasificación arancelaria. Muchas piden un **cambio de clasificación arancelaria**: los materiales no originarios deben clasificarse en un capítulo, partida o subpartida distinto al del producto final. Otras piden, además o en su lugar, un **valor de contenido regional** mínimo, calculado por el método de valor de transacción o por el de costo neto. El porcentaje y el método los fija cada regla.',
          ),
          h3('De minimis'),
          p(
            'Si un material no originario no cumple el cambio de clasificación, el producto aún puede calificar cuando el valor de esos materiales no excede el 10% del valor del producto. Hay excepciones y reglas propias para algunos sectores, como el textil.',
          ),
          h3('La certificación'),
          p(
            'El T-MEC no tiene un formato oficial. La certificación de origen puede constar en la factura o en otro documento, siempre que contenga los elementos mínimos de datos que fija el tratado. Puede amparar un solo embarque o varios embarques de mercancías idénticas durante un periodo de hasta 12 meses.',
          ),
          h3('El expediente'),
          p(
            'Quien certifica debe conservar, al menos cinco años, los registros que demuestran el origen: listas de materiales, facturas de proveedores, cálculos de contenido regional y declaraciones de sus propios proveedores. Si la autoridad verifica y el expediente no existe, el trato preferencial se niega, aunque el producto sí fuera originario.',
          ),
          h3('Un consejo final'),
          p(
            'Pida a sus proveedores su información de origen por escrito y actualícela cada año, o antes si cambian sus insumos. Y confirme siempre la regla de su fracción en el texto oficial del tratado que publica la Secretaría de Economía, o con su agente aduanal.',
          ),
        ),
        seo: {
          title: 'Reglas de origen del T-MEC explicadas (video)',
          description:
            'Cómo califica un producto como originario del T-MEC: regla específica, salto arancelario, contenido regional, de minimis, certificación y registros de origen.',
        },
      },
    },
  },
  {
    key: 'video-mx-webinar-factoraje-exportacion',
    provider: 'youtube',
    providerId: 'nwDemoMx003',
    durationSeconds: 3480,
    publishedAt: '2026-06-25T10:00:00-06:00',
    product: 'export-factoring',
    poster: {
      motif: 'chart',
      alt: { 'es-mx': 'Ilustración: una gráfica de flujo de efectivo en una pantalla de transmisión con un buque al fondo' },
    },
    content: {
      'es-mx': {
        title: 'Grabación: factoraje de exportación de principio a fin',
        slug: 'grabacion-webinar-factoraje-de-exportacion',
        summary:
          'Grabación del primer webinar de nuestra serie en español. Sofía Herrera recorre una operación de factoraje de exportación completa y un contralor invitado explica cómo la integró su empresa a la tesorería.',
        transcript: doc(
          h2('Extracto de la transcripción'),
          p('A continuación se reproducen fragmentos de la sesión, editados para facilitar su lectura. La grabación completa incluye la ronda de preguntas.'),
          h3('Apertura'),
          p(
            '**Sofía Herrera:** Gracias por acompañarnos. Hoy vamos a seguir una factura desde que usted la emite hasta que se liquida el saldo. No vamos a hablar de tasas, porque dependen de cada cliente y de cada plazo; vamos a hablar de cómo funciona la operación y dónde se suelen perder días.',
          ),
          h3('El límite sobre el comprador'),
          p(
            '**Sofía Herrera:** Lo primero que analizamos no es a su empresa, sino a su cliente. El límite es por comprador: es el saldo máximo de facturas de ese cliente que podemos financiar a la vez. Si planea crecer con un cliente, avísenos antes, porque revisar un límite toma tiempo.',
          ),
          h3('La notificación de cesión'),
          p(
            '**Sofía Herrera:** Su cliente recibe un aviso de que las facturas cedidas se pagan en otra cuenta. En empresas grandes, dar de alta esa cuenta puede tardar semanas. Mi recomendación es iniciar el trámite el mismo día que se aprueba el límite.',
          ),
          h3('Un ejemplo ilustrativo'),
          p(
            '**Sofía Herrera:** Una factura de 100,000 dólares a 60 días. Al embarque, con CFDI, pedimento y documento de transporte, recibe 90,000. Al vencimiento, el cliente paga 100,000 y usted recibe el saldo de 10,000 menos el costo pactado. Si el cliente paga 15 días tarde, el contrato define cómo se cobran esos días adicionales; léalo antes de firmar.',
          ),
          h3('La experiencia de una tesorería'),
          p(
            '**Jorge Villarreal, contralor de Conservas del Bajío (demo):** Lo que más nos ayudó fue ordenar el expediente. Antes, la factura, el pedimento y la prueba de entrega vivían en tres áreas distintas. Ahora se integran el mismo día del embarque y el anticipo llega sin idas y vueltas.',
          ),
          h3('Con recurso y sin recurso'),
          p(
            '**Sofía Herrera:** Una aclaración que siempre hago: la cobertura sin recurso protege frente a la falta de pago por insolvencia del comprador aprobado, no frente a una disputa comercial. Si el cliente reclama calidad o faltantes, esa diferencia la resuelve usted con su cliente.',
          ),
        ),
        seo: {
          title: 'Webinar grabado: factoraje de exportación completo',
          description:
            'Grabación del webinar de Northwind sobre factoraje de exportación: límite por comprador, notificación de cesión, documentos, ejemplo ilustrativo y disputas.',
        },
      },
    },
  },
]
