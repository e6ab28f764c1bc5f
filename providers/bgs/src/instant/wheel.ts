import { z } from 'zod';
import { uniformInt } from '../fair/sampling';
import { type Rational, ratio, toNumber } from '../rational';
import { winAt } from './pay';
import type { InstantGameDefinition } from './types';

/**
 * Wheel: 10, 20, 30, 40 or 50 equal segments, each with a multiplier; uniformInt(segments) picks the
 * segment the pointer stops on (segment 0 is at the top, numbered clockwise). Every configuration
 * returns exactly 99 %: the multipliers of its segments add up to 0.99 × segments.
 * - low: a fifth of the segments 0×, seven tenths 1.2×, a tenth 1.5×;
 * - medium: half the segments 0×, the others 1.5× to 5× (per count, WHEEL_MEDIUM);
 * - high: one segment pays 0.99 × segments (9.9× … 49.5×), every other one 0×.
 * The order around the wheel spreads each multiplier evenly (wheelLayout).
 */

export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

/** [multiplier in hundredths, how many segments] for medium risk, per segment count. */
const WHEEL_MEDIUM: Record<number, readonly (readonly [number, number])[]> = {
  10: [
    [0, 5],
    [150, 2],
    [190, 1],
    [200, 1],
    [300, 1],
  ],
  20: [
    [0, 10],
    [150, 2],
    [180, 1],
    [200, 6],
    [300, 1],
  ],
  30: [
    [0, 15],
    [150, 6],
    [170, 1],
    [200, 6],
    [300, 1],
    [400, 1],
  ],
  40: [
    [0, 20],
    [150, 4],
    [160, 1],
    [200, 13],
    [300, 2],
  ],
  50: [
    [0, 25],
    [150, 11],
    [200, 11],
    [300, 2],
    [500, 1],
  ],
};

export const wheelParams = z.strictObject({
  segments: z.union([z.literal(10), z.literal(20), z.literal(30), z.literal(40), z.literal(50)]),
  risk: z.enum(WHEEL_RISKS),
});
export type WheelParams = z.infer<typeof wheelParams>;

/** How many segments carry each multiplier (hundredths). */
export function wheelCounts({ segments, risk }: WheelParams): (readonly [number, number])[] {
  if (risk === 'low') {
    return [
      [0, segments / 5],
      [120, (segments * 7) / 10],
      [150, segments / 10],
    ];
  }
  if (risk === 'high') {
    return [
      [0, segments - 1],
      [segments * 99, 1],
    ];
  }
  const counts = WHEEL_MEDIUM[segments];
  if (!counts) throw new RangeError(`no wheel for ${segments} segments`);
  return [...counts];
}

/**
 * Fills `n` positions from groups [value, count]: at each position the group furthest behind its even
 * share (count × (position + 1) / n − placed so far) goes next; a tie goes to the earlier group.
 */
function spread<T>(groups: readonly (readonly [T, number])[], n: number): T[] {
  const placed = groups.map(() => 0);
  const out: T[] = [];
  for (let position = 0; position < n; position++) {
    let best = 0;
    let bestDeficit = Number.NEGATIVE_INFINITY;
    groups.forEach(([, count], i) => {
      const done = placed[i] as number;
      if (done >= count) return;
      const deficit = (count * (position + 1)) / n - done;
      if (deficit > bestDeficit + 1e-9) {
        best = i;
        bestDeficit = deficit;
      }
    });
    placed[best] = (placed[best] as number) + 1;
    out.push((groups[best] as readonly [T, number])[0]);
  }
  return out;
}

/**
 * The multipliers (hundredths) of segments 0 … n − 1: first where the paying segments go among the
 * 0× ones (spread evenly, a paying one first: medium alternates), then which multiplier each paying
 * segment gets (spread evenly among them, the most frequent first).
 */
export function wheelLayout(params: WheelParams): number[] {
  const counts = wheelCounts(params);
  const zeros = counts.find(([m]) => m === 0)?.[1] ?? 0;
  const pays = counts.filter(([m]) => m !== 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const n = params.segments;
  const pattern = spread<boolean>(
    [
      [true, n - zeros],
      [false, zeros],
    ],
    n,
  );
  const payOrder = spread(pays, n - zeros);
  let next = 0;
  return pattern.map((pays) => (pays ? (payOrder[next++] as number) : 0));
}

/** Σ multipliers / segments. */
export function wheelRtp(params: WheelParams): Rational {
  const total = wheelCounts(params).reduce((sum, [m, count]) => sum + m * count, 0);
  return ratio(total, 100 * params.segments);
}

export type WheelView = { segments: number; risk: WheelRisk; layout: number[]; segment: number; multiplier: number };
type WheelState = { segment: number };

export const wheel: InstantGameDefinition<WheelParams, never, WheelState, WheelView> = {
  code: 'wheel',
  family: 'original',
  kind: 'single',
  params: wheelParams,
  rtp: (params) => toNumber(wheelRtp(params)),
  maxMultiplier: (params) => Math.max(...wheelCounts(params).map(([m]) => m)) / 100,
  start: ({ stream, bet, params }) => {
    const layout = wheelLayout(params);
    const segment = uniformInt(stream, params.segments);
    const hundredths = layout[segment] as number;
    return {
      state: { segment },
      finished: true,
      win: winAt(bet, hundredths),
      view: { segments: params.segments, risk: params.risk, layout: layout.map((m) => m / 100), segment, multiplier: hundredths / 100 },
    };
  },
};
