import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The resources search (src/features/resources/search.ts) matched and ranked `to_tsvector(search_text)` computed
 * for every row at query time: about 80 ms a search over 82 posts. Each locale row now stores its vector in the
 * language of its edition (Spanish for es-mx, English for en-in and en-us, as SEARCH_LANGUAGE there), under a GIN
 * index, which replaces the two expression indexes per table of 20261123_071901_resources: about 2 ms.
 * Payload never writes the column (it is generated) and does not read it.
 */
const TABLES = ['posts_locales', 'events_locales', 'videos_locales', 'case_studies_locales']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS
    (to_tsvector(CASE WHEN "_locale" = 'es-mx' THEN 'spanish'::regconfig ELSE 'english'::regconfig END, coalesce("search_text", ''))) STORED;
  CREATE INDEX "${table}_search_vector_idx" ON "${table}" USING gin ("search_vector");
  DROP INDEX "${table}_search_english_idx";
  DROP INDEX "${table}_search_spanish_idx";`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(
      sql.raw(`
  ALTER TABLE "${table}" DROP COLUMN "search_vector";
  CREATE INDEX "${table}_search_english_idx" ON "${table}" USING gin (to_tsvector('english'::regconfig, coalesce(search_text, '')));
  CREATE INDEX "${table}_search_spanish_idx" ON "${table}" USING gin (to_tsvector('spanish'::regconfig, coalesce(search_text, '')));`),
    )
  }
}
