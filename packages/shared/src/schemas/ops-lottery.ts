import { z } from 'zod';
import { LOTTERY_TYPE_CODES } from './lottery';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * The back office's lottery control (`/ops/lottery/...`, permission `lottery.read`, writes
 * `lottery.write`): games (enable, schedule, closing seconds, prize-group bounds, bet limits),
 * issues (pause, resume, cancel with refunds), the draw record with its verification, and the
 * liability per bet option of an open issue. Decisions in docs/backoffice/lottery.md.
 * Money on the wire is a decimal string in the merchant's currency ("1234.50").
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');
/** A decimal amount as typed ("100", "100.50"), positive. */
const money = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');
const moneyPositive = money.refine((v) => Number(v) > 0, 'amount must be positive');

/**
 * When a game draws, as the engine models it (providers/bgs engine/schedule.ts): every `seconds`
 * from `start`, at `times` each day, or at `time` on `days` (0 Sunday … 6 Saturday). The zone
 * (a fixed UTC offset) stays the game's own; a new schedule starts with the game's next day.
 */
export const lotteryScheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('interval'), seconds: z.number().int().min(10).max(86_400), start: hhmm.optional() }),
  z.strictObject({ kind: z.literal('daily'), times: z.array(hhmm).min(1).max(96) }),
  z.strictObject({ kind: z.literal('weekly'), days: z.array(z.number().int().min(0).max(6)).min(1).max(7), time: hhmm }),
]);
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

/** A game's schedule as stored: the above plus its zone. */
const storedScheduleSchema = z.intersection(lotteryScheduleSchema, z.object({ utcOffsetMinutes: z.number().int().optional() }));

export const opsLotteryGameIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const opsLotteryIssueIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(9_007_199_254_740_991) });

/** `GET /ops/lottery/games`: the in-house lottery games, filtered by text (code or name), vendor and state. */
export const opsLotteryGamesQuerySchema = opsPageQuerySchema.extend({
  q: z.string().trim().max(60).optional(),
  vendor: z.string().trim().max(40).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  sort: z.enum(['sort', 'code', 'name', 'gameType', 'enabled']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const opsLotteryGameSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  code: z.string(),
  name: z.string(),
  vendor: z.string(),
  lotteryType: z.enum(LOTTERY_TYPE_CODES),
  payMode: z.enum(['prize_group', 'fixed_odds']),
  enabled: z.boolean(),
  schedule: storedScheduleSchema,
  /** A schedule waiting for its first day, from `from` (ISO). */
  nextSchedule: z.object({ schedule: storedScheduleSchema, from: z.string() }).nullable(),
  closeSeconds: z.number().int(),
  minUnitStake: z.string(),
  maxStake: z.string(),
  minSeries: z.number().int().nullable(),
  maxSeries: z.number().int().nullable(),
  maxNumberStake: z.string().nullable(),
  maxIssueStake: z.string().nullable(),
});
export type OpsLotteryGame = z.infer<typeof opsLotteryGameSchema>;
export const opsLotteryGamePageSchema = opsPageSchema(opsLotteryGameSchema);

/**
 * `PATCH /ops/lottery/games/:id`: what changes (absent fields stay). `null` lifts a bound or limit.
 * Bounds must stay ordered (min ≤ max) with the stored values they are combined with.
 */
export const opsLotteryGameUpdateSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    schedule: lotteryScheduleSchema.optional(),
    closeSeconds: z.number().int().min(0).max(86_400).optional(),
    /** Smallest stake of one unit bet, and the most one bet may stake. */
    minUnitStake: moneyPositive.optional(),
    maxStake: moneyPositive.optional(),
    /** Prize-group bounds (1..2000). */
    minSeries: z.number().int().min(1).max(2000).nullable().optional(),
    maxSeries: z.number().int().min(1).max(2000).nullable().optional(),
    /** Most one member may stake on one number/bet option of an issue, and on one issue in all. */
    maxNumberStake: moneyPositive.nullable().optional(),
    maxIssueStake: moneyPositive.nullable().optional(),
  })
  .refine((v) => v.minSeries == null || v.maxSeries == null || v.minSeries <= v.maxSeries, {
    path: ['minSeries'],
    message: 'minSeries must not exceed maxSeries',
  })
  .refine((v) => v.minUnitStake === undefined || v.maxStake === undefined || Number(v.minUnitStake) <= Number(v.maxStake), {
    path: ['minUnitStake'],
    message: 'minUnitStake must not exceed maxStake',
  });
