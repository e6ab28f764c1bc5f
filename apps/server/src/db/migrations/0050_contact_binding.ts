import { type Kysely, sql } from 'kysely';

/**
 * Binding a mobile or email from the security centre (issue 20, docs/responsible-gaming/security-centre.md):
 * codes sent to the new contact carry the purpose 'bind'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE verification_code DROP CONSTRAINT verification_code_purpose_ck`.execute(db);
  await sql`
    ALTER TABLE verification_code ADD CONSTRAINT verification_code_purpose_ck
      CHECK (purpose IN ('login', 'register', 'reset', 'new_ip', 'bind'))`.execute(db);
}
