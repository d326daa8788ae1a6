import fresh from 'fresh'

/** An answer's validators: its entity tag and when it last changed (an HTTP date). */
export type Validators = { etag?: string; 'last-modified'?: string }

/**
 * Whether the copy a caller holds is still current, so a 304 answers it (RFC 9110, 13.2.2): its `If-None-Match`
 * names the answer's entity tag (weakly compared, or `*`), or with no `If-None-Match` its `If-Modified-Since` is no
 * earlier than the last change. The `fresh` package, as Express uses it, but without the request's
 * `Cache-Control`: `fresh` reads `no-cache` there as "never current", which suits a cache, not the origin that
 * validates; and a `fetch()` with `If-None-Match` always sends `no-cache` (the Fetch standard's rule for
 * conditional requests).
 */
export function heldByCaller(request: Request, validators: Validators): boolean {
  const asked = (name: string) => request.headers.get(name) ?? undefined
  return fresh({ 'if-none-match': asked('if-none-match'), 'if-modified-since': asked('if-modified-since') }, validators)
}
