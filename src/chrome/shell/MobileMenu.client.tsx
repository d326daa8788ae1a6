'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = { openLabel: string; closeLabel: string; title: string; openIcon: ReactNode; closeIcon: ReactNode; children: ReactNode }

/**
 * The small-screen menu: a modal <dialog>, so the page behind is inert and focus stays inside, Esc closes
 * it, and the browser returns focus to the menu button. It slides in from the right. Its links are mounted
 * only while it is open, so they add nothing to the page the browser hydrates (the desktop menu and the
 * footer carry the same links for crawlers).
 */
export function MobileMenu({ openLabel, closeLabel, title, openIcon, closeIcon, children }: Props) {
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
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
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
        <div className="px-4 py-4">{open && children}</div>
      </dialog>
    </>
  )
}
