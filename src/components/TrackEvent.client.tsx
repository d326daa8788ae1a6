'use client'

import { useEffect } from 'react'
import { trackEvent, type AnalyticsEvent } from '@/lib/analytics'

/**
 * Pushes an event once when a server-rendered result appears (a tool's search results, a calculation, a
 * shipment estimate), whether the page was loaded or reached by a client-side navigation.
 */
export function TrackEvent({ track }: { track: AnalyticsEvent }) {
  const serialized = JSON.stringify(track)
  useEffect(() => {
    const { event, ...fields } = JSON.parse(serialized) as AnalyticsEvent
    trackEvent(event, fields as never)
  }, [serialized])
  return null
}
