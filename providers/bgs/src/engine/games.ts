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
};

const toGame = (r: Row): LotteryGame => ({
  id: r.id,
  gameId: r.game_id,
  code: r.code,
  vendor: r.vendor_code,
  gameType: r.game_type,
  schedule: (typeof r.schedule === 'string' ? JSON.parse(r.schedule) : r.schedule) as Schedule,
  closeSeconds: r.close_seconds,
  payMode: r.pay_mode,
  minUnitStake: BigInt(r.min_unit_stake),
  maxStake: BigInt(r.max_stake),
  enabled: r.enabled,
});

const COLUMNS = sql`id, game_id, code, vendor_code, game_type, schedule, close_seconds, pay_mode, min_unit_stake, max_stake, enabled`;

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
