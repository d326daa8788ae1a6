import { getTranslations } from 'next-intl/server'

/**
 * The vertical tab on the right edge that scrolls to the lead panel (#get-financed) at the foot of the page. In
 * vertical writing, px pads the length of the tab and py its width.
 */
export async function GetFinancedTab() {
  const t = await getTranslations('GetFinanced')
  return (
    <a
      href="#get-financed"
      className="fixed right-0 top-1/2 z-30 -translate-y-1/2 rounded-l-lg bg-accent-400 px-3 py-1.5 text-xs leading-none font-bold sm:px-4 sm:py-2 sm:text-sm sm:leading-none text-ink shadow-lg [writing-mode:vertical-rl] hover:bg-accent-500"
      data-get-financed-tab=""
    >
      <span className="block rotate-180">{t('tab')}</span>
    </a>
  )
}
