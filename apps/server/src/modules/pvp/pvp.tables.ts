import type { ColumnType, Generated } from 'kysely';

/** The PVP tables of migration 0056 (the repository adds them to the app's Database with `withTables`). */
export type PvpTables = {
  pvp_room: {
    id: Generated<number>;
    merchant_id: number;
    game_code: string;
    level: number;
    base: bigint;
    min_balance: bigint;
    rake_bps: number;
    seats: number;
    enabled: Generated<boolean>;
    version: Generated<number>;
    hand_no: Generated<number>;
    next_hand_at: Date | null;
    created_at: Generated<Date>;
  };
  pvp_seat: {
    room_id: number;
    seat: number;
    member_id: number;
    since: Generated<Date>;
    leaving: Generated<boolean>;
  };
  pvp_hand: {
    id: Generated<bigint>;
    room_id: number;
    merchant_id: number;
    catalogue_game_id: number;
    hand_no: number;
    seed: string;
    seed_hash: string;
    client_seed: string;
    /** Member id per seat (null: not dealt in). */
    members: ColumnType<(number | null)[], string, string>;
    /** The encoded game state (pvp/common.ts encodeState). */
    state: ColumnType<unknown, string, string>;
    version: Generated<number>;
    due_version: Generated<number>;
    phase: string;
    deadline: Date | null;
    /** Minor units debited per seat, as text. */
    debited: ColumnType<string[], string, string>;
    finished: Generated<boolean>;
    returns: ColumnType<string[] | null, string | null, string | null>;
    rake: bigint | null;
    created_by: string;
    created_at: Generated<Date>;
    finished_at: Date | null;
    closed_at: Date | null;
  };
  pvp_debit: {
    id: Generated<bigint>;
    hand_id: bigint;
    seat: number;
    member_id: number;
    txn_id: string;
    amount: bigint;
    status: Generated<'open' | 'voiding' | 'applied' | 'void'>;
    created_at: Generated<Date>;
  };
  pvp_action: {
    id: Generated<bigint>;
    member_id: number;
    request_id: string;
    hand_id: bigint;
    seat: number;
    action: ColumnType<unknown, string, string>;
    answer: ColumnType<unknown, string | null, string | null>;
    created_at: Generated<Date>;
  };
  pvp_driver: {
    merchant_id: number;
    lease_owner: string | null;
    lease_until: Date | null;
  };
};
