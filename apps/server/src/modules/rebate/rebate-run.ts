import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { postMany } from '../../ledger/post';
import { grantBonuses } from '../promotions/bonus-book-batch';
import type { RebateRepository, RecordInput } from './rebate.repository';
import { dayClosed, dayPeriod, lastClosedDay } from './rebate-periods';
import { REBATE_TITLE, rebateGrantKey, turnoverOf } from './rebate-rules';
import type { RebateRunRepository, RunRow } from './rebate-run.repository';

/**
 * Members paid per transaction: one ledger batch, one bonus insert, one watermark update each.
 * Bigger batches cost fewer statements and commits per member; a member's own claim waits for the
 * batch holding its watermark (a few seconds at most).
 */
export const RUN_BATCH_SIZE = 10_000;

/** The run's phases, in the order of a batch (the bench prints where the time went by these names). */
export type RunPhase = 'lease' | 'watermarks' | 'amounts' | 'bonuses' | 'records' | 'commit';

type Deps = {
  db: Kysely<Database>;
  repo: RebateRepository;
  runs: RebateRunRepository;
  /** This process's name in the run's lease. */
  owner: string;
  batchSize?: number;
  /** The ledger's batch post; a test wraps it to kill a run in the middle. */
  postMany?: typeof postMany;
  now?: () => Date;
  /** Told the time of each phase of each batch (milliseconds): the bench's breakdown. */
  onPhase?: (phase: RunPhase, ms: number) => void;
};

/**
 * The daily rebate run (docs/promotions/rebate.md): after a merchant's business day closes, pays
 * every member who played that day the rebate of its rollup quarters from its watermark up to the
 * day's end — the same rule as a member's claim, so the two never overlap and no bet is left out.
 *
 * The run takes the day's lease (`rebate_run`, {@link RUN_LEASE_SECONDS}): one process at a time;
 * a killed run's lease runs out and the next tick (any process) goes on from the member it got to.
 * First the day's members get their watermark rows, in one statement of its own
 * (`ensureDayWatermarks`). Each batch of {@link RUN_BATCH_SIZE} members (member_day_rollup of that day,
 * in id order) is one transaction: it checks the lease is still this process's, locks the members' watermarks that are
 * still before the day's end (a member a claim or another run already covered drops out), computes
 * every amount in one set-based query over the quarter-hour rollups, grants the bonuses of those at
 * or above the minimum claim in one insert and one ledger batch (bonus-book-batch.ts), writes the
 * records and moves the watermarks, and adds to the run's summary. A crash rolls the batch back
 * whole, so each member is paid once per day whatever dies when.
 */
export function createRebateRunner(deps: Deps) {
  const { db, repo, runs, owner } = deps;
  const batchSize = deps.batchSize ?? RUN_BATCH_SIZE;
  const now = deps.now ?? (() => new Date());
  const onPhase = deps.onPhase;
  /** Times `work` as `phase` when someone listens. */
  async function phase<T>(name: RunPhase, work: () => Promise<T>): Promise<T> {
    if (!onPhase) return work();
    const started = performance.now();
    try {
      return await work();
    } finally {
      onPhase(name, performance.now() - started);
    }
  }

  /** Pays one batch; false when the day has no members left. */
  async function batch(merchant: MerchantRow, day: string, until: Date): Promise<boolean> {
    let committing = 0;
    const more = await db.transaction().execute(async (trx) => {
      const held = await phase('lease', () => runs.lockHeld(trx, merchant.id, day, owner));
      if (!held) throw new AppError('rebate_run_busy');
      const members = await phase('lease', () => runs.dayMembers(trx, merchant.id, day, held.afterMember, batchSize));
      const last = members.at(-1);
      if (last === undefined) return false;
      const settings = await repo.settings(trx, merchant.id);
      const minimum = settings.minClaim > 0n ? settings.minClaim : 1n;
      const locked = await phase('watermarks', async () => {
        await repo.ensureWatermarks(trx, merchant.id, members);
        return repo.lockWatermarks(trx, members, until);
      });
      const due = await phase('amounts', async () =>
        locked.length > 0 ? (await repo.due(trx, locked, until)).filter((d) => d.amount >= minimum) : [],
      );
      const granted = await phase('bonuses', () =>
        grantBonuses(
          trx,
          { merchant, source: 'rebate', takenBy: 'auto', title: REBATE_TITLE },
          due.map((d) => ({
            memberId: d.memberId,
            key: rebateGrantKey(until),
            amount: d.amount,
            turnoverRequired: turnoverOf(d.amount, settings.turnoverMultiple),
            memo: `rebate ${day}`,
          })),
          deps.postMany,
        ),
      );
      const records: RecordInput[] = [];
      for (const d of due) {
        const g = granted.get(d.memberId);
        if (!g || g.replayed) continue;
        records.push({ ...d, bonusId: g.bonusId, takenBy: 'auto', until, runDay: day });
      }
      await phase('records', async () => {
        await repo.recordAndAdvance(trx, merchant.id, records);
        await runs.progress(trx, merchant.id, day, {
          afterMember: last,
          members: records.length,
          validBet: records.reduce((sum, r) => sum + r.validBet, 0n),
          total: records.reduce((sum, r) => sum + r.amount, 0n),
        });
      });
      committing = performance.now();
      return true;
    });
    if (more && onPhase) onPhase('commit', performance.now() - committing);
    return more;
  }

  /**
   * Runs (or goes on with) the rebate of a closed business day (yyyy-MM-dd in the merchant's zone)
   * and answers its summary. A done day answers its summary again; a day another process is running
   * is `rebate_run_busy`; a day not closed yet `rebate_day_not_closed`.
   */
  async function runDay(merchant: MerchantRow, day: string, startedBy = 'auto'): Promise<RunRow> {
    if (!dayClosed(day, merchant.time_zone, now())) throw new AppError('rebate_day_not_closed');
    const leased = await runs.takeLease(merchant.id, day, owner, startedBy);
    if (!leased) {
      const existing = await runs.find(merchant.id, day);
      if (existing?.status === 'done') return existing;
      throw new AppError('rebate_run_busy');
    }
    const until = dayPeriod(day, merchant.time_zone).to;
    await phase('watermarks', () => runs.ensureDayWatermarks(merchant.id, day, leased.afterMember));
    while (await batch(merchant, day, until)) {
      // each batch commits on its own
    }
    const done = await runs.finish(merchant.id, day, owner);
    if (done) return done;
    const found = await runs.find(merchant.id, day);
    if (!found) throw new Error('rebate run vanished');
    return found;
  }

  return {
    runDay,

    /**
     * The scheduler's tick: for each merchant paid daily, runs the last closed business day unless it
     * is done. A day another process holds is left to it. Errors of one merchant do not stop the rest.
     */
    async tick(): Promise<RunRow[]> {
      const ran: RunRow[] = [];
      const errors: unknown[] = [];
      for (const merchant of await runs.dailyMerchants()) {
        const day = lastClosedDay(now(), merchant.time_zone);
        try {
          const existing = await runs.find(merchant.id, day);
          if (existing?.status === 'done') continue;
          ran.push(await runDay(merchant, day, 'auto'));
        } catch (error) {
          if (error instanceof AppError && error.code === 'rebate_run_busy') continue;
          errors.push(error);
        }
      }
      if (errors.length === 1) throw errors[0];
      if (errors.length > 1) throw new AggregateError(errors, 'rebate run failed');
      return ran;
    },
  };
}

export type RebateRunner = ReturnType<typeof createRebateRunner>;
