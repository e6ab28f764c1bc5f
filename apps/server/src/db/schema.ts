import type { GameType } from '@fortuna/bgs/types';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** An operator: its brand, currency, CDNs and site-wide switches. */
export type MerchantTable = {
  id: Generated<number>;
  /** IANA zone of the merchant's business days (contract periods, team reports, the agent clock). */
  time_zone: Generated<string>;
  code: string;
  name: string;
  currency_code: string;
  currency_symbol: string;
  currency_decimals: number;
  default_language: string;
  logo_path: string;
  licence: string;
  /** The gaming licence's number and the regulator's record link, '' when not set (0035). */
  licence_number: Generated<string>;
  licence_url: Generated<string>;
  copyright: string;
  main_domain: string;
  gtag_id: string | null;
  image_cdns: Json<string[]>;
  launch_game_cdns: Json<string[]>;
  maintenance: Generated<boolean>;
  maintenance_message: string | null;
  maintenance_until: Date | null;
  region_restriction: Generated<boolean>;
  /** The languages the site offers; `default_language` is one of them (0028). */
  languages: Generated<string[]>;
  /** Brand colours, `#rrggbb`; null: the theme's own (0028). */
  primary_colour: string | null;
  accent_colour: string | null;
  /** Maintenance message per language code; `maintenance_message` is the fallback (0028). */
  maintenance_messages: ColumnType<Record<string, string>, string | undefined, string>;
  /** Bumped by triggers whenever the merchant or any of its config rows change. */
  config_version: Generated<number>;
  /** Member types that are agents, and trial (free-play) types (spec §3: 1, 2, 41, 42 and 4). */
  agent_types: Generated<number[]>;
  trial_types: Generated<number[]>;
  /** Type given to a plain member at registration. */
  member_type: Generated<number>;
  /** Failed logins (per account or per address) after which the captcha is required. */
  captcha_after_failures: Generated<number>;
  /** Passwords older than this must be changed when the PASSWORD_EXPIRY module is on; null = never. */
  password_expiry_days: number | null;
  session_hours: Generated<number>;
  /** Login attempts allowed per 5 minutes from one address and against one account. */
  login_limit_per_ip: Generated<number>;
  login_limit_per_account: Generated<number>;
  sms_code_minutes: Generated<number>;
  /** Play money a free-play account starts with, in minor units. */
  trial_play_money: Generated<bigint>;
  /** Withdrawal bounds in minor units, minutes before an unconfirmed payout counts as received, and the turnover rule. */
  withdrawal_min: Generated<bigint>;
  withdrawal_max: Generated<bigint>;
  withdrawal_auto_confirm_minutes: Generated<number>;
  /** Valid bets required since the last deposit, as a percentage of deposits, before a withdrawal (0 = none). */
  withdrawal_turnover_percent: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Business days (today and those before it) whose credited deposits and valid bets decide the VIP level (0044). */
  vip_window_days: Generated<number>;
  /** Valid bets of this many times a VIP bonus before a withdrawal; 0: none (0044). */
  vip_turnover_multiple: Generated<number>;
};

export type MerchantDomainTable = {
  domain: string;
  merchant_id: number;
  route: Generated<string>;
  is_mirror: Generated<boolean>;
};

export type MerchantModuleTable = {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  name: string;
  enabled: boolean;
  sort: Generated<number>;
};

export type RegisterFieldRuleTable = {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: string;
  accepted_pattern: string | null;
  min_length: number;
  max_length: number;
  sort: Generated<number>;
};

