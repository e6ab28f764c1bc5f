import { type Kysely, sql } from 'kysely';
import type { GameType } from '../games/types';
import type { PayMode } from '../payout';
import type { Schedule } from './schedule';

/** A lottery game as the engine runs it (table lottery_game). */
export type LotteryGame = {
  id: number;
  /** The catalogue game (game.id, the spec's nodeId). */
  gameId: number;
  /** The draw code used in the fair draw's message. */
  code: string;
  vendor: string;
  gameType: GameType;
  schedule: Schedule;
  closeSeconds: number;
  payMode: PayMode['mode'];
  minUnitStake: bigint;
  maxStake: bigint;
  enabled: boolean;
  /** Prize-group bounds: a bet plays at most at `maxSeries` (the member's own group is capped to it), never below `minSeries`. */
  minSeries: number | null;
  maxSeries: number | null;
  /** Most one member may stake on one number/bet option (a unit, see liability.ts) of an issue, and on one issue in all. */
  maxNumberStake: bigint | null;
  maxIssueStake: bigint | null;
  /** A schedule waiting for its first day: draws after `from` follow it (issues.ts). */
  nextSchedule: { schedule: Schedule; from: Date } | null;
};

type Row = {
  id: number;
  game_id: number;
  code: string;
  vendor_code: string;
  game_type: GameType;
  schedule: unknown;
  close_seconds: number;
  pay_mode: PayMode['mode'];
  min_unit_stake: bigint;
  max_stake: bigint;
  enabled: boolean;
  min_series: number | null;
  max_series: number | null;
  max_number_stake: bigint | null;
  max_issue_stake: bigint | null;
  next_schedule: unknown;
  next_schedule_from: Date | null;
};

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const bigOrNull = (value: bigint | null) => (value === null ? null : BigInt(value));

const toGame = (r: Row): LotteryGame => ({
  id: r.id,
  gameId: r.game_id,
  code: r.code,
  vendor: r.vendor_code,
  gameType: r.game_type,
  schedule: json(r.schedule) as Schedule,
  closeSeconds: r.close_seconds,
  payMode: r.pay_mode,
  minUnitStake: BigInt(r.min_unit_stake),
  maxStake: BigInt(r.max_stake),
  enabled: r.enabled,
  minSeries: r.min_series,
  maxSeries: r.max_series,
  maxNumberStake: bigOrNull(r.max_number_stake),
  maxIssueStake: bigOrNull(r.max_issue_stake),
  nextSchedule:
    r.next_schedule && r.next_schedule_from ? { schedule: json(r.next_schedule) as Schedule, from: new Date(r.next_schedule_from) } : null,
});

const COLUMNS = sql`id, game_id, code, vendor_code, game_type, schedule, close_seconds, pay_mode, min_unit_stake, max_stake, enabled,
  min_series, max_series, max_number_stake, max_issue_stake, next_schedule, next_schedule_from`;

/** Every enabled lottery game. */
export async function enabledGames(db: Kysely<any>): Promise<LotteryGame[]> {
  const { rows } = await sql<Row>`SELECT ${COLUMNS} FROM lottery_game WHERE enabled ORDER BY id`.execute(db);
  return rows.map(toGame);
}

/** One lottery game by its id, or undefined. */
export async function gameById(db: Kysely<any>, id: number): Promise<LotteryGame | undefined> {
  const { rows } = await sql<Row>`SELECT ${COLUMNS} FROM lottery_game WHERE id = ${id}`.execute(db);
  return rows[0] ? toGame(rows[0]) : undefined;
}
