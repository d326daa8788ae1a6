import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * E-mailed codes are limited per mailbox, the address without its case and "+tag" (src/features/lead-capture/otp/mailbox.ts):
 * the index is on that expression, which replaces the one on lower(email).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS lead_capture.otp_requests_email_created_idx;
  CREATE INDEX otp_requests_mailbox_created_idx ON lead_capture.otp_requests (regexp_replace(lower(email), '\\+[^@]*@', '@'), created_at DESC) WHERE email IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS lead_capture.otp_requests_mailbox_created_idx;
  CREATE INDEX otp_requests_email_created_idx ON lead_capture.otp_requests (lower(email), created_at DESC) WHERE email IS NOT NULL;`)
}