export type CustomerServiceTable = {
  id: Generated<number>;
  merchant_id: number;
  title: string;
  type: string;
  url: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

export type ResourceTable = {
  merchant_id: number;
  type: string;
  label_name_en: string;
  url: string;
  sort: Generated<number>;
};

export type RegionBlockTable = {
  id: Generated<number>;
  merchant_id: number;
  /** A CIDR range of visitor addresses to block, or null for a country rule. */
  ip_range: string | null;
  /** An ISO 3166 alpha-2 country to block, or null for an address rule. */
  country: string | null;
  note: string | null;
};

export type CountryCodeTable = {
  country_code: string;
  dialing_code: string;
  name: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

export type BannerTable = {
  id: Generated<number>;
  merchant_id: number;
  group_name: string;
  title: string;
  image_path: string;
  link: string | null;
  linkage_type: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
};

export type AnnouncementTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  type: string;
  platform: Generated<string>;
  /** Per-language texts: { en: '...', zh: '...' }. */
  title: Json<Record<string, string>>;
  content: Json<Record<string, string>>;
  sort: Generated<number>;
  /** DRAFT, PUBLISHED or WITHDRAWN (migration 0031). */
  status: Generated<string>;
  image_path: string | null;
  /** NONE, A (signed in), B (anonymous), F (first login). */
  popup: Generated<string>;
  starts_at: Date | null;
  ends_at: Date | null;
  /** ALL, MEMBERS, AGENTS, VIP, TEAM. */
  audience: Generated<string>;
  audience_vip_level: number | null;
  audience_agent_id: number | null;
  pinned: Generated<boolean>;
  updated_at: Generated<Date>;
  published_at: Date | null;
};

/** A popup a signed-in session closed, per language (migration 0031). */
export type AnnouncementPopupClosedTable = {
  token_hash: Buffer;
  announcement_id: number;
  language: string;
  closed_at: Generated<Date>;
};

/** Per-language texts of the catalogue: { en: '...', zh: '...', my: '...' }; en is always there for games. */
export type LocalizedText = Record<string, string>;

export type GameCategoryTable = {
  code: string;
  sort: number;
  enabled: Generated<boolean>;
  title: ColumnType<LocalizedText, string | undefined, string>;
};
export type VendorTable = {
  code: string;
  name: string;
  sort: number;
  enabled: Generated<boolean>;
  wallet_mode: Generated<'seamless' | 'transfer'>;
  /** Trial (free-play) accounts may open its games with play money. */
  free_play: Generated<boolean>;
  is_new: Generated<boolean>;
  /** A maintenance window (migration 0027): the vendor's games cannot be launched in [start, end); a null end is open. */
  maintenance_starts_at: Date | null;
  maintenance_ends_at: Date | null;
};
export type CategoryVendorTable = { category_code: string; vendor_code: string; sort: Generated<number> };

/** A classify tab of a category; "All" is implicit and never stored. */
export type GameClassifyTable = { category_code: string; key: string; title: Json<LocalizedText>; sort: Generated<number> };

export type GameTable = {
  /** The spec's nodeId. */
  id: Generated<number>;
  vendor_code: string;
  category_code: string;
  classify: string | null;
  /** Unique per vendor: what the vendor launches it by. */
  game_code: string;
  names: Json<LocalizedText>;
  /** Relative path on the image CDN. */
  icon_path: string;
  /** False for a vendor-type entry that opens a popup list of the vendor's games. */
  is_game: Generated<boolean>;
  is_hot: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  /** The lobby's "new" badge (migration 0027). */
  is_new: Generated<boolean>;
  /** Listed but not launchable (migration 0027). */
  maintenance: Generated<boolean>;
  created_at: Timestamp;
  /** Slot metadata (migration 0039): smallest total bet in minor units, paylines or ways, declared RTP in percent ("96.00"). */
  min_bet: bigint | null;
  lines: number | null;
  rtp: string | null;
};

export type LiveTableTable = {
  id: Generated<number>;
  game_id: number;
  table_code: string;
  dealer: string;
  /** Bet limits in minor units of the merchant's currency. */
  min_bet: bigint;
  max_bet: bigint;
  is_open: Generated<boolean>;
  sort: Generated<number>;
};

export type FavouriteGameTable = { member_id: number; game_id: number; created_at: Timestamp };
export type RecentGameTable = { member_id: number; game_id: number; last_played_at: Timestamp; plays: Generated<number> };
/** One row, bumped by triggers on every catalogue change. */
export type CatalogVersionTable = { id: Generated<boolean>; version: ColumnType<bigint | string, never, never> };

export type MemberTable = {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  nickname: string;
  type: number;
  status: Generated<string>;
  password_hash: string;
  password_is_default: Generated<boolean>;
  password_changed_at: Timestamp;
  payment_password_hash: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  birthday: string | null;
  affiliate_code: string | null;
  parent_id: number | null;
  /** The member's VIP level, 0 for none (0040; kept by the VIP area). */
  vip_level: Generated<number>;
  /** The agent invitation code it registered with (migration 0015). */
  invitation_id: Generated<number | null>;
  /** The member's own referral code, made on first use (0045). */
  referral_code: Generated<string | null>;
  /** The member whose referral code it registered with (0045). */
  referred_by: Generated<number | null>;
  register_ip: string | null;
  register_method: string | null;
  register_domain: string | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  created_at: Timestamp;
  /** Profile labels of spec §3 (0053): see docs/responsible-gaming/profile-and-reports.md. */
  fullname: Generated<string | null>;
  telegram: Generated<string | null>;
  zalo: Generated<string | null>;
  address: Generated<string | null>;
  nationality: Generated<string | null>;
  occupation: Generated<string | null>;
  source_of_income: Generated<string | null>;
  /** The profile fields the member has saved (a `once` field locks when listed). */
  profile_saved: Generated<string[]>;
  /** `set-<n>` (built-in avatar), `upload:<token>` (member_icon) or null (generated). */
  icon: Generated<string | null>;
};

export type MemberClosureTable = { ancestor_id: number; descendant_id: number; depth: number };

/** An agent's invitation code: who registers with it lands under the agent with its role and prize group (migration 0015). */
export type AgentInvitationTable = {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  code: string;
  role: 'member' | 'agent';
  series: number | null;
  note: string | null;
  created_at: Generated<Date>;
  disabled_at: Date | null;
};

export type MemberSessionTable = {
  token_hash: Buffer;
  member_id: number;
  side: string;
  login_type: string;
  ip: string | null;
  device: string | null;
  created_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
};

/** A one-time URL login code (migration 0019): only its hash, and the session that issued it. */
export type LoginCodeTable = {
  code_hash: Buffer;
  session_hash: Buffer;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

export type MemberLoginIpTable = { member_id: number; ip: string; first_seen_at: Timestamp };
export type AuthFailureTable = { id: Generated<number>; merchant_id: number; account: string; ip: string; at: Timestamp };
/** A wrong payment password (migration 0019). */
export type PaymentPasswordFailureTable = { id: Generated<number>; member_id: number; at: Timestamp };
export type CaptchaChallengeTable = {
  id: string;
  answer: string;
  ip: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

export type VerificationCodeTable = {
  id: Generated<number>;
  merchant_id: number;
  channel: string;
  purpose: string;
  recipient: string;
  code_hash: string;
  attempts: Generated<number>;
  ip: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

export type MessageOutboxTable = {
  id: Generated<number>;
  merchant_id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Timestamp;
};

export type PasswordResetTable = { token_hash: Buffer; member_id: number; created_at: Timestamp; expires_at: Date; used_at: Date | null };
export type RateCounterTable = { key: string; window_start: Date; hits: number };
export type OperatorTable = {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  password_hash: string;
  role: Generated<string>;
  created_at: Timestamp;
  status: Generated<'active' | 'disabled'>;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
  /** The last TOTP step (unix time / 30) a code was accepted for: a code is good once. */
  totp_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_by: number | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
};
export type OpsSettingTable = {
  merchant_id: number;
  ip_allow_list: Generated<string[]>;
  idle_minutes: Generated<number>;
  adjustment_approval_minor: ColumnType<string, string | bigint | undefined, string | bigint>;
  updated_at: Timestamp;
};
export type AuditLogTable = {
  id: Generated<string>;
  merchant_id: number;
  operator_id: number | null;
  operator_username: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  outcome: string;
  ip: string;
  user_agent: string | null;
  created_at: Timestamp;
};
export type ServerKeyTable = { id: string; public_key: string; private_key: string; created_at: Timestamp };

export type LedgerAccountTable = {
  id: Generated<number>;
  merchant_id: number;
  owner: 'member' | 'house';
  member_id: number | null;
  kind: string;
  currency: string;
  balance: Generated<bigint>;
  created_at: Timestamp;
};

export type LedgerTransactionTable = {
  id: Generated<bigint>;
  merchant_id: number;
  idempotency_key: string;
  kind: string;
  reference: string;
  memo: string | null;
  created_at: Timestamp;
};

export type LedgerEntryTable = {
  id: Generated<bigint>;
  transaction_id: bigint;
  account_id: number;
  amount: bigint;
  balance_after: bigint;
  created_at: Timestamp;
};

export type DepositChannelTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  kind: 'MANUAL_BANK' | 'GATEWAY';
  currency: string;
  min_amount: bigint;
  max_amount: bigint;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  gateway: string | null;
  gateway_secret: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
};

export type DepositTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  channel_id: number;
  amount: bigint;
  status: Generated<'PENDING' | 'CREDITED' | 'FAILED'>;
  request_id: string;
  payer_reference: string | null;
  gateway_order_id: string | null;
  pay_url: string | null;
  fail_reason: string | null;
  created_at: Timestamp;
  decided_at: Date | null;
  decided_by: number | null;
};

export type BankAccountTable = {
  id: Generated<number>;
  member_id: number;
  bank_name: string;
  account_number: string;
  payee_name: string;
  created_at: Timestamp;
};

export type WithdrawalStatus = 'PENDING' | 'PAID' | 'REJECTED' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_RECEIVED';
export type WithdrawalTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bank_account_id: number;
  amount: bigint;
  status: Generated<WithdrawalStatus>;
  request_id: string;
  reject_reason: string | null;
  received_amount: bigint | null;
  proof_upload_id: number | null;
  created_at: Timestamp;
  decided_at: Date | null;
  decided_by: number | null;
  paid_at: Date | null;
  confirmed_at: Date | null;
};

export type UploadTable = {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  content_type: string;
  bytes: Buffer;
  created_at: Timestamp;
};

export type OperatorSessionTable = {
  token_hash: Buffer;
  operator_id: number;
  created_at: Timestamp;
  expires_at: Date;
  revoked_at: Date | null;
  totp_verified: Generated<boolean>;
};

export type NotificationTable = {
  id: Generated<number>;
  member_id: number;
  type: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
  read_at: Date | null;
};

/** A vendor's key for the provider wallet protocol; the secret never leaves the server. */
export type ProviderCredentialTable = {
  key_id: string;
  merchant_id: number;
  vendor_code: string;
  secret: string;
  /** A path on the launch CDN ('/reference/') or an absolute URL of the vendor's game page. */
  launch_url: string;
  enabled: Generated<boolean>;
  created_at: Timestamp;
  /** When the back office last rotated the secret (migration 0027). */
  rotated_at: Generated<Date | null>;
};

/** A single-use launch token (only its SHA-256 is kept). */
export type LaunchTokenTable = {
  token_hash: Buffer;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: number;
  currency: string;
  language: string;
  play_money: boolean;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
};

/** A player session of a vendor, opened by authenticate (only its SHA-256 is kept). */
export type ProviderSessionTable = {
  token_hash: Buffer;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: number;
  currency: string;
  language: string;
  play_money: boolean;
  created_at: Timestamp;
  expires_at: Date;
};

/** A vendor's game round: running totals in minor units and whether it is settled. */
export type GameRoundTable = {
  id: Generated<bigint>;
  merchant_id: number;
  vendor_code: string;
  round_id: string;
  member_id: number;
  game_id: number | null;
  /** The ledger account the round's money moves from and to (main, or vendor:CODE). */
  account_id: number;
  currency: string;
  play_money: boolean;
  total_bet: Generated<bigint>;
  total_win: Generated<bigint>;
  status: Generated<'open' | 'settled'>;
  created_at: Timestamp;
  settled_at: Date | null;
};

/** A processed protocol call and the exact response text it was answered with. */
export type ProviderTransactionTable = {
  id: Generated<bigint>;
  merchant_id: number;
  vendor_code: string;
  /** For a rollback: the txn id it cancels. */
  txn_id: string;
  /** `resettle` (0057): `amount` is the round's corrected total win. */
  kind: 'debit' | 'credit' | 'rollback' | 'resettle';
  round_id: string | null;
  member_id: number;
  amount: bigint;
  ledger_transaction_id: bigint | null;
  response: string;
  created_at: Timestamp;
};

export type ProviderRollbackTombstoneTable = { merchant_id: number; vendor_code: string; txn_id: string; created_at: Timestamp };

/** Per member and UTC quarter-hour (whole hours before migration 0021): figures of the rounds settled in it (minor units; profit = payout - bets). */
/** The points mall's switches and rules text per merchant (0054, docs/points/points-mall.md). */
export type PointsSettingsTable = {
  merchant_id: number;
  enabled: Generated<boolean>;
  convert_enabled: Generated<boolean>;
  rules_text: ColumnType<Record<string, string>, string | undefined, string>;
  updated_at: Timestamp;
};

/** Per point type: every `unit` (minor units) of valid bet or deposit earns `points`. */
export type PointsEarnRuleTable = {
  merchant_id: number;
  type: string;
  enabled: Generated<boolean>;
  unit: bigint;
  points: number;
};

/** The exchange-rate table: from `min_points` converted, every `points` points give `amount` (minor units). */
export type PointsRateTable = {
  merchant_id: number;
  min_points: bigint;
  points: bigint;
  amount: bigint;
};

export type PointsGoodsTable = {
  id: Generated<number>;
  merchant_id: number;
  /** The demo seed's name for a good it made (null for the operator's). */
  code: string | null;
  type: 'gift' | 'life' | 'promotion';
  names: ColumnType<Record<string, string>, string, string>;
  descriptions: ColumnType<Record<string, string>, string | undefined, string>;
  image_url: Generated<string>;
  points: bigint;
  amount: Generated<bigint>;
  stock: number | null;
  redeemed: Generated<number>;
  per_member_limit: number | null;
  needs_address: Generated<boolean>;
  needs_mobile: Generated<boolean>;
  promotion_id: number | null;
  bonus_amount: bigint | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PointsRedemptionTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  goods_id: number;
  type: 'gift' | 'life' | 'promotion';
  product_names: ColumnType<Record<string, string>, string, string>;
  quantity: number;
  points: bigint;
  amount: Generated<bigint>;
  status: Generated<'in_process' | 'approved' | 'rejected' | 'cancelled'>;
  address: string | null;
  mobile: string | null;
  remark: string | null;
  reply: string | null;
  request_id: string;
  created_at: Timestamp;
  decided_at: Date | null;
  decided_by: string | null;
};

export type PointsConversionTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  points: bigint;
  amount: bigint;
  request_id: string;
  created_at: Timestamp;
};

