import { doc, h2, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

export const NEWS_MX: PostSeed[] = [
  {
    key: 'news-mx-cfdi-4-0-exportaciones',
    kind: 'news',
    product: 'export-factoring',
    categories: ['policy-and-regulation'],
    author: 'diego',
    publishedAt: '2025-02-11T09:00:00-06:00',
    cover: {
      motif: 'document',
      alt: { 'es-mx': 'Ilustración: una factura electrónica con sello digital junto a una caja lista para exportar' },
    },
    related: ['news-mx-aranceles-paises-sin-tratado'],
    content: {
      'es-mx': {
        title: 'CFDI 4.0 en exportaciones: qué cambió y qué revisamos',
        slug: 'cfdi-4-0-en-exportaciones',
        excerpt:
          'Desde abril de 2023 el CFDI 4.0 es la única versión válida. Repasamos los cambios que más afectan a quien exporta y los errores que retrasan un anticipo de factoraje.',
        body: doc(
          h2('Desde cuándo es obligatorio'),
          p(
            'El SAT introdujo la versión 4.0 del Comprobante Fiscal Digital por Internet (CFDI) el 1 de enero de 2022 y permitió que conviviera con la versión 3.3 durante una transición que, tras varias prórrogas, terminó el 31 de marzo de 2023. Desde el **1 de abril de 2023**, el CFDI 4.0 es la única versión válida para facturar.',
          ),
          h2('Los cambios que más afectan a un exportador'),
          ul([
            '**Datos del receptor.** En operaciones nacionales, el nombre o razón social, el código postal del domicilio fiscal y el régimen fiscal del receptor deben coincidir con su Constancia de Situación Fiscal. Un error en cualquiera de ellos impide el timbrado.',
            '**Receptor en el extranjero.** Se usa el RFC genérico XEXX010101000 y el régimen 616 «Sin obligaciones fiscales»; en el domicilio fiscal del receptor se anota el código postal del lugar de expedición, y se informan la residencia fiscal y el número de registro tributario del cliente cuando corresponde.',
            '**Campo «Exportación».** Cada comprobante indica si la operación es o no una exportación y de qué tipo: definitiva con clave de pedimento A1, temporal, o definitiva con otra clave o sin enajenación.',
            '**Objeto de impuesto.** Cada concepto declara si es objeto de impuesto; revise cómo está configurado el IVA de sus productos de exportación.',
            '**Cancelación con motivo.** Para cancelar hay que indicar un motivo del catálogo del SAT y, si la factura se sustituye, relacionar el folio fiscal (UUID) correspondiente.',
          ]),
          p(
            'En las exportaciones definitivas de mercancía con clave A1 se integra, además, el complemento de comercio exterior, cuyos datos (fracción arancelaria, cantidades, valor en dólares, Incoterm) deben ser congruentes con el pedimento. El SAT ha actualizado la versión de ese complemento; confirme en su portal cuál está vigente.',
          ),
          h2('Por qué importa para su financiamiento'),
          p(
            'En el factoraje de exportación, el CFDI vincula la venta con el pedimento y el documento de transporte. Antes de cada desembolso validamos su estatus ante el SAT y su congruencia con el resto del expediente. Las discrepancias más frecuentes:',
          ),
          ul([
            'Importe de la factura distinto del valor declarado en el pedimento, sin una explicación documentada (fletes, descuentos, Incoterm).',
            'Nombre del cliente extranjero escrito distinto en la factura, la orden de compra y el conocimiento de embarque.',
            'Facturas canceladas y sustituidas después de haber sido cedidas, sin avisar al factor.',
          ]),
          p('Cada una retrasa el anticipo, y una revisión breve antes de timbrar suele evitarlas.'),
          h2('Dónde confirmar'),
          p(
            'Las reglas del CFDI están en el Anexo 20 y en la Resolución Miscelánea Fiscal, que cambian con frecuencia. Antes de modificar su sistema de facturación, consulte la documentación vigente en el portal del SAT y valídela con su contador.',
          ),
        ),
        seo: {
          title: 'CFDI 4.0 en exportaciones: cambios y errores comunes',
          description:
            'Qué cambió con el CFDI 4.0 para exportadores: receptor extranjero, campo Exportación, complemento de comercio exterior y errores que retrasan el cobro.',
        },
      },
    },
  },
  {
    key: 'news-mx-oficina-monterrey',
    kind: 'news',
    categories: ['company-news'],
    author: 'newsroom',
    publishedAt: '2025-04-08T10:00:00-06:00',
    cover: {
      motif: 'factory',
      alt: { 'es-mx': 'Ilustración: naves industriales frente a una silueta de montañas que evoca Monterrey' },
    },
    related: ['news-mx-mesa-india-mexico'],
    content: {
      'es-mx': {
        title: 'Northwind abre oficina en Monterrey',
        slug: 'northwind-abre-oficina-en-monterrey',
        excerpt:
          'Nuestra segunda sede en México atenderá a exportadores, importadores y fabricantes del noreste con los mismos procesos y tiempos de respuesta que la Ciudad de México.',
        body: doc(
          p(
            'Northwind Trade Finance abrió una oficina en Monterrey, Nuevo León, su segunda sede en México después de la Ciudad de México. Desde ahí atenderá a exportadores, importadores y fabricantes del noreste del país.',
          ),
          h2('Por qué Monterrey'),
          p(
            'El noreste concentra buena parte de la manufactura exportadora de México (autopartes, electrodomésticos, acero y sus derivados, maquinaria) y está conectado por carretera con los principales cruces fronterizos hacia Texas. Muchas de las empresas que ya trabajan con nosotros tienen ahí su planta o sus proveedores, y nos pedían algo sencillo: poder sentarse a revisar un expediente con alguien en la misma ciudad.',
          ),
          h2('Qué servicios se atienden desde la oficina'),
          ul([
            '**Factoraje de exportación** para ventas a Estados Unidos, Canadá y otros mercados.',
            '**Financiamiento de órdenes de compra** para pedidos que exigen comprar insumos antes de producir.',
            '**Descuento de facturas**, para financiar solo las facturas que usted elija.',
            '**Factoraje de importación** para compras de insumos y mercancía en el extranjero.',
          ]),
          h2('Cómo trabajaremos'),
          p(
            'El equipo de Monterrey reporta a Sofía Herrera, directora de Financiamiento Comercial, y comparte con la oficina de la Ciudad de México los mismos procesos de análisis de crédito, validación documental y desembolso. Los tiempos de respuesta y las condiciones son iguales sin importar qué oficina le atienda; lo que cambia es la cercanía.',
          ),
          p(
            'Además de las reuniones con clientes, la oficina recibirá sesiones de trabajo en grupos pequeños sobre temas prácticos: cómo integrar un expediente para factoraje, cómo documentar el origen T-MEC y cómo coordinar a tesorería con el agente aduanal. Publicaremos las fechas en la sección de eventos.',
          ),
          p(
            '«Queremos que las empresas del norte tengan cerca a alguien que conozca su operación: sus clientes, sus ciclos de producción y sus tiempos de cruce», señaló Sofía Herrera.',
          ),
          h2('Cómo agendar una reunión'),
          p(
            'Si su empresa está en Nuevo León, Coahuila, Tamaulipas o un estado vecino, puede solicitar una reunión presencial desde el formulario de contacto del sitio, indicando «Monterrey» en su mensaje. La dirección de la oficina se comparte al confirmar la cita. Si prefiere una videollamada, el mismo formulario le sirve.',
          ),
        ),
        seo: {
          title: 'Northwind abre oficina en Monterrey, Nuevo León',
          description:
            'Northwind Trade Finance abre oficina en Monterrey para atender a exportadores, importadores y fabricantes del noreste con factoraje y capital de trabajo.',
        },
      },
    },
  },
  {
    key: 'news-mx-aranceles-paises-sin-tratado',
    kind: 'news',
    product: 'import-factoring',
    categories: ['policy-and-regulation'],
    author: 'sofia',
    publishedAt: '2025-06-10T09:00:00-06:00',
    cover: {
      motif: 'container',
      alt: { 'es-mx': 'Ilustración: contenedores apilados en un puerto junto a un sello de aduana' },
    },
    related: ['news-mx-mesa-india-mexico', 'news-mx-cfdi-4-0-exportaciones'],
    content: {
      'es-mx': {
        title: 'Aranceles a países sin tratado: qué revisar al importar',
        slug: 'aranceles-paises-sin-tratado-que-revisar',
        excerpt:
          'Los decretos de 2023 y 2024 elevaron el arancel general para cientos de fracciones. Qué debe revisar si importa de países sin tratado con México, como China o India.',
        body: doc(
          h2('Qué cambió'),
          p(
            'México tiene una amplia red de tratados de libre comercio, pero no con todos sus proveedores: China e India, por ejemplo, no tienen un tratado de este tipo con México. Las importaciones originarias de esos países pagan el arancel general (de nación más favorecida) que fija la Ley de los Impuestos Generales de Importación y de Exportación (LIGIE).',
          ),
          p(
            'En agosto de 2023 y en abril de 2024, el Ejecutivo federal publicó en el Diario Oficial de la Federación (DOF) decretos que elevaron temporalmente ese arancel general para cientos de fracciones arancelarias, entre ellas productos de acero, aluminio, textiles, confección, calzado, plásticos y químicos. Las importaciones originarias de países con los que México tiene tratado, amparadas con una prueba de origen válida, conservan su tasa preferencial.',
          ),
          p(
            'Estos ajustes se revisan y modifican con frecuencia. Por eso no citamos tasas aquí: la única referencia confiable es la tarifa vigente para su fracción el día de la importación.',
          ),
          h2('Lo que debe revisar su empresa'),
          ul([
            '**Su fracción y su NICO.** Confirme con su agente aduanal la fracción arancelaria a ocho dígitos y el número de identificación comercial de cada producto. Una clasificación distinta puede cambiar por completo el arancel.',
            '**El origen, no el país de embarque.** El arancel depende del origen de la mercancía. Un producto fabricado en un país sin tratado y embarcado desde un tercer país no se vuelve originario de este último.',
            '**Sus programas de fomento.** Si opera con IMMEX o PROSEC, revise con su asesor cómo le afectan los cambios. Los insumos no originarios que se incorporan a productos exportados a Estados Unidos o Canadá pueden causar el impuesto general de importación conforme a las reglas del T-MEC sobre devolución y diferimiento de aranceles.',
            '**El costo puesto en almacén.** Recalcule el costo total: arancel, IVA de importación (cuya base incluye el propio arancel), derecho de trámite aduanero, flete, seguro y honorarios.',
            '**Sus contratos de venta.** Si vende a precio fijo, identifique qué pedidos dejan de ser rentables con la tarifa nueva.',
          ]),
          h2('El efecto en su flujo de efectivo'),
          p(
            'Un arancel más alto no solo encarece el producto: exige más efectivo en el despacho, porque las contribuciones se pagan con el pedimento, antes de que usted venda la mercancía. El factoraje de importación de Northwind paga la factura del proveedor extranjero; los impuestos y los honorarios del agente aduanal siguen a cargo del importador. Diferir el pago al proveedor ayuda precisamente a liberar efectivo para cubrirlos.',
          ),
          h2('Dónde consultar'),
          p(
            'Consulte los decretos en el DOF, la tarifa vigente en el Sistema de Información Arancelaria Vía Internet (SIAVI) de la Secretaría de Economía y, ante cualquier duda de clasificación u origen, a su agente aduanal.',
          ),
        ),
        seo: {
          title: 'Aranceles a países sin tratado: guía para importadores',
          description:
            'Qué revisar si importa de países sin tratado con México: fracción y NICO, origen, IMMEX y PROSEC, costo puesto en almacén y efectivo para el despacho.',
        },
      },
    },
  },
  {
    key: 'news-mx-mesa-india-mexico',
    kind: 'news',
    product: 'import-factoring',
    categories: ['company-news'],
    author: 'sofia',
    publishedAt: '2025-09-16T09:00:00-06:00',
    cover: {
      motif: 'globe',
      alt: { 'es-mx': 'Ilustración: un globo terráqueo con una ruta marítima que une India y México' },
    },
    related: ['news-mx-oficina-monterrey', 'news-mx-aranceles-paises-sin-tratado'],
    content: {
      'es-mx': {
        title: 'Northwind lanza su mesa India–México',
        slug: 'northwind-lanza-mesa-india-mexico',
        excerpt:
          'Un equipo con personal en ambos países para financiar y dar seguimiento a operaciones entre India y México, en español para el cliente mexicano y en inglés para el proveedor.',
        body: doc(
          p(
            'Northwind Trade Finance opera desde hoy una mesa dedicada al comercio entre India y México, con personal en ambos países, para financiar y dar seguimiento a operaciones en las dos direcciones.',
          ),
          h2('Para quién es'),
          ul([
            '**Importadores mexicanos** que compran a proveedores en India (principios activos y genéricos, autopartes y forjas, hilos y telas, químicos, bombas y válvulas) y quieren dejar de pagar anticipos.',
            '**Exportadores indios** que venden a compradores en México y necesitan cobrar al embarque en lugar de esperar el plazo completo.',
          ]),
          h2('Qué hace la mesa'),
          ul([
            'Verifica al proveedor en India: registro como exportador, antigüedad, embarques recientes y, cuando hace falta, su planta.',
            'Revisa en origen los documentos de exportación antes de pagar al proveedor.',
            'Da seguimiento a cada embarque hasta su llegada a puerto mexicano.',
            'Atiende al cliente mexicano en español y al proveedor indio en inglés, con un solo expediente compartido.',
          ]),
          h2('Por qué una mesa dedicada'),
          p(
            'El corredor tiene retos propios. El tránsito marítimo es largo, y eso alarga el ciclo de efectivo de ambas partes. La diferencia horaria también pesa: India va 11 horas y media adelante de la Ciudad de México, así que cuando una empresa mexicana empieza su jornada, su proveedor ya la está terminando. Un equipo con personas en ambos husos horarios evita que una duda sobre un documento cueste un día entero.',
          ),
          p(
            'Además, México no tiene un tratado de libre comercio con India, por lo que las importaciones de ese origen pagan el arancel general. Calcular bien el costo puesto en almacén, y el efectivo que exige el despacho, forma parte de la conversación inicial con cada importador.',
          ),
          p(
            '«En este corredor, la mitad del trabajo es financiero y la otra mitad es coordinación: que el documento correcto llegue a tiempo a la persona correcta», explicó Sofía Herrera, directora de Financiamiento Comercial.',
          ),
          h2('Cómo empezar'),
          p(
            'Si ya compra en India, compártanos qué productos importa, de qué proveedores y en qué volumen, y le enviaremos una propuesta indicativa. Si todavía busca proveedor, la mesa puede presentarle opciones que ya haya verificado. Las empresas indias pueden contactarnos desde la edición para India de este sitio.',
          ),
        ),
        seo: {
          title: 'Northwind lanza su mesa de comercio India–México',
          description:
            'Nueva mesa India–México de Northwind: verificación de proveedores, revisión documental en origen y factoraje para importadores y exportadores del corredor.',
        },
      },
    },
  },
  {
    key: 'news-mx-revision-conjunta-tmec-2026',
    kind: 'news',
    product: 'export-factoring',
    categories: ['policy-and-regulation'],
    author: 'sofia',
    publishedAt: '2026-02-10T09:00:00-06:00',
    cover: {
      motif: 'handshake',
      alt: { 'es-mx': 'Ilustración: dos manos estrechándose sobre un mapa de Norteamérica' },
    },
    related: ['news-mx-aranceles-paises-sin-tratado'],
    content: {
      'es-mx': {
        title: 'Revisión conjunta del T-MEC en 2026: lo que debe saber',
        slug: 'revision-conjunta-del-tmec-2026',
        excerpt:
          'En julio de 2026 el T-MEC cumple seis años y los tres países deben revisarlo y decidir si prorrogan su vigencia. Qué dice el tratado, qué escenarios hay y qué preparar.',
        body: doc(
          h2('Qué dice el tratado'),
          p(
            'El Tratado entre México, Estados Unidos y Canadá (T-MEC) entró en vigor el **1 de julio de 2020** y sustituyó al TLCAN. A diferencia de su antecesor, tiene una vigencia definida de 16 años y un mecanismo de revisión previsto en su artículo 34.7.',
          ),
          p(
            'Ese artículo establece que, al cumplirse el sexto aniversario de la entrada en vigor (es decir, en julio de 2026), la Comisión de Libre Comercio, integrada por representantes de nivel ministerial de los tres países, se reunirá para realizar una «revisión conjunta» del tratado. En ese marco, cada país debe confirmar por escrito, a través de su jefe de gobierno, si desea prorrogar la vigencia por otro periodo de 16 años.',
          ),
          h2('Los escenarios posibles'),
          ul([
            '**Los tres países confirman la prórroga.** La vigencia se extiende automáticamente por 16 años más, y la siguiente revisión conjunta se realiza a más tardar seis años después.',
            '**Alguno no confirma.** El tratado sigue vigente y las partes realizan revisiones conjuntas cada año durante el resto del plazo original; en cualquiera de ellas pueden confirmar la prórroga.',
            '**No hay confirmación en ningún momento.** El tratado concluiría al término de los 16 años contados desde 2020, es decir, en 2036.',
          ]),
          p(
            'La revisión no es, por sí misma, una renegociación ni suspende las preferencias arancelarias. El retiro de un país es un procedimiento distinto (artículo 34.6), que surte efecto seis meses después de notificarse por escrito.',
          ),
          h2('Qué conviene hacer desde ahora'),
          ul([
            'Identifique qué parte de sus ventas a Estados Unidos y Canadá se ampara hoy con trato preferencial y qué arancel pagaría su cliente sin él.',
            'Revise que sus certificaciones de origen estén respaldadas por la documentación de sus proveedores; el tratado exige conservar los registros al menos cinco años.',
            'Incluya en sus contratos de largo plazo cláusulas que definan quién absorbe un cambio arancelario.',
            'Siga las fuentes oficiales: los comunicados de la Secretaría de Economía (SE) y, para cualquier cambio jurídico en México, el DOF.',
          ]),
          h2('Cómo lo considera Northwind'),
          p(
            'Nuestras líneas de factoraje se basan en la calidad crediticia de sus compradores y en la documentación de cada embarque, no en pronósticos sobre la negociación. Si la revisión modifica las condiciones de acceso de algún producto, lo revisaremos con cada cliente caso por caso.',
          ),
          p(
            '**Nota:** este texto se publicó antes de la reunión de julio de 2026. Para conocer su resultado y los pasos siguientes, consulte los comunicados oficiales de la SE.',
          ),
        ),
        seo: {
          title: 'Revisión conjunta del T-MEC 2026: escenarios y pasos',
          description:
            'Qué establece el artículo 34.7 del T-MEC sobre la revisión conjunta de julio de 2026, los escenarios de prórroga y qué conviene preparar a los exportadores.',
        },
      },
    },
  },
  {
    key: 'news-mx-serie-webinars-en-espanol',
    kind: 'news',
    categories: ['company-news'],
    author: 'newsroom',
    publishedAt: '2026-04-21T10:00:00-06:00',
    cover: {
      motif: 'calendar',
      alt: { 'es-mx': 'Ilustración: un calendario con fechas marcadas junto a una pantalla de transmisión en vivo' },
    },
    related: ['news-mx-oficina-monterrey'],
    content: {
      'es-mx': {
        title: 'Nueva serie de webinars en español sobre comercio exterior',
        slug: 'serie-de-webinars-en-espanol',
        excerpt:
          'Sesiones gratuitas y prácticas para directores de finanzas y responsables de comercio exterior. La primera, en junio de 2026, recorre el factoraje de exportación de principio a fin.',
        body: doc(
          p(
            'Northwind Trade Finance presenta una serie de webinars gratuitos en español para directores de finanzas, tesoreros y responsables de comercio exterior de empresas mexicanas. El objetivo es sencillo: resolver dudas concretas de operación, con ejemplos y con tiempo suficiente para preguntas.',
          ),
          h2('El formato'),
          ul([
            'Sesiones de 60 a 75 minutos, en horario del centro de México.',
            'Una exposición breve con ejemplos numéricos ilustrativos y al menos la mitad del tiempo para preguntas.',
            'Invitados de la práctica: agentes aduanales, contralores y especialistas en reglas de origen.',
            'Grabación disponible en la sección de videos, para quien no pueda conectarse en vivo.',
          ]),
          h2('Primera sesión: factoraje de exportación de principio a fin'),
          p(
            'La serie abre el jueves 18 de junio de 2026 con Sofía Herrera, directora de Financiamiento Comercial. Recorrerá una operación completa: cómo se aprueba el límite sobre el comprador, cómo se cede la factura, qué documentos se requieren, cómo se calculan el anticipo y el saldo, y qué ocurre si el cliente paga tarde o disputa una entrega.',
          ),
          h2('Temas de las sesiones siguientes'),
          ul([
            'Factoraje de importación para compras en Asia e India, y cómo presupuestar los impuestos del despacho.',
            'Reglas de origen del T-MEC: cómo integrar y conservar el expediente que respalda una certificación.',
            'Financiamiento de órdenes de compra para pedidos grandes o de temporada.',
            'CFDI 4.0 y complemento de comercio exterior: los errores que retrasan la cobranza.',
          ]),
          p('Anunciaremos cada fecha con anticipación en la sección de eventos. El calendario puede ajustarse según las preguntas que recibamos.'),
          h2('Cómo registrarse'),
          p(
            'El registro es gratuito y se hace desde la página de cada webinar. Si hay un tema que le gustaría que tratáramos, indíquelo en el formulario: las preguntas de los participantes son las que definen el contenido de la serie.',
          ),
        ),
        seo: {
          title: 'Serie de webinars en español para exportadores',
          description:
            'Northwind lanza webinars gratuitos en español sobre factoraje, reglas de origen del T-MEC, CFDI 4.0 e importaciones desde Asia e India. Conozca el calendario.',
        },
      },
    },
  },
]
