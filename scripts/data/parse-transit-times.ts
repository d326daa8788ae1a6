import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type TransitTime = {
  id: number
  /** The code of the port today (see RECODED_PORTS); the published code below. */
  originLocode: string
  destinationLocode: string
  publishedOrigin: string
  publishedDestination: string
  daysMin: number
  daysMax: number
  sourceUrl: string
  /** As published: a date, a year, a quarter or "not stated …". */
  sourceDate: string
}

export type ParsedTransitTimes = { transitTimes: TransitTime[]; skipped: RowIssue[]; notices: RowIssue[] }

export const TRANSIT_COLUMNS = ['origin_locode', 'destination_locode', 'transit_days_min', 'transit_days_max', 'source_url', 'date']

/**
 * Codes older freight documents still use for ports that UN/LOCODE has since recoded (China, 2023): CNSHA is now
 * Shanghai Hongqiao airport, the port is CNSHG; Ningbo port is CNNBG. A published figure for "CNSHA" is about the port.
 */
const RECODED_PORTS: Record<string, string> = { CNSHA: 'CNSHG', CNNGB: 'CNNBG' }

const LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/

/** Port-to-port ocean days as published (transit-times.csv); one row per published figure, none merged. */
export function parseTransitTimes(file: CsvFile): ParsedTransitTimes {
  const skipped: RowIssue[] = [...file.skipped]
  const notices: RowIssue[] = []
  const transitTimes: TransitTime[] = []
  file.records.forEach(({ line, values }) => {
    const publishedOrigin = cleanText(values.origin_locode).toUpperCase()
    const publishedDestination = cleanText(values.destination_locode).toUpperCase()
    const code = `${publishedOrigin}-${publishedDestination}`
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code, reason })
    }
    const daysMin = Number(cleanText(values.transit_days_min))
    const daysMax = Number(cleanText(values.transit_days_max))
    const sourceUrl = cleanText(values.source_url)
    if (!LOCODE.test(publishedOrigin) || !LOCODE.test(publishedDestination)) return issue('port code is not a UN/LOCODE')
    if (publishedOrigin === publishedDestination) return issue('origin and destination are the same port')
    if (!Number.isInteger(daysMin) || !Number.isInteger(daysMax) || daysMin < 1 || daysMax < daysMin || daysMax > 120) {
      return issue('days are not whole numbers with 1 <= min <= max <= 120')
    }
    if (!/^https?:\/\//.test(sourceUrl)) return issue('no source address')
    const originLocode = RECODED_PORTS[publishedOrigin] ?? publishedOrigin
    const destinationLocode = RECODED_PORTS[publishedDestination] ?? publishedDestination
    for (const [published, current] of [
      [publishedOrigin, originLocode],
      [publishedDestination, destinationLocode],
    ] as const) {
      if (published !== current)
        notices.push({ file: file.name, line, code, reason: `${published} is now ${current} (UN/LOCODE recoding): stored under ${current}` })
    }
    transitTimes.push({
      id: transitTimes.length + 1,
      originLocode,
      destinationLocode,
      publishedOrigin,
      publishedDestination,
      daysMin,
      daysMax,
      sourceUrl,
      sourceDate: cleanText(values.date) || 'not stated',
    })
  })
  return { transitTimes, skipped, notices }
}
