import { describe, expect, it } from 'vitest'
import { asOneLine, hasControlCharacter, withoutControlCharacters } from './plain-text'

describe('plain text', () => {
  it('finds NUL, the other C0 controls and DEL, and nothing else', () => {
    for (const c of ['\u0000', '\u0001', '\t', '\n', '\u001f', '\u007f']) expect(hasControlCharacter(`a${c}b`)).toBe(true)
    for (const text of ['Acme México', 'añadir — “x”', '😀', '\u00a0', '\u0080']) expect(hasControlCharacter(text)).toBe(false)
  })

  it('reads one-line text with every control character as a space', () => {
    expect(asOneLine('Mum\u0000bai\r\nport\t\u007f')).toBe('Mum bai  port  ')
  })

  it('keeps tabs and line breaks in a field, and turns the other controls into spaces', () => {
    expect(withoutControlCharacters('Acme\u0000MX\r\nline two\tend\u0007\u001b[0m')).toBe('Acme MX\r\nline two\tend  [0m')
  })
})
