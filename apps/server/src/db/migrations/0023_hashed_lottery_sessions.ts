import { type Kysely, sql } from 'kysely';

/**
 * `lottery_wallet_session` keeps the SHA-256 of the provider session token, never the token
 * (issue 15 item 9): a copy of the database no longer hands out sessions that debit members.
 * The engine calls the wallet protocol in-process, so it presents the hash, which only an
 * in-process caller may do (provider-wallet.service `SessionRef`). Existing rows are hashed in
 * place; the hash is the one `hashToken` makes (SHA-256 of the token's UTF-8 text).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE lottery_wallet_session ADD COLUMN session_token_hash bytea`.execute(db);
  await sql`UPDATE lottery_wallet_session SET session_token_hash = sha256(convert_to(session_token, 'UTF8'))`.execute(db);
  await sql`ALTER TABLE lottery_wallet_session ALTER COLUMN session_token_hash SET NOT NULL`.execute(db);
  await sql`ALTER TABLE lottery_wallet_session DROP COLUMN session_token`.execute(db);
}
