import { EDITION_CODES } from '@/i18n/editions'

/** Served by Payload and Next themselves. */
const RESERVED = ['/admin', '/api']

const PATH_PATTERN = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/

/** A page path is `/` or lower-case kebab-case segments, with no edition prefix and no trailing slash. */
export function validatePagePath(value: string | null | undefined): true | string {
  if (!value) return 'A path is required.'
  if (!PATH_PATTERN.test(value)) return 'Use / or lower-case segments such as /export-factoring/termsheet.'
  if (EDITION_CODES.some((code) => value === `/${code}` || value.startsWith(`/${code}/`))) return 'Leave out the edition prefix; tick the editions instead.'
  if (RESERVED.some((r) => value === r || value.startsWith(`${r}/`))) return 'This path is reserved for the admin and the APIs.'
  return true
}