/** Per settled-rounds rollup row, the valid bet already turned into points. */
export type PointsBetSeenTable = { member_id: number; hour: Date; category: string; valid_bet: bigint };

/** Per member and point type: the base below one unit carried forward, and the earning posts' sequence. */
export type PointsAccrualTable = { member_id: number; type: string; carry: Generated<bigint>; seq: Generated<number> };

/** The deposits that have earned their points. */
export type PointsDepositCreditTable = { deposit_id: number; member_id: number; points: bigint; created_at: Timestamp };

export type MemberHourlyRollupTable = {
  member_id: number;
  /** The UTC-aligned quarter-hour the rounds settled in (whole hours before migration 0021). */
  hour: Date;
  merchant_id: number;
  bets: Generated<bigint>;
  valid_bet: Generated<bigint>;
  payout: Generated<bigint>;
  profit: Generated<bigint>;
  rounds: Generated<number>;
  /** The round's game category (LOTT, RNG, …; OTHER without a catalogue game). */
  category: string;
};

/** Per member and UTC-aligned 5-minute slot, the figures of the rounds settled in it (migration 0014). */
export type MemberSlotRollupTable = {
  member_id: number;
  slot: Date;
  merchant_id: number;
  bets: Generated<bigint>;
  valid_bet: Generated<bigint>;
  payout: Generated<bigint>;
  profit: Generated<bigint>;
  rounds: Generated<number>;
};

