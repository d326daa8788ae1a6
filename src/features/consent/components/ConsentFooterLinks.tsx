import { getTranslations } from 'next-intl/server'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { getTrackingProviders } from '@/lib/queries/site'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { CONSENT_MAX_AGE_MS, CONSENT_MODE_SIGNALS, CONSENT_STORAGE_KEY, CONSENT_VERSION, OPTIONAL_CATEGORIES, consentPolicy } from '../policy'
import { consentScript } from '../runtime'

const buttonBase = 'rounded-md px-3 py-2 text-sm font-semibold'

/**
 * The consent banner and preferences dialog, rendered on the server into every (cached) page, with the inline
 * runtime that shows the banner only until the visitor has chosen and wires both without any React on the page.
 * The banner is a fixed overlay of small text (full width on phones, a corner card from the sm breakpoint, clear
 * of the floating WhatsApp button): it shifts no layout and never becomes the largest paint.
 */
export async function ConsentManager({ edition }: { edition: EditionCode }) {
  const [t, providers] = await Promise.all([getTranslations({ locale: edition, namespace: 'Consent' }), getTrackingProviders(edition)])
  const { regime, defaults } = consentPolicy(edition)
  const script = consentScript({
    edition,
    regime,
    defaults,
    storageKey: CONSENT_STORAGE_KEY,
    version: CONSENT_VERSION,
    maxAgeMs: CONSENT_MAX_AGE_MS,
    signals: CONSENT_MODE_SIGNALS,
    providers,
  })
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <section
        data-consent-banner=""
        aria-label={t('region')}
        className="fixed inset-x-0 bottom-0 z-40 flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 text-xs text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.08)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-xl sm:border"
      >
        <p className="leading-snug">
          {t('bannerText')}{' '}
          <a href={editionPath(edition, '/privacy-policy')} className="underline">
            {t('notice')}
          </a>
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" data-consent-action="reject" className={`${buttonBase} border border-brand-700 text-brand-700`}>
            {t('rejectAll')}
          </button>
          <button type="button" data-consent-action="preferences" className={`${buttonBase} border border-brand-700 text-brand-700`}>
            {t('preferences')}
          </button>
          <button type="button" data-consent-action="accept" className={`${buttonBase} bg-brand-700 text-white`}>
            {t('acceptAll')}
          </button>
        </div>
      </section>
      <dialog
        data-consent-dialog=""
        aria-labelledby="consent-title"
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl p-0 text-ink shadow-2xl backdrop:bg-black/40"
      >
        <form data-consent-form="" {...REPLAY_MASKED} className="space-y-4 p-5">
          <h2 id="consent-title" className="text-lg font-bold text-brand-900">
            {t('dialogTitle')}
          </h2>
          <p className="text-sm text-muted">{t('dialogIntro')}</p>
          <ul className="space-y-3">
            <li>
              <label className="flex items-start gap-3">
                <input type="checkbox" checked disabled aria-describedby="consent-necessary" className="mt-1 size-4" />
                <span>
                  <span className="block font-semibold">{t('necessary')}</span>
                  <span id="consent-necessary" className="block text-sm text-muted">
                    {t('necessaryText')}
                  </span>
                </span>
              </label>
            </li>
            {OPTIONAL_CATEGORIES.map((category) => (
              <li key={category}>
                <label className="flex items-start gap-3">
                  <input type="checkbox" name={category} defaultChecked={defaults[category]} aria-describedby={`consent-${category}`} className="mt-1 size-4" />
                  <span>
                    <span className="block font-semibold">{t(category)}</span>
                    <span id={`consent-${category}`} className="block text-sm text-muted">
                      {t(`${category}Text`)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <button type="button" data-consent-action="close" className={`${buttonBase} border border-slate-300`}>
              {t('close')}
            </button>
            <button type="submit" className={`${buttonBase} bg-brand-700 text-white`}>
              {t('save')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}

/** The footer's way back to the choice, in every edition; opt-out editions also get "Do not sell or share". */
export async function ConsentFooterLinks({ edition, className }: { edition: EditionCode; className?: string }) {
  const t = await getTranslations({ locale: edition, namespace: 'Consent' })
  return (
    <>
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
