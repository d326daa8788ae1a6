'use client'

import type { ReactNode } from 'react'
import type { EditionCode } from '@/i18n/editions'
import { SiteLink } from '@/components/ui/SiteLink'
import { Disclosure } from './Disclosure.client'
import { useNavigation } from './use-navigation'

type Props = {
  edition: EditionCode
  /** The item's label in the navigation, which names its columns there. */
  name: string
  /** Content of the button (the label and its chevron). */
  label: ReactNode
}

/**
 * A desktop mega-menu: its button is in the page, its columns load when a visitor points at it, focuses or opens
 * it, so no page carries the links of menus nobody opens.
 */
export function MegaMenu({ edition, name, label }: Props) {
  const { items, load } = useNavigation(edition)
  const columns = items?.find((item) => item.label === name)?.columns ?? []
  return (
    <Disclosure
      openOnHover
      onIntent={load}
      label={label}
      buttonClassName="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-expanded:text-brand-700"
      panelClassName="absolute left-1/2 top-full z-50 w-max max-w-[min(56rem,90vw)] -translate-x-1/2 pt-2"
    >
      {columns.length > 0 && (
        <div className="grid auto-cols-[minmax(14rem,1fr)] grid-flow-col gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
          {columns.map((column) => (
            <div key={column.title}>
              <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">{column.title}</p>
              <ul className="space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink link={link} className="block rounded-md px-2 py-1.5 hover:bg-brand-50">
                      <span className="block text-sm font-semibold text-ink">{link.label}</span>
                      {link.description && <span className="block text-xs text-muted">{link.description}</span>}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </Disclosure>
  )
}
