export type DataLayerEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[]
  }
}

/** Pushes an event to the tag manager's data layer (created when no tag manager has loaded). */
export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}
