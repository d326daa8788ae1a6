import { DOMESTIC_RESEND, MEXICO_RESEND_SECONDS } from '../constants'

/** A resend countdown: where it starts, what each send resets it to, and how long one unit lasts. */
export type CountdownConfig = { readonly initial: number; readonly afterSend: number; readonly tickMs: number }

export const DOMESTIC_COUNTDOWN: CountdownConfig = DOMESTIC_RESEND
export const MEXICO_COUNTDOWN: CountdownConfig = { initial: MEXICO_RESEND_SECONDS, afterSend: MEXICO_RESEND_SECONDS, tickMs: 1_000 }

export function tickCountdown(value: number): number {
  return Math.max(0, value - 1)
}

/** 300 gives '05:00', 59 gives '00:59'. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
}
