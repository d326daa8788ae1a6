import 'server-only'
import { createECDH } from 'node:crypto'
import type { Payload } from 'payload'
import { createTranslator } from 'next-intl'
import { env } from '@/env'
import { enforceRateLimits } from '@/lib/abuse-limits/rate-limit'
import { RATE_LIMITS } from '@/lib/abuse-limits/rules'
import { ApiError } from '@/lib/api/errors'
import { clientNetwork, hashIp } from '@/lib/api/request-meta'
import { fieldErrors } from '@/lib/api/validation'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import type { z } from 'zod'
import { vapidDetails } from '@/lib/vapid'
import { isAllowedPushEndpoint } from './endpoints'
import { isPushErrorKey, PROMPT_STRING_KEYS, subscribeBodySchema, unsubscribeBodySchema, type PushErrorKey, type PushPromptConfig } from './schema'
import { PUSH_TOPICS } from '@/collections/PushSubscriptions/topics'

function requireConfigured(): void {
  if (!vapidDetails()) throw new ApiError<PushErrorKey>('PUSH_NOT_CONFIGURED', { message: 'notConfigured' })
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body)
  if (!result.success)
    throw new ApiError<PushErrorKey>('VALIDATION_FAILED', { fields: fieldErrors(result.error, { isKey: isPushErrorKey, fallback: 'invalidRequest' }) })
  return result.data
}

async function limitCalls(payload: Payload, request: Request): Promise<void> {
  await enforceRateLimits(payload.db.pool, RATE_LIMITS.pushSubscriptionPerIp, hashIp(clientNetwork(request.headers)))
}

/** Whether a base64url P-256 key is a point on the curve (web-push could not encrypt to it otherwise). */
function isCurvePoint(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(Buffer.from(key, 'base64url'))
    return true
  } catch {
    return false
  }
}

/**
 * Stores a browser's subscription with its edition and topics (POST /api/push/subscriptions); a browser that
 * subscribes again (same endpoint) updates its keys, edition and topics.
 */
export async function savePushSubscription(payload: Payload, request: Request, body: unknown): Promise<{ subscribed: true }> {
  requireConfigured()
  await limitCalls(payload, request)
  const { subscription, edition, topics } = parse(subscribeBodySchema, body)
  if (!isAllowedPushEndpoint(subscription.endpoint, env.PUSH_EXTRA_ENDPOINT_ORIGINS)) {
    throw new ApiError<PushErrorKey>('VALIDATION_FAILED', { fields: { 'subscription.endpoint': 'endpointNotAllowed' } })
  }
  if (!isCurvePoint(subscription.keys.p256dh))
    throw new ApiError<PushErrorKey>('VALIDATION_FAILED', { fields: { 'subscription.keys.p256dh': 'subscriptionInvalid' } })
  const data = { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, edition, topics }
  const update = async () => {
    const { docs } = await payload.update({
      collection: 'push-subscriptions',
      where: { endpoint: { equals: subscription.endpoint } },
      data,
      overrideAccess: true,
      depth: 0,
    })
    return docs.length > 0
  }
  if (await update()) return { subscribed: true }
  try {
    await payload.create({ collection: 'push-subscriptions', data, overrideAccess: true, depth: 0 })
  } catch (error) {
    // The same browser subscribing twice at once: the other call created it (the endpoint is unique).
    if (!(await update())) throw error
  }
  return { subscribed: true }
}

/** Forgets a subscription (DELETE /api/push/subscriptions): whoever holds the endpoint may remove it. */
export async function removePushSubscription(payload: Payload, request: Request, body: unknown): Promise<{ removed: boolean }> {
  requireConfigured()
  await limitCalls(payload, request)
  const { endpoint } = parse(unsubscribeBodySchema, body)
  const { docs } = await payload.delete({ collection: 'push-subscriptions', where: { endpoint: { equals: endpoint } }, overrideAccess: true, depth: 0 })
  return { removed: docs.length > 0 }
}

/** What the prompt needs (GET /api/push/prompt): the VAPID public key, the topics it subscribes to and its text. */
export function pushPromptConfig(edition: EditionCode): PushPromptConfig {
  const vapid = vapidDetails()
  if (!vapid) throw new ApiError<PushErrorKey>('PUSH_NOT_CONFIGURED', { message: 'notConfigured' })
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'PushNotifications.prompt' })
  const strings = Object.fromEntries(PROMPT_STRING_KEYS.map((key) => [key, t(key)])) as PushPromptConfig['strings']
  return { publicKey: vapid.publicKey, topics: [...PUSH_TOPICS], strings }
}
