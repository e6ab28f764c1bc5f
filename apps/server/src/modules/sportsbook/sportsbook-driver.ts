import { randomUUID } from 'node:crypto';
import { createMerchantLeaseLoop } from '../../core/merchant-lease-loop';
import type { SportsbookRepository } from './sportsbook.repository';
import type { SportsbookAcceptance } from './sportsbook-accept';
import type { SportsbookFeed } from './sportsbook-feed';
import type { SportsbookTiming } from './sportsbook-settings';
import type { SportsbookSettlement } from './sportsbook-settle';
import type { SportsbookSimulation } from './sportsbook-simulator';

/** Simulated matches one pass plays, bets one pass decides, matches one pass settles. */
const BATCH = 200;

/**
 * The book's loop of one process. Every process runs it; for each merchant with something to do
 * the process holding the merchant's short lease (sportsbook_driver) plays its simulated matches
 * (the simulator's feed messages), decides in-play bets whose delay is over, rolls back debits that
 * never answered, settles the matches whose bets are behind their results and voids, and pays
 * figures left unpaid (a crash between the payout write and the credit, a reversal refused for
 * lack of funds). Every step is safe to run twice or in two processes at once (conditional updates,
 * row locks, one wallet call per txn id), so a lease that ran out mid-pass costs only repeated work,
 * and a process that dies is replaced by the next to take the lease, which finishes from the database.
 */
export function createSportsbookDriver(deps: {
  repo: SportsbookRepository;
  feed: SportsbookFeed;
  simulation: SportsbookSimulation;
  acceptance: SportsbookAcceptance;
  settlement: SportsbookSettlement;
  timing: SportsbookTiming;
  /** The demo's rolling fixtures (seed/sportsbook.ts createDemoSportsbookSchedule); none in tests unless given. */
  schedule?: { extend(merchantId: number, now: Date): Promise<void> };
  clock?: () => Date;
  owner?: string;
  onError?: (error: unknown) => void;
}) {
  const { repo, feed, simulation, acceptance, settlement, timing } = deps;
  const clock = deps.clock ?? (() => new Date());
  const owner = deps.owner ?? `sportsbook-${randomUUID()}`;
  const onError = deps.onError ?? (() => {});

  /** Brings the merchant's simulated matches under way to where their simulation stands. */
  async function simulate(merchantId: number, now: Date): Promise<void> {
    const matches = await repo.db
      .selectFrom('sportsbook_match')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('sim', 'is not', null)
      .where('status', 'in', ['scheduled', 'live'])
      .where('starts_at', '<=', now)
      .orderBy('starts_at')
      .limit(BATCH)
      .execute();
    for (const match of matches) {
      try {
        for (const message of simulation.messages(match, now)) await feed.apply(merchantId, message);
      } catch (error) {
        onError(error);
      }
    }
  }

  async function settle(merchantId: number): Promise<void> {
    for (const match of await repo.unsettledMatches(merchantId, BATCH)) {
      await settlement.settleMatch(match.id, { limit: timing.settleBatch, concurrency: timing.settleConcurrency }).catch(onError);
    }
    await settlement.finishUncredited(merchantId, timing.settleBatch, timing.settleConcurrency).catch(onError);
  }

  async function drive(merchantId: number, now: Date): Promise<void> {
    await deps.schedule?.extend(merchantId, now).catch(onError);
    await simulate(merchantId, now).catch(onError);
    await acceptance.decideDue(merchantId, BATCH).catch(onError);
    await acceptance.recover(merchantId, timing.staleMs, BATCH).catch(onError);
    await settle(merchantId);
  }

  const loop = createMerchantLeaseLoop({
    owner,
    leaseMs: timing.leaseMs,
    tickMs: timing.tickMs,
    clock,
    onError,
    merchants: (now) => repo.merchantsToDrive(now),
    lease: repo.lease,
    drive,
  });

  return {
    owner,
    /** One pass over every merchant whose lease this process holds or can take (tests step it). */
    tick: loop.tick,
    /** One merchant's pass without the lease (tests, and a second process racing the first). */
    drive,
    start: loop.start,
    stop: loop.stop,
    /** Simulates a process that dies: stops ticking without giving up its leases. */
    kill: loop.kill,
  };
}

export type SportsbookDriver = ReturnType<typeof createSportsbookDriver>;
