import { getTranslations } from 'next-intl/server'
import type { EditionCode } from '@/i18n/editions'
import { consentPolicy, cookieNoticePath } from '../policy'

/**
 * The footer's cookie notice and its way back to the choice, in every edition; opt-out editions also get
 * "Do not sell or share". The buttons work through the consent runtime's event delegation.
 */
export async function ConsentFooterLinks({ edition, className }: { edition: EditionCode; className?: string }) {
  const t = await getTranslations({ locale: edition, namespace: 'Consent' })
  return (
    <>
      <li>
        <a href={cookieNoticePath(edition)} className={className}>
          {t('notice')}
        </a>
      </li>
      <li>
        <button type="button" data-consent-action="preferences" className={className}>
          {t('footerLink')}
        </button>
      </li>
      {consentPolicy(edition).regime === 'opt-out' && (
        <li>
          <button type="button" data-consent-action="opt-out" className={className}>
            {t('doNotSell')}
          </button>
        </li>
      )}
    </>
  )
}
