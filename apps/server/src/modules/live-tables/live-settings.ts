/**
 * The live tables' configurable constants (docs/games/live-tables.md). Times in milliseconds;
 * amounts in minor units.
 */
export type LiveTiming = {
  /** How long a round takes bets (LIVE_BETTING_MS). */
  bettingMs: number;
  /** How long a settled round's result stays before the next round opens (LIVE_RESULT_MS). */
  resultMs: number;
  /** How often each process looks at the tables (LIVE_TICK_MS; 0 in tests: they step the driver). */
  tickMs: number;
  /** How long the driver's lease lasts unless renewed: a dead driver is replaced after at most this. */
  leaseMs: number;
  /** How long tables keep dealing after the last visit of a lobby or table. */
  idleAfterMs: number;
  /** A bet whose debit outcome is unknown after this long is rolled back (void) before its round settles. */
  staleOpenMs: number;
  /** Member rounds one settlement step credits (the rest on the next steps). */
  settleBatch: number;
  /** Member rounds credited at once (each its own wallet call; they touch different members). */
  settleConcurrency: number;
};

export const DEFAULT_LIVE_TIMING: LiveTiming = {
  bettingMs: 15_000,
  resultMs: 5_000,
  tickMs: 250,
  leaseMs: 3_000,
  idleAfterMs: 10 * 60_000,
  staleOpenMs: 30_000,
  settleBatch: 500,
  settleConcurrency: 8,
};

/** Results of the current shoe a summary carries (the lobby's small road). */
export const SUMMARY_RESULTS = 60;

/** The catalogue vendor of the tables' games (vendor BGS, one catalogue game per game code). */
export const LIVE_VENDOR = 'BGS';

/**
 * The provider wallet ids of a member on a round: one round id per member round, one debit per
 * confirmation (from its request id), one credit when the round settles. Deterministic, so a retry
 * or another process never moves money twice.
 */
export const liveIds = {
  round: (roundId: bigint | string, memberId: number) => `L${roundId}:${memberId}`,
  bet: (roundId: bigint | string, memberId: number, requestId: string) => `L${roundId}:${memberId}:b:${requestId}`,
  win: (roundId: bigint | string, memberId: number) => `L${roundId}:${memberId}:win`,
};
