import type { ReactNode } from 'react'

/** The bare page of this stack (Next 16, React 19, App Router) that bench/lighthouse.ts measures against. */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
