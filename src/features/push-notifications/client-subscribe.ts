import type { EditionCode } from '@/i18n/editions'
import { activeRegistration } from './client-registration'
import { subscribeBodySchema, type PushPromptConfig } from './schema'

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
