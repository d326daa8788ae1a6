import { describe, expect, it } from 'vitest'
import { subscribeBodySchema, unsubscribeBodySchema } from './schema'

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:123',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'a'.repeat(22) },
}

function issues(body: unknown) {
  const result = subscribeBodySchema.safeParse(body)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('subscribeBodySchema', () => {
  it('accepts a browser subscription with its edition and topics, dropping repeated topics', () => {
    const parsed = subscribeBodySchema.parse({ subscription, edition: 'es-mx', topics: ['events', 'events', 'offers'] })
    expect(parsed.topics).toEqual(['events', 'offers'])
    expect(parsed.subscription.endpoint).toBe(subscription.endpoint)
  })

  it('names what is wrong with keys of PushNotifications.errors', () => {
    expect(issues({ subscription: { ...subscription, keys: { p256dh: 'short', auth: 'a'.repeat(22) } }, edition: 'en-in', topics: ['events'] })).toEqual([
      'subscription.keys.p256dh:subscriptionInvalid',
    ])
    expect(issues({ subscription: { ...subscription, endpoint: 'ftp://push.example/x' }, edition: 'en-in', topics: ['events'] })).toEqual([
      'subscription.endpoint:subscriptionInvalid',
    ])
    expect(issues({ subscription, edition: 'fr-fr', topics: ['events'] })).toEqual(['edition:editionInvalid'])
    expect(issues({ subscription, edition: 'en-in', topics: [] })).toEqual(['topics:topicsInvalid'])
    expect(issues({ subscription, edition: 'en-in', topics: ['gossip'] })).toEqual(['topics.0:topicsInvalid'])
    expect(issues({ edition: 'en-in', topics: ['events'] })).toEqual(['subscription:subscriptionInvalid'])
  })

  it('refuses an auth secret or key of the wrong length', () => {
    expect(
      issues({ subscription: { ...subscription, keys: { ...subscription.keys, auth: 'a'.repeat(23) } }, edition: 'en-in', topics: ['events'] }),
    ).toHaveLength(1)
    expect(
      issues({ subscription: { ...subscription, keys: { ...subscription.keys, p256dh: `C${'A'.repeat(86)}` } }, edition: 'en-in', topics: ['events'] }),
    ).toHaveLength(1)
  })
})

describe('unsubscribeBodySchema', () => {
  it('needs the endpoint only', () => {
    expect(unsubscribeBodySchema.safeParse({ endpoint: subscription.endpoint }).success).toBe(true)
    expect(unsubscribeBodySchema.safeParse({}).success).toBe(false)
  })
})
