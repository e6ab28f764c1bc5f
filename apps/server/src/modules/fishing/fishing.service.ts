import { randomBytes } from 'node:crypto';
import { bulletCost, MAX_ANGLE, type ReefHunterParams, type ReefHunterView, resolveShot, seedFromText } from '@fortuna/bgs/fishing';
import {
  FISHING_EVENTS,
  FISHING_SEATS,
  FISHING_SHOTS_PER_SECOND,
  type FishingJoined,
  type FishingRooms,
  type FishingShot,
  type FishingShotRequest,
  formatMinor,
} from '@fortuna/shared';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { FishingRepository, SeatRow } from './fishing.repository';
import type { FishingHub } from './fishing-hub';

/**
 * How far back the server honours the time a shot says it was fired at (the browser's estimate of
 * room time when the player clicked): a shot is resolved at clamp(at, now − SHOT_TOLERANCE_MS, now),
 * so a player on a slow line hits what they saw up to this long ago, and nobody can fire into the
 * future or the distant past.
 */
export const SHOT_TOLERANCE_MS = 400;

/** One shot's round as the originals service answers it (the foundation's instant_round). */
export type PlayedRound = {
  roundCode: string;
  bet: bigint;
  win: bigint;
  params: ReefHunterParams;
  view: ReefHunterView;
  /** The member's balance after the round; null when a replay found it long settled. */
  balance: bigint | null;
};

/**
 * The money side: a Reef Hunter round through the originals service (debit the bullet, play the
 * capture from the member's fair stream, credit the win with roundEnded; deterministic txn ids;
 * a replayed requestId answers the original).
 */
export type RoundPlayer = {
  /** The member's round placed with this requestId, if any (a replay). */
  replay(site: SiteContext, ctx: AuthContext, requestId: string): Promise<PlayedRound | undefined>;
  play(site: SiteContext, ctx: AuthContext, input: { requestId: string; amount: bigint; params: ReefHunterParams }): Promise<PlayedRound>;
};

type Deps = { repo: FishingRepository; hub: FishingHub; limiter: RateLimiter; rounds: RoundPlayer; now?: () => number };

