/**
 * A refusal of the sportsbook's pure code: a result that lacks the part a market needs, a result
 * of another sport, odds or a stake out of range, a parlay that breaks the rules. A RangeError, like
 * every refusal of the pure provider code (bgs InstantActionError); the server maps `reason` to its
 * own error codes. A bad selection key is a ZodError instead (markets/keys.ts).
 */
export class SportsbookError extends RangeError {
  constructor(
    readonly reason:
      | 'result_incomplete'
      | 'result_invalid'
      | 'wrong_sport'
      | 'odds_invalid'
      | 'stake_invalid'
      | 'parlay_leg_count'
      | 'parlay_same_match'
      | 'pricing_state_invalid',
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'SportsbookError';
  }
}
