/**
 * Crash's configurable constants (docs/games/crash.md). Amounts in minor units of a currency with
 * two decimals (the wire's `amountSchema`), times in milliseconds.
 */
export const CRASH_LIMITS = {
  /** The smallest bet: 1.00. */
  minBet: 100n,
  /** The largest bet: 10,000.00. */
  maxBet: 1_000_000n,
  /** The largest win of one bet: 1,000,000.00; a bet is cashed out automatically when its win reaches it. */
  maxWin: 100_000_000n,
} as const;

export type CrashTiming = {
  /** How long a game takes bets before it starts. */
  bettingMs: number;
  /** The pause between a crash and the next game's betting. */
  pauseMs: number;
  /** How often each process looks at the game (the driver steps it; the others watch its lease). */
  tickMs: number;
  /** How long the driver's lease lasts unless renewed: a dead driver is replaced after at most this. */
  leaseMs: number;
  /** Games per hash chain. */
  chainLength: number;
  /** How long games keep running after the last visit of the game page. */
  idleAfterMs: number;
  /** A bet whose debit outcome is unknown after this long is rolled back (void). */
  staleOpenMs: number;
};

export const DEFAULT_CRASH_TIMING: CrashTiming = {
  bettingMs: 6_000,
  pauseMs: 3_000,
  tickMs: 100,
  leaseMs: 3_000,
  chainLength: 100_000,
  idleAfterMs: 10 * 60_000,
  staleOpenMs: 30_000,
};

/** The catalogue game the rounds are recorded under (vendor BGS, titles.md). */
export const CRASH_GAME_CODE = 'crash';
export const CRASH_VENDOR = 'BGS';

/** The provider wallet ids of a member's bet on a game: deterministic, so a retry never moves money twice. */
export const crashIds = {
  round: (gameId: bigint | string, memberId: number) => `C${gameId}:${memberId}`,
  bet: (gameId: bigint | string, memberId: number) => `C${gameId}:${memberId}:bet`,
  win: (gameId: bigint | string, memberId: number) => `C${gameId}:${memberId}:win`,
};
