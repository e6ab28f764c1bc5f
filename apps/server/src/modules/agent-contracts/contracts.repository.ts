import type { ContractKind, ContractPeriod, ContractStatus } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { AgentContractTable, Database } from '../../db/schema';
import type { CascadeContract } from './cascade';
import { tiersFromJson } from './tiers';

/** One contract row with the usernames of its parties (`upline_username` null for the house). */
export type ContractRow = {
  id: number;
  merchant_id: number;
  kind: ContractKind;
  period: ContractPeriod;
  upline_id: number | null;
  offered_by_operator: number | null;
  member_id: number;
  tiers: unknown;
  status: ContractStatus;
  offered_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
  end_reason: AgentContractTable['end_reason'];
  termination_requested_by: number | null;
  termination_requested_at: Date | null;
  member_username: string;
  upline_username: string | null;
};

/** A member as the contract rules need it. */
export type PartyRow = { id: number; merchant_id: number; username: string; type: number; parent_id: number | null };

/** Which contracts a list reads. */
export type ContractFilter = {
  /** Contracts held by this member (`mine`) or offered by it (`downlines`). */
  memberId?: number;
  uplineId?: number;
  kind?: ContractKind | undefined;
  /** Every status, not only pending and active. */
  history: boolean;
};

const CURRENT = ['pending', 'active'] as const;

/** How an end is written: the statuses and reasons a current contract may end with. */
export type ContractEnd = {
  status: 'rejected' | 'withdrawn' | 'terminated' | 'replaced';
  reason: NonNullable<AgentContractTable['end_reason']>;
};

/**
 * Every query of agent contracts. The `lock*` reads run inside the caller's transaction and lock
 * the rows they return (`FOR UPDATE`), shallow rows before deep ones and by id within a level, so
 * every operation takes its locks in one global order and two of them never deadlock.
 */
