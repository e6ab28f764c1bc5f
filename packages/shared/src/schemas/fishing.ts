import { z } from 'zod';

/**
 * Reef Hunter (fishing, docs/games/fishing.md). Shots are HTTP calls that move money (a requestId
 * each, a replay answers the original); the room's life (seats, everyone's shots and captures) goes
 * over the Socket.IO namespace FISHING_NAMESPACE.
 */

/** Socket.IO namespace of the fishing rooms. */
export const FISHING_NAMESPACE = '/fishing';
/** Events on the fishing namespace. */
export const FISHING_EVENTS = {
  /** Client → server, acknowledged with the envelope of a FishingJoined: take a seat (in `roomId`, else the fullest room with a free seat). */
  join: 'fishing_join',
  /** Client → server: leave the seat. */
  leave: 'fishing_leave',
  /** Client → server `{ angle, level }` (throttled): where my cannon points, for the other players. */
  aim: 'fishing_aim',
  /** Server → room: the seats changed `{ roomId, seats }`. */
  seats: 'fishing_seats',
  /** Server → room: another player's cannon moved `{ seat, angle, level }`. */
  aimed: 'fishing_aimed',
  /** Server → room: a shot was resolved (FishingShot without the balance). */
  shot: 'fishing_shot',
} as const;

export const FISHING_SEATS = 4;
/** Shots per second a member may fire (the server refuses more with `rate_limited`). */
export const FISHING_SHOTS_PER_SECOND = 5;

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId');

export const fishingSeatSchema = z.object({
  seat: z.number().int(),
  nickname: z.string(),
  level: z.number().int(),
  mine: z.boolean(),
});
export type FishingSeat = z.infer<typeof fishingSeatSchema>;

export const fishingRoomSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The room's fish seed: the browser draws the same fish as the server from it (schedule.ts). */
  seed: z.string(),
  seats: z.array(fishingSeatSchema),
});
export type FishingRoom = z.infer<typeof fishingRoomSchema>;

/** The answer to `fishing_join` and to `POST /wps/fishing/rooms/join`. */
export const fishingJoinedSchema = z.object({
  room: fishingRoomSchema,
  seat: z.number().int(),
  /** The server's clock (epoch ms) when it answered: the browser's offset to room time. */
  now: z.number(),
  /** Fish captured lately (no longer in the sea). */
  captured: z.array(z.string()),
});
export type FishingJoined = z.infer<typeof fishingJoinedSchema>;

export const fishingJoinRequestSchema = z.object({ roomId: z.number().int().positive().optional() });

export const fishingAimSchema = z.object({
  angle: z.number().min(-2).max(2),
  level: z.number().int().min(1).max(7),
});

/** `POST /wps/fishing/shots`: fire one bullet. */
export const fishingShotRequestSchema = z.object({
  requestId: requestIdSchema,
  roomId: z.number().int().positive(),
  /** Cannon level 1–7: the bullet costs 1, 2, 5, 10, 20, 50 or 100 base units (0.10). */
  level: z.number().int().min(1).max(7),
  /** Aim in radians from straight up (positive = right), ±1.45. */
  angle: z.number().min(-2).max(2),
  /** A locked fish: the bullet flies at it and only it counts. */
  targetId: z
    .string()
    .regex(/^-?\d{1,15}-\d{1,2}$/)
    .nullish(),
  /** The room time (epoch ms) the member fired at, by the browser's clock estimate; the server clamps it. */
  at: z.number().optional(),
});
export type FishingShotRequest = z.infer<typeof fishingShotRequestSchema>;

export const fishingShotSchema = z.object({
  roundCode: z.string(),
  roomId: z.number().int(),
  seat: z.number().int(),
  level: z.number().int(),
  bet: z.string(),
  win: z.string(),
  /** The angle the bullet flew at (the lead angle when a fish was locked). */
  angle: z.number(),
  /** The room time the server resolved the shot at. */
  at: z.number(),
  /** Flight until the hit or the loss. */
  flightMs: z.number(),
  fish: z.object({ id: z.string(), kind: z.string(), multiplier: z.number() }).nullable(),
  captured: z.boolean(),
  /** The member's balance after the shot (only in the shooter's answer). */
  balance: z.string().optional(),
});
export type FishingShot = z.infer<typeof fishingShotSchema>;

export const fishingRoomsSchema = z.array(
  z.object({ id: z.number().int(), code: z.string(), players: z.number().int(), free: z.number().int() }),
);
export type FishingRooms = z.infer<typeof fishingRoomsSchema>;
