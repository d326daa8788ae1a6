import { getTranslations } from 'next-intl/server'

/** The vertical tab on the right edge that scrolls to the lead panel (#get-financed) at the foot of the page. */
export async function GetFinancedTab() {
  const t = await getTranslations('GetFinanced')
  return (
    <a
      href="#get-financed"
      className="fixed right-0 top-1/2 z-30 -translate-y-1/2 rounded-l-lg bg-accent-400 px-1.5 py-3 text-xs font-bold sm:px-2 sm:py-4 sm:text-sm text-ink shadow-lg [writing-mode:vertical-rl] hover:bg-accent-500"
      data-get-financed-tab=""
    >
      <span className="rotate-180 inline-block">{t('tab')}</span>
    </a>
  )
}
