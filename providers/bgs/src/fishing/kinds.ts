/**
 * Reef Hunter's pay table (docs/games/fishing.md). Pure: no node imports, shared by the server and the
 * browser.
 *
 * Every shot is one round: it costs the cannon's bullet price; if the bullet hits a fish, the fish is
 * captured with probability RTP ÷ multiplier and then pays bullet × multiplier. The expected return
 * of a shot that hits a fish is therefore exactly RTP, whichever fish it hits.
 */

/** The declared return to player of a shot that hits a fish: 96 / 100. */
export const RTP_NUM = 96;
export const RTP_DEN = 100;
export const RTP = RTP_NUM / RTP_DEN;

/** The bullet price of each cannon level, in base units (level 1 fires 1 unit, level 7 fires 100). */
export const CANNON_LEVELS = [1, 2, 5, 10, 20, 50, 100] as const;

/**
 * One base unit in minor units of a 2-decimal currency (1.00, the in-house games' minimum bet). The
 * bullet of level L costs CANNON_LEVELS[L − 1] × BASE_UNIT.
 */
export const BASE_UNIT_MINOR = 100n;

/** The cost of one bullet of a cannon level (1 … 7), in minor units. */
export function bulletCost(level: number): bigint {
  const units = CANNON_LEVELS[level - 1];
  if (!Number.isInteger(level) || units === undefined) throw new RangeError(`cannon level ${level} does not exist`);
  return BigInt(units) * BASE_UNIT_MINOR;
}

export type FishKind = {
  /** Stable code, stored in rounds and used as the i18n key `fishing.fish.<code>`. */
  code: string;
  /** Win ÷ bullet cost on a capture (a whole number). */
  multiplier: number;
  /** Hit radius in world units (the world is WORLD_WIDTH × WORLD_HEIGHT). */
  radius: number;
  /** World units per second along the path. */
  speed: number;
  /** Relative spawn frequency. */
  weight: number;
  /** Body colours for the browser's drawing (art only, no effect on results). */
  colors: readonly [string, string];
};

/** 12 kinds, small fry (×2) to the boss (×300). Ordered by multiplier. */
export const FISH_KINDS: readonly FishKind[] = [
  { code: 'minnow', multiplier: 2, radius: 18, speed: 150, weight: 24, colors: ['#9fd8ff', '#3a8fd0'] },
  { code: 'clownfish', multiplier: 3, radius: 22, speed: 140, weight: 20, colors: ['#ffb347', '#ff6a00'] },
  { code: 'tang', multiplier: 5, radius: 26, speed: 130, weight: 16, colors: ['#6fa8ff', '#2442c8'] },
  { code: 'puffer', multiplier: 8, radius: 30, speed: 110, weight: 12, colors: ['#f7e27a', '#c9a227'] },
  { code: 'angelfish', multiplier: 10, radius: 32, speed: 110, weight: 10, colors: ['#f5f0a0', '#3b3b3b'] },
  { code: 'lionfish', multiplier: 15, radius: 36, speed: 100, weight: 7, colors: ['#ff8c8c', '#b22222'] },
  { code: 'turtle', multiplier: 20, radius: 42, speed: 80, weight: 5, colors: ['#8fd694', '#2e7d32'] },
  { code: 'manta', multiplier: 30, radius: 50, speed: 90, weight: 3, colors: ['#8e9cc9', '#2c3566'] },
  { code: 'swordfish', multiplier: 50, radius: 52, speed: 120, weight: 2, colors: ['#b0c4de', '#36648b'] },
  { code: 'octopus', multiplier: 80, radius: 56, speed: 70, weight: 1.2, colors: ['#e88ad8', '#8b1f7a'] },
  { code: 'shark', multiplier: 150, radius: 70, speed: 80, weight: 0.6, colors: ['#a9b8c4', '#44515c'] },
  { code: 'golden-dragon', multiplier: 300, radius: 85, speed: 60, weight: 0.25, colors: ['#ffe680', '#d4a017'] },
];

const BY_CODE = new Map(FISH_KINDS.map((kind) => [kind.code, kind]));

export function fishKind(code: string): FishKind {
  const kind = BY_CODE.get(code);
  if (!kind) throw new RangeError(`unknown fish kind ${code}`);
  return kind;
}

export function isFishKind(code: string): boolean {
  return BY_CODE.has(code);
}

/** The largest multiplier of the pay table. */
export const MAX_MULTIPLIER = Math.max(...FISH_KINDS.map((kind) => kind.multiplier));

/**
 * P(capture) of a kind as an exact fraction: RTP_NUM / (RTP_DEN × multiplier). The capture draw is
 * uniformInt(RTP_DEN × multiplier) < RTP_NUM.
 */
export function captureOdds(kind: FishKind): { hits: number; outOf: number } {
  return { hits: RTP_NUM, outOf: RTP_DEN * kind.multiplier };
}
