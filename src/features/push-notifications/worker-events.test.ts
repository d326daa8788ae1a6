import { describe, expect, it, vi } from 'vitest'
import { listenForPushMessages } from './worker-events'

const ORIGIN = 'https://www.northwind.example'

/** A stand-in for the service worker's global scope: records listeners, notifications shown and tabs opened. */
function fakeWorker(tabs: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>()
  const shown: { title: string; options: NotificationOptions }[] = []
  const opened: string[] = []
  const worker = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: { matchAll: async () => tabs, openWindow: async (url: string) => void opened.push(url) },
  }
  listenForPushMessages(worker as unknown as ServiceWorkerGlobalScope)
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = []
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
  }
  return { dispatch, shown, opened }
}

const pushEvent = (data: unknown) => ({ data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) } })

describe('the worker’s push handlers', () => {
  it('shows a message of ours with its body, icon, tag and link', async () => {
    const { dispatch, shown } = fakeWorker()
    await dispatch('push', pushEvent({ title: 'Webinar', body: 'Thursday', url: '/events', icon: '/icon.svg', tag: 'push-notification-3' }))
    expect(shown).toEqual([
      { title: 'Webinar', options: { body: 'Thursday', icon: '/icon.svg', tag: 'push-notification-3', data: { url: `${ORIGIN}/events` } } },
    ])
  })

  it('shows nothing for data that is not ours or links off the site', async () => {
    const { dispatch, shown } = fakeWorker()
    await dispatch('push', pushEvent('{"title":'))
    await dispatch('push', pushEvent({ title: 'x', body: 'y', url: 'https://evil.example/' }))
    await dispatch('push', { data: null })
    expect(shown).toEqual([])
  })

  it('on a click, focuses a tab already at the link, or opens it', async () => {
    const focus = vi.fn(async () => undefined)
    const { dispatch, opened } = fakeWorker([{ url: `${ORIGIN}/events`, focus }])
    const click = (url: string) => ({ notification: { title: 'Webinar', data: { url }, close: vi.fn() } })
    await dispatch('notificationclick', click(`${ORIGIN}/events`))
    expect(focus).toHaveBeenCalledOnce()
    expect(opened).toEqual([])
    await dispatch('notificationclick', click(`${ORIGIN}/blogs`))
    expect(opened).toEqual([`${ORIGIN}/blogs`])
    await dispatch('notificationclick', click('https://evil.example/'))
    expect(opened).toEqual([`${ORIGIN}/blogs`])
  })
})
