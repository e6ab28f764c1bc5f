import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** The live tables of migration 0055 (the repository adds them to the app's Database with `withTables`). */
export type LiveTablesDb = {
  live_driver: { merchant_id: number; lease_owner: string | null; lease_until: Date | null; wanted_until: Generated<Date> };
  live_house_table: {
    id: Generated<number>;
    merchant_id: number;
    game_code: string;
    variant: Generated<string>;
    code: string;
    names: Json<Record<string, string>>;
    min_bet: bigint;
    max_bet: bigint;
    /** Spot → max (minor units as text). */
    spot_max: ColumnType<Record<string, string>, string | undefined, string>;
    sort: Generated<number>;
    enabled: Generated<boolean>;
    created_at: Generated<Date>;
  };
  live_shoe: {
    id: Generated<bigint>;
    table_id: number;
    seed: string;
    seed_hash: string;
    client_seed: string;
    position: Generated<number>;
    rounds: Generated<number>;
    created_at: Generated<Date>;
    ended_at: Date | null;
  };
  live_round: {
    id: Generated<bigint>;
    table_id: number;
    merchant_id: number;
    shoe_id: bigint;
    round_no: number;
    position: Generated<number>;
    phase: Generated<'betting' | 'dealing' | 'settled'>;
    betting_ends_at: Date;
    dealt_at: Date | null;
    settled_at: Date | null;
    next_round_at: Date | null;
    result: ColumnType<unknown, string | null | undefined, string | null>;
    summary: ColumnType<import('@fortuna/bgs/live').ResultSummary | null, string | null | undefined, string | null>;
    used: number | null;
    created_by: string;
    dealt_by: string | null;
    settled_by: string | null;
    created_at: Generated<Date>;
  };
  live_bet: {
    id: Generated<bigint>;
    round_id: bigint;
    table_id: number;
    merchant_id: number;
    member_id: number;
    catalogue_game_id: number;
    request_id: string;
    txn_id: string;
    /** Spot → minor units as text. */
    spots: Json<Record<string, string>>;
    total: bigint;
    status: Generated<'open' | 'voiding' | 'confirmed' | 'void'>;
    error: string | null;
    /** The LiveBetResult the confirmation answered (a replay answers it again). */
    answer: ColumnType<unknown, string | null | undefined, string | null>;
    created_at: Generated<Date>;
  };
  live_member_round: {
    round_id: bigint;
    member_id: number;
    table_id: number;
    catalogue_game_id: number;
    spots: ColumnType<Record<string, string>, string | undefined, string>;
    total: Generated<bigint>;
    payout: bigint | null;
    spot_payouts: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
    credit_txn: string | null;
    credited_at: Date | null;
    created_at: Generated<Date>;
  };
};

export type LiveTableRow = Selectable<LiveTablesDb['live_house_table']>;
export type LiveShoeRow = Selectable<LiveTablesDb['live_shoe']>;
export type LiveRoundRow = Selectable<LiveTablesDb['live_round']>;
export type LiveBetRow = Selectable<LiveTablesDb['live_bet']>;
export type LiveMemberRoundRow = Selectable<LiveTablesDb['live_member_round']>;
