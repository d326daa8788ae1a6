import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * An EMAIL_WHATSAPP request sends the phone and the e-mail a code each (src/features/lead-capture/otp/service.ts):
 * the e-mailed one's hash, and which of the two verified the request. Requests verified before by a PHONE code
 * keep vouching for their phone; those of EMAIL_WHATSAPP cannot say which code was entered, so they no longer do.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE lead_capture.otp_requests ADD COLUMN email_code_hash bytea;
  ALTER TABLE lead_capture.otp_requests ADD COLUMN verified_by text CHECK (verified_by IN ('phone', 'email'));
  UPDATE lead_capture.otp_requests SET verified_by = 'phone' WHERE status = 'verified' AND channel = 'PHONE';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE lead_capture.otp_requests DROP COLUMN verified_by;
  ALTER TABLE lead_capture.otp_requests DROP COLUMN email_code_hash;`)
}
