import { randomUUID } from 'node:crypto';
import type { PvpRepository } from './pvp.repository';
import type { PvpHands } from './pvp-hands';
import type { PvpTiming } from './pvp-settings';

/**
 * The hand loop of one process. Every process runs it; for each merchant with rooms in use, the
 * process holding the merchant's short lease (pvp_driver) deals a hand where two or more sit and
 * the pause is over, makes the automatic moves whose deadline passed, credits and closes finished
 * hands, and rolls back debits a dead process left. Every change is a conditional update on the
 * hand's version, so two drivers at once (a lease that ran out mid-step) still change a hand once.
 */
export function createPvpDriver(deps: {
  repo: PvpRepository;
  hands: PvpHands;
  timing: PvpTiming;
  clock?: () => Date;
  owner?: string;
  onError?: (error: unknown) => void;
}) {
  const { repo, hands, timing } = deps;
  const clock = deps.clock ?? (() => new Date());
  const owner = deps.owner ?? `pvp-${randomUUID().slice(0, 8)}`;
  const onError = deps.onError ?? (() => {});
  const holding = new Set<number>();
  const lastTry = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function stepRoom(roomId: number): Promise<void> {
    const room = await repo.room(roomId);
    if (!room) return;
    const hand = await repo.openHand(roomId);
    if (hand?.finished) return hands.close(hand);
    if (hand && hand.version === 0) {
      // Opened but never dealt: its dealer died between the two. Once its debits are stale (the
      // recovery pass rolls them back) it is cancelled, so the room deals again.
      const age = clock().getTime() - new Date(hand.created_at).getTime();
      if (age >= timing.staleDebitMs) await hands.abandon(hand);
      return;
    }
    if (hand) return hands.timeOut(hand, owner);
    const seated = (await repo.seats(roomId)).filter((s) => !s.leaving).length;
    if (seated < 2) return;
    if (!room.next_hand_at) {
      await repo.touch(roomId, new Date(clock().getTime() + timing.pauseMs));
      return;
    }
    if (new Date(room.next_hand_at) <= clock()) await hands.deal(room, owner);
  }

  async function step(merchantId: number): Promise<void> {
    const now = clock();
    if (!holding.has(merchantId)) {
      const last = lastTry.get(merchantId) ?? 0;
      if (now.getTime() - last < timing.leaseMs / 3) return;
      lastTry.set(merchantId, now.getTime());
    }
    if (!(await repo.claimLease(merchantId, owner, now, timing.leaseMs))) {
      holding.delete(merchantId);
      return;
    }
    holding.add(merchantId);
    await hands.recoverDebits(merchantId);
    for (const roomId of await repo.activeRooms(merchantId)) await stepRoom(roomId).catch(onError);
  }

  async function tick(): Promise<void> {
    for (const merchantId of await repo.merchantsToDrive()) await step(merchantId).catch(onError);
  }

  return {
    owner,
    /** One pass over every merchant whose lease this process holds or can take. */
    tick,
    /** One pass over one room, as if this process held its merchant's lease (tests race two of these). */
    stepRoom,
    start(): void {
      stopped = false;
      const loop = () => {
        if (stopped) return;
        running = tick()
          .catch(onError)
          .finally(() => {
            if (stopped) return;
            timer = setTimeout(loop, timing.tickMs);
            timer.unref?.();
          });
      };
      timer = setTimeout(loop, timing.tickMs);
      timer.unref?.();
    },
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      if (holding.size > 0) await repo.releaseLease(owner).catch(onError);
      holding.clear();
    },
  };
}

export type PvpDriver = ReturnType<typeof createPvpDriver>;