export function createContractsRepository(db: Kysely<Database>) {
  /** Contracts with both usernames. */
  function withParties(executor: Kysely<Database>) {
    return executor
      .selectFrom('agent_contract as c')
      .innerJoin('member as m', 'm.id', 'c.member_id')
      .leftJoin('member as u', 'u.id', 'c.upline_id')
      .selectAll('c')
      .select(['m.username as member_username', 'u.username as upline_username']);
  }

  function filtered(filter: ContractFilter) {
    let query = withParties(db);
    if (filter.memberId !== undefined) query = query.where('c.member_id', '=', filter.memberId);
    if (filter.uplineId !== undefined) query = query.where('c.upline_id', '=', filter.uplineId);
    if (filter.kind) query = query.where('c.kind', '=', filter.kind);
    if (!filter.history) query = query.where('c.status', 'in', CURRENT);
    return query;
  }

  return {
    /** A member of the merchant, or undefined. */
    async member(merchantId: number, memberId: number): Promise<PartyRow | undefined> {
      return db
        .selectFrom('member')
        .select(['id', 'merchant_id', 'username', 'type', 'parent_id'])
        .where('id', '=', memberId)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
    },

    /** Whether any member above `memberId` has one of the agent types. */
    async hasAgentAbove(memberId: number, agentTypes: readonly number[]): Promise<boolean> {
      if (agentTypes.length === 0) return false;
      const row = await db
        .selectFrom('member_closure as c')
        .innerJoin('member as m', 'm.id', 'c.ancestor_id')
        .select('m.id')
        .where('c.descendant_id', '=', memberId)
        .where('c.depth', '>=', 1)
        .where('m.type', 'in', [...agentTypes])
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One contract of the merchant with its parties, read in `executor` (a transaction or the pool). */
    async byId(merchantId: number, id: number, executor: Kysely<Database> = db): Promise<ContractRow | undefined> {
      return (await withParties(executor).where('c.id', '=', id).where('c.merchant_id', '=', merchantId).executeTakeFirst()) as
        | ContractRow
        | undefined;
    },

    /** Locks one contract row and returns its current state. */
    async lock(trx: Kysely<Database>, id: number): Promise<ContractRow | undefined> {
      const row = await trx.selectFrom('agent_contract').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      return row ? ((await withParties(trx).where('c.id', '=', id).executeTakeFirst()) as ContractRow) : undefined;
    },

    /** Locks a member's active contract of a kind (the one it may share), if any. */
    async lockActive(trx: Kysely<Database>, memberId: number, kind: ContractKind): Promise<ContractRow | undefined> {
      const row = await trx
        .selectFrom('agent_contract')
        .select('id')
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('status', '=', 'active')
        .forUpdate()
        .executeTakeFirst();
      return row ? ((await withParties(trx).where('c.id', '=', row.id).executeTakeFirst()) as ContractRow) : undefined;
    },

    /**
     * Locks the current contracts of a kind held by `rootId` and everyone below it, top level
     * first, and returns them for the cascade (the root's own are among them).
     */
    async lockSubtree(trx: Kysely<Database>, rootId: number, kind: ContractKind): Promise<CascadeContract[]> {
      const rows = await sql<{
        id: number;
        member_id: number;
        upline_id: number | null;
        status: 'pending' | 'active';
        tiers: unknown;
        period: ContractPeriod;
      }>`
        SELECT c.id, c.member_id, c.upline_id, c.status, c.tiers, c.period
          FROM agent_contract c
          JOIN member_closure t ON t.descendant_id = c.member_id AND t.ancestor_id = ${rootId}
         WHERE c.kind = ${kind} AND c.status IN ('pending', 'active')
         ORDER BY t.depth, c.id
           FOR UPDATE OF c`.execute(trx);
      return rows.rows.map((r) => ({
        id: r.id,
        memberId: r.member_id,
        uplineId: r.upline_id,
        status: r.status,
        period: r.period,
        tiers: tiersFromJson(r.tiers),
      }));
    },

    /** Ends current contracts (pending or active ones as the end says); returns the ids it ended. */
    async end(trx: Kysely<Database>, ids: readonly number[], end: ContractEnd): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await trx
        .updateTable('agent_contract')
        .set({
          status: end.status,
          end_reason: end.reason,
          ended_at: sql<Date>`now()`,
          termination_requested_by: null,
          termination_requested_at: null,
        })
        .where('id', 'in', [...ids])
        .where('status', 'in', CURRENT)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Withdraws a member's pending offer of a kind (a new offer replaces it); returns it. */
    async withdrawPending(trx: Kysely<Database>, memberId: number, kind: ContractKind) {
      return trx
        .updateTable('agent_contract')
        .set({ status: 'withdrawn', end_reason: 'withdrawn', ended_at: sql<Date>`now()` })
        .where('member_id', '=', memberId)
        .where('kind', '=', kind)
        .where('status', '=', 'pending')
        .returning(['id', 'upline_id'])
        .execute();
    },

    /** A new pending offer. */
    async insertOffer(
      trx: Kysely<Database>,
      offer: {
        merchantId: number;
        kind: ContractKind;
        period: ContractPeriod;
        uplineId: number | null;
        operatorId: number | null;
        memberId: number;
        tiers: string;
      },
    ): Promise<number> {
      const row = await trx
        .insertInto('agent_contract')
        .values({
          merchant_id: offer.merchantId,
          kind: offer.kind,
          period: offer.period,
          upline_id: offer.uplineId,
          offered_by_operator: offer.operatorId,
          member_id: offer.memberId,
          tiers: offer.tiers,
          signed_at: null,
          ended_at: null,
          end_reason: null,
          termination_requested_by: null,
          termination_requested_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A pending offer becomes the active contract. */
    async activate(trx: Kysely<Database>, id: number): Promise<void> {
      await trx.updateTable('agent_contract').set({ status: 'active', signed_at: sql<Date>`now()` }).where('id', '=', id).execute();
    },

    /** Records (a member id) or clears (null) a termination request. */
    async setTerminationRequest(trx: Kysely<Database>, id: number, requestedBy: number | null): Promise<void> {
      await trx
        .updateTable('agent_contract')
        .set({ termination_requested_by: requestedBy, termination_requested_at: requestedBy === null ? null : sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** Usernames of members, by id. */
    async usernames(trx: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('member')
        .select(['id', 'username'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    /** One page of a list, newest offer first. */
    async page(filter: ContractFilter, pageNo: number, pageSize: number): Promise<ContractRow[]> {
      return (await filtered(filter)
        .orderBy('c.offered_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute()) as ContractRow[];
    },

    async count(filter: ContractFilter): Promise<number> {
      let query = db.selectFrom('agent_contract as c');
      if (filter.memberId !== undefined) query = query.where('c.member_id', '=', filter.memberId);
      if (filter.uplineId !== undefined) query = query.where('c.upline_id', '=', filter.uplineId);
      if (filter.kind) query = query.where('c.kind', '=', filter.kind);
      if (!filter.history) query = query.where('c.status', 'in', CURRENT);
      const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The current contracts an agent is a party to that wait for someone: pending offers and
     * active contracts with a termination request, newest first, at most `limit`.
     */
    async open(memberId: number, limit: number): Promise<ContractRow[]> {
      const rows = await withParties(db)
        .where((eb) => eb.or([eb('c.member_id', '=', memberId), eb('c.upline_id', '=', memberId)]))
        .where((eb) =>
          eb.or([
            eb('c.status', '=', 'pending'),
            eb.and([eb('c.status', '=', 'active'), eb('c.termination_requested_by', 'is not', null)]),
          ]),
        )
        .orderBy(sql`coalesce(c.termination_requested_at, c.offered_at)`, 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
      return rows as ContractRow[];
    },

    /** The member's current contracts (held, not given), for the consolidated info. */
    async held(memberId: number): Promise<Pick<ContractRow, 'kind' | 'status' | 'termination_requested_by'>[]> {
      return db
        .selectFrom('agent_contract')
        .select(['kind', 'status', 'termination_requested_by'])
        .where('member_id', '=', memberId)
        .where('status', 'in', CURRENT)
        .execute();
    },

    /** Active contracts the member gave whose downline asked to end them (they wait for its answer). */
    async terminationsAsked(memberId: number): Promise<Pick<ContractRow, 'kind'>[]> {
      return db
        .selectFrom('agent_contract')
        .select('kind')
        .where('upline_id', '=', memberId)
        .where('status', '=', 'active')
        .where('termination_requested_by', 'is not', null)
        .whereRef('termination_requested_by', '<>', 'upline_id')
        .execute();
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
