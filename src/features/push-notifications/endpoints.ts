/**
 * The browsers' push services. The server sends to a subscription's endpoint, so an endpoint anywhere else
 * (an internal address, say) is refused: the site must not become a way to make requests on a visitor's behalf.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge (Chromium), Opera, Samsung Internet
  'updates.push.services.mozilla.com', // Firefox
  '.push.apple.com', // Safari: web.push.apple.com and regional hosts
  '.notify.windows.com', // Edge (legacy WNS)
] as const

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((host) => (host.startsWith('.') ? hostname.endsWith(host) : hostname === host))
}

/** Whether the server may send to `endpoint`: https on a push service, or one of the `extraOrigins` (tests). */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (extraOrigins.includes(url.origin)) return true
  return url.protocol === 'https:' && url.port === '' && !url.username && !url.password && isPushServiceHost(url.hostname)
}
