import { doc, h2, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

export const FINSIGHT_MX: PostSeed[] = [
  {
    key: 'finsight-mx-notificacion-de-cesion',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'sofia',
    publishedAt: '2025-03-04T09:00:00-06:00',
    cover: {
      motif: 'document',
      alt: { 'es-mx': 'Ilustración: una carta de notificación con acuse de recibo junto a una factura' },
    },
    related: ['finsight-mx-limite-por-comprador'],
    content: {
      'es-mx': {
        title: 'La notificación de cesión define su primer desembolso',
        slug: 'notificacion-de-cesion-primer-desembolso',
        excerpt:
          'Lo que más retrasa el primer anticipo de factoraje rara vez es el análisis de crédito: es que su cliente dé de alta la nueva cuenta de pago. Cómo acelerarlo.',
        body: doc(
          p(
            'En el factoraje de exportación, lo que más retrasa el primer anticipo rara vez es el análisis de crédito. Es la notificación de cesión: el aviso por el que su cliente reconoce que, a partir de ahora, pagará las facturas cedidas en la cuenta del factor.',
          ),
          h2('Por qué tarda'),
          p(
            'El documento es breve, pero en una empresa grande pasa por varias manos: cuentas por pagar, tesorería, a veces el área legal y, al final, quien da de alta la nueva cuenta bancaria en el sistema. Cada área tiene su fila. Mientras la cuenta no esté registrada, existe el riesgo de que el cliente pague a la cuenta anterior, y entonces hay que redirigir el pago.',
          ),
          h2('Cómo acelerarlo'),
          ul([
            'Inicie el trámite en cuanto se apruebe el límite del comprador, no cuando tenga lista la primera factura.',
            'Identifique por nombre a la persona de cuentas por pagar que da de alta cuentas de proveedores y pregúntele qué formato necesita.',
            'Presente el cambio como lo que es: una nueva cuenta de pago, sin cambios en precio, plazo ni relación comercial.',
            'Pida confirmación por escrito del alta y verifique, en el primer pago, que el dinero llegó a la cuenta correcta.',
          ]),
          h2('La regla práctica'),
          p(
            'Cuente con que el alta puede tomar varias semanas en un corporativo y planee su flujo con ese margen. La forma de notificar al deudor está prevista en la ley y en su contrato de factoraje; su ejecutivo le indicará cuál aplica. Lo que no conviene es empezar a ceder facturas sin que el cliente sepa a dónde pagar.',
          ),
        ),
        seo: {
          title: 'Notificación de cesión en factoraje de exportación',
          description:
            'Por qué la notificación de cesión retrasa el primer anticipo de factoraje de exportación y cuatro pasos para que su cliente dé de alta la cuenta más rápido.',
        },
      },
    },
  },
  {
    key: 'finsight-mx-sin-recurso-no-cubre-disputas',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'diego',
    publishedAt: '2025-07-22T09:00:00-06:00',
    cover: {
      motif: 'shield',
      alt: { 'es-mx': 'Ilustración: un escudo protector frente a una caja con una etiqueta de reclamo' },
    },
    related: ['finsight-mx-notificacion-de-cesion'],
    content: {
      'es-mx': {
        title: 'Sin recurso no cubre disputas comerciales',
        slug: 'sin-recurso-no-cubre-disputas',
        excerpt:
          'El factoraje sin recurso le protege si su cliente aprobado no paga por insolvencia, no si deja de pagar por un reclamo de calidad o faltantes. La diferencia, con un ejemplo.',
        body: doc(
          p(
            'El factoraje sin recurso le protege si su cliente aprobado no paga por insolvencia o incumplimiento. No le protege si su cliente no paga porque afirma que usted entregó de menos, tarde o fuera de especificación.',
          ),
          h2('La diferencia, en un ejemplo'),
          p(
            'Suponga, con cifras ilustrativas, una factura cedida de USD 80,000 por la que recibió un anticipo del 90%: USD 72,000. El cliente reporta que un lote de USD 12,000 no cumple la tolerancia acordada, paga USD 68,000 y retiene el resto hasta resolver el reclamo. Esa retención no es un riesgo de crédito: es una disputa comercial, y el contrato de factoraje normalmente la deja a cargo del vendedor. Lo cobrado no alcanza a cubrir el anticipo, así que, según lo pactado, usted deberá restituir la diferencia de USD 4,000, más el costo correspondiente, o esperar a que la disputa se resuelva.',
          ),
          h2('Qué revisar en su contrato'),
          ul([
            'Cómo se define «disputa» y quién determina si existe.',
            'El plazo para resolverla antes de que la factura se considere en incumplimiento.',
            'Qué ocurre con el anticipo mientras la disputa sigue abierta.',
            'Cómo se tratan las notas de crédito y los descuentos que aplique el cliente.',
          ]),
          h2('Cómo reducir el riesgo'),
          p(
            'Las disputas se previenen antes del embarque: especificaciones firmadas, reportes de inspección, fotografías del empaque y prueba de entrega. Con ese expediente, un reclamo se resuelve en días, no en meses, y su cobertura sin recurso sigue haciendo lo que debe: protegerle frente a la insolvencia de su cliente.',
          ),
        ),
        seo: {
          title: 'Factoraje sin recurso: por qué no cubre disputas',
          description:
            'El factoraje sin recurso protege ante la insolvencia del comprador, no ante reclamos de calidad. Un ejemplo numérico y qué revisar en su contrato.',
        },
      },
    },
  },
  {
    key: 'finsight-mx-plazo-real-de-cobro',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'sofia',
    publishedAt: '2025-11-18T09:00:00-06:00',
    cover: {
      motif: 'calendar',
      alt: { 'es-mx': 'Ilustración: un calendario con días marcados entre un camión y un depósito bancario' },
    },
    related: ['finsight-mx-limite-por-comprador'],
    content: {
      'es-mx': {
        title: 'Su plazo real de cobro empieza en el embarque',
        slug: 'plazo-real-de-cobro-desde-el-embarque',
        excerpt:
          '«Vendo a 60 días» casi siempre significa más de 80. Cómo medir su ciclo real de cobro con sus propias facturas y por qué cambia el cálculo del capital de trabajo.',
        body: doc(
          p(
            'Cuando una empresa dice «vendo a 60 días», casi siempre subestima cuánto tiempo está fuera su dinero. El plazo de la factura suele contarse desde la recepción de la mercancía o desde que la factura entra al sistema del cliente; su efectivo, en cambio, salió cuando usted compró la materia prima.',
          ),
          h2('Calcúlelo con sus fechas'),
          p('Tome las últimas diez facturas de exportación cobradas y mida, para cada una, los días entre el embarque y el depósito. Un ejemplo ilustrativo:'),
          ul([
            'Tránsito y cruce hasta la planta del cliente: 5 días.',
            'Recepción y registro de la factura en su sistema: 7 días.',
            'Plazo pactado: 60 días.',
            'Ciclo de pago del cliente (corridas semanales o quincenales): hasta 14 días.',
            'Total: unos 86 días, no 60.',
          ]),
          h2('Por qué importa'),
          p(
            'Con 86 días reales y USD 300,000 facturados al mes, cifra ilustrativa, tendrá cerca de USD 860,000 en cuentas por cobrar, no los USD 600,000 que sugiere el plazo nominal. Esa diferencia es capital de trabajo que alguien financia: usted, su banco o sus proveedores.',
          ),
          p(
            'El factoraje de exportación con anticipo al embarque actúa sobre el ciclo completo, porque el dinero llega cuando la mercancía sale, no cuando el plazo empieza a correr. Antes de comparar costos de financiamiento, mida su ciclo real: es el que determina cuánto efectivo puede liberar.',
          ),
        ),
        seo: {
          title: 'Plazo real de cobro en exportación: cómo medirlo',
          description:
            'Vender a 60 días suele significar más de 80 días de cobro real. Cómo medir su ciclo desde el embarque y cuánto capital de trabajo inmoviliza en realidad.',
        },
      },
    },
  },
  {
    key: 'finsight-mx-limite-por-comprador',
    kind: 'finsight',
    product: 'export-factoring',
    author: 'diego',
    publishedAt: '2026-08-11T09:00:00-06:00',
    cover: {
      motif: 'coins',
      alt: { 'es-mx': 'Ilustración: pilas de monedas de distinta altura, cada una con la etiqueta de un comprador' },
    },
    related: ['finsight-mx-plazo-real-de-cobro', 'finsight-mx-notificacion-de-cesion'],
    content: {
      'es-mx': {
        title: 'Su línea de factoraje vale lo que valen sus compradores',
        slug: 'limite-de-factoraje-por-comprador',
        excerpt:
          'En el factoraje de exportación el límite se fija, sobre todo, por comprador. Por eso un cliente que le duplica el pedido puede dejar la mitad de sus facturas sin financiar.',
        body: doc(
          p(
            'En el factoraje de exportación, el límite no se fija principalmente sobre su empresa, sino sobre cada uno de sus compradores. Muchos exportadores lo descubren tarde: pueden tener una línea total amplia y, aun así, no poder financiar la factura de un cliente concreto.',
          ),
          h2('Cómo funciona'),
          p(
            'El factor analiza a cada comprador (estados financieros, historial de pagos, referencias comerciales) y le asigna un límite: el saldo máximo de facturas de ese cliente que puede financiar a la vez. Si sus ventas a ese cliente crecen más rápido que el límite, las facturas excedentes esperan a que los cobros liberen saldo.',
          ),
          h2('Un ejemplo ilustrativo'),
          p(
            'Un exportador tiene aprobado un límite de USD 400,000 sobre su principal cliente, que paga a 60 días. Mientras le factura USD 200,000 al mes, el saldo vivo ronda los USD 400,000 y todo se financia. Si el cliente duplica sus pedidos, el límite se agota a mitad de mes y la mitad de las facturas nuevas queda fuera, justo cuando el exportador más efectivo necesita para producir.',
          ),
          h2('Qué hacer'),
          ul([
            'Avise a su ejecutivo en cuanto sepa que un cliente aumentará sus pedidos: revisar un límite toma tiempo.',
            'Comparta la información que tenga del cliente, como contratos, pronósticos e historial de pagos; acelera el análisis.',
            'Pregunte qué compradores nuevos podrían aprobarse. Diversificar también reduce su dependencia de un solo cliente.',
            'Cuide el comportamiento de pago: un cliente que paga puntual libera saldo a tiempo y sostiene su límite.',
          ]),
        ),
        seo: {
          title: 'Factoraje de exportación: el límite es por comprador',
          description:
            'Por qué el límite del factoraje de exportación se fija por comprador, qué pasa cuando un cliente duplica sus pedidos y cómo anticiparse a tiempo.',
        },
      },
    },
  },
  {
    key: 'finsight-mx-presupueste-el-despacho',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'diego',
    publishedAt: '2025-05-13T09:00:00-06:00',
    cover: {
      motif: 'container',
      alt: { 'es-mx': 'Ilustración: un contenedor en la aduana junto a un recibo de impuestos' },
    },
    related: ['finsight-mx-plazo-segun-ciclo-de-venta'],
    content: {
      'es-mx': {
        title: 'Factoraje de importación: presupueste el despacho aparte',
        slug: 'presupueste-el-despacho-aparte',
        excerpt:
          'El factoraje de importación paga a su proveedor, no al pedimento. Cuánto efectivo puede exigir el despacho, con un ejemplo ilustrativo, y cómo prepararse.',
        body: doc(
          p(
            'El factoraje de importación paga a su proveedor extranjero. No paga el despacho. Esa separación, obvia en el papel, es la que más sorprende a los importadores en su primera operación.',
          ),
          h2('Qué se paga con el pedimento'),
          p(
            'Al despachar, usted paga las contribuciones de comercio exterior: el impuesto general de importación (según la fracción y el origen), el derecho de trámite aduanero, el IVA de importación y, en su caso, IEPS o cuotas compensatorias. A eso se suman los honorarios del agente aduanal, maniobras, almacenaje y el flete a su bodega.',
          ),
          h2('Un ejemplo ilustrativo'),
          p(
            'Suponga mercancía con valor en aduana de USD 100,000 y un arancel hipotético de 10%: USD 10,000. El IVA de importación, a la tasa general de 16%, no se calcula sobre los USD 100,000, sino sobre el valor en aduana más el arancel y las demás contribuciones: al menos USD 17,600, antes de sumar el derecho de trámite. En total, más de USD 27,600 de efectivo el día del despacho, sin contar honorarios ni flete.',
          ),
          h2('Cómo prepararse'),
          ul([
            'Pida a su agente aduanal un cálculo estimado de contribuciones antes de confirmar el pedido, no cuando el buque ya llegó.',
            'Reserve ese efectivo en su flujo para la fecha estimada de arribo, con margen por retrasos.',
            'El IVA de importación normalmente es acreditable, pero recuperarlo toma tiempo; no lo cuente como efectivo disponible el mismo mes.',
            'Si opera con IMMEX, pregunte a su asesor por la certificación en materia de IVA e IEPS que otorga el SAT.',
          ]),
          p('El valor del factoraje de importación está precisamente ahí: al diferir el pago al proveedor, libera efectivo para lo que sí se paga al contado.'),
        ),
        seo: {
          title: 'Factoraje de importación e impuestos del despacho',
          description:
            'El factoraje de importación paga al proveedor, no los impuestos. Ejemplo ilustrativo de IGI e IVA de importación y cómo presupuestar el efectivo del despacho.',
        },
      },
    },
  },
  {
    key: 'finsight-mx-plazo-segun-ciclo-de-venta',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'sofia',
    publishedAt: '2026-01-20T09:00:00-06:00',
    cover: {
      motif: 'ship',
      alt: { 'es-mx': 'Ilustración: un buque de carga sobre una línea de tiempo que termina en una factura cobrada' },
    },
    related: ['finsight-mx-presupueste-el-despacho'],
    content: {
      'es-mx': {
        title: 'Elija el plazo por su ciclo de venta, no por el tránsito',
        slug: 'plazo-segun-su-ciclo-de-venta',
        excerpt:
          'El plazo correcto del factoraje de importación no es el que cubre el viaje del buque, sino el que tarda su mercancía en convertirse en efectivo cobrado.',
        body: doc(
          p(
            'Al contratar factoraje de importación, la tentación es pedir el plazo que cubre el viaje del buque. El plazo correcto es otro: el tiempo que tarda su mercancía en convertirse en efectivo cobrado.',
          ),
          h2('Sume las etapas'),
          p('Un ejemplo ilustrativo de una compra marítima desde Asia:'),
          ul([
            'Tránsito hasta puerto mexicano: 35 días.',
            'Despacho y traslado a su almacén: 7 días.',
            'Inventario promedio antes de venderse: 30 días.',
            'Plazo de cobro a sus clientes: 45 días.',
            'Total: 117 días desde el embarque.',
          ]),
          h2('Si elige corto'),
          p(
            'Con un plazo de 60 días, su pago vence cuando la mercancía apenas lleva unas semanas en su almacén. Tendrá que pagar con otro efectivo, el de la nómina o el de los impuestos, y el financiamiento solo habrá aplazado el problema unas semanas.',
          ),
          h2('Si elige largo'),
          p(
            'Un plazo mayor al necesario cuesta más sin aportar nada: paga descuento por días en que ya tiene el dinero. En el ejemplo, 120 días es razonable; pedir más sería pagar por holgura que no usa.',
          ),
          h2('La regla'),
          p(
            'Mida el ciclo con los datos de sus últimos pedidos, no con estimaciones, y elija el plazo disponible inmediatamente superior. Si maneja líneas de producto con ciclos muy distintos, pregunte si puede pactar plazos diferentes por pedido.',
          ),
        ),
        seo: {
          title: 'Factoraje de importación: cómo elegir el plazo',
          description:
            'Elija el plazo del factoraje de importación según su ciclo de venta: tránsito, despacho, inventario y cobranza. Ejemplo ilustrativo paso a paso.',
        },
      },
    },
  },
  {
    key: 'finsight-mx-pago-al-embarque-para-negociar',
    kind: 'finsight',
    product: 'import-factoring',
    author: 'diego',
    publishedAt: '2026-10-06T09:00:00-06:00',
    cover: {
      motif: 'handshake',
      alt: { 'es-mx': 'Ilustración: un apretón de manos sobre una factura con una etiqueta de descuento' },
    },
    related: ['finsight-mx-plazo-segun-ciclo-de-venta'],
    content: {
      'es-mx': {
        title: 'Pago al embarque: una palanca para negociar',
        slug: 'pago-al-embarque-palanca-para-negociar',
        excerpt:
          'El factoraje de importación cambia el momento en que cobra su proveedor. Eso tiene valor para él, y usted puede pedir que se refleje en precio o en condiciones.',
        body: doc(
          p(
            'El factoraje de importación cambia el momento en que cobra su proveedor. Antes de firmar, pregúntese qué gana él con ese cambio, porque eso es justamente lo que usted puede negociar.',
          ),
          h2('Si hoy le vende a crédito'),
          p(
            'Si su proveedor le da 60 o 90 días en cuenta abierta, hoy es él quien financia esa venta. Cobrar al embarque le ahorra ese costo y el riesgo de esperar, así que es razonable pedir un descuento por pronto pago. Ejemplo ilustrativo: en un pedido de USD 100,000, un descuento de 2% equivale a USD 2,000. Compare esa cifra con el costo del factoraje por el plazo que usará; en la medida en que el descuento lo cubra, la operación se paga sola.',
          ),
          h2('Si hoy le pide anticipo'),
          p(
            'Si el proveedor exige anticipo, cobrar el 100% al embarque con un pagador confirmado le da certeza, aunque deje de recibir dinero antes de producir. Aquí la contrapartida suele ser otra: prioridad en su programa de producción, fechas de entrega comprometidas o mejores condiciones en pedidos mayores.',
          ),
          h2('Cómo plantearlo'),
          ul([
            'Haga la propuesta por escrito, con el nuevo esquema explicado: quién paga, contra qué documentos y en qué momento.',
            'Pida el descuento o la contrapartida como condición del nuevo esquema, no como un favor.',
            'Asegúrese de que el precio acordado aparezca en la factura comercial; los descuentos fuera de factura complican la determinación del valor en aduana.',
          ]),
        ),
        seo: {
          title: 'Negocie con su proveedor gracias al pago al embarque',
          description:
            'Con factoraje de importación su proveedor cobra al embarque. Cómo convertir ese cambio en un descuento por pronto pago o mejores condiciones de entrega.',
        },
      },
    },
  },
]
