'use client'

import type { ComponentProps } from 'react'
import { trackEvent, type AnalyticsEvent } from '@/lib/analytics'

type Props = Omit<ComponentProps<'a'>, 'target' | 'rel' | 'onClick'> & {
  href: string
  track: AnalyticsEvent<'login_click' | 'signup_click' | 'whatsapp_click'>
}

/** A link that leaves the site (the customer application, WhatsApp): opens in a new tab and records the click. */
export function TrackedOutboundLink({ track: { event, ...fields }, ...link }: Props) {
  return <a {...link} target="_blank" rel="noopener" onClick={() => trackEvent(event, fields as never)} />
}
