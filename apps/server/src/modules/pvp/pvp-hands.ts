import { type LotteryWallet, LotteryWalletError } from '@fortuna/bgs/engine';
import { newServerSeed, seedHash } from '@fortuna/bgs/fair/instant';
import { encodeState, type PvpSettlement, type PvpStateBase, pvpRules } from '@fortuna/bgs/pvp';
import { PVP_EVENTS } from '@fortuna/shared';
import { handState, presentSummary } from './pvp.presenter';
import type { PvpHandRow, PvpRepository, PvpRoomRow } from './pvp.repository';
import type { PvpHub } from './pvp-hub';
import { type PvpTiming, pvpIds } from './pvp-settings';

/** The outcome of storing a hand's next state. */
export type Applied = { kind: 'ok'; hand: PvpHandRow } | { kind: 'changed' } | { kind: 'refused'; seat: number; error: LotteryWalletError };

/** The settlement of a state: a hand cancelled at the deal returns every stake. */
function settlementOf(state: PvpStateBase): PvpSettlement {
  if (state.phase === 'cancelled') return { returns: [...state.stakes], rakes: state.stakes.map(() => 0n), rake: 0n };
  return (pvpRules(state.game) ?? { settle: () => undefined as never }).settle(state);
}

/**
 * The hand's life shared by the calls and the driver: every change of a hand is one `apply` — the
 * rises of the seats' stakes debited through the wallet (each with its own txn id, recorded first),
 * then the state stored only if the hand is still at the version it was computed from (else the
 * debits are rolled back). A finished hand is credited seat by seat (returns, with roundEnded) and
 * closed once; every step can run again (a retry, another process) without moving money twice.
 */
