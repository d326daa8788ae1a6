import { describe, expect, it } from 'vitest'
import { isAllowedPushEndpoint } from './endpoints'

describe('isAllowedPushEndpoint', () => {
  it('accepts the endpoints of the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGx5',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ])
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(true)
  })

  it('refuses anything else: other hosts, plain http, ports, look-alike hosts, credentials', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(false)
  })

  it('accepts the extra origins configured for tests', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:3292/push/1', ['http://127.0.0.1:3292'])).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:3293/push/1', ['http://127.0.0.1:3292'])).toBe(false)
  })
})
