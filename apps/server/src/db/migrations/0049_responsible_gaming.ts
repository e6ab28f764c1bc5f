import { type Kysely, sql } from 'kysely';

/**
 * Responsible gaming (issue 20 items 3–5 and 7, docs/responsible-gaming/limits.md):
 * - `rg_limit`: one row per member and limit key (deposit/loss/wager × day/week/month, session
 *   minutes, reality-check minutes): the value in force (null: none) and a pending change with the
 *   instant it takes effect (an increase or a removal waits 24 hours; a decrease replaces it at once);
 * - `rg_exclusion`: time-outs and self-exclusions with their end; none can be ended early;
 * - `rg_history`: every change, by the member or the system, for the operator's view.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rg_limit (
      member_id integer NOT NULL CONSTRAINT rg_limit_member_fk REFERENCES member (id),
      key text NOT NULL,
      value bigint CONSTRAINT rg_limit_value_ck CHECK (value IS NULL OR value > 0),
      pending_value bigint CONSTRAINT rg_limit_pending_ck CHECK (pending_value IS NULL OR pending_value > 0),
      pending_set boolean NOT NULL DEFAULT false,
      pending_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT rg_limit_pk PRIMARY KEY (member_id, key)
    )`.execute(db);
  await sql`
    CREATE TABLE rg_exclusion (
      id serial CONSTRAINT rg_exclusion_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT rg_exclusion_member_fk REFERENCES member (id),
      kind text NOT NULL CONSTRAINT rg_exclusion_kind_ck CHECK (kind IN ('timeout', 'self_exclusion')),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      CONSTRAINT rg_exclusion_period_ck CHECK (ends_at > starts_at)
    )`.execute(db);
  await sql`CREATE INDEX rg_exclusion_member_idx ON rg_exclusion (member_id, ends_at DESC)`.execute(db);
  await sql`
    CREATE TABLE rg_history (
      id bigserial CONSTRAINT rg_history_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT rg_history_member_fk REFERENCES member (id),
      action text NOT NULL,
      key text,
      old_value bigint,
      new_value bigint,
      effective_at timestamptz,
      actor text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX rg_history_member_idx ON rg_history (member_id, id DESC)`.execute(db);
}
