import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ContractKind, Database } from '../../db/schema';
import type { Instants } from '../agent-reports/business-days';
import { likePrefix } from '../agent-team/agent-team.repository';

/** A member of the tree with its team's size and figures over a range (minor units as text). */
export type TreeRowData = {
  id: number;
  username: string;
  type: number;
  status: string;
  parent_id: number | null;
  parent_username: string | null;
  level: number;
  direct: number;
  team_size: number;
  bets: string;
  valid_bet: string;
  payout: string;
  deposits: string;
  withdrawals: string;
};

export type TreeSort = 'username' | 'teamSize' | 'deposits' | 'validBet' | 'ggr';
type Page = { pageNo: number; pageSize: number };

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? sql`ASC` : sql`DESC`);
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Every query of the back office's agent screens. Functions taking `trx` run in the caller's transaction. */
export function createOpsAgentsRepository(db: Kysely<Database>) {
  return {
    /**
     * One page of members — the direct downlines of `parentId`, the merchant's top level, or the
     * usernames starting with a prefix — each with its team (itself and everyone below, through the
     * closure) and the team's figures over the range: play from the 5-minute slot rollups (as the
     * agent's own reports), credited deposits and paid withdrawals by when they happened. Sorting
     * by username pages first and sums the page's teams only; the other sorts sum every candidate.
     */
    async tree(
      merchantId: number,
      filter: { parentId?: number | undefined; username?: string | undefined },
      range: Instants,
      sort: TreeSort,
      order: 'asc' | 'desc',
      page: Page,
    ): Promise<{ rows: TreeRowData[]; total: number }> {
      const where = filter.username
        ? sql`lower(m.username) LIKE ${likePrefix(filter.username)}`
        : filter.parentId !== undefined
          ? sql`m.parent_id = ${filter.parentId}`
          : sql`m.parent_id IS NULL`;
      const candidates = sql`SELECT m.id FROM member m WHERE m.merchant_id = ${merchantId} AND ${where}`;
      const offset = (page.pageNo - 1) * page.pageSize;
      const byName = sort === 'username';
      const selected = byName
        ? sql`SELECT m.id FROM member m WHERE m.merchant_id = ${merchantId} AND ${where}
               ORDER BY lower(m.username) ${direction(order)}, m.id LIMIT ${page.pageSize} OFFSET ${offset}`
        : candidates;
      const orderBy: RawBuilder<unknown> = {
        username: sql`lower(m.username) ${direction(order)}`,
        teamSize: sql`coalesce(z.team_size, 0) ${direction(order)}`,
        deposits: sql`coalesce(dp.amount, 0) ${direction(order)}`,
        validBet: sql`coalesce(p.valid_bet, 0) ${direction(order)}`,
        ggr: sql`coalesce(p.bets - p.payout, 0) ${direction(order)}`,
      }[sort];
      const [rows, count] = await Promise.all([
        sql<TreeRowData>`
          WITH sel AS (${selected}),
          team AS (SELECT c.ancestor_id AS id, c.descendant_id, c.depth FROM member_closure c JOIN sel ON sel.id = c.ancestor_id),
          z AS (SELECT id, count(*) FILTER (WHERE depth = 1)::int AS direct, count(*) FILTER (WHERE depth >= 1)::int AS team_size
                  FROM team GROUP BY id),
          p AS (SELECT t.id, sum(s.bets) AS bets, sum(s.valid_bet) AS valid_bet, sum(s.payout) AS payout
                  FROM team t JOIN member_slot_rollup s ON s.member_id = t.descendant_id
                 WHERE s.merchant_id = ${merchantId} AND s.slot >= ${range.start} AND s.slot < ${range.end} GROUP BY t.id),
          dp AS (SELECT t.id, sum(d.amount) AS amount
                   FROM team t JOIN deposit d ON d.member_id = t.descendant_id
                  WHERE d.merchant_id = ${merchantId} AND d.status = 'CREDITED'
                    AND d.decided_at >= ${range.start} AND d.decided_at < ${range.end} GROUP BY t.id),
          wd AS (SELECT t.id, sum(w.amount) AS amount
                   FROM team t JOIN withdrawal w ON w.member_id = t.descendant_id
                  WHERE w.merchant_id = ${merchantId} AND w.paid_at >= ${range.start} AND w.paid_at < ${range.end} GROUP BY t.id)
          SELECT m.id, m.username, m.type, m.status, m.parent_id, up.username AS parent_username,
                 (SELECT coalesce(max(a.depth), 0)::int FROM member_closure a WHERE a.descendant_id = m.id) AS level,
                 coalesce(z.direct, 0) AS direct, coalesce(z.team_size, 0) AS team_size,
                 coalesce(p.bets, 0)::text AS bets, coalesce(p.valid_bet, 0)::text AS valid_bet,
                 coalesce(p.payout, 0)::text AS payout, coalesce(dp.amount, 0)::text AS deposits,
                 coalesce(wd.amount, 0)::text AS withdrawals
            FROM sel JOIN member m ON m.id = sel.id
            LEFT JOIN member up ON up.id = m.parent_id
            LEFT JOIN z ON z.id = m.id LEFT JOIN p ON p.id = m.id LEFT JOIN dp ON dp.id = m.id LEFT JOIN wd ON wd.id = m.id
           ORDER BY ${orderBy}, m.id
           ${byName ? sql`` : sql`LIMIT ${page.pageSize} OFFSET ${offset}`}`.execute(db),
        sql<{ n: number }>`SELECT count(*)::int AS n FROM (${candidates}) c`.execute(db),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** A member of the merchant. */
    member(executor: Kysely<Database>, merchantId: number, id: number) {
      return executor
        .selectFrom('member')
        .select(['id', 'username', 'type', 'parent_id'])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    memberByUsername(executor: Kysely<Database>, merchantId: number, username: string) {
      return executor
        .selectFrom('member')
        .select(['id', 'username', 'type', 'parent_id'])
        .where('merchant_id', '=', merchantId)
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    /** A member and its uplines, top first. */
    async path(executor: Kysely<Database>, memberId: number): Promise<{ id: number; username: string }[]> {
      return executor
        .selectFrom('member_closure as c')
        .innerJoin('member as m', 'm.id', 'c.ancestor_id')
        .select(['m.id', 'm.username'])
        .where('c.descendant_id', '=', memberId)
        .orderBy('c.depth', 'desc')
        .execute();
    },

    /** The ids of a member's subtree (itself included). */
    async subtree(executor: Kysely<Database>, memberId: number): Promise<number[]> {
      const rows = await executor
        .selectFrom('member_closure')
        .select('descendant_id')
        .where('ancestor_id', '=', memberId)
        .orderBy('descendant_id')
        .execute();
      return rows.map((r) => r.descendant_id);
    },

    /** Locks member rows in id order (a registration under one of them waits: its FK check needs the row). */
    async lockMembers(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
      await sql`SELECT id FROM member WHERE id = ANY(${intArray(ids)}::int[]) ORDER BY id FOR UPDATE`.execute(trx);
    },

    /** A member's pending or active contracts (held, not given). */
    openContracts(trx: Kysely<Database>, memberId: number) {
      return trx
        .selectFrom('agent_contract')
        .select(['id', 'kind', 'status', 'upline_id'])
        .where('member_id', '=', memberId)
        .where('status', 'in', ['pending', 'active'])
        .execute();
    },

    /** A member's lottery prize group, or the merchant's default. */
    async series(trx: Kysely<Database>, merchantId: number, memberId: number): Promise<number> {
      const { rows } = await sql<{ series: number }>`
        SELECT coalesce(
          (SELECT series FROM lottery_member_series WHERE member_id = ${memberId}),
          (SELECT default_series FROM lottery_merchant_config WHERE merchant_id = ${merchantId}),
          1900) AS series`.execute(trx);
      return rows[0]?.series ?? 1900;
    },

    /**
     * Moves a subtree under a new parent: drops the closure rows linking the subtree to its old
     * uplines, links every member of it to every upline of the new parent (depths added), and
     * sets the member's parent. Rows inside the subtree are untouched.
     */
    async moveSubtree(trx: Kysely<Database>, memberId: number, newParentId: number): Promise<void> {
      await sql`
        DELETE FROM member_closure
         WHERE descendant_id IN (SELECT descendant_id FROM member_closure WHERE ancestor_id = ${memberId})
           AND ancestor_id NOT IN (SELECT descendant_id FROM member_closure WHERE ancestor_id = ${memberId})`.execute(trx);
      await sql`
        INSERT INTO member_closure (ancestor_id, descendant_id, depth)
        SELECT up.ancestor_id, down.descendant_id, up.depth + down.depth + 1
          FROM member_closure up, member_closure down
         WHERE up.descendant_id = ${newParentId} AND down.ancestor_id = ${memberId}`.execute(trx);
      await trx.updateTable('member').set({ parent_id: newParentId }).where('id', '=', memberId).execute();
    },

    /** Contract settlement records of the merchant overlapping a range, newest period first (or by amount). */
    async settlements(
      filter: {
        merchantId: number;
        kind?: ContractKind | undefined;
        agentId?: number | undefined;
        start?: Date | undefined;
        end?: Date | undefined;
      },
      sort: 'periodStart' | 'amount',
      order: 'asc' | 'desc',
      page: Page,
    ) {
      let base = db
        .selectFrom('contract_settlement as s')
        .innerJoin('member as m', 'm.id', 's.agent_id')
        .where('s.merchant_id', '=', filter.merchantId);
      if (filter.kind) base = base.where('s.kind', '=', filter.kind);
      if (filter.agentId !== undefined) base = base.where('s.agent_id', '=', filter.agentId);
      if (filter.start) base = base.where('s.period_end', '>', filter.start);
      if (filter.end) base = base.where('s.period_start', '<', filter.end);
      const column = sort === 'amount' ? sql`s.amount` : sql`s.period_start`;
      const [rows, summary] = await Promise.all([
        base
          .selectAll('s')
          .select('m.username')
          .orderBy(sql`${column} ${direction(order)}`)
          .orderBy('s.id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        base
          .select([sql<number>`count(*)::int`.as('n'), sql<string>`coalesce(sum(s.amount), 0)::text`.as('amount')])
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: summary.n, amount: BigInt(summary.amount) };
    },
  };
}

export type OpsAgentsRepository = ReturnType<typeof createOpsAgentsRepository>;
