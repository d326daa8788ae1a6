import type { ReactNode } from 'react'

/** Hides its children for visitors who came from the mobile app (see BootScript). */
export function HideInApp({ children }: { children: ReactNode }) {
  return (
    <div data-hide-in-app="" className="contents">
      {children}
    </div>
  )
}
