/**
 * The bet limits of every in-house instant game, in the merchant currency's whole units (spec §9:
 * the slots filter "minimum bet 1 or more"). A bet whose parameters could win more than the
 * maximum win is refused (originals_max_win_exceeded); a slot's rare win beyond it is paid at
 * the cap, as its rules say (docs/games/originals.md).
 */
export const ORIGINALS_LIMITS = { minBetUnits: 1n, maxBetUnits: 100_000n, maxWinUnits: 10_000_000n } as const;

/** The limits in minor units of a currency with `decimals` places. */
export function limitsIn(decimals: number) {
  const unit = 10n ** BigInt(decimals);
  return {
    minBet: ORIGINALS_LIMITS.minBetUnits * unit,
    maxBet: ORIGINALS_LIMITS.maxBetUnits * unit,
    maxWin: ORIGINALS_LIMITS.maxWinUnits * unit,
  };
}
