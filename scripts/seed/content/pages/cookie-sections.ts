import type { EditionCode } from '../../../../src/i18n/editions'
import { h2, h3, p, ul, type LexicalNode } from '../../rich-text'

/** What the site stores in a visitor's browser and why, per consent category (the privacy pages' cookie sections). */
const COOKIE_LIST_EN = [
  h3('Necessary (always on)'),
  ul([
    '**nw:consent:<edition>** (local storage, 12 months): your cookie choice in this edition of the site and when you made it.',
    '**nw:domestic-step1:<edition>** (local storage, until you submit, at most an hour after your last change): the first step of the enquiry form and a phone verification, so you can continue where you left off.',
    '**nw:first-touch-query** and **nw:lead-submitted** (session storage, until you close the tab): the campaign parameters of the address you arrived at, sent with an enquiry, and whether you already sent one, so we do not ask again.',
    '**nw:app-banner-dismissed-at** and **nw:from-app** (local storage): that you closed the app banner (hidden for a day) or came from our mobile app.',
    '**Captcha** (set by the captcha provider when you use a form): tells people from automated abuse.',
    "**Offline reading** (your browser's cache storage, 30 days, blog pages only): the blog pages you read, with their images and files, so you can read them again without a connection. They stay on your device.",
    '**nw:push-prompt-dismissed-at** (local storage, one day): that you answered "Not now" to our notification prompt. If you allow notifications, your browser\'s push subscription (an address at your browser\'s push service, no name or contact details) is stored with us until you block notifications or it expires.',
  ]),
  h3('Analytics'),
  ul([
    '**_ga, _ga_<id>** (Google Analytics through Google Tag Manager, up to 2 years): count visits and show which pages, tools and forms are used. No name, phone number or e-mail address is sent in our events.',
  ]),
  h3('Marketing'),
  ul([
    '**_gcl_au and other Google advertising cookies** (up to 90 days): measure which campaigns lead to enquiries and show relevant advertising on other sites.',
  ]),
  h3('Session replay'),
  ul([
    '**_clck, _clsk** (Microsoft Clarity, up to 1 year) or **_hjSessionUser_<id>, _hjSession_<id>** (Hotjar, up to 1 year): record clicks, scrolling and page changes to find problems. Everything in forms is masked and never recorded.',
  ]),
]

const COOKIE_LIST_ES = [
  h3('Necesarias (siempre activas)'),
  ul([
    '**nw:consent:<edition>** (almacenamiento local, 12 meses): tu elección de cookies en esta edición del sitio y cuándo la hiciste.',
    '**nw:first-touch-query** y **nw:lead-submitted** (almacenamiento de sesión, hasta cerrar la pestaña): los parámetros de campaña de la dirección con la que llegaste, enviados con tu solicitud, y si ya enviaste una, para no volver a pedírtela.',
    '**Captcha** (del proveedor de captcha, al usar un formulario): distingue a las personas del abuso automatizado.',
    '**Lectura sin conexión** (el almacenamiento de caché de tu navegador, 30 días, solo páginas del blog): las páginas del blog que lees, con sus imágenes y archivos, para que puedas volver a leerlas sin conexión. Se quedan en tu dispositivo.',
    '**nw:push-prompt-dismissed-at** (almacenamiento local, un día): que respondiste "Ahora no" a nuestro aviso de notificaciones. Si permites las notificaciones, guardamos la suscripción de tu navegador (una dirección en el servicio de notificaciones de tu navegador, sin nombre ni datos de contacto) hasta que las bloquees o caduque.',
  ]),
  h3('Analítica'),
  ul([
    '**_ga, _ga_<id>** (Google Analytics mediante Google Tag Manager, hasta 2 años): cuentan las visitas y muestran qué páginas, herramientas y formularios se usan. Nuestros eventos nunca incluyen nombre, teléfono ni correo.',
  ]),
  h3('Marketing'),
  ul([
    '**_gcl_au y otras cookies publicitarias de Google** (hasta 90 días): miden qué campañas generan solicitudes y muestran publicidad relevante en otros sitios.',
  ]),
  h3('Grabación de sesiones'),
  ul([
    '**_clck, _clsk** (Microsoft Clarity, hasta 1 año) o **_hjSessionUser_<id>, _hjSession_<id>** (Hotjar, hasta 1 año): registran clics, desplazamiento y cambios de página para encontrar problemas. Todo lo que hay en los formularios se oculta y nunca se graba.',
  ]),
]

/**
 * Each edition's privacy notice section on cookies: what is stored in the browser and why. The seed gives it a
 * block of its own with the cookie anchor; the migration 20261123_220000_cookie_section adds it to privacy pages
 * seeded before it existed.
 */
export const COOKIE_SECTIONS: Record<EditionCode, LexicalNode[]> = {
  'en-in': [
    h2('5. Cookies and similar technologies'),
    p(
      'We store a few small items in your browser (cookies and local or session storage). Necessary ones are set without asking; the others only after you allow their category in the cookie banner or under "Cookie preferences" at the foot of every page, where you can change or withdraw your choice at any time. Your choice is kept for 12 months, after which we ask again.',
    ),
    ...COOKIE_LIST_EN,
    p('Refusing optional cookies does not affect your ability to use the website or contact us.'),
  ],
  'es-mx': [
    h2('4. Cookies y tecnologías de rastreo'),
    p(
      'Guardamos algunos datos pequeños en tu navegador (cookies y almacenamiento local o de sesión). Las necesarias se usan sin preguntar; las demás solo después de que autorices su categoría en el aviso de cookies o en "Preferencias de cookies", al pie de cada página, donde puedes cambiar o revocar tu elección en cualquier momento. Tu elección se conserva 12 meses; después te preguntamos de nuevo.',
    ),
    ...COOKIE_LIST_ES,
    p('Rechazar las cookies opcionales no te impide usar el sitio ni contactarnos.'),
  ],
  'en-us': [
    h2('5. Cookies, analytics and your choices'),
    p(
      'We store a few small items in your browser (cookies and local or session storage). Necessary ones are set without asking. Analytics runs unless you opt out; marketing and session replay only after you allow them. Use "Cookie preferences" or "Do not sell or share my personal information" at the foot of every page to change your choice at any time; we also treat a Global Privacy Control signal from your browser as a valid opt-out of sale and sharing. Your choice is kept for 12 months.',
    ),
    ...COOKIE_LIST_EN,
  ],
}
