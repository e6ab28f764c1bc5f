/** PVP rooms' timings (docs/games/pvp-rooms.md), in milliseconds; the config overrides tick and turn. */
export type PvpTiming = {
  /** How often each process looks at the rooms (0: never by itself; tests step the driver). */
  tickMs: number;
  /** How long a seat has for an awaited move before the automatic one is made. */
  turnMs: number;
  /** The pause after a hand (and after the second member sits) before the next hand deals. */
  pauseMs: number;
  /** How long the driver's lease lasts unless renewed. */
  leaseMs: number;
  /** A debit whose hand state was never stored is rolled back after this long. */
  staleDebitMs: number;
};

export const DEFAULT_PVP_TIMING: PvpTiming = { tickMs: 250, turnMs: 15_000, pauseMs: 4_000, leaseMs: 3_000, staleDebitMs: 30_000 };

/** The provider wallet ids of a hand: deterministic per seat, version and actor, so a retry never moves money twice. */
export const pvpIds = {
  /** A member's round: one per hand and seat. */
  round: (handId: bigint | string, seat: number) => `P${handId}:${seat}`,
  /** The debit of a stake's rise at a version, by an actor (a request, the deal, a time-out of a driver). */
  debit: (handId: bigint | string, seat: number, version: number, actor: string) => `P${handId}:${seat}:${version}:${actor}`,
  /** The settlement credit of a seat (its returns, with roundEnded). */
  settle: (handId: bigint | string, seat: number) => `P${handId}:${seat}:settle`,
};
