import { describe, expect, it } from 'vitest'
import { ASK_AGAIN_SECONDS, isPromptDue } from './ask-again'

const NOW = Date.UTC(2026, 10, 23, 12)

describe('isPromptDue', () => {
  it('shows the prompt to a visitor who never dismissed it', () => {
    expect(isPromptDue(null, NOW)).toBe(true)
    expect(isPromptDue('', NOW)).toBe(true)
  })

  it('keeps it away for 86400 seconds after "Not now", and no longer', () => {
    expect(ASK_AGAIN_SECONDS).toBe(86_400)
    const dismissed = String(NOW)
    expect(isPromptDue(dismissed, NOW)).toBe(false)
    expect(isPromptDue(dismissed, NOW + 86_399_999)).toBe(false)
    expect(isPromptDue(dismissed, NOW + 86_400_000)).toBe(true)
  })

  it('treats a broken or future value as never dismissed', () => {
    expect(isPromptDue('yesterday', NOW)).toBe(true)
    expect(isPromptDue(String(NOW + 60_000), NOW)).toBe(true)
  })
})
