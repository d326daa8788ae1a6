import type { EditionCode } from '@/i18n/editions'

/** The main navigation as the menus show it: a plain link, or a labelled group of link columns (a mega-menu). */
export type NavigationLink = { label: string; description: string | null; href: string; external: boolean }
export type NavigationColumn = { title: string; links: NavigationLink[] }
export type NavigationItem = { label: string; link: NavigationLink | null; columns: NavigationColumn[] }

/** Where the menus read an edition's navigation when a visitor reaches for them (GET /api/navigation). */
export const navigationUrl = (edition: EditionCode) => `/api/navigation?edition=${edition}`
