import 'server-only'
import type { CollectionSlug } from 'payload'
import { ACTIVE_RATE_CARDS } from '@/collections/RateCards'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { cachedQuery } from '@/lib/queries/cached'
import { toRateCard, type RateCardDoc } from './rate-card-docs'
import type { RateCard } from './rate-cards'

/** The active rate cards, through the Local API (server side, overrideAccess: visitors never read the collection). */
async function readRateCards(): Promise<RateCard[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    // The generated types learn the collection when they are regenerated (npm run generate).
    collection: 'rate-cards' as CollectionSlug,
    where: ACTIVE_RATE_CARDS,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as unknown as RateCardDoc[]).map(toRateCard)
}

const cachedRateCards = cachedQuery('shipping-rate-cards', [TAGS.rateCards], readRateCards)

/**
 * The active rate cards: inside Next cached under TAGS.rateCards, which the collection's hooks revalidate on every
 * change; outside it (a job worker, a script) read directly, since Next's data cache exists only in Next.
 */
export function loadRateCards(): Promise<RateCard[]> {
  return process.env.NEXT_RUNTIME ? cachedRateCards() : readRateCards()
}