/** Per merchant, business day (merchant's zone at settlement), vendor and game (0 = none), the settled rounds' figures (migration 0030). */
export type GameDayRollupTable = {
  merchant_id: number;
  day: string;
  vendor_code: string;
  game_id: number;
  category: string;
  bets: Generated<bigint>;
  payout: Generated<bigint>;
  rounds: Generated<number>;
};

/** Per merchant, business day (merchant's zone at settlement) and member, the settled rounds' figures (migration 0030). */
export type MemberDayRollupTable = {
  merchant_id: number;
  day: string;
  member_id: number;
  bets: Generated<bigint>;
  payout: Generated<bigint>;
  rounds: Generated<number>;
};

/** Per merchant and lottery issue, the settled rounds' figures (migration 0030). */
export type LotteryIssueRollupTable = {
  merchant_id: number;
  issue_id: bigint;
  bets: Generated<bigint>;
  payout: Generated<bigint>;
  rounds: Generated<number>;
};

export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
export type ContractPeriodKind = 'realtime' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly';
export type ContractStatus = 'pending' | 'active' | 'rejected' | 'withdrawn' | 'terminated' | 'replaced';

/** A contract offered to an agent by its upline (or by the house for a top-level agent). */
export type AgentContractTable = {
  id: Generated<number>;
  merchant_id: number;
  kind: ContractKind;
  period: ContractPeriodKind;
  /** null: the house offered it (through an operator) to a top-level agent. */
  upline_id: number | null;
  offered_by_operator: number | null;
  member_id: number;
  /** JSON array of tiers (schemas/contracts.ts), amounts as minor-unit strings, rates in ppm. */
  tiers: ColumnType<unknown, string, string>;
  status: Generated<ContractStatus>;
  offered_at: Generated<Date>;
  signed_at: Date | null;
  ended_at: Date | null;
  end_reason: 'rejected' | 'withdrawn' | 'terminated' | 'cascade' | 'replaced' | null;
  termination_requested_by: number | null;
  termination_requested_at: Date | null;
};

/** The claim of one settlement run: inserted with the run's payouts, so a period is settled once. */
export type ContractSettlementRunTable = {
  merchant_id: number;
  kind: ContractKind;
  period: ContractPeriodKind;
  period_start: Date;
  period_end: Date;
  agents: Generated<number>;
  total: Generated<bigint>;
  settled_at: Generated<Date>;
};

/** One agent's computation for one period, kept for the agent to see. */
export type ContractSettlementTable = {
  id: Generated<bigint>;
  merchant_id: number;
  kind: ContractKind;
  period: ContractPeriodKind;
  period_start: Date;
  period_end: Date;
  agent_id: number;
  contract_id: number;
  team_bets: bigint;
  team_valid_bet: bigint;
  team_profit: bigint;
  active_members: number;
  won_valid_bet: Generated<bigint>;
  lost_valid_bet: Generated<bigint>;
  tier_index: number | null;
  rate_ppm: Generated<number>;
  loss_rate_ppm: number | null;
  gross: bigint;
  downline_gross: bigint;
  amount: bigint;
  ledger_transaction_id: bigint | null;
  created_at: Generated<Date>;
};

/** Lottery prize-group settings of a merchant (a member without its own series plays at default_series). */
export type LotteryMerchantConfigTable = {
  merchant_id: number;
  default_series: Generated<number>;
  max_series: Generated<number>;
  /** The lowest prize group an agent may give a downline. */
  min_series: Generated<number>;
};

/** A merchant's daily mission: reach `target` of `metric` in `category` (all when null) within a UTC day. */
export type MissionTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  titles: Record<string, string>;
  category: string | null;
  metric: 'valid_bet' | 'rounds';
  target: bigint;
  reward: bigint;
  sort: Generated<number>;
  enabled: Generated<boolean>;
};

/** A claimed mission reward: one per member, mission and UTC day. */
export type MissionClaimTable = {
  member_id: number;
  mission_id: number;
  /** Written as yyyy-MM-dd; drivers read a date column back as a Date. */
  day: ColumnType<Date, string, string>;
  reward: bigint;
  ledger_transaction_id: bigint;
  claimed_at: Generated<Date>;
};
export type LotteryMemberSeriesTable = { member_id: number; series: number; updated_at: Timestamp };

/** A catalogue game run by the in-house lottery engine (providers/bgs/src/engine). */
export type LotteryGameTable = {
  id: Generated<number>;
  game_id: number;
  /** The draw code in the fair draw's HMAC message. */
  code: string;
  vendor_code: 'LOTT' | 'ELOTT' | 'TCG_SEA' | 'TCG_LOTTO_VN';
  /** providers/bgs GameType; the regional ones (sea4d, vn_*) pay fixed odds only. */
  game_type: GameType;
  /** providers/bgs engine Schedule. */
  schedule: ColumnType<unknown, string, string>;
  close_seconds: number;
  pay_mode: Generated<'prize_group' | 'fixed_odds'>;
  min_unit_stake: Generated<bigint>;
  max_stake: Generated<bigint>;
  enabled: Generated<boolean>;
  names: Json<LocalizedText>;
  sort: Generated<number>;
  created_at: Timestamp;
  /** Prize-group bounds of the game (migration 0029): NULL, none. */
  min_series: number | null;
  max_series: number | null;
  /** Most one member may stake on one number/bet option of an issue, and on an issue in all (NULL: no limit). */
  max_number_stake: bigint | null;
  max_issue_stake: bigint | null;
  /** A new schedule, in force from `next_schedule_from` (the game's next day without issues). */
  next_schedule: ColumnType<unknown, string | null, string | null>;
  next_schedule_from: Date | null;
};

