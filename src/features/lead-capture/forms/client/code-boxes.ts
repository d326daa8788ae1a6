import { OTP_LENGTH } from '../constants'

/**
 * The six one-digit boxes of a one-time code. Each function answers the new digits and the box to focus.
 */
export type CodeEdit = { code: string[]; focus: number }

export function emptyCode(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '')
}

export function codeOf(code: readonly string[]): string {
  return code.join('')
}

export function isCodeComplete(code: readonly string[]): boolean {
  return code.length === OTP_LENGTH && code.every((d) => /^\d$/.test(d))
}

const lastBox = OTP_LENGTH - 1
const digitsIn = (text: string) => text.replace(/\D/g, '')

/** Writes `digits` into the boxes from `index` on; focus moves to the box after the last one written. */
function fillFrom(code: readonly string[], index: number, digits: string): CodeEdit {
  const next = [...code]
  const written = digits.slice(0, OTP_LENGTH - index)
  for (let i = 0; i < written.length; i++) next[index + i] = written[i]!
  return { code: next, focus: Math.min(index + written.length, lastBox) }
}

/**
 * What a box received: usually one digit (focus advances); several when the phone's keyboard offers the
 * code from a text message; nothing or a non-digit clears the box and keeps focus.
 */
export function typeIntoBox(code: readonly string[], index: number, input: string): CodeEdit {
  const digits = digitsIn(input)
  if (!digits) {
    const next = [...code]
    next[index] = ''
    return { code: next, focus: index }
  }
  // A filled box receives the typed digit beside its old one (before or after the caret): keep the new one.
  const old = code[index]
  if (digits.length === 2 && old && digits.includes(old)) return fillFrom(code, index, digits.replace(old, ''))
  return fillFrom(code, index, digits)
}

/** Backspace clears the box; on an empty box it clears the previous one and moves there. */
export function backspaceInBox(code: readonly string[], index: number): CodeEdit {
  const next = [...code]
  if (next[index]) {
    next[index] = ''
    return { code: next, focus: index }
  }
  const previous = Math.max(0, index - 1)
  next[previous] = ''
  return { code: next, focus: previous }
}

/** A pasted full code fills every box whichever box has focus; a shorter paste fills from the focused box. */
export function pasteIntoBoxes(code: readonly string[], index: number, text: string): CodeEdit {
  const digits = digitsIn(text)
  if (digits.length >= OTP_LENGTH) return fillFrom(emptyCode(), 0, digits)
  return fillFrom(code, index, digits)
}
