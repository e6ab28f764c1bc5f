import { type Kysely, sql } from 'kysely';

/**
 * The in-house lottery (providers/bgs engine, ARCHITECTURE §5). No balances here: every bet,
 * win, refund and rebate moves through the provider wallet protocol (or, for agent rebates, a
 * ledger post of kind `lottery_rebate`).
 *
 * - `lottery_game`: a catalogue game (game.id) the engine runs: its draw code (used in the fair
 *   draw's HMAC message), vendor (LOTT or ELOTT), game type, schedule (jsonb, see
 *   providers/bgs/src/engine/schedule.ts), close seconds, pay mode and stake bounds.
 * - `lottery_issue`: one draw ("numero" YYYYMMDD-NNNN). The server seed is secret until drawn;
 *   only its SHA-256 is shown before. Status open → locked → drawn → settled (or cancelled).
 *   A settlement lease (settle_lease_until) lets one process settle at a time; a crashed one's
 *   lease runs out and another resumes.
 * - `lottery_bet`: one bet of a slip. status placing (debit not yet answered) → pending →
 *   won/lost/push (after the settlement credit was answered), or cancelling → cancelled.
 *   judged_status/payout are written with the outcome, from the judgement, once credited.
 * - `lottery_judgement`: the outcome and payout of each distinct (bet type, selection, unit stake,
 *   series) of a drawn issue — a million bets are mostly a few thousand distinct bets, judged once
 *   each; the settlement joins bets to it.
 * - `lottery_member_series` / `lottery_merchant_config`: prize groups; a member without a row
 *   plays at the merchant's default.
 * - `lottery_wallet_session`: the engine's own store of the provider sessions it opened for a
 *   member and game (a vendor keeps the session tokens it was given).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE lottery_merchant_config (
      merchant_id integer CONSTRAINT lottery_merchant_config_pk PRIMARY KEY CONSTRAINT lottery_merchant_config_merchant_fk REFERENCES merchant (id),
      default_series integer NOT NULL DEFAULT 1900,
      max_series integer NOT NULL DEFAULT 1980,
      CONSTRAINT lottery_merchant_config_series_ck CHECK (default_series BETWEEN 1 AND max_series AND max_series <= 2000)
    )`.execute(db);

  await sql`
    CREATE TABLE lottery_member_series (
      member_id integer CONSTRAINT lottery_member_series_pk PRIMARY KEY CONSTRAINT lottery_member_series_member_fk REFERENCES member (id) ON DELETE CASCADE,
      series integer NOT NULL CONSTRAINT lottery_member_series_ck CHECK (series BETWEEN 1 AND 2000),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE lottery_game (
      id serial CONSTRAINT lottery_game_pk PRIMARY KEY,
      game_id integer NOT NULL CONSTRAINT lottery_game_game_fk REFERENCES game (id) ON DELETE CASCADE,
      code text NOT NULL CONSTRAINT lottery_game_code_ck CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
      vendor_code text NOT NULL CONSTRAINT lottery_game_vendor_ck CHECK (vendor_code IN ('LOTT', 'ELOTT')),
      game_type text NOT NULL CONSTRAINT lottery_game_type_ck CHECK (game_type IN ('ssc', 'pk10', '11x5', 'lhc', 'lf')),
      schedule jsonb NOT NULL,
      close_seconds integer NOT NULL CONSTRAINT lottery_game_close_ck CHECK (close_seconds >= 0),
      pay_mode text NOT NULL DEFAULT 'prize_group' CONSTRAINT lottery_game_pay_mode_ck CHECK (pay_mode IN ('prize_group', 'fixed_odds')),
      min_unit_stake bigint NOT NULL DEFAULT 1,
      max_stake bigint NOT NULL DEFAULT 1000000000,
      enabled boolean NOT NULL DEFAULT true,
      names jsonb NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT lottery_game_code_uq UNIQUE (code),
      CONSTRAINT lottery_game_game_uq UNIQUE (game_id),
      CONSTRAINT lottery_game_stake_ck CHECK (min_unit_stake > 0 AND max_stake >= min_unit_stake)
    )`.execute(db);

  await sql`
    CREATE TABLE lottery_issue (
      id bigserial CONSTRAINT lottery_issue_pk PRIMARY KEY,
      lottery_game_id integer NOT NULL CONSTRAINT lottery_issue_game_fk REFERENCES lottery_game (id) ON DELETE CASCADE,
      numero text NOT NULL,
      opens_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      draws_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'open'
        CONSTRAINT lottery_issue_status_ck CHECK (status IN ('open', 'locked', 'drawn', 'settled', 'cancelled')),
      server_seed text NOT NULL CONSTRAINT lottery_issue_seed_ck CHECK (server_seed ~ '^[0-9a-f]{64}$'),
      seed_hash text NOT NULL,
      result integer[],
      drawn_at timestamptz,
      settled_at timestamptz,
      settle_lease_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT lottery_issue_numero_uq UNIQUE (lottery_game_id, numero),
      CONSTRAINT lottery_issue_times_ck CHECK (opens_at <= closes_at AND closes_at <= draws_at),
      CONSTRAINT lottery_issue_drawn_ck CHECK ((status IN ('drawn', 'settled')) = (result IS NOT NULL AND drawn_at IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX lottery_issue_game_draws_idx ON lottery_issue (lottery_game_id, draws_at)`.execute(db);
  await sql`CREATE INDEX lottery_issue_due_idx ON lottery_issue (draws_at) WHERE status IN ('open', 'locked', 'drawn')`.execute(db);

  await sql`
    CREATE TABLE lottery_bet (
      id bigserial CONSTRAINT lottery_bet_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT lottery_bet_merchant_fk REFERENCES merchant (id),
      member_id integer NOT NULL CONSTRAINT lottery_bet_member_fk REFERENCES member (id),
      lottery_game_id integer NOT NULL CONSTRAINT lottery_bet_game_fk REFERENCES lottery_game (id),
      issue_id bigint NOT NULL CONSTRAINT lottery_bet_issue_fk REFERENCES lottery_issue (id),
      slip_id text NOT NULL,
      bet_type text NOT NULL,
      selection jsonb NOT NULL,
      unit_stake bigint NOT NULL CONSTRAINT lottery_bet_unit_ck CHECK (unit_stake > 0),
      units integer NOT NULL CONSTRAINT lottery_bet_units_ck CHECK (units > 0),
      stake bigint NOT NULL,
      series integer NOT NULL,
      rebate bigint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'placing'
        CONSTRAINT lottery_bet_status_ck CHECK (status IN ('placing', 'pending', 'won', 'lost', 'push', 'cancelling', 'cancelled', 'rejected')),
      judged_status text CONSTRAINT lottery_bet_judged_ck CHECK (judged_status IN ('won', 'lost', 'push')),
      payout bigint NOT NULL DEFAULT 0,
      debit_txn_id text NOT NULL,
      credit_txn_id text,
      placed_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      CONSTRAINT lottery_bet_stake_ck CHECK (stake = unit_stake * units AND rebate >= 0 AND rebate <= stake AND payout >= 0)
    )`.execute(db);
  await sql`CREATE INDEX lottery_bet_issue_idx ON lottery_bet (issue_id, member_id, status)`.execute(db);
  await sql`CREATE INDEX lottery_bet_member_idx ON lottery_bet (member_id, id DESC)`.execute(db);
  await sql`CREATE INDEX lottery_bet_slip_idx ON lottery_bet (slip_id)`.execute(db);

  await sql`
    CREATE TABLE lottery_judgement (
      issue_id bigint NOT NULL CONSTRAINT lottery_judgement_issue_fk REFERENCES lottery_issue (id) ON DELETE CASCADE,
      bet_type text NOT NULL,
      selection jsonb NOT NULL,
      unit_stake bigint NOT NULL,
      series integer NOT NULL,
      status text NOT NULL CONSTRAINT lottery_judgement_status_ck CHECK (status IN ('won', 'lost', 'push')),
      payout bigint NOT NULL CONSTRAINT lottery_judgement_payout_ck CHECK (payout >= 0),
      CONSTRAINT lottery_judgement_pk PRIMARY KEY (issue_id, bet_type, selection, unit_stake, series)
    )`.execute(db);

  await sql`
    CREATE TABLE lottery_wallet_session (
      member_id integer NOT NULL CONSTRAINT lottery_wallet_session_member_fk REFERENCES member (id) ON DELETE CASCADE,
      game_id integer NOT NULL CONSTRAINT lottery_wallet_session_game_fk REFERENCES game (id) ON DELETE CASCADE,
      session_token text NOT NULL,
      expires_at timestamptz NOT NULL,
      CONSTRAINT lottery_wallet_session_pk PRIMARY KEY (member_id, game_id)
    )`.execute(db);
}
