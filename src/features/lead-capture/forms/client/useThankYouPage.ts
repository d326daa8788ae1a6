'use client'

import { useRouter } from 'next/navigation'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { RELOAD_AFTER_REDIRECT_MS } from '../constants'

const THANK_YOU_PATH = '/thankyou-response'

/**
 * Takes the visitor to the edition's thank-you page. With `reload` (the domestic form) the page is
 * loaded afresh a second later, as the spec asks; should the move not have finished by then, the
 * thank-you page is loaded directly instead of reloading the form's page.
 */
export function useThankYouPage(edition: EditionCode) {
  const router = useRouter()
  return ({ reload }: { reload: boolean }) => {
    const target = editionPath(edition, THANK_YOU_PATH)
    router.push(target)
    if (!reload) return
    // Not tied to the form: it unmounts when the thank-you page renders.
    setTimeout(() => {
      if (window.location.pathname === target) window.location.reload()
      else window.location.assign(target)
    }, RELOAD_AFTER_REDIRECT_MS)
  }
}
