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

  it('drops the invisible characters that reorder or hide text, keeping the joiners scripts and emoji need', () => {
    expect(asOneLine('Textiles \u202eetron\u202c SA')).toBe('Textiles etron SA')
    expect(asOneLine('\u200b\u2060\ufeff\u2066')).toBe('')
    expect(asOneLine('क्\u200dष 👩\u200d💻 a\u200cb')).toBe('क्\u200dष 👩\u200d💻 a\u200cb')
  })

  it('reads the Unicode line and paragraph separators as line breaks', () => {
    expect(asOneLine('one\u2028two\u2029three')).toBe('one two three')
    expect(withoutControlCharacters('one\u2028two')).toBe('one\ntwo')
  })
})
