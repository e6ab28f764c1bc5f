import { type Kysely, sql } from 'kysely';

/**
 * Agent contracts and their settlements (issue #8, ARCHITECTURE §6).
 *
 * - `merchant.time_zone`: the IANA zone the merchant's business days, weeks, half-months and
 *   months are counted in (contract periods, the agent home's clock, team reports). UTC by default.
 * - `member_slot_rollup`: per member and 5-minute slot, the figures of the rounds settled in it,
 *   written with the hourly rollup by the same statement path (provider-wallet/round-rollup.ts).
 *   Real-time salary is settled every 5 minutes, and merchants' days need not start on a UTC hour
 *   (Myanmar is UTC+06:30), so contract settlements and team reports read slots, not hours. A slot
 *   is UTC-aligned: any zone whose offset is a multiple of 5 minutes has whole slots per day.
 * - `agent_contract`: a contract an upline (or, for a top-level agent, the house through an
 *   operator) offers to an agent: pending → active (signed) | rejected | withdrawn; active →
 *   terminated (a termination request the other side accepted, or a cascade) | replaced (a newer
 *   signed contract of the same kind). At most one active and one pending per agent and kind.
 *   `tiers` is a JSON array (schemas/contracts.ts): amounts are minor units as strings, rates are
 *   parts per million of the volume.
 * - `contract_settlement_run`: the claim of one settlement run, one row per (merchant, kind,
 *   period, period start), inserted in the transaction that posts the run's payouts: any process
 *   may try, exactly one succeeds, a crash rolls the claim back with the payouts.
 * - `contract_settlement`: one agent's computation for one period (volumes, tier, rates, gross,
 *   what its contracted downlines earned, the amount paid), kept for the agent to see.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE merchant ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC'`.execute(db);

  await sql`
    CREATE TABLE member_slot_rollup (
      member_id integer NOT NULL CONSTRAINT member_slot_rollup_member_fk REFERENCES member (id),
      slot timestamptz NOT NULL,
      merchant_id integer NOT NULL CONSTRAINT member_slot_rollup_merchant_fk REFERENCES merchant (id),
      bets bigint NOT NULL DEFAULT 0,
      valid_bet bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      profit bigint NOT NULL DEFAULT 0,
      rounds integer NOT NULL DEFAULT 0,
      CONSTRAINT member_slot_rollup_pk PRIMARY KEY (member_id, slot),
      CONSTRAINT member_slot_rollup_slot_ck CHECK (extract(epoch FROM slot)::bigint % 300 = 0)
    )`.execute(db);
  await sql`CREATE INDEX member_slot_rollup_merchant_idx ON member_slot_rollup (merchant_id, slot)`.execute(db);
  await sql`
    INSERT INTO member_slot_rollup (member_id, slot, merchant_id, bets, valid_bet, payout, profit, rounds)
    SELECT r.member_id, to_timestamp(floor(extract(epoch FROM r.settled_at) / 300) * 300), r.merchant_id,
           sum(r.total_bet), sum(r.total_bet), sum(r.total_win), sum(r.total_win - r.total_bet), count(*)
      FROM game_round r
     WHERE r.status = 'settled' AND NOT r.play_money
     GROUP BY 1, 2, 3`.execute(db);

  await sql`
    CREATE TABLE agent_contract (
      id serial CONSTRAINT agent_contract_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT agent_contract_merchant_fk REFERENCES merchant (id),
      kind text NOT NULL CONSTRAINT agent_contract_kind_ck CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
      period text NOT NULL,
      upline_id integer CONSTRAINT agent_contract_upline_fk REFERENCES member (id),
      offered_by_operator integer CONSTRAINT agent_contract_operator_fk REFERENCES operator (id),
      member_id integer NOT NULL CONSTRAINT agent_contract_member_fk REFERENCES member (id),
      tiers jsonb NOT NULL CONSTRAINT agent_contract_tiers_ck CHECK (jsonb_typeof(tiers) = 'array' AND jsonb_array_length(tiers) BETWEEN 1 AND 20),
      status text NOT NULL DEFAULT 'pending'
        CONSTRAINT agent_contract_status_ck CHECK (status IN ('pending', 'active', 'rejected', 'withdrawn', 'terminated', 'replaced')),
      offered_at timestamptz NOT NULL DEFAULT now(),
      signed_at timestamptz,
      ended_at timestamptz,
      end_reason text CONSTRAINT agent_contract_end_reason_ck CHECK (end_reason IN ('rejected', 'withdrawn', 'terminated', 'cascade', 'replaced')),
      termination_requested_by integer CONSTRAINT agent_contract_termination_by_fk REFERENCES member (id),
      termination_requested_at timestamptz,
      CONSTRAINT agent_contract_period_ck CHECK (
        (kind = 'dividend' AND period IN ('daily', 'weekly', 'semimonthly', 'monthly'))
        OR (kind = 'daily_salary' AND period = 'daily')
        OR (kind = 'hourly_salary' AND period = 'hourly')
        OR (kind = 'realtime_salary' AND period = 'realtime')),
      CONSTRAINT agent_contract_parties_ck CHECK (upline_id IS DISTINCT FROM member_id),
      CONSTRAINT agent_contract_signed_ck CHECK ((status IN ('active', 'terminated', 'replaced')) = (signed_at IS NOT NULL)),
      CONSTRAINT agent_contract_ended_ck CHECK ((status IN ('pending', 'active')) = (ended_at IS NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX agent_contract_active_uq ON agent_contract (member_id, kind) WHERE status = 'active'`.execute(db);
  await sql`CREATE UNIQUE INDEX agent_contract_pending_uq ON agent_contract (member_id, kind) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX agent_contract_upline_idx ON agent_contract (upline_id, kind, status)`.execute(db);
  await sql`CREATE INDEX agent_contract_merchant_idx ON agent_contract (merchant_id, kind, status)`.execute(db);

  await sql`
    CREATE TABLE contract_settlement_run (
      merchant_id integer NOT NULL CONSTRAINT contract_settlement_run_merchant_fk REFERENCES merchant (id),
      kind text NOT NULL,
      period text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      agents integer NOT NULL DEFAULT 0,
      total bigint NOT NULL DEFAULT 0,
      settled_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT contract_settlement_run_pk PRIMARY KEY (merchant_id, kind, period, period_start),
      CONSTRAINT contract_settlement_run_range_ck CHECK (period_end > period_start)
    )`.execute(db);

  await sql`
    CREATE TABLE contract_settlement (
      id bigserial CONSTRAINT contract_settlement_pk PRIMARY KEY,
      merchant_id integer NOT NULL CONSTRAINT contract_settlement_merchant_fk REFERENCES merchant (id),
      kind text NOT NULL,
      period text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      agent_id integer NOT NULL CONSTRAINT contract_settlement_agent_fk REFERENCES member (id),
      contract_id integer NOT NULL CONSTRAINT contract_settlement_contract_fk REFERENCES agent_contract (id),
      team_bets bigint NOT NULL,
      team_valid_bet bigint NOT NULL,
      team_profit bigint NOT NULL,
      active_members integer NOT NULL,
      won_valid_bet bigint NOT NULL DEFAULT 0,
      lost_valid_bet bigint NOT NULL DEFAULT 0,
      tier_index integer,
      rate_ppm integer NOT NULL DEFAULT 0,
      loss_rate_ppm integer,
      gross bigint NOT NULL,
      downline_gross bigint NOT NULL,
      amount bigint NOT NULL CONSTRAINT contract_settlement_amount_ck CHECK (amount >= 0),
      ledger_transaction_id bigint CONSTRAINT contract_settlement_ledger_fk REFERENCES ledger_transaction (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT contract_settlement_uq UNIQUE (agent_id, kind, period, period_start)
    )`.execute(db);
  await sql`CREATE INDEX contract_settlement_agent_idx ON contract_settlement (agent_id, kind, period_start DESC)`.execute(db);
}
