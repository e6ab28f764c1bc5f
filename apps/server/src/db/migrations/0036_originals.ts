import { type Kysely, sql } from 'kysely';

/**
 * In-house instant games (issue 18, docs/games/originals.md):
 * - `fair_seed`: a member's seed pairs per game (providers/bgs/FAIRNESS.md "Instant games"): the
 *   secret server seed and its hash, the member's client seed, the next nonce; one active pair per
 *   member and game, the older ones revealed (`revealed_at`) when rotated.
 * - `instant_round`: one round of an original or a slot: what was bet, with which pair and nonce,
 *   the parameters and actions (so anyone can replay it), the state and view, and where its money
 *   stands: open (row written, debit not known to have happened) → debited → settled, or void
 *   (the debit rolled back). `request_id` makes the member's bet call idempotent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE fair_seed (
      id bigserial CONSTRAINT fair_seed_pk PRIMARY KEY,
      member_id integer NOT NULL CONSTRAINT fair_seed_member_fk REFERENCES member (id),
      game_code text NOT NULL,
      server_seed text NOT NULL CONSTRAINT fair_seed_server_seed_ck CHECK (server_seed ~ '^[0-9a-f]{64}$'),
      server_seed_hash text NOT NULL,
      client_seed text NOT NULL CONSTRAINT fair_seed_client_seed_ck CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
      next_nonce integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      revealed_at timestamptz,
      CONSTRAINT fair_seed_revealed_ck CHECK (active OR revealed_at IS NOT NULL)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX fair_seed_active_uq ON fair_seed (member_id, game_code) WHERE active`.execute(db);
  await sql`CREATE INDEX fair_seed_member_idx ON fair_seed (member_id, game_code, id DESC)`.execute(db);

  await sql`
    CREATE TABLE instant_round (
      id bigserial CONSTRAINT instant_round_pk PRIMARY KEY,
      round_code text NOT NULL CONSTRAINT instant_round_code_uq UNIQUE,
      merchant_id integer NOT NULL CONSTRAINT instant_round_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT instant_round_member_fk REFERENCES member (id),
      game_id integer NOT NULL CONSTRAINT instant_round_game_fk REFERENCES game (id),
      game_code text NOT NULL,
      seed_id bigint NOT NULL CONSTRAINT instant_round_seed_fk REFERENCES fair_seed (id),
      nonce integer NOT NULL,
      request_id text NOT NULL,
      bet bigint NOT NULL CONSTRAINT instant_round_bet_ck CHECK (bet > 0),
      win bigint NOT NULL DEFAULT 0 CONSTRAINT instant_round_win_ck CHECK (win >= 0),
      params jsonb NOT NULL,
      actions jsonb NOT NULL DEFAULT '[]'::jsonb,
      state jsonb,
      view jsonb,
      finished boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'open' CONSTRAINT instant_round_status_ck CHECK (status IN ('open', 'debited', 'settled', 'void')),
      play_money boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CONSTRAINT instant_round_request_uq UNIQUE (member_id, request_id),
      CONSTRAINT instant_round_nonce_uq UNIQUE (seed_id, nonce)
    )`.execute(db);
  await sql`CREATE INDEX instant_round_member_idx ON instant_round (member_id, id DESC)`.execute(db);
  await sql`CREATE INDEX instant_round_member_game_idx ON instant_round (member_id, game_code, id DESC)`.execute(db);
  await sql`CREATE INDEX instant_round_pending_idx ON instant_round (updated_at) WHERE status IN ('open', 'debited')`.execute(db);
}
