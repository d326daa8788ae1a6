import type { ReactNode } from 'react'
import type { ResolvedLink } from '@/features/site-links/resolve'

type Props = { link: ResolvedLink; className?: string; children: ReactNode }

/**
 * A resolved CMS link. Plain anchors on purpose: pages are cached HTML, so a full load is fast, and the
 * site ships no client router code for navigation.
 */
export function SiteLink({ link, className, children }: Props) {
  return (
    <a href={link.href} className={className} rel={link.external ? 'noopener' : undefined}>
      {children}
    </a>
  )
}
