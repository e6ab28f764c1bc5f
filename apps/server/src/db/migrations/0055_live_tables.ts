import { type Kysely, sql } from 'kysely';

/**
 * Live-style tables (issue 22, docs/games/live-tables.md): shared timed rounds of Baccarat, Dragon
 * Tiger, Sic Bo, Roulette, Fan Tan, Fish Prawn Crab and Se Die.
 * - `live_driver`: per merchant, the short lease of the process that moves its tables' rounds and
 *   `wanted_until`, how long rounds keep running after the last visit of a lobby or table.
 * - `live_house_table`: a merchant's own table (`live_table` of 0008 lists outside vendors' tables): game, variant, names per language, limits per spot (minor
 *   units; `spot_max` the lower caps of some spots), order.
 * - `live_shoe`: a committed seed: SHA-256 published while it plays, the seed revealed once
 *   `ended_at` is set; `position` the next card of a card shoe; `rounds` dealt. One open shoe a table.
 * - `live_round`: one round: `betting` → `dealing` (the result stored with the move) → `settled`
 *   (every member round credited). `position` is where it deals from, so a redeal is the same deal.
 *   One unsettled round a table; `(shoe_id, round_no)` unique.
 * - `live_bet`: one confirmation (request id unique per member): `open` (debit in flight) →
 *   `confirmed` (its `answer` kept for a replay) | `void` (refused or rolled back).
 * - `live_member_round`: a member on a round: the confirmed spots summed, the payout once computed,
 *   `credited_at` once the single credit (roundEnded) went through.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_driver (
      merchant_id integer CONSTRAINT live_driver_pk PRIMARY KEY CONSTRAINT live_driver_merchant_fk REFERENCES merchant (id),
      lease_owner text,
      lease_until timestamptz,
      wanted_until timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE live_house_table (
      id serial CONSTRAINT live_house_table_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT live_house_table_merchant_fk REFERENCES merchant (id),
      game_code text NOT NULL CONSTRAINT live_house_table_game_ck
        CHECK (game_code IN ('baccarat', 'dragon-tiger', 'sic-bo', 'roulette', 'fan-tan', 'fish-prawn-crab', 'se-die')),
      variant text NOT NULL DEFAULT 'standard',
      code text NOT NULL,
      names jsonb NOT NULL,
      min_bet bigint NOT NULL CONSTRAINT live_house_table_min_ck CHECK (min_bet > 0),
      max_bet bigint NOT NULL,
      spot_max jsonb NOT NULL DEFAULT '{}'::jsonb,
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT live_house_table_max_ck CHECK (max_bet >= min_bet),
      CONSTRAINT live_house_table_code_uq UNIQUE (merchant_id, code)
    )`.execute(db);

  await sql`
    CREATE TABLE live_shoe (
      id bigserial CONSTRAINT live_shoe_pk PRIMARY KEY,
      table_id integer NOT NULL CONSTRAINT live_shoe_table_fk REFERENCES live_house_table (id),
      seed text NOT NULL CONSTRAINT live_shoe_seed_ck CHECK (seed ~ '^[0-9a-f]{64}$'),
      seed_hash text NOT NULL,
      client_seed text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      rounds integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX live_shoe_open_uq ON live_shoe (table_id) WHERE ended_at IS NULL`.execute(db);
  await sql`CREATE INDEX live_shoe_table_idx ON live_shoe (table_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE live_round (
      id bigserial CONSTRAINT live_round_pk PRIMARY KEY,
      table_id integer NOT NULL CONSTRAINT live_round_table_fk REFERENCES live_house_table (id),
      merchant_id integer NOT NULL CONSTRAINT live_round_merchant_fk REFERENCES merchant (id),
      shoe_id bigint NOT NULL CONSTRAINT live_round_shoe_fk REFERENCES live_shoe (id),
      round_no integer NOT NULL,
      position integer NOT NULL DEFAULT 0,
      phase text NOT NULL DEFAULT 'betting' CONSTRAINT live_round_phase_ck CHECK (phase IN ('betting', 'dealing', 'settled')),
      betting_ends_at timestamptz NOT NULL,
      dealt_at timestamptz,
      settled_at timestamptz,
      next_round_at timestamptz,
      result jsonb,
      summary jsonb,
      used integer,
      created_by text NOT NULL,
      dealt_by text,
      settled_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT live_round_no_uq UNIQUE (shoe_id, round_no),
      CONSTRAINT live_round_dealt_ck CHECK (phase = 'betting' OR result IS NOT NULL)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX live_round_open_uq ON live_round (table_id) WHERE phase <> 'settled'`.execute(db);
  await sql`CREATE INDEX live_round_table_idx ON live_round (table_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE live_bet (
      id bigserial CONSTRAINT live_bet_pk PRIMARY KEY,
      round_id bigint NOT NULL CONSTRAINT live_bet_round_fk REFERENCES live_round (id),
      table_id integer NOT NULL CONSTRAINT live_bet_table_fk REFERENCES live_house_table (id),
      merchant_id integer NOT NULL CONSTRAINT live_bet_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT live_bet_member_fk REFERENCES member (id),
      catalogue_game_id integer NOT NULL CONSTRAINT live_bet_game_fk REFERENCES game (id),
      request_id text NOT NULL,
      txn_id text NOT NULL,
      spots jsonb NOT NULL,
      total bigint NOT NULL CONSTRAINT live_bet_total_ck CHECK (total > 0),
      status text NOT NULL DEFAULT 'open' CONSTRAINT live_bet_status_ck CHECK (status IN ('open', 'voiding', 'confirmed', 'void')),
      error text,
      answer jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT live_bet_request_uq UNIQUE (member_id, request_id),
      CONSTRAINT live_bet_txn_uq UNIQUE (txn_id)
    )`.execute(db);
  await sql`CREATE INDEX live_bet_round_idx ON live_bet (round_id, member_id)`.execute(db);
  await sql`CREATE INDEX live_bet_open_idx ON live_bet (merchant_id, created_at) WHERE status IN ('open', 'voiding')`.execute(db);

  await sql`
    CREATE TABLE live_member_round (
      round_id bigint NOT NULL CONSTRAINT live_member_round_round_fk REFERENCES live_round (id),
      member_id integer NOT NULL CONSTRAINT live_member_round_member_fk REFERENCES member (id),
      table_id integer NOT NULL CONSTRAINT live_member_round_table_fk REFERENCES live_house_table (id),
      catalogue_game_id integer NOT NULL CONSTRAINT live_member_round_game_fk REFERENCES game (id),
      spots jsonb NOT NULL DEFAULT '{}'::jsonb,
      total bigint NOT NULL DEFAULT 0,
      payout bigint,
      spot_payouts jsonb,
      credit_txn text,
      credited_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT live_member_round_pk PRIMARY KEY (round_id, member_id)
    )`.execute(db);
  await sql`CREATE INDEX live_member_round_member_idx ON live_member_round (member_id, table_id, round_id DESC)`.execute(db);
  await sql`CREATE INDEX live_member_round_uncredited_idx ON live_member_round (round_id) WHERE credited_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['live_member_round', 'live_bet', 'live_round', 'live_shoe', 'live_house_table', 'live_driver']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
