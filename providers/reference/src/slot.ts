import crypto from 'node:crypto';

/**
 * The reference vendor's game: a three-reel slot paying on the centre line.
 *
 * Each reel is the same strip of 24 stops. A spin stops each reel at a uniformly random stop
 * (node:crypto). Pays, as multiples of the bet:
 *
 * | line                          | pays  |
 * |-------------------------------|-------|
 * | SEVEN SEVEN SEVEN             | 1000  |
 * | BAR BAR BAR                   | 200   |
 * | BELL BELL BELL                | 50    |
 * | PLUM ×3 or LEMON ×3           | 30    |
 * | CHERRY CHERRY CHERRY          | 25    |
 * | CHERRY CHERRY on reels 1 and 2| 6     |
 * | CHERRY on reel 1              | 1     |
 *
 * Over the 24³ = 13,824 equally likely outcomes the payouts sum to 13,230 bets, so the return
 * to player is 13,230 / 13,824 = 245/256 = 95.703125% exactly (slot.test.ts enumerates them),
 * and 2,468 outcomes (17.85%) pay something.
 */
export const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY', 'BLANK'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** How many stops of the 24-stop strip each symbol has. */
const STOPS: Record<SlotSymbol, number> = { SEVEN: 1, BAR: 2, BELL: 3, PLUM: 4, LEMON: 4, CHERRY: 4, BLANK: 6 };

/** The strip every reel carries, spread out so equal symbols rarely sit next to each other. */
export const REEL: readonly SlotSymbol[] = (() => {
  const pool = SYMBOLS.flatMap((symbol) => Array.from({ length: STOPS[symbol] }, () => symbol));
  // A fixed interleave (stride 5 is coprime with 24): deterministic, and every symbol keeps its count.
  return pool.map((_, i) => pool[(i * 5) % pool.length] as SlotSymbol);
})();

/** Multiples of the bet for three of a kind. */
export const THREE_OF_A_KIND: Readonly<Record<Exclude<SlotSymbol, 'BLANK'>, number>> = {
  SEVEN: 1000,
  BAR: 200,
  BELL: 50,
  PLUM: 30,
  LEMON: 30,
  CHERRY: 25,
};
export const TWO_CHERRIES = 6;
export const ONE_CHERRY = 1;

/** The multiple of the bet a centre line pays (0 = nothing). */
export function lineMultiplier(line: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): number {
  const [a, b, c] = line;
  if (a === b && b === c && a !== 'BLANK') return THREE_OF_A_KIND[a];
  if (a === 'CHERRY' && b === 'CHERRY') return TWO_CHERRIES;
  if (a === 'CHERRY') return ONE_CHERRY;
  return 0;
}

/** One spin's outcome: the stop of each reel, the centre line and what it pays. */
export type SpinResult = {
  stops: [number, number, number];
  line: [SlotSymbol, SlotSymbol, SlotSymbol];
  multiplier: number;
  /** bet × multiplier, in the bet's minor units. */
  win: bigint;
};

/** A uniform integer in [0, max): node:crypto, never Math.random. */
export type RandomInt = (max: number) => number;
const cryptoRandomInt: RandomInt = (max) => crypto.randomInt(0, max);

/** Spins the three reels for a bet in minor units. */
export function spin(bet: bigint, random: RandomInt = cryptoRandomInt): SpinResult {
  const stops: [number, number, number] = [random(REEL.length), random(REEL.length), random(REEL.length)];
  const line = stops.map((stop) => REEL[stop] as SlotSymbol) as [SlotSymbol, SlotSymbol, SlotSymbol];
  const multiplier = lineMultiplier(line);
  return { stops, line, multiplier, win: bet * BigInt(multiplier) };
}

/** The exact return to player as a fraction (total paid in bets over the count of outcomes), by enumerating every outcome. */
export function exactRtp(): { paid: number; outcomes: number; winning: number } {
  let paid = 0;
  let winning = 0;
  for (const a of REEL)
    for (const b of REEL)
      for (const c of REEL) {
        const m = lineMultiplier([a, b, c]);
        paid += m;
        if (m > 0) winning += 1;
      }
  return { paid, outcomes: REEL.length ** 3, winning };
}
