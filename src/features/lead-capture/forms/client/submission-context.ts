import { HONEYPOT_FIELD } from '../constants'
import type { SubmissionContext } from '../context'
import type { Utm } from './utm'

type Sources = {
  href: string
  referrer: string
  utm: Utm | undefined
  /** Epoch ms of the visitor's first interaction with the form. */
  startedAt: number
  /** Whatever the hidden field holds: empty for people. */
  honeypot: string
}

const MAX_URL = 2000

/** What every form sends besides its own fields (see ../context.ts). */
export function buildSubmissionContext({ href, referrer, utm, startedAt, honeypot }: Sources): SubmissionContext {
  return {
    sourceUrl: href.slice(0, MAX_URL),
    ...(referrer && { referrer: referrer.slice(0, MAX_URL) }),
    ...(utm && { utm }),
    startedAt,
    ...(honeypot && { [HONEYPOT_FIELD]: honeypot }),
  }
}
