import {
  CONTRACT_KIND_PERIODS,
  CONTRACT_KINDS,
  type ConsolidatedContractInfo,
  type Contract,
  type ContractCascadeConfirm,
  type ContractKind,
  type ContractList,
  type ContractRequests,
  type contractListQuerySchema,
  type contractOfferSchema,
  type opsContractListQuerySchema,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { MemberEvents, MemberEventType } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import { isAgentType } from '../auth/roles';
import type { OperatorContext } from '../ops/operator-auth.service';
import { type Cascade, type CascadeContract, cascadeOf } from './cascade';
import { presentContract, type Viewer } from './contracts.presenter';
import type { ContractFilter, ContractRow, ContractsRepository } from './contracts.repository';
import { neverExceeds, tiersFromJson, tiersFromOffer, tiersToJson } from './tiers';

type Offer = z.output<typeof contractOfferSchema>;
type ListQuery = z.output<typeof contractListQuerySchema>;
type OpsListQuery = z.output<typeof opsContractListQuerySchema>;
type Recorded = Awaited<ReturnType<MemberEvents['record']>>;

/** At most this many open contracts are read for the requests call (incoming and outgoing together). */
const OPEN_LIMIT = 200;

/** A unique-index violation (from pg or PGlite): another request got there first. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Agent contracts (schemas/contracts.ts; spec §1, §3, §4; ARCHITECTURE §6).
 *
 * Rules this module decides where the spec is silent:
 * - Only agents call the agent-side calls (`forbidden` otherwise), except the consolidated info,
 *   which answers zeros for anyone else. An agent sees and acts only on contracts it is a party
 *   to; any other id is `contract_not_found`, so ids of other teams reveal nothing. A party asking
 *   for the other party's step (an upline signing, a downline withdrawing, accepting one's own
 *   termination request) is `forbidden`.
 * - An offer goes to a direct downline agent; the offering agent needs an active contract of the
 *   kind (the same dividend period, which is also the default) and the offer must never pay more
 *   than it at any volume and active members. The house (an operator) offers top-level agents,
 *   without ceiling. A new offer replaces (withdraws) the member's pending offer of the kind.
 * - Signing re-checks the upline's contract (it may have changed since the offer), replaces the
 *   signer's active contract of the kind, and applies the cascade (cascade.ts) to what the signer
 *   gave below: without `confirmCascade` it is refused with the list of who would lose a contract.
 *   Pending offers that would no longer fit are withdrawn without asking (nobody loses a contract).
 * - Ending an active contract (an accepted termination, an operator's termination of a house
 *   contract) ends everything its holder gave below it: with nothing to share, no contract below
 *   can fit.
 * - Every change runs in one transaction that first locks the rows it reads (upline's contract,
 *   then the subtree's, top level first), so concurrent signs, offers and terminations serialize;
 *   the partial unique indexes (one pending, one active per agent and kind) answer a race that
 *   gets past that as `conflict`.
 * - The other party is notified (notification table + socket, after commit) of offers,
 *   withdrawals, signatures, rejections, termination requests and their answers, and both parties
 *   of a contract ended by a cascade (except the agent whose action caused it). The house has no
 *   inbox: operators see requests in their list.
 */
/** Writes the audit row of a house contract change inside its transaction (the back office passes it; agent calls do not). */
export type HouseAudit = (trx: Kysely<Database>, change: { targetId: number; before: Contract | null; after: Contract }) => Promise<void>;

export function createContractsService(deps: { db: Kysely<Database>; repo: ContractsRepository; events: MemberEvents }) {
  const { db, repo, events } = deps;

  function requireAgent(ctx: AuthContext): void {
    if (!ctx.isAgent) throw new AppError('forbidden');
  }

  /** Runs a change in one transaction, publishes its notifications after commit, maps a unique-index race to `conflict`. */
  async function change<T>(work: (trx: Kysely<Database>, notes: Recorded[]) => Promise<T>): Promise<T> {
    const notes: Recorded[] = [];
    try {
      const result = await db.transaction().execute((trx) => work(trx, notes));
      events.publish(...notes);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict');
      throw error;
    }
  }

  async function note(
    trx: Kysely<Database>,
    notes: Recorded[],
    memberId: number | null,
    type: MemberEventType,
    payload: { contractId: number; kind: ContractKind; counterparty: string; reason?: string },
  ): Promise<void> {
    if (memberId === null) return;
    notes.push(await events.record(trx, memberId, type, payload));
  }

  /** The contract if the member is a party to it; anything else is not found. */
  async function ownContract(merchant: MerchantRow, id: number, memberId: number): Promise<ContractRow> {
    const row = await repo.byId(merchant.id, id);
    if (!row || (row.member_id !== memberId && row.upline_id !== memberId)) throw new AppError('contract_not_found');
    return row;
  }

  /** Re-reads a locked contract and checks it is still the one the caller acted on. */
  async function relock(trx: Kysely<Database>, id: number, status: ContractRow['status']): Promise<ContractRow> {
    const row = await repo.lock(trx, id);
    if (!row) throw new AppError('contract_not_found');
    if (row.status !== status) throw new AppError(status === 'pending' ? 'contract_not_pending' : 'contract_not_active');
    return row;
  }

  /**
   * Ends what a cascade found and notifies both parties of each ended contract (except `actorId`,
   * whose action caused it).
   */
  async function applyCascade(trx: Kysely<Database>, notes: Recorded[], cascade: Cascade, kind: ContractKind, actorId: number | null) {
    const ended = [...cascade.terminated, ...cascade.withdrawn];
    const names = await repo.usernames(trx, [...new Set(ended.flatMap((c) => [c.memberId, c.uplineId ?? c.memberId]))]);
    const name = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
    await repo.end(
      trx,
      cascade.terminated.map((c) => c.id),
      { status: 'terminated', reason: 'cascade' },
    );
    await repo.end(
      trx,
      cascade.withdrawn.map((c) => c.id),
      { status: 'withdrawn', reason: 'withdrawn' },
    );
    for (const c of cascade.terminated) {
      const payload = { contractId: c.id, kind, reason: 'cascade' };
      if (c.memberId !== actorId) await note(trx, notes, c.memberId, 'CONTRACT_TERMINATED', { ...payload, counterparty: name(c.uplineId) });
      if (c.uplineId !== actorId) await note(trx, notes, c.uplineId, 'CONTRACT_TERMINATED', { ...payload, counterparty: name(c.memberId) });
    }
    for (const c of cascade.withdrawn) {
      await note(trx, notes, c.memberId, 'CONTRACT_WITHDRAWN', {
        contractId: c.id,
        kind,
        counterparty: name(c.uplineId),
        reason: 'cascade',
      });
    }
  }

  /**
   * Locks an active contract with its holder's subtree (the rows a termination ends, in the
   * global lock order) and returns it as it is now, with the subtree.
   */
  async function lockForTermination(trx: Kysely<Database>, merchant: MerchantRow, before: ContractRow) {
    const subtree = await repo.lockSubtree(trx, before.member_id, before.kind);
    const row = await repo.byId(merchant.id, before.id, trx);
    if (row?.status !== 'active') throw new AppError('contract_not_active');
    return { row, subtree };
  }

  /** Ends a locked active contract and everything its holder gave below it. */
  async function terminate(trx: Kysely<Database>, notes: Recorded[], row: ContractRow, subtree: CascadeContract[], actorId: number | null) {
    await repo.end(trx, [row.id], { status: 'terminated', reason: 'terminated' });
    await applyCascade(trx, notes, cascadeOf(row.member_id, null, subtree), row.kind, actorId);
  }

  async function present(trx: Kysely<Database>, merchant: MerchantRow, id: number, viewer: Viewer): Promise<Contract> {
    const row = await repo.byId(merchant.id, id, trx);
    if (!row) throw new AppError('contract_not_found');
    return presentContract(row, merchant, viewer);
  }

  async function listOf(merchant: MerchantRow, filter: ContractFilter, query: { pageNo: number; pageSize: number }, viewer: Viewer) {
    const [rows, total] = await Promise.all([repo.page(filter, query.pageNo, query.pageSize), repo.count(filter)]);
    return {
      list: rows.map((row) => presentContract(row, merchant, viewer)),
      total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    } satisfies ContractList;
  }

  return {
    /** `POST /wps/agent/contracts/offer`. */
    async offer(site: SiteContext, ctx: AuthContext, input: Offer): Promise<Contract> {
      requireAgent(ctx);
      const merchant = site.merchant;
      const target = await repo.member(merchant.id, input.memberId);
      if (!target || target.parent_id !== ctx.member.id || !isAgentType(merchant, target.type)) throw new AppError('downline_not_found');
      const tiers = tiersFromOffer(input.tiers, merchant.currency_decimals);
      return change(async (trx, notes) => {
        const own = await repo.lockActive(trx, ctx.member.id, input.kind);
        if (!own) throw new AppError('contract_upline_has_none');
        const period = input.period ?? own.period;
        if (period !== own.period) throw new AppError('contract_period_mismatch');
        if (!neverExceeds(tiers, tiersFromJson(own.tiers))) throw new AppError('contract_rate_exceeds_upline');
        await repo.withdrawPending(trx, target.id, input.kind);
        const id = await repo.insertOffer(trx, {
          merchantId: merchant.id,
          kind: input.kind,
          period,
          uplineId: ctx.member.id,
          operatorId: null,
          memberId: target.id,
          tiers: tiersToJson(tiers),
        });
        await note(trx, notes, target.id, 'CONTRACT_OFFERED', { contractId: id, kind: input.kind, counterparty: ctx.member.username });
        return present(trx, merchant, id, { memberId: ctx.member.id });
      });
    },

    /** `POST /wps/agent/contracts/:id/sign` (the downline): the offer becomes its contract, after the cascade check. */
    async sign(site: SiteContext, ctx: AuthContext, id: number, confirmCascade: boolean): Promise<Contract> {
      requireAgent(ctx);
      const merchant = site.merchant;
      const me = ctx.member.id;
      const before = await ownContract(merchant, id, me);
      if (before.member_id !== me) throw new AppError('forbidden');
      if (before.status !== 'pending') throw new AppError('contract_not_pending');
      return change(async (trx, notes) => {
        // Locks top-down: the upline's contract, then the signer's and everything below it.
        const upline = before.upline_id === null ? undefined : await repo.lockActive(trx, before.upline_id, before.kind);
        const subtree = await repo.lockSubtree(trx, me, before.kind);
        const offer = subtree.find((c) => c.id === id && c.status === 'pending');
        if (!offer) throw new AppError('contract_not_pending');
        if (before.upline_id !== null) {
          if (!upline) throw new AppError('contract_upline_has_none');
          if (upline.period !== offer.period) throw new AppError('contract_period_mismatch');
          if (!neverExceeds(offer.tiers, tiersFromJson(upline.tiers))) throw new AppError('contract_rate_exceeds_upline');
        }
        const cascade = cascadeOf(me, offer, subtree);
        if (cascade.terminated.length > 0 && !confirmCascade) {
          const names = await repo.usernames(
            trx,
            cascade.terminated.map((c) => c.memberId),
          );
          const members = cascade.terminated.map((c) => ({
            memberId: c.memberId,
            username: names.get(c.memberId) ?? '',
            kind: before.kind,
          }));
          throw new AppError('contract_cascade_confirm', { members } satisfies ContractCascadeConfirm);
        }
        const previous = subtree.filter((c: CascadeContract) => c.memberId === me && c.status === 'active').map((c) => c.id);
        await repo.end(trx, previous, { status: 'replaced', reason: 'replaced' });
        await repo.activate(trx, id);
        await applyCascade(trx, notes, cascade, before.kind, me);
        await note(trx, notes, before.upline_id, 'CONTRACT_SIGNED', {
          contractId: id,
          kind: before.kind,
          counterparty: ctx.member.username,
        });
        return present(trx, merchant, id, { memberId: me });
      });
    },

    /** `POST /wps/agent/contracts/:id/reject` (the downline turns an offer down). */
    async reject(site: SiteContext, ctx: AuthContext, id: number): Promise<Contract> {
      requireAgent(ctx);
      const me = ctx.member.id;
      const before = await ownContract(site.merchant, id, me);
      if (before.member_id !== me) throw new AppError('forbidden');
      return change(async (trx, notes) => {
        await relock(trx, id, 'pending');
        await repo.end(trx, [id], { status: 'rejected', reason: 'rejected' });
        await note(trx, notes, before.upline_id, 'CONTRACT_REJECTED', {
          contractId: id,
          kind: before.kind,
          counterparty: ctx.member.username,
        });
        return present(trx, site.merchant, id, { memberId: me });
      });
    },

    /** `POST /wps/agent/contracts/:id/withdraw` (the upline takes its offer back). */
    async withdraw(site: SiteContext, ctx: AuthContext, id: number): Promise<Contract> {
      requireAgent(ctx);
      const me = ctx.member.id;
      const before = await ownContract(site.merchant, id, me);
      if (before.upline_id !== me) throw new AppError('forbidden');
      return change(async (trx, notes) => {
        await relock(trx, id, 'pending');
        await repo.end(trx, [id], { status: 'withdrawn', reason: 'withdrawn' });
        await note(trx, notes, before.member_id, 'CONTRACT_WITHDRAWN', {
          contractId: id,
          kind: before.kind,
          counterparty: ctx.member.username,
        });
        return present(trx, site.merchant, id, { memberId: me });
      });
    },

    /** `POST /wps/agent/contracts/:id/terminate`: either party asks to end an active contract. */
    async requestTermination(site: SiteContext, ctx: AuthContext, id: number): Promise<Contract> {
      requireAgent(ctx);
      const me = ctx.member.id;
      await ownContract(site.merchant, id, me);
      return change(async (trx, notes) => {
        const row = await relock(trx, id, 'active');
        if (row.termination_requested_by !== null) throw new AppError('contract_termination_pending');
        await repo.setTerminationRequest(trx, id, me);
        const other = row.member_id === me ? row.upline_id : row.member_id;
        await note(trx, notes, other, 'CONTRACT_TERMINATION_REQUESTED', {
          contractId: id,
          kind: row.kind,
          counterparty: ctx.member.username,
        });
        return present(trx, site.merchant, id, { memberId: me });
      });
    },

    /** `POST /wps/agent/contracts/:id/termination/accept|reject`: the other party answers a termination request. */
    async answerTermination(site: SiteContext, ctx: AuthContext, id: number, accept: boolean): Promise<Contract> {
      requireAgent(ctx);
      const me = ctx.member.id;
      const before = await ownContract(site.merchant, id, me);
      return change(async (trx, notes) => {
        const { row, subtree } = await lockForTermination(trx, site.merchant, before);
        if (row.termination_requested_by === null) throw new AppError('conflict');
        if (row.termination_requested_by === me) throw new AppError('forbidden');
        const requester = row.termination_requested_by;
        const payload = { contractId: id, kind: row.kind, counterparty: ctx.member.username };
        if (accept) {
          await terminate(trx, notes, row, subtree, me);
          await note(trx, notes, requester, 'CONTRACT_TERMINATED', { ...payload, reason: 'terminated' });
        } else {
          await repo.setTerminationRequest(trx, id, null);
          await note(trx, notes, requester, 'CONTRACT_TERMINATION_DECLINED', payload);
        }
        return present(trx, site.merchant, id, { memberId: me });
      });
    },

    /** `GET /wps/agent/contracts`. */
    async list(site: SiteContext, ctx: AuthContext, query: ListQuery): Promise<ContractList> {
      requireAgent(ctx);
      const me = ctx.member.id;
      if (query.memberId !== undefined) {
        const downline = await repo.member(site.merchant.id, query.memberId);
        if (!downline || downline.parent_id !== me) throw new AppError('downline_not_found');
      }
      const filter: ContractFilter =
        query.scope === 'mine'
          ? { memberId: me, kind: query.kind, history: query.history }
          : { uplineId: me, memberId: query.memberId, kind: query.kind, history: query.history };
      return listOf(site.merchant, filter, query, { memberId: me });
    },

    /** `GET /wps/agent/contracts/requests`: what waits for the caller, then what waits for the other side. */
    async requests(site: SiteContext, ctx: AuthContext): Promise<ContractRequests> {
      requireAgent(ctx);
      const me = ctx.member.id;
      const viewer = { memberId: me };
      const rows = await repo.open(me, OPEN_LIMIT);
      const waitsForMe = (row: ContractRow) =>
        row.status === 'pending' ? row.member_id === me : row.termination_requested_by !== null && row.termination_requested_by !== me;
      return {
        incoming: rows.filter(waitsForMe).map((row) => presentContract(row, site.merchant, viewer)),
        outgoing: rows.filter((row) => !waitsForMe(row)).map((row) => presentContract(row, site.merchant, viewer)),
      };
    },

    /** `GET /wps/agent/contracts/consolidated`: zeros for anyone who is not a (real) agent. */
    async consolidated(ctx: AuthContext): Promise<ConsolidatedContractInfo> {
      const me = ctx.member.id;
      const agent = ctx.isAgent && !ctx.isTrial;
      const [held, asked] = agent ? await Promise.all([repo.held(me), repo.terminationsAsked(me)]) : [[], []];
      const request = (kind: ContractKind) => {
        if (held.some((c) => c.kind === kind && c.status === 'pending')) return 1;
        const mineAsked = held.some(
          (c) => c.kind === kind && c.status === 'active' && c.termination_requested_by !== null && c.termination_requested_by !== me,
        );
        return mineAsked || asked.some((c) => c.kind === kind) ? 2 : 0;
      };
      const active = (kind: ContractKind) => held.some((c) => c.kind === kind && c.status === 'active');
      const req = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, request(kind)])) as Record<ContractKind, number>;
      return {
        dailysalreqtype: req.daily_salary,
        divtypereq: req.dividend,
        contracthoursalreq: req.hourly_salary,
        realtimesalreqtype: req.realtime_salary,
        dailySalary: active('daily_salary'),
        hourlySalary: active('hourly_salary'),
        salary: active('realtime_salary'),
        dividend: active('dividend'),
        pending: Object.values(req).some((r) => r !== 0),
      };
    },

    /**
     * `POST /ops/agent/contracts/offer`: the house offers a top-level agent a contract, without
     * ceiling. `audit` runs in the change's transaction with the contract it replaced (if any) and the new one.
     */
    async houseOffer(merchant: MerchantRow, operator: OperatorContext, input: Offer, audit?: HouseAudit): Promise<Contract> {
      const target = await repo.member(merchant.id, input.memberId);
      if (!target || !isAgentType(merchant, target.type)) throw new AppError('member_not_found');
      if (await repo.hasAgentAbove(target.id, merchant.agent_types)) throw new AppError('forbidden');
      const period = input.period ?? CONTRACT_KIND_PERIODS[input.kind][0] ?? 'monthly';
      const tiers = tiersFromOffer(input.tiers, merchant.currency_decimals);
      return change(async (trx, notes) => {
        await repo.withdrawPending(trx, target.id, input.kind);
        const id = await repo.insertOffer(trx, {
          merchantId: merchant.id,
          kind: input.kind,
          period,
          uplineId: null,
          operatorId: operator.operatorId,
          memberId: target.id,
          tiers: tiersToJson(tiers),
        });
        await note(trx, notes, target.id, 'CONTRACT_OFFERED', { contractId: id, kind: input.kind, counterparty: merchant.name });
        const after = await present(trx, merchant, id, { operator: true });
        await audit?.(trx, { targetId: id, before: null, after });
        return after;
      });
    },

    /** `POST /ops/agent/contracts/:id/terminate` (a house contract, at once) or `/termination/reject`. */
    async houseTermination(merchant: MerchantRow, id: number, accept: boolean, audit?: HouseAudit): Promise<Contract> {
      const before = await repo.byId(merchant.id, id);
      if (!before || before.upline_id !== null) throw new AppError('contract_not_found');
      return change(async (trx, notes) => {
        const { row, subtree } = await lockForTermination(trx, merchant, before);
        const locked = presentContract(row, merchant, { operator: true });
        const payload = { contractId: id, kind: row.kind, counterparty: merchant.name };
        if (accept) {
          await terminate(trx, notes, row, subtree, null);
          await note(trx, notes, row.member_id, 'CONTRACT_TERMINATED', { ...payload, reason: 'terminated' });
        } else {
          if (row.termination_requested_by === null) throw new AppError('conflict');
          await repo.setTerminationRequest(trx, id, null);
          await note(trx, notes, row.member_id, 'CONTRACT_TERMINATION_DECLINED', payload);
        }
        const after = await present(trx, merchant, id, { operator: true });
        await audit?.(trx, { targetId: id, before: locked, after });
        return after;
      });
    },

    /** `GET /ops/agent/contracts`: an agent's contracts for the operator. */
    async houseList(merchant: MerchantRow, query: OpsListQuery): Promise<ContractList> {
      const member = await repo.member(merchant.id, query.memberId);
      if (!member) throw new AppError('member_not_found');
      const filter: ContractFilter =
        query.scope === 'mine'
          ? { memberId: member.id, kind: query.kind, history: query.history }
          : { uplineId: member.id, kind: query.kind, history: query.history };
      return listOf(merchant, filter, query, { operator: true });
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
