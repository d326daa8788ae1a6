'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { EditionCode } from '@/i18n/editions'
import { SiteLink } from '@/components/ui/SiteLink'
import { useNavigation } from './use-navigation'

type Props = {
  edition: EditionCode
  openLabel: string
  closeLabel: string
  title: string
  navigationLabel: string
  openIcon: ReactNode
  closeIcon: ReactNode
  /** Shown below the navigation (the login and sign-up links). */
  children: ReactNode
}

/**
 * The small-screen menu: a modal <dialog>, so the page behind is inert and focus stays inside, Esc closes
 * it, and the browser returns focus to the menu button. It slides in from the right. Its entries load when a
 * visitor reaches for the button (as the desktop mega-menus' do), so no page carries them.
 */
export function MobileMenu({ edition, openLabel, closeLabel, title, navigationLabel, openIcon, closeIcon, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const { items, load } = useNavigation(edition)
  const titleId = 'mobile-menu-title'

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])
  return (
    <>
      <button
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden"
        aria-label={openLabel}
        aria-haspopup="dialog"
        onPointerDown={load}
        onFocus={load}
        onClick={() => {
          load()
          setOpen(true)
        }}
      >
        {openIcon}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
        onClick={(e) => {
          // A click on the backdrop lands on the dialog element itself.
          if (e.target === dialog.current) dialog.current.close()
        }}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            {closeIcon}
          </button>
        </div>
        {open && (
          <div className="px-4 py-4">
            {items && (
              <nav aria-label={navigationLabel}>
                <ul className="space-y-4">
                  {items.map((item) => (
                    <li key={item.label}>
                      {item.link ? (
                        <SiteLink link={item.link} className="block py-1 text-base font-semibold">
                          {item.label}
                        </SiteLink>
                      ) : (
                        <>
                          <p className="py-1 text-base font-semibold">{item.label}</p>
                          <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3">
                            {item.columns.flatMap((column) => column.links).map((link) => (
                              <li key={link.href}>
                                <SiteLink link={link} className="block py-1.5 text-sm text-ink hover:text-brand-700">
                                  {link.label}
                                </SiteLink>
                              </li>
                            ))}
                          </ul>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {children}
          </div>
        )}
      </dialog>
    </>
  )
}
