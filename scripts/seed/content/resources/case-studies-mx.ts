import { doc, h2, p, ul } from '../../rich-text'
import type { CaseStudySeed } from './types'

const COMPOSITE = 'Este caso es un compuesto ilustrativo basado en operaciones típicas; no describe a un cliente en particular y sus cifras son aproximadas.'

export const CASE_STUDIES_MX: CaseStudySeed[] = [
  {
    key: 'case-mx-autopartes-saltillo-factoraje-exportacion',
    product: 'export-factoring',
    country: 'MX',
    amountFinanced: { amount: 1350000, currency: 'USD' },
    daysToFunds: 1,
    publishedAt: '2025-11-04T09:00:00-06:00',
    cover: {
      motif: 'truck',
      alt: { 'es-mx': 'Ilustración: un tráiler cargado de piezas metálicas rumbo a un cruce fronterizo' },
    },
    content: {
      'es-mx': {
        title: 'Autopartes de Saltillo: anticipo al embarque',
        slug: 'autopartes-saltillo-factoraje-de-exportacion',
        excerpt:
          'Un fabricante de autopartes de Saltillo que cobraba a unos 90 días pasó a recibir el 90% de cada embarque al día siguiente, y con ese efectivo financió un programa nuevo.',
        industry: 'Autopartes',
        outcome: 'Pasó de esperar unos 90 días por cada cobro a recibir el 90% de cada embarque al día hábil siguiente.',
        quote: {
          text: 'Antes, cada programa nuevo nos obligaba a pedirle más crédito al banco. Ahora cada embarque financia al siguiente.',
          name: 'Director de Finanzas',
          role: 'Fabricante de autopartes de Saltillo (caso ilustrativo)',
        },
        body: doc(
          p(COMPOSITE),
          h2('El cliente'),
          p(
            'Un fabricante de piezas estampadas y soldadas para chasís, ubicado en Saltillo, Coahuila, que vende a dos proveedores tier 1 con plantas en Estados Unidos. Exporta por carretera, cruza por Nuevo Laredo y factura en dólares.',
          ),
          h2('El reto'),
          p(
            'Sus clientes pagan a 60 días contados desde la recepción, y el ciclo de cuentas por pagar de uno de ellos añade, en la práctica, una o dos semanas más. Entre cruce, recepción, plazo y ciclo de pago, cada dólar facturado tardaba unos 90 días en regresar. Con una facturación ilustrativa de USD 500,000 al mes, la empresa tenía alrededor de USD 1.5 millones inmovilizados en cuentas por cobrar.',
          ),
          p(
            'El problema se volvió urgente cuando uno de los clientes le asignó un programa nuevo que exigía comprar acero con anticipación. La línea bancaria de la empresa estaba casi dispuesta y ampliarla requería garantías adicionales que no quería comprometer.',
          ),
          h2('La solución'),
          p(
            'Northwind aprobó un límite de crédito sobre cada uno de los dos clientes tier 1, con base en su información financiera y su historial de pagos. La empresa envió a ambos una notificación de cesión con la nueva cuenta de pago, que sus áreas de cuentas por pagar acusaron de recibido. Desde entonces, cada embarque sigue el mismo flujo:',
          ),
          ul([
            'La planta timbra el CFDI de exportación con complemento de comercio exterior y el agente aduanal transmite el pedimento.',
            'Con el documento de transporte y la evidencia del cruce, tesorería carga el expediente en la plataforma de Northwind.',
            'Al día hábil siguiente, la empresa recibe el 90% del valor de la factura.',
            'Al vencimiento, el cliente paga a Northwind y la empresa recibe el 10% restante, menos el costo pactado.',
          ]),
          h2('Los números, de forma ilustrativa'),
          p(
            'Con USD 500,000 facturados al mes, la empresa recibe alrededor de USD 450,000 en los días siguientes a cada embarque. Con unos tres meses de facturas en circulación, el saldo financiado llega a cerca de USD 1.35 millones: el efectivo que antes esperaba en cuentas por cobrar y que ahora paga el acero del programa nuevo. El costo se fija como un descuento por los días financiados más una comisión por factura, y la dirección de finanzas lo compara cada mes con el margen que aporta el programa.',
          ),
          h2('Lo que aprendieron'),
          ul([
            '**La notificación de cesión toma tiempo.** Uno de los clientes tardó varias semanas en dar de alta la nueva cuenta en su sistema; conviene iniciar el trámite en cuanto se aprueba el límite.',
            '**Las notas de crédito deben avisarse.** Un ajuste de precio aplicado por el cliente reduce lo que paga; la empresa ahora informa a Northwind cada nota de crédito el mismo día que la emite.',
            '**El factoraje no sustituyó al banco.** La línea bancaria quedó para inversión en maquinaria y el factoraje para el capital de trabajo ligado a las ventas.',
          ]),
        ),
        seo: {
          title: 'Caso: factoraje de exportación para autopartes',
          description:
            'Caso ilustrativo: un fabricante de autopartes de Saltillo pasa de cobrar a 90 días a recibir el 90% de cada embarque al día siguiente con factoraje.',
        },
      },
    },
  },
  {
    key: 'case-mx-muebles-jalisco-ordenes-de-compra',
    product: 'purchase-order-financing',
    country: 'MX',
    amountFinanced: { amount: 250000, currency: 'USD' },
    daysToFunds: 5,
    publishedAt: '2026-02-17T09:00:00-06:00',
    cover: {
      motif: 'factory',
      alt: { 'es-mx': 'Ilustración: un taller de muebles con tablones de madera y una orden de compra sellada' },
    },
    content: {
      'es-mx': {
        title: 'Muebles de Jalisco: su primer gran pedido de exportación',
        slug: 'muebles-jalisco-financiamiento-orden-de-compra',
        excerpt:
          'Un fabricante de muebles de Ocotlán recibió una orden de USD 600,000 de una cadena estadounidense. Con financiamiento de órdenes de compra pagó a sus proveedores sin frenar su operación.',
        industry: 'Muebles de madera',
        outcome: 'Aceptó un pedido de exportación de USD 600,000 sin detener su producción para el mercado nacional.',
        quote: {
          text: 'La orden era la oportunidad que llevábamos años buscando, y casi la rechazamos porque no teníamos con qué comprar la madera.',
          name: 'Directora General',
          role: 'Fabricante de muebles de Ocotlán, Jalisco (caso ilustrativo)',
        },
        body: doc(
          p(COMPOSITE),
          h2('El cliente'),
          p(
            'Un fabricante de muebles de madera de Ocotlán, Jalisco, con una larga trayectoria vendiendo a mueblerías y cadenas en México y, hasta entonces, solo exportaciones esporádicas a Estados Unidos.',
          ),
          h2('El reto'),
          p(
            'Una cadena minorista estadounidense le colocó una orden de compra de USD 600,000 para su temporada de primavera, con entregas en dos embarques y pago a 60 días después de cada entrega. Para producir, la empresa necesitaba comprar madera, herrajes, barnices y empaque de exportación por unos USD 250,000, y sus proveedores de madera pedían pago de contado. Con su capital de trabajo comprometido en la producción nacional, aceptar el pedido significaba frenar otras líneas o rechazar la orden.',
          ),
          h2('La solución'),
          p(
            'Northwind revisó la orden de compra, la solidez financiera de la cadena y la capacidad de la planta para cumplir especificaciones y fechas, lo que incluyó una visita a la planta y la revisión de las muestras ya aprobadas por el comprador. Con eso, estructuró un financiamiento de órdenes de compra:',
          ),
          ul([
            'Northwind pagó directamente a los proveedores de madera y herrajes contra sus facturas, hasta USD 250,000.',
            'La planta produjo y embarcó en los dos envíos pactados.',
            'Al embarcar, cada factura de exportación pasó a factoraje de exportación: el anticipo sobre la factura liquidó la parte correspondiente del financiamiento de la orden.',
            'Al vencimiento, la cadena pagó a Northwind y la empresa recibió el saldo, menos el costo pactado.',
          ]),
          p(
            'Entre la aprobación de la orden y el primer pago a proveedores pasaron cinco días hábiles, el tiempo necesario para validar a cada proveedor y sus cotizaciones.',
          ),
          h2('Lo que cuidaron juntos'),
          ul([
            '**Especificaciones por escrito.** La orden fijaba estándares de acabado, empaque y etiquetado. Un rechazo habría afectado el pago, así que se documentaron las aprobaciones de muestras y las inspecciones antes de cada embarque.',
            '**Madera con documentación.** El comprador exigía evidencia del origen legal de la madera; la empresa la integró desde la compra, no al final del proceso.',
            '**Fechas realistas.** La empresa negoció con el comprador un margen en la fecha del segundo embarque para absorber un posible retraso en el secado de la madera.',
          ]),
          h2('El resultado'),
          p(
            'La empresa cumplió ambos embarques y su operación nacional siguió con normalidad. La cadena volvió a comprarle la temporada siguiente, y esta vez la empresa ya conocía el proceso: sabía qué documentos pedir a sus proveedores, cuánto tiempo reservar para la validación y cómo encadenar el financiamiento de la orden con el factoraje de las facturas.',
          ),
          p(
            'La lección principal para otros fabricantes: el financiamiento de órdenes de compra se basa tanto en la capacidad de cumplir como en la solidez del comprador. Una planta que documenta bien su calidad y sus tiempos obtiene respuesta más rápido.',
          ),
        ),
        seo: {
          title: 'Caso: financiamiento de orden de compra en Jalisco',
          description:
            'Caso ilustrativo: un fabricante de muebles de Ocotlán financia la compra de insumos para un pedido de USD 600,000 de una cadena estadounidense.',
        },
      },
    },
  },
  {
    key: 'case-mx-plasticos-queretaro-descuento-de-facturas',
    product: 'invoice-discounting',
    country: 'MX',
    amountFinanced: { amount: 400000, currency: 'USD' },
    daysToFunds: 1,
    publishedAt: '2026-06-09T09:00:00-06:00',
    cover: {
      motif: 'chart',
      alt: { 'es-mx': 'Ilustración: una gráfica de ventas con un pico de temporada junto a piezas de plástico' },
    },
    content: {
      'es-mx': {
        title: 'Plásticos en Querétaro: financiar solo la temporada alta',
        slug: 'plasticos-queretaro-descuento-de-facturas',
        excerpt:
          'Un fabricante de piezas de plástico inyectado con ventas muy estacionales sustituyó una línea fija por el descuento selectivo de facturas, solo en los meses en que lo necesita.',
        industry: 'Plásticos y moldeo por inyección',
        outcome: 'Financió su temporada alta descontando solo las facturas que necesitaba, sin cargar todo el año con una línea ociosa.',
        quote: {
          text: 'Pagábamos por una línea que usábamos cuatro meses. Ahora decidimos factura por factura y, fuera de temporada, no descontamos nada.',
          name: 'Tesorera',
          role: 'Fabricante de plásticos de Querétaro (caso ilustrativo)',
        },
        body: doc(
          p(COMPOSITE),
          h2('El cliente'),
          p(
            'Un fabricante de piezas de plástico inyectado de Querétaro que surte a armadoras de electrodomésticos en México y a dos empresas de artículos para el hogar en Estados Unidos y Canadá.',
          ),
          h2('El reto'),
          p(
            'Su demanda es estacional. Entre agosto y noviembre, los pedidos de sus clientes de artículos para el hogar crecen con fuerza para abastecer la temporada de fin de año. En esos meses la empresa compra más resina, abre turnos adicionales y paga horas extra, mientras sus clientes le pagan a 60 y 75 días. El resto del año su flujo es estable. Una línea revolvente fija le resultaba cara: pagaba comisiones por un monto disponible que solo usaba unos meses.',
          ),
          h2('La solución'),
          p('En lugar de una línea fija, la empresa usa de forma selectiva la plataforma de descuento de facturas de Northwind:'),
          ul([
            'Northwind aprobó límites sobre sus tres principales clientes de exportación.',
            'En temporada alta, tesorería elige qué facturas descontar; fuera de temporada puede no descontar ninguna.',
            'Cada factura elegida se carga con su CFDI y la evidencia de entrega, y los fondos llegan al día hábil siguiente.',
            'El cliente paga al vencimiento y la operación se cierra.',
          ]),
          h2('Un ejemplo ilustrativo'),
          p(
            'En uno de los meses pico, la empresa facturó USD 400,000 a sus clientes de Estados Unidos y Canadá y decidió descontar solo USD 250,000: las facturas con vencimiento más largo. Con ese anticipo pagó la resina del mes siguiente. Sumando las facturas descontadas de los meses pico que aún no vencían, el saldo llegó a un máximo de unos USD 400,000. En los meses bajos no descontó ninguna factura.',
          ),
          h2('Qué hizo la diferencia'),
          ul([
            '**Elegir facturas con criterio.** Tesorería descuenta primero las de plazo más largo y deja fuera las de clientes que suelen pagar antes del vencimiento.',
            '**La misma moneda.** Las facturas de exportación están en dólares, igual que buena parte de sus compras de resina; recibir el anticipo en dólares evitó conversiones innecesarias.',
            '**Planeación con ventas.** El área comercial comparte en julio su pronóstico de temporada y tesorería calcula cuánto necesitará descontar antes de que lleguen los pedidos.',
            '**Expediente limpio.** Como cada factura se valida de forma individual, una evidencia de entrega incompleta retrasa solo esa factura; la empresa estandarizó la recopilación de acuses con sus transportistas.',
          ]),
          h2('El resultado'),
          p(
            'La empresa atendió su temporada alta sin retrasar pagos a proveedores ni a su personal, y sin cargar todo el año con el costo de una línea que solo necesitaba unos meses. La dirección de finanzas mantiene su línea bancaria para inversiones en moldes y maquinaria, y usa el descuento de facturas como herramienta de temporada.',
          ),
        ),
        seo: {
          title: 'Caso: descuento de facturas en temporada alta',
          description:
            'Caso ilustrativo: un fabricante de plásticos de Querétaro financia su temporada alta con descuento selectivo de facturas en lugar de una línea fija.',
        },
      },
    },
  },
  {
    key: 'case-mx-distribuidor-valvulas-factoraje-importacion',
    product: 'import-factoring',
    country: 'MX',
    amountFinanced: { amount: 320000, currency: 'USD' },
    daysToFunds: 2,
    publishedAt: '2026-09-15T09:00:00-06:00',
    cover: {
      motif: 'ship',
      alt: { 'es-mx': 'Ilustración: un buque de carga entre India y México con válvulas industriales en primer plano' },
    },
    content: {
      'es-mx': {
        title: 'Válvulas de India: importar sin pagar anticipos',
        slug: 'distribuidor-valvulas-factoraje-de-importacion',
        excerpt:
          'Un distribuidor de equipo industrial de la Ciudad de México dejó de pagar anticipos a sus proveedores en India y alineó sus pagos con la cobranza a sus clientes.',
        industry: 'Distribución de equipo industrial',
        outcome: 'Dejó de pagar anticipos a sus proveedores en India y alineó sus pagos con la cobranza a sus clientes.',
        quote: {
          text: 'Financiábamos la producción de nuestro proveedor y además el crédito de nuestros clientes. Ahora solo nos preocupamos por vender.',
          name: 'Director de Compras',
          role: 'Distribuidor de equipo industrial, Ciudad de México (caso ilustrativo)',
        },
        body: doc(
          p(COMPOSITE),
          h2('El cliente'),
          p(
            'Un distribuidor de bombas, válvulas y refacciones industriales con sede en la Ciudad de México, que vende a constructoras, plantas de proceso y áreas de mantenimiento del centro del país. Compra buena parte de su inventario a dos fabricantes en Gujarat, India.',
          ),
          h2('El reto'),
          p(
            'Sus proveedores pedían un 30% de anticipo al confirmar el pedido y el 70% restante contra la copia del conocimiento de embarque. Entre producción, tránsito marítimo hasta Manzanillo, despacho y traslado a su almacén, la mercancía tardaba meses en convertirse en venta, y sus clientes le pagaban a 60 o 90 días. En un pedido ilustrativo de USD 160,000, la empresa adelantaba USD 48,000 semanas antes del embarque y pagaba el resto antes de que la mercancía llegara a México.',
          ),
          p(
            'Además, al despachar debía pagar con el pedimento el impuesto general de importación, el derecho de trámite aduanero y el IVA de importación. Como México no tiene tratado de libre comercio con India, esas mercancías pagan el arancel general, lo que aumenta el efectivo que exige cada despacho.',
          ),
          h2('La solución'),
          ul([
            'Northwind aprobó una línea de importación en dólares tras revisar los estados financieros, el historial de importaciones y la relación con los proveedores.',
            'La mesa India–México verificó a los dos fabricantes: registro como exportadores, antigüedad, embarques recientes y una visita a una de las plantas.',
            'Los proveedores aceptaron cobrar el 100% al embarque, pagado por Northwind contra documentos revisados por el equipo en India.',
            'El distribuidor liquida a Northwind 120 días después del embarque.',
          ]),
          p('Entre la recepción de los documentos completos y el pago al proveedor pasan, por lo general, dos días hábiles.'),
          h2('Lo que cambió'),
          p(
            'El distribuidor dejó de inmovilizar efectivo en anticipos y ahora lo destina a los impuestos del despacho y al flete, que siguen a su cargo. Con dos pedidos en tránsito a la vez, el saldo financiado ronda los USD 320,000. Al desaparecer el anticipo, uno de los proveedores aceptó una mejora de precio a cambio de la certeza de cobro al embarque; el distribuidor comparó esa mejora con el costo del financiamiento antes de decidir cuánto usar la línea.',
          ),
          h2('Lo que aprendieron'),
          ul([
            '**Calcular el plazo con el ciclo real.** Tránsito, despacho, inventario y cobranza sumaban más de 100 días; por eso eligieron 120 y no 90.',
            '**Documentos completos desde origen.** Un conocimiento de embarque con una descripción distinta a la de la factura retrasó un pago; ahora el equipo en India revisa los borradores antes de que el buque zarpe.',
            '**Presupuestar el despacho aparte.** El financiamiento cubre la factura del proveedor; los impuestos se planean con el agente aduanal antes de que llegue el buque, con la tarifa vigente de cada fracción.',
          ]),
        ),
        seo: {
          title: 'Caso: factoraje de importación desde India',
          description:
            'Caso ilustrativo: un distribuidor de válvulas de la CDMX deja de pagar anticipos a sus proveedores en India con factoraje de importación a 120 días.',
        },
      },
    },
  },
]
