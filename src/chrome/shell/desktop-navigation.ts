/** One entry of the main navigation: a link, or a labelled group of links. */
export type NavigationEntry = { label: string; link: NavigationLink | null; links: NavigationLink[] }
export type NavigationLink = { label: string; href: string; rel: string | null }

const text = (element: Element | null) => element?.textContent?.trim() ?? ''

function toLink(anchor: HTMLAnchorElement): NavigationLink {
  return { label: text(anchor.querySelector('[data-nav-label]')) || text(anchor), href: anchor.getAttribute('href') ?? '', rel: anchor.getAttribute('rel') }
}

/**
 * Reads the main navigation from the desktop menu's markup (Header.tsx marks its parts), which every page
 * already carries, hidden on small screens: the mobile menu shows the same entries without a second copy of
 * them in the page.
 */
export function readDesktopNavigation(document: Document): NavigationEntry[] {
  return [...document.querySelectorAll('[data-desktop-nav] [data-nav-item]')].map((item) => {
    const direct = item.firstElementChild instanceof HTMLAnchorElement ? item.firstElementChild : null
    if (direct) return { label: text(direct), link: toLink(direct), links: [] }
    return { label: text(item.querySelector('button [data-nav-label]')), link: null, links: [...item.querySelectorAll('a')].map(toLink) }
  })
}
