import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The policy violations that browsers report (src/collections/PolicyViolations): one row per directive, refused
 * address, page and source, counted under its fingerprint.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_csp_violations_disposition" AS ENUM('enforce', 'report');
  CREATE TABLE "csp_violations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"directive" varchar NOT NULL,
  	"blocked" varchar NOT NULL,
  	"page" varchar NOT NULL,
  	"source" varchar,
  	"sample" varchar,
  	"disposition" "enum_csp_violations_disposition" DEFAULT 'enforce' NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"first_seen" timestamp(3) with time zone NOT NULL,
  	"last_seen" timestamp(3) with time zone NOT NULL,
  	"browser" varchar,
  	"fingerprint" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "csp_violations_id" integer;
  CREATE INDEX "csp_violations_page_idx" ON "csp_violations" USING btree ("page");
  CREATE INDEX "csp_violations_last_seen_idx" ON "csp_violations" USING btree ("last_seen");
  CREATE UNIQUE INDEX "csp_violations_fingerprint_idx" ON "csp_violations" USING btree ("fingerprint");
  CREATE INDEX "csp_violations_updated_at_idx" ON "csp_violations" USING btree ("updated_at");
  CREATE INDEX "csp_violations_created_at_idx" ON "csp_violations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_csp_violations_fk" FOREIGN KEY ("csp_violations_id") REFERENCES "public"."csp_violations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_csp_violations_id_idx" ON "payload_locked_documents_rels" USING btree ("csp_violations_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_csp_violations_fk";
  DROP INDEX "payload_locked_documents_rels_csp_violations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "csp_violations_id";
  DROP TABLE "csp_violations" CASCADE;
  DROP TYPE "public"."enum_csp_violations_disposition";`)
}
