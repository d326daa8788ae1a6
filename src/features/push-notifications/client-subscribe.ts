import type { EditionCode } from '@/i18n/editions'
import { isMadeWithKey, base64UrlBytes } from './application-server-key'
import { activeRegistration } from './client-registration'
import { subscribeBodySchema, type PushPromptConfig } from './schema'
import { API } from '@/lib/routes/api'
import { withQuery } from '@/lib/routes/with-query'

const headers = () => ({ 'content-type': 'application/json', 'accept-language': document.documentElement.lang })

/** Ends a subscription made with an earlier VAPID key, here and on the server (which would otherwise learn of it at the next send). */
async function dropSubscription(subscription: PushSubscription): Promise<void> {
  const { endpoint } = subscription
  await subscription.unsubscribe()
  await fetch(API.pushSubscriptions, { method: 'DELETE', headers: headers(), body: JSON.stringify({ endpoint }) }).catch(() => undefined)
}

/**
 * After the visitor allowed notifications: registers the service worker for push when it is not yet,
 * subscribes it with the site's VAPID key (replacing a subscription made with an earlier key) and stores the
 * subscription with the edition and topics.
 */
export async function subscribeToPush(config: PushPromptConfig, edition: EditionCode): Promise<void> {
  const registration = await activeRegistration()
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !isMadeWithKey(subscription.options.applicationServerKey, config.publicKey)) {
    await dropSubscription(subscription)
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(config.publicKey) })
  const body = subscribeBodySchema.parse({ subscription: subscription.toJSON(), edition, topics: config.topics })
  const response = await fetch(API.pushSubscriptions, { method: 'POST', headers: headers(), body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`The subscription was not stored (${response.status}).`)
}

/** Subscribes again, without asking (the permission stands), a browser whose subscription predates the current VAPID key. */
export async function renewPushSubscription(edition: EditionCode): Promise<void> {
  const response = await fetch(withQuery(API.pushPrompt, { edition }))
  if (response.ok) await subscribeToPush((await response.json()) as PushPromptConfig, edition)
}