export type LotteryIssueStatus = 'open' | 'locked' | 'drawn' | 'settled' | 'cancelled';
/** One draw of a lottery game. */
export type LotteryIssueTable = {
  id: Generated<bigint>;
  lottery_game_id: number;
  numero: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  status: Generated<LotteryIssueStatus>;
  /** Secret until the issue is drawn. */
  server_seed: string;
  seed_hash: string;
  result: number[] | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  settle_lease_until: Date | null;
  /** Who holds the settlement lease (migration 0019). */
  settle_owner: string | null;
  created_at: Timestamp;
  /** Paused by an operator: no bets, not drawn until resumed (migration 0029). */
  paused_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
  /** When every bet of a cancelled issue had been refunded. */
  refunded_at: Date | null;
};

/** A realtime event written with the change it follows, published by any live process (migration 0019). */
export type EventOutboxTable = {
  id: Generated<bigint>;
  /** The Socket.IO room it goes to. */
  room: string;
  event: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  published_at: Date | null;
};

export type LotteryBetStatus = 'placing' | 'pending' | 'won' | 'lost' | 'push' | 'cancelling' | 'cancelled' | 'rejected';
/** One lottery bet (minor units). */
export type LotteryBetTable = {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  lottery_game_id: number;
  issue_id: bigint;
  slip_id: string;
  bet_type: string;
  selection: ColumnType<unknown, string, string>;
  unit_stake: bigint;
  units: number;
  stake: bigint;
  series: number;
  rebate: Generated<bigint>;
  status: Generated<LotteryBetStatus>;
  judged_status: 'won' | 'lost' | 'push' | null;
  payout: Generated<bigint>;
  debit_txn_id: string;
  credit_txn_id: string | null;
  placed_at: Timestamp;
  settled_at: Date | null;
};

/** The outcome of each distinct bet of a drawn issue (see migration 0011). */
export type LotteryJudgementTable = {
  issue_id: bigint;
  bet_type: string;
  selection: ColumnType<unknown, string, string>;
  unit_stake: bigint;
  series: number;
  status: 'won' | 'lost' | 'push';
  payout: bigint;
};

/** A provider session the lottery engine opened for a member and game (the vendor's own store): only the token's SHA-256. */
export type LotteryWalletSessionTable = { member_id: number; game_id: number; session_token_hash: Buffer; expires_at: Date };

/** A member's request id of a lottery bet or cancel and its first answer (migration 0019). */
export type LotteryRequestTable = {
  member_id: number;
  kind: 'place' | 'cancel';
  request_id: string;
  body_hash: string;
  slip_id: string;
  result: ColumnType<unknown, string | null, string | null>;
  created_at: Generated<Date>;
};

/** The whole database as Kysely sees it. */
/** Operators' tags and VIP override of a member (migration 0026). */
export type MemberOpsProfileTable = {
  member_id: number;
  tags: Generated<string[]>;
  vip_level_override: number | null;
  updated_at: Timestamp;
};
/** An operator's note on a member, append-only. */
export type MemberNoteTable = {
  id: Generated<bigint>;
  member_id: number;
  operator_id: number | null;
  operator_username: string | null;
  body: string;
  created_at: Timestamp;
};
/** A manual credit or debit of a member's main wallet (minor units), pending a second operator above the threshold. */
export type BalanceAdjustmentTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  direction: 'credit' | 'debit';
  amount: bigint;
  reason: string;
  request_id: string;
  status: 'pending' | 'posted' | 'rejected';
  requested_by: number;
  requested_by_username: string;
  decided_by: number | null;
  decided_by_username: string | null;
  reject_reason: string | null;
  ledger_transaction_id: bigint | null;
  balance_after: bigint | null;
  created_at: Timestamp;
  decided_at: Date | null;
};

/** A platform message (migration 0032): a system event's type and payload, or an operator's plain text. */
export type MessageTable = {
  id: ColumnType<string, never, never>;
  merchant_id: number;
  kind: 'system' | 'operator';
  type: string | null;
  payload: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  recipient_id: number | null;
  title: string | null;
  body: string | null;
  audience: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  recipient_count: Generated<number>;
  read_count_at_withdrawal: number | null;
  operator_id: number | null;
  created_at: Timestamp;
  withdrawn_at: Date | null;
};

/** A member's copy of a message: its own read and deleted state (migration 0032). */
export type InboxTable = {
  member_id: number;
  message_id: ColumnType<string, string | number, never>;
  kind: 'system' | 'operator';
  read_at: Date | null;
  deleted_at: Date | null;
};

