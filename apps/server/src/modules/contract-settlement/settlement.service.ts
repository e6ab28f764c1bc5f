import { formatMinor } from '@fortuna/shared';
import type { Insertable, Kysely } from 'kysely';
import type { ContractSettlementTable, Database } from '../../db/schema';
import { HOUSE_ACCOUNT, houseAccountId, MEMBER_ACCOUNT, memberAccountId } from '../../ledger/accounts';
import { type PostRequest, postMany } from '../../ledger/post';
import type { MemberEvent, MemberEvents } from '../../realtime/member-events';
import { tiersFromJson } from '../agent-contracts/tiers';
import { type AgentSettlement, type ContractedAgent, computeDifferential, nearestContractedAncestors } from './differential';
import { closedPeriodsBetween, type PeriodRange } from './periods';
import type { RunKey, SettlementGroup, SettlementRepository } from './settlement.repository';

/**
 * A period is settled only this long after it closed: a round settled in its last moments
 * commits (and writes its rollup) a moment after its settled_at, and a run reads the rollups once.
 */
export const SETTLEMENT_GRACE_MS = 60_000;
/**
 * After downtime the runner catches up at most this far back; older unsettled periods are left
 * unpaid rather than paid from a backlog of unbounded size (an operator pays those by hand).
 */
export const SETTLEMENT_BACKLOG_MS = 7 * 86_400_000;

/** What one call of `settleDue` did. */
export type SettleReport = { runs: number; paidAgents: number; paid: bigint };

type Deps = {
  db: Kysely<Database>;
  repo: SettlementRepository;
  events: MemberEvents;
  /** The ledger's batch post; a test may wrap it to crash in the middle of a run. */
  postMany?: typeof postMany;
};

type Published = { memberId: number; event: MemberEvent };

/**
 * The contract settlement runner (issue #8 "Settlements", ARCHITECTURE §6): pays every closed
 * period of every contract kind exactly once per (kind, agent, period), whatever the number of
 * processes running it and after a crash.
 *
 * For each merchant, kind and period with contracts, the periods that closed at least
 * {@link SETTLEMENT_GRACE_MS} before `now` and are not yet claimed are settled oldest first, back
 * to the period holding the earliest signature of those contracts but no further than
 * {@link SETTLEMENT_BACKLOG_MS}. One period is one transaction: it inserts the run's claim (a
 * conflict means another process has it: this one stops for that group), reads the contracts in
 * force at the period's end and every team's figures (one set-based query over the 5-minute
 * rollups), computes the differential, posts each amount through the ledger from the merchant's
 * agent-commissions account (kind `salary` or `dividend`, keyed by kind, period, agent and period
 * start), keeps each agent's computation and notifies each paid agent after commit. A crash rolls
 * the claim back with the payouts, so the next run does the period again; a rollup written after
 * its period was claimed is not paid (the grace is there so that does not happen).
 */
