import type { ReactNode } from 'react'
import type { EditionCode } from '@/i18n/editions'
import type { Crumb } from '@/lib/structured-data'

/** What a page tells the chrome around it (the site shell, src/chrome/shell/SiteShell.tsx). */
export type PageFrameProps = {
  edition: EditionCode
  /** Path of the page inside the edition. */
  path: string
  /** Editions that publish this page; null on the not-found page. */
  availableIn: readonly EditionCode[] | null
  /** The page's path in editions where it differs from `path` (a post's slug per edition). */
  alternatePaths?: Partial<Record<EditionCode, string>>
  /**
   * The page's trail below the edition's home (ending with the page itself), given to search engines as its
   * BreadcrumbList; pages that show a breadcrumb (the resources) render their own.
   */
  trail?: readonly Crumb[]
  children: ReactNode
}

/**
 * The chrome a page puts around a feature's view. Pages pass the site shell as the `Frame` of views whose
 * address and editions are known only once they have read their content (a resource list, a post), so the
 * features place their content in the chrome without importing it.
 */
export type PageFrame = (props: PageFrameProps) => Promise<ReactNode> | ReactNode