export type Database = {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  merchant_module: MerchantModuleTable;
  register_field_rule: RegisterFieldRuleTable;
  customer_service: CustomerServiceTable;
  resource: ResourceTable;
  region_block: RegionBlockTable;
  country_code: CountryCodeTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  announcement_popup_closed: AnnouncementPopupClosedTable;
  game_category: GameCategoryTable;
  vendor: VendorTable;
  category_vendor: CategoryVendorTable;
  game_classify: GameClassifyTable;
  game: GameTable;
  live_table: LiveTableTable;
  favourite_game: FavouriteGameTable;
  recent_game: RecentGameTable;
  catalog_version: CatalogVersionTable;
  member: MemberTable;
  member_closure: MemberClosureTable;
  agent_invitation: AgentInvitationTable;
  member_session: MemberSessionTable;
  login_code: LoginCodeTable;
  member_login_ip: MemberLoginIpTable;
  auth_failure: AuthFailureTable;
  payment_password_failure: PaymentPasswordFailureTable;
  captcha_challenge: CaptchaChallengeTable;
  verification_code: VerificationCodeTable;
  message_outbox: MessageOutboxTable;
  password_reset: PasswordResetTable;
  rate_counter: RateCounterTable;
  operator: OperatorTable;
  server_key: ServerKeyTable;
  ledger_account: LedgerAccountTable;
  ledger_transaction: LedgerTransactionTable;
  ledger_entry: LedgerEntryTable;
  deposit_channel: DepositChannelTable;
  deposit: DepositTable;
  bank_account: BankAccountTable;
  withdrawal: WithdrawalTable;
  upload: UploadTable;
  member_icon: MemberIconTable;
  profile_field_rule: ProfileFieldRuleTable;
  operator_session: OperatorSessionTable;
  ops_setting: OpsSettingTable;
  audit_log: AuditLogTable;
  member_ops_profile: MemberOpsProfileTable;
  member_note: MemberNoteTable;
  balance_adjustment: BalanceAdjustmentTable;
  notification: NotificationTable;
  message: MessageTable;
  inbox: InboxTable;
  provider_credential: ProviderCredentialTable;
  launch_token: LaunchTokenTable;
  provider_session: ProviderSessionTable;
  game_round: GameRoundTable;
  provider_transaction: ProviderTransactionTable;
  provider_rollback_tombstone: ProviderRollbackTombstoneTable;
  member_hourly_rollup: MemberHourlyRollupTable;
  points_settings: PointsSettingsTable;
  points_earn_rule: PointsEarnRuleTable;
  points_rate: PointsRateTable;
  points_goods: PointsGoodsTable;
  points_redemption: PointsRedemptionTable;
  points_conversion: PointsConversionTable;
  points_bet_seen: PointsBetSeenTable;
  points_accrual: PointsAccrualTable;
  points_deposit_credit: PointsDepositCreditTable;
  member_slot_rollup: MemberSlotRollupTable;
  game_day_rollup: GameDayRollupTable;
  member_day_rollup: MemberDayRollupTable;
  lottery_issue_rollup: LotteryIssueRollupTable;
  agent_contract: AgentContractTable;
  contract_settlement_run: ContractSettlementRunTable;
  contract_settlement: ContractSettlementTable;
  lottery_merchant_config: LotteryMerchantConfigTable;
  lottery_member_series: LotteryMemberSeriesTable;
  mission: MissionTable;
  mission_claim: MissionClaimTable;
  lottery_game: LotteryGameTable;
  lottery_issue: LotteryIssueTable;
  lottery_bet: LotteryBetTable;
  lottery_judgement: LotteryJudgementTable;
  lottery_wallet_session: LotteryWalletSessionTable;
  fair_seed: FairSeedTable;
  instant_round: InstantRoundTable;
  lottery_request: LotteryRequestTable;
  event_outbox: EventOutboxTable;
  help_section: HelpSectionTable;
  help_text: HelpTextTable;
  feedback: FeedbackTable;
  feedback_image: FeedbackImageTable;
  feedback_reply: FeedbackReplyTable;
  chat_guest: ChatGuestTable;
  chat_conversation: ChatConversationTable;
  chat_image: ChatImageTable;
  chat_message: ChatMessageTable;
  chat_room_message: ChatRoomMessageTable;
  chat_room_mute: ChatRoomMuteTable;
  chat_room_setting: ChatRoomSettingTable;
  blog_post: BlogPostTable;
  mirror_link: MirrorLinkTable;
  fishing_room: FishingRoomTable;
  fishing_seat: FishingSeatTable;
  fishing_capture: FishingCaptureTable;
  promotion: PromotionTable;
  promotion_entry: PromotionEntryTable;
  promotion_application_image: PromotionApplicationImageTable;
  bonus: BonusTable;
  promotion_sweep: PromotionSweepTable;
  promotion_banner: PromotionBannerTable;
  vip_level: VipLevelTable;
  vip_change: VipChangeTable;
  vip_keep_run: VipKeepRunTable;
  vip_sweep: VipSweepTable;
  rebate_setting: RebateSettingTable;
  rebate_watermark: RebateWatermarkTable;
  rebate_record: RebateRecordTable;
  rebate_run: RebateRunTable;
  referral_setting: ReferralSettingTable;
  referral_stage: ReferralStageTable;
  red_envelope_drop: RedEnvelopeDropTable;
  red_envelope: RedEnvelopeTable;
  crash_driver: CrashDriverTable;
  crash_chain: CrashChainTable;
  crash_game: CrashGameTable;
  crash_bet: CrashBetTable;
  member_two_factor: MemberTwoFactorTable;
  member_recovery_code: MemberRecoveryCodeTable;
  member_login_history: MemberLoginHistoryTable;
  merchant_security_setting: MerchantSecuritySettingTable;
  rg_limit: RgLimitTable;
  rg_exclusion: RgExclusionTable;
  rg_history: RgHistoryTable;
};

/** A blog/news post (0035): per-language texts, its HTML sanitized on save. */
export type BlogPostTable = {
  id: Generated<number>;
  merchant_id: number;
  /** draft, published (live from `publish_at`, scheduled while that is ahead) or withdrawn. */
  status: 'draft' | 'published' | 'withdrawn';
  publish_at: Date | null;
  cover_url: Generated<string>;
  category: Generated<string>;
  /** `{ "en": { "title", "summary", "html" } }`. */
  texts: ColumnType<Record<string, { title: string; summary: string; html: string }>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** An official mirror domain of a merchant, in display order (0035). */
export type MirrorLinkTable = {
  id: Generated<number>;
  merchant_id: number;
  label: string;
  url: string;
  note: Generated<string>;
  sort: number;
};

export type MemberRow = Selectable<MemberTable>;

export type MerchantRow = Selectable<MerchantTable>;
export type NewMerchant = Insertable<MerchantTable>;

/** A help-centre section of a merchant (migration 0033). */
export type HelpSectionTable = { merchant_id: number; code: string; sort: Generated<number>; enabled: Generated<boolean> };
/** A help section's title and sanitized HTML in one language. */
export type HelpTextTable = { merchant_id: number; code: string; language: string; title: string; content: string; updated_at: Timestamp };
/** A member's feedback (plain text); `member_unread` marks a reply the member has not opened. */
export type FeedbackTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  type: string;
  content: string;
  status: Generated<string>;
  member_unread: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_reply_at: Date | null;
};
export type FeedbackImageTable = { id: Generated<number>; feedback_id: number; upload_id: number; position: number };
export type FeedbackReplyTable = {
  id: Generated<number>;
  feedback_id: number;
  operator_id: number | null;
  content: string;
  created_at: Timestamp;
};
// Customer service chat (migration 0034, modules/chat).
export type ChatGuestTable = { id: Generated<number>; merchant_id: number; token_hash: Buffer; name: string; created_at: Timestamp };
export type ChatConversationTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number | null;
  guest_id: number | null;
  status: Generated<string>;
  operator_id: number | null;
  member_unread: Generated<number>;
  operator_unread: Generated<number>;
  last_message: string | null;
  created_at: Timestamp;
  last_message_at: Timestamp;
  accepted_at: Timestamp | null;
  closed_at: Timestamp | null;
};
export type ChatImageTable = { id: Generated<number>; conversation_id: number; content_type: string; bytes: Buffer; created_at: Timestamp };
export type ChatMessageTable = {
  id: ColumnType<string, never, never>;
  conversation_id: number;
  sender: string;
  operator_id: number | null;
  body: Generated<string>;
  image_id: number | null;
  created_at: Timestamp;
};
export type ChatRoomMessageTable = {
  id: ColumnType<string, never, never>;
  merchant_id: number;
  member_id: number;
  nickname: string;
  body: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
  deleted_by: number | null;
};
export type ChatRoomMuteTable = {
  merchant_id: number;
  member_id: number;
  until: Timestamp;
  reason: Generated<string>;
  operator_id: number;
  created_at: Timestamp;
};
export type ChatRoomSettingTable = { merchant_id: number; slow_mode_seconds: Generated<number>; updated_at: Timestamp };

