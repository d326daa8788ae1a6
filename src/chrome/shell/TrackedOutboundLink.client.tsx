'use client'

import type { ReactNode } from 'react'
import { pushDataLayer } from '@/lib/analytics'

type Props = { href: string; event: string; edition: string; className?: string; children: ReactNode }

/** A link to the separate customer application: opens in a new tab and records the click in the data layer. */
export function TrackedOutboundLink({ href, event, edition, className, children }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={() => pushDataLayer({ event, edition, link_url: href })}
    >
      {children}
    </a>
  )
}
