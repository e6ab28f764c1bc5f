/**
 * Stable error codes. Each is also an i18n key of the web app, so the client shows
 * `t(message)` in the user's language. The HTTP status says what kind of failure it is.
 */
export const ERROR_STATUS = {
  invalid_parameter: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  merchant_not_found: 400,
  not_logged_in: 401,
  session_expired: 401,
  forbidden: 403,
  access_restricted: 403,
  not_found: 404,
  method_not_allowed: 405,
  /** The connection sat idle before its request was complete (Node's request and header timeouts). */
  request_timeout: 408,
  /** The request's headers (cookies, URL included) are larger than the server reads. */
  header_too_large: 431,
  conflict: 409,
  too_many_requests: 429,
  system_error: 500,
  system_maintenance: 503,
  // accounts (spec §8)
  encryption_required: 400,
  encryption_invalid: 400,
  incorrect_account_or_password: 401,
  captcha_required: 400,
  captcha_incorrect: 400,
  new_ip_verification_required: 401,
  non_member_cannot_login: 403,
  non_agent_cannot_login: 403,
  account_frozen: 403,
  in_need_true_account: 403,
  account_already_in_use: 409,
  mobile_already_in_use: 409,
  invitation_code_error: 400,
  inconsistent_twice: 400,
  field_invalid: 400,
  /** A registration field the merchant's register settings switch off was filled (details: `field`). */
  field_not_enabled: 400,
  /** The registration's `domain` is neither the request's host nor one of the merchant's domains. */
  domain_check_failed: 400,
  /** The session must replace its agent-given or expired password before any other call (details: none). */
  password_change_required: 403,
  /** A URL login code that is unknown, used or older than a minute. */
  login_code_invalid: 400,
  under_minimum_age: 400,
  verification_code_invalid: 400,
  verification_code_expired: 400,
  sms_too_many_requests: 429,
  login_too_many_attempts: 429,
  username_or_email_not_exist: 404,
  mobile_not_registered: 404,
  reset_link_invalid: 400,
  old_password_incorrect: 400,
  module_disabled: 403,
  // wallet
  insufficient_balance: 409,
  idempotency_conflict: 409,
  wallet_not_found: 404,
  deposit_channel_not_found: 404,
  amount_out_of_range: 400,
  already_decided: 409,
  gateway_signature_invalid: 401,
  payment_password_not_set: 400,
  payment_password_incorrect: 400,
  /** Too many wrong payment passwords: `value` is `{ unlockAt }` (ISO time) — LIMITS.paymentPassword*. */
  payment_password_locked: 429,
  bank_account_not_found: 404,
  payee_name_invalid: 400,
  turnover_not_met: 400,
  transfer_not_allowed: 403,
  member_not_found: 404,
  proof_required: 400,
  proof_invalid: 400,
  operator_login_failed: 401,
  /** The operator's two-factor code is needed (login) or two-factor must be set up first (every other call). */
  totp_required: 401,
  totp_incorrect: 401,
  totp_setup_required: 403,
  /** The operator calls from an address outside the merchant's back-office allow-list. */
  ops_ip_not_allowed: 403,
  operator_exists: 409,
  operator_not_found: 404,
  /** A manual balance adjustment id the merchant has not. */
  adjustment_not_found: 404,
  /** The operator who requested an adjustment may not approve it: a second operator must. */
  adjustment_own_request: 403,
  // catalogue
  game_not_found: 404,
  vendor_not_found: 404,
  game_classify_not_found: 404,
  favourite_too_frequent: 429,
  favourite_limit_reached: 409,
  // game launch and the provider wallet protocol (schemas/provider-wallet.ts)
  game_unavailable: 503,
  /** The game, or its vendor's maintenance window, is in maintenance (set in the back office). */
  game_maintenance: 503,
  launch_token_invalid: 401,
  provider_signature_invalid: 401,
  provider_request_expired: 401,
  provider_session_invalid: 401,
  provider_session_expired: 401,
  provider_txn_rolled_back: 409,
  provider_round_settled: 409,
  provider_round_invalid: 409,
  // the in-house lottery (schemas/lottery.ts)
  lottery_game_not_found: 404,
  lottery_issue_not_found: 404,
  lottery_issue_closed: 409,
  lottery_issue_not_drawn: 409,
  lottery_selection_invalid: 400,
  lottery_amount_out_of_range: 400,
  lottery_series_invalid: 400,
  lottery_bet_not_cancellable: 409,
  lottery_request_in_progress: 409,
  /** An operator paused the draw: no bets until it is resumed (back office lottery control). */
  lottery_issue_paused: 409,
  /** The member's stake on one number/bet option of the draw would pass the game's limit (details: limit, used, option). */
  lottery_number_limit_exceeded: 409,
  /** The member's stake on the draw would pass the game's limit per draw (details: limit, used). */
  lottery_issue_limit_exceeded: 409,
  /** An operator's pause, resume or cancel of a draw that is drawn, cancelled, or already in that state. */
  lottery_issue_not_controllable: 409,
  // agents (schemas/lottery.ts downline prize groups)
  downline_not_found: 404,
  // agent-created accounts and invitation codes (schemas/agent-accounts.ts)
  invitation_not_found: 404,
  invitation_limit_reached: 409,
  // agent contracts (schemas/contracts.ts)
  contract_not_found: 404,
  contract_not_pending: 409,
  contract_not_active: 409,
  contract_termination_pending: 409,
  contract_upline_has_none: 409,
  contract_period_mismatch: 400,
  contract_rate_exceeds_upline: 400,
  contract_cascade_confirm: 409,
  // missions (schemas/missions.ts)
  mission_not_found: 404,
  mission_not_completed: 409,
  // the back office's agents and catalogue (schemas/ops-agents.ts, ops-catalogue.ts)
  agent_move_under_own_downline: 409,
  agent_move_not_agent: 400,
  agent_move_has_contract: 409,
  agent_move_prize_group: 409,
  vendor_wallet_in_use: 409,
  category_not_found: 404,
  banner_not_found: 404,
  credential_not_found: 404,
  // help centre and feedback (schemas/help-feedback.ts)
  feedback_not_found: 404,
  feedback_closed: 409,
  feedback_image_invalid: 400,
  feedback_too_many_images: 400,
  // customer service chat (schemas/chat.ts)
  chat_not_found: 404,
  chat_closed: 409,
  chat_not_yours: 409,
  chat_image_invalid: 400,
  chat_rate_limited: 429,
  chat_muted: 403,
  chat_slow_mode: 429,
  chat_operator_unavailable: 404,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