export type OpsLotteryGameUpdate = z.infer<typeof opsLotteryGameUpdateSchema>;

export const OPS_ISSUE_STATES = ['upcoming', 'paused', 'drawn', 'cancelled', 'all'] as const;

/** `GET /ops/lottery/issues`: one game's issues (or every game's), by state and the merchant's business days of the draw. */
export const opsLotteryIssuesQuerySchema = opsPageQuerySchema.extend({
  gameId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  state: z.enum(OPS_ISSUE_STATES).default('all'),
  numero: z.string().trim().max(20).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(['drawsAt', 'numero', 'stake']).default('drawsAt'),
});

export const opsLotteryIssueSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  status: z.enum(['open', 'locked', 'drawn', 'settled', 'cancelled']),
  paused: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string(),
  result: z.array(z.number().int()).nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** This merchant's live and settled bets on it (cancelled ones excluded), their stake and payout. */
  bets: z.number().int(),
  stake: z.string(),
  payout: z.string(),
});
export type OpsLotteryIssue = z.infer<typeof opsLotteryIssueSchema>;
export const opsLotteryIssuePageSchema = opsPageSchema(opsLotteryIssueSchema);

/**
 * `GET /ops/lottery/issues/:id`: the draw record. `verification` once drawn: the revealed seed, its
 * SHA-256 against the hash published before betting closed, and the result recomputed from the
 * seed (the public verify page's check, providers/bgs fair/draw.ts verifyDraw).
 */
export const opsLotteryDrawRecordSchema = z.object({
  issue: opsLotteryIssueSchema,
  verification: z
    .object({
      serverSeed: z.string(),
      recomputed: z.array(z.number().int()),
      seedMatchesHash: z.boolean(),
      resultMatches: z.boolean(),
    })
    .nullable(),
  /** This merchant's bets by outcome. */
  outcomes: z.array(z.object({ status: z.string(), bets: z.number().int(), stake: z.string(), payout: z.string() })),
});
export type OpsLotteryDrawRecord = z.infer<typeof opsLotteryDrawRecordSchema>;

/** `POST /ops/lottery/issues/:id/cancel`: why (kept with the issue and in the audit log). */
export const opsCancelIssueRequestSchema = z.object({ reason: z.string().trim().min(2).max(200) });

/** What pausing, resuming or cancelling did; `refund` after a cancel: the issue's refunded bets, and whether any is left. */
export const opsIssueControlResponseSchema = z.object({
  issue: opsLotteryIssueSchema,
  refund: z
    .object({
      slips: z.number().int(),
      bets: z.number().int(),
      stake: z.string(),
      pending: z.number().int(),
      complete: z.boolean(),
    })
    .nullable(),
});
export type OpsIssueControlResponse = z.infer<typeof opsIssueControlResponseSchema>;

/** `GET /ops/lottery/issues/:id/liability`: paged, sorted by what the house would pay. */
export const opsLiabilityQuerySchema = opsPageQuerySchema.extend({
  sort: z.enum(['payout', 'stake', 'net', 'bets']).default('payout'),
  betType: z.string().trim().max(60).optional(),
});

export const opsLiabilityRowSchema = z.object({
  /** `betType|unit JSON`: one unit bet (a number on a position, a pick, a combination). */
  key: z.string(),
  betType: z.string(),
  unit: z.unknown(),
  bets: z.number().int(),
  stake: z.string(),
  /** What its bets pay if this option wins. */
  payout: z.string(),
  /** The house's result if only this option wins: the issue's total stake minus `payout` (negative: a loss). */
  net: z.string(),
});
export type OpsLiabilityRow = z.infer<typeof opsLiabilityRowSchema>;
export const opsLiabilitySchema = opsPageSchema(opsLiabilityRowSchema).extend({
  issue: opsLotteryIssueSchema,
  totalStake: z.string(),
  /** The largest payout of a single option, and the house's worst single-option result. */
  worstPayout: z.string(),
  worstNet: z.string(),
});
export type OpsLiability = z.infer<typeof opsLiabilitySchema>;
