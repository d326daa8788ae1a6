import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" ADD COLUMN "list_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_list_title" varchar;
  ALTER TABLE "events" ADD COLUMN "list_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_list_title" varchar;
  ALTER TABLE "videos" ADD COLUMN "list_title" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_list_title" varchar;
  ALTER TABLE "case_studies" ADD COLUMN "list_title" varchar;
  ALTER TABLE "_case_studies_v" ADD COLUMN "version_list_title" varchar;`)

  // Items that exist already are listed by their title in the first edition that has one.
  for (const table of ['posts', 'events', 'videos', 'case_studies']) {
    await db.execute(
      sql.raw(
        `UPDATE "${table}" p SET list_title = (SELECT l.title FROM "${table}_locales" l WHERE l._parent_id = p.id AND l.title IS NOT NULL ORDER BY array_position(ARRAY['en-in', 'es-mx', 'en-us'], l._locale::text) LIMIT 1)`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP COLUMN "list_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_list_title";
  ALTER TABLE "events" DROP COLUMN "list_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_list_title";
  ALTER TABLE "videos" DROP COLUMN "list_title";
  ALTER TABLE "_videos_v" DROP COLUMN "version_list_title";
  ALTER TABLE "case_studies" DROP COLUMN "list_title";
  ALTER TABLE "_case_studies_v" DROP COLUMN "version_list_title";`)
}
