// C0 control characters and DEL, NUL included: no one types them, and PostgreSQL refuses a NUL in text.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g
// The same but tab, line feed and carriage return, which a multi-line field keeps.
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/** Text read as one line (a search, a port's name): every control character, line breaks too, becomes a space. */
export function asOneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ')
}

/** Text as a form field holds it: control characters become spaces, tabs and line breaks stay. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS_BUT_LINE_BREAKS, ' ')
}