export function createPvpHands(deps: {
  repo: PvpRepository;
  wallet: LotteryWallet;
  hub: PvpHub;
  timing: PvpTiming;
  clock: () => Date;
  onError: (error: unknown) => void;
}) {
  const { repo, wallet, hub, timing, clock, onError } = deps;

  /** Rolls back one debit unless a stored state applied it first (held as voiding, so none can now). */
  async function rollBack(d: { txnId: string; seat: number; memberId: number; handId: bigint; gameId: number }): Promise<void> {
    if (!(await repo.holdForRollback(d.txnId))) return;
    await wallet.rollback({ memberId: d.memberId, gameId: d.gameId, txnId: d.txnId, roundId: pvpIds.round(d.handId, d.seat) });
    await repo.finishRollback(d.txnId);
  }

  async function undo(hand: PvpHandRow, made: { txnId: string; seat: number; memberId: number }[]): Promise<void> {
    for (const d of made) {
      // Left voiding or open on failure: the driver's recovery rolls it back later.
      await rollBack({ ...d, handId: hand.id, gameId: hand.catalogue_game_id }).catch(onError);
    }
  }

  async function announce(roomId: number): Promise<void> {
    const room = await repo.room(roomId);
    if (!room) return;
    hub.room(roomId, PVP_EVENTS.room, { roomId, version: room.version });
    const occupancy = (await repo.occupancy(room.merchant_id)).get(roomId);
    const game = await repo.catalogueGameId(room.game_code);
    hub.lobby(room.merchant_id, PVP_EVENTS.lobby, presentSummary(room, occupancy, game?.id ?? null));
  }

  /** Stores `next` as the hand's state after `hand`, debiting each stake's rise first. `actor` names the mover in txn ids. */
  async function apply(hand: PvpHandRow, next: PvpStateBase, actor: string, options: { fresh?: boolean } = {}): Promise<Applied> {
    const prev = handState(hand);
    const members = hand.members as (number | null)[];
    const debited = (hand.debited as string[]).map(BigInt);
    const nextVersion = hand.version + 1;
    const made: { txnId: string; seat: number; memberId: number }[] = [];
    for (const [seat, stake] of next.stakes.entries()) {
      const rise = stake - (debited[seat] ?? 0n);
      const memberId = members[seat];
      if (rise <= 0n || memberId === null || memberId === undefined) continue;
      const txnId = pvpIds.debit(hand.id, seat, nextVersion, actor);
      if (!(await repo.insertDebit({ handId: hand.id, seat, memberId, txnId, amount: rise }))) {
        await undo(hand, made);
        return { kind: 'changed' };
      }
      try {
        await wallet.debit({ memberId, gameId: hand.catalogue_game_id, txnId, roundId: pvpIds.round(hand.id, seat), amount: rise });
      } catch (error) {
        if (error instanceof LotteryWalletError) {
          await repo.voidDebit(txnId);
          await undo(hand, made);
          return { kind: 'refused', seat, error };
        }
        await undo(hand, made);
        throw error; // outcome unknown: stays open, the recovery pass rolls it back
      }
      made.push({ txnId, seat, memberId });
      debited[seat] = (debited[seat] ?? 0n) + rise;
    }
    const now = clock();
    const newlyDue = options.fresh || next.phaseStep !== prev.phaseStep || next.phase !== prev.phase;
    const settled = next.finished ? settlementOf(next) : null;
    const stored = await repo.advance({
      handId: hand.id,
      version: hand.version,
      state: encodeState(next),
      nextVersion,
      dueVersion: newlyDue ? nextVersion : hand.due_version,
      phase: next.phase,
      deadline: next.finished ? null : newlyDue || !hand.deadline ? new Date(now.getTime() + timing.turnMs) : new Date(hand.deadline),
      debited: debited.map(String),
      debits: made.map((d) => d.txnId),
      finished: settled ? { returns: settled.returns.map(String), rake: settled.rake, at: now } : null,
    });
    if (!stored) {
      await undo(hand, made);
      return { kind: 'changed' };
    }
    await repo.touch(hand.room_id);
    const updated = (await repo.hand(hand.id)) as PvpHandRow;
    if (updated.finished) await close(updated);
    else await announce(hand.room_id);
    return { kind: 'ok', hand: updated };
  }

  /**
   * Credits every seat of a finished hand its returns (plus anything debited beyond its stake) with
   * roundEnded, once per seat by txn id, then closes the hand, frees the seats of leavers and sets
   * when the next hand deals.
   */
  async function close(hand: PvpHandRow): Promise<void> {
    if (!hand.finished || hand.closed_at) return;
    const state = handState(hand);
    const members = hand.members as (number | null)[];
    const debited = (hand.debited as string[]).map(BigInt);
    const returns = (hand.returns as string[]).map(BigInt);
    for (const [seat, memberId] of members.entries()) {
      if (memberId === null) continue;
      const paid = debited[seat] ?? 0n;
      const amount = (returns[seat] ?? 0n) + paid - (state.stakes[seat] ?? 0n);
      if (paid === 0n && amount === 0n) continue; // never staked: no round to end
      await wallet.credit({
        memberId,
        gameId: hand.catalogue_game_id,
        txnId: pvpIds.settle(hand.id, seat),
        roundId: pvpIds.round(hand.id, seat),
        amount,
        roundEnded: true,
      });
    }
    const now = clock();
    if (await repo.closeHand(hand.id, now)) {
      await repo.standLeavers(hand.room_id);
      await repo.touch(hand.room_id, new Date(now.getTime() + timing.pauseMs));
      await announce(hand.room_id);
    }
  }

  /**
   * Deals the room's next hand to the members seated now: the seed committed (its hash stored with
   * the hand), the deal's stakes (antes, the bank) debited; a member whose debit is refused stands
   * up and the hand is dealt again without them (a hand left with fewer than two is cancelled).
   */
  async function deal(room: PvpRoomRow, owner: string): Promise<PvpHandRow | undefined> {
    const rules = pvpRules(room.game_code);
    const game = await repo.catalogueGameId(room.game_code);
    if (!rules || !game) return undefined;
    let seated = (await repo.seats(room.id)).filter((s) => !s.leaving);
    if (seated.length < 2) return undefined;
    const seed = newServerSeed();
    const clientSeed = `pvp-${room.id}`;
    const members: (number | null)[] = Array.from({ length: 6 }, (_, i) => seated.find((s) => s.seat === i)?.member_id ?? null);
    const start = (nonce: number) =>
      rules.start({
        seats: seated.map((s) => s.seat),
        base: BigInt(room.base),
        rakeBps: room.rake_bps,
        seed,
        clientSeed,
        nonce,
      });
    let hand = await repo.insertHand({
      roomId: room.id,
      merchantId: room.merchant_id,
      catalogueGameId: game.id,
      seed,
      seedHash: seedHash(seed),
      clientSeed,
      members,
      state: encodeState({ ...start(room.hand_no + 1), stakes: Array(6).fill(0n), turn: [] }),
      phase: 'deal',
      owner,
    });
    if (!hand) return undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      const state = start(hand.hand_no);
      const result = await apply(hand, state, `d${attempt}`, { fresh: true });
      if (result.kind === 'ok') return result.hand;
      if (result.kind === 'changed') return repo.hand(hand.id);
      const refused = seated.find((s) => s.seat === result.seat);
      if (refused) await repo.stand(room.id, refused.member_id);
      seated = seated.filter((s) => s.seat !== result.seat);
      hand = (await repo.hand(hand.id)) as PvpHandRow;
      if (seated.length < 2) {
        const current = handState(hand);
        const debited = (hand.debited as string[]).map(BigInt);
        const cancelled: PvpStateBase = { ...current, stakes: debited, phase: 'cancelled', turn: [], finished: true };
        await apply(hand, cancelled, `c${attempt}`);
        return repo.hand(hand.id);
      }
    }
    return repo.hand(hand.id);
  }

  /** Makes the automatic move of every seat whose time ran out (a refused stake folds or sits the seat out). */
  async function timeOut(hand: PvpHandRow, owner: string): Promise<void> {
    const rules = pvpRules(handState(hand).game);
    if (!rules) return;
    let current: PvpHandRow | undefined = hand;
    for (let guard = 0; guard < 24 && current && !current.finished && current.deadline; guard++) {
      if (new Date(current.deadline) > clock()) return;
      const state = handState(current);
      const seat = state.turn[0];
      if (seat === undefined) return;
      const moved = rules.act(state, seat, rules.timeoutAction(state, seat));
      const next = 'error' in moved ? rules.forfeit(state, seat) : moved;
      let result = await apply(current, next, `t${seat}-${owner}`);
      if (result.kind === 'refused') result = await apply(current, rules.forfeit(state, seat), `f${seat}-${owner}`);
      if (result.kind !== 'ok') return;
      current = result.hand;
    }
  }

  /** Cancels a hand whose deal was never stored: nothing was applied, so nothing is returned or credited. */
  async function abandon(hand: PvpHandRow): Promise<void> {
    const state = handState(hand);
    const stakes = (hand.debited as string[]).map(BigInt);
    await apply(hand, { ...state, stakes, phase: 'cancelled', turn: [], finished: true }, 'abandon');
  }

  /** Rolls back debits whose hand state was never stored (a process died between the two). */
  async function recoverDebits(merchantId: number): Promise<void> {
    const before = new Date(clock().getTime() - timing.staleDebitMs);
    for (const d of await repo.staleDebits(merchantId, before)) {
      await rollBack({ txnId: d.txn_id, seat: d.seat, memberId: d.member_id, handId: d.hand_id, gameId: d.catalogue_game_id }).catch(
        onError,
      );
    }
  }

  return { apply, abandon, close, deal, timeOut, recoverDebits, announce };
}

export type PvpHands = ReturnType<typeof createPvpHands>;
