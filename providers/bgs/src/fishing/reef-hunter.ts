import { z } from 'zod';
import { type Uint32Stream, uniformInt } from '../fair/sampling';
import type { InstantGameDefinition } from '../instant/types';
import { CANNON_LEVELS, captureOdds, FISH_KINDS, type FishKind, fishKind, MAX_MULTIPLIER, RTP } from './kinds';

/**
 * Reef Hunter as an instant game: one shot is one round. The server decides which fish the bullet
 * hit (shot.ts, from the room's schedule) and writes it into the round's params; the capture is
 * then one pick of the member's fair stream: uniformInt(100 × multiplier) < 96. The browser's
 * verify page replays exactly this (FAIRNESS.md "Reef Hunter").
 */

const FISH_CODES = FISH_KINDS.map((kind) => kind.code) as [string, ...string[]];

export const reefHunterParamsSchema = z.object({
  /** Cannon level 1 … 7 (the bullet costs CANNON_LEVELS[level − 1] base units). */
  level: z.number().int().min(1).max(CANNON_LEVELS.length),
  /** The kind of the fish hit, decided by the server; null for a miss. */
  fish: z.enum(FISH_CODES).nullable(),
  /** The hit fish's id in the room's schedule (`tick-index`), for the record. */
  fishId: z.string().max(40).nullable(),
  /** The room the shot was fired in. */
  room: z.string().max(40),
  /** How the server resolved the shot (for the record; the capture does not depend on it). */
  shot: z.object({ seat: z.number().int(), angle: z.number(), at: z.number(), flightMs: z.number() }).optional(),
});
export type ReefHunterParams = z.infer<typeof reefHunterParamsSchema>;

export type ReefHunterView = {
  fish: string | null;
  fishId: string | null;
  multiplier: number;
  captured: boolean;
  /** The pick (0 … outOf − 1) and its range; captured when pick < 96. Null for a miss (nothing drawn). */
  pick: number | null;
  outOf: number | null;
};

/** Whether a shot at this kind is captured: one pick of the stream. */
export function captureDraw(stream: Uint32Stream, kind: FishKind): { pick: number; outOf: number; captured: boolean } {
  const { hits, outOf } = captureOdds(kind);
  const pick = uniformInt(stream, outOf);
  return { pick, outOf, captured: pick < hits };
}

export const reefHunter: InstantGameDefinition<ReefHunterParams, never, Record<string, never>, ReefHunterView> = {
  code: 'reef-hunter',
  family: 'original',
  kind: 'single',
  serverParams: true,
  params: reefHunterParamsSchema,
  rtp: () => RTP,
  maxMultiplier: (params) => (params.fish ? fishKind(params.fish).multiplier : MAX_MULTIPLIER),
  start({ stream, bet, params }) {
    if (!params.fish) {
      return {
        state: {},
        finished: true,
        win: 0n,
        view: { fish: null, fishId: null, multiplier: 0, captured: false, pick: null, outOf: null },
      };
    }
    const kind = fishKind(params.fish);
    const { pick, outOf, captured } = captureDraw(stream, kind);
    return {
      state: {},
      finished: true,
      win: captured ? bet * BigInt(kind.multiplier) : 0n,
      view: { fish: kind.code, fishId: params.fishId, multiplier: kind.multiplier, captured, pick, outOf },
    };
  },
};
