import { editionPath, type EditionCode } from '@/i18n/editions'

/** The error page's words in an edition (messages/*.json, ErrorPage) and the edition's home. */
export type ErrorText = { title: string; description: string; retry: string; home: string; reference: string; homeHref: string }

type Catalogue = { default: { ErrorPage: Omit<ErrorText, 'homeHref'> } }

// One import per edition: the bundler makes each catalogue a chunk of its own, which a browser fetches only when a
// page fails, so pages carry none of it.
const CATALOGUES: Record<EditionCode, () => Promise<Catalogue>> = {
  'en-in': () => import('../../../messages/en-in.json'),
  'es-mx': () => import('../../../messages/es-mx.json'),
  'en-us': () => import('../../../messages/en-us.json'),
}

export async function loadErrorText(edition: EditionCode): Promise<ErrorText> {
  const { default: messages } = await CATALOGUES[edition]()
  return { ...messages.ErrorPage, homeHref: editionPath(edition, '/') }
}
