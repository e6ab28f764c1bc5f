import { type Kysely, sql } from 'kysely';

/**
 * Crash: one shared timed round per merchant (docs/games/crash.md, providers/bgs/FAIRNESS.md "Crash").
 *
 * - `crash_driver`: per merchant, the short lease of the process that drives the rounds
 *   (`lease_owner` until `lease_until`) and `wanted_until`, how long rounds keep running after the
 *   last visit of the game page.
 * - `crash_chain`: a hash chain. `seed` and `checkpoints` are secret (future game hashes);
 *   `terminal_hash` and `salt` are published; `next_index` is the next game's place (1 … length).
 *   A merchant has one active chain.
 * - `crash_game`: one round: its index in the chain, its hash, the crash point in hundredths (shown
 *   only once crashed), `betting` → `running` → `crashed`, and which process made each move.
 *   At most one game of a merchant is not crashed.
 * - `crash_bet`: a member's bet on a game (once per game; `request_id` unique per member):
 *   `open` (debit in flight) → `active` (debited) → `cashed_out` | `lost`, or `void` (the debit was
 *   refused or rolled back). `credited_at` is set once the win (or 0) is credited with roundEnded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE crash_driver (
      merchant_id integer CONSTRAINT crash_driver_pk PRIMARY KEY CONSTRAINT crash_driver_merchant_fk REFERENCES merchant (id),
      lease_owner text,
      lease_until timestamptz,
      wanted_until timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE crash_chain (
      id serial CONSTRAINT crash_chain_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT crash_chain_merchant_fk REFERENCES merchant (id),
      seed text NOT NULL CONSTRAINT crash_chain_seed_ck CHECK (seed ~ '^[0-9a-f]{64}$'),
      salt text NOT NULL,
      terminal_hash text NOT NULL CONSTRAINT crash_chain_terminal_ck CHECK (terminal_hash ~ '^[0-9a-f]{64}$'),
      length integer NOT NULL CONSTRAINT crash_chain_length_ck CHECK (length > 0),
      checkpoint_every integer NOT NULL CONSTRAINT crash_chain_every_ck CHECK (checkpoint_every > 0),
      checkpoints jsonb NOT NULL,
      next_index integer NOT NULL DEFAULT 1,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT crash_chain_next_ck CHECK (next_index BETWEEN 1 AND length + 1)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX crash_chain_active_uq ON crash_chain (merchant_id) WHERE active`.execute(db);

  await sql`
    CREATE TABLE crash_game (
      id bigserial CONSTRAINT crash_game_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT crash_game_merchant_fk REFERENCES merchant (id),
      chain_id integer NOT NULL CONSTRAINT crash_game_chain_fk REFERENCES crash_chain (id),
      game_index integer NOT NULL,
      hash text NOT NULL,
      crash_point bigint NOT NULL CONSTRAINT crash_game_point_ck CHECK (crash_point >= 100),
      state text NOT NULL DEFAULT 'betting' CONSTRAINT crash_game_state_ck CHECK (state IN ('betting', 'running', 'crashed')),
      betting_ends_at timestamptz NOT NULL,
      started_at timestamptz,
      crashed_at timestamptz,
      created_by text NOT NULL,
      started_by text,
      crashed_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT crash_game_index_uq UNIQUE (chain_id, game_index)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX crash_game_live_uq ON crash_game (merchant_id) WHERE state <> 'crashed'`.execute(db);
  await sql`CREATE INDEX crash_game_history_idx ON crash_game (merchant_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE crash_bet (
      id bigserial CONSTRAINT crash_bet_pk PRIMARY KEY,
      game_id bigint NOT NULL CONSTRAINT crash_bet_game_fk REFERENCES crash_game (id),
      merchant_id integer NOT NULL CONSTRAINT crash_bet_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT crash_bet_member_fk REFERENCES member (id),
      catalogue_game_id integer NOT NULL CONSTRAINT crash_bet_catalogue_game_fk REFERENCES game (id),
      request_id text NOT NULL,
      amount bigint NOT NULL CONSTRAINT crash_bet_amount_ck CHECK (amount > 0),
      auto_cashout integer CONSTRAINT crash_bet_auto_ck CHECK (auto_cashout IS NULL OR auto_cashout >= 101),
      cap integer NOT NULL CONSTRAINT crash_bet_cap_ck CHECK (cap >= 100),
      status text NOT NULL DEFAULT 'open' CONSTRAINT crash_bet_status_ck CHECK (status IN ('open', 'active', 'cashed_out', 'lost', 'void')),
      cashout integer,
      win bigint,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      credited_at timestamptz,
      CONSTRAINT crash_bet_member_game_uq UNIQUE (game_id, member_id),
      CONSTRAINT crash_bet_request_uq UNIQUE (member_id, request_id)
    )`.execute(db);
  await sql`CREATE INDEX crash_bet_member_idx ON crash_bet (member_id, id DESC)`.execute(db);
  await sql`CREATE INDEX crash_bet_uncredited_idx ON crash_bet (game_id) WHERE credited_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE crash_bet`.execute(db);
  await sql`DROP TABLE crash_game`.execute(db);
  await sql`DROP TABLE crash_chain`.execute(db);
  await sql`DROP TABLE crash_driver`.execute(db);
}
