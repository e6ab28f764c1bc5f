import { type Kysely, sql } from 'kysely';
import type { GameType } from '../games/types';
import type { PayMode } from '../payout';
import { payAgentRebates } from './agent-rebates';
import { rollbackSlip } from './bets';
import { JUDGEMENT_JOIN, judgeIssue } from './judge';
import { type CreditOutcome, type LotteryWallet, txnIds } from './wallet';

/** Options of a settlement run. */
export type SettleOptions = {
  /** Credit batches in flight at once. */
  concurrency?: number;
  /** Members credited in one batch (one `creditMany`, one platform transaction). */
  batch?: number;
  /** Called after each member's credit was answered (tests throw here to simulate a crash). */
  afterCredit?: (memberId: number) => void;
  /**
   * Writes what the settlement announces (an outbox row per bettor) in the transaction that marks
   * the issue settled, so the announcement exists exactly when the settlement does.
   */
  onSettled?: (trx: Kysely<any>, issueId: bigint, bettors: SettledBettor[]) => Promise<void>;
};

/** What a settled issue comes to for one bettor: all its bets on the issue (cancelled too), its wins and payout. */
export type SettledBettor = { memberId: number; merchantId: number; bets: number; won: number; payout: bigint };

type IssueRow = {
  id: bigint;
  status: string;
  result: number[] | null;
  game_type: GameType;
  pay_mode: PayMode['mode'];
  vendor_code: string;
  game_id: number;
};

/** What a settlement run did. */
export type SettleReport = {
  cancelledSlips: number;
  judged: number;
  credited: number;
  agentsPaid: number;
  settled: boolean;
  /** Milliseconds spent in each phase. */
  phases: SettlePhases;
};

/** Where a settlement run spent its time, in milliseconds. */
export type SettlePhases = { rollback: number; judge: number; credit: number; mark: number; rebates: number; finish: number };

/**
 * Settles a drawn issue, resumable at any point:
 * 1. slips left `placing` (crash between bet and debit) or `cancelling` are rolled back and cancelled;
 * 2. every distinct pending bet is judged once (lottery_judgement; the bets stay pending);
 * 3. each member with pending bets is credited once, `settle:<issue>:<member>`, the sum of its
 *    payouts (zero too: the credit ends its round, which writes its hourly rollup), in batches of
 *    `batch` members (one `creditMany`: one platform transaction), and only once the credits were
 *    answered are the credited members' bets marked won/lost/push, in `concurrency` statements over
 *    the issue (also after a crash, for those credited before it) — a re-run after a crash repeats the
 *    credits, is answered with the original responses and moves nothing twice (each bet takes its
 *    outcome and payout from its judgement in the same bulk update). A refused member (say its
 *    session is gone) keeps its bets pending while the others are credited; the run then throws
 *    its refusal and the issue stays drawn, so the next run retries it;
 * 4. the agents' rebates are paid (idempotent ledger keys);
 * 5. the issue becomes `settled`.
 */
