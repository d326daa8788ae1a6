import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { seedDemoContent } from '../seed/index'
import { seedRateCards } from '../seed/rate-cards'

export type SeedMode = 'if-empty' | 'always' | 'never'

/** Applies the committed migrations, then seeds the demo content (by default only into an empty database). */
export async function prepareDatabase(seed: SeedMode = 'if-empty'): Promise<void> {
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    const empty = (await payload.count({ collection: 'pages' })).totalDocs === 0
    if (seed === 'always' || (seed === 'if-empty' && empty)) {
      const report = await seedDemoContent(payload)
      payload.logger.info(`Seed: ${report.created} created, ${report.unchanged} already present.`)
    } else if (seed === 'if-empty') {
      // A database seeded before the rate cards existed gets them now (only while the collection is empty).
      await seedRateCards(payload)
    }
  } finally {
    await payload.destroy()
  }
}
