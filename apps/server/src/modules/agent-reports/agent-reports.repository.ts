import type { IncomeKind, SortOrder, TeamTransactionKind, TeamTransactionStatus, UserLossSort } from '@fortuna/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { likePrefix } from '../agent-team/agent-team.repository';
import type { Instants } from './business-days';

/** A team: `scopeId` and everyone below it, all of one merchant (whose indexes the queries use). */
export type Team = { merchantId: number; scopeId: number };
/** Whose team a report reads; `username` narrows it to a prefix. */
export type ReportScope = Team & { username?: string | undefined };

/** One day's play of a team, from the slot rollups (minor units as text). */
export type PlayDayRow = { day: string; bets: string; valid_bet: string; payout: string; profit: string; rounds: string };
/** One day's count and sum (deposits, withdrawals). */
export type MoneyDayRow = { day: string; n: string; amount: string };

/** A user-loss row: one member's play over the range. */
export type UserLossRowData = {
  member_id: number;
  username: string;
  depth: number;
  bets: string;
  valid_bet: string;
  payout: string;
  profit: string;
  rounds: string;
};

/** A deposit or withdrawal of a team member. */
export type TransactionRowData = {
  kind: TeamTransactionKind;
  id: number;
  member_id: number;
  username: string;
  amount: string;
  status: TeamTransactionStatus;
  created_at: Date;
  decided_at: Date | null;
};

