import { describe, expect, it } from 'vitest'
import { backspaceInBox, codeOf, emptyCode, isCodeComplete, pasteIntoBoxes, typeIntoBox } from './code-boxes'

const code = (text: string) =>
  text
    .padEnd(6, ' ')
    .split('')
    .map((c) => (c === ' ' ? '' : c))

describe('one-time code boxes', () => {
  it('advances focus after a digit and stays on the last box', () => {
    expect(typeIntoBox(emptyCode(), 0, '4')).toEqual({ code: code('4'), focus: 1 })
    expect(typeIntoBox(code('12345'), 5, '6')).toEqual({ code: code('123456'), focus: 5 })
  })

  it('ignores letters and clears the box when its digit is deleted', () => {
    expect(typeIntoBox(code('1'), 1, 'a')).toEqual({ code: code('1'), focus: 1 })
    expect(typeIntoBox(code('12'), 1, '')).toEqual({ code: code('1'), focus: 1 })
  })

  it('replaces the digit of a filled box by the one typed', () => {
    expect(typeIntoBox(code('12'), 1, '27')).toEqual({ code: code('17'), focus: 2 })
    expect(typeIntoBox(code('12'), 1, '72')).toEqual({ code: code('17'), focus: 2 })
  })

  it('spreads a code the keyboard offers into the following boxes', () => {
    expect(typeIntoBox(emptyCode(), 0, '123456')).toEqual({ code: code('123456'), focus: 5 })
  })

  it('moves back on Backspace in an empty box, clearing the previous digit', () => {
    expect(backspaceInBox(code('12'), 2)).toEqual({ code: code('1'), focus: 1 })
    expect(backspaceInBox(code('12'), 1)).toEqual({ code: code('1'), focus: 1 })
    expect(backspaceInBox(emptyCode(), 0)).toEqual({ code: emptyCode(), focus: 0 })
  })

  it('fills all six boxes from a pasted code, whatever box has focus', () => {
    expect(pasteIntoBoxes(emptyCode(), 3, ' 123-456 ')).toEqual({ code: code('123456'), focus: 5 })
    expect(pasteIntoBoxes(code('9'), 1, '12')).toEqual({ code: code('912'), focus: 3 })
  })

  it('knows a complete code', () => {
    expect(isCodeComplete(code('123456'))).toBe(true)
    expect(isCodeComplete(code('12345'))).toBe(false)
    expect(codeOf(code('123456'))).toBe('123456')
  })
})
