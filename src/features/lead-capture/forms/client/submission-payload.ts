'use client'

import { browserStorage } from './browser-storage'
import { buildSubmissionContext } from './submission-context'
import { firstTouchUtm } from './utm'

/** The submission context of this page view (see submission-context.ts). */
export function readSubmissionContext(startedAt: number, honeypot: string) {
  return buildSubmissionContext({
    href: window.location.href,
    referrer: document.referrer,
    utm: firstTouchUtm(browserStorage('session'), window.location.search),
    startedAt,
    honeypot,
  })
}
