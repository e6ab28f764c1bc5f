import type { ContractKind, ContractPeriod } from '@fortuna/shared';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { ContractSettlementTable, Database } from '../../db/schema';
import { MEMBER_ACCOUNT } from '../../ledger/accounts';
import type { ContractRow } from '../agent-contracts/contracts.repository';
import type { Ancestry, TeamFigures } from './differential';

/** One (merchant, kind, period) with contracts to settle, and what its runs need of the merchant. */
export type SettlementGroup = {
  merchantId: number;
  timeZone: string;
  currencyCode: string;
  currencyDecimals: number;
  kind: ContractKind;
  period: ContractPeriod;
  /** The earliest signature among the group's contracts: no period before it is settled. */
  firstSignedAt: Date;
};

/** A contract in force at a period's end. */
export type ContractInForce = { id: number; memberId: number; tiers: unknown };

/** The claim key of one run. */
export type RunKey = { merchantId: number; kind: ContractKind; period: ContractPeriod; start: Date; end: Date };

/** Which settlement records a list reads: one agent's of one kind, overlapping [start, end). */
export type RecordFilter = { merchantId: number; agentId: number; kind: ContractKind; start?: Date | undefined; end?: Date | undefined };

/** A PostgreSQL int[] literal: one parameter however many ids (both drivers take it as text). */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Every query of contract settlements: the runner's reads and writes and the agent's records. */
export function createSettlementRepository(db: Kysely<Database>) {
  function recordsOf(filter: RecordFilter) {
    let query = db
      .selectFrom('contract_settlement')
      .where('merchant_id', '=', filter.merchantId)
      .where('agent_id', '=', filter.agentId)
      .where('kind', '=', filter.kind);
    if (filter.start) query = query.where('period_end', '>', filter.start);
    if (filter.end) query = query.where('period_start', '<', filter.end);
    return query;
  }

  return {
    /**
     * Every (merchant, kind, period) with a contract signed and not ended before `since`, with the
     * earliest such signature: a contract that ended lately may still be owed its last periods.
     */
    async dueGroups(since: Date): Promise<SettlementGroup[]> {
      const rows = await db
        .selectFrom('agent_contract as c')
        .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
        .select(['c.merchant_id', 'm.time_zone', 'm.currency_code', 'm.currency_decimals', 'c.kind', 'c.period'])
        .select((eb) => eb.fn.min<Date>('c.signed_at').as('first_signed_at'))
        .where('c.signed_at', 'is not', null)
        .where((eb) => eb.or([eb('c.ended_at', 'is', null), eb('c.ended_at', '>', since)]))
        .groupBy(['c.merchant_id', 'm.time_zone', 'm.currency_code', 'm.currency_decimals', 'c.kind', 'c.period'])
        .orderBy('c.merchant_id')
        .orderBy('c.kind')
        .execute();
      return rows.map((r) => ({
        merchantId: r.merchant_id,
        timeZone: r.time_zone,
        currencyCode: r.currency_code,
        currencyDecimals: r.currency_decimals,
        kind: r.kind,
        period: r.period,
        firstSignedAt: new Date(r.first_signed_at),
      }));
    },

    /** Starts (epoch ms) of the runs already claimed for a group in [from, to). */
    async claimedStarts(group: Pick<SettlementGroup, 'merchantId' | 'kind' | 'period'>, from: Date, to: Date): Promise<Set<number>> {
      const rows = await db
        .selectFrom('contract_settlement_run')
        .select('period_start')
        .where('merchant_id', '=', group.merchantId)
        .where('kind', '=', group.kind)
        .where('period', '=', group.period)
        .where('period_start', '>=', from)
        .where('period_start', '<', to)
        .execute();
      return new Set(rows.map((r) => new Date(r.period_start).getTime()));
    },

    /** Claims a run; false when another process already has it (or had it). */
    async claim(trx: Kysely<Database>, run: RunKey): Promise<boolean> {
      const rows = await trx
        .insertInto('contract_settlement_run')
        .values({ merchant_id: run.merchantId, kind: run.kind, period: run.period, period_start: run.start, period_end: run.end })
        .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period', 'period_start']).doNothing())
        .returning('period_start')
        .execute();
      return rows.length === 1;
    },

    /** The contracts of a kind and period in force at `end`: signed by then and not ended by then. */
    async contractsInForce(trx: Kysely<Database>, run: RunKey): Promise<ContractInForce[]> {
      const rows = await trx
        .selectFrom('agent_contract')
        .select(['id', 'member_id', 'tiers'])
        .where('merchant_id', '=', run.merchantId)
        .where('kind', '=', run.kind)
        .where('period', '=', run.period)
        .where('signed_at', '<=', run.end)
        .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', run.end)]))
        .orderBy('member_id')
        .orderBy('signed_at', 'desc')
        .execute();
      // A replacement signed at the very instant its predecessor ended leaves one per member; keep the newest anyway.
      const seen = new Set<number>();
      return rows
        .filter((r) => !seen.has(r.member_id) && seen.add(r.member_id))
        .map((r) => ({ id: r.id, memberId: r.member_id, tiers: r.tiers }));
    },

    /** The closure rows between the given agents (ancestor above descendant). */
    async ancestry(trx: Kysely<Database>, agentIds: readonly number[]): Promise<Ancestry[]> {
      const ids = intArray(agentIds);
      const { rows } = await sql<{ ancestor_id: number; descendant_id: number; depth: number }>`
        SELECT ancestor_id, descendant_id, depth FROM member_closure
         WHERE descendant_id = ANY(${ids}::int[]) AND ancestor_id = ANY(${ids}::int[]) AND depth > 0`.execute(trx);
      return rows.map((r) => ({ ancestorId: r.ancestor_id, descendantId: r.descendant_id, depth: r.depth }));
    },

    /**
     * Every agent's team figures for [start, end), in one set-based query: each member's figures
     * over the period first (active = valid bet > 0; won = result ≥ 0), then summed up the closure
     * onto each of the given agents above it (depth ≥ 0). Agents whose team had no rollup are absent.
     */
    async teamFigures(trx: Kysely<Database>, run: RunKey, agentIds: readonly number[]): Promise<Map<number, TeamFigures>> {
      const { rows } = await sql<{
        agent_id: number;
        bets: string;
        valid_bet: string;
        profit: string;
        active_members: number;
        won_valid_bet: string;
        lost_valid_bet: string;
      }>`
        WITH per_member AS (
          SELECT member_id, sum(bets) AS bets, sum(valid_bet) AS valid_bet, sum(profit) AS profit
            FROM member_slot_rollup
           WHERE merchant_id = ${run.merchantId} AND slot >= ${run.start} AND slot < ${run.end}
           GROUP BY member_id
        )
        SELECT c.ancestor_id AS agent_id,
               sum(p.bets)::text AS bets,
               sum(p.valid_bet)::text AS valid_bet,
               sum(p.profit)::text AS profit,
               (count(*) FILTER (WHERE p.valid_bet > 0))::int AS active_members,
               coalesce(sum(p.valid_bet) FILTER (WHERE p.profit >= 0), 0)::text AS won_valid_bet,
               coalesce(sum(p.valid_bet) FILTER (WHERE p.profit < 0), 0)::text AS lost_valid_bet
          FROM per_member p
          JOIN member_closure c ON c.descendant_id = p.member_id
         WHERE c.ancestor_id = ANY(${intArray(agentIds)}::int[])
         GROUP BY c.ancestor_id`.execute(trx);
      return new Map(
        rows.map((r) => [
          r.agent_id,
          {
            bets: BigInt(r.bets),
            validBet: BigInt(r.valid_bet),
            profit: BigInt(r.profit),
            activeMembers: Number(r.active_members),
            wonValidBet: BigInt(r.won_valid_bet),
            lostValidBet: BigInt(r.lost_valid_bet),
          },
        ]),
      );
    },

    /** The main-wallet account ids the given members already have (one query for a whole run's payees). */
    async mainAccountIds(trx: Kysely<Database>, memberIds: readonly number[]): Promise<Map<number, number>> {
      const { rows } = await sql<{ id: number; member_id: number }>`
        SELECT id, member_id FROM ledger_account
         WHERE owner = 'member' AND kind = ${MEMBER_ACCOUNT.main} AND member_id = ANY(${intArray(memberIds)}::int[])`.execute(trx);
      return new Map(rows.map((r) => [r.member_id, r.id]));
    },

    /** Writes the agents' computations of a run. */
    async insertSettlements(trx: Kysely<Database>, rows: readonly Insertable<ContractSettlementTable>[]): Promise<void> {
      // Chunked: a statement holds at most 65,535 parameters.
      for (let i = 0; i < rows.length; i += 2_000) {
        await trx
          .insertInto('contract_settlement')
          .values(rows.slice(i, i + 2_000))
          .execute();
      }
    },

    /** Records how many agents a run paid and how much. */
    async completeRun(trx: Kysely<Database>, run: RunKey, agents: number, total: bigint): Promise<void> {
      await trx
        .updateTable('contract_settlement_run')
        .set({ agents, total })
        .where('merchant_id', '=', run.merchantId)
        .where('kind', '=', run.kind)
        .where('period', '=', run.period)
        .where('period_start', '=', run.start)
        .execute();
    },

    /** One page of an agent's records, newest period first. */
    async page(filter: RecordFilter, pageNo: number, pageSize: number) {
      return recordsOf(filter)
        .selectAll()
        .orderBy('period_start', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
    },

    /** How many records the filter matches and what they paid in all. */
    async summary(filter: RecordFilter): Promise<{ total: number; amount: bigint }> {
      const row = await recordsOf(filter)
        .select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(amount), 0)::text`.as('amount')])
        .executeTakeFirstOrThrow();
      return { total: Number(row.n), amount: BigInt(row.amount) };
    },

    /** The member's active contract of a kind with its parties, if any. */
    async activeContract(merchantId: number, memberId: number, kind: ContractKind): Promise<ContractRow | undefined> {
      const row = await db
        .selectFrom('agent_contract as c')
        .innerJoin('member as m', 'm.id', 'c.member_id')
        .leftJoin('member as u', 'u.id', 'c.upline_id')
        .selectAll('c')
        .select(['m.username as member_username', 'u.username as upline_username'])
        .where('c.merchant_id', '=', merchantId)
        .where('c.member_id', '=', memberId)
        .where('c.kind', '=', kind)
        .where('c.status', '=', 'active')
        .executeTakeFirst();
      return row as ContractRow | undefined;
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
