import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What narrows a member's betting record; dates are yyyy-MM-dd, both included. */
export type BettingRecordFilter = {
  memberId: number;
  /** Play-money rounds are shown only to trial accounts. */
  withPlayMoney: boolean;
  category?: string;
  vendor?: string;
  from?: string;
  to?: string;
};

/** Every query of the betting record: game rounds with their game, and the lottery issues behind them. */
export function createBettingRecordRepository(db: Kysely<Database>) {
  function rounds(filter: BettingRecordFilter) {
    let base = db.selectFrom('game_round as r').leftJoin('game as g', 'g.id', 'r.game_id').where('r.member_id', '=', filter.memberId);
    if (!filter.withPlayMoney) base = base.where('r.play_money', '=', false);
    if (filter.category) base = base.where('g.category_code', '=', filter.category);
    if (filter.vendor) base = base.where('r.vendor_code', '=', filter.vendor);
    if (filter.from) base = base.where('r.created_at', '>=', sql<Date>`${filter.from}::date`);
    if (filter.to) base = base.where('r.created_at', '<', sql<Date>`${filter.to}::date + 1`);
    return base;
  }

  return {
    /** One page of a member's rounds, newest first, with the count and the bet and win sums of the whole filter. */
    async page(filter: BettingRecordFilter, pageNo: number, pageSize: number) {
      const base = rounds(filter);
      const [rows, sums] = await Promise.all([
        base
          .select([
            'r.id',
            'r.round_id',
            'r.vendor_code',
            'r.total_bet',
            'r.total_win',
            'r.status',
            'r.created_at',
            'r.settled_at',
            'g.names',
            'g.category_code',
          ])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base
          .select((eb) => [
            eb.fn.countAll<string>().as('n'),
            eb.fn.coalesce(eb.fn.sum<string>('r.total_bet'), sql<string>`0`).as('bet'),
            eb.fn.coalesce(eb.fn.sum<string>('r.total_win'), sql<string>`0`).as('win'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(sums.n), bet: BigInt(sums.bet), win: BigInt(sums.win) };
    },

    /** The numero of each issue and how many bets the member placed in it (rejected bets never counted). */
    async lotteryIssues(memberId: number, issueIds: readonly bigint[]) {
      if (issueIds.length === 0) return [];
      return db
        .selectFrom('lottery_issue as i')
        .leftJoin('lottery_bet as b', (join) =>
          join.onRef('b.issue_id', '=', 'i.id').on('b.member_id', '=', memberId).on('b.status', '<>', 'rejected'),
        )
        .select((eb) => ['i.id', 'i.numero', eb.fn.count<string>('b.id').as('bets')])
        .where('i.id', 'in', issueIds)
        .groupBy(['i.id', 'i.numero'])
        .execute();
    },
  };
}

export type BettingRecordRepository = ReturnType<typeof createBettingRecordRepository>;
