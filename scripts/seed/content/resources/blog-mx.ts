import { doc, h2, h3, p, ul } from '../../rich-text'
import type { PostSeed } from './types'

/**
 * Blog posts of the Mexico edition: original Spanish pieces for Mexican exporters and importers.
 * Worked examples use round, illustrative numbers (rates, fees and exchange rates are assumptions, not quotes).
 */
export const BLOG_MX: PostSeed[] = [
  {
    key: 'blog-mx-que-es-factoraje-exportacion',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['export-finance'],
    author: 'sofia',
    publishedAt: '2025-01-21T09:00:00-06:00',
    cover: {
      motif: 'coins',
      alt: { 'es-mx': 'Ilustración: una pila de monedas junto a una factura de exportación sellada' },
    },
    related: ['blog-mx-capital-de-trabajo-ciclo-de-efectivo', 'blog-mx-evaluar-credito-comprador-extranjero', 'blog-mx-riesgo-cambiario-usd-mxn'],
    content: {
      'es-mx': {
        title: '¿Qué es el factoraje de exportación y cómo funciona?',
        slug: 'que-es-el-factoraje-de-exportacion',
        excerpt:
          'El factoraje de exportación convierte sus facturas en dólares en efectivo al embarcar. Le explicamos el proceso, los costos y un ejemplo con números.',
        seo: {
          title: 'Factoraje de exportación: qué es y cómo funciona',
          description:
            'Cómo funciona el factoraje de exportación paso a paso, qué costos tiene y qué revisa el factor, con un ejemplo numérico en dólares para exportadores.',
        },
        body: doc(
          h2('El problema que resuelve'),
          p(
            'Usted embarca hoy, factura en dólares y su cliente en Texas, Illinois u Ontario le paga a 60 o 90 días. Mientras tanto, la nómina, la materia prima y los fletes se pagan en pesos y sin esperar. Ese desfase explica buena parte de los problemas de liquidez de los exportadores, incluso de los rentables.',
          ),
          p(
            'El factoraje de exportación convierte esa cuenta por cobrar en efectivo casi inmediato: usted cede la factura a una empresa de factoraje (el factor), que le anticipa la mayor parte de su valor y después cobra directamente al comprador en la fecha de vencimiento. A diferencia de un crédito bancario tradicional, el análisis se centra sobre todo en la calidad de su cliente y de la operación, no solo en sus estados financieros o en las garantías que pueda ofrecer. Por eso es una herramienta natural para pymes que venden a compradores grandes y bien calificados en el extranjero.',
          ),
          h2('Cómo funciona, paso a paso'),
          ul([
            '**Alta y límites por comprador.** El factor analiza a su empresa y, sobre todo, a sus compradores. A cada cliente se le asigna un límite: el monto máximo de facturas que el factor está dispuesto a financiar sobre ese deudor.',
            '**Notificación al comprador.** En el esquema más común, su cliente recibe una notificación de la cesión de derechos de cobro con la instrucción de pagar a una cuenta designada por el factor. Las áreas de cuentas por pagar en Estados Unidos y Canadá conocen bien este trámite.',
            '**Embarque y documentos.** Usted embarca, emite su CFDI con complemento de comercio exterior y la factura comercial, y envía al factor copia de ambos junto con la prueba de embarque o de entrega: pedimento, guía aérea, carta porte o conocimiento de embarque.',
            '**Anticipo.** El factor deposita un porcentaje del valor de la factura, por lo general entre 80% y 90%. En Northwind el anticipo puede llegar hasta 90% al momento del embarque.',
            '**Cobranza y remanente.** Al vencimiento, el comprador paga al factor. El factor recupera el anticipo, descuenta sus cargos y le entrega a usted el resto, conocido como reserva o remanente.',
          ]),
          h2('Ejemplo numérico en dólares'),
          p(
            'Veamos una operación ilustrativa. Las tasas y comisiones son supuestos para explicar el cálculo, no una cotización: cada factor fija sus precios según el comprador, el plazo y el volumen.',
          ),
          ul([
            'Factura de exportación: USD 100,000 con plazo de 60 días.',
            'Anticipo de 90%: USD 90,000 depositados poco después del embarque.',
            'Cargo de descuento supuesto: 1% mensual sobre el monto anticipado, durante 2 meses: USD 90,000 × 1% × 2 = USD 1,800.',
            'Comisión de servicio supuesta: 0.5% del valor de la factura = USD 500.',
          ]),
          p(
            'En el día 60 el comprador paga USD 100,000 al factor. El factor recupera sus USD 90,000, cobra USD 2,300 de cargos y le entrega el remanente: USD 100,000 − 90,000 − 2,300 = **USD 7,700**. En total usted recibió USD 97,700 y el costo de cobrar 60 días antes fue de USD 2,300, es decir, 2.3% del valor de la factura.',
          ),
          p(
            '¿Es caro o barato? Compárelo con su alternativa real. Si sin ese efectivo tendría que rechazar un segundo pedido con 15% de margen, o pagarle a su proveedor sin aprovechar un descuento por pronto pago, el cálculo suele favorecer al factoraje. Revise también cómo se calcula el cargo si el comprador paga antes o después del vencimiento: normalmente se cobra por los días efectivamente transcurridos, y su contrato debe decirlo con claridad.',
          ),
          h2('Con recurso o sin recurso'),
          p(
            'En el factoraje **con recurso**, si el comprador no paga, usted debe devolver el anticipo. En el factoraje **sin recurso**, el factor asume el riesgo de insolvencia del comprador dentro del límite aprobado, con frecuencia respaldado por un seguro de crédito o por un factor corresponsal en el país del cliente.',
          ),
          p(
            'Un matiz importante: «sin recurso» cubre la incapacidad de pago del cliente, no las disputas comerciales. Si el comprador rechaza la mercancía por calidad, faltantes o entrega tardía, el riesgo regresa a usted hasta que la disputa se resuelva. El factoraje sin recurso suele costar algo más, pero además de liquidez le da protección de crédito; su efecto en el balance conviene revisarlo con su contador.',
          ),
          h2('Qué revisa el factor y qué retrasa el fondeo'),
          ul([
            '**Documentos que no cuadran:** la factura dice 1,000 piezas y la lista de empaque 980, o el nombre del comprador en el CFDI no coincide con el de la orden de compra.',
            '**Disputas y deducciones:** notas de crédito pendientes o descuentos recurrentes que el cliente aplica al pagar (los famosos chargebacks) y que no se informaron al factor.',
            '**Concentración:** si un solo cliente representa casi todas sus ventas, el límite de ese comprador marcará el techo de su financiamiento.',
            '**Cesiones previas:** si su cartera ya está otorgada en garantía a un banco, hay que liberar o coordinar esa garantía antes de ceder las facturas.',
            '**Incoterm y prueba de entrega:** el factor necesita saber en qué momento la mercancía quedó entregada conforme al término pactado, porque a partir de ahí existe la cuenta por cobrar.',
          ]),
          p(
            'La recomendación práctica es armar un expediente estándar por embarque: CFDI, factura comercial, lista de empaque, pedimento y documento de transporte, con datos idénticos en todos. Con ese expediente completo, el anticipo puede liberarse en uno o dos días hábiles en lugar de semanas.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-programa-immex',
    kind: 'blog',
    categories: ['mexico-trade'],
    author: 'diego',
    publishedAt: '2025-03-04T10:00:00-06:00',
    cover: {
      motif: 'factory',
      alt: { 'es-mx': 'Ilustración: una planta manufacturera con contenedores de insumos a la entrada y cajas terminadas a la salida' },
    },
    related: ['blog-mx-el-pedimento', 'blog-mx-reglas-de-origen-tmec', 'blog-mx-nearshoring-financiar-ordenes-de-compra'],
    content: {
      'es-mx': {
        title: 'IMMEX: beneficios, obligaciones y riesgos de cumplimiento',
        slug: 'programa-immex-beneficios-obligaciones-riesgos',
        excerpt:
          'El programa IMMEX difiere aranceles e IVA a los insumos de exportación, pero exige controles estrictos. Qué gana su empresa y qué debe vigilar para no perderlo.',
        seo: {
          title: 'Programa IMMEX: beneficios, IVA y obligaciones',
          description:
            'Qué es el programa IMMEX, cómo funciona la importación temporal, qué pasa con el IVA, qué obligaciones impone y cuáles son los riesgos de incumplimiento.',
        },
        body: doc(
          h2('¿Qué es el programa IMMEX?'),
          p(
            'El Programa de la Industria Manufacturera, Maquiladora y de Servicios de Exportación (IMMEX) lo autoriza la Secretaría de Economía con base en el Decreto IMMEX de 2006, que unificó los antiguos programas de maquila y PITEX. Permite importar temporalmente mercancías para elaborarlas, transformarlas o repararlas y después retornarlas al extranjero, o para prestar servicios de exportación, sin pagar en ese momento el impuesto general de importación (IGI).',
          ),
          p(
            'Existen varias modalidades: industrial, de servicios, controladora de empresas, albergue (conocida como shelter) y tercerización. La mayoría de las manufactureras opera bajo la modalidad industrial; la de albergue es común entre empresas extranjeras que arrancan operaciones en México usando la infraestructura y el programa de un tercero mientras aprenden el entorno.',
          ),
          h2('Beneficios: importación temporal e IVA'),
          h3('Importación temporal de insumos y maquinaria'),
          p(
            'Con IMMEX se pueden importar temporalmente materias primas, partes, componentes, envases, empaques y material de etiquetado, así como maquinaria, equipo y herramientas. Los insumos tienen un plazo de permanencia limitado —en general 18 meses— y la maquinaria y el equipo pueden permanecer durante la vigencia del programa; confirme el plazo de cada tipo de mercancía en el artículo 108 de la Ley Aduanera antes de planear su inventario.',
          ),
          p(
            'Un punto técnico que sorprende a muchos: cuando el producto terminado se exporta a Estados Unidos o Canadá, las reglas del T-MEC sobre devolución y diferimiento de aranceles pueden obligar a pagar en México el IGI de los insumos que no son originarios de la región. El cálculo depende de la fracción y de lo que se pague en el país de destino, así que revíselo con su agente aduanal y, cuando aplique, valore los Programas de Promoción Sectorial (PROSEC) para reducir ese arancel.',
          ),
          h3('IVA y certificación'),
          p(
            'Desde 2015 la importación temporal bajo IMMEX causa IVA y, en su caso, IEPS. Para no desembolsarlo, las empresas pueden obtener ante el SAT la certificación en materia de IVA e IEPS, en sus modalidades A, AA o AAA, que otorga un crédito fiscal equivalente al 100% del impuesto. Sin certificación, la alternativa es garantizar el impuesto con una fianza o pagarlo y esperar a recuperarlo, lo que inmoviliza capital de trabajo. Las empresas certificadas deben llevar además el Sistema de Control de Cuentas de Créditos y Garantías (Anexo 31), que cruza cada importación temporal con su retorno o descargo.',
          ),
          h2('Obligaciones que no se pueden descuidar'),
          ul([
            '**Control de inventarios automatizado (Anexo 24):** debe permitir rastrear cada insumo importado temporalmente desde su entrada hasta su retorno, transferencia o cambio de régimen, con mermas y desperdicios documentados.',
            '**Reporte anual de operaciones de comercio exterior:** se presenta ante la Secretaría de Economía, por lo general en mayo, con la información del ejercicio anterior.',
            '**Nivel mínimo de exportación:** el Decreto exige ventas al exterior por un monto anual mínimo o equivalentes a un porcentaje de la facturación total (históricamente, USD 500,000 o 10%). Verifique el requisito vigente con la Secretaría de Economía.',
            '**Domicilios registrados:** la mercancía temporal solo puede estar en los domicilios dados de alta en el programa y en el RFC, incluidos los de submanufactureros.',
            '**Descargos en tiempo:** retornar, transferir mediante pedimentos virtuales o cambiar a régimen definitivo antes de que venza el plazo de permanencia.',
            '**Situación fiscal en orden:** mantener la opinión de cumplimiento positiva y no aparecer, ni usted ni sus proveedores, en las listas de contribuyentes incumplidos que publica el SAT.',
          ]),
          h2('Riesgos de cumplimiento más frecuentes'),
          p(
            'La mayoría de los problemas con IMMEX no nacen de la mala fe, sino de controles débiles y de áreas que no se hablan entre sí: compras, producción, almacén y comercio exterior. Los casos típicos:',
          ),
          ul([
            '**Diferencias de inventario:** el sistema dice que hay 10,000 piezas temporales y el almacén tiene 8,500. La diferencia no documentada se trata como mercancía que no se retornó.',
            '**Plazos vencidos:** insumos que llevan más tiempo del permitido en piso sin haber cambiado de régimen.',
            '**Fracciones restringidas o sensibles:** algunas requieren requisitos adicionales, y el gobierno ha limitado la importación temporal de ciertos productos, por ejemplo diversas fracciones textiles y de confección a finales de 2024. Revise los anexos vigentes del Decreto antes de comprometer compras.',
            '**Domicilios y proveedores:** la autoridad puede suspender el programa si no localiza un domicilio registrado o si un proveedor aparece en listas del SAT.',
          ]),
          p(
            'Las consecuencias van desde la suspensión en el padrón de importadores hasta la cancelación del programa y la determinación de créditos fiscales: IGI, IVA, actualizaciones, recargos y multas sobre toda la mercancía que no pueda demostrar como retornada. Una auditoría interna anual del Anexo 24 y conciliaciones trimestrales de saldos contra pedimentos cuestan mucho menos que una revisión de la autoridad.',
          ),
          h2('IMMEX no resuelve el flujo de efectivo'),
          p(
            'IMMEX difiere aranceles e impuestos, pero no elimina el desfase entre pagarle a sus proveedores y cobrarle a su cliente extranjero. Muchas empresas IMMEX combinan el programa con factoraje de exportación sobre sus facturas a clientes en Estados Unidos: el beneficio fiscal protege su margen y el anticipo al embarque protege su liquidez.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-reglas-de-origen-tmec',
    kind: 'blog',
    categories: ['mexico-trade', 'trade-documents'],
    author: 'diego',
    publishedAt: '2025-04-15T09:30:00-06:00',
    cover: {
      motif: 'globe',
      alt: { 'es-mx': 'Ilustración: un globo terráqueo centrado en Norteamérica con una etiqueta de origen marcada' },
    },
    related: ['blog-mx-programa-immex', 'blog-mx-certificados-origen-sanitarios-alimentos', 'blog-mx-el-pedimento'],
    content: {
      'es-mx': {
        title: 'Reglas de origen del T-MEC: guía práctica para exportadores',
        slug: 'reglas-de-origen-tmec-guia-practica',
        excerpt:
          'Fabricar en México no basta para exportar sin arancel a EE. UU. y Canadá. Cómo funcionan el salto arancelario, el valor de contenido regional y la certificación de origen.',
        seo: {
          title: 'Reglas de origen del T-MEC: guía para exportar',
          description:
            'Salto arancelario, valor de contenido regional con ejemplo y los datos mínimos de la certificación de origen del T-MEC, que ya no tiene formato oficial.',
        },
        body: doc(
          h2('Por qué el origen importa más que nunca'),
          p(
            'Que un producto se fabrique en México no lo convierte automáticamente en «originario» para el T-MEC. La preferencia arancelaria —en la mayoría de los casos, arancel cero al entrar a Estados Unidos o Canadá— solo aplica si la mercancía cumple las reglas del capítulo 4 del tratado y si el importador cuenta con una certificación de origen válida y con soporte.',
          ),
          p(
            'En 2025 el tema ganó urgencia: Estados Unidos ha aplicado aranceles adicionales a diversas importaciones procedentes de México, y en general ha exceptuado a las mercancías que califican como originarias conforme al T-MEC. Estas medidas han cambiado varias veces y pueden seguir cambiando, así que confirme su situación con su agente aduanal y con la información publicada por CBP. Además, el tratado prevé una revisión conjunta en 2026 que conviene seguir de cerca.',
          ),
          h2('Los criterios para ser originario'),
          p('Una mercancía califica como originaria si cumple alguno de estos criterios, que en la certificación se identifican con una letra:'),
          ul([
            '**A. Totalmente obtenida o producida en la región:** productos agrícolas cosechados, minerales extraídos o animales nacidos y criados en México, Estados Unidos o Canadá.',
            '**B. Cumple la regla específica de origen:** se produce con materiales no originarios, pero cumple la regla que el Anexo 4-B fija para su clasificación arancelaria, ya sea un cambio de clasificación, un valor de contenido regional o ambos.',
            '**C. Producida exclusivamente con materiales originarios** de la región.',
            '**D. Casos especiales:** ciertas mercancías que no logran el cambio de clasificación porque se clasifican junto con sus partes, siempre que alcancen el valor de contenido regional exigido.',
          ]),
          h2('El cambio de clasificación arancelaria'),
          p(
            'La mayoría de las reglas específicas piden que los materiales no originarios sufran una transformación suficiente para «saltar» de clasificación: de capítulo (dos dígitos), de partida (cuatro) o de subpartida (seis). Un ejemplo ilustrativo: un fabricante de muebles en Jalisco usa madera nacional y herrajes importados de Asia. Si la regla de su mueble pide un cambio desde cualquier otra partida, los herrajes —clasificados en una partida distinta a la del mueble— cumplen. Pero si importara el mueble semiarmado, que ya se clasifica en la misma partida que el producto terminado, no habría cambio y la mercancía no calificaría por esa vía. La regla exacta de su producto está en el Anexo 4-B; no la suponga.',
          ),
          p(
            'Existe una tolerancia llamada de minimis: los materiales no originarios que no cumplen el cambio pueden ignorarse si su valor no excede 10% del valor de la mercancía, con excepciones relevantes en productos agrícolas y textiles, que tienen reglas propias.',
          ),
          h2('El valor de contenido regional (VCR)'),
          p('Cuando la regla lo exige, el VCR se calcula por alguno de dos métodos:'),
          ul([
            '**Valor de transacción:** VCR = (VT − VMN) ÷ VT × 100, donde VT es el valor de transacción de la mercancía ajustado a base libre a bordo y VMN el valor de los materiales no originarios.',
            '**Costo neto:** VCR = (CN − VMN) ÷ CN × 100, donde el costo neto excluye conceptos como promoción, regalías, fletes y empaque para embarque, e intereses no permitidos.',
          ]),
          p(
            'Ejemplo ilustrativo: usted vende una pieza en USD 50 (VT) y sus materiales no originarios suman USD 18. Por valor de transacción: (50 − 18) ÷ 50 = 64%. Si la regla pide 60% por ese método, cumple. Si su costo neto es USD 40: (40 − 18) ÷ 40 = 55%, suficiente si la regla pide 50% por costo neto. Algunas reglas solo admiten el método de costo neto, y el sector automotriz tiene requisitos propios y más exigentes, como contenido regional más alto, valor de contenido laboral y compras regionales de acero y aluminio.',
          ),
          p(
            'Un error común es tratar como no originario todo lo que se compra a un distribuidor. Los materiales de Estados Unidos y Canadá cuentan como originarios si cumplen las reglas (acumulación), pero necesita el soporte de su proveedor para demostrarlo. Pedir certificaciones a sus proveedores suele mejorar su VCR sin cambiar nada en la planta.',
          ),
          h2('Certificación de origen: sin formato oficial'),
          p(
            'Con el T-MEC desapareció el formato obligatorio que se usaba con el TLCAN. La certificación puede emitirla el productor, el exportador o el importador, y puede ir en la factura o en cualquier otro documento, incluso electrónico, siempre que contenga los elementos mínimos del Anexo 5-A:',
          ),
          ul([
            'Quién certifica: importador, exportador o productor.',
            'Nombre, cargo, domicilio, teléfono y correo electrónico del certificador.',
            'Datos del exportador, del productor y del importador, cuando se conozcan.',
            'Descripción de la mercancía y su clasificación arancelaria a seis dígitos del Sistema Armonizado.',
            'Criterio de origen (A, B, C o D).',
            'Periodo que cubre, si es una certificación que ampara varios embarques de mercancías idénticas (hasta 12 meses).',
            'Firma, fecha y la declaración de certificación que establece el tratado.',
          ]),
          p(
            'Una certificación sin soporte es un riesgo, no un trámite. Conserve por al menos cinco años la lista de materiales, la clasificación de cada insumo, los cálculos de VCR, las facturas y certificaciones de sus proveedores. Si la autoridad del país importador verifica el origen y usted no puede demostrarlo, negará la preferencia, cobrará aranceles al importador y es muy probable que su cliente le traslade el costo.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-el-pedimento',
    kind: 'blog',
    categories: ['mexico-trade', 'trade-documents'],
    author: 'diego',
    publishedAt: '2025-05-27T09:00:00-06:00',
    cover: {
      motif: 'container',
      alt: { 'es-mx': 'Ilustración: un contenedor en un patio aduanal junto a un documento con sello de validación' },
    },
    related: ['blog-mx-cfdi-complemento-comercio-exterior', 'blog-mx-programa-immex', 'blog-mx-factura-comercial-lista-de-empaque'],
    content: {
      'es-mx': {
        title: 'El pedimento: qué es, tipos comunes y datos que debe revisar',
        slug: 'el-pedimento-que-es-tipos-y-datos-clave',
        excerpt:
          'El pedimento es la declaración que ampara cada importación y exportación en México. Quién lo elabora, qué claves se usan y qué datos revisar antes de validarlo.',
        seo: {
          title: 'El pedimento aduanal: qué es, tipos y datos clave',
          description:
            'Qué es el pedimento, quién lo elabora, cuáles son las claves más comunes (A1, IN, AF, RT, V1) y qué datos revisar antes de validarlo para evitar multas.',
        },
        body: doc(
          h2('¿Qué es el pedimento?'),
          p(
            'El pedimento es la declaración en documento electrónico con la que el importador o exportador informa a la aduana qué mercancía entra o sale del país, bajo qué régimen, con qué valor y clasificación arancelaria, y con la que determina y paga las contribuciones correspondientes. Sin un pedimento validado y pagado, la mercancía no puede despacharse.',
          ),
          p(
            'Su importancia va más allá del cruce. En la importación, el pedimento acredita la legal estancia de la mercancía en México y soporta la deducción del costo y el acreditamiento del IVA pagado en aduana. En la exportación, es la evidencia principal de que la mercancía salió del país, lo que respalda la aplicación de la tasa 0% de IVA. Cuando el SAT revisa a una empresa, los pedimentos son de lo primero que pide.',
          ),
          h2('Quién lo elabora y qué necesita antes'),
          p(
            'En la gran mayoría de los casos el pedimento lo elabora un agente aduanal —persona física con patente otorgada por la autoridad— o una agencia aduanal, por encargo del importador o exportador. Ese encargo se registra electrónicamente ante el SAT, y el agente valida el pedimento y tramita el pago de las contribuciones a través de los bancos autorizados.',
          ),
          p(
            'Que el agente lo elabore no traslada toda la responsabilidad: el importador o exportador responde por la veracidad de la información y por las contribuciones omitidas, y el agente responde solidariamente en los supuestos que marca la ley. Antes de operar, su empresa necesita como mínimo:',
          ),
          ul([
            'RFC activo, e.firma vigente y domicilio fiscal localizable.',
            'Inscripción en el padrón de importadores para importar y, en ciertos sectores, en los padrones sectoriales de importación o exportación.',
            'El encargo conferido registrado a favor de su agente aduanal.',
            'Factura, documento de transporte, comprobante de valor electrónico o CFDI según el caso, y los permisos o certificados de normas que exija su fracción.',
          ]),
          h2('Tipos y claves más comunes'),
          p(
            'Además del pedimento normal, existen el pedimento consolidado, que agrupa varias remesas en un periodo y es muy usado por empresas IMMEX en la frontera; el de rectificación, para corregir datos después del despacho dentro de los límites que permite la ley; el complementario, y los de tránsito. Cada pedimento lleva una clave del Apéndice 2 del Anexo 22 de las Reglas Generales de Comercio Exterior. Las más frecuentes:',
          ),
          ul([
            '**A1:** importación o exportación definitiva. Es la clave de la compraventa ordinaria.',
            '**IN:** importación temporal de insumos por empresas IMMEX para elaborarlos, transformarlos o repararlos.',
            '**AF:** importación temporal de maquinaria y equipo (activo fijo) al amparo de IMMEX.',
            '**RT:** retorno al extranjero de mercancías de empresas IMMEX.',
            '**V1:** transferencias de mercancías entre empresas con programa, mediante pedimentos virtuales.',
            '**R1:** rectificación de un pedimento ya presentado.',
          ]),
          p('El catálogo cambia y cada clave tiene requisitos propios; confirme con su agente la que corresponde a su operación.'),
          h2('Datos clave que debe revisar antes de validar'),
          p(
            'Pida a su agente la proforma del pedimento (la prevalidación o «borrador») y revísela contra su factura y su orden de compra. Los campos que más conviene mirar:',
          ),
          ul([
            '**Número de pedimento:** 15 dígitos que identifican el año de validación, la aduana, la patente del agente y un número consecutivo.',
            '**Tipo de operación, clave y régimen,** congruentes con lo que realmente está haciendo.',
            '**Fracción arancelaria y NICO:** ocho dígitos de la fracción más dos del número de identificación comercial. Una fracción equivocada cambia aranceles, permisos, normas y la calificación de origen.',
            '**Valores:** valor comercial, valor en aduana con sus incrementables (fletes, seguros y otros gastos hasta el punto de entrada), moneda, tipo de cambio e Incoterm.',
            '**Origen y preferencias:** país de origen, país vendedor o comprador, y los identificadores que correspondan si se aplica un trato arancelario preferencial.',
            '**Cantidades:** en unidad de medida de la tarifa y comercial, y pesos bruto y neto congruentes con la lista de empaque y el documento de transporte.',
            '**Contribuciones y forma de pago:** IGI, IVA, IEPS, derecho de trámite aduanero y, en su caso, cuotas compensatorias.',
          ]),
          h2('Después del pago y errores comunes'),
          p(
            'Una vez pagado, el pedimento se presenta con la mercancía ante el mecanismo de selección automatizado, el conocido «semáforo»: desaduanamiento libre o reconocimiento aduanero. Si en la revisión aparecen irregularidades graves puede iniciarse un procedimiento administrativo en materia aduanera, con multas e incluso embargo precautorio de la mercancía.',
          ),
          ul([
            'Clasificar «por costumbre» sin revisar cambios en la tarifa.',
            'Omitir incrementables o declarar valores que no cuadran con la factura y el CFDI.',
            'Aplicar una preferencia arancelaria sin tener la certificación de origen en la mano.',
            'No conservar el pedimento y su soporte por el plazo que exigen las leyes fiscales, por lo general cinco años.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-mx-cfdi-complemento-comercio-exterior',
    kind: 'blog',
    categories: ['trade-documents', 'mexico-trade'],
    author: 'diego',
    publishedAt: '2025-07-08T09:00:00-06:00',
    cover: {
      motif: 'document',
      alt: { 'es-mx': 'Ilustración: una factura electrónica con un código QR y un anexo marcado para exportación' },
    },
    related: ['blog-mx-el-pedimento', 'blog-mx-factura-comercial-lista-de-empaque', 'blog-mx-incoterms-2020-exportadores'],
    content: {
      'es-mx': {
        title: 'CFDI 4.0 y complemento de comercio exterior: cuándo y cómo',
        slug: 'cfdi-4-0-complemento-de-comercio-exterior',
        excerpt:
          'Si exporta en definitiva con clave A1, su CFDI necesita el complemento de comercio exterior. Cuándo se requiere, qué campos fallan más y cómo cuadrarlo con el pedimento.',
        seo: {
          title: 'CFDI 4.0 con complemento de comercio exterior',
          description:
            'Cuándo se requiere el complemento de comercio exterior en el CFDI 4.0, qué datos del receptor extranjero y de las mercancías suelen fallar y cómo cuadrarlos.',
        },
        body: doc(
          h2('Dos facturas para una misma venta'),
          p(
            'En una exportación conviven dos documentos que a veces se confunden. El CFDI es el comprobante fiscal que usted emite para el SAT; la factura comercial es el documento que su comprador y la aduana del país de destino usan para valorar y clasificar la mercancía. Ambos deben describir la misma operación con los mismos datos.',
          ),
          p(
            'Cuando la exportación es definitiva con clave de pedimento A1, el CFDI debe incluir el complemento de comercio exterior, que agrega la información aduanera de la operación. En la práctica, el CFDI con complemento sirve también como comprobante de valor de la exportación: su folio fiscal (UUID) se declara en el pedimento. Confirme con su agente aduanal el procedimiento exacto que aplica a su operación.',
          ),
          h2('Cuándo se requiere el complemento'),
          ul([
            '**Venta de exportación definitiva (A1):** CFDI de ingreso con el atributo Exportacion en «02» (definitiva con clave A1) y el complemento de comercio exterior.',
            '**Exportación definitiva A1 sin venta:** muestras sin cargo, envíos en consignación o traslado de mercancía propia a una filial. Se usa un CFDI de traslado con el complemento, indicando el motivo del traslado.',
            '**Exportaciones temporales, retornos IMMEX y exportación de servicios:** tienen otras reglas y otras claves del atributo Exportacion; no asuma que aplica el mismo esquema.',
          ]),
          p(
            'No confunda este complemento con el complemento Carta Porte, que ampara el traslado de mercancías por territorio nacional. En una exportación por carretera normalmente conviven los dos: el de comercio exterior en su factura y la Carta Porte que emite el transportista.',
          ),
          h2('Los campos del CFDI 4.0 que más fallan'),
          p('Con un receptor en el extranjero, el CFDI 4.0 tiene particularidades que conviene dejar configuradas en su sistema de facturación:'),
          ul([
            '**RFC genérico:** XEXX010101000 para residentes en el extranjero.',
            '**Nombre del receptor:** la denominación legal completa del comprador, igual que en el contrato y la orden de compra.',
            '**Domicilio fiscal del receptor:** para extranjeros se registra el código postal del lugar de expedición.',
            '**Régimen fiscal del receptor y uso del CFDI:** normalmente 616 (sin obligaciones fiscales) y S01 (sin efectos fiscales).',
            '**Residencia fiscal y número de registro de identidad tributaria:** el país del comprador y su identificación fiscal allá, por ejemplo el EIN de una empresa estadounidense.',
            '**Moneda y tipo de cambio:** si factura en dólares, indique USD y el tipo de cambio conforme a las disposiciones fiscales.',
            '**IVA:** la exportación definitiva de bienes grava a tasa 0%; revise que el concepto lo refleje así y no como exento.',
          ]),
          h2('Datos importantes del complemento'),
          p('Desde 2024 está vigente la versión 2.0 del complemento. Entre sus datos principales:'),
          ul([
            '**Clave de pedimento:** A1.',
            '**Certificado de origen:** si la operación se ampara en un certificado de origen y, en su caso, su número; y el número de exportador confiable o autorizado cuando un tratado lo prevea.',
            '**Incoterm:** el mismo que en el contrato, la factura comercial y el pedimento.',
            '**Tipo de cambio a dólares y total en dólares:** la suma del valor en dólares de cada mercancía debe coincidir con el total.',
            '**Domicilios:** del emisor con las claves de los catálogos del SAT, del receptor en el extranjero y del destinatario, si es distinto del comprador.',
            '**Mercancías:** número de identificación que enlaza con el concepto del CFDI, fracción arancelaria, cantidad y unidad de aduana, valor unitario de aduana, valor en dólares y, cuando aplique, descripciones específicas como marca, modelo y número de serie.',
          ]),
          p(
            'Los catálogos del SAT se actualizan cuando cambia la tarifa y las reglas de validación también cambian. Antes de modificar su sistema, consulte el Anexo 20 y la guía de llenado vigentes en el portal del SAT y pruebe con su proveedor de certificación.',
          ),
          h2('Cómo cuadrar CFDI, pedimento y factura comercial'),
          ul([
            'Emita el CFDI antes de que el agente valide el pedimento: lo necesita para declarar el folio fiscal.',
            'Use una sola fuente de datos para descripciones, cantidades, fracciones y valores; copiar a mano entre sistemas genera diferencias.',
            'Mantenga el mismo tipo de cambio y el mismo Incoterm en todos los documentos.',
            'Si detecta un error después de validar el pedimento, coordine con su agente: cancelar el CFDI puede obligar a rectificar el pedimento.',
          ]),
          p(
            'Este cuadre no es solo fiscal. Si financia sus cuentas por cobrar, el factor revisará que CFDI, factura comercial y pedimento coincidan antes de liberar el anticipo; un expediente limpio se fondea más rápido.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-incoterms-2020-exportadores',
    kind: 'blog',
    categories: ['incoterms-logistics'],
    author: 'diego',
    publishedAt: '2025-08-19T09:00:00-06:00',
    cover: {
      motif: 'truck',
      alt: { 'es-mx': 'Ilustración: un tractocamión cruzando un puente fronterizo con una flecha que marca el punto de entrega' },
    },
    related: ['blog-mx-factura-comercial-lista-de-empaque', 'blog-mx-cartas-de-credito-ucp-600', 'blog-mx-cfdi-complemento-comercio-exterior'],
    content: {
      'es-mx': {
        title: 'Incoterms 2020 para exportadores: FCA, FOB, CIF, DAP y DDP',
        slug: 'incoterms-2020-para-exportadores-mexicanos',
        excerpt:
          'Cinco Incoterms explican casi todas las exportaciones mexicanas. Qué obliga cada uno, dónde cambia el riesgo en un cruce por Nuevo Laredo y los errores más caros.',
        seo: {
          title: 'Incoterms 2020 para exportadores mexicanos',
          description:
            'FCA, FOB, CIF, DAP y DDP explicados para exportadores mexicanos: quién paga, quién asegura y dónde se transmite el riesgo en un cruce fronterizo por carretera.',
        },
        body: doc(
          h2('Qué define un Incoterm y qué no'),
          p(
            'Los Incoterms de la Cámara de Comercio Internacional definen tres cosas: dónde se entrega la mercancía, en qué momento pasa el riesgo de pérdida o daño del vendedor al comprador y quién paga cada costo, incluidos los trámites de exportación e importación. No definen cuándo se transmite la propiedad, cómo ni cuándo se paga, ni qué tribunales resuelven una disputa: eso va en el contrato.',
          ),
          p(
            'Escríbalos siempre con lugar preciso y versión: «FCA Bodega del agente, Nuevo Laredo, Tamaulipas, Incoterms® 2020». Y cuidado con las órdenes de compra de clientes estadounidenses que dicen «FOB Origin» o «FOB Destination»: son términos del uso comercial de ese país, no Incoterms, y significan cosas distintas. Si su cliente los usa, aclárelo por escrito.',
          ),
          h2('Los cinco términos más usados'),
          h3('FCA: Franco transportista'),
          p(
            'El vendedor entrega la mercancía al transportista designado por el comprador en el lugar convenido y hace el despacho de exportación. Si el lugar es su planta, usted carga; si es otro lugar, como la bodega del agente de carga, usted entrega sobre su propio camión, listo para descarga. Sirve para cualquier medio de transporte y es la opción más limpia para carga en contenedor y por carretera. Desde 2020 permite pactar que el transportista emita al vendedor un conocimiento de embarque con anotación «a bordo», útil cuando se cobra con carta de crédito.',
          ),
          h3('FOB: Libre a bordo'),
          p(
            'Solo para transporte marítimo o fluvial. El riesgo pasa cuando la mercancía está a bordo del buque en el puerto de embarque, por ejemplo Manzanillo, Lázaro Cárdenas o Veracruz. En contenedores no es ideal: el contenedor se entrega en la terminal días antes de cargarse y, mientras tanto, el riesgo sigue siendo suyo. Para contenedores conviene FCA.',
          ),
          h3('CIF: Costo, seguro y flete'),
          p(
            'Marítimo. Usted contrata el flete y un seguro con cobertura mínima (cláusulas C del Instituto) hasta el puerto de destino, pero el riesgo pasa al comprador cuando la mercancía queda a bordo en el puerto de origen. Es decir, usted paga el viaje, pero no corre su riesgo. Su equivalente multimodal, CIP, exige desde 2020 una cobertura más amplia (cláusulas A).',
          ),
          h3('DAP: Entregado en lugar'),
          p(
            'Usted asume costos y riesgos hasta el lugar de destino convenido y entrega la mercancía lista para descarga. El comprador hace la importación y paga aranceles e impuestos en su país. Es popular con clientes estadounidenses que quieren un precio puesto en su bodega sin ceder el control del despacho de importación.',
          ),
          h3('DDP: Entregado con derechos pagados'),
          p(
            'Además de todo lo anterior, usted hace el despacho de importación y paga aranceles e impuestos de destino. En Estados Unidos eso implica actuar como importador registrado ante CBP, con agente aduanal y fianza en ese país, y absorber cualquier cambio arancelario entre la cotización y la entrega. Con aranceles que han cambiado varias veces desde 2025, DDP es el término con más riesgo para un exportador mexicano; úselo solo si lo controla y lo cotiza.',
          ),
          h2('El riesgo en la frontera: un ejemplo por carretera'),
          p(
            'Imagine un envío de una planta en Querétaro a un cliente en Chicago. El recorrido típico: transportista mexicano hasta Nuevo Laredo, despacho de exportación con pedimento, un tractocamión de cruce (el «transfer») que lleva la caja al lado estadounidense, despacho de importación con el agente del comprador en Laredo, Texas, y un transportista estadounidense hasta Chicago. Según el término, el riesgo cambia de manos en puntos muy distintos:',
          ),
          ul([
            '**FCA planta Querétaro:** el riesgo pasa en su andén al cargar el camión del comprador. Usted sigue siendo responsable del despacho de exportación en la frontera.',
            '**FCA Nuevo Laredo:** usted asume el trayecto nacional, incluido el riesgo de robo en carretera, y entrega en la bodega del agente.',
            '**DAP Laredo, Texas:** usted asume también el cruce; el comprador se encarga del despacho de importación.',
            '**DAP Chicago:** usted asume todo el viaje, pero no la importación.',
          ]),
          p(
            'Sea cual sea el término, verifique que su póliza de seguro de carga cubra hasta el punto exacto donde se transmite el riesgo y no un kilómetro menos.',
          ),
          h2('Errores comunes al elegir'),
          ul([
            '**Vender EXW al exterior:** en teoría el comprador hace la exportación, pero en México el pedimento de exportación requiere un exportador con RFC y usted necesita esa evidencia para sustentar la tasa 0% de IVA. FCA en su planta logra casi lo mismo sin ese problema.',
            '**Usar FOB para camiones o para carga aérea.**',
            '**Lugar impreciso:** «FCA Nuevo Laredo» sin domicilio deja abierta la pregunta de quién paga maniobras.',
            '**Incoterms distintos** en el contrato, la factura comercial, el CFDI y el pedimento.',
            '**Olvidar el efecto en la cobranza:** con DAP, la cuenta por cobrar nace con la entrega en destino y la prueba de entrega firmada; con FCA, basta el recibo del transportista. Eso cambia cuándo puede financiar su factura.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-mx-cartas-de-credito-ucp-600',
    kind: 'blog',
    categories: ['trade-documents', 'export-finance'],
    author: 'sofia',
    publishedAt: '2025-09-30T09:00:00-06:00',
    cover: {
      motif: 'shield',
      alt: { 'es-mx': 'Ilustración: un escudo bancario sobre un juego de documentos de embarque revisados con marcas de verificación' },
    },
    download: 'letter-of-credit',
    related: ['blog-mx-factura-comercial-lista-de-empaque', 'blog-mx-incoterms-2020-exportadores', 'blog-mx-evaluar-credito-comprador-extranjero'],
    content: {
      'es-mx': {
        title: 'Cartas de crédito UCP 600: cómo cobrar sin discrepancias',
        slug: 'cartas-de-credito-ucp-600-discrepancias',
        excerpt:
          'Una carta de crédito solo protege al exportador si presenta documentos conformes. Cómo funciona bajo las UCP 600 y cuáles son las discrepancias más frecuentes.',
        seo: {
          title: 'Cartas de crédito UCP 600: evite discrepancias',
          description:
            'Cómo funciona una carta de crédito de exportación bajo las UCP 600, las reglas de plazos y tolerancias y las discrepancias que más retrasan el cobro.',
        },
        body: doc(
          h2('Cómo funciona una carta de crédito'),
          p(
            'Una carta de crédito documentaria es el compromiso irrevocable de un banco de pagarle al exportador si presenta, en tiempo, los documentos exactamente como la carta los pide. El banco no revisa la mercancía: revisa papeles. Por eso es tan útil con compradores nuevos o en países lejanos, y por eso un error en un documento puede dejarlo sin la protección que creía tener.',
          ),
          p('El flujo típico de una exportación cobrada con carta de crédito:'),
          ul([
            'El contrato de compraventa establece el pago mediante carta de crédito, si será confirmada o no y si será a la vista o a plazo.',
            'El comprador (ordenante) solicita a su banco (banco emisor) que emita la carta a su favor.',
            'Un banco en México (banco avisador) se la notifica después de verificar su autenticidad. Si es confirmada, ese u otro banco agrega su propio compromiso de pago.',
            'Usted revisa los términos, embarca y reúne los documentos.',
            'Presenta los documentos al banco designado o confirmador, que los revisa y, si la presentación es conforme, paga, acepta una letra o negocia.',
          ]),
          h2('Las reglas de UCP 600 que más pesan'),
          p(
            'La mayoría de las cartas de crédito se sujetan a las Reglas y Usos Uniformes relativos a los Créditos Documentarios de la ICC, publicación 600. Las reglas que un exportador debe conocer de memoria:',
          ),
          ul([
            '**Irrevocable por definición:** aunque no lo diga, el crédito no puede modificarse ni cancelarse sin el acuerdo del beneficiario (artículo 3).',
            '**Documentos, no mercancías:** los bancos examinan documentos, no productos ni contratos (artículo 5).',
            '**Plazo de presentación:** si la carta no indica otro, 21 días naturales después de la fecha de embarque, y nunca después del vencimiento (artículo 14 c).',
            '**Tiempo de revisión:** el banco tiene como máximo cinco días hábiles bancarios posteriores al día de presentación para decidir (artículo 14 b).',
            '**Datos congruentes:** no tienen que ser idénticos entre documentos, pero no pueden contradecirse (artículo 14 d).',
            '**Factura comercial:** emitida por el beneficiario a nombre del ordenante, en la moneda del crédito, con una descripción de la mercancía que corresponda a la de la carta (artículo 18). Los demás documentos pueden describirla en términos generales.',
            '**Tolerancias:** «alrededor de» o «aproximadamente» permite 10% de más o de menos sobre el importe, la cantidad o el precio unitario al que se refiera; sin esa expresión, se acepta 5% de más o de menos en la cantidad, siempre que la carta no la exprese en unidades de empaque o piezas y no se exceda el importe (artículo 30).',
            '**Seguro:** si se pide y la carta no indica otra cosa, por al menos 110% del valor CIF o CIP (artículo 28).',
            '**Un solo aviso de rechazo:** el banco debe señalar todas las discrepancias en un solo aviso (artículo 16).',
          ]),
          p(
            'Las UCP 600 se complementan con la publicación de la ICC sobre práctica bancaria internacional estándar (ISBP), que detalla cómo se revisa cada documento. Su banco avisador puede orientarle sobre la edición vigente.',
          ),
          h2('Las discrepancias más frecuentes'),
          ul([
            'Presentación fuera de plazo o con el crédito vencido.',
            'Embarque posterior a la fecha límite de embarque.',
            'Descripción de la mercancía en la factura distinta a la de la carta: la carta dice «aguacate Hass fresco, calibre 48» y la factura solo dice «aguacate».',
            'Importe de la factura mayor que el saldo disponible del crédito.',
            'Conocimiento de embarque sin anotación «a bordo» fechada, o con cláusulas que declaran daños («2 tarimas rotas»).',
            'Juego incompleto de originales, o documentos faltantes.',
            'Certificados emitidos por una entidad distinta a la que pide la carta.',
            'Seguro por un monto insuficiente, en otra moneda o con fecha posterior al embarque sin indicar que la cobertura ya estaba vigente.',
            'Embarques parciales o transbordos cuando la carta los prohíbe.',
          ]),
          p(
            'Con discrepancias, el banco puede rechazar la presentación. Lo usual es que consulte al ordenante si las acepta, pero en ese momento su cobro depende otra vez de la voluntad del comprador, que además puede usar la discrepancia para renegociar el precio. Súmele las comisiones que cobran los bancos por cada presentación con discrepancias.',
          ),
          h2('Lista de control, antes de embarcar y antes de presentar'),
          ul([
            'Al recibir la carta, compárela contra el contrato: importe, mercancía, Incoterm, fechas de embarque, de presentación y de vencimiento.',
            'Verifique que el vencimiento sea en México o en un lugar donde pueda presentar a tiempo.',
            'Busque «cláusulas trampa»: documentos que solo el comprador puede emitir, como una constancia de inspección firmada por él.',
            'Pida las enmiendas de inmediato, antes de producir o embarcar, no después.',
            'Evalúe la confirmación si el banco emisor o el país del comprador representan un riesgo que no quiere asumir.',
            'Antes de presentar, revise cada documento contra la carta, palabra por palabra, y los documentos entre sí.',
          ]),
          p(
            'Una carta de crédito a plazo, una vez aceptada, también es un activo financiable: el banco o un financiador puede descontarla para que usted cobre antes del vencimiento.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-factura-comercial-lista-de-empaque',
    kind: 'blog',
    categories: ['trade-documents'],
    author: 'diego',
    publishedAt: '2025-11-11T09:00:00-06:00',
    cover: {
      motif: 'document',
      alt: { 'es-mx': 'Ilustración: una factura comercial y una lista de empaque sobre cajas apiladas en una tarima' },
    },
    download: 'commercial-invoice',
    related: ['blog-mx-cfdi-complemento-comercio-exterior', 'blog-mx-cartas-de-credito-ucp-600', 'blog-mx-el-pedimento'],
    content: {
      'es-mx': {
        title: 'Factura comercial y lista de empaque: requisitos y errores',
        slug: 'factura-comercial-y-lista-de-empaque-para-exportar',
        excerpt:
          'La factura comercial y la lista de empaque viajan con cada embarque y las revisan aduanas, bancos y clientes. Qué deben contener y los errores que más retrasos causan.',
        seo: {
          title: 'Factura comercial y lista de empaque para exportar',
          description:
            'Qué datos llevan la factura comercial y la lista de empaque de exportación, en qué difieren del CFDI y los errores que más retrasan cruces y cobros.',
        },
        body: doc(
          h2('Para qué sirve cada documento'),
          p(
            'La **factura comercial** es el documento de compraventa que su comprador y la aduana del país de destino usan para determinar el valor, la clasificación arancelaria y el origen de la mercancía. No sustituye al CFDI, que es su comprobante fiscal ante el SAT, ni el CFDI la sustituye a ella: el cliente en el extranjero necesita un documento en su idioma, con los datos que su propia aduana exige.',
          ),
          p(
            'La **lista de empaque** describe cómo viaja la mercancía: cuántos bultos, qué contiene cada uno, cuánto pesan y cuánto miden. La usan el transportista para documentar la carga, la aduana para revisar físicamente el embarque, el almacén del cliente para recibir y, si cobra con carta de crédito, el banco para cotejar contra los demás documentos.',
          ),
          h2('Qué debe contener la factura comercial'),
          p(
            'Los requisitos exactos los fija el país de destino. Para Estados Unidos, la regulación de CBP enumera los datos de la factura y pide que esté en inglés o acompañada de una traducción fiel. Como regla general, incluya:',
          ),
          ul([
            'Nombre y domicilio completos del vendedor, del comprador y del consignatario, si es distinto.',
            'Número y fecha de la factura, y referencia a la orden de compra del cliente.',
            'Descripción detallada de cada mercancía: nombre comercial, material, uso, grado o calidad, marca y modelo; y su clasificación arancelaria al menos a seis dígitos del Sistema Armonizado.',
            'Cantidad y unidad de medida, precio unitario, importe por partida y total, con la moneda indicada.',
            'Incoterm con lugar y versión, por ejemplo «DAP Laredo, Texas, Incoterms® 2020».',
            'País de origen de cada mercancía.',
            'Lugar de embarque y de destino, y medio de transporte.',
            'Fletes, seguros, empaques especiales, comisiones y descuentos, desglosados cuando estén incluidos o excluidos del precio.',
            'Condiciones de pago.',
          ]),
          p(
            'Un detalle que suele pasarse por alto: si el comprador le proporcionó sin costo moldes, herramentales, diseños o materiales para fabricar su pedido, en Estados Unidos esas aportaciones (assists) forman parte del valor en aduana. Infórmelo al cliente y déjelo documentado, porque la responsabilidad de declararlo es del importador y le pedirá a usted los datos.',
          ),
          h2('Qué debe contener la lista de empaque'),
          ul([
            'Referencia al número de factura y a la orden de compra.',
            'Número total de bultos y tipo: cajas, tarimas, tambores, rollos.',
            'Contenido de cada bulto, con cantidades y, en alimentos o productos con caducidad, números de lote.',
            'Peso neto y bruto por bulto y total, en la misma unidad que usará el documento de transporte.',
            'Dimensiones de cada bulto o tarima.',
            'Marcas y números de los bultos, número de contenedor o caja y número de sello o candado.',
          ]),
          p(
            'Si usa tarimas o embalajes de madera, deben estar tratados y marcados conforme a la norma internacional NIMF 15. Una tarima sin marca puede provocar el rechazo o el tratamiento del embarque completo en destino.',
          ),
          h2('Errores comunes y cómo evitarlos'),
          ul([
            '**Descripciones genéricas** como «refacciones», «material» o «partes». La aduana no puede clasificar lo que no entiende y detiene el embarque para pedir información.',
            '**Valores que no cuadran** entre la factura comercial, el CFDI y el pedimento, casi siempre por tipos de cambio distintos o por partidas capturadas a mano.',
            '**Muestras «sin valor comercial» con valor cero.** Aunque no las cobre, la aduana necesita un valor para efectos aduaneros; declare uno razonable y aclare que no hay venta.',
            '**Pesos inconsistentes** entre la lista de empaque, el conocimiento de embarque o la carta porte y el pedimento.',
            '**País de origen omitido,** o «Hecho en México» impreso en productos que en realidad no califican como mexicanos según las reglas de marcado del país de destino.',
            '**Unidades mezcladas:** piezas en la factura, cajas en la lista y kilos en el pedimento, sin una equivalencia clara.',
            '**Incoterm ausente** o distinto del que se pactó en el contrato.',
            '**Proforma enviada como definitiva,** o correcciones a mano después del embarque.',
          ]),
          h2('Un método de trabajo sencillo'),
          p(
            'Las empresas que casi no tienen retrasos documentales suelen hacer tres cosas. Primero, generan factura comercial, lista de empaque y CFDI desde una sola fuente de datos, normalmente su sistema administrativo, en lugar de capturarlos por separado. Segundo, usan plantillas por cliente con las leyendas, referencias y formatos que ese comprador y su aduana piden. Tercero, una persona distinta a quien elaboró los documentos los revisa contra la orden de compra antes de que salga el camión.',
          ),
          p(
            'El beneficio va más allá de la aduana. Un banco que revisa una carta de crédito o un factor que va a anticipar su factura revisan exactamente lo mismo: que los documentos digan lo mismo. Cuando cuadran a la primera, usted cobra antes.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-certificados-origen-sanitarios-alimentos',
    kind: 'blog',
    categories: ['trade-documents', 'mexico-trade'],
    author: 'diego',
    publishedAt: '2026-01-20T09:00:00-06:00',
    cover: {
      motif: 'plane',
      alt: { 'es-mx': 'Ilustración: un avión de carga sobre cajas de fruta fresca con un certificado sanitario sellado' },
    },
    download: 'health-certificates',
    related: ['blog-mx-reglas-de-origen-tmec', 'blog-mx-factura-comercial-lista-de-empaque', 'blog-mx-cartas-de-credito-ucp-600'],
    content: {
      'es-mx': {
        title: 'Certificados de origen y sanitarios para exportar alimentos',
        slug: 'certificados-de-origen-y-sanitarios-para-exportar-alimentos',
        excerpt:
          'Exportar alimentos exige probar de dónde vienen y que son seguros. Qué certificados emiten SENASICA y COFEPRIS, cuándo se necesitan y cómo evitar rechazos en destino.',
        seo: {
          title: 'Certificados sanitarios y de origen para alimentos',
          description:
            'Exportar alimentos desde México: certificados de origen, fitosanitarios y zoosanitarios de SENASICA, certificados de COFEPRIS y requisitos de EE. UU.',
        },
        body: doc(
          h2('Empiece por el país de destino'),
          p(
            'En alimentos, quien decide qué documentos se necesitan es el país que importa. El mismo aguacate, la misma miel o la misma salsa pueden requerir certificados distintos según vayan a Estados Unidos, Japón o la Unión Europea. Antes de cotizar, responda tres preguntas con su comprador y con la autoridad sanitaria de destino:',
          ),
          ul([
            '¿El producto puede entrar a ese país desde México, y desde su estado o región en particular?',
            '¿Qué certificados oficiales exige, quién debe emitirlos y con qué leyendas o declaraciones adicionales?',
            '¿Qué registros previos necesitan su planta, su producto o su importador?',
          ]),
          p(
            'En México, las dos autoridades que emiten la mayoría de los certificados sanitarios de exportación son SENASICA, para productos agrícolas, pecuarios, acuícolas y pesqueros, y COFEPRIS, sobre todo para alimentos procesados, bebidas y suplementos.',
          ),
          h2('Certificados de origen'),
          p('Hay dos tipos que conviene distinguir:'),
          ul([
            '**Preferenciales:** sirven para pagar un arancel menor o nulo al amparo de un tratado. Con el T-MEC no hay formato oficial: basta una certificación con los datos mínimos que establece el tratado, emitida por el productor, el exportador o el importador. Otros tratados de México piden certificados emitidos por la Secretaría de Economía o permiten declaraciones en factura de exportadores autorizados. Los requisitos varían por acuerdo y algunos se han modernizado; consulte los vigentes con la Secretaría de Economía.',
            '**No preferenciales:** acreditan el origen cuando el comprador, un banco o el país de destino lo piden, aunque no haya preferencia arancelaria. Suelen emitirlos organismos empresariales autorizados.',
          ]),
          p(
            'En alimentos, además, la tolerancia de minimis del T-MEC tiene excepciones para ciertos productos agrícolas y agroindustriales, que no siempre pueden aprovecharla como los productos industriales. Si su salsa usa chiles o especias importados de fuera de la región, revise la regla específica antes de certificar.',
          ),
          h2('SENASICA: fitosanitarios y zoosanitarios'),
          ul([
            '**Certificado fitosanitario internacional:** para vegetales y sus productos —frutas, hortalizas, granos, semillas, flores— cuando el país de destino lo exige. Certifica que el embarque fue inspeccionado y cumple los requisitos fitosanitarios de ese país: libre de plagas, tratamientos aplicados, procedencia de zonas o huertos autorizados.',
            '**Certificado zoosanitario para exportación:** para animales y productos de origen animal, como carnes, lácteos, miel, huevo y productos pesqueros, según los requisitos del destino. Para carnes, normalmente la planta debe ser un establecimiento Tipo Inspección Federal (TIF) y estar aprobada por la autoridad del país importador.',
          ]),
          p(
            'La inspección la realiza personal oficial o terceros autorizados por SENASICA, a veces con análisis de laboratorio. El certificado debe reflejar exactamente el lote que se embarca —producto, cantidad, origen, destino, importador— y tiene una vigencia limitada, así que se tramita cerca de la fecha de embarque. Un certificado emitido antes de cerrar el lote, o con un dato distinto al de la factura, es causa frecuente de rechazo.',
          ),
          h2('COFEPRIS: alimentos procesados'),
          p(
            'Para alimentos procesados, bebidas y suplementos, varios países piden un certificado de libre venta u otros certificados para exportación emitidos por COFEPRIS, que acreditan que el producto se fabrica y comercializa legalmente en México. Los tiempos de respuesta pueden ser largos y variables: solicítelos con semanas de anticipación y no prometa fechas de primer embarque sin tenerlos.',
          ),
          p(
            'Además de los certificados, confirme si su producto necesita registro, permiso o etiquetado específico en el país de destino, y si su planta debe figurar en alguna lista de establecimientos aprobados por esa autoridad. Estos requisitos suelen tardar más que cualquier certificado y se resuelven en conjunto con su importador.',
          ),
          h2('Estados Unidos: lo que pide su cliente'),
          p(
            'Muchos productos frescos no requieren certificado fitosanitario para entrar a Estados Unidos, pero sí cumplir los requisitos de admisibilidad del Departamento de Agricultura (USDA) para cada producto y origen. Además, la FDA exige:',
          ),
          ul([
            'Registro de la instalación de alimentos, que se renueva cada dos años, entre octubre y diciembre de los años pares.',
            'Aviso previo (Prior Notice) de cada embarque antes de su llegada.',
            'Que el importador cumpla el programa de verificación de proveedores extranjeros (FSVP), para lo cual le pedirá a usted evidencia de sus controles de inocuidad.',
            'Etiquetado en inglés conforme a las reglas de ese país.',
          ]),
          p(
            'El expediente de un embarque de alimentos suele incluir: CFDI con complemento de comercio exterior, factura comercial, lista de empaque con lotes, certificación de origen, certificado sanitario cuando aplique, pedimento, documento de transporte, confirmación del aviso previo y análisis de laboratorio. Tenerlo completo el día de la carga evita el peor escenario en alimentos: mercancía perecedera detenida en frontera.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-comercio-india-mexico',
    kind: 'blog',
    product: 'import-factoring',
    categories: ['india-mexico', 'incoterms-logistics'],
    author: 'sofia',
    publishedAt: '2026-03-03T09:00:00-06:00',
    cover: {
      motif: 'ship',
      alt: { 'es-mx': 'Ilustración: un buque portacontenedores navegando entre la India y México sobre una ruta marcada' },
    },
    related: ['blog-mx-cartas-de-credito-ucp-600', 'blog-mx-riesgo-cambiario-usd-mxn', 'blog-mx-evaluar-credito-comprador-extranjero'],
    content: {
      'es-mx': {
        title: 'Comercio India–México: importar insumos y vender a la India',
        slug: 'comercio-india-mexico-oportunidades-logistica-pagos',
        excerpt:
          'La India puede ser un proveedor clave de insumos para la industria mexicana y un mercado para sus productos. Qué revisar en aranceles, logística, pagos y financiamiento.',
        seo: {
          title: 'Comercio India–México: importar, vender y pagar',
          description:
            'Importar insumos de la India y vender a ese mercado: aranceles sin tratado, PROSEC, logística marítima, formas de pago, moneda y financiamiento.',
        },
        body: doc(
          h2('Un corredor para evaluar con números propios'),
          p(
            'La India es un productor relevante de insumos que la industria mexicana compra en el extranjero: ingredientes farmacéuticos activos, químicos orgánicos, hilos y telas, autopartes, piezas forjadas y fundidas, maquinaria. Para muchas empresas, sumar un proveedor indio es una forma de diversificar una cadena de suministro muy concentrada en pocos países. En sentido contrario, es un mercado enorme donde ciertos productos mexicanos pueden encontrar espacio.',
          ),
          p(
            'El punto de partida es que México y la India no tienen un tratado de libre comercio. Las mercancías pagan el arancel general en ambos sentidos, y en años recientes México ha elevado el arancel de numerosas fracciones cuando la mercancía proviene de países sin tratado, entre ellos la India. Antes de comparar precios con su proveedor actual, confirme en la tarifa vigente (TIGIE) el arancel de su fracción y si existen cuotas compensatorias para ese producto y origen.',
          ),
          h2('Importar insumos de la India'),
          ul([
            '**Valide al proveedor:** su registro como importador-exportador ante las autoridades indias (IEC) y su registro fiscal (GSTIN), certificaciones de calidad, visitas o inspecciones de terceros y muestras aprobadas antes del primer pedido en firme.',
            '**Revise el costo arancelario real:** si usted manufactura, los Programas de Promoción Sectorial (PROSEC) pueden reducir el arancel de ciertos insumos; si exporta el producto terminado, IMMEX permite importarlos temporalmente. Analice ambos con su agente aduanal.',
            '**Regulaciones no arancelarias:** normas oficiales mexicanas, permisos, registros de COFEPRIS para insumos farmacéuticos y padrones sectoriales para químicos, textiles o acero, entre otros.',
            '**Incoterm:** comprar FOB o FCA en la India le permite controlar el flete y el seguro desde México; comprar CIF Manzanillo simplifica, pero el riesgo pasa en el puerto de origen aunque el proveedor contrate el viaje.',
          ]),
          h2('Logística: tiempos y rutas'),
          p(
            'La carga marítima entre los principales puertos indios, como Nhava Sheva (Jawaharlal Nehru) o Mundra, y los puertos mexicanos del Pacífico, como Manzanillo y Lázaro Cárdenas, normalmente viaja con transbordo en algún centro de distribución asiático, y el tránsito se mide en semanas, no en días. Pida a su agente de carga tiempos de puerta a puerta y la frecuencia real de salidas, y prevea holguras para congestión en puertos de transbordo.',
          ),
          p(
            'Un cálculo ilustrativo ayuda a dimensionar el capital de trabajo: si paga un anticipo al colocar el pedido, el proveedor produce en cinco semanas, el tránsito y el despacho toman otras seis y usted vende y cobra a 60 días, su dinero puede estar comprometido cerca de cinco meses. Con un proveedor nacional, ese mismo ciclo podría ser de la mitad.',
          ),
          p(
            'Considere también el calendario: la diferencia horaria con la Ciudad de México es de 11 horas y media, el ejercicio fiscal indio va de abril a marzo y festividades como Diwali reducen la actividad de plantas y puertos. Planee sus pedidos con ese calendario en mente.',
          ),
          h2('Vender a la India'),
          ul([
            'Su comprador necesita su propio registro de importador (IEC) y debe verificar el arancel aplicable en la tarifa de aduanas india (CBIC), que suma derechos básicos, recargos e impuesto integrado (IGST) y puede ser elevado en algunos productos.',
            'Muchos productos requieren certificación obligatoria de normas indias (BIS) bajo órdenes de control de calidad; los alimentos necesitan cumplir las reglas de la autoridad alimentaria (FSSAI) y los productos farmacéuticos y dispositivos médicos, las del regulador sanitario.',
            'Al no haber tratado, no hay certificado de origen preferencial; su comprador puede pedirle uno no preferencial.',
          ]),
          h2('Pagos, moneda y financiamiento'),
          p(
            'El dólar es la moneda habitual del corredor: no hay un mercado directo y líquido entre rupias y pesos, así que ambas partes convierten a través del dólar. La India permite liquidar comercio exterior en rupias mediante cuentas especiales, pero para empresas mexicanas rara vez resulta práctico.',
          ),
          p(
            'Los compradores indios pagan sus importaciones a través de bancos autorizados y sujetos a las reglas cambiarias del banco central indio (RBI), por lo que los bancos pueden pedir documentos de soporte antes de liberar un pago; acuerde con su cliente qué documentos necesitará su banco. En las primeras operaciones son comunes la carta de crédito y la cobranza documentaria; con historial, la cuenta abierta con factoraje.',
          ),
          p(
            'Si usted importa desde la India, el factoraje de importación resuelve la tensión clásica del corredor: su proveedor quiere cobrar al embarcar y usted necesita plazo para recibir, vender y cobrar. El financiador le paga al proveedor y usted liquida a plazo, sin comprometer sus líneas bancarias.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-capital-de-trabajo-ciclo-de-efectivo',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['export-finance'],
    author: 'sofia',
    publishedAt: '2026-04-21T09:00:00-06:00',
    cover: {
      motif: 'calendar',
      alt: { 'es-mx': 'Ilustración: un calendario con días marcados en círculo entre inventario, facturas y pagos a proveedores' },
    },
    related: ['blog-mx-que-es-factoraje-exportacion', 'blog-mx-nearshoring-financiar-ordenes-de-compra', 'blog-mx-riesgo-cambiario-usd-mxn'],
    content: {
      'es-mx': {
        title: 'Capital de trabajo para exportadores: el ciclo de efectivo',
        slug: 'capital-de-trabajo-ciclo-de-conversion-de-efectivo',
        excerpt:
          'Una empresa puede vender más, ganar más y quedarse sin efectivo. El ciclo de conversión de efectivo explica por qué; le mostramos cómo calcularlo y cómo acortarlo.',
        seo: {
          title: 'Capital de trabajo y ciclo de conversión de efectivo',
          description:
            'Cómo calcular el ciclo de conversión de efectivo de un exportador con un ejemplo en pesos, por qué crecer consume caja y cinco palancas para acortarlo.',
        },
        body: doc(
          h2('Qué es el ciclo de conversión de efectivo'),
          p(
            'El ciclo de conversión de efectivo mide cuántos días pasan desde que usted paga a sus proveedores hasta que cobra a sus clientes. Durante esos días su empresa financia la operación con su propio dinero o con deuda. Se calcula así:',
          ),
          ul([
            '**Días de inventario** = inventario promedio ÷ costo de ventas × 360.',
            '**Días de cobro** = cuentas por cobrar promedio ÷ ventas × 360.',
            '**Días de pago** = cuentas por pagar promedio ÷ costo de ventas × 360.',
            '**Ciclo de conversión de efectivo** = días de inventario + días de cobro − días de pago.',
          ]),
          p(
            'En exportación, el ciclo suele ser más largo que en el mercado nacional: los clientes extranjeros piden plazos de 60 o 90 días, el tránsito y el cruce suman días antes de que empiece a correr el plazo, y los insumos importados obligan a tener más inventario de seguridad.',
          ),
          h2('Un ejemplo con números'),
          p(
            'Tomemos una empresa ilustrativa: un fabricante de autopartes en el Bajío que exporta casi todo a Estados Unidos. Las cifras son redondas para facilitar el cálculo y usan un año de 360 días.',
          ),
          ul([
            'Ventas anuales: MXN 36 millones, es decir, MXN 100,000 por día.',
            'Costo de ventas: 70%, MXN 25.2 millones al año o MXN 70,000 por día.',
            'Inventario promedio: MXN 3.15 millones, equivalente a 45 días de costo.',
            'Cuentas por cobrar promedio: MXN 7.5 millones, equivalente a 75 días de venta (plazo de 60 días más tránsito y retrasos).',
            'Cuentas por pagar promedio: MXN 2.1 millones, equivalente a 30 días de costo.',
          ]),
          p(
            'El ciclo es de 45 + 75 − 30 = **90 días**, y el capital de trabajo operativo que la empresa necesita es de 3.15 + 7.5 − 2.1 = **MXN 8.55 millones**. Ese dinero no está en el banco: está en el almacén y en las facturas de sus clientes.',
          ),
          h2('Por qué crecer consume efectivo'),
          p(
            'Suponga que un cliente ofrece 30% más volumen con las mismas condiciones. Si los días no cambian, el capital de trabajo crece en la misma proporción: de MXN 8.55 a 11.1 millones, unos MXN 2.6 millones adicionales que hay que poner antes de ver la primera utilidad. Si el margen operativo es de 10%, las ventas adicionales de MXN 10.8 millones dejan alrededor de MXN 1.08 millones al año. El pedido es rentable, pero durante más de dos años la empresa habrá invertido más efectivo del que le devuelve.',
          ),
          p(
            'Por eso tantas empresas rentables tienen problemas de liquidez precisamente cuando mejor les va. El ciclo de efectivo no mide la rentabilidad, mide cuánto oxígeno necesita el crecimiento.',
          ),
          h2('Cinco palancas para acortar el ciclo'),
          ul([
            '**Inventario:** depure productos de baja rotación, ajuste la planeación de materiales y negocie inventario en consignación con sus proveedores clave. En el ejemplo, cada 10 días menos de inventario liberan MXN 700,000.',
            '**Cobranza:** facture el mismo día del embarque, envíe documentos completos y dé seguimiento a las deducciones del cliente antes de que se acumulen. Cada 10 días menos de cobro liberan MXN 1 millón.',
            '**Factoraje de exportación:** si anticipa 90% de sus facturas al embarcar, solo 10% del saldo espera al vencimiento. En el ejemplo, los días de cobro efectivos bajan de 75 a unos 7.5 y el ciclo pasa de 90 a cerca de 22 días, a cambio del costo del factoraje.',
            '**Proveedores:** negocie plazos más largos, pero compare con los descuentos por pronto pago. Un descuento de 2% por pagar en 10 días en lugar de 30 equivale a cerca de 37% anual (2 ÷ 98 × 360 ÷ 20). Si financiarse le cuesta menos que eso, conviene tomar el descuento.',
            '**Anticipos:** en productos hechos a la medida, un anticipo a la colocación del pedido, por ejemplo de 30%, reduce el capital que compromete antes de producir.',
          ]),
          h2('Cómo medirlo cada mes'),
          p(
            'Calcule el ciclo mensualmente con saldos promedio, no con el saldo del último día, y sepárelo por cliente: un solo comprador que paga a 100 días puede esconderse en un promedio aceptable. Vigile las temporadas, porque el ciclo de una empresa agroexportadora en cosecha no se parece al del resto del año.',
          ),
          p(
            'No olvide el IVA. Como exportador a tasa 0%, es común acumular saldos a favor que el SAT devuelve después de un proceso de revisión. Ese saldo también es capital de trabajo inmovilizado, y el tiempo de devolución debe formar parte de sus proyecciones de caja.',
          ),
        ),
      },
    },
  },
  {
    key: 'blog-mx-riesgo-cambiario-usd-mxn',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['export-finance'],
    author: 'sofia',
    publishedAt: '2026-06-09T09:00:00-06:00',
    cover: {
      motif: 'chart',
      alt: { 'es-mx': 'Ilustración: una gráfica de tipo de cambio con altibajos junto a una factura en dólares y un candado' },
    },
    related: ['blog-mx-capital-de-trabajo-ciclo-de-efectivo', 'blog-mx-que-es-factoraje-exportacion', 'blog-mx-comercio-india-mexico'],
    content: {
      'es-mx': {
        title: 'Riesgo cambiario USD/MXN en sus cuentas por cobrar',
        slug: 'riesgo-cambiario-usd-mxn-cuentas-por-cobrar',
        excerpt:
          'Entre la factura y el cobro, el tipo de cambio puede llevarse su margen. Cómo medir la exposición y usar coberturas naturales, forwards y opciones con una política sencilla.',
        seo: {
          title: 'Riesgo cambiario USD/MXN: forwards y coberturas',
          description:
            'Cómo proteger sus cuentas por cobrar en dólares de la volatilidad del peso: coberturas naturales, forwards con ejemplo, opciones y facturación en USD.',
        },
        body: doc(
          h2('Dónde nace el riesgo'),
          p(
            'Un exportador típico vende en dólares y gasta en pesos: nómina, energía, proveedores locales, impuestos. Entre el día en que factura y el día en que cobra pasan 60 o 90 días, y en ese lapso el peso puede apreciarse o depreciarse. Si se aprecia, cada dólar que cobra vale menos pesos de los que presupuestó.',
          ),
          p(
            'Un ejemplo ilustrativo, con tipos de cambio supuestos: usted factura USD 200,000 a 60 días con un tipo de cambio de 20.00 y presupuesta MXN 4,000,000. Al cobrar, el tipo de cambio está en 18.80 y recibe MXN 3,760,000. La diferencia, MXN 240,000, equivale a tres cuartas partes de un margen de 8% sobre esa venta. Si el peso se hubiera depreciado, habría ganado; pero una empresa que no puede decir de antemano cuánto va a cobrar no puede cotizar ni planear con confianza. Cubrirse no es especular: es comprar certeza.',
          ),
          h2('Primero, las coberturas naturales'),
          ul([
            '**Costos en dólares:** comprar en dólares los insumos importados o los que su proveedor cotiza en esa moneda compensa parte de sus ingresos en dólares.',
            '**Deuda en la moneda de sus ingresos:** si vende en dólares, financiarse en dólares empareja flujos de entrada y salida.',
            '**Cuenta en dólares:** reciba sus cobros en dólares y convierta solo lo que necesita en pesos, cuando lo necesita.',
            '**Cláusulas de ajuste:** en contratos largos, pacte revisar precios si el tipo de cambio se mueve más allá de un rango.',
            '**Acortar el plazo de exposición:** con factoraje de exportación en dólares, recibe hasta 90% al embarcar y puede convertir en ese momento; su exposición se reduce al remanente.',
          ]),
          h2('Forwards: fijar hoy el tipo de cambio de mañana'),
          p(
            'Un forward, o contrato adelantado, es un acuerdo con su banco para venderle dólares en una fecha futura a un tipo de cambio fijado hoy. Ese tipo de cambio no es una predicción: resulta de ajustar el tipo de cambio actual por la diferencia entre las tasas de interés en pesos y en dólares.',
          ),
          p(
            'La fórmula simplificada es: forward = tipo de cambio actual × (1 + tasa en pesos × días ÷ 360) ÷ (1 + tasa en dólares × días ÷ 360). Con supuestos ilustrativos —tipo de cambio actual de 20.00, tasa en pesos de 9% y tasa en dólares de 4.5%, a 60 días— el forward queda en 20.00 × 1.015 ÷ 1.0075 ≈ **20.15**. Como las tasas en pesos han sido históricamente más altas que las de dólares, el forward suele quedar por encima del tipo de cambio actual, lo que favorece al exportador que vende dólares a futuro.',
          ),
          p('Antes de contratar, tenga claro lo siguiente:'),
          ul([
            'Necesita una línea de derivados con su banco o depositar garantías, y firmar un contrato marco.',
            'El forward es una obligación: si su cliente paga tarde, tendrá que extender el contrato con un costo; si no paga, de todos modos debe entregar los dólares.',
            'Haga coincidir las fechas con su calendario real de cobro, no con el plazo teórico de la factura.',
          ]),
          h2('Opciones y otras herramientas'),
          p(
            'Una opción de venta de dólares le da el derecho, no la obligación, de vender a un tipo de cambio mínimo a cambio de una prima. Protege su piso y le deja el beneficio si el peso se deprecia. Los bancos también ofrecen estructuras de costo cero que combinan comprar una opción y vender otra: fijan un rango y eliminan la prima, pero renuncian a parte del beneficio. Existen además futuros sobre el tipo de cambio peso-dólar en mercados organizados como MexDer y el CME. Contrate solo lo que entienda y pueda explicar a su consejo.',
          ),
          h2('Facturar en dólares y una política sencilla'),
          p(
            'Facturar en dólares no elimina el riesgo: si sus costos están en pesos, el riesgo es suyo. Facturar en pesos se lo trasladaría al cliente, pero pocos compradores estadounidenses lo aceptan. Si factura en dólares, su CFDI debe indicar la moneda y el tipo de cambio conforme a las disposiciones fiscales; confirme con su contador cuál aplicar. Y en ventas nacionales facturadas en dólares, recuerde que la Ley Monetaria permite al deudor liquidar en pesos al tipo de cambio publicado, lo que conviene considerar al redactar contratos.',
          ),
          p('Una política de cobertura útil cabe en una hoja:'),
          ul([
            'Qué exposición se mide: cuentas por cobrar confirmadas y ventas pronosticadas, por mes.',
            'Qué porcentaje se cubre: por ejemplo, una proporción alta de lo ya facturado y una menor de lo pronosticado, escalonando las coberturas en el tiempo.',
            'Con qué instrumentos, con qué bancos y hasta qué montos.',
            'Quién autoriza y cada cuándo se revisan resultados, sin juzgar la cobertura por si «se ganó o se perdió» frente al mercado.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-mx-nearshoring-financiar-ordenes-de-compra',
    kind: 'blog',
    product: 'purchase-order-financing',
    categories: ['export-finance', 'mexico-trade'],
    author: 'sofia',
    publishedAt: '2026-08-18T09:00:00-06:00',
    cover: {
      motif: 'handshake',
      alt: { 'es-mx': 'Ilustración: un apretón de manos sobre una orden de compra con una planta industrial al fondo' },
    },
    related: ['blog-mx-capital-de-trabajo-ciclo-de-efectivo', 'blog-mx-programa-immex', 'blog-mx-que-es-factoraje-exportacion'],
    content: {
      'es-mx': {
        title: 'Nearshoring: cómo financiar órdenes de compra grandes',
        slug: 'nearshoring-financiar-ordenes-de-compra-grandes',
        excerpt:
          'Un cliente de EE. UU. le coloca un pedido más grande que su balance. Cómo funciona el financiamiento de órdenes de compra, un ejemplo completo y qué le pedirá el comprador.',
        seo: {
          title: 'Nearshoring: financie órdenes de compra grandes',
          description:
            'Cómo financiar un pedido grande de un cliente de EE. UU.: financiamiento de órdenes de compra y factoraje paso a paso, con ejemplo numérico y riesgos.',
        },
        body: doc(
          h2('El reto: un pedido más grande que su balance'),
          p(
            'La relocalización de cadenas de suministro hacia México ha llevado a muchos compradores estadounidenses a buscar proveedores mexicanos. Para una empresa mediana, la oportunidad llega a veces en forma de un pedido que no cabe en su balance: una orden de compra por USD 500,000 cuando vende USD 2 millones al año. Hay que comprar materiales, contratar personal y quizá herramentales antes de embarcar, y después esperar 60 o 90 días para cobrar.',
          ),
          p(
            'Un banco tradicional evalúa sobre todo sus estados financieros históricos, que no reflejan el pedido. El financiamiento de órdenes de compra parte de otra pregunta: ¿es sólido el comprador, y puede usted cumplir lo que le pidió?',
          ),
          h2('Cómo funciona, paso a paso'),
          ul([
            '**Análisis de la orden:** el financiador revisa al comprador, el plazo de pago, las especificaciones, las fechas de entrega, las penalizaciones y las cláusulas de cancelación.',
            '**Análisis de la ejecución:** revisa a sus proveedores de insumos y su capacidad de producir lo pedido: historial con productos similares, certificaciones, capacidad instalada.',
            '**Pago a proveedores:** el financiador paga directamente a sus proveedores, o abre una carta de crédito a un proveedor extranjero, por una parte del costo de los insumos.',
            '**Producción y embarque:** usted fabrica, embarca y factura al comprador.',
            '**Factoraje al embarque:** la factura se cede a un factor, que anticipa un porcentaje y con ese anticipo se liquida el financiamiento de la orden.',
            '**Cobro:** el comprador paga al vencimiento y usted recibe el remanente.',
          ]),
          p(
            'Para que el análisis avance rápido, prepare desde el inicio la orden de compra firmada y cualquier contrato marco con el cliente, las cotizaciones de sus proveedores con sus tiempos de entrega, un programa de producción semana por semana, su historial de entregas con clientes similares y sus estados financieros recientes. Cuanto más clara sea la ruta entre el pago al proveedor y el embarque, menos supuestos tendrá que hacer el financiador y mejores serán las condiciones.',
          ),
          h2('Un ejemplo completo'),
          p('Las cifras, tasas y costos son ilustrativos; cada operación se cotiza por separado.'),
          ul([
            'Orden de compra: USD 500,000, entrega en 75 días, pago a 60 días después del embarque.',
            'Insumos: USD 260,000. Mano de obra y gastos: USD 120,000. Margen bruto: USD 120,000 (24%).',
            'Financiamiento de la orden: 80% de los insumos, USD 208,000 pagados a proveedores. Usted aporta el 20% restante, USD 52,000, más los USD 120,000 de mano de obra y gastos.',
            'Costo supuesto del financiamiento de la orden por 75 días: USD 6,000.',
            'Al embarque (día 75): factura por USD 500,000 con anticipo de 90% = USD 450,000. Se liquidan USD 214,000 del financiamiento de la orden y usted recibe USD 236,000.',
            'Cargos supuestos del factoraje por 60 días: USD 6,500.',
            'Al cobro (día 135): el comprador paga USD 500,000; el factor recupera USD 450,000 más sus cargos y usted recibe USD 43,500.',
          ]),
          p(
            'Resultado: usted invirtió USD 172,000 propios y recibió USD 279,500. La diferencia, USD 107,500, es su margen bruto de USD 120,000 menos USD 12,500 de costos financieros (2.5% del pedido). Sin financiamiento, habría necesitado USD 380,000 de caja durante 135 días o rechazar el pedido.',
          ),
          h2('Lo que el comprador estadounidense le pedirá'),
          ul([
            '**Alta como proveedor:** datos fiscales (como empresa extranjera, el formulario W-8BEN-E), datos bancarios, certificados de seguro y aceptación de su código de conducta.',
            '**Calidad:** certificaciones como ISO 9001 o, en el sector automotriz, IATF 16949 y la aprobación de piezas de producción (PPAP).',
            '**Origen y trazabilidad:** certificación de origen del T-MEC y evidencia de la procedencia de sus insumos, incluida la relativa a las reglas estadounidenses contra el trabajo forzoso.',
            '**Condiciones comerciales:** plazos de 60 a 90 días, portales de proveedores, penalizaciones por entregas tardías o incompletas y deducciones que se aplican al pagar.',
          ]),
          h2('Riesgos y cómo mitigarlos'),
          ul([
            '**Concentración:** un solo cliente que pesa demasiado en sus ventas; negocie volúmenes escalonados y no abandone a sus otros clientes.',
            '**Arranque de producción:** primeras corridas con desperdicio alto o rechazos; incluya en su costeo un margen para la curva de aprendizaje.',
            '**Costo de materiales:** fije precios con sus proveedores por la duración del pedido o incluya cláusulas de ajuste.',
            '**Aranceles y origen:** confirme que su producto califica como originario del T-MEC y, si importa insumos, evalúe IMMEX.',
            '**Tipo de cambio:** sus costos en pesos y su cobro en dólares; cubra la exposición si el margen no la aguanta.',
            '**Disputas de calidad:** ni el factoraje sin recurso cubre un rechazo por calidad. Defina por escrito criterios de aceptación e inspección.',
          ]),
        ),
      },
    },
  },
  {
    key: 'blog-mx-evaluar-credito-comprador-extranjero',
    kind: 'blog',
    product: 'export-factoring',
    categories: ['export-finance'],
    author: 'sofia',
    publishedAt: '2026-10-27T09:00:00-06:00',
    cover: {
      motif: 'shield',
      alt: { 'es-mx': 'Ilustración: una lupa sobre un reporte de crédito de una empresa extranjera junto a un escudo de protección' },
    },
    related: ['blog-mx-que-es-factoraje-exportacion', 'blog-mx-cartas-de-credito-ucp-600', 'blog-mx-nearshoring-financiar-ordenes-de-compra'],
    content: {
      'es-mx': {
        title: 'Cómo evaluar el crédito de un comprador extranjero',
        slug: 'como-evaluar-el-credito-de-un-comprador-extranjero',
        excerpt:
          'Una vez que la mercancía cruza la frontera, cobrar una factura vencida es caro y lento. Qué información pedir, qué señales de alerta vigilar y cómo fijar un límite de crédito.',
        seo: {
          title: 'Cómo evaluar el crédito de un comprador extranjero',
          description:
            'Qué revisar antes de vender a crédito a un cliente extranjero: identidad, informes comerciales, estados financieros, señales de fraude y límite de crédito.',
        },
        body: doc(
          h2('El análisis se hace antes de embarcar'),
          p(
            'Cuando un cliente nacional no paga, usted conoce el sistema legal, puede visitarlo y, en el peor caso, demandarlo en un juzgado cercano. Cuando el que no paga está en Houston, Toronto o Bogotá, la mercancía ya está fuera de su alcance, la cobranza judicial se hace bajo otras leyes y en otro idioma, y su costo puede superar el monto de la factura. Por eso, en exportación, el análisis de crédito vale más antes del embarque que después.',
          ),
          h2('Qué información reunir y dónde'),
          ul([
            '**Identidad:** razón social exacta, número de registro ante la autoridad que corresponda (en Estados Unidos, el registro estatal de la empresa y su número de identificación fiscal), domicilio real, antigüedad y accionistas. Compruebe que el dominio del correo y el sitio web correspondan a la empresa.',
            '**Informes comerciales:** las agencias internacionales de informes de crédito reportan comportamiento de pago (días de retraso promedio con otros proveedores), demandas, embargos y, en Estados Unidos, registros de garantías bajo el Código Comercial Uniforme (UCC), que muestran si un acreedor tiene una garantía general sobre los activos del comprador.',
            '**Estados financieros:** en empresas privadas, pida los de los últimos dos ejercicios. Mire liquidez, endeudamiento, rentabilidad y cuánto tarda en pagar a sus proveedores.',
            '**Referencias comerciales:** dos o tres proveedores actuales. Pregunte desde cuándo le venden, con qué límite, a cuántos días le paga realmente y si ha habido disputas.',
            '**Referencia bancaria:** confirma la relación y el manejo de la cuenta, aunque rara vez da detalles.',
            '**Listas de sanciones:** verifique a la empresa y a sus dueños en listas como las de la OFAC de Estados Unidos, las de la ONU y la Lista de Personas Bloqueadas de la Unidad de Inteligencia Financiera en México.',
          ]),
          p(
            'Considere también el riesgo del país y de la industria: un comprador sólido en un país con controles cambiarios puede no lograr pagarle a tiempo, y un sector en crisis arrastra incluso a empresas bien administradas.',
          ),
          h2('Señales de alerta'),
          ul([
            'Un primer pedido inusualmente grande y urgente, sin negociar precio.',
            'Cambios de último momento en la dirección de entrega, o solicitudes de enviar a un tercer país.',
            'Pagos de terceros que no son el comprador, o cuentas bancarias en un país distinto.',
            'Correos de dominios gratuitos o parecidos al de una empresa conocida con una letra cambiada. La suplantación de compradores reconocidos es un fraude frecuente.',
            'Una empresa de creación reciente que no quiere dar información financiera.',
            'Presión para embarcar antes de que estén listos los documentos o las garantías pactadas.',
            'Clientes que ya le pagan tarde y de pronto duplican su pedido.',
          ]),
          h2('Cómo fijar un límite de crédito'),
          p(
            'El límite debe cubrir lo que el cliente le deberá en el punto más alto del ciclo, no solo una factura. Un método sencillo: compras mensuales esperadas × (plazo + tránsito + retraso típico) ÷ 30.',
          ),
          p(
            'Ejemplo ilustrativo: un cliente le comprará USD 60,000 al mes, con plazo de 60 días, 10 días de tránsito y un retraso habitual de 10 días. Su exposición máxima será de USD 60,000 × 80 ÷ 30 = **USD 160,000**. Luego contraste esa cifra con el tamaño del comprador: muchas áreas de crédito fijan como referencia interna que el límite no exceda un porcentaje conservador de su capital contable, y con su propia capacidad de absorber una pérdida de ese tamaño.',
          ),
          p(
            'Con clientes nuevos, escale las condiciones: anticipo parcial o carta de crédito en las primeras operaciones, cobranza documentaria después y cuenta abierta cuando exista un historial de pagos puntuales de seis a doce meses. Revise los límites al menos una vez al año y en cuanto aparezca una señal de alerta.',
          ),
          h2('Transfiera el riesgo que no puede asumir'),
          ul([
            '**Factoraje sin recurso:** el factor analiza al comprador, le asigna un límite y asume el riesgo de insolvencia dentro de él. Además de liquidez, obtiene una segunda opinión independiente sobre su cliente.',
            '**Seguro de crédito:** cubre un porcentaje de la pérdida por falta de pago, con límites por comprador.',
            '**Carta de crédito confirmada o carta de crédito contingente (standby):** trasladan el riesgo a un banco.',
            '**Reserva de dominio:** conserva la propiedad hasta el pago, aunque su eficacia depende de las leyes del país del comprador; en Estados Unidos, por ejemplo, suele requerir un registro de garantía. Consulte a un abogado local.',
          ]),
        ),
      },
    },
  },
]
