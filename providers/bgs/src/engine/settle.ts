import { type Kysely, sql } from 'kysely';
import type { GameType } from '../games/types';
import type { PayMode } from '../payout';
import { payAgentRebates } from './agent-rebates';
import { rollbackSlip } from './bets';
import { JUDGEMENT_JOIN, judgeIssue } from './judge';
import { type LotteryWallet, txnIds } from './wallet';

/** Options of a settlement run. */
export type SettleOptions = {
  /** Credits in flight at once (PostgreSQL gains from a few; PGlite serialises them anyway). */
  concurrency?: number;
  /** Members whose bets are marked settled in one statement after their credits were answered. */
  markBatch?: number;
  /** Called after each member's credit was answered (tests throw here to simulate a crash). */
  afterCredit?: (memberId: number) => void;
  /**
   * Writes what the settlement announces (an outbox row per bettor) in the transaction that marks
   * the issue settled, so the announcement exists exactly when the settlement does.
   */
  onSettled?: (trx: Kysely<any>, issueId: bigint) => Promise<void>;
};

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
export type SettleReport = { cancelledSlips: number; judged: number; credited: number; agentsPaid: number; settled: boolean };

/**
 * Settles a drawn issue, resumable at any point:
 * 1. slips left `placing` (crash between bet and debit) or `cancelling` are rolled back and cancelled;
 * 2. every distinct pending bet is judged once (lottery_judgement; the bets stay pending);
 * 3. each member with pending bets is credited once, `settle:<issue>:<member>`, the sum of its
 *    payouts (zero too: the credit ends its round, which writes its hourly rollup), and only after
 *    the answer are its bets marked won/lost/push in bulk — a re-run after a crash repeats the
 *    credit, is answered with the original response and moves nothing twice (each bet takes its
 *    outcome and payout from its judgement in the same bulk update);
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
  const report: SettleReport = { cancelledSlips: 0, judged: 0, credited: 0, agentsPaid: 0, settled: false };
  if (issue?.status !== 'drawn' || !issue.result) return report;

  const open = await sql<{ slip_id: string; member_id: number }>`
    SELECT DISTINCT slip_id, member_id FROM lottery_bet WHERE issue_id = ${issueId} AND status IN ('placing', 'cancelling')`.execute(db);
  for (const slip of open.rows) {
    await rollbackSlip(db, wallet, { slipId: slip.slip_id, memberId: slip.member_id, gameId: issue.game_id, issueId });
    report.cancelledSlips++;
  }

  report.judged = await judgeIssue(db, { id: issueId, gameType: issue.game_type, payMode: issue.pay_mode, result: issue.result });

  const members = await sql<{ member_id: number; amount: bigint }>`
    SELECT b.member_id, sum(j.payout)::bigint AS amount FROM lottery_bet b JOIN lottery_judgement j ON ${JUDGEMENT_JOIN}
     WHERE b.issue_id = ${issueId} AND b.status = 'pending' GROUP BY b.member_id ORDER BY b.member_id`.execute(db);
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const markBatch = Math.max(1, options.markBatch ?? 500);
  const queue = [...members.rows];
  const credited: number[] = [];
  const mark = async (ids: number[]) => {
    if (ids.length === 0) return;
    await sql`
      UPDATE lottery_bet b SET status = j.status, judged_status = j.status, payout = j.payout, settled_at = now(),
             credit_txn_id = 'settle:' || b.issue_id || ':' || b.member_id
        FROM lottery_judgement j
       WHERE ${JUDGEMENT_JOIN} AND b.issue_id = ${issueId} AND b.status = 'pending'
         AND b.member_id = ANY(${`{${ids.join(',')}}`}::integer[])`.execute(db);
  };
  let failure: unknown;
  const worker = async () => {
    for (let next = queue.shift(); next && failure === undefined; next = queue.shift()) {
      const memberId = next.member_id;
      try {
        await wallet.credit({
          memberId,
          gameId: issue.game_id,
          txnId: txnIds.settle(issueId, memberId),
          roundId: txnIds.round(issueId, memberId),
          amount: BigInt(next.amount),
          roundEnded: true,
        });
        report.credited++;
        // A throw here is a crash between the credit and the bets' marking: the re-run repeats the credit.
        options.afterCredit?.(memberId);
        credited.push(memberId);
        if (credited.length >= markBatch) await mark(credited.splice(0));
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  // Members credited before a failure are marked now; the rest are credited by the re-run.
  await mark(credited.splice(0));
  if (failure !== undefined) throw failure;

  report.agentsPaid = await payAgentRebates(db, wallet, { id: issueId, vendor: issue.vendor_code });
  report.settled = await db.transaction().execute(async (trx) => {
    const done = await sql`
      UPDATE lottery_issue SET status = 'settled', settled_at = now(), settle_lease_until = NULL, settle_owner = NULL
       WHERE id = ${issueId} AND status = 'drawn'
         AND NOT EXISTS (SELECT 1 FROM lottery_bet WHERE issue_id = ${issueId} AND status IN ('placing', 'pending', 'cancelling'))`.execute(
      trx,
    );
    if (Number(done.numAffectedRows ?? 0n) !== 1) return false;
    await options.onSettled?.(trx, issueId);
    return true;
  });
  return report;
}
