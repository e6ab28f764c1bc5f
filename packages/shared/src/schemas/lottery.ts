import { z } from 'zod';
import { amountSchema } from '../money';

/**
 * The in-house lottery's calls (providers/bgs engine; ARCHITECTURE §5). Money on the wire is a
 * decimal string ("12.50"); times are ISO-8601 UTC; every answer that depends on time carries the
 * server's time so a countdown can be synced. Paths:
 *
 * - `GET /lgw/vn/games/game_menu`, `GET /lgw/vn/games/game_menu/recent` (T): the lottery lobby list.
 * - `GET /lgw/lottery/issues?gameCode`: current and next issue, the last drawn one, server time.
 * - `POST /lgw/lottery/bets` (T): place a slip; `GET /lgw/lottery/bets` (T): my bets;
 *   `POST /lgw/lottery/bets/cancel` (T): cancel a pending bet (its whole slip) before close.
 * - `GET /lotto/lgw/games/opened/numero`, `/lgw/games/opened/numero`, `/lgw/vn/numeros/opened/game`:
 *   drawn issues of a game, newest first, paginated (the game history).
 * - `GET /lgw/numeros/near`: the last drawn issues, the current and the next one.
 * - `GET /lgw/draw?gameCode&numero`: one issue (its seed once drawn).
 * - `GET /lgw/lottery/trend?gameCode&count`: the last N results.
 * - `GET /lgw/lottery/verify?gameCode&numero`: the seed, its hash and the recomputed result of a drawn issue (no login).
 */

/** The engine's lottery game code (also the draw code in the fair draw's message). */
export const lotteryGameCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'gameCode');
/** An issue number: the game day and the draw's number in it. */
export const numeroSchema = z
  .string()
  .trim()
  .regex(/^\d{8}-\d{4,6}$/, 'numero');
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

/** Spec §3's lottery types, then the regional ones of issue #7 (ours: SEA 4D, Vietnamese north and south/central). */
export const LOTTERY_TYPE_CODES = ['SSC', 'PK10', '11X5', 'LHC', 'LF', 'SEA4D', 'VN_NORTH', 'VN_SOUTH'] as const;
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const LOTTERY_BET_STATUSES = ['pending', 'won', 'lost', 'push', 'cancelled'] as const;

