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
  // in-house instant games (schemas/originals.ts)
  originals_game_not_found: 404,
  /** The game's own parameters (target, mines, rows …) or action are not valid for it. */
  originals_params_invalid: 400,
  /** The bet is below the game's minimum or above its maximum (details: minBet, maxBet). */
  originals_bet_out_of_range: 400,
  /** These parameters could win more than the game's maximum win (details: maxWin). */
  originals_max_win_exceeded: 400,
  /** A steps round (Mines, Tower, Hi-Lo) of this game is still open: finish it first. */
  originals_round_open: 409,
  originals_round_not_found: 404,
  originals_round_finished: 409,
  /** The same requestId is still being played (a double click): the first answer comes shortly. */
  originals_request_in_progress: 409,
  fishing_room_full: 409,
  fishing_not_seated: 409,
  // crash (schemas/crash.ts)
  crash_betting_closed: 409,
  crash_already_bet: 409,
  crash_no_bet: 404,
  crash_cashout_refused: 409,
  crash_bet_limit: 400,
  // promotions (schemas/promotions.ts)
  promotion_not_found: 404,
  /** The promotion's period has not begun, or it ended. */
  promotion_not_open: 409,
  /** The member is outside the promotion's audience. */
  promotion_not_for_member: 403,
  /** The member does not meet the rule yet; values.reason names why (promotions.reason.<key>). */
  promotion_not_eligible: 409,
  promotion_budget_exhausted: 409,
  /** The promotion is not taken this way (claiming a join-mode one before joining, …). */
  promotion_wrong_mode: 409,
  bonus_not_found: 404,
  bonus_not_open: 409,
  /** A withdrawal while a bonus's turnover requirement is open; values: required, done, remaining. */
  bonus_turnover_open: 409,
  // VIP (schemas/vip.ts)
  /** The member's level has no weekly (or monthly) bonus. */
  vip_bonus_none: 409,
  /** This period's VIP bonus was claimed already; values: periodKey, nextAt. */
  vip_bonus_claimed: 409,
  /** The level's withdrawals per business day are used up; values: limit, used, level. */
  vip_withdrawal_count_limit: 409,
  /** The withdrawal would pass the level's amount per business day; values: limit, used, remaining, level. */
  vip_withdrawal_amount_limit: 409,
  /** A level's thresholds must not fall below the level under it, and rise in one of them; values: level. */
  vip_thresholds_not_increasing: 400,
  vip_level_not_found: 404,
  /** Only the top level can be removed, never the base level. */
  vip_level_not_top: 409,
  /** Members hold the level; values: members. */
  vip_level_in_use: 409,
  // rebate (schemas/rebate.ts)
  /** The manual-rebate module is off for this site. */
  rebate_module_off: 403,
  /** Nothing to claim yet, or less than the minimum claim; values: amount, minClaim. */
  rebate_below_minimum: 409,
  /** A run for a business day that has not closed yet. */
  rebate_day_not_closed: 409,
  /** Another process is running that day's rebate now. */
  rebate_run_busy: 409,
  // back-office promotions (schemas/ops-promotions.ts)
  /** Another promotion of the merchant has this code. */
  promotion_code_taken: 409,
  /** The period ends before it starts. */
  promotion_period_invalid: 400,
  /** The English title is empty. */
  promotion_title_required: 400,
  /** The reward kind has no rule yet (the kinds call lists those that have). */
  promotion_kind_unsupported: 400,
  /** The rule's parameters fail the kind's schema; values.issues name each. */
  promotion_rule_invalid: 400,
  /** An application reward needs apply mode, and apply mode an application reward. */
  promotion_mode_mismatch: 400,
  /** A team audience's agent is not an agent of the merchant. */
  promotion_agent_not_found: 400,
  /** The budget is below what the promotion has spent already; values.spent. */
  promotion_budget_below_spent: 409,
  /** A banner that is not a png, jpg or webp by its bytes. */
  promotion_banner_invalid: 400,
  // red envelopes (schemas/red-envelopes.ts)
  red_envelope_drop_not_found: 404,
  /** The drop has not begun or has ended. */
  red_envelope_not_live: 409,
  /** The member is outside the drop's audience. */
  red_envelope_not_for_member: 403,
  /** Every envelope of the drop has been taken. */
  red_envelopes_all_taken: 409,
  /** The member already opened an envelope of this drop (one per member and drop). */
  red_envelope_already_claimed: 409,
  /** The budget cannot be split: below count × minimum, or too far above it (values: max). */
  red_envelope_split_invalid: 400,
  // promotion joins and applications (schemas/promotion-entries.ts)
  /** An application's comment is longer than PROMOTION_APPLICATION.commentMax; values: max. */
  promotion_comment_too_long: 400,
  /** More than PROMOTION_APPLICATION.imagesMax images; values: max. */
  promotion_too_many_images: 400,
  /** An image that is not a png or jpg by its bytes. */
  promotion_image_invalid: 400,
  /** The member's application of this period awaits review. */
  promotion_application_open: 409,
  /** The member was paid this promotion's reward for this period already. */
  promotion_already_taken: 409,
  promotion_application_not_found: 404,
  // member profile and icon (schemas/profile.ts)
  /** The field locked after its first save; values: field. */
  profile_field_locked: 409,
  /** The operator does not show this field; values: field. */
  profile_field_hidden: 400,
  /** The icon is not a PNG or JPEG image that can be read. */
  icon_invalid: 400,
  /** The icon file is larger than 2 MB, or its image larger than the pixels allowed. */
  icon_too_large: 413,
  // security centre (schemas/security.ts)
  /** The real name typed for a new-address login is not the account's. */
  real_name_incorrect: 401,
  // responsible gaming (schemas/responsible-gaming.ts)
  /** A deposit above the member's deposit limit; values: period, remaining. */
  rg_deposit_limit_exceeded: 409,
  /** A stake above the member's wager limit; values: period, remaining. */
  rg_wager_limit_exceeded: 409,
  /** A stake when the member's loss limit is reached; values: period, remaining. */
  rg_loss_limit_exceeded: 409,
  /** The session's play time reached the member's session limit; the session is ended. */
  rg_session_limit_reached: 403,
  /** The member is in a time-out or self-exclusion; values: kind, endsAt. */
  rg_excluded: 403,
  /** A time-out or self-exclusion cannot be ended or shortened, by the member or an operator. */
  rg_exclusion_cannot_be_lifted: 409,
  // points mall (schemas/points.ts)
  /** The points mall (or conversion) is switched off by the operator. */
  points_mall_disabled: 403,
  /** Not enough points; values: points (the member's), required. */
  points_insufficient: 409,
  /** The good is not on sale (disabled or unknown). */
  points_goods_unavailable: 404,
  /** Fewer units left than asked; values: remaining. */
  points_goods_out_of_stock: 409,
  /** Past the good's per-member limit; values: limit, mine. */
  points_goods_limit_reached: 409,
  /** A gift needs a receiving address (spec §5). */
  points_address_required: 400,
  /** A gift or top-up needs a mobile number (spec §5). */
  points_mobile_required: 400,
  /** No exchange-rate row covers that many points; values: minPoints (the smallest row's). */
  points_convert_below_minimum: 400,
  /** Points to convert must be a multiple of the rate row's step; values: step. */
  points_convert_step: 400,
  /** The redemption is no longer in process (decided or cancelled). */
  points_redemption_not_pending: 409,
  /** Lowering a good's stock below the units already redeemed; values: redeemed. */
  points_stock_below_redeemed: 409,
  // live tables (schemas/live.ts)
  /** No such table, or it is switched off. */
  live_table_not_found: 404,
  /** The round is not taking bets (its betting window closed, or it is another round); values: roundId (the round taking bets, if any). */
  live_betting_closed: 409,
  /** A spot the table does not take. */
  live_spot_invalid: 400,
  /** A spot's amount outside the table's limits; values: spot, min, max. */
  live_bet_limit: 400,
  // PVP card rooms (schemas/pvp.ts)
  /** No such room. */
  pvp_room_not_found: 404,
  /** Every seat is taken (or the seat asked for is). */
  pvp_room_full: 409,
  /** The member is not seated in this room. */
  pvp_not_seated: 409,
  /** The member already sits in another room; values: roomId. */
  pvp_seated_elsewhere: 409,
  /** Not enough balance to sit at this level; values: required. */
  pvp_balance_too_low: 409,
  /** It is not the member's turn, or the hand is not waiting for this action. */
  pvp_not_your_turn: 409,
  /** An action the rules do not allow now (a raise below the minimum, a compare with a folded player …). */
  pvp_action_invalid: 400,
  /** The hand moved on since the member's view (its version); reload and act again. */
  pvp_hand_changed: 409,
  /** The member is in a hand and may leave only when it ends (the seat is freed then). */
  pvp_in_hand: 409,
  // sportsbook (schemas/sportsbook.ts)
  /** No such match on the site. */
  sportsbook_match_not_found: 404,
  /** A selection key the book does not know, or not one of the match's markets or sport; values: selectionKey. */
  sportsbook_selection_invalid: 400,
  /** The market takes no bets now (suspended, settled, void, the match over or the price off the board); values: matchId, selectionKey. */
  sportsbook_market_closed: 409,
  /** The price moved and the bet's acceptance does not take the new one; values: selectionKey, oddsMilli (the price now). */
  sportsbook_odds_changed: 409,
  /** The stake is outside the limits of the site and the markets; values: min, max. */
  sportsbook_stake_limit: 400,
  /** A parlay has 2 to 10 legs; values: min, max. */
  sportsbook_parlay_legs: 400,
  /** A parlay has one leg a match; values: matchId. */
  sportsbook_parlay_same_match: 400,
  /** No such bet of the member. */
  sportsbook_bet_not_found: 404,
  /** No such league of the site. */
  sportsbook_league_not_found: 404,
  /** No such market. */
  sportsbook_market_not_found: 404,
  /** The match or market cannot move to that status from where it is; values: reason. */
  sportsbook_status_invalid: 409,
  /** A result of another sport, or one that contradicts itself; values: reason. */
  sportsbook_result_invalid: 400,
  /** A league code or fixture feed reference the site already has. */
  sportsbook_code_taken: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
