import { type Kysely, sql } from 'kysely';

/**
 * Wrong payment passwords (issue 15): one row per wrong guess, so a member's 6-digit payment
 * password locks after LIMITS.paymentPasswordMaxFailures guesses within
 * LIMITS.paymentPasswordLockMinutes (modules/cashier/payment-password.ts). Kept apart from
 * `auth_failure`, whose rows by address decide the login captcha.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE payment_password_failure (
      id serial CONSTRAINT payment_password_failure_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT payment_password_failure_member_fk REFERENCES member (id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payment_password_failure_member_idx ON payment_password_failure (member_id, at)`.execute(db);
}
