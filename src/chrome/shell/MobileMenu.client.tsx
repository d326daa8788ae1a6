'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { NavigationEntry, NavigationLink } from './navigation'

type Props = {
  entries: NavigationEntry[]
  openLabel: string
  closeLabel: string
  title: string
  navigationLabel: string
  openIcon: ReactNode
  closeIcon: ReactNode
  /** Shown below the navigation (the login and sign-up links). */
  children: ReactNode
}

const MenuLink = ({ link, className }: { link: NavigationLink; className: string }) => (
  <a href={link.href} rel={link.rel ?? undefined} className={className}>
    {link.label}
  </a>
)

/**
 * The small-screen menu: a modal <dialog>, so the page behind is inert and focus stays inside, Esc closes
 * it, and the browser returns focus to the menu button. It slides in from the right. It renders the
 * navigation data that the desktop menu renders too (navigation.ts), and only while it is open.
 */
export function MobileMenu({ entries, openLabel, closeLabel, title, navigationLabel, openIcon, closeIcon, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
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
        onClick={() => setOpen(true)}
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
            <nav aria-label={navigationLabel}>
              <ul className="space-y-4">
                {entries.map((entry) => (
                  <li key={entry.label}>
                    {entry.link ? (
                      <MenuLink link={entry.link} className="block py-1 text-base font-semibold" />
                    ) : (
                      <>
                        <p className="py-1 text-base font-semibold">{entry.label}</p>
                        <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3">
                          {entry.columns
                            .flatMap((column) => column.links)
                            .map((link) => (
                              <li key={link.href}>
                                <MenuLink link={link} className="block py-1.5 text-sm text-ink hover:text-brand-700" />
                              </li>
                            ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            {children}
          </div>
        )}
      </dialog>
    </>
  )
}
