import { describe, expect, it } from 'vitest'
import { classifyPushAnswer } from './outcome'

describe('classifyPushAnswer', () => {
  it('maps the push service’s answers to what the job does next', () => {
    expect(classifyPushAnswer(201)).toBe('sent')
    expect(classifyPushAnswer(404)).toBe('gone')
    expect(classifyPushAnswer(410)).toBe('gone')
    expect(classifyPushAnswer(400)).toBe('rejected')
    expect(classifyPushAnswer(403)).toBe('rejected')
    expect(classifyPushAnswer(413)).toBe('rejected')
    expect(classifyPushAnswer(429)).toBe('retry')
    expect(classifyPushAnswer(500)).toBe('retry')
    expect(classifyPushAnswer(503)).toBe('retry')
    expect(classifyPushAnswer(undefined)).toBe('retry')
  })
})
