/** A VAPID public key (URL-safe base64, as in VAPID_PUBLIC_KEY) as the bytes `PushManager.subscribe` takes. */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/**
 * Whether a browser's subscription was made with the site's current VAPID public key, from its
 * `PushSubscription.options.applicationServerKey`. After the operator rotates the keys, pushes signed with the
 * new key are refused for subscriptions made with the old one. A browser that does not report the key (null)
 * counts as current: it cannot be checked, and renewing it on every visit would only churn its endpoint.
 */
export function isMadeWithKey(applicationServerKey: ArrayBuffer | null, publicKey: string): boolean {
  if (!applicationServerKey) return true
  const current = base64UrlBytes(publicKey)
  const used = new Uint8Array(applicationServerKey)
  return used.length === current.length && used.every((byte, i) => byte === current[i])
}
