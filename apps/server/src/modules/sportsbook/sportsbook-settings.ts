import type { Sport } from '@fortuna/sportsbook';

/**
 * The sportsbook's configurable constants (docs/sportsbook/SERVER.md). Times in milliseconds,
 * amounts in minor units.
 */
export type SportsbookTiming = {
  /** How often each process looks at the book (0 in tests: they step the driver). */
  tickMs: number;
  /** How long the driver's lease lasts unless renewed: a dead driver is replaced after at most this. */
  leaseMs: number;
  /** A bet whose debit outcome is unknown after this long is rolled back (rejected). */
  staleMs: number;
  /** Bets one settlement pass of a match settles (the rest on the next passes). */
  settleBatch: number;
  /** Bets credited at once (each its own wallet call). */
  settleConcurrency: number;
  /** How long a simulated match minute (football) lasts in real time. */
  simMinuteMs: number;
  /** The simulated football half-time break, in match minutes. */
  simHalfTimeMinutes: number;
  /** How long a simulated esports map lasts, in match minutes. */
  simMapMinutes: number;
  /** How long a simulated cockfight lasts after betting closes, in match minutes. */
  simFightMinutes: number;
};

export const DEFAULT_SPORTSBOOK_TIMING: SportsbookTiming = {
  tickMs: 1_000,
  leaseMs: 5_000,
  staleMs: 30_000,
  settleBatch: 500,
  settleConcurrency: 8,
  simMinuteMs: 60_000,
  simHalfTimeMinutes: 5,
  simMapMinutes: 20,
  simFightMinutes: 2,
};

/** A merchant's limits when it has no settings row: 1.00 to 10,000.00 a bet (in a two-decimal currency), a 5 s in-play delay. */
export const DEFAULT_SPORTSBOOK_SETTINGS = { minStake: 100n, maxStake: 1_000_000n, inPlayDelayMs: 5_000 };

/** The in-house sportsbook's catalogue vendor. */
export const SPORTSBOOK_VENDOR = 'FSB';

/** The catalogue game of each sport (vendor FSB): its game code and category. */
export const SPORT_GAMES: Record<Sport, { gameCode: string; category: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' }> = {
  football: { gameCode: 'sports', category: 'SPORTS' },
  esports: { gameCode: 'esports', category: 'ESPORTS' },
  cockfight: { gameCode: 'cockfight', category: 'COCKFIGHT' },
};

/**
 * The provider wallet ids of a bet: its own round, the stake's debit, the first settlement's
 * credit (roundEnded) and each correction's resettle. Deterministic, so a retry, another process
 * or the next driver after a crash never moves money twice.
 */
export const sportsbookIds = {
  round: (betId: bigint | string) => `sb:${betId}`,
  debit: (betId: bigint | string) => `sb-bet:${betId}`,
  settle: (betId: bigint | string) => `sb-settle:${betId}`,
  resettle: (betId: bigint | string, correction: number) => `sb-resettle:${betId}:${correction}`,
};
