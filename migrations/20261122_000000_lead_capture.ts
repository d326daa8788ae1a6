import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Lead-capture guards, outside Payload's collections because only server code touches them and they are
 * written on every form call: one-time-code requests, abuse-limit counters shared by every server instance,
 * and the captcha tokens already used (each token is accepted once).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS lead_capture;

  CREATE TABLE lead_capture.otp_requests (
    id uuid PRIMARY KEY,
    channel text NOT NULL CHECK (channel IN ('PHONE', 'EMAIL_WHATSAPP')),
    phone text NOT NULL,
    email text,
    code_hash bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    failed_attempts integer NOT NULL DEFAULT 0,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'dead')),
    verified_at timestamptz,
    verified_until timestamptz,
    ip_hash text,
    -- what the domestic wizard's step 1 sent with the request: stored as a partial lead once the phone is verified
    pending_lead jsonb
  );
  CREATE INDEX otp_requests_phone_created_idx ON lead_capture.otp_requests (phone, created_at DESC);
  CREATE INDEX otp_requests_expires_idx ON lead_capture.otp_requests (expires_at);

  CREATE TABLE lead_capture.rate_limit_counters (
    bucket text NOT NULL,
    subject text NOT NULL,
    window_start timestamptz NOT NULL,
    window_end timestamptz NOT NULL,
    hits integer NOT NULL,
    PRIMARY KEY (bucket, subject, window_start)
  );
  CREATE INDEX rate_limit_counters_window_end_idx ON lead_capture.rate_limit_counters (window_end);

  CREATE TABLE lead_capture.spent_captcha_tokens (
    token_hash bytea PRIMARY KEY,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX spent_captcha_tokens_expires_idx ON lead_capture.spent_captcha_tokens (expires_at);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS lead_capture CASCADE;`)
}
