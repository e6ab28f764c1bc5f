import { type Kysely, sql } from 'kysely';
import { rollbackSlip } from './bets';
import { LotteryError } from './errors';
import type { LotteryWallet } from './wallet';

/**
 * An operator's hold on the issues of the engine (the back office's lottery control):
 *
 * - **pause**: an open or locked issue that is not drawn yet. While paused it takes no bets (and
 *   no member cancellations), and the scheduler does not draw it, however late it gets; its
 *   betting still closes at its time. **Resume** lifts the pause: an issue whose draw time has
 *   passed is drawn at the next tick, from the seed whose hash was published (nothing about the
 *   result can change). Both are claims (`UPDATE … WHERE`), so a pause and a draw never both win.
 * - **cancel**: an open or locked (paused or not) issue becomes `cancelled` and every live bet of it
 *   (`placing`, `pending`) `cancelling`, in one transaction with the operator's audit row; then each
 *   slip is refunded through the wallet protocol (`rollbackSlip`: the debit `slip:<id>` rolled
 *   back, the play rebate taken back), exactly once whoever runs it — every rollback is keyed by
 *   its txn id, a repeat is answered with the first answer, and a rollback that comes before its
 *   debit leaves a tombstone that refuses the late debit. A crash between the claim and the last
 *   refund leaves bets `cancelling` on a cancelled issue; the scheduler (or a repeated cancel)
 *   finishes them, and `refunded_at` is set when none is left.
 */

/** An issue as the controls change it. */
export type ControlledIssue = {
  id: string;
  numero: string;
  status: string;
  pausedAt: string | null;
  closesAt: string;
  drawsAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  refundedAt: string | null;
};

type Row = {
  id: bigint;
  numero: string;
  status: string;
  paused_at: Date | null;
  closes_at: Date;
  draws_at: Date;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  refunded_at: Date | null;
};

const COLUMNS = sql`id, numero, status, paused_at, closes_at, draws_at, cancelled_at, cancel_reason, refunded_at`;
const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function present(r: Row): ControlledIssue {
  return {
    id: String(r.id),
    numero: r.numero,
    status: r.status,
    pausedAt: iso(r.paused_at),
    closesAt: new Date(r.closes_at).toISOString(),
    drawsAt: new Date(r.draws_at).toISOString(),
    cancelledAt: iso(r.cancelled_at),
    cancelReason: r.cancel_reason,
    refundedAt: iso(r.refunded_at),
  };
}

/** The issue locked for a change (in the caller's transaction), or `lottery_issue_not_found`. */
export async function lockIssue(trx: Kysely<any>, issueId: bigint): Promise<ControlledIssue> {
  const { rows } = await sql<Row>`SELECT ${COLUMNS} FROM lottery_issue WHERE id = ${issueId} FOR UPDATE`.execute(trx);
  if (!rows[0]) throw new LotteryError('lottery_issue_not_found');
  return present(rows[0]);
}

async function claim(trx: Kysely<any>, query: ReturnType<typeof sql<Row>>): Promise<ControlledIssue> {
  const { rows } = await query.execute(trx);
  if (!rows[0]) throw new LotteryError('lottery_issue_not_controllable');
  return present(rows[0]);
}

/** Pauses an issue not yet drawn (`lottery_issue_not_controllable` otherwise, or when paused already). */
export function pauseIssue(trx: Kysely<any>, issueId: bigint, now: Date): Promise<ControlledIssue> {
  return claim(
    trx,
    sql<Row>`UPDATE lottery_issue SET paused_at = ${now}
              WHERE id = ${issueId} AND status IN ('open', 'locked') AND paused_at IS NULL RETURNING ${COLUMNS}`,
  );
}

/** Lifts a pause (`lottery_issue_not_controllable` when the issue is not paused). */
export function resumeIssue(trx: Kysely<any>, issueId: bigint): Promise<ControlledIssue> {
  return claim(
    trx,
    sql<Row>`UPDATE lottery_issue SET paused_at = NULL
              WHERE id = ${issueId} AND status IN ('open', 'locked') AND paused_at IS NOT NULL RETURNING ${COLUMNS}`,
  );
}

/**
 * Cancels an issue not yet drawn and marks its live bets `cancelling`, in the caller's transaction
 * (`lottery_issue_not_controllable` when it was drawn or cancelled already). The refunds follow
 * with {@link refundCancelledIssue} once this commits.
 */
