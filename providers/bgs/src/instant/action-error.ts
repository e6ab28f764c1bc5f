/**
 * An action the round cannot take now: the round is over, the tile is already open, a cash-out
 * before the first safe step, a guess past the multiplier cap… The server answers it as a refused
 * action (the round is unchanged); it never means the stream or the stored state is wrong. A RangeError,
 * like every refusal of the pure game code.
 */
export class InstantActionError extends RangeError {
  constructor(
    readonly reason: 'round_finished' | 'nothing_to_cash_out' | 'tile_taken' | 'no_cards_left' | 'over_max_multiplier' | 'invalid_action',
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'InstantActionError';
  }
}