/** Withdrawal statuses that mean the money left the platform. */
const PAID_OUT = ['PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const;

const direction = (order: SortOrder) => (order === 'asc' ? sql`ASC` : sql`DESC`);

/**
 * Every query of the team reports (schemas/agent-reports.ts), over the closure table (a team at
 * any depth is one semi-join) and the 5-minute slot rollups, never raw bets (ARCHITECTURE §6).
 * Days are grouped in the merchant's zone by the database (`AT TIME ZONE`), ranges are instants.
 */
export function createAgentReportsRepository(db: Kysely<Database>) {
  /** The ids of a team: the scope member and everyone below it. */
  const team = (scopeId: number) => db.selectFrom('member_closure').select('descendant_id').where('ancestor_id', '=', scopeId);
  /** The merchant's yyyy-MM-dd of an instant column. */
  const dayOf = (column: RawBuilder<unknown>, timeZone: string) => sql<string>`to_char(${column} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;

  return {
    /** `memberId` as seen from `agentId`: its username and how far below it is; undefined when outside the agent's subtree. */
    async downline(agentId: number, memberId: number) {
      return db
        .selectFrom('member_closure as c')
        .innerJoin('member as m', 'm.id', 'c.descendant_id')
        .select(['m.id', 'm.username', 'c.depth'])
        .where('c.ancestor_id', '=', agentId)
        .where('c.descendant_id', '=', memberId)
        .executeTakeFirst();
    },

    /** Whether anyone in a team (the scope member included) has a username starting with `prefix`, any case. */
    async hasUsernamePrefix(scopeId: number, prefix: string): Promise<boolean> {
      const row = await db
        .selectFrom('member_closure as c')
        .innerJoin('member as m', 'm.id', 'c.descendant_id')
        .select('m.id')
        .where('c.ancestor_id', '=', scopeId)
        .where(sql<string>`lower(m.username)`, 'like', likePrefix(prefix))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Team sizes today and the downlines registered per day of the range. */
    async members(scopeId: number, range: Instants, timeZone: string) {
      const [sizes, joined] = await Promise.all([
        db
          .selectFrom('member_closure')
          .select([
            sql<string>`count(*) FILTER (WHERE depth = 1)`.as('direct'),
            sql<string>`count(*) FILTER (WHERE depth >= 1)`.as('total'),
          ])
          .where('ancestor_id', '=', scopeId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('member_closure as c')
          .innerJoin('member as m', 'm.id', 'c.descendant_id')
          .select([dayOf(sql.ref('m.created_at'), timeZone).as('day'), sql<string>`count(*)`.as('n')])
          .where('c.ancestor_id', '=', scopeId)
          .where('c.depth', '>=', 1)
          .where('m.created_at', '>=', range.start)
          .where('m.created_at', '<', range.end)
          .groupBy(sql`1`)
          .execute(),
      ]);
      return { direct: Number(sizes.direct), total: Number(sizes.total), joined };
    },

    /** The team's play per business day, from the slot rollups. */
    playByDay({ merchantId, scopeId }: Team, range: Instants, timeZone: string): Promise<PlayDayRow[]> {
      return db
        .selectFrom('member_slot_rollup as s')
        .select([
          dayOf(sql.ref('s.slot'), timeZone).as('day'),
          sql<string>`sum(s.bets)::text`.as('bets'),
          sql<string>`sum(s.valid_bet)::text`.as('valid_bet'),
          sql<string>`sum(s.payout)::text`.as('payout'),
          sql<string>`sum(s.profit)::text`.as('profit'),
          sql<string>`sum(s.rounds)::text`.as('rounds'),
        ])
        .where('s.merchant_id', '=', merchantId)
        .where('s.member_id', 'in', team(scopeId))
        .where('s.slot', '>=', range.start)
        .where('s.slot', '<', range.end)
        .groupBy(sql`1`)
        .execute();
    },

    /** Team members (the scope member included) whose valid bet over the range is above zero. */
    async activeMembers({ merchantId, scopeId }: Team, range: Instants): Promise<number> {
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('member_slot_rollup as s')
            .select('s.member_id')
            .where('s.merchant_id', '=', merchantId)
            .where('s.member_id', 'in', team(scopeId))
            .where('s.slot', '>=', range.start)
            .where('s.slot', '<', range.end)
            .groupBy('s.member_id')
            .having(sql`sum(s.valid_bet)`, '>', 0)
            .as('a'),
        )
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The team's credited deposits per business day they were credited. */
    depositsByDay({ merchantId, scopeId }: Team, range: Instants, timeZone: string): Promise<MoneyDayRow[]> {
      return db
        .selectFrom('deposit as d')
        .select([
          dayOf(sql.ref('d.decided_at'), timeZone).as('day'),
          sql<string>`count(*)`.as('n'),
          sql<string>`sum(d.amount)::text`.as('amount'),
        ])
        .where('d.merchant_id', '=', merchantId)
        .where('d.status', '=', 'CREDITED')
        .where('d.member_id', 'in', team(scopeId))
        .where('d.decided_at', '>=', range.start)
        .where('d.decided_at', '<', range.end)
        .groupBy(sql`1`)
        .execute();
    },

    /** The team's paid-out withdrawals per business day they were paid. */
    withdrawalsByDay({ merchantId, scopeId }: Team, range: Instants, timeZone: string): Promise<MoneyDayRow[]> {
      return db
        .selectFrom('withdrawal as w')
        .select([
          dayOf(sql.ref('w.paid_at'), timeZone).as('day'),
          sql<string>`count(*)`.as('n'),
          sql<string>`sum(w.amount)::text`.as('amount'),
        ])
        .where('w.merchant_id', '=', merchantId)
        .where('w.member_id', 'in', team(scopeId))
        .where('w.paid_at', '>=', range.start)
        .where('w.paid_at', '<', range.end)
        .groupBy(sql`1`)
        .execute();
    },

    /** Team members whose first credited deposit ever was credited in the range: how many, and those deposits' sum. */
    async firstDeposits({ merchantId, scopeId }: Team, range: Instants) {
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('deposit as d')
            .select(['d.member_id', 'd.amount', 'd.decided_at'])
            .distinctOn('d.member_id')
            .where('d.merchant_id', '=', merchantId)
            .where('d.status', '=', 'CREDITED')
            .where('d.member_id', 'in', team(scopeId))
            .orderBy('d.member_id')
            .orderBy('d.decided_at')
            .orderBy('d.id')
            .as('f'),
        )
        .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(f.amount), 0)::text`.as('amount')])
        .where('f.decided_at', '>=', range.start)
        .where('f.decided_at', '<', range.end)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), amount: BigInt(row.amount) };
    },

    /** What the team's members received per reward kind (net of corrections), by ledger transaction time. */
    rewards({ merchantId, scopeId }: Team, kinds: readonly string[], range: Instants) {
      return db
        .selectFrom('ledger_transaction as t')
        .innerJoin('ledger_entry as e', 'e.transaction_id', 't.id')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .select(['t.kind', sql<string>`sum(e.amount)::text`.as('amount')])
        .where('t.merchant_id', '=', merchantId)
        .where('t.kind', 'in', kinds)
        .where('t.created_at', '>=', range.start)
        .where('t.created_at', '<', range.end)
        .where('a.owner', '=', 'member')
        .where('a.member_id', 'in', team(scopeId))
        .groupBy('t.kind')
        .execute();
    },

    /** One page of user loss: each team member's play over the range, in the sort's order, with the count and sums of the whole result. */
    async userLoss(scope: ReportScope, range: Instants, sort: UserLossSort, order: SortOrder, pageNo: number, pageSize: number) {
      let grouped = db
        .selectFrom('member_slot_rollup as s')
        .innerJoin('member_closure as c', (join) =>
          join.onRef('c.descendant_id', '=', 's.member_id').on('c.ancestor_id', '=', scope.scopeId),
        )
        .innerJoin('member as m', 'm.id', 's.member_id')
        .where('s.merchant_id', '=', scope.merchantId)
        .select([
          's.member_id',
          'm.username',
          'c.depth',
          sql<string>`sum(s.bets)`.as('bets'),
          sql<string>`sum(s.valid_bet)`.as('valid_bet'),
          sql<string>`sum(s.payout)`.as('payout'),
          sql<string>`sum(s.profit)`.as('profit'),
          sql<string>`sum(s.rounds)`.as('rounds'),
        ])
        .where('s.slot', '>=', range.start)
        .where('s.slot', '<', range.end)
        .groupBy(['s.member_id', 'm.username', 'c.depth'])
        // A member whose rounds were all corrected away has nothing to show.
        .having((eb) => eb.or([eb(sql`sum(s.rounds)`, '<>', 0), eb(sql`sum(s.bets)`, '<>', 0), eb(sql`sum(s.payout)`, '<>', 0)]));
      if (scope.username) grouped = grouped.where(sql<string>`lower(m.username)`, 'like', likePrefix(scope.username));

      const column = {
        username: sql`lower(g.username)`,
        bets: sql.ref('g.bets'),
        validBet: sql.ref('g.valid_bet'),
        payout: sql.ref('g.payout'),
        profit: sql.ref('g.profit'),
        rounds: sql.ref('g.rounds'),
      }[sort];
      const [rows, sums] = await Promise.all([
        db
          .selectFrom(grouped.as('g'))
          .select([
            'g.member_id',
            'g.username',
            'g.depth',
            sql<string>`g.bets::text`.as('bets'),
            sql<string>`g.valid_bet::text`.as('valid_bet'),
            sql<string>`g.payout::text`.as('payout'),
            sql<string>`g.profit::text`.as('profit'),
            sql<string>`g.rounds::text`.as('rounds'),
          ])
          .orderBy(sql`${column} ${direction(order)}, g.member_id ASC`)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute() as Promise<UserLossRowData[]>,
        db
          .selectFrom(grouped.as('g'))
          .select([
            sql<string>`count(*)`.as('n'),
            sql<string>`coalesce(sum(g.bets), 0)::text`.as('bets'),
            sql<string>`coalesce(sum(g.valid_bet), 0)::text`.as('valid_bet'),
            sql<string>`coalesce(sum(g.payout), 0)::text`.as('payout'),
            sql<string>`coalesce(sum(g.profit), 0)::text`.as('profit'),
            sql<string>`coalesce(sum(g.rounds), 0)::text`.as('rounds'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(sums.n), sums };
    },

    /** One page of the income kinds credited to (or corrected on) a member's accounts, with the count and per-kind sums of the filter. */
    async income(
      memberId: number,
      filter: { kinds: readonly IncomeKind[]; start?: Date | undefined; end?: Date | undefined },
      sort: 'createdAt' | 'amount',
      order: SortOrder,
      pageNo: number,
      pageSize: number,
    ) {
      let base = db
        .selectFrom('ledger_entry as e')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id')
        .where('a.owner', '=', 'member')
        .where('a.member_id', '=', memberId)
        .where('t.kind', 'in', filter.kinds);
      if (filter.start) base = base.where('e.created_at', '>=', filter.start);
      if (filter.end) base = base.where('e.created_at', '<', filter.end);
      const column = sort === 'amount' ? sql.ref('e.amount') : sql.ref('e.id');
      const [rows, sums] = await Promise.all([
        base
          .select(['e.id', 't.kind', 'e.amount', 'e.balance_after', 't.reference', 't.memo', 'e.created_at'])
          .orderBy(sql`${column} ${direction(order)}, e.id ${direction(order)}`)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base
          .select(['t.kind', sql<string>`count(*)`.as('n'), sql<string>`sum(e.amount)::text`.as('amount')])
          .groupBy('t.kind')
          .execute(),
      ]);
      return { rows, sums };
    },

    /** One page of a team's deposits and withdrawals by request time, with the count and paid sums of the filter. */
    async transactions(
      scope: ReportScope,
      filter: {
        kind?: TeamTransactionKind | undefined;
        status?: TeamTransactionStatus | undefined;
        start?: Date | undefined;
        end?: Date | undefined;
      },
      sort: 'createdAt' | 'username' | 'amount',
      order: SortOrder,
      pageNo: number,
      pageSize: number,
    ) {
      let deposits = db
        .selectFrom('deposit as d')
        .select([
          sql<TeamTransactionKind>`'deposit'`.as('kind'),
          'd.id',
          'd.member_id',
          'd.amount',
          sql<TeamTransactionStatus>`d.status`.as('status'),
          'd.created_at',
          'd.decided_at',
          sql<boolean>`d.status = 'CREDITED'`.as('done'),
        ])
        .where('d.merchant_id', '=', scope.merchantId)
        .where('d.member_id', 'in', team(scope.scopeId));
      let withdrawals = db
        .selectFrom('withdrawal as w')
        .select([
          sql<TeamTransactionKind>`'withdrawal'`.as('kind'),
          'w.id',
          'w.member_id',
          'w.amount',
          sql<TeamTransactionStatus>`w.status`.as('status'),
          'w.created_at',
          'w.decided_at',
          sql<boolean>`w.status IN (${sql.join(PAID_OUT.map((s) => sql.lit(s)))})`.as('done'),
        ])
        .where('w.merchant_id', '=', scope.merchantId)
        .where('w.member_id', 'in', team(scope.scopeId));
      if (filter.status) {
        deposits = deposits.where(sql<string>`d.status`, '=', filter.status);
        withdrawals = withdrawals.where(sql<string>`w.status`, '=', filter.status);
      }
      if (filter.start) {
        deposits = deposits.where('d.created_at', '>=', filter.start);
        withdrawals = withdrawals.where('w.created_at', '>=', filter.start);
      }
      if (filter.end) {
        deposits = deposits.where('d.created_at', '<', filter.end);
        withdrawals = withdrawals.where('w.created_at', '<', filter.end);
      }
      const both = filter.kind === 'deposit' ? deposits : filter.kind === 'withdrawal' ? withdrawals : deposits.unionAll(withdrawals);
      let base = db.selectFrom(both.as('x')).innerJoin('member as m', 'm.id', 'x.member_id');
      if (scope.username) base = base.where(sql<string>`lower(m.username)`, 'like', likePrefix(scope.username));
      const column = { createdAt: sql.ref('x.created_at'), username: sql`lower(m.username)`, amount: sql.ref('x.amount') }[sort];

      const [rows, sums] = await Promise.all([
        base
          .select([
            'x.kind',
            'x.id',
            'x.member_id',
            'm.username',
            sql<string>`x.amount::text`.as('amount'),
            'x.status',
            'x.created_at',
            'x.decided_at',
          ])
          .orderBy(sql`${column} ${direction(order)}, x.created_at DESC, x.kind ASC, x.id DESC`)
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute() as Promise<TransactionRowData[]>,
        base
          .select([
            sql<string>`count(*)`.as('n'),
            sql<string>`count(*) FILTER (WHERE x.kind = 'deposit' AND x.done)`.as('deposits'),
            sql<string>`coalesce(sum(x.amount) FILTER (WHERE x.kind = 'deposit' AND x.done), 0)::text`.as('deposit_amount'),
            sql<string>`count(*) FILTER (WHERE x.kind = 'withdrawal' AND x.done)`.as('withdrawals'),
            sql<string>`coalesce(sum(x.amount) FILTER (WHERE x.kind = 'withdrawal' AND x.done), 0)::text`.as('withdrawal_amount'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, sums };
    },
  };
}

export type AgentReportsRepository = ReturnType<typeof createAgentReportsRepository>;
