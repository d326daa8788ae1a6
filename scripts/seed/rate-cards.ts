import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { env } from '../../src/env'
import { SKIP_REVALIDATE } from '../../src/lib/revalidate'
import { CHARGE_COLUMNS, parseCharges, parseRates, RATE_COLUMNS, type RateCardSeed } from '../data/parse-freight-rates'
import { parseCsvFile, readSourceFile, type RowIssue } from '../data/read-csv'

/** The generated Payload types learn the collection when they are regenerated (npm run generate). */
const RATE_CARDS = 'rate-cards' as CollectionSlug

/** PostgreSQL's undefined_table, wherever the driver or Drizzle put it. */
function isMissingTable(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown; message?: string } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '42P01' || /relation .* does not exist/.test(e.message ?? '')) return true
  }
  return false
}

/**
 * Reads the seed's rate cards from DATA_DIR/freight-rates (rates.csv, charges.csv) with the importer's CSV
 * reader; null when the folder is not there (the calculator then offers quote requests on every lane).
 */
export function readSeedRateCards(dataDir: string | undefined = env.DATA_DIR): { cards: RateCardSeed[]; skipped: RowIssue[] } | null {
  if (!dataDir) return null
  const folder = path.join(dataDir, 'freight-rates')
  const rates = path.join(folder, 'rates.csv')
  const charges = path.join(folder, 'charges.csv')
  if (!existsSync(rates) || !existsSync(charges)) return null
  const parsedRates = parseRates(parseCsvFile(readSourceFile(rates), RATE_COLUMNS))
  const parsedCharges = parseCharges(parseCsvFile(readSourceFile(charges), CHARGE_COLUMNS))
  return { cards: [...parsedRates.cards, ...parsedCharges.cards], skipped: [...parsedRates.skipped, ...parsedCharges.skipped] }
}

/**
 * Fills the rate cards from the published levels, once: when the collection has any card, staff own it and
 * nothing is written. Returns whether cards were created.
 */
export async function seedRateCards(payload: Payload): Promise<boolean> {
  let existing: number
  try {
    existing = (await payload.count({ collection: RATE_CARDS })).totalDocs
  } catch (error) {
    // Until the collection's migration is applied the table does not exist: say so, and seed the rest.
    if (!isMissingTable(error)) throw error
    payload.logger.warn('Seed: the rate_cards table does not exist yet (its migration is missing); no rate cards seeded.')
    return false
  }
  if (existing > 0) return false
  const seed = readSeedRateCards()
  if (!seed) {
    payload.logger.warn('Seed: no freight-rates folder under DATA_DIR; the rate cards stay empty (every lane offers a quote request).')
    return false
  }
  for (const card of seed.cards) {
    await payload.create({
      collection: RATE_CARDS,
      data: {
        ...card,
        stage: card.stage ?? undefined,
        amountHigh: card.amountHigh ?? undefined,
        minimum: card.minimum ?? undefined,
        maximum: card.maximum ?? undefined,
        validFrom: card.validFrom ? `${card.validFrom}T00:00:00.000Z` : undefined,
        validUntil: undefined,
        sourceUrl: card.sourceUrl ?? undefined,
        note: card.note ?? undefined,
      } as never,
      context: { [SKIP_REVALIDATE]: true },
    })
  }
  payload.logger.info(
    `Seed: ${seed.cards.length} rate cards (${seed.cards.filter((c) => c.active).length} active); ${seed.skipped.length} rows left out: ${[...new Set(seed.skipped.map((s) => s.reason))].join('; ')}.`,
  )
  return true
}
