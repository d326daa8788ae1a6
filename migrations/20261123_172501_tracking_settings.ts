import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_replay_provider" AS ENUM('none', 'clarity', 'hotjar');
  ALTER TABLE "site_settings_locales" ADD COLUMN "gtm_container_id" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "replay_provider" "enum_site_settings_replay_provider" DEFAULT 'none';
  ALTER TABLE "site_settings_locales" ADD COLUMN "replay_site_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_locales" DROP COLUMN "gtm_container_id";
  ALTER TABLE "site_settings_locales" DROP COLUMN "replay_provider";
  ALTER TABLE "site_settings_locales" DROP COLUMN "replay_site_id";
  DROP TYPE "public"."enum_site_settings_replay_provider";`)
}
