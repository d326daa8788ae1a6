import { PUSH_WORKER_SCOPE, WORKER_PATH } from '@/features/offline-reading/routes'
import type { EditionCode } from '@/i18n/editions'
import { subscribeBodySchema, type PushPromptConfig } from './schema'

/** The worker's push registration (scope PUSH_WORKER_SCOPE), if this browser has one. */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE)
  // getRegistration matches the longest scope the address falls under: a wider one is not ours.
  return registration && new URL(registration.scope).pathname === PUSH_WORKER_SCOPE ? registration : undefined
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = (await existingRegistration()) ?? (await navigator.serviceWorker.register(WORKER_PATH, { scope: PUSH_WORKER_SCOPE, updateViaCache: 'none' }))
  const worker = registration.installing ?? registration.waiting
  if (!registration.active && worker) {
    await new Promise<void>((resolve, reject) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve()
        else if (worker.state === 'redundant') reject(new Error('The service worker did not install.'))
      })
    })
  }
  return registration
}

/** Whether this browser already receives our notifications. */
export async function hasPushSubscription(): Promise<boolean> {
  const registration = await existingRegistration()
  return Boolean(await registration?.pushManager.getSubscription())
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * After the visitor allowed notifications: registers the service worker for push when it is not yet,
 * subscribes it with the site's VAPID key and stores the subscription with the edition and topics.
 */
export async function subscribeToPush(config: PushPromptConfig, edition: EditionCode): Promise<void> {
  const registration = await activeRegistration()
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(config.publicKey) }))
  const body = subscribeBodySchema.parse({ subscription: subscription.toJSON(), edition, topics: config.topics })
  const response = await fetch('/api/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`The subscription was not stored (${response.status}).`)
}
