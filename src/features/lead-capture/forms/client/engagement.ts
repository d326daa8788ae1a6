import { browserStorage } from './browser-storage'

/**
 * Whether the visitor is busy with a lead form or has sent one, so that the lead popups stay away. A form
 * marks itself started on first interaction (this page) and submitted on success (this browser session).
 */
const SUBMITTED_KEY = 'nw:lead-submitted'
let started = false

export function markLeadFormStarted(): void {
  started = true
}

export function markLeadSubmitted(): void {
  try {
    browserStorage('session')?.setItem(SUBMITTED_KEY, '1')
  } catch {
    // Without storage the popups may show again on the next page; nothing else depends on it.
  }
}

export function isLeadFormBusy(): boolean {
  if (started) return true
  try {
    return browserStorage('session')?.getItem(SUBMITTED_KEY) === '1'
  } catch {
    return false
  }
}
