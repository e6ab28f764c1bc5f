import type { LotteryWallet } from '@fortuna/bgs/engine';
import { cardText, type PvpMove, pvpRules } from '@fortuna/bgs/pvp';
import { formatMinor, type PvpGameCode, type PvpHandRecord, type PvpRoomState, type PvpRoomSummary } from '@fortuna/shared';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { LotterySessions } from '../lottery/lottery-session';
import { walletRefusal } from '../lottery/lottery-wallet';
import { handState, presentRoomState, presentSummary } from './pvp.presenter';
import type { PvpRepository, PvpRoomRow } from './pvp.repository';
import type { PvpHands } from './pvp-hands';
import type { PvpTiming } from './pvp-settings';

type ActInput = {
  requestId: string;
  handId: string;
  version: number;
  action: { type: PvpMove['type']; multiplier?: number | undefined; amount?: bigint | undefined; seat?: number | undefined };
};

/** How often a move is tried again on a hand another seat changed at the same moment. */
const CHANGED_RETRIES = 4;

/** A stored answer: the room state the move produced, or the error it was refused with. */
type Answer = { state: PvpRoomState } | { error: string; details: unknown };

/**
 * The member's side of the PVP rooms, served by any process: the room list, a room's state as the
 * member may see it, sitting down and standing up, and moves in the room's hand (idempotent by
 * request id). Hands are dealt and timed out by the driver (pvp-driver.ts).
 */
