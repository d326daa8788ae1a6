import { formatHsnCode } from '@/features/reference-tools/codes'
import type { Port } from '@/features/calculators/shipping/types'
import type { EditionCode } from '@/i18n/editions'
import { API } from '@/lib/routes/api'
import { withQuery } from '@/lib/routes/with-query'
import { portLabel } from '../port-choice'

/**
 * Where a suggesting field of the calculator looks as the visitor types: the ports (by name or UN/LOCODE)
 * and the HSN codes of the reference data. Each answers options with the value the form posts (the code) and
 * the text the field shows once one is chosen.
 */
export type SuggestSource = 'ports' | 'hs'

export type SuggestOption = { value: string; label: string; detail: string }

type PortItem = Pick<Port, 'locode' | 'name' | 'country' | 'countryName'>
type HsnItem = { code: string; description: string; isLegacy?: boolean }

const PORT_SUGGESTIONS = 8
const HS_SUGGESTIONS = 8

/** The list of an answer: `{ results }` (ports) or `{ items }` (HSN search). */
function itemsOf<T>(body: unknown): T[] {
  const record = body as { items?: T[]; results?: T[] } | null
  return record?.results ?? record?.items ?? []
}

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal })
  return response.ok ? response.json() : []
}

export const SUGGEST_SOURCES: Record<SuggestSource, (text: string, signal: AbortSignal, edition: EditionCode) => Promise<SuggestOption[]>> = {
  async ports(text, signal, edition) {
    const body = await getJson(withQuery(API.portSearch, { q: text, limit: PORT_SUGGESTIONS }), signal)
    return itemsOf<PortItem>(body)
      .slice(0, PORT_SUGGESTIONS)
      .map((port) => ({ value: port.locode, label: portLabel(port, edition), detail: port.locode }))
  },
  async hs(text, signal) {
    const body = await getJson(withQuery(API.hsnSearch, { q: text, pageSize: HS_SUGGESTIONS }), signal)
    return itemsOf<HsnItem>(body)
      .filter((hit) => !hit.isLegacy && hit.code.length >= 4)
      .map((hit) => ({ value: hit.code, label: `${formatHsnCode(hit.code)} — ${hit.description}`, detail: formatHsnCode(hit.code) }))
  },
}
