import { EDITIONS, editionPath, type EditionCode } from '@/i18n/editions'

export type SwitcherOption =
  | { edition: EditionCode; label: string; state: 'current' }
  | { edition: EditionCode; label: string; state: 'link'; href: string }
  | { edition: EditionCode; label: string; state: 'disabled' }

/** Sections the USA edition never carries, so the switcher does not offer it there. */
const HIDDEN_IN_USA = ['/blogs', '/news', '/india-mexico']

function isUnder(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`)
}

/**
 * The country switcher's choices for a page: the editions that publish the page link to its equivalent (at
 * the same path, or at `paths[edition]` where an item's address differs per edition, as a post's slug does);
 * the others are shown disabled, except USA, which is hidden on blog, news and India–Mexico pages.
 * `availableIn` is null when the page is unknown (the not-found page): every edition then links to its home.
 */
export function switcherOptions(
  current: EditionCode,
  path: string,
  availableIn: readonly EditionCode[] | null,
  paths: Partial<Record<EditionCode, string>> = {},
): SwitcherOption[] {
  return EDITIONS.filter((e) => !(e.code === 'en-us' && HIDDEN_IN_USA.some((p) => isUnder(path, p)))).map((e) => {
    if (e.code === current) return { edition: e.code, label: e.nativeLabel, state: 'current' }
    if (availableIn === null) return { edition: e.code, label: e.nativeLabel, state: 'link', href: editionPath(e.code, '/') }
    if (availableIn.includes(e.code)) return { edition: e.code, label: e.nativeLabel, state: 'link', href: editionPath(e.code, paths[e.code] ?? path) }
    return { edition: e.code, label: e.nativeLabel, state: 'disabled' }
  })
}
