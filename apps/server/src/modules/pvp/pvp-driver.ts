import { randomUUID } from 'node:crypto';
import { createMerchantLeaseLoop } from '../../core/merchant-lease-loop';
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

  /** One pass over the merchant's rooms, while this process holds its lease. */
  async function drive(merchantId: number): Promise<void> {
    await hands.recoverDebits(merchantId);
    for (const roomId of await repo.activeRooms(merchantId)) await stepRoom(roomId).catch(onError);
  }

  const loop = createMerchantLeaseLoop({
    owner,
    leaseMs: timing.leaseMs,
    tickMs: timing.tickMs,
    clock,
    onError,
    merchants: () => repo.merchantsToDrive(),
    lease: repo.lease,
    drive,
  });

  return {
    owner,
    /** One pass over every merchant whose lease this process holds or can take. */
    tick: loop.tick,
    /** One pass over one room, as if this process held its merchant's lease (tests race two of these). */
    stepRoom,
    start: loop.start,
    stop: loop.stop,
  };
}

export type PvpDriver = ReturnType<typeof createPvpDriver>;
