import type { Kysely } from 'kysely';
import type { Database, MerchantRow } from '../../db/schema';
import type { MemberEvents } from '../../realtime/member-events';
import { vipRepository as repo } from './vip.repository';
import { evaluateMember, reviewKeep } from './vip-evaluation';

/**
 * One pass of the VIP sweeper over every merchant: the month's keep review (once per merchant and
 * month, a claim), then an evaluation of each member with a credited deposit or a settled round
 * since the merchant's last pass. It runs beside deposits and settlement, never inside them, so
 * neither waits for it; every step is idempotent (member row locks, bonus keys, the keep claim),
 * so every process may run it. Returns how many members moved up.
 */
export async function sweepVip(deps: { db: Kysely<Database>; events: MemberEvents }, now: Date): Promise<number> {
  const { db } = deps;
  const merchants = (await db.selectFrom('merchant').selectAll().execute()) as MerchantRow[];
  let upgraded = 0;
  for (const merchant of merchants) {
    await reviewKeep(db, merchant, now);
    // First pass: the members active in the window's last day are enough to start from.
    const since = (await repo.sweptAt(db, merchant.id)) ?? new Date(now.getTime() - 86_400_000);
    for (const memberId of await repo.activeSince(db, merchant.id, since)) {
      if (await evaluateMember(deps, merchant, memberId, now)) upgraded++;
    }
    await repo.setSweptAt(db, merchant.id, now);
  }
  return upgraded;
}

/** Runs {@link sweepVip} every `intervalMs`, never two passes at once in this process. */
export function startVipSweeper(deps: {
  db: Kysely<Database>;
  events: MemberEvents;
  intervalMs: number;
  onError: (error: unknown) => void;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepVip(deps, new Date())
      .then(() => undefined)
      .catch(deps.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
