/** Lower-case letters and digits in words joined by single hyphens: the form of every slug the CMS accepts. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: string): boolean {
  return value.length <= 200 && SLUG_PATTERN.test(value)
}