export async function settleIssue(
  db: Kysely<any>,
  wallet: LotteryWallet,
  issueId: bigint,
  options: SettleOptions = {},
): Promise<SettleReport> {
  const { rows } = await sql<IssueRow>`
    SELECT i.id, i.status, i.result, g.game_type, g.pay_mode, g.vendor_code, g.game_id
      FROM lottery_issue i JOIN lottery_game g ON g.id = i.lottery_game_id WHERE i.id = ${issueId}`.execute(db);
  const issue = rows[0];
  const phases: SettlePhases = { rollback: 0, judge: 0, credit: 0, mark: 0, rebates: 0, finish: 0 };
  const report: SettleReport = { cancelledSlips: 0, judged: 0, credited: 0, agentsPaid: 0, settled: false, phases };
  let lap = performance.now();
  const took = (phase: keyof SettlePhases) => {
    const now = performance.now();
    phases[phase] += now - lap;
    lap = now;
  };
  if (issue?.status !== 'drawn' || !issue.result) return report;

  const open = await sql<{ slip_id: string; member_id: number }>`
    SELECT DISTINCT slip_id, member_id FROM lottery_bet WHERE issue_id = ${issueId} AND status IN ('placing', 'cancelling')`.execute(db);
  for (const slip of open.rows) {
    await rollbackSlip(db, wallet, { slipId: slip.slip_id, memberId: slip.member_id, gameId: issue.game_id, issueId });
    report.cancelledSlips++;
  }

  took('rollback');
  report.judged = await judgeIssue(db, { id: issueId, gameType: issue.game_type, payMode: issue.pay_mode, result: issue.result });

  // In one scan: what each member with pending bets is owed, every member's turnover on the issue
  // for the agents' rebates (its pending bets are about to be won, lost or pushed), and what the
  // settlement announces to each bettor once every bet is final (its bets, wins and payout).
  const members = await sql<{
    member_id: number;
    merchant_id: number;
    amount: bigint;
    pending: boolean;
    counted: number;
    turnover: bigint;
    bets: number;
    won: number;
    payout: bigint;
  }>`
    SELECT b.member_id, b.merchant_id, coalesce(sum(j.payout), 0)::bigint AS amount, bool_or(b.status = 'pending') AS pending,
           count(*) FILTER (WHERE b.status IN ('pending', 'won', 'lost', 'push'))::integer AS counted,
           coalesce(sum(b.stake) FILTER (WHERE b.status IN ('pending', 'won', 'lost', 'push')), 0)::bigint AS turnover,
           count(*)::integer AS bets, count(*) FILTER (WHERE coalesce(j.status, b.status) = 'won')::integer AS won,
           sum(coalesce(j.payout, b.payout))::bigint AS payout
      FROM lottery_bet b LEFT JOIN lottery_judgement j ON ${JUDGEMENT_JOIN} AND b.status = 'pending'
     WHERE b.issue_id = ${issueId}
     GROUP BY b.member_id, b.merchant_id ORDER BY b.member_id`.execute(db);
  took('judge');
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const size = Math.max(1, options.batch ?? 500);
  const owed = members.rows.filter((m) => m.pending);
  const batches: (typeof owed)[] = [];
  for (let i = 0; i < owed.length; i += size) batches.push(owed.slice(i, i + size));
  /** Marks the bets of members whose credits were answered, from their judgements. */
  const mark = async (ids: number[]) => {
    if (ids.length === 0) return;
    await sql`
      UPDATE lottery_bet b SET status = j.status, judged_status = j.status, payout = j.payout, settled_at = now(),
             credit_txn_id = 'settle:' || b.issue_id || ':' || b.member_id
        FROM lottery_judgement j
       WHERE ${JUDGEMENT_JOIN} AND b.issue_id = ${issueId} AND b.status = 'pending'
         AND b.member_id = ANY(${`{${ids.join(',')}}`}::integer[])`.execute(db);
  };
  let crash: unknown;
  let refusal: unknown;
  const credited: number[] = [];
  const worker = async () => {
    for (let batch = batches.shift(); batch && crash === undefined; batch = batches.shift()) {
      let outcomes: CreditOutcome[];
      try {
        outcomes = await wallet.creditMany(
          batch.map(({ member_id: memberId, amount }) => ({
            memberId,
            gameId: issue.game_id,
            txnId: txnIds.settle(issueId, memberId),
            roundId: txnIds.round(issueId, memberId),
            amount: BigInt(amount),
            roundEnded: true,
          })),
        );
      } catch (error) {
        // The batch's outcome is unknown: the re-run repeats it (answered from what was done).
        crash ??= error;
        break;
      }
      for (const [i, outcome] of outcomes.entries()) {
        const memberId = (batch[i] as { member_id: number }).member_id;
        // A refused member keeps its bets pending (nothing moved): the others go on, the re-run retries it.
        if (!outcome.ok) {
          refusal ??= outcome.error;
          continue;
        }
        report.credited++;
        try {
          // A throw here is a crash between the credit and the bets' marking: the re-run repeats the credit.
          options.afterCredit?.(memberId);
        } catch (error) {
          crash ??= error;
          break;
        }
        credited.push(memberId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  took('credit');
  // The credited members' bets, in `concurrency` statements at once, each over a contiguous range
  // of members (their bets are spread over all of the issue's pages: marking batch by batch after
  // each credit read the whole issue once per batch). Members credited before a crash are marked
  // too; the rest are credited again by the re-run.
  credited.sort((a, b) => a - b);
  const share = Math.ceil(credited.length / concurrency);
  await Promise.all(Array.from({ length: concurrency }, (_, k) => mark(credited.slice(k * share, (k + 1) * share))));
  took('mark');
  if (crash !== undefined) throw crash;
  if (refusal !== undefined) throw refusal;
  const turnovers = members.rows
    .filter((m) => m.counted > 0)
    .map((m) => ({ memberId: m.member_id, merchantId: m.merchant_id, turnover: BigInt(m.turnover) }));
  report.agentsPaid = await payAgentRebates(db, wallet, { id: issueId, vendor: issue.vendor_code }, turnovers);
  took('rebates');
  report.settled = await db.transaction().execute(async (trx) => {
    const done = await sql`
      UPDATE lottery_issue SET status = 'settled', settled_at = now(), settle_lease_until = NULL, settle_owner = NULL
       WHERE id = ${issueId} AND status = 'drawn'
         AND NOT EXISTS (SELECT 1 FROM lottery_bet WHERE issue_id = ${issueId} AND status IN ('placing', 'pending', 'cancelling'))`.execute(
      trx,
    );
    if (Number(done.numAffectedRows ?? 0n) !== 1) return false;
    // Every bet is final now: each pending one took its judgement's outcome and payout.
    await options.onSettled?.(
      trx,
      issueId,
      members.rows.map((m) => ({ memberId: m.member_id, merchantId: m.merchant_id, bets: m.bets, won: m.won, payout: BigInt(m.payout) })),
    );
    return true;
  });
  took('finish');
  return report;
}
