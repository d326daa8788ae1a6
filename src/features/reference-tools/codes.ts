const HSN_DIGIT_LEVELS = [
  { digits: 2, level: 'chapter' },
  { digits: 4, level: 'heading' },
  { digits: 6, level: 'subheading' },
  { digits: 8, level: 'tariff-item' },
] as const

export type DigitPart = { digits: number; level: (typeof HSN_DIGIT_LEVELS)[number]['level']; code: string; part: string }

/**
 * How a code reads level by level: chapter (2 digits), heading (4), subheading (6), tariff item (8), each
 * with the code up to that level and the digits it adds. An odd-length code stops at its last full level.
 */
export function digitBreakdown(code: string): DigitPart[] {
  return HSN_DIGIT_LEVELS.filter(({ digits }) => code.length >= digits).map(({ digits, level }) => ({
    digits,
    level,
    code: code.slice(0, digits),
    part: code.slice(digits - 2, digits),
  }))
}

/** "03061720" → "0306.17.20": the dotted form used in tariffs. */
export function formatHsnCode(code: string): string {
  if (code.length <= 4) return code
  return [code.slice(0, 4), ...(code.slice(4).match(/\d{1,2}/g) ?? [])].join('.')
}