/** A member's seed pair for one in-house game (migration 0036, FAIRNESS.md "Instant games"). */
export type FairSeedTable = {
  id: Generated<bigint>;
  member_id: number;
  game_code: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  revealed_at: Date | null;
};

/** One in-house instant round (migration 0036): open → debited → settled, or void. */
export type InstantRoundTable = {
  id: Generated<bigint>;
  round_code: string;
  merchant_id: number;
  member_id: number;
  game_id: number;
  game_code: string;
  seed_id: ColumnType<bigint, bigint | string, bigint | string>;
  nonce: number;
  request_id: string;
  bet: ColumnType<bigint, bigint | string, bigint | string>;
  win: ColumnType<bigint, bigint | string | undefined, bigint | string>;
  params: Json<unknown>;
  actions: ColumnType<unknown[], string | undefined, string>;
  state: ColumnType<unknown, string | null, string | null>;
  view: ColumnType<unknown, string | null, string | null>;
  finished: Generated<boolean>;
  status: ColumnType<
    'open' | 'debited' | 'settled' | 'void',
    'open' | 'debited' | 'settled' | 'void' | undefined,
    'open' | 'debited' | 'settled' | 'void'
  >;
  play_money: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  settled_at: Date | null;
};
export type FishingRoomTable = { id: Generated<number>; merchant_id: number; code: string; seed: string; created_at: Timestamp };
export type FishingSeatTable = {
  room_id: number;
  seat: number;
  member_id: number;
  nickname: Generated<string>;
  level: Generated<number>;
  seen_at: Timestamp;
};
export type FishingCaptureTable = { room_id: number; fish_id: string; round_code: string; captured_at: Timestamp };
export type CrashDriverTable = { merchant_id: number; lease_owner: string | null; lease_until: Timestamp | null; wanted_until: Timestamp };
export type CrashChainTable = {
  id: Generated<number>;
  merchant_id: number;
  seed: string;
  salt: string;
  terminal_hash: string;
  length: number;
  checkpoint_every: number;
  checkpoints: ColumnType<Record<string, string>, string, string>;
  next_index: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
};
export type CrashGameTable = {
  id: Generated<bigint>;
  merchant_id: number;
  chain_id: number;
  game_index: number;
  hash: string;
  crash_point: bigint;
  state: Generated<'betting' | 'running' | 'crashed'>;
  betting_ends_at: Timestamp;
  started_at: Timestamp | null;
  crashed_at: Timestamp | null;
  created_by: string;
  started_by: string | null;
  crashed_by: string | null;
  created_at: Timestamp;
};
export type CrashBetTable = {
  id: Generated<bigint>;
  game_id: bigint;
  merchant_id: number;
  member_id: number;
  catalogue_game_id: number;
  request_id: string;
  amount: bigint;
  auto_cashout: number | null;
  cap: number;
  status: Generated<'open' | 'active' | 'cashed_out' | 'lost' | 'void'>;
  cashout: number | null;
  win: bigint | null;
  error: string | null;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  credited_at: Timestamp | null;
};

/** A merchant's promotion (0040, docs/promotions/promotions.md); `rule` is its reward kind's parameters. */
export type PromotionTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  category: string;
  tags: ColumnType<string[], string | undefined, string>;
  starts_at: Timestamp;
  ends_at: Date | null;
  audience: ColumnType<Record<string, unknown>, string | undefined, string>;
  sort: Generated<number>;
  take_mode: 'auto' | 'claim' | 'join' | 'apply';
  reward_kind: string;
  rule: ColumnType<Record<string, unknown>, string | undefined, string>;
  turnover: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  budget: bigint | null;
  spent: Generated<bigint>;
  enabled: Generated<boolean>;
  banner_url: Generated<string>;
  /** `{ "en": { "title", "summary", "html" } }`. */
  texts: ColumnType<Record<string, { title: string; summary: string; html: string }>, string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** A member's join or application for a promotion's period, and the operator's decision. */
export type PromotionEntryTable = {
  id: Generated<number>;
  promotion_id: number;
  member_id: number;
  period_key: string;
  status: 'joined' | 'in_process' | 'rejected' | 'approved';
  comment: Generated<string>;
  reject_reason: Generated<string>;
  decided_by: string | null;
  decided_at: Date | null;
  request_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type PromotionApplicationImageTable = {
  entry_id: number;
  n: number;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
};

/** A bonus paid to a member once per grant key, with its turnover requirement. */
export type BonusTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  promotion_id: number | null;
  source: 'promotion' | 'vip' | 'referral' | 'rebate' | 'red_envelope';
  grant_key: string;
  request_id: string | null;
  taken_by: 'claim' | 'auto' | 'operator';
  title: ColumnType<Record<string, string>, string | undefined, string>;
  amount: bigint;
  deposit_base: Generated<bigint>;
  ledger_transaction_id: bigint | null;
  requirement: Generated<'none' | 'open' | 'met' | 'forfeited' | 'waived'>;
  turnover_required: Generated<bigint>;
  turnover_category: string | null;
  turnover_since: Timestamp;
  requirement_closed_at: Date | null;
  requirement_closed_by: string | null;
  /** Why an operator waived the requirement (0043). */
  requirement_note: Generated<string | null>;
  created_at: Generated<Date>;
};

/** A promotion banner an operator uploaded (0043), served at `/wps/promotion/banner/<id>`. */
export type PromotionBannerTable = {
  id: Generated<number>;
  merchant_id: number;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  uploaded_by: string;
  created_at: Generated<Date>;
};

/** The automatic promotions' sweeper: per promotion and period key, the working process's lease and when it was done (0042). */
export type PromotionSweepTable = {
  promotion_id: number;
  period_key: string;
  lease_owner: string | null;
  lease_until: Date | null;
  done_at: Date | null;
  granted: Generated<number>;
  updated_at: Generated<Date>;
};

/** A merchant's VIP level (0040; 0 is the base level). Money in minor units; rates are percent of valid bets per game category. */
export type VipLevelTable = {
  merchant_id: number;
  level: number;
  names: ColumnType<Record<string, string>, string | undefined, string>;
  deposit_threshold: Generated<bigint>;
  valid_bet_threshold: Generated<bigint>;
  keep_valid_bet: Generated<bigint>;
  upgrade_bonus: Generated<bigint>;
  weekly_bonus: Generated<bigint>;
  monthly_bonus: Generated<bigint>;
  rebate_rates: ColumnType<Record<string, number>, string | undefined, string>;
  withdrawal_daily_count: number | null;
  withdrawal_daily_amount: bigint | null;
};

