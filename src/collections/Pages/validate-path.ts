const PATH_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/

/** A page path is `/` or lower-case kebab-case segments, with no edition prefix and no trailing slash. */
export function validatePagePath(value: string | null | undefined): true | string {
  if (!value) return 'A path is required.'
  if (!PATH_PATTERN.test(value)) return 'Use / or lower-case segments such as /export-factoring/termsheet.'
  if (/^\/(en-in|es-mx|en-us)(\/|$)/.test(value)) return 'Leave out the edition prefix; tick the editions instead.'
  return true
}
