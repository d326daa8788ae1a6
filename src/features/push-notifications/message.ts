/**
 * What a push message carries (JSON, encrypted by the server for each subscription) and the service worker
 * shows. Pure: shared by the sending job and src/features/resources/offline-reading/sw.ts.
 */
export type PushMessage = { title: string; body: string; url: string; icon?: string; tag?: string }

/** Reads a push message's data, or null when it is not one of ours; `url` must be on `origin`. */
export function readPushMessage(data: unknown, origin: string): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const { title, body, url, icon, tag } = data as Record<string, unknown>
  if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof url !== 'string') return null
  let target: URL
  try {
    target = new URL(url, origin)
  } catch {
    return null
  }
  if (target.origin !== origin) return null
  return {
    title,
    body,
    url: target.href,
    ...(typeof icon === 'string' && { icon }),
    ...(typeof tag === 'string' && { tag }),
  }
}
