/// <reference lib="webworker" />
import { readPushMessage } from './message'

/**
 * The service worker's side of push notifications (bundled into src/features/resources/offline-reading/sw.ts): shows a
 * message of ours, and on a click focuses a tab already at its link or opens it. Links off this origin are
 * neither shown nor opened.
 */
export function listenForPushMessages(worker: ServiceWorkerGlobalScope): void {
  const origin = worker.location.origin

  worker.addEventListener('push', (event) => {
    let data: unknown = null
    try {
      data = event.data?.json()
    } catch {
      // not JSON: not one of ours
    }
    const message = readPushMessage(data, origin)
    if (!message) return
    event.waitUntil(
      worker.registration.showNotification(message.title, { body: message.body, icon: message.icon, tag: message.tag, data: { url: message.url } }),
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = readPushMessage({ title: event.notification.title, body: '', url: event.notification.data?.url }, origin)?.url
    if (!url) return
    event.waitUntil(
      (async () => {
        const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = tabs.find((tab) => tab.url === url)
        if (open) await open.focus()
        else await worker.clients.openWindow(url)
      })(),
    )
  })
}
