import type { EditionCode } from '@/i18n/editions'
import { getTrackingProviders } from '@/lib/queries/site'
import { consentRuntimeUrl } from '../runtime-file'
import { PROVIDERS_ATTRIBUTE } from '../runtime'

/**
 * The consent runtime (../runtime.ts): the edition's static, long-cached file, deferred so that it never holds
 * back the first paint, with the providers the edition configured in the CMS on the element. The banner and the
 * dialog come with the file, so the page's HTML and its RSC payload carry neither.
 */
export async function ConsentScript({ edition }: { edition: EditionCode }) {
  const providers = await getTrackingProviders(edition)
  return <script src={consentRuntimeUrl(edition)} defer {...{ [PROVIDERS_ATTRIBUTE]: JSON.stringify(providers) }} />
}
