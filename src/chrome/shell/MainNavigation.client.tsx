'use client'

import type { ReactNode } from 'react'
import { Disclosure } from './Disclosure.client'
import type { NavigationEntry, NavigationLink } from './navigation'

type Props = {
  entries: NavigationEntry[]
  label: string
  /** The chevron of a panel's button (rendered on the server, so the icon set stays out of the bundle). */
  chevron: ReactNode
}

const TOP_LEVEL = 'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700'

function PanelLink({ link }: { link: NavigationLink }) {
  return (
    <a href={link.href} rel={link.rel ?? undefined} className="block rounded-md px-2 py-1.5 hover:bg-brand-50">
      <span className="block text-sm font-semibold text-ink">{link.label}</span>
      {link.description && <span className="block text-xs text-muted">{link.description}</span>}
    </a>
  )
}

/** The desktop mega-menu (from 1280 px): a panel's links become markup only while it is open. */
export function MainNavigation({ entries, label, chevron }: Props) {
  return (
    <nav aria-label={label} className="hidden flex-1 justify-center xl:flex" data-desktop-nav="">
      <ul className="flex items-center gap-1">
        {entries.map((entry) => (
          <li key={entry.label} className="relative">
            {entry.link ? (
              <a href={entry.link.href} rel={entry.link.rel ?? undefined} className={`block ${TOP_LEVEL}`}>
                {entry.label}
              </a>
            ) : (
              <Disclosure
                openOnHover
                label={
                  <>
                    {entry.label}
                    {chevron}
                  </>
                }
                buttonClassName={`flex items-center gap-1 ${TOP_LEVEL} aria-expanded:text-brand-700`}
                panelClassName="absolute left-1/2 top-full z-50 w-max max-w-[min(56rem,90vw)] -translate-x-1/2 pt-2"
              >
                <div className="grid auto-cols-[minmax(14rem,1fr)] grid-flow-col gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
                  {entry.columns.map((column) => (
                    <div key={column.title}>
                      <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">{column.title}</p>
                      <ul className="space-y-1">
                        {column.links.map((link) => (
                          <li key={link.href}>
                            <PanelLink link={link} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </Disclosure>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
