import type { SortOrder, TeamBettingSort } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { likePrefix } from '../agent-team/agent-team.repository';

/** Whose rounds: one member's (its betting record), or a team's (the agent back office's team betting). */
export type RoundOwners = { memberId: number } | { teamOf: number; usernamePrefix?: string | undefined };

/** What narrows a betting record: the rounds' owners, game, status and when they started ([start, end) instants). */
export type BettingRecordFilter = {
  owners: RoundOwners;
  /** Play-money rounds are shown only to trial accounts. */
  withPlayMoney: boolean;
  category?: string | undefined;
  vendor?: string | undefined;
  status?: 'open' | 'settled' | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
};

/** The order of a page: newest first, or by a column. */
export type RoundOrder = { sort: TeamBettingSort; order: SortOrder };
const NEWEST_FIRST: RoundOrder = { sort: 'createdAt', order: 'desc' };

/** Every query of the betting record: game rounds with their game and member, and the lottery issues behind them. */
export function createBettingRecordRepository(db: Kysely<Database>) {
  function rounds(filter: BettingRecordFilter) {
    let base = db
      .selectFrom('game_round as r')
      .leftJoin('game as g', 'g.id', 'r.game_id')
      // Unused columns of a left join on a key are dropped by the planner: the sums do not pay for it.
      .leftJoin('member as m', 'm.id', 'r.member_id');
    const { owners } = filter;
    if ('memberId' in owners) base = base.where('r.member_id', '=', owners.memberId);
    else {
      base = base.where(
        'r.member_id',
        'in',
        db.selectFrom('member_closure').select('descendant_id').where('ancestor_id', '=', owners.teamOf),
      );
      if (owners.usernamePrefix) base = base.where(sql<string>`lower(m.username)`, 'like', likePrefix(owners.usernamePrefix));
    }
    if (!filter.withPlayMoney) base = base.where('r.play_money', '=', false);
    if (filter.category) base = base.where('g.category_code', '=', filter.category);
    if (filter.vendor) base = base.where('r.vendor_code', '=', filter.vendor);
    if (filter.status) base = base.where('r.status', '=', filter.status);
    if (filter.start) base = base.where('r.created_at', '>=', filter.start);
    if (filter.end) base = base.where('r.created_at', '<', filter.end);
    return base;
  }

  return {
    /** One page of rounds in the asked order (newest first by default), with the count and the bet and win sums of the whole filter. */
    async page(filter: BettingRecordFilter, pageNo: number, pageSize: number, order: RoundOrder = NEWEST_FIRST) {
      const base = rounds(filter);
      const dir = order.order === 'asc' ? sql`ASC` : sql`DESC`;
      const column = {
        createdAt: sql.ref('r.created_at'),
        username: sql`lower(m.username)`,
        bet: sql.ref('r.total_bet'),
        win: sql.ref('r.total_win'),
        profit: sql`(r.total_win - r.total_bet)`,
      }[order.sort];
      const [rows, sums] = await Promise.all([
        base
          .select([
            'r.id',
            'r.round_id',
            'r.member_id',
            'm.username',
            'r.vendor_code',
            'r.total_bet',
            'r.total_win',
            'r.status',
            'r.created_at',
            'r.settled_at',
            'g.names',
            'g.category_code',
          ])
          .orderBy(sql`${column} ${dir}, r.created_at DESC, r.id DESC`)
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

    /**
     * The numero of each issue and how many bets each of `memberIds` placed in it (rejected bets
     * never counted); a member without bets in an issue has no row.
     */
    async lotteryIssues(memberIds: readonly number[], issueIds: readonly bigint[]) {
      if (issueIds.length === 0 || memberIds.length === 0) return [];
      return db
        .selectFrom('lottery_issue as i')
        .leftJoin('lottery_bet as b', (join) =>
          join.onRef('b.issue_id', '=', 'i.id').on('b.member_id', 'in', memberIds).on('b.status', '<>', 'rejected'),
        )
        .select((eb) => ['i.id', 'i.numero', 'b.member_id', eb.fn.count<string>('b.id').as('bets')])
        .where('i.id', 'in', issueIds)
        .groupBy(['i.id', 'i.numero', 'b.member_id'])
        .execute();
    },
  };
}

export type BettingRecordRepository = ReturnType<typeof createBettingRecordRepository>;
