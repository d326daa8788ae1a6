import { hasControlCharacter } from './plain-text'

/**
 * Why a path can name nothing, or null when it can: a segment whose percent-encoding is broken (`%E0%A4%A`,
 * `%zz`), which Next answers with a 500 and cannot render a page for, or one that decodes to a control
 * character (`%00`), for which Next would serve a page (a NUL is dropped on the way to it).
 */
export function malformedPath(pathname: string): 'undecodable' | 'control-character' | null {
  let found: 'control-character' | null = null
  for (const segment of pathname.split('/')) {
    try {
      if (hasControlCharacter(decodeURIComponent(segment))) found = 'control-character'
    } catch {
      return 'undecodable'
    }
  }
  return found
}
