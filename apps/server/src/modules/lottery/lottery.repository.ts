import type { GameType } from '@fortuna/bgs/types';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A lottery game with its catalogue entry. */
export type LotteryGameRow = {
  id: number;
  game_id: number;
  code: string;
  vendor_code: string;
  game_type: GameType;
  pay_mode: 'prize_group' | 'fixed_odds';
  names: Record<string, string>;
  min_unit_stake: bigint;
  max_stake: bigint;
  /** The game's highest prize group (migration 0029): a member's own group counts at most as this. */
  max_series: number | null;
};

export type IssueRow = {
  id: bigint;
  numero: string;
  status: 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  seed_hash: string;
  server_seed: string;
  result: number[] | null;
  drawn_at: Date | null;
};

/** An issue with the lottery game it belongs to. */
export type GameIssueRow = IssueRow & { lottery_game_id: number };

const ISSUE_COLUMNS = [
  'i.id',
  'i.numero',
  'i.status',
  'i.opens_at',
  'i.closes_at',
  'i.draws_at',
  'i.seed_hash',
  'i.server_seed',
  'i.result',
  'i.drawn_at',
] as const;

/** Every query of the lottery calls (the engine's own SQL lives in providers/bgs/src/engine). */
export function createLotteryRepository(db: Kysely<Database>) {
  const games = () =>
    db
      .selectFrom('lottery_game as l')
      .innerJoin('game as g', 'g.id', 'l.game_id')
      .select([
        'l.id',
        'l.game_id',
        'l.code',
        'l.vendor_code',
        'l.game_type',
        'l.pay_mode',
        'g.names',
        'l.min_unit_stake',
        'l.max_stake',
        'l.max_series',
      ])
      .where('l.enabled', '=', true)
      .where('g.enabled', '=', true);
  const issues = () => db.selectFrom('lottery_issue as i').select(ISSUE_COLUMNS);

  return {
    /** Every enabled lottery game, in catalogue order. */
    async games(): Promise<LotteryGameRow[]> {
      return (await games().orderBy('l.sort').orderBy('l.id').execute()) as LotteryGameRow[];
    },

    /** The enabled lottery games the member played most recently. */
    async recentGames(memberId: number, limit: number): Promise<LotteryGameRow[]> {
      return (await games()
        .innerJoin('recent_game as r', 'r.game_id', 'l.game_id')
        .where('r.member_id', '=', memberId)
        .orderBy('r.last_played_at', 'desc')
        .limit(limit)
        .execute()) as LotteryGameRow[];
    },

    async gameByCode(code: string): Promise<LotteryGameRow | undefined> {
      // The lottery's own code, or the catalogue's game code (a lobby card opens /lottery?gameCode=
      // with the catalogue code, spec §4 game start); the lottery code wins when both match.
      return (await games()
        .where((eb) => eb.or([eb('l.code', '=', code), eb('g.game_code', '=', code)]))
        .orderBy(sql`l.code = ${code}`, 'desc')
        .orderBy('l.id')
        .executeTakeFirst()) as LotteryGameRow | undefined;
    },

    /** Whether the ELOTT category lists TCG_LOTTO_VN or LOTT (spec §4 prize mode). */
    async elottHasLottery(): Promise<boolean> {
      const row = await db
        .selectFrom('category_vendor')
        .select('vendor_code')
        .where('category_code', '=', 'ELOTT')
        .where('vendor_code', 'in', ['TCG_LOTTO_VN', 'LOTT'])
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The open issues of a game whose betting has not closed, soonest first. */
    upcoming(lotteryGameId: number, now: Date, limit: number): Promise<IssueRow[]> {
      return issues()
        .where('i.lottery_game_id', '=', lotteryGameId)
        .where('i.status', '=', 'open')
        .where('i.closes_at', '>', now)
        .orderBy('i.draws_at')
        .limit(limit)
        .execute() as Promise<IssueRow[]>;
    },

    /** For each of these games, its soonest open issue whose betting has not closed (one query for a whole lobby). */
    upcomingOfEach(lotteryGameIds: readonly number[], now: Date): Promise<GameIssueRow[]> {
      if (lotteryGameIds.length === 0) return Promise.resolve([]);
      return issues()
        .select('i.lottery_game_id')
        .distinctOn('i.lottery_game_id')
        .where('i.lottery_game_id', 'in', lotteryGameIds)
        .where('i.status', '=', 'open')
        .where('i.closes_at', '>', now)
        .orderBy('i.lottery_game_id')
        .orderBy('i.draws_at')
        .execute() as Promise<GameIssueRow[]>;
    },

    /** For each of these games, its latest drawn issue (one query for a whole lobby). */
    lastDrawnOfEach(lotteryGameIds: readonly number[]): Promise<GameIssueRow[]> {
      if (lotteryGameIds.length === 0) return Promise.resolve([]);
      return issues()
        .select('i.lottery_game_id')
        .distinctOn('i.lottery_game_id')
        .where('i.lottery_game_id', 'in', lotteryGameIds)
        .where('i.status', 'in', ['drawn', 'settled'])
        .orderBy('i.lottery_game_id')
        .orderBy('i.draws_at', 'desc')
        .execute() as Promise<GameIssueRow[]>;
    },

    /** Drawn issues of a game, newest first. */
    drawn(lotteryGameId: number, offset: number, limit: number): Promise<IssueRow[]> {
      return issues()
        .where('i.lottery_game_id', '=', lotteryGameId)
        .where('i.status', 'in', ['drawn', 'settled'])
        .orderBy('i.draws_at', 'desc')
        .offset(offset)
        .limit(limit)
        .execute() as Promise<IssueRow[]>;
    },

    async drawnCount(lotteryGameId: number): Promise<number> {
      const row = await db
        .selectFrom('lottery_issue')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('lottery_game_id', '=', lotteryGameId)
        .where('status', 'in', ['drawn', 'settled'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    issue(lotteryGameId: number, numero: string): Promise<IssueRow | undefined> {
      return issues().where('i.lottery_game_id', '=', lotteryGameId).where('i.numero', '=', numero).executeTakeFirst() as Promise<
        IssueRow | undefined
      >;
    },

    /** The member's own series, else the merchant's default, and the merchant's maximum. */
    async series(memberId: number, merchantId: number): Promise<{ own: number; max: number }> {
      const row = await sql<{ own: number; max: number }>`
        SELECT coalesce(s.series, c.default_series, 1900) AS own, coalesce(c.max_series, 1980) AS max
          FROM (SELECT 1) one
          LEFT JOIN lottery_member_series s ON s.member_id = ${memberId}
          LEFT JOIN lottery_merchant_config c ON c.merchant_id = ${merchantId}`.execute(db);
      return row.rows[0] ?? { own: 1900, max: 1980 };
    },

    /** A member's bets, newest first, with their game and issue. */
    async memberBets(memberId: number, filter: { lotteryGameId?: number; status?: string }, offset: number, limit: number) {
      let query = db
        .selectFrom('lottery_bet as b')
        .innerJoin('lottery_issue as i', 'i.id', 'b.issue_id')
        .innerJoin('lottery_game as l', 'l.id', 'b.lottery_game_id')
        .where('b.member_id', '=', memberId)
        .where('b.status', 'not in', ['placing', 'rejected']);
      if (filter.lotteryGameId !== undefined) query = query.where('b.lottery_game_id', '=', filter.lotteryGameId);
      if (filter.status === 'cancelled') query = query.where('b.status', 'in', ['cancelled', 'cancelling']);
      else if (filter.status) query = query.where('b.status', '=', filter.status as never);
      const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .select([
          'b.id',
          'b.slip_id',
          'l.code',
          'i.numero',
          'i.result',
          'b.bet_type',
          'b.selection',
          'b.unit_stake',
          'b.units',
          'b.stake',
          'b.series',
          'b.rebate',
          'b.status',
          'b.payout',
          'b.placed_at',
          'b.settled_at',
        ])
        .orderBy('b.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return { total: Number(total.n), rows };
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