/** An issue before its draw: only the seed's hash is public. */
export const lotteryIssueSchema = z.object({
  numero: z.string(),
  status: z.enum(['open', 'locked', 'drawn', 'settled', 'cancelled']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string(),
  /** The drawn numbers, once drawn. */
  result: z.array(z.number().int()).nullable(),
  /** The server seed, revealed once drawn. */
  serverSeed: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type LotteryIssue = z.infer<typeof lotteryIssueSchema>;

export const lotteryGameQuerySchema = z.object({ gameCode: lotteryGameCodeSchema });
export const lotteryDrawQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, numero: numeroSchema });
/** `vendor` narrows the list to one lottery vendor (the /seaLottery and /vnLottery pages); its prize mode is then SEA for TCG_SEA. */
export const lotteryMenuQuerySchema = z.object({
  language: z.string().trim().max(16).optional(),
  vendor: z.enum(['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN']).optional(),
});

/** One lottery of the lobby list. */
export const lotteryMenuItemSchema = z.object({
  /** The catalogue game (launch and favourites use it). */
  nodeId: z.number().int(),
  gameCode: z.string(),
  vendor: z.string(),
  lotteryType: z.enum(LOTTERY_TYPE_CODES),
  name: z.string(),
  payMode: z.enum(['prize_group', 'fixed_odds']),
  current: lotteryIssueSchema.nullable(),
  last: lotteryIssueSchema.nullable(),
});
export const lotteryMenuResponseSchema = z.object({
  serverTime: z.string(),
  /** ELOTT when the ELOTT category has TCG_LOTTO_VN or LOTT, else LOTT (spec §4). */
  prizeMode: z.enum(PRIZE_MODES),
  list: z.array(lotteryMenuItemSchema),
});
export type LotteryMenuResponse = z.infer<typeof lotteryMenuResponseSchema>;

export const lotteryIssuesResponseSchema = z.object({
  serverTime: z.string(),
  gameCode: z.string(),
  current: lotteryIssueSchema.nullable(),
  next: lotteryIssueSchema.nullable(),
  last: lotteryIssueSchema.nullable(),
});
export type LotteryIssuesResponse = z.infer<typeof lotteryIssuesResponseSchema>;

/**
 * `GET /lgw/lottery/pricing?gameCode` (member): what the member's bets on a game are priced at —
 * the pay mode, the member's own prize group (`series`; a bet may play at a lower one and take the
 * difference as an immediate rebate, `placeBetRequest.playSeries`), the highest prize group, and
 * the game's stake bounds (decimal strings).
 */
export const lotteryPricingResponseSchema = z.object({
  gameCode: z.string(),
  payMode: z.enum(['prize_group', 'fixed_odds']),
  series: z.number().int(),
  maxSeries: z.number().int(),
  minUnitStake: z.string(),
  maxStake: z.string(),
});
export type LotteryPricingResponse = z.infer<typeof lotteryPricingResponseSchema>;

export const lotteryNearResponseSchema = lotteryIssuesResponseSchema.extend({ previous: z.array(lotteryIssueSchema) });
export type LotteryNearResponse = z.infer<typeof lotteryNearResponseSchema>;

/** One bet of a slip: the bet type code (e.g. `ssc.position_digit`), its selection and the stake of each unit. */
export const lotteryBetInputSchema = z.object({
  betType: z
    .string()
    .regex(/^[a-z0-9_]{1,16}\.[a-z0-9_]{1,32}$/, 'betType')
    .max(40),
  /** The bet type's selection (providers/bgs games/*.ts schemas), e.g. `{ position: 1, digits: [3, 7] }`. */
  selection: z.record(z.string(), z.unknown()),
  unitStake: amountSchema,
});

/**
 * The client's id of one user action (8–64 of [A-Za-z0-9_-]), the wallet transfer's contract: a
 * retry with the same id and body is answered with the first result and moves nothing; the same
 * id with another body is refused `idempotency_conflict`; a duplicate arriving while the first is
 * still moving money is answered `lottery_request_in_progress`.
 */
export const lotteryRequestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId');

/** `POST /lgw/lottery/bets`: a slip of 1–50 bets on one issue, paid with one debit. */
export const placeBetRequestSchema = z.object({
  /** One id per slip the member submits; resent unchanged when the request is retried. */
  requestId: lotteryRequestIdSchema,
  gameCode: lotteryGameCodeSchema,
  numero: numeroSchema,
  /** The prize group to play at (≤ the member's own; the difference is paid back at once as a rebate). */
  playSeries: z.number().int().min(1).max(2000).optional(),
  bets: z.array(lotteryBetInputSchema).min(1).max(50),
});
export type PlaceBetRequest = z.input<typeof placeBetRequestSchema>;

export const placeBetResponseSchema = z.object({
  slipId: z.string(),
  numero: z.string(),
  stake: z.string(),
  rebate: z.string(),
  balance: z.string(),
  bets: z.array(z.object({ betId: z.string(), betType: z.string(), units: z.number().int(), stake: z.string() })),
});
export type PlaceBetResponse = z.infer<typeof placeBetResponseSchema>;

export const myBetsQuerySchema = z.object({
  gameCode: lotteryGameCodeSchema.optional(),
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
  pageNo,
  pageSize,
});

export const lotteryBetSchema = z.object({
  betId: z.string(),
  slipId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: z.string(),
  selection: z.unknown(),
  unitStake: z.string(),
  units: z.number().int(),
  stake: z.string(),
  series: z.number().int(),
  rebate: z.string(),
  status: z.enum(LOTTERY_BET_STATUSES),
  payout: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
});
export const myBetsResponseSchema = z.object({
  list: z.array(lotteryBetSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type MyBetsResponse = z.infer<typeof myBetsResponseSchema>;

/** `POST /lgw/lottery/bets/cancel`: `requestId` is one id per cancel the member asks for, resent on retry. */
export const cancelBetRequestSchema = z.object({ betId: z.string().regex(/^\d{1,18}$/, 'betId'), requestId: lotteryRequestIdSchema });
export type CancelBetRequest = z.input<typeof cancelBetRequestSchema>;
export const cancelBetResponseSchema = z.object({ cancelled: z.array(z.string()) });
export type CancelBetResponse = z.infer<typeof cancelBetResponseSchema>;

export const openedNumerosQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, pageNo, pageSize });
export const openedNumerosResponseSchema = z.object({
  list: z.array(lotteryIssueSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type OpenedNumerosResponse = z.infer<typeof openedNumerosResponseSchema>;

export const trendQuerySchema = z.object({ gameCode: lotteryGameCodeSchema, count: z.coerce.number().int().min(1).max(200).default(30) });
export const trendResponseSchema = z.object({
  gameCode: z.string(),
  lotteryType: z.enum(LOTTERY_TYPE_CODES),
  list: z.array(z.object({ numero: z.string(), result: z.array(z.number().int()) })),
});
export type TrendResponse = z.infer<typeof trendResponseSchema>;

export const verifyResponseSchema = z.object({
  gameCode: z.string(),
  lotteryType: z.enum(LOTTERY_TYPE_CODES),
  numero: z.string(),
  serverSeed: z.string(),
  seedHash: z.string(),
  result: z.array(z.number().int()),
  recomputed: z.array(z.number().int()),
  seedMatchesHash: z.boolean(),
  resultMatches: z.boolean(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/**
 * `GET /wps/agent/lottery/prizeGroups` (agent token): the agent's own prize group, the merchant's
 * lowest, and its direct downlines' prize groups (optionally one username, exact match). The spec
 * shows no agent call for this; issue #6 asks for it, the agent back office (#8) shows it.
 */
export const downlinePrizeGroupsQuerySchema = z.object({
  username: z.string().trim().max(32).optional(),
  pageNo,
  pageSize,
});
export const downlinePrizeGroupSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  /** What the downline plays at: its own prize group, else the merchant's default. */
  series: z.number().int(),
  /** Whether an agent set it (false: the merchant's default applies). */
  assigned: z.boolean(),
  /** The lowest it may be set to: the highest prize group it gave its own downlines, else the merchant's lowest. */
  floor: z.number().int(),
});
export const downlinePrizeGroupsSchema = z.object({
  ownSeries: z.number().int(),
  minSeries: z.number().int(),
  list: z.array(downlinePrizeGroupSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type DownlinePrizeGroups = z.infer<typeof downlinePrizeGroupsSchema>;

/**
 * `POST /wps/agent/lottery/prizeGroup` (agent token): sets a direct downline's prize group, at most
 * the agent's own and at least the downline's floor (`lottery_series_invalid` with both bounds).
 */
export const setDownlinePrizeGroupRequestSchema = z.strictObject({
  memberId: z.number().int().positive().max(2_147_483_647),
  series: z.number().int().min(1).max(2000),
});
export type SetDownlinePrizeGroupRequest = z.infer<typeof setDownlinePrizeGroupRequestSchema>;
export const setDownlinePrizeGroupResponseSchema = downlinePrizeGroupSchema;
