import { type Kysely, sql } from 'kysely';

/**
 * Agents' invitation codes (issue #8 "register accounts": invitation links and affiliate codes).
 *
 * - `agent_invitation`: a code an agent hands out, several per agent, each with the role and the
 *   lottery prize group it gives whoever registers with it, and a note. Codes share one
 *   namespace per merchant with the members' fixed `member.affiliate_code` (registration reads
 *   both from the same `affiliateCode` field), case-insensitively. A disabled code stays for the
 *   record; it no longer places anyone.
 * - `member.invitation_id`: the code a member registered with, so each code's registrations are
 *   counted from the members themselves rather than from a counter kept beside them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE agent_invitation (
      id serial CONSTRAINT agent_invitation_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT agent_invitation_merchant_fk REFERENCES merchant (id),
      agent_id integer NOT NULL CONSTRAINT agent_invitation_agent_fk REFERENCES member (id),
      code text NOT NULL CONSTRAINT agent_invitation_code_ck CHECK (code ~ '^[A-Z0-9]{4,16}$'),
      role text NOT NULL CONSTRAINT agent_invitation_role_ck CHECK (role IN ('member', 'agent')),
      series integer CONSTRAINT agent_invitation_series_ck CHECK (series BETWEEN 1 AND 2000),
      note text,
      created_at timestamptz NOT NULL DEFAULT now(),
      disabled_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX agent_invitation_code_uq ON agent_invitation (merchant_id, code)`.execute(db);
  await sql`CREATE INDEX agent_invitation_agent_idx ON agent_invitation (agent_id, created_at DESC, id DESC)`.execute(db);

  await sql`ALTER TABLE member ADD COLUMN invitation_id integer CONSTRAINT member_invitation_fk REFERENCES agent_invitation (id)`.execute(
    db,
  );
  await sql`CREATE INDEX member_invitation_idx ON member (invitation_id) WHERE invitation_id IS NOT NULL`.execute(db);
}
