import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_lead_form_form" AS ENUM('domestic-wizard', 'mexico', 'mexico-short', 'mexico-otp', 'supplier-connect', 'case-study', 'lead-magnet', 'business-loan', 'global-buyer', 'partner-program', 'india-mexico-event', 'export-form', 'buyer-eligibility', 'blog-download');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_form_type" AS ENUM('DomesticForm', 'MexicoForm', 'SupplierConnect', 'CaseStudy', 'LeadMagnet', 'BusinessLoan', 'GlobalBuyer', 'PartnerProgram', 'IndiaMexicoEvent', 'ExportForm', 'BuyerEligibility', 'BlogDownload');
  CREATE TYPE "public"."enum_leads_edition" AS ENUM('en-in', 'es-mx', 'en-us');
  CREATE TYPE "public"."enum_leads_completion" AS ENUM('partial', 'complete');
  CREATE TYPE "public"."enum_leads_business_type" AS ENUM('domestic', 'export');
  CREATE TYPE "public"."enum_leads_email_delivery" AS ENUM('pending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_leads_crm_delivery" AS ENUM('pending', 'delivered', 'failed', 'skipped');
  CREATE TYPE "public"."enum_outbox_messages_channel" AS ENUM('sms', 'whatsapp', 'email');
  CREATE TYPE "public"."enum_outbox_messages_purpose" AS ENUM('otp', 'lead-notification');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead');
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"form" "enum_pages_blocks_lead_form_form" DEFAULT 'domestic-wizard' NOT NULL,
  	"document_key" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"notes" varchar,
  	"form_type" "enum_leads_form_type" NOT NULL,
  	"edition" "enum_leads_edition" NOT NULL,
  	"completion" "enum_leads_completion" DEFAULT 'complete' NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"business_type" "enum_leads_business_type",
  	"company_type" varchar,
  	"amount" numeric,
  	"currency" varchar,
  	"timeline" varchar,
  	"website" varchar,
  	"details" jsonb,
  	"consent" boolean DEFAULT false,
  	"submissions" numeric DEFAULT 1,
  	"phone_verified" boolean DEFAULT false,
  	"otp_request_id" varchar,
  	"verified_at" timestamp(3) with time zone,
  	"source_url" varchar,
  	"referrer" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"ip_hash" varchar,
  	"user_agent" varchar,
  	"email_delivery" "enum_leads_email_delivery" DEFAULT 'pending',
  	"crm_delivery" "enum_leads_crm_delivery" DEFAULT 'pending',
  	"crm_attempts" numeric DEFAULT 0,
  	"crm_delivered_at" timestamp(3) with time zone,
  	"delivery_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum_outbox_messages_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"body" varchar NOT NULL,
  	"provider" varchar,
  	"purpose" "enum_outbox_messages_purpose",
  	"reference" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_settings_restricted_email_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "lead_settings_popup_hidden_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "lead_settings_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"file_name" varchar NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "lead_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "lead_settings_locales" (
  	"sales_inbox" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_messages_id" integer;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_settings_restricted_email_domains" ADD CONSTRAINT "lead_settings_restricted_email_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_settings_popup_hidden_paths" ADD CONSTRAINT "lead_settings_popup_hidden_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_settings_downloads" ADD CONSTRAINT "lead_settings_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_settings_downloads" ADD CONSTRAINT "lead_settings_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_settings_locales" ADD CONSTRAINT "lead_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lead_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_lead_form_locale_idx" ON "pages_blocks_lead_form" USING btree ("_locale");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id");
  CREATE INDEX "leads_form_type_idx" ON "leads" USING btree ("form_type");
  CREATE INDEX "leads_edition_idx" ON "leads" USING btree ("edition");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_otp_request_id_idx" ON "leads" USING btree ("otp_request_id");
  CREATE INDEX "leads_crm_delivery_idx" ON "leads" USING btree ("crm_delivery");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "outbox_messages_reference_idx" ON "outbox_messages" USING btree ("reference");
  CREATE INDEX "outbox_messages_updated_at_idx" ON "outbox_messages" USING btree ("updated_at");
  CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "lead_settings_restricted_email_domains_order_idx" ON "lead_settings_restricted_email_domains" USING btree ("_order");
  CREATE INDEX "lead_settings_restricted_email_domains_parent_id_idx" ON "lead_settings_restricted_email_domains" USING btree ("_parent_id");
  CREATE INDEX "lead_settings_popup_hidden_paths_order_idx" ON "lead_settings_popup_hidden_paths" USING btree ("_order");
  CREATE INDEX "lead_settings_popup_hidden_paths_parent_id_idx" ON "lead_settings_popup_hidden_paths" USING btree ("_parent_id");
  CREATE INDEX "lead_settings_downloads_order_idx" ON "lead_settings_downloads" USING btree ("_order");
  CREATE INDEX "lead_settings_downloads_parent_id_idx" ON "lead_settings_downloads" USING btree ("_parent_id");
  CREATE INDEX "lead_settings_downloads_file_idx" ON "lead_settings_downloads" USING btree ("file_id");
  CREATE UNIQUE INDEX "lead_settings_locales_locale_parent_id_unique" ON "lead_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk" FOREIGN KEY ("outbox_messages_id") REFERENCES "public"."outbox_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings_restricted_email_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings_popup_hidden_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "outbox_messages" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "lead_settings_restricted_email_domains" CASCADE;
  DROP TABLE "lead_settings_popup_hidden_paths" CASCADE;
  DROP TABLE "lead_settings_downloads" CASCADE;
  DROP TABLE "lead_settings" CASCADE;
  DROP TABLE "lead_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_messages_id";
  DROP TYPE "public"."enum_pages_blocks_lead_form_form";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_form_type";
  DROP TYPE "public"."enum_leads_edition";
  DROP TYPE "public"."enum_leads_completion";
  DROP TYPE "public"."enum_leads_business_type";
  DROP TYPE "public"."enum_leads_email_delivery";
  DROP TYPE "public"."enum_leads_crm_delivery";
  DROP TYPE "public"."enum_outbox_messages_channel";
  DROP TYPE "public"."enum_outbox_messages_purpose";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
