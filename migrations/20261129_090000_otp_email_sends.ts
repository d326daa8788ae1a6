import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Code requests are limited per e-mail address as well as per phone (src/features/lead-capture/otp/service.ts): the address's
 * sends of the last day are read under a lock at every request that names one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX otp_requests_email_created_idx ON lead_capture.otp_requests (lower(email), created_at DESC) WHERE email IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX lead_capture.otp_requests_email_created_idx;`)
}
