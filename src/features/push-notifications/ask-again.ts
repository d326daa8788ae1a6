/** The spec's ask-again time: "Not now" keeps the push prompt away this long. */
export const ASK_AGAIN_SECONDS = 86_400

/** Where the time of the last "Not now" is kept (epoch ms, as a string). */
export const PROMPT_DISMISSED_AT_KEY = 'nw:push-prompt-dismissed-at'

/**
 * Whether the prompt may show at `now` (epoch ms), given the stored time of the last "Not now" (or null). A value
 * that is not a time, or lies in the future (a clock set back), counts as never dismissed.
 */
export function isPromptDue(dismissedAt: string | null, now: number): boolean {
  const at = Number(dismissedAt)
  if (!dismissedAt || !Number.isFinite(at) || at > now) return true
  return now - at >= ASK_AGAIN_SECONDS * 1000
}
