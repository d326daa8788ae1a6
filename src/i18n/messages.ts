import enIn from '../../messages/en-in.json'
import enUs from '../../messages/en-us.json'
import esMx from '../../messages/es-mx.json'
import type { EditionCode } from './editions'

/** Every edition's messages, for the API answers, which are translated outside a page render. */
export const MESSAGES: Record<EditionCode, typeof enIn> = { 'en-in': enIn, 'en-us': enUs, 'es-mx': esMx }