export function createPvpService(deps: {
  repo: PvpRepository;
  wallet: LotteryWallet;
  sessions: Pick<LotterySessions, 'ensure'>;
  hands: PvpHands;
  timing: PvpTiming;
  clock?: () => Date;
}) {
  const { repo, wallet, hands, timing } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function roomOf(site: SiteContext, roomId: number): Promise<PvpRoomRow> {
    const room = await repo.room(roomId);
    if (!room || room.merchant_id !== site.merchant.id || !room.enabled) throw new AppError('pvp_room_not_found');
    return room;
  }

  async function summary(room: PvpRoomRow): Promise<PvpRoomSummary> {
    const occupancy = (await repo.occupancy(room.merchant_id)).get(room.id);
    return presentSummary(room, occupancy, (await repo.catalogueGameId(room.game_code))?.id ?? null);
  }

  async function roomState(room: PvpRoomRow, memberId: number | null): Promise<PvpRoomState> {
    const fresh = (await repo.room(room.id)) ?? room;
    const hand = (await repo.openHand(room.id)) ?? (await repo.lastHand(room.id));
    return presentRoomState({
      room: fresh,
      summary: await summary(fresh),
      seats: await repo.seats(room.id),
      hand,
      memberId,
      now: clock(),
    });
  }

  function fromAnswer(answer: Answer): PvpRoomState {
    if ('error' in answer) throw new AppError(answer.error as 'pvp_action_invalid', answer.details ?? null);
    return answer.state;
  }

  return {
    async rooms(site: SiteContext, gameCode?: string): Promise<PvpRoomSummary[]> {
      const rooms = await repo.rooms(site.merchant.id, gameCode);
      const occupancy = await repo.occupancy(site.merchant.id);
      const games = new Map<string, number | null>();
      for (const code of new Set(rooms.map((r) => r.game_code))) games.set(code, (await repo.catalogueGameId(code))?.id ?? null);
      return rooms.map((r) => presentSummary(r, occupancy.get(r.id), games.get(r.game_code) ?? null));
    },

    async state(site: SiteContext, roomId: number, ctx: AuthContext | undefined): Promise<PvpRoomState> {
      return roomState(await roomOf(site, roomId), ctx?.member.id ?? null);
    },

    /** Takes the given seat or any free one; sitting again where one sits answers the state. */
    async sit(site: SiteContext, ctx: AuthContext, roomId: number, wanted?: number): Promise<PvpRoomState> {
      const room = await roomOf(site, roomId);
      const memberId = ctx.member.id;
      const current = await repo.seatOf(memberId);
      if (current?.room_id === room.id) return roomState(room, memberId);
      if (current) throw new AppError('pvp_seated_elsewhere', { roomId: current.room_id });
      const game = await repo.catalogueGameId(room.game_code);
      if (!game) throw new AppError('game_unavailable');
      await deps.sessions.ensure(site, ctx, game.id);
      const balance = await wallet.balance({ memberId, gameId: game.id });
      if (balance < BigInt(room.min_balance))
        throw new AppError('pvp_balance_too_low', { required: formatMinor(BigInt(room.min_balance), 2) });
      const taken = new Set((await repo.seats(room.id)).map((s) => s.seat));
      const free = Array.from({ length: room.seats }, (_, i) => i).filter((i) => !taken.has(i));
      const seat = wanted === undefined ? free[0] : free.includes(wanted) ? wanted : undefined;
      if (seat === undefined) throw new AppError('pvp_room_full');
      if (!(await repo.sit(room.id, seat, memberId, clock()))) {
        const raced = await repo.seatOf(memberId);
        if (raced?.room_id === room.id) return roomState(room, memberId);
        if (raced) throw new AppError('pvp_seated_elsewhere', { roomId: raced.room_id });
        throw new AppError('pvp_room_full');
      }
      const seated = (await repo.seats(room.id)).length;
      const open = await repo.openHand(room.id);
      const fresh = await repo.room(room.id);
      const nextAt = fresh?.next_hand_at ? new Date(fresh.next_hand_at) : null;
      const due = seated >= 2 && !open && (!nextAt || nextAt < clock());
      await repo.touch(room.id, due ? new Date(clock().getTime() + timing.pauseMs) : undefined);
      await hands.announce(room.id);
      return roomState(room, memberId);
    },

    /** Stands up; a member still playing a hand is refused (pvp_in_hand) and stands up when it ends. */
    async leave(site: SiteContext, ctx: AuthContext, roomId: number): Promise<PvpRoomState> {
      const room = await roomOf(site, roomId);
      const memberId = ctx.member.id;
      const seat = await repo.seatOf(memberId);
      if (seat?.room_id !== room.id) throw new AppError('pvp_not_seated');
      const hand = await repo.openHand(room.id);
      if (hand) {
        const members = hand.members as (number | null)[];
        const index = members.indexOf(memberId);
        const state = handState(hand);
        if (index >= 0 && (!hand.finished || state.status[index] === 'playing')) {
          await repo.markLeaving(room.id, memberId);
          await repo.touch(room.id);
          await hands.announce(room.id);
          throw new AppError('pvp_in_hand', { leaveAfterHand: true });
        }
      }
      await repo.stand(room.id, memberId);
      const seated = (await repo.seats(room.id)).length;
      await repo.touch(room.id, seated < 2 ? null : undefined);
      await hands.announce(room.id);
      return roomState(room, memberId);
    },

    /** A move in the room's hand; the same request id again answers the original (state or refusal). */
    async act(site: SiteContext, ctx: AuthContext, roomId: number, input: ActInput): Promise<PvpRoomState> {
      const memberId = ctx.member.id;
      const previous = await repo.actionByRequest(memberId, input.requestId);
      if (previous?.answer) return fromAnswer(previous.answer as Answer);
      const room = await roomOf(site, roomId);
      if (previous) return roomState(room, memberId); // still in flight
      const seat = await repo.seatOf(memberId);
      if (seat?.room_id !== room.id) throw new AppError('pvp_not_seated');
      for (let attempt = 0; ; attempt++) {
        const hand = await repo.openHand(room.id);
        if (!hand || String(hand.id) !== input.handId) throw new AppError('pvp_hand_changed');
        const handSeat = (hand.members as (number | null)[]).indexOf(memberId);
        if (handSeat < 0) throw new AppError('pvp_not_your_turn');
        if (input.version > hand.version || input.version < hand.due_version)
          throw new AppError('pvp_hand_changed', { version: hand.version });
        const rules = pvpRules(room.game_code);
        if (!rules) throw new AppError('pvp_room_not_found');
        const move: PvpMove = { type: input.action.type };
        if (input.action.multiplier !== undefined) move.multiplier = input.action.multiplier;
        if (input.action.amount !== undefined) move.amount = input.action.amount;
        if (input.action.seat !== undefined) move.seat = input.action.seat;
        const next = rules.act(handState(hand), handSeat, move);
        if ('error' in next) throw new AppError(next.error, { reason: next.reason });
        if (
          !(await repo.insertAction({
            memberId,
            requestId: input.requestId,
            handId: hand.id,
            seat: handSeat,
            action: JSON.stringify(input.action),
          }))
        ) {
          const raced = await repo.actionByRequest(memberId, input.requestId);
          if (raced?.answer) return fromAnswer(raced.answer as Answer);
          return roomState(room, memberId);
        }
        let result: Awaited<ReturnType<PvpHands['apply']>>;
        try {
          result = await hands.apply(hand, next, `r${input.requestId}`);
        } catch (error) {
          await repo.dropAction(memberId, input.requestId);
          throw error;
        }
        if (result.kind === 'changed') {
          // Nothing happened: another seat's move was stored first (the grab, bet and show phases are
          // played by every seat at once). The move is tried again on the new state while its phase
          // lasts (the version rule above refuses it once the phase moved on).
          await repo.dropAction(memberId, input.requestId);
          if (attempt < CHANGED_RETRIES) continue;
          throw new AppError('pvp_hand_changed');
        }
        if (result.kind === 'refused') {
          const refusal = walletRefusal(result.error, site.merchant.currency_decimals);
          const error =
            refusal ??
            new AppError(
              'insufficient_balance',
              result.error.balance === undefined ? null : { balance: formatMinor(result.error.balance, 2) },
            );
          await repo.answerAction(memberId, input.requestId, { error: error.code, details: error.details } satisfies Answer);
          throw error;
        }
        const state = await roomState(room, memberId);
        await repo.answerAction(memberId, input.requestId, { state } satisfies Answer);
        return state;
      }
    },

    /** A hand once finished: its seed, the seed's hash, the stream's inputs and every seat's cards and result. */
    async verify(site: SiteContext, handId: bigint): Promise<PvpHandRecord> {
      const hand = await repo.hand(handId);
      if (!hand || hand.merchant_id !== site.merchant.id || !hand.finished) throw new AppError('not_found');
      const room = await roomOf(site, hand.room_id);
      const state = handState(hand);
      const rules = pvpRules(room.game_code);
      const sight = rules?.view(state, null);
      return {
        handId: String(hand.id),
        roomId: room.id,
        gameCode: room.game_code as PvpGameCode,
        handNo: hand.hand_no,
        finishedAt: hand.finished_at ? new Date(hand.finished_at).toISOString() : null,
        seed: hand.seed,
        seedHash: hand.seed_hash,
        clientSeed: hand.client_seed,
        nonce: hand.hand_no,
        rake: formatMinor(BigInt(hand.rake ?? 0n), 2),
        seats: state.status.flatMap((status, seat) =>
          status === 'none'
            ? []
            : [
                {
                  seat,
                  status,
                  cards: (state.cards[seat] ?? []).map(cardText),
                  label: sight?.seats[seat]?.label ?? state.labels[seat] ?? null,
                  stake: formatMinor(state.stakes[seat] as bigint, 2),
                  returned: formatMinor(BigInt((hand.returns as string[] | null)?.[seat] ?? '0'), 2),
                },
              ],
        ),
      };
    },
  };
}

export type PvpService = ReturnType<typeof createPvpService>;