/** A change of a member's VIP level (0044): an upgrade (with the upgrade bonuses it paid), a keep-rule drop, an operator's set. */
export type VipChangeTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  from_level: number;
  to_level: number;
  reason: 'upgrade' | 'keep' | 'operator';
  bonus: Generated<bigint>;
  operator: string | null;
  /** An operator's set: its request id (a replay changes nothing). */
  request_id: string | null;
  created_at: Timestamp;
};

/** The monthly keep review of a merchant, claimed once per business month (0044). */
export type VipKeepRunTable = {
  merchant_id: number;
  /** yyyy-MM of the merchant's business month. */
  month: string;
  dropped: Generated<number>;
  created_at: Timestamp;
};

/** Where a merchant's VIP sweeper left off (0044). */
export type VipSweepTable = {
  merchant_id: number;
  swept_at: Date;
};

/** A merchant's rebate settings (0046): how rebates are paid, the smallest claim and the turnover multiple. */
export type RebateSettingTable = {
  merchant_id: number;
  mode: Generated<'manual' | 'daily'>;
  min_claim: Generated<bigint>;
  /** numeric(6,2): read as a string. */
  turnover_multiple: ColumnType<string, string | number | undefined, string | number>;
  updated_at: Generated<Date>;
};

/** Per member (0046): the quarter-hour boundary up to which its valid bets were rebated (-infinity: none yet). */
export type RebateWatermarkTable = {
  member_id: number;
  merchant_id: number;
  rebated_until: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** One rebate paid to a member (0046): its bonus, the rollup quarters it covered and its lines per category. */
export type RebateRecordTable = {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: number;
  bonus_id: number;
  taken_by: 'claim' | 'auto';
  period_from: Date;
  period_until: Date;
  run_day: ColumnType<string | null, string | null | undefined, string | null>;
  valid_bet: bigint;
  amount: bigint;
  /** Per category: valid bets and amount (minor units as text), the rate in parts per million. */
  lines: ColumnType<{ category: string; validBet: string; ppm: number; amount: string }[], string, string>;
  created_at: Generated<Date>;
};

/** A daily rebate run of a merchant's business day (0046): its lease, progress and summary. */
export type RebateRunTable = {
  merchant_id: number;
  day: ColumnType<string, string, string>;
  status: Generated<'running' | 'done'>;
  started_by: Generated<string>;
  lease_owner: string | null;
  lease_until: Date | null;
  after_member: Generated<number>;
  members: Generated<number>;
  valid_bet: Generated<bigint>;
  total: Generated<bigint>;
  started_at: Generated<Date>;
  finished_at: Date | null;
  duration_ms: number | null;
};

/** A merchant's referral settings (0045): the shared `referralSettingsSchema` object. */
export type ReferralSettingTable = {
  merchant_id: number;
  settings: ColumnType<unknown, string, string>;
  updated_at: Generated<Date>;
};

/** A stage a referred friend reached, once per friend and stage, with its bonuses or the flag that withheld them (0045). */
export type ReferralStageTable = {
  friend_id: number;
  stage: 'register' | 'first_deposit' | 'valid_bet';
  referrer_id: number;
  merchant_id: number;
  referrer_bonus_id: number | null;
  friend_bonus_id: number | null;
  flag: 'same_ip' | 'monthly_limit' | 'trial' | 'rewards_off' | null;
  reached_at: Generated<Date>;
};

/** An operator's red-envelope drop (0045): amounts drawn from `server_seed` at creation; the seed is shown after `ends_at`. */
export type RedEnvelopeDropTable = {
  id: Generated<number>;
  merchant_id: number;
  titles: ColumnType<Record<string, string>, string, string>;
  budget: bigint;
  count: number;
  min_amount: bigint;
  starts_at: Date;
  ends_at: Date;
  audience: ColumnType<unknown, string, string>;
  server_seed: string;
  seed_hash: string;
  created_by: string;
  created_at: Generated<Date>;
};

/** One envelope of a drop (0045): taken by one member, once per member and drop. */
export type RedEnvelopeTable = {
  drop_id: number;
  n: number;
  amount: bigint;
  member_id: number | null;
  bonus_id: number | null;
  claimed_at: Date | null;
};

/** An uploaded member icon (0053), resized and re-encoded; served at /wps/member/icons/<token>. */
export type MemberIconTable = {
  token: string;
  member_id: number;
  content_type: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  created_at: Generated<Date>;
};

/** The operator's mode of a profile field (0053): editable, once (locked after first save) or hidden. */
export type ProfileFieldRuleTable = { merchant_id: number; field: string; mode: string };

/** A member's TOTP two-factor (0051): `enabled_at` null while the setup awaits its first code. */
export type MemberTwoFactorTable = {
  member_id: number;
  secret: string;
  enabled_at: Date | null;
  last_step: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
};

/** A one-time recovery code of a member's two-factor (0051): only its SHA-256. */
export type MemberRecoveryCodeTable = {
  id: Generated<number>;
  member_id: number;
  code_hash: Buffer;
  used_at: Date | null;
};

/** One login attempt of an existing account (0051). */
export type MemberLoginHistoryTable = {
  id: Generated<string>;
  member_id: number;
  at: Generated<Date>;
  ip: string | null;
  country: string | null;
  device: string;
  login_type: string;
  success: boolean;
};

/** The operator's switches of the new-address verification methods (0051). */
export type MerchantSecuritySettingTable = {
  merchant_id: number;
  new_ip_methods: string[];
};

/** A member's responsible-gaming limit (0049): the value in force and a change waiting for its time. */
export type RgLimitTable = {
  member_id: number;
  /** deposit_day … wager_month (minor units), session_minutes, reality_check_minutes. */
  key: string;
  value: bigint | null;
  pending_value: bigint | null;
  /** A pending change exists (its value may be null: a removal). */
  pending_set: Generated<boolean>;
  pending_at: Date | null;
  updated_at: Generated<Date>;
};

/** A time-out or self-exclusion (0049): nobody ends it before `ends_at`. */
export type RgExclusionTable = {
  id: Generated<number>;
  member_id: number;
  kind: 'timeout' | 'self_exclusion';
  starts_at: Date;
  ends_at: Date;
};

/** Every responsible-gaming change (0049), for the operator's view. */
export type RgHistoryTable = {
  id: Generated<bigint>;
  member_id: number;
  action: string;
  key: string | null;
  old_value: bigint | null;
  new_value: bigint | null;
  effective_at: Date | null;
  actor: string;
  created_at: Date;
};
