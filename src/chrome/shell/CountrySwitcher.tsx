import { getTranslations } from 'next-intl/server'
import type { SwitcherOption } from '@/chrome/shell/edition-options'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { Icon } from '@/components/ui/Icon'
import { Disclosure } from './Disclosure.client'

const FLAGS: Record<EditionCode, string> = { 'en-in': 'IN', 'es-mx': 'MX', 'en-us': 'US' }

export async function CountrySwitcher({ options, edition }: { options: SwitcherOption[]; edition: EditionCode }) {
  const t = await getTranslations('Shell')
  const current = getEdition(edition)
  return (
    <Disclosure
      className="relative"
      ariaLabel={t('switcherButton', { country: current.nativeLabel })}
      label={
        <>
          <Icon name="globe" className="size-5" />
          <span>{FLAGS[edition]}</span>
          <Icon name="chevron" className="size-4" />
        </>
      }
      buttonClassName="flex h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-ink hover:bg-brand-50"
      panelClassName="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
    >
      <p className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('switcherLabel')}</p>
      <ul>
        {options.map((option) => (
          <li key={option.edition}>
            {option.state === 'link' ? (
              <a href={option.href} hrefLang={getEdition(option.edition).htmlLang} className="block rounded-md px-3 py-2 text-sm hover:bg-brand-50">
                {option.label}
              </a>
            ) : option.state === 'current' ? (
              <span aria-current="true" className="block rounded-md bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-700">
                {option.label}
              </span>
            ) : (
              <span aria-disabled="true" className="block cursor-not-allowed rounded-md px-3 py-2 text-sm text-slate-500">
                {option.label} <span className="text-xs">({t('notAvailable')})</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </Disclosure>
  )
}
