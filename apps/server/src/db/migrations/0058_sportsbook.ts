import { type Kysely, sql } from 'kysely';

/**
 * The in-house sportsbook (issue 23, docs/sportsbook/SERVER.md): football, esports and cockfight
 * in one model, priced and settled with providers/sportsbook, paid through the provider wallet
 * protocol as vendor FSB.
 * - `sportsbook_driver`: per merchant, the short lease of the process that plays the simulated
 *   matches, accepts in-play bets after their delay and settles.
 * - `sportsbook_settings`: per merchant, a member's smallest stake and largest stake per bet, and
 *   the in-play delay (defaults when no row).
 * - `sportsbook_league`: a league, tournament (esports) or arena (cockfight), names per language.
 * - `sportsbook_match`: a fixture: `feed_ref` is the feed's id (unique per merchant); status
 *   scheduled → live → finished, or postponed, cancelled; the live minute, period and score;
 *   `detail` the sport's own (esports title, best-of and maps; the cockfight's fight number; the
 *   football half-time score); `result` the maths package's MatchResult and `result_version` its
 *   correction count. `settle_rev` moves with every change that settlement must see (a result, a
 *   voided market); `settled_rev` is the last one every bet on the match was settled against.
 *   A simulated match (`sim`) is played by the driver from its seed.
 * - `sportsbook_market`: a market of a match by its key (`ah:-0.75`), open | suspended | settled |
 *   void, its largest stake per bet (NULL: the merchant's).
 * - `sportsbook_selection`: a selection's price in thousandths of decimal odds (> 1000); not
 *   `offered` when the feed took it off the board.
 * - `sportsbook_bet`: one bet (request id unique per member): `placing` (debit in flight) →
 *   `pending` (in-play delay) → `open` → `settled` | `void`, or `rejected` (held as `rejecting` while
 *   its debit is rolled back). `payout` is what it pays in all now; `settle_seq` counts the payout
 *   figures written (1 the first settlement, each correction one more) and `settle_txn` is the
 *   wallet txn of the latest; `credited_seq` the last figure the wallet confirmed.
 * - `sportsbook_bet_leg`: a selection of a bet with the odds taken and its outcome once known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sportsbook_driver (
      merchant_id integer CONSTRAINT sportsbook_driver_pk PRIMARY KEY CONSTRAINT sportsbook_driver_merchant_fk REFERENCES merchant (id),
      lease_owner text,
      lease_until timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE sportsbook_settings (
      merchant_id integer CONSTRAINT sportsbook_settings_pk PRIMARY KEY CONSTRAINT sportsbook_settings_merchant_fk REFERENCES merchant (id),
      min_stake bigint NOT NULL CONSTRAINT sportsbook_settings_min_ck CHECK (min_stake > 0),
      max_stake bigint NOT NULL,
      in_play_delay_ms integer NOT NULL CONSTRAINT sportsbook_settings_delay_ck CHECK (in_play_delay_ms BETWEEN 0 AND 60000),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sportsbook_settings_max_ck CHECK (max_stake >= min_stake)
    )`.execute(db);

  await sql`
    CREATE TABLE sportsbook_league (
      id serial CONSTRAINT sportsbook_league_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT sportsbook_league_merchant_fk REFERENCES merchant (id),
      sport text NOT NULL CONSTRAINT sportsbook_league_sport_ck CHECK (sport IN ('football', 'esports', 'cockfight')),
      code text NOT NULL,
      names jsonb NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      hot boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sportsbook_league_code_uq UNIQUE (merchant_id, sport, code)
    )`.execute(db);

  await sql`
    CREATE TABLE sportsbook_match (
      id bigserial CONSTRAINT sportsbook_match_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT sportsbook_match_merchant_fk REFERENCES merchant (id),
      league_id integer NOT NULL CONSTRAINT sportsbook_match_league_fk REFERENCES sportsbook_league (id),
      sport text NOT NULL CONSTRAINT sportsbook_match_sport_ck CHECK (sport IN ('football', 'esports', 'cockfight')),
      feed_ref text NOT NULL,
      home_names jsonb NOT NULL,
      away_names jsonb NOT NULL,
      starts_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'scheduled'
        CONSTRAINT sportsbook_match_status_ck CHECK (status IN ('scheduled', 'live', 'finished', 'postponed', 'cancelled')),
      minute integer,
      period text,
      score jsonb,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb,
      hot boolean NOT NULL DEFAULT false,
      result jsonb,
      result_version integer NOT NULL DEFAULT 0,
      settle_rev integer NOT NULL DEFAULT 0,
      settled_rev integer NOT NULL DEFAULT 0,
      sim jsonb,
      feed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sportsbook_match_feed_uq UNIQUE (merchant_id, feed_ref)
    )`.execute(db);
  await sql`CREATE INDEX sportsbook_match_list_idx ON sportsbook_match (merchant_id, sport, starts_at)`.execute(db);
  await sql`CREATE INDEX sportsbook_match_unsettled_idx ON sportsbook_match (merchant_id) WHERE settled_rev < settle_rev`.execute(db);
  await sql`
    CREATE INDEX sportsbook_match_sim_idx ON sportsbook_match (merchant_id)
     WHERE sim IS NOT NULL AND status IN ('scheduled', 'live')`.execute(db);

  await sql`
    CREATE TABLE sportsbook_market (
      id bigserial CONSTRAINT sportsbook_market_pk PRIMARY KEY,
      match_id bigint NOT NULL CONSTRAINT sportsbook_market_match_fk REFERENCES sportsbook_match (id),
      market_key text NOT NULL,
      status text NOT NULL DEFAULT 'open' CONSTRAINT sportsbook_market_status_ck CHECK (status IN ('open', 'suspended', 'settled', 'void')),
      max_stake bigint CONSTRAINT sportsbook_market_max_ck CHECK (max_stake > 0),
      sort integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sportsbook_market_key_uq UNIQUE (match_id, market_key)
    )`.execute(db);

  await sql`
    CREATE TABLE sportsbook_selection (
      market_id bigint NOT NULL CONSTRAINT sportsbook_selection_market_fk REFERENCES sportsbook_market (id),
      selection_key text NOT NULL,
      odds_milli integer NOT NULL CONSTRAINT sportsbook_selection_odds_ck CHECK (odds_milli > 1000),
      offered boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sportsbook_selection_pk PRIMARY KEY (market_id, selection_key)
    )`.execute(db);

  await sql`
    CREATE TABLE sportsbook_bet (
      id bigserial CONSTRAINT sportsbook_bet_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT sportsbook_bet_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT sportsbook_bet_member_fk REFERENCES member (id),
      catalogue_game_id integer NOT NULL CONSTRAINT sportsbook_bet_game_fk REFERENCES game (id),
      request_id text NOT NULL,
      kind text NOT NULL CONSTRAINT sportsbook_bet_kind_ck CHECK (kind IN ('single', 'parlay')),
      stake bigint NOT NULL CONSTRAINT sportsbook_bet_stake_ck CHECK (stake > 0),
      odds_milli bigint NOT NULL CONSTRAINT sportsbook_bet_odds_ck CHECK (odds_milli > 1000),
      acceptance text NOT NULL CONSTRAINT sportsbook_bet_acceptance_ck CHECK (acceptance IN ('any', 'better', 'none')),
      status text NOT NULL DEFAULT 'placing' CONSTRAINT sportsbook_bet_status_ck
        CHECK (status IN ('placing', 'pending', 'open', 'rejecting', 'rejected', 'settled', 'void')),
      error text,
      accept_at timestamptz,
      accepted_at timestamptz,
      outcome text,
      payout bigint CONSTRAINT sportsbook_bet_payout_ck CHECK (payout >= 0),
      settle_seq integer NOT NULL DEFAULT 0,
      settle_txn text,
      credited_seq integer NOT NULL DEFAULT 0,
      settled_at timestamptz,
      credited_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT sportsbook_bet_request_uq UNIQUE (member_id, request_id),
      CONSTRAINT sportsbook_bet_seq_ck CHECK (credited_seq <= settle_seq AND (settle_seq = 0 OR (payout IS NOT NULL AND settle_txn IS NOT NULL)))
    )`.execute(db);
  await sql`CREATE INDEX sportsbook_bet_member_idx ON sportsbook_bet (member_id, id DESC)`.execute(db);
  await sql`
    CREATE INDEX sportsbook_bet_moving_idx ON sportsbook_bet (merchant_id, status, created_at)
     WHERE status IN ('placing', 'pending', 'rejecting')`.execute(db);
  await sql`CREATE INDEX sportsbook_bet_uncredited_idx ON sportsbook_bet (merchant_id) WHERE credited_seq < settle_seq`.execute(db);

  await sql`
    CREATE TABLE sportsbook_bet_leg (
      bet_id bigint NOT NULL CONSTRAINT sportsbook_bet_leg_bet_fk REFERENCES sportsbook_bet (id),
      leg_no smallint NOT NULL,
      match_id bigint NOT NULL CONSTRAINT sportsbook_bet_leg_match_fk REFERENCES sportsbook_match (id),
      market_id bigint NOT NULL CONSTRAINT sportsbook_bet_leg_market_fk REFERENCES sportsbook_market (id),
      selection_key text NOT NULL,
      odds_milli integer NOT NULL CONSTRAINT sportsbook_bet_leg_odds_ck CHECK (odds_milli > 1000),
      outcome text CONSTRAINT sportsbook_bet_leg_outcome_ck CHECK (outcome IN ('win', 'half_win', 'push', 'half_loss', 'lose', 'void')),
      CONSTRAINT sportsbook_bet_leg_pk PRIMARY KEY (bet_id, leg_no),
      CONSTRAINT sportsbook_bet_leg_match_uq UNIQUE (bet_id, match_id)
    )`.execute(db);
  await sql`CREATE INDEX sportsbook_bet_leg_match_idx ON sportsbook_bet_leg (match_id, bet_id)`.execute(db);
  await sql`CREATE INDEX sportsbook_bet_leg_market_idx ON sportsbook_bet_leg (market_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sportsbook_bet_leg',
    'sportsbook_bet',
    'sportsbook_selection',
    'sportsbook_market',
    'sportsbook_match',
    'sportsbook_league',
    'sportsbook_settings',
    'sportsbook_driver',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
