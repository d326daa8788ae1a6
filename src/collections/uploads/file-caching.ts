import type { UploadConfig } from 'payload'

/**
 * Public images (the media collection). Payload sends its files with no Cache-Control and no validator, so a
 * browser fetched every image of every page again and the HTTP cache in front passed them all to the web processes.
 * An upload that replaces a file gets a new name (Payload never reuses one a document or a file holds), but an edit
 * made in place (the admin's crop or focal point) rewrites the same file: browsers keep a file an hour, the HTTP
 * cache until a media change purges it (the collection's revalidation hooks).
 */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=31536000'

/** Files only staff may read (the gated documents): no cache between the server and the reader keeps them. */
export const STAFF_FILE_CACHE_CONTROL = 'private, no-store'

/** Payload's `modifyResponseHeaders` for an upload collection whose files go out with `cacheControl`. */
export function filesCachedAs(cacheControl: string): NonNullable<UploadConfig['modifyResponseHeaders']> {
  return ({ headers }) => {
    headers.set('Cache-Control', cacheControl)
    return headers
  }
}
