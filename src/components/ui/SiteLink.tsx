import type { ReactNode } from 'react'

type Props = { link: { href: string; external: boolean }; className?: string; children: ReactNode }

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
