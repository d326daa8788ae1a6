import type { Port } from '@/features/calculators/shipping/types'
import { formatCountry, type EditionCode } from '@/i18n/editions'
import { readLocode } from './url-state'

/**
 * What a port field's text comes to once searched: one port, several to choose from ("did you mean"), or none.
 * The page computes an estimate only when both fields come to one port.
 */
export type PortChoice = { kind: 'port'; port: Port } | { kind: 'ambiguous'; choices: Port[] } | { kind: 'none' }

/** Lower case without accents or punctuation, for comparing names ("Nhava Sheva (Jawaharlal Nehru)" ~ "nhava sheva jawaharlal nehru"). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** How many choices "did you mean" offers at most. */
export const MAX_PORT_CHOICES = 6

/**
 * The port a field's text names among the search's `candidates` (best first): the one whose UN/LOCODE it is;
 * else the only candidate; else the one candidate whose name (or "name, country", the country by its code, its
 * reference name or its name in the edition's language) it is exactly; else the one whose name starts with it as
 * whole words. Anything else is ambiguous, and the visitor chooses.
 */
export function choosePort(text: string, candidates: readonly Port[], edition: EditionCode): PortChoice {
  const code = readLocode(text)
  const byCode = code ? candidates.find((p) => p.locode === code) : undefined
  if (byCode) return { kind: 'port', port: byCode }
  if (candidates.length === 0) return { kind: 'none' }
  if (candidates.length === 1) return { kind: 'port', port: candidates[0]! }
  const wanted = foldName(text)
  const exact = candidates.filter((p) =>
    [p.name, `${p.name} ${p.countryName}`, `${p.name} ${p.country}`, `${p.name} ${formatCountry(edition, p.country, p.countryName)}`].some(
      (name) => foldName(name) === wanted,
    ),
  )
  if (exact.length === 1) return { kind: 'port', port: exact[0]! }
  // "Nhava Sheva" names "Nhava Sheva (Jawaharlal Nehru)" when no other port's name starts so.
  const prefixed = exact.length === 0 ? candidates.filter((p) => foldName(p.name).startsWith(`${wanted} `)) : []
  if (prefixed.length === 1) return { kind: 'port', port: prefixed[0]! }
  return { kind: 'ambiguous', choices: (exact.length > 1 ? exact : candidates).slice(0, MAX_PORT_CHOICES) }
}

/** "Nhava Sheva (INNSA), India": how the pages, the PDF and the e-mail name a port, its country in the edition's language. */
export function portLabel(port: Pick<Port, 'name' | 'locode' | 'country' | 'countryName'>, edition: EditionCode): string {
  return `${port.name} (${port.locode}), ${formatCountry(edition, port.country, port.countryName)}`
}
