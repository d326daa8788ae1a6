import { doc, h2, p, ul } from '../../rich-text'
import type { EventSeed } from './types'

const SOFIA = { name: 'Sofía Herrera', role: 'Directora de Financiamiento Comercial', company: 'Northwind Trade Finance' }
const DIEGO = { name: 'Diego Castillo', role: 'Especialista en Comercio Exterior', company: 'Northwind Trade Finance' }

export const EVENTS_MX: EventSeed[] = [
  {
    key: 'event-mx-desayuno-exportadores-monterrey',
    kind: 'event',
    startsAt: '2026-09-10T08:30:00-06:00',
    endsAt: '2026-09-10T11:00:00-06:00',
    timeZone: 'America/Mexico_City',
    format: 'venue',
    cover: {
      motif: 'factory',
      alt: { 'es-mx': 'Ilustración: una planta industrial al pie de las montañas con una taza de café en primer plano' },
    },
    content: {
      'es-mx': {
        title: 'Desayuno de exportadores del noreste en Monterrey',
        slug: 'desayuno-exportadores-noreste-monterrey',
        excerpt:
          'Una mañana de trabajo con directores de finanzas y responsables de comercio exterior del noreste sobre capital de trabajo, expedientes de embarque y cobranza internacional.',
        speakers: [SOFIA, DIEGO, { name: 'Mariana Garza', role: 'Gerente de Comercio Exterior', company: 'Estampados Regiomontanos (demo)' }],
        venue: {
          name: 'Centro de negocios en San Pedro Garza García',
          address: 'Zona Valle Oriente, San Pedro Garza García, Nuevo León, México',
        },
        body: doc(
          h2('De qué se trató'),
          p(
            'El jueves 10 de septiembre de 2026 reunimos en la zona metropolitana de Monterrey a directores de finanzas y responsables de comercio exterior de empresas manufactureras del noreste, para una mañana de trabajo sobre capital de trabajo en la exportación. Fue el primer evento presencial organizado por nuestra oficina en la ciudad.',
          ),
          h2('Programa'),
          ul([
            '**Del embarque al cobro.** Sofía Herrera mostró, con un ejemplo numérico ilustrativo, cuánto efectivo inmoviliza una venta a 90 días y cómo cambia el ciclo cuando se recibe un anticipo al embarque.',
            '**El expediente que sí se financia.** Diego Castillo revisó los documentos que validamos antes de un desembolso: CFDI con complemento de comercio exterior, pedimento, documento de transporte y evidencia de entrega.',
            '**La experiencia de una planta.** Mariana Garza, gerente de comercio exterior de Estampados Regiomontanos (demo), contó cómo coordinan facturación, aduana y tesorería para no perder días entre el cruce y la cesión de la factura.',
            '**Preguntas abiertas** con los tres ponentes.',
          ]),
          h2('Lo que nos llevamos'),
          p(
            'Las preguntas se concentraron en tres temas: cómo notificar la cesión al cliente sin afectar la relación comercial, qué ocurre cuando un cliente estadounidense descuenta parte de una factura por un reclamo de calidad, y cómo conviven el factoraje y las líneas bancarias que la empresa ya tiene.',
          ),
          p(
            'Sobre el primero, la recomendación fue iniciar la notificación en cuanto se aprueba el límite del comprador y presentarla como lo que es: un cambio de cuenta de pago, sin cambios en precio ni plazo. Sobre el segundo, se subrayó que un reclamo comercial no es un riesgo de crédito y que la mejor defensa es un expediente de calidad y entrega completo. Sobre el tercero, varios asistentes coincidieron en reservar la línea bancaria para inversión y usar el factoraje para el capital de trabajo ligado a ventas.',
          ),
          p(
            'Gracias a quienes nos acompañaron. Si no pudo asistir y le interesa alguno de estos temas, puede solicitar una reunión con el equipo de Monterrey desde el formulario de contacto, o seguir nuestra serie de webinars en español.',
          ),
        ),
        seo: {
          title: 'Desayuno de exportadores del noreste en Monterrey',
          description:
            'Resumen del desayuno de trabajo de Northwind en Monterrey: capital de trabajo, expediente de embarque, notificación de cesión y disputas en la exportación.',
        },
      },
    },
  },
  {
    key: 'event-mx-clinica-en-linea-origen-tmec',
    kind: 'event',
    startsAt: '2026-12-10T10:00:00-06:00',
    endsAt: '2026-12-10T12:30:00-06:00',
    timeZone: 'America/Mexico_City',
    format: 'online',
    registrationForm: 'mexico-short',
    cover: {
      motif: 'document',
      alt: { 'es-mx': 'Ilustración: una carpeta de expediente abierta con una lista de materiales y una etiqueta de origen' },
    },
    content: {
      'es-mx': {
        title: 'Clínica en línea: su expediente de origen T-MEC',
        slug: 'clinica-en-linea-expediente-origen-tmec',
        excerpt:
          'Sesión práctica en grupos pequeños para armar, paso a paso, el expediente que respalda una certificación de origen del T-MEC. Jueves 10 de diciembre, en línea y sin costo.',
        speakers: [DIEGO, { name: 'Laura Méndez', role: 'Consultora en reglas de origen', company: 'Origen y Cumplimiento Consultores (demo)' }],
        body: doc(
          h2('Por qué una clínica'),
          p(
            'Certificar el origen de un producto es relativamente sencillo; sostener esa certificación ante una verificación es otra cosa. El T-MEC no exige un formato oficial, pero sí que la certificación contenga los elementos mínimos de datos del tratado y que usted conserve, al menos cinco años, los registros que prueban que la mercancía califica. Esta clínica es una sesión de trabajo para revisar ese expediente, no una conferencia.',
          ),
          h2('Cómo funciona'),
          ul([
            '**Primera parte, en plenaria.** Los criterios de origen, la diferencia entre cambio de clasificación arancelaria y valor de contenido regional, y qué información pedirle a cada proveedor.',
            '**Segunda parte, en grupos pequeños.** Cada grupo trabaja un caso ilustrativo (una pieza metálica, una prenda textil y un alimento procesado) y arma su expediente paso a paso con Diego Castillo y Laura Méndez.',
            '**Cierre.** Preguntas de los participantes y una lista de verificación que enviaremos por correo a quienes asistan.',
          ]),
          h2('A quién va dirigida'),
          p(
            'Responsables de comercio exterior, compras y contraloría de empresas que exportan a Estados Unidos o Canadá con trato preferencial, o que están por empezar a hacerlo. Si tiene a la mano la lista de materiales de un producto real, úsela como referencia durante la sesión; no le pediremos que la comparta.',
          ),
          h2('Detalles prácticos'),
          ul([
            'Fecha: jueves 10 de diciembre de 2026, de 10:00 a 12:30, hora del centro de México.',
            'Modalidad: en línea; el enlace se envía al confirmar su registro.',
            'Cupo limitado, para que los grupos sean realmente de trabajo.',
            'Sin costo.',
          ]),
          p(
            'La clínica es informativa. Para una opinión sobre un caso concreto, consulte a su agente aduanal o a su asesor en comercio exterior, y confirme siempre la regla aplicable en el texto oficial del tratado que publica la Secretaría de Economía.',
          ),
        ),
        seo: {
          title: 'Clínica en línea: expediente de origen T-MEC',
          description:
            'Taller en línea gratuito, 10 de diciembre de 2026: arme paso a paso el expediente que respalda su certificación de origen T-MEC, en grupos pequeños.',
        },
      },
    },
  },
  {
    key: 'event-mx-encuentro-negocios-india-mexico-cdmx',
    kind: 'event',
    startsAt: '2027-03-04T09:00:00-06:00',
    endsAt: '2027-03-04T15:00:00-06:00',
    timeZone: 'America/Mexico_City',
    format: 'venue',
    registrationForm: 'india-mexico-event',
    cover: {
      motif: 'handshake',
      alt: { 'es-mx': 'Ilustración: dos manos estrechándose frente a un globo que une India y México' },
    },
    content: {
      'es-mx': {
        title: 'Encuentro de negocios India–México 2027',
        slug: 'encuentro-de-negocios-india-mexico-2027',
        excerpt:
          'Compradores mexicanos y proveedores indios se reúnen en la Ciudad de México para conocerse, hablar de producto y de condiciones, y acordar los siguientes pasos. 4 de marzo de 2027.',
        speakers: [
          SOFIA,
          DIEGO,
          { name: 'Rohan Iyer', role: 'Director de Exportaciones', company: 'Deccan Precision Castings (demo)' },
          { name: 'Claudia Ramírez', role: 'Gerente de Compras', company: 'Grupo Industrial del Bajío (demo)' },
        ],
        venue: {
          name: 'Centro de convenciones en Polanco',
          address: 'Polanco, alcaldía Miguel Hidalgo, Ciudad de México, México. La dirección exacta se envía con la confirmación.',
        },
        body: doc(
          h2('El objetivo'),
          p(
            'Un día para que compradores mexicanos y proveedores indios se conozcan en persona, hablen de producto y de condiciones, y salgan con los siguientes pasos claros. Lo organiza la mesa India–México de Northwind, cuyo equipo en India acompaña a la delegación de proveedores.',
          ),
          h2('Sectores'),
          ul([
            'Farmacéutico: principios activos, intermedios y genéricos, para empresas con los registros sanitarios correspondientes.',
            'Autopartes: forjas, fundiciones, tornillería y componentes.',
            'Textil: hilos, telas y textiles para el hogar.',
            'Químicos, colorantes y pigmentos.',
            'Bombas, válvulas, rodamientos y equipo eléctrico.',
          ]),
          h2('Programa'),
          ul([
            '**9:00** Registro y café.',
            '**9:30** Panorama del corredor: tránsito, documentación y costo puesto en almacén, con Diego Castillo.',
            '**10:15** Comprar a plazo sin carta de crédito: cómo funciona el factoraje de importación, con Sofía Herrera.',
            '**11:00** Conversación entre proveedor y comprador: Rohan Iyer, de Deccan Precision Castings (demo), y Claudia Ramírez, de Grupo Industrial del Bajío (demo), sobre muestras, calidad y plazos.',
            '**12:00 a 15:00** Reuniones uno a uno agendadas previamente, con comida ligera.',
          ]),
          h2('Cómo participar'),
          p(
            'Registre su interés con el formulario de esta página e indique qué productos compra o busca. Antes del evento le enviaremos la lista de proveedores participantes para que elija con quién reunirse; las agendas se confirman por correo. Las sesiones generales serán en español con apoyo en inglés, y en las reuniones uno a uno habrá personal de Northwind para facilitar la conversación.',
          ),
          p(
            'El cupo es limitado. Participar no implica compromiso de compra ni de financiamiento. Si no puede asistir, regístrese de todos modos: la mesa India–México puede presentarle proveedores en otra fecha.',
          ),
        ),
        seo: {
          title: 'Encuentro de negocios India–México 2027 en CDMX',
          description:
            'Reuniones uno a uno entre compradores mexicanos y proveedores indios, 4 de marzo de 2027 en la Ciudad de México: farmacéutico, autopartes, textil y más.',
        },
      },
    },
  },
  {
    key: 'webinar-mx-factoraje-exportacion-principio-a-fin',
    kind: 'webinar',
    startsAt: '2026-06-18T11:00:00-06:00',
    endsAt: '2026-06-18T12:00:00-06:00',
    timeZone: 'America/Mexico_City',
    format: 'online',
    recording: 'video-mx-webinar-factoraje-exportacion',
    cover: {
      motif: 'ship',
      alt: { 'es-mx': 'Ilustración: un buque de carga sobre una pantalla de transmisión con una factura al lado' },
    },
    content: {
      'es-mx': {
        title: 'Webinar: factoraje de exportación de principio a fin',
        slug: 'factoraje-de-exportacion-de-principio-a-fin',
        excerpt:
          'Primera sesión de la serie en español: una operación de factoraje de exportación completa, del límite sobre el comprador a la liquidación del saldo. Grabación disponible.',
        speakers: [SOFIA, { name: 'Jorge Villarreal', role: 'Contralor', company: 'Conservas del Bajío (demo)' }],
        body: doc(
          h2('Resumen'),
          p(
            'Primera sesión de nuestra serie de webinars en español. Sofía Herrera explicó el ciclo completo de una operación de factoraje de exportación, desde la aprobación del comprador hasta la liquidación del saldo, y Jorge Villarreal, contralor de Conservas del Bajío (demo), contó cómo su empresa lo integró a la tesorería.',
          ),
          h2('Temas que se cubrieron'),
          ul([
            'Cómo se aprueba un límite de crédito sobre el comprador extranjero y por qué el límite es por cliente.',
            'La notificación de cesión: qué recibe el cliente y qué cambia en su forma de pagar.',
            'Los documentos de cada desembolso: CFDI con complemento de comercio exterior, pedimento y documento de transporte.',
            'Un ejemplo ilustrativo: una factura de USD 100,000 a 60 días, con anticipo del 90% al embarque y el saldo al cobro, menos el costo pactado.',
            'Qué ocurre si el cliente paga tarde, paga de menos o disputa una entrega.',
          ]),
          h2('Tres ideas para llevarse'),
          ul([
            '**El factoraje no sustituye una cobranza ordenada: la hace visible.** Las empresas con procesos de facturación limpios reciben sus anticipos más rápido.',
            '**Sin recurso no significa sin disputas.** La cobertura sin recurso protege frente a la falta de pago por insolvencia del comprador aprobado, no frente a reclamos comerciales; conviene leer esa cláusula con su abogado.',
            '**Empezar con uno o dos clientes** y ampliar después reduce el trabajo inicial y permite ajustar procesos internos.',
          ]),
          h2('Preguntas de los asistentes'),
          p(
            'Las dudas más repetidas fueron si el cliente debe firmar algo (debe acusar de recibido la notificación de cesión y dar de alta la nueva cuenta de pago), si se puede financiar solo a algunos clientes (sí, el límite se aprueba cliente por cliente) y si el anticipo llega en dólares (sí, en la moneda de la factura).',
          ),
          h2('Grabación'),
          p('La grabación completa está disponible en esta página. Si tiene preguntas sobre su caso, escríbanos desde el formulario de contacto.'),
        ),
        seo: {
          title: 'Webinar: factoraje de exportación de principio a fin',
          description:
            'Grabación y resumen del webinar de Northwind sobre factoraje de exportación: límite por comprador, cesión, documentos, ejemplo ilustrativo y disputas.',
        },
      },
    },
  },
  {
    key: 'webinar-mx-importe-asia-india-sin-anticipos',
    kind: 'webinar',
    startsAt: '2027-01-21T11:00:00-06:00',
    endsAt: '2027-01-21T12:15:00-06:00',
    timeZone: 'America/Mexico_City',
    format: 'online',
    registrationForm: 'mexico-short',
    cover: {
      motif: 'container',
      alt: { 'es-mx': 'Ilustración: contenedores en un puerto con un calendario de pagos a 90 días' },
    },
    content: {
      'es-mx': {
        title: 'Webinar: importe de Asia e India sin pagar anticipos',
        slug: 'importe-de-asia-e-india-sin-anticipos',
        excerpt:
          'Cómo cerrar la brecha entre el anticipo que pide su proveedor y el plazo que dan sus clientes, y cómo presupuestar el efectivo del despacho. Jueves 21 de enero de 2027.',
        speakers: [DIEGO, SOFIA, { name: 'Alejandra Ortiz', role: 'Agente aduanal', company: 'Agencia Aduanal del Pacífico (demo)' }],
        body: doc(
          h2('De qué trata'),
          p(
            'Muchos proveedores en Asia e India piden un anticipo al confirmar el pedido y el resto antes de embarcar, mientras los clientes del importador mexicano pagan a 60 o 90 días. En este webinar revisamos cómo cerrar esa brecha con factoraje de importación y cómo presupuestar el efectivo que sí necesitará al contado: el del despacho.',
          ),
          h2('Agenda'),
          ul([
            '**El ciclo de efectivo de una importación.** Del anticipo al proveedor al cobro a su cliente, con un ejemplo ilustrativo.',
            '**Cómo funciona el factoraje de importación.** Northwind paga a su proveedor al embarque y usted liquida entre 60 y 120 días después.',
            '**Un despacho sin sorpresas.** Alejandra Ortiz, agente aduanal de Agencia Aduanal del Pacífico (demo), explica qué contribuciones se pagan con el pedimento, cómo se integra la base del IVA de importación y qué documentos suelen retrasar el despacho.',
            '**Comprar a países sin tratado.** Qué cambia cuando el origen es un país sin tratado de libre comercio con México, como India o China, y por qué hay que confirmar la tarifa vigente de cada fracción.',
            '**Preguntas y respuestas.**',
          ]),
          h2('Para quién es'),
          p(
            'Directores de finanzas, compradores y responsables de comercio exterior de distribuidoras, comercializadoras y plantas que importan insumos o mercancía terminada, ya sea de forma recurrente o para un primer pedido grande.',
          ),
          h2('Detalles'),
          ul([
            'Jueves 21 de enero de 2027, de 11:00 a 12:15, hora del centro de México.',
            'En línea y sin costo; el enlace llega al confirmar su registro.',
            'La sesión se grabará y la publicaremos en la sección de videos.',
          ]),
          p(
            'Al registrarse puede dejarnos su pregunta por adelantado. Las que recibamos antes del 18 de enero se responderán durante la sesión, sin mencionar el nombre de su empresa.',
          ),
        ),
        seo: {
          title: 'Webinar: importe de Asia e India sin anticipos',
          description:
            'Webinar gratuito, 21 de enero de 2027: factoraje de importación para compras en Asia e India, impuestos del despacho y aranceles para países sin tratado.',
        },
      },
    },
  },
]
