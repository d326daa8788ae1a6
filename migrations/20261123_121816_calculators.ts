import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rate_cards_container_types" AS ENUM('20GP', '40GP', '40HC', '20RF', '40RF', '40RH');
  CREATE TYPE "public"."enum_rate_cards_charge" AS ENUM('ocean-freight', 'origin-terminal-handling', 'origin-documentation', 'export-customs-clearance', 'destination-terminal-handling', 'destination-documentation', 'import-customs-clearance', 'surcharge', 'insurance');
  CREATE TYPE "public"."enum_rate_cards_stage" AS ENUM('origin', 'main-carriage', 'destination');
  CREATE TYPE "public"."enum_rate_cards_mode" AS ENUM('fcl', 'lcl', 'both');
  CREATE TYPE "public"."enum_rate_cards_origin_region" AS ENUM('any', 'all-india', 'all-usa', 'all-mexico', 'india-west-coast', 'india-east-coast', 'south-asia', 'middle-east-gulf', 'red-sea', 'east-asia', 'southeast-asia', 'oceania', 'north-europe', 'mediterranean', 'black-sea', 'caspian-sea', 'west-africa', 'southern-africa', 'east-africa', 'us-west-coast', 'us-east-coast', 'us-gulf', 'us-great-lakes', 'us-inland', 'us-alaska-hawaii', 'canada-west', 'canada-east', 'mexico-pacific', 'mexico-gulf', 'central-america-caribbean', 'south-america-east', 'south-america-west');
  CREATE TYPE "public"."enum_rate_cards_destination_region" AS ENUM('any', 'all-india', 'all-usa', 'all-mexico', 'india-west-coast', 'india-east-coast', 'south-asia', 'middle-east-gulf', 'red-sea', 'east-asia', 'southeast-asia', 'oceania', 'north-europe', 'mediterranean', 'black-sea', 'caspian-sea', 'west-africa', 'southern-africa', 'east-africa', 'us-west-coast', 'us-east-coast', 'us-gulf', 'us-great-lakes', 'us-inland', 'us-alaska-hawaii', 'canada-west', 'canada-east', 'mexico-pacific', 'mexico-gulf', 'central-america-caribbean', 'south-america-east', 'south-america-west');
  CREATE TYPE "public"."enum_rate_cards_basis" AS ENUM('per-container', 'per-teu', 'per-wm', 'per-bl', 'per-shipment', 'percent-of-value');
  CREATE TYPE "public"."enum_rate_cards_source_type" AS ENUM('index', 'carrier-tariff', 'official', 'market-report', 'guide');
  ALTER TYPE "public"."enum_leads_form_type" ADD VALUE 'ShipmentQuote';
  ALTER TYPE "public"."enum_outbox_messages_purpose" ADD VALUE 'shipment-quote';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-shipment-quote' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-shipment-quote' BEFORE 'schedulePublish';
  CREATE TABLE "rate_cards_container_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rate_cards_container_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rate_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"charge" "enum_rate_cards_charge" NOT NULL,
  	"stage" "enum_rate_cards_stage",
  	"mode" "enum_rate_cards_mode" DEFAULT 'fcl' NOT NULL,
  	"active" boolean DEFAULT true,
  	"name" varchar NOT NULL,
  	"origin_region" "enum_rate_cards_origin_region" DEFAULT 'any' NOT NULL,
  	"destination_region" "enum_rate_cards_destination_region" DEFAULT 'any' NOT NULL,
  	"basis" "enum_rate_cards_basis" NOT NULL,
  	"amount" numeric NOT NULL,
  	"amount_high" numeric,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"minimum" numeric,
  	"maximum" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"source_type" "enum_rate_cards_source_type" DEFAULT 'index' NOT NULL,
  	"source_date" varchar DEFAULT 'not stated' NOT NULL,
  	"source_label" varchar NOT NULL,
  	"source_url" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_cards_id" integer;
  ALTER TABLE "rate_cards_container_types" ADD CONSTRAINT "rate_cards_container_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "rate_cards_container_types_order_idx" ON "rate_cards_container_types" USING btree ("order");
  CREATE INDEX "rate_cards_container_types_parent_idx" ON "rate_cards_container_types" USING btree ("parent_id");
  CREATE INDEX "rate_cards_charge_idx" ON "rate_cards" USING btree ("charge");
  CREATE INDEX "rate_cards_active_idx" ON "rate_cards" USING btree ("active");
  CREATE INDEX "rate_cards_origin_region_idx" ON "rate_cards" USING btree ("origin_region");
  CREATE INDEX "rate_cards_destination_region_idx" ON "rate_cards" USING btree ("destination_region");
  CREATE INDEX "rate_cards_updated_at_idx" ON "rate_cards" USING btree ("updated_at");
  CREATE INDEX "rate_cards_created_at_idx" ON "rate_cards" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_cards_fk" FOREIGN KEY ("rate_cards_id") REFERENCES "public"."rate_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rate_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_cards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rate_cards_container_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rate_cards_container_types" CASCADE;
  DROP TABLE "rate_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_cards_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form_type";
  CREATE TYPE "public"."enum_leads_form_type" AS ENUM('DomesticForm', 'MexicoForm', 'SupplierConnect', 'CaseStudy', 'LeadMagnet', 'BusinessLoan', 'GlobalBuyer', 'PartnerProgram', 'IndiaMexicoEvent', 'ExportForm', 'BuyerEligibility', 'BlogDownload');
  ALTER TABLE "leads" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_leads_form_type" USING "form_type"::"public"."enum_leads_form_type";
  ALTER TABLE "outbox_messages" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_purpose";
  CREATE TYPE "public"."enum_outbox_messages_purpose" AS ENUM('otp', 'lead-notification');
  ALTER TABLE "outbox_messages" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_outbox_messages_purpose" USING "purpose"::"public"."enum_outbox_messages_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_rate_cards_id_idx";
  ALTER TABLE "outbox_messages" DROP COLUMN "attachments";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_cards_id";
  DROP TYPE "public"."enum_rate_cards_container_types";
  DROP TYPE "public"."enum_rate_cards_charge";
  DROP TYPE "public"."enum_rate_cards_stage";
  DROP TYPE "public"."enum_rate_cards_mode";
  DROP TYPE "public"."enum_rate_cards_origin_region";
  DROP TYPE "public"."enum_rate_cards_destination_region";
  DROP TYPE "public"."enum_rate_cards_basis";
  DROP TYPE "public"."enum_rate_cards_source_type";`)
}
