/** A refusal of the lottery engine; `code` is a platform error code (packages/shared errors.ts). */
export class LotteryError extends Error {
  constructor(
    readonly code:
      | 'lottery_game_not_found'
      | 'lottery_issue_not_found'
      | 'lottery_issue_closed'
      | 'lottery_issue_paused'
      | 'lottery_number_limit_exceeded'
      | 'lottery_issue_limit_exceeded'
      | 'lottery_issue_not_controllable'
      | 'lottery_selection_invalid'
      | 'lottery_amount_out_of_range'
      | 'lottery_series_invalid'
      | 'lottery_bet_not_cancellable'
      | 'lottery_request_in_progress'
      | 'idempotency_conflict'
      | 'insufficient_balance',
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'LotteryError';
  }
}
