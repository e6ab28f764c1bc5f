import { type Kysely, sql } from 'kysely';

/**
 * `login_code`: the one-time codes a URL carries instead of a session token (`/?token=<code>`,
 * auth/login-code.service.ts). Only the SHA-256 of a code is kept, with the session that issued
 * it (a code is worth nothing once that session ends), its expiry and when it was used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE login_code (
      code_hash bytea CONSTRAINT login_code_pk PRIMARY KEY,
      session_hash bytea NOT NULL CONSTRAINT login_code_session_fk REFERENCES member_session (token_hash) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX login_code_expires_idx ON login_code (expires_at)`.execute(db);
}
