import type { MemberStatus, TeamSort } from '@fortuna/shared';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Which part of a tree a team query reads: one level below `scopeId`, or every depth when searching. */
export type TeamScope = {
  scopeId: number;
  /** A username prefix: every depth below `scopeId` instead of its direct downlines. */
  search?: string | undefined;
  status?: MemberStatus | undefined;
};

/** One member of a team page with its wallet, prize group and team sizes. */
export type TeamRow = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  created_at: Date;
  last_login_at: Date | null;
  /** Levels below the scope member. */
  depth: number;
  balance: string;
  series: number | null;
  parent_username: string | null;
  direct_count: string;
  team_count: string;
};

/** One step of the way down from an agent: a member and how far below the agent it is. */
export type PathRow = { id: number; username: string; depth: number };

/** `LIKE` pattern of a prefix: its own `%`, `_` and `\` match themselves. */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** The ORDER BY of a sort over the columns of one relation (`m` inside the page, `p` around it). */
function orderOf(sort: TeamSort, column: (name: 'id' | 'username' | 'created_at' | 'last_login_at' | 'balance') => RawBuilder<unknown>) {
  switch (sort) {
    case 'oldest':
      return sql`${column('created_at')} ASC, ${column('id')} ASC`;
    case 'balance':
      return sql`${column('balance')} DESC, ${column('id')} ASC`;
    case 'lastLogin':
      return sql`${column('last_login_at')} DESC NULLS LAST, ${column('id')} DESC`;
    case 'username':
      return sql`lower(${column('username')}) ASC, ${column('id')} ASC`;
    default:
      return sql`${column('created_at')} DESC, ${column('id')} DESC`;
  }
}

/**
 * Every query of team management, over the closure table (ARCHITECTURE §6): a team at any depth
 * is one join, and a page's team sizes come from one lateral count per row of the page only.
 */
export function createAgentTeamRepository(db: Kysely<Database>) {
  /** The members of a scope, before paging: one level, or every depth when searching. */
  function members(scope: TeamScope) {
    let query = db
      .selectFrom('member_closure as c')
      .innerJoin('member as m', 'm.id', 'c.descendant_id')
      .where('c.ancestor_id', '=', scope.scopeId);
    query =
      scope.search === undefined
        ? query.where('c.depth', '=', 1)
        : query.where('c.depth', '>=', 1).where(sql<string>`lower(m.username)`, 'like', likePrefix(scope.search));
    if (scope.status) query = query.where('m.status', '=', scope.status);
    return query;
  }

  return {
    /**
     * The way from `agentId` down to `memberId`, both included, top first; empty when `memberId`
     * is not in the agent's subtree (then none of its uplines is either).
     */
    async path(agentId: number, memberId: number): Promise<PathRow[]> {
      return db
        .selectFrom('member_closure as up')
        .innerJoin('member_closure as down', (join) =>
          join.onRef('down.descendant_id', '=', 'up.ancestor_id').on('down.ancestor_id', '=', agentId),
        )
        .innerJoin('member as m', 'm.id', 'up.ancestor_id')
        .select(['m.id', 'm.username', 'down.depth'])
        .where('up.descendant_id', '=', memberId)
        .orderBy('down.depth')
        .execute();
    },

    /** One page of a scope in the sort's order, with each row's main wallet, prize group, upline and team sizes. */
    async page(scope: TeamScope, sort: TeamSort, pageNo: number, pageSize: number): Promise<TeamRow[]> {
      const page = members(scope)
        .leftJoin('ledger_account as w', (join) =>
          join.onRef('w.member_id', '=', 'm.id').on('w.owner', '=', 'member').on('w.kind', '=', 'main'),
        )
        .select([
          'm.id',
          'm.username',
          'm.nickname',
          'm.type',
          'm.status',
          'm.parent_id',
          'm.created_at',
          'm.last_login_at',
          'c.depth',
          sql<string>`coalesce(w.balance, 0)::text`.as('balance'),
          sql<string>`coalesce(w.balance, 0)`.as('balance_minor'),
        ])
        .orderBy(orderOf(sort, (name) => (name === 'balance' ? sql`coalesce(w.balance, 0)` : sql.ref(`m.${name}`))))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);

      return db
        .selectFrom(page.as('p'))
        .leftJoin('member as up', 'up.id', 'p.parent_id')
        .leftJoin('lottery_member_series as s', 's.member_id', 'p.id')
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('member_closure as t')
              .select([
                sql<string>`count(*) FILTER (WHERE t.depth = 1)`.as('direct_count'),
                sql<string>`count(*) FILTER (WHERE t.depth >= 1)`.as('team_count'),
              ])
              .whereRef('t.ancestor_id', '=', 'p.id')
              .as('t'),
          (join) => join.onTrue(),
        )
        .select([
          'p.id',
          'p.username',
          'p.nickname',
          'p.type',
          'p.status',
          'p.created_at',
          'p.last_login_at',
          'p.depth',
          'p.balance',
          's.series',
          'up.username as parent_username',
          't.direct_count',
          't.team_count',
        ])
        .orderBy(orderOf(sort, (name) => sql.ref(`p.${name === 'balance' ? 'balance_minor' : name}`)))
        .execute() as Promise<TeamRow[]>;
    },

    /** How many members the whole scope holds. */
    async count(scope: TeamScope): Promise<number> {
      const row = await members(scope)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The prize group of members nobody gave one. */
    async defaultSeries(merchantId: number): Promise<number> {
      const row = await db
        .selectFrom('lottery_merchant_config')
        .select('default_series')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return row?.default_series ?? 1900;
    },
  };
}

export type AgentTeamRepository = ReturnType<typeof createAgentTeamRepository>;
