/** The pointer left the page through its top edge (towards the tabs or the address bar). */
export function isExitIntent(event: Pick<MouseEvent, 'clientY' | 'relatedTarget'>): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}

/** Some of the element is on screen. */
export function isOnScreen(rect: Pick<DOMRect, 'top' | 'bottom'>, viewportHeight: number): boolean {
  return rect.bottom > 0 && rect.top < viewportHeight
}
