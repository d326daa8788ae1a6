import { PUSH_WORKER_SCOPE, WORKER_PATH } from '@/lib/routes/offline-reading'
import { isMadeWithKey } from './application-server-key'

/**
 * The service worker registration that receives pushes. Apart from ./client-subscribe (which brings zod) so that
 * the prompt can check for a subscription without loading it.
 */

/** The worker's push registration (scope PUSH_WORKER_SCOPE), if this browser has one. */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE)
  // getRegistration matches the longest scope the address falls under: a wider one is not ours.
  return registration && new URL(registration.scope).pathname === PUSH_WORKER_SCOPE ? registration : undefined
}

/** The push registration, registered now when it is not yet, once its worker is active. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration =
    (await existingRegistration()) ?? (await navigator.serviceWorker.register(WORKER_PATH, { scope: PUSH_WORKER_SCOPE, updateViaCache: 'none' }))
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

/** Whether this browser's subscription was made with another VAPID key than the site's current one (rotated since). */
export async function isSubscribedWithOtherKey(publicKey: string): Promise<boolean> {
  const subscription = await (await existingRegistration())?.pushManager.getSubscription()
  return Boolean(subscription && !isMadeWithKey(subscription.options.applicationServerKey, publicKey))
}
