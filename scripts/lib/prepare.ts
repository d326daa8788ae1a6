import { getPayload, type Migration } from 'payload'
import { migrations } from '../../migrations'
import config from '../../src/payload.config'
import { seedDemoContent } from '../seed/index'
import { seedRateCards } from '../seed/rate-cards'

export type SeedMode = 'if-empty' | 'always' | 'never'

/**
 * Applies the committed migrations, then seeds the demo content (by default only into an empty database). The
 * migrations come from migrations/index.ts (which `payload migrate:create` keeps), not from reading the folder: the
 * image runs this compiled (dist/release.mjs), where no TypeScript file can be loaded.
 */
export async function prepareDatabase(seed: SeedMode = 'if-empty'): Promise<void> {
  const payload = await getPayload({ config })
  try {
    // migrate() types its list with `unknown` arguments; the adapter passes each migration its own (MigrateUpArgs).
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
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
