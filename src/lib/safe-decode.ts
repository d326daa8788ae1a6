/** A URL segment decoded ("0306%2017" → "0306 17"); null when its escapes are malformed ("%E0%A4%A"). */
export function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
