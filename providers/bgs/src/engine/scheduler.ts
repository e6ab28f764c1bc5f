import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { refundCancelledIssue, unfinishedRefunds } from './control';
import { enabledGames } from './games';
import { drawDueIssues, ensureIssues, lockClosedIssues, type OnDrawn } from './issues';
import { type SettledBettor, type SettleOptions, settleIssue } from './settle';
import { claimSettlement, SETTLE_LEASE_MS, SETTLE_RENEW_MS, withSettlementLease } from './settle-lease';
import type { LotteryWallet } from './wallet';

/** How long after an operator cancelled an issue the scheduler finishes refunds its call left (the call refunds at once). */
export const REFUND_GRACE_MS = 30_000;
/** How often one process looks whether a game needs new issues (far inside the issue horizon). */
const ENSURE_EVERY_MS = 20_000;

/** What one tick did. */
export type TickReport = { created: number; locked: number; drawn: bigint[]; settled: bigint[]; refunded: bigint[] };

/**
 * How draws and settlements are announced: rows written in the transaction that makes each one
 * (an outbox), and a nudge once it committed so this process publishes them at once; any other
 * live process publishes them too if this one dies first.
 */
export type LotteryAnnouncer = {
  drawn: OnDrawn;
  /** Writes the settlement's announcements in its transaction (`bettors`: from the settlement's own scan). */
  settled: (trx: Kysely<any>, issueId: bigint, bettors: SettledBettor[]) => Promise<void>;
  /** Something announced has committed. */
  committed: () => void;
};

/** Options of the scheduler. */
export type SchedulerOptions = {
  db: Kysely<any>;
  wallet: LotteryWallet;
  /** The time source (tests move it). */
  clock?: () => Date;
  /** How long a settlement claim lasts unless renewed (SETTLE_LEASE_MS). */
  settleLeaseMs?: number;
  /** How often a running settlement renews its claim (SETTLE_RENEW_MS). */
  settleRenewMs?: number;
  /** Who this scheduler is in the settlement leases (a fresh id by default: one per process). */
  owner?: string;
  settle?: SettleOptions;
  announce?: LotteryAnnouncer;
  /** Told about a failed tick (the next tick retries). */
  onError?: (error: unknown) => void;
  /** Told what each timed tick did. */
  onTick?: (report: TickReport) => unknown;
};

/**
 * The lottery's periodic work, safe in every process at once and across restarts: each tick
 * creates the issues due by each game's schedule (catching up after downtime), locks issues whose
 * betting closed, draws due issues oldest first (a claim UPDATE: exactly once), and settles
 * drawn issues oldest first under a short lease renewed while it runs (resumable: every money
 * call is idempotent).
 */
export function createLotteryScheduler(options: SchedulerOptions) {
  const { db, wallet, announce } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.settleLeaseMs ?? SETTLE_LEASE_MS;
  const renewMs = options.settleRenewMs ?? SETTLE_RENEW_MS;
  const owner = options.owner ?? randomUUID();
  const settleOptions: SettleOptions = { ...options.settle, ...(announce ? { onSettled: announce.settled } : {}) };
  let timer: NodeJS.Timeout | undefined;
  const ensuredAt = new Map<number, number>();
  let running: Promise<unknown> | undefined;

  async function tick(): Promise<TickReport> {
    const now = clock();
    let created = 0;
    for (const game of await enabledGames(db)) {
      // Issues exist at least ten minutes ahead (ISSUE_HORIZON_MS): a game checked moments ago by
      // this process needs no look yet, which keeps a tick of many games to a few queries.
      const checked = ensuredAt.get(game.id);
      if (checked !== undefined && now.getTime() - checked >= 0 && now.getTime() - checked < ENSURE_EVERY_MS) continue;
      // One game's failure (a schedule that ran out, a conflict) is reported and the others go on:
      // a throw here used to end the tick, and every game after it stopped getting issues.
      try {
        created += await ensureIssues(db, game, now);
        ensuredAt.set(game.id, now.getTime());
      } catch (error) {
        options.onError?.(error);
      }
    }
    const locked = await lockClosedIssues(db, now);
    const drawn = (await drawDueIssues(db, now, announce?.drawn)).map((i) => i.id);
    // Draws are announced before settling starts: a long settlement must not hold them back.
    if (drawn.length > 0) announce?.committed();
    const settled: bigint[] = [];
    const { rows } = await sql<{ id: bigint }>`
      SELECT id FROM lottery_issue WHERE status = 'drawn' AND (settle_lease_until IS NULL OR settle_lease_until <= ${now})
       ORDER BY draws_at, id LIMIT 100`.execute(db);
    for (const row of rows) {
      const id = BigInt(row.id);
      if (!(await claimSettlement(db, id, owner, clock(), leaseMs))) continue;
      const report = await withSettlementLease(
        { db, issueId: id, owner, clock, leaseMs, renewMs },
        () => settleIssue(db, wallet, id, settleOptions),
        options.onError,
      );
      if (report.settled) {
        settled.push(id);
        announce?.committed();
      }
    }
    // Cancelled issues whose refunds a crash interrupted (control.ts): every refund is keyed, so finishing twice moves nothing twice.
    const refunded: bigint[] = [];
    for (const id of await unfinishedRefunds(db, new Date(now.getTime() - REFUND_GRACE_MS))) {
      try {
        const report = await refundCancelledIssue(db, wallet, id);
        if (report.complete) refunded.push(id);
        if (report.failed > 0) options.onError?.(report.error);
      } catch (error) {
        options.onError?.(error);
      }
    }
    return { created, locked, drawn, settled, refunded };
  }

  return {
    tick,
    /** Runs a tick every `everyMs` (never two at once in this process). */
    start(everyMs = 1000): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = tick()
          .then((report) => options.onTick?.(report))
          .catch((error) => options.onError?.(error))
          .finally(() => {
            running = undefined;
          });
      }, everyMs);
      timer.unref();
    },
    /** Stops the timer and waits for a running tick to end. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type LotteryScheduler = ReturnType<typeof createLotteryScheduler>;
