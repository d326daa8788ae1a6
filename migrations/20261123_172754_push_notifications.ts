import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Push notifications: the subscriptions and notifications collections, and (outside Payload's collections,
 * written only by the sending job) which subscriptions each notification has reached or been refused by, so
 * that a retried job sends only to the rest.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_push_notifications_edition" AS ENUM('en-in', 'es-mx', 'en-us');
  CREATE TYPE "public"."enum_push_notifications_topic" AS ENUM('resources', 'events', 'offers');
  CREATE TYPE "public"."enum_push_notifications_status" AS ENUM('draft', 'queued', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_push_subscriptions_topics" AS ENUM('resources', 'events', 'offers');
  CREATE TYPE "public"."enum_push_subscriptions_edition" AS ENUM('en-in', 'es-mx', 'en-us');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-push-notification' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-push-notification' BEFORE 'schedulePublish';
  CREATE TABLE "push_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"edition" "enum_push_notifications_edition" NOT NULL,
  	"topic" "enum_push_notifications_topic" NOT NULL,
  	"status" "enum_push_notifications_status" DEFAULT 'draft' NOT NULL,
  	"sent_count" numeric DEFAULT 0,
  	"failed_count" numeric DEFAULT 0,
  	"removed_count" numeric DEFAULT 0,
  	"sent_at" timestamp(3) with time zone,
  	"delivery_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "push_subscriptions_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_push_subscriptions_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "push_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"edition" "enum_push_subscriptions_edition" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_notifications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_subscriptions_id" integer;
  ALTER TABLE "push_subscriptions_topics" ADD CONSTRAINT "push_subscriptions_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "push_notifications_status_idx" ON "push_notifications" USING btree ("status");
  CREATE INDEX "push_notifications_updated_at_idx" ON "push_notifications" USING btree ("updated_at");
  CREATE INDEX "push_notifications_created_at_idx" ON "push_notifications" USING btree ("created_at");
  CREATE INDEX "push_subscriptions_topics_order_idx" ON "push_subscriptions_topics" USING btree ("order");
  CREATE INDEX "push_subscriptions_topics_parent_idx" ON "push_subscriptions_topics" USING btree ("parent_id");
  CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");
  CREATE INDEX "push_subscriptions_edition_idx" ON "push_subscriptions" USING btree ("edition");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_notifications_fk" FOREIGN KEY ("push_notifications_id") REFERENCES "public"."push_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_push_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("push_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_push_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id");

  CREATE SCHEMA IF NOT EXISTS push;
  CREATE TABLE push.deliveries (
    notification_id integer NOT NULL REFERENCES public.push_notifications (id) ON DELETE CASCADE,
    subscription_id integer NOT NULL REFERENCES public.push_subscriptions (id) ON DELETE CASCADE,
    outcome text NOT NULL CHECK (outcome IN ('sent', 'rejected')),
    at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (notification_id, subscription_id)
  );
  CREATE INDEX deliveries_subscription_idx ON push.deliveries (subscription_id);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP SCHEMA push CASCADE;
  ALTER TABLE "push_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_subscriptions_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "push_notifications" CASCADE;
  DROP TABLE "push_subscriptions_topics" CASCADE;
  DROP TABLE "push_subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_notifications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-lead', 'send-shipment-quote', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-lead', 'send-shipment-quote', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_push_notifications_id_idx";
  DROP INDEX "payload_locked_documents_rels_push_subscriptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_notifications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_subscriptions_id";
  DROP TYPE "public"."enum_push_notifications_edition";
  DROP TYPE "public"."enum_push_notifications_topic";
  DROP TYPE "public"."enum_push_notifications_status";
  DROP TYPE "public"."enum_push_subscriptions_topics";
  DROP TYPE "public"."enum_push_subscriptions_edition";`)
}
