'use client'

import { useCallback, useState } from 'react'
import type { EditionCode } from '@/i18n/editions'
import { navigationUrl, type NavigationItem } from './navigation'

const requests = new Map<EditionCode, Promise<NavigationItem[]>>()

/** One request per page for all the menus; a failed one is tried again at the next reach. */
function fetchNavigation(edition: EditionCode): Promise<NavigationItem[]> {
  let request = requests.get(edition)
  if (!request) {
    request = fetch(navigationUrl(edition)).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`navigation: ${response.status}`))))
    requests.set(edition, request)
    request.catch(() => requests.delete(edition))
  }
  return request
}

/**
 * The main navigation for the menus, which no page carries: `load` fetches it when a visitor reaches for a menu
 * (points at it, focuses or opens it); `items` is null until it has arrived.
 */
export function useNavigation(edition: EditionCode) {
  const [items, setItems] = useState<NavigationItem[] | null>(null)
  const load = useCallback(() => {
    fetchNavigation(edition).then(setItems, () => undefined)
  }, [edition])
  return { items, load }
}