export function createFishingService(deps: Deps) {
  const { repo, hub, limiter, rounds } = deps;
  const now = deps.now ?? Date.now;

  const presentSeats = (seats: SeatRow[], memberId: number | null) =>
    seats.map((row) => ({ seat: row.seat, nickname: row.nickname, level: row.level, mine: row.member_id === memberId }));

  async function broadcastSeats(roomId: number): Promise<void> {
    hub.emit(roomId, FISHING_EVENTS.seats, { roomId, seats: presentSeats(await repo.seats(roomId), null) });
  }

  function presentShot(round: PlayedRound, roomId: number, decimals: number): FishingShot {
    const { params, view } = round;
    return {
      roundCode: round.roundCode,
      roomId,
      seat: params.shot?.seat ?? 0,
      level: params.level,
      bet: formatMinor(round.bet, decimals),
      win: formatMinor(round.win, decimals),
      angle: params.shot?.angle ?? 0,
      at: params.shot?.at ?? 0,
      flightMs: params.shot?.flightMs ?? 0,
      fish: params.fish && params.fishId ? { id: params.fishId, kind: params.fish, multiplier: view.multiplier } : null,
      captured: view.captured,
      ...(round.balance === null ? {} : { balance: formatMinor(round.balance, decimals) }),
    };
  }

  return {
    async rooms(site: SiteContext): Promise<FishingRooms> {
      const rows = await repo.rooms(site.merchant.id);
      return rows.map((row) => ({ id: row.id, code: row.code, players: Number(row.players), free: FISHING_SEATS - Number(row.players) }));
    },

    /** Seats the member in `roomId`, else in the fullest room with a free seat, else in a new room. */
    async join(merchantId: number, ctx: Pick<AuthContext, 'member'>, roomId?: number): Promise<FishingJoined> {
      const member = ctx.member;
      const nickname = member.nickname || member.username;
      let room: { id: number; code: string; seed: string } | undefined;
      let seat: number | undefined;
      if (roomId !== undefined) {
        room = await repo.room(merchantId, roomId);
        if (!room) throw new AppError('not_found');
        seat = await repo.takeSeat(room.id, member.id, nickname);
        if (seat === undefined) throw new AppError('fishing_room_full');
      } else {
        const candidates = (await repo.rooms(merchantId))
          .filter((row) => Number(row.players) < FISHING_SEATS)
          .sort((a, b) => Number(b.players) - Number(a.players) || a.id - b.id);
        for (const candidate of candidates) {
          seat = await repo.takeSeat(candidate.id, member.id, nickname);
          if (seat !== undefined) {
            room = candidate;
            break;
          }
        }
        if (!room) {
          room = await repo.createRoom(merchantId, randomBytes(16).toString('hex'));
          seat = await repo.takeSeat(room.id, member.id, nickname);
        }
      }
      if (!room || seat === undefined) throw new AppError('fishing_room_full');
      const [seats, captured] = await Promise.all([repo.seats(room.id), repo.captured(room.id)]);
      await broadcastSeats(room.id);
      return {
        room: { id: room.id, code: room.code, seed: room.seed, seats: presentSeats(seats, member.id) },
        seat,
        now: now(),
        captured,
      };
    },

    async leave(memberId: number, roomId?: number): Promise<void> {
      const left = await repo.leave(memberId, roomId);
      if (left !== undefined) await broadcastSeats(left);
    },

    /** Another player's view of my cannon (not stored beyond the level). */
    aim(roomId: number, seat: number, angle: number, level: number): void {
      hub.emit(roomId, FISHING_EVENTS.aimed, { seat, angle: Math.max(-MAX_ANGLE, Math.min(MAX_ANGLE, angle)), level });
    },

    /**
     * Fires one bullet: the server decides what it hits from the room's fish at the shot's time
     * and the member's fair stream decides the capture; the round moves the money once.
     */
    async shoot(site: SiteContext, ctx: AuthContext, input: FishingShotRequest): Promise<FishingShot> {
      const memberId = ctx.member.id;
      const earlier = await rounds.replay(site, ctx, input.requestId);
      const decimals = site.merchant.currency_decimals;
      if (earlier) return presentShot(earlier, input.roomId, decimals);
      await limiter.enforce(`fishing:${memberId}`, FISHING_SHOTS_PER_SECOND, 1, 'too_many_requests');
      const room = await repo.room(site.merchant.id, input.roomId);
      if (!room) throw new AppError('not_found');
      const seat = await repo.touch(memberId, room.id, input.level);
      if (!seat) throw new AppError('fishing_not_seated');
      const serverNow = now();
      const claimed = input.at ?? serverNow;
      const at = Math.round(Math.min(serverNow, Math.max(serverNow - SHOT_TOLERANCE_MS, claimed)));
      const captured = new Set(await repo.captured(room.id));
      const result = resolveShot({
        roomSeed: seedFromText(room.seed),
        seat: seat.seat,
        at,
        angle: input.angle,
        targetId: input.targetId,
        captured,
      });
      const params: ReefHunterParams = {
        level: input.level,
        fish: result.hit ? result.hit.fish.kind.code : null,
        fishId: result.hit ? result.hit.fish.id : null,
        room: String(room.id),
        shot: { seat: seat.seat, angle: result.angle, at, flightMs: result.flightMs },
      };
      const round = await rounds.play(site, ctx, { requestId: input.requestId, amount: bulletCost(input.level), params });
      if (round.view.captured && round.params.fishId) await repo.capture(room.id, round.params.fishId, round.roundCode);
      const shot = presentShot(round, room.id, decimals);
      const { balance: _balance, ...forRoom } = shot;
      hub.emit(room.id, FISHING_EVENTS.shot, forRoom);
      return shot;
    },
  };
}

export type FishingService = ReturnType<typeof createFishingService>;