export async function cancelIssue(
  trx: Kysely<any>,
  issueId: bigint,
  input: { now: Date; reason: string; operatorId: number | null },
): Promise<ControlledIssue> {
  const issue = await claim(
    trx,
    sql<Row>`UPDATE lottery_issue SET status = 'cancelled', paused_at = NULL, cancelled_at = ${input.now},
                    cancel_reason = ${input.reason}, cancelled_by = ${input.operatorId}
              WHERE id = ${issueId} AND status IN ('open', 'locked') RETURNING ${COLUMNS}`,
  );
  await sql`UPDATE lottery_bet SET status = 'cancelling' WHERE issue_id = ${issueId} AND status IN ('placing', 'pending')`.execute(trx);
  return issue;
}

/** What the refunds of a cancelled issue came to: slips and bets cancelled and their stake (minor units). */
export type RefundReport = {
  refundedNow: number;
  /** Slips whose refund failed this time (left `cancelling`, retried by the next run); `error` is the first failure. */
  failed: number;
  error?: unknown;
  slips: number;
  bets: number;
  stake: bigint;
  pending: number;
  complete: boolean;
};

/**
 * Refunds every slip of a cancelled issue still `cancelling` (safe to run again and by several
 * processes: each rollback is answered once per txn id), then marks the issue refunded when none is
 * left. Returns the issue's cancelled totals.
 */
export async function refundCancelledIssue(db: Kysely<any>, wallet: LotteryWallet, issueId: bigint): Promise<RefundReport> {
  const { rows: issue } = await sql<{ status: string }>`SELECT status FROM lottery_issue WHERE id = ${issueId}`.execute(db);
  if (issue[0]?.status !== 'cancelled') throw new LotteryError('lottery_issue_not_controllable');
  const { rows: slips } = await sql<{ slip_id: string; member_id: number; game_id: number }>`
    SELECT DISTINCT b.slip_id, b.member_id, g.game_id FROM lottery_bet b JOIN lottery_game g ON g.id = b.lottery_game_id
     WHERE b.issue_id = ${issueId} AND b.status = 'cancelling' ORDER BY b.slip_id`.execute(db);
  let refundedNow = 0;
  let failed = 0;
  let error: unknown;
  for (const slip of slips) {
    try {
      await rollbackSlip(db, wallet, { slipId: slip.slip_id, memberId: slip.member_id, gameId: slip.game_id, issueId });
      refundedNow++;
    } catch (caught) {
      failed++;
      error ??= caught;
    }
  }
  await sql`
    UPDATE lottery_issue SET refunded_at = now()
     WHERE id = ${issueId} AND status = 'cancelled' AND refunded_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM lottery_bet WHERE issue_id = ${issueId} AND status IN ('placing', 'pending', 'cancelling'))`.execute(
    db,
  );
  const { rows } = await sql<{ slips: number; bets: number; stake: bigint | null; pending: number }>`
    SELECT count(DISTINCT slip_id) FILTER (WHERE status = 'cancelled')::int AS slips,
           count(*) FILTER (WHERE status = 'cancelled')::int AS bets,
           sum(stake) FILTER (WHERE status = 'cancelled')::bigint AS stake,
           count(*) FILTER (WHERE status IN ('placing', 'pending', 'cancelling'))::int AS pending
      FROM lottery_bet WHERE issue_id = ${issueId}`.execute(db);
  const totals = rows[0] ?? { slips: 0, bets: 0, stake: 0n, pending: 0 };
  return {
    refundedNow,
    failed,
    ...(failed > 0 ? { error } : {}),
    slips: totals.slips,
    bets: totals.bets,
    stake: BigInt(totals.stake ?? 0n),
    pending: totals.pending,
    complete: totals.pending === 0,
  };
}

/**
 * The cancelled issues whose refunds a crash left unfinished, cancelled before `before` (the
 * operator's own call refunds a fresh cancellation; the scheduler takes over after a grace).
 */
export async function unfinishedRefunds(db: Kysely<any>, before: Date, limit = 20): Promise<bigint[]> {
  const { rows } = await sql<{ id: bigint }>`
    SELECT id FROM lottery_issue WHERE status = 'cancelled' AND refunded_at IS NULL AND cancelled_at <= ${before}
     ORDER BY cancelled_at, id LIMIT ${limit}`.execute(db);
  return rows.map((r) => BigInt(r.id));
}