export function createContractSettlementService(deps: Deps) {
  const { db, repo, events } = deps;
  const post = deps.postMany ?? postMany;

  /** Settles one period; false when another process has claimed it. */
  async function settlePeriod(group: SettlementGroup, range: PeriodRange, report: SettleReport): Promise<boolean> {
    const run: RunKey = { merchantId: group.merchantId, kind: group.kind, period: group.period, start: range.start, end: range.end };
    const outcome = await db.transaction().execute(async (trx) => {
      if (!(await repo.claim(trx, run))) return null;
      const contracts = await repo.contractsInForce(trx, run);
      if (contracts.length === 0) return { published: [] as Published[], paid: 0n, paidAgents: 0 };
      const agentIds = contracts.map((c) => c.memberId);
      const nearest = nearestContractedAncestors(agentIds, await repo.ancestry(trx, agentIds));
      const agents: ContractedAgent[] = contracts.map((c) => ({
        agentId: c.memberId,
        contractId: c.id,
        tiers: tiersFromJson(c.tiers),
        ancestorId: nearest.get(c.memberId) ?? null,
      }));
      const rows = computeDifferential(group.kind, agents, await repo.teamFigures(trx, run, agentIds));
      const payees = rows.filter((r) => r.amount > 0n);
      const transactionOf = await pay(trx, group, run, payees);
      await repo.insertSettlements(
        trx,
        rows.filter((r) => r.figures.bets > 0n || r.amount > 0n).map((r) => settlementRow(group, run, r, transactionOf.get(r.agentId))),
      );
      const paid = payees.reduce((sum, r) => sum + r.amount, 0n);
      await repo.completeRun(trx, run, payees.length, paid);
      const type = group.kind === 'dividend' ? 'DIVIDEND_PAID' : 'SALARY_PAID';
      const published: Published[] = await events.recordMany(
        trx,
        payees.map((r) => ({
          memberId: r.agentId,
          type,
          payload: {
            amount: formatMinor(r.amount, group.currencyDecimals),
            kind: group.kind,
            period: group.period,
            periodStart: run.start.toISOString(),
            periodEnd: run.end.toISOString(),
          },
        })),
      );
      return { published, paid, paidAgents: payees.length };
    });
    if (!outcome) return false;
    events.publish(...outcome.published);
    report.runs += 1;
    report.paid += outcome.paid;
    report.paidAgents += outcome.paidAgents;
    return true;
  }

  /** Posts each payout through the ledger in one batch; returns each agent's ledger transaction. */
  async function pay(trx: Kysely<Database>, group: SettlementGroup, run: RunKey, payees: readonly AgentSettlement[]) {
    const transactionOf = new Map<number, bigint>();
    if (payees.length === 0) return transactionOf;
    const house = await houseAccountId(trx, group.merchantId, HOUSE_ACCOUNT.agentCommissions, group.currencyCode);
    const start = run.start.toISOString();
    const accounts = await repo.mainAccountIds(
      trx,
      payees.map((r) => r.agentId),
    );
    const requests: PostRequest[] = [];
    for (const r of payees) {
      const main =
        accounts.get(r.agentId) ?? (await memberAccountId(trx, group.merchantId, r.agentId, MEMBER_ACCOUNT.main, group.currencyCode));
      requests.push({
        merchantId: group.merchantId,
        idempotencyKey: `contract:${group.kind}:${group.period}:${r.agentId}:${start}`,
        kind: group.kind === 'dividend' ? 'dividend' : 'salary',
        reference: `contract:${r.contractId}:${start}`,
        memo: `${group.kind} ${group.period} ${start} – ${run.end.toISOString()}`,
        entries: [
          { accountId: house, amount: -r.amount },
          { accountId: main, amount: r.amount },
        ],
      });
    }
    const outcomes = await post(trx, requests);
    outcomes.forEach((outcome, i) => {
      if (!outcome.ok) throw outcome.error;
      const payee = payees[i];
      if (payee) transactionOf.set(payee.agentId, outcome.result.transactionId);
    });
    return transactionOf;
  }

  return {
    /**
     * Settles every period due at `now` (see above). Every group is tried even when another
     * fails; the failures are thrown together at the end.
     */
    async settleDue(now: Date = new Date()): Promise<SettleReport> {
      const report: SettleReport = { runs: 0, paidAgents: 0, paid: 0n };
      const until = new Date(now.getTime() - SETTLEMENT_GRACE_MS);
      const since = new Date(now.getTime() - SETTLEMENT_BACKLOG_MS);
      const errors: unknown[] = [];
      for (const group of await repo.dueGroups(since)) {
        try {
          const from = group.firstSignedAt > since ? group.firstSignedAt : since;
          const due = closedPeriodsBetween(group.period, from, until, group.timeZone);
          const first = due[0];
          const last = due.at(-1);
          if (!first || !last) continue;
          const claimed = await repo.claimedStarts(group, first.start, last.end);
          for (const range of due) {
            if (claimed.has(range.start.getTime())) continue;
            if (!(await settlePeriod(group, range, report))) break;
          }
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length === 1) throw errors[0];
      if (errors.length > 1) throw new AggregateError(errors, 'contract settlement failed');
      return report;
    },
  };
}

/** One agent's computation as contract_settlement keeps it (won/lost valid bet only for real-time salary). */
function settlementRow(
  group: SettlementGroup,
  run: RunKey,
  r: AgentSettlement,
  transactionId: bigint | undefined,
): Insertable<ContractSettlementTable> {
  const realtime = group.kind === 'realtime_salary';
  return {
    merchant_id: group.merchantId,
    kind: group.kind,
    period: group.period,
    period_start: run.start,
    period_end: run.end,
    agent_id: r.agentId,
    contract_id: r.contractId,
    team_bets: r.figures.bets,
    team_valid_bet: r.figures.validBet,
    team_profit: r.figures.profit,
    active_members: r.figures.activeMembers,
    won_valid_bet: realtime ? r.figures.wonValidBet : 0n,
    lost_valid_bet: realtime ? r.figures.lostValidBet : 0n,
    tier_index: r.tierIndex,
    rate_ppm: r.ratePpm,
    loss_rate_ppm: r.lossRatePpm,
    gross: r.gross,
    downline_gross: r.downlineGross,
    amount: r.amount,
    ledger_transaction_id: transactionId ?? null,
  };
}

export type ContractSettlementService = ReturnType<typeof createContractSettlementService>;
