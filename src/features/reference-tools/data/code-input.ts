/** HSN codes and chapter indexes as they arrive in URLs and search boxes: "0306.17.20", "0306 17 20", "03061720", "3". */

/** The digits of a code written with or without dots and spaces; null unless 2 to 8 digits remain. */
export function readHsnCode(raw: string): string | null {
  const digits = raw.trim().replace(/[\s.]/g, '')
  return /^\d{2,8}$/.test(digits) ? digits : null
}

/** A chapter index as written in a URL ("3" or "03"): the chapter's number 1..99, or null. */
export function readChapterIndex(raw: string): number | null {
  if (!/^\d{1,2}$/.test(raw.trim())) return null
  const index = Number(raw)
  return index >= 1 && index <= 99 ? index : null
}

/** The two-digit chapter code of a chapter number (3 → "03"). */
export function chapterCode(index: number): string {
  return String(index).padStart(2, '0')
}
