// C0 control characters and DEL, NUL included: no one types them, and PostgreSQL refuses a NUL in text.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g
// The same but tab, line feed and carriage return, which a multi-line field keeps.
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g
// The Unicode line and paragraph separators: line breaks to the programs that show the text.
const LINE_SEPARATORS = /[\u2028\u2029]/g
// Invisible characters that change how the text around them reads: the bidirectional embeddings, overrides and
// isolates (a company name shown reversed to sales), the zero-width space, word joiner and byte order mark (a
// name of nothing but these looks empty). The zero-width joiner and non-joiner stay: Indic scripts and emoji need them.
const INVISIBLE_FORMATTING = /[\u200b\u2060\ufeff\u202a-\u202e\u2066-\u2069]/g

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text)
}

/** Text read as one line (a search, a port's name): every control character and line break becomes a space. */
export function asOneLine(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '').replace(CONTROL_CHARACTERS, ' ').replace(LINE_SEPARATORS, ' ')
}

/** Text as a multi-line field holds it: control characters become spaces, tabs and line breaks stay. */
export function withoutControlCharacters(text: string): string {
  return text.replace(INVISIBLE_FORMATTING, '').replace(CONTROL_CHARACTERS_BUT_LINE_BREAKS, ' ').replace(LINE_SEPARATORS, '\n')
}
