import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants/languages';
import { GAME_CATEGORIES } from '../constants/system';

/**
 * The VIP programme (issue 19 item 5; spec §3 account figures, member centre "VIP bonus"). The
 * spec shows no payloads; these calls are ours (docs/promotions/vip.md). Money is a decimal
 * string with two places; levels count from 0 (the base level every member starts at).
 */

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The VIP bonuses a member claims once per business period. */
export const VIP_CLAIM_PERIODS = ['weekly', 'monthly'] as const;
export type VipClaimPeriod = (typeof VIP_CLAIM_PERIODS)[number];

/** Why a member's level changed: reached a higher level's thresholds, missed the keep rule, an operator set it. */
export const VIP_CHANGE_REASONS = ['upgrade', 'keep', 'operator'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];

/** Bounds of the programme's settings and levels. */
export const VIP_LIMITS = { windowDaysMax: 365, turnoverMultipleMax: 100, levelMax: 100, nameMax: 40 } as const;

/** One level as members see it: names in the reader's language, money as decimal strings. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  depositThreshold: z.string(),
  validBetThreshold: z.string(),
  /** Valid bets over the window a member at this level needs at each month's start to stay. */
  keepValidBet: z.string(),
  upgradeBonus: z.string(),
  weeklyBonus: z.string(),
  monthlyBonus: z.string(),
  /** Percent of valid bets paid back per game category. */
  rebateRates: z.record(z.string(), z.number()),
  /** Withdrawals per business day; null: no limit. */
  withdrawalDailyCount: z.number().int().nullable(),
  /** Amount withdrawn per business day; null: no limit. */
  withdrawalDailyAmount: z.string().nullable(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** A weekly or monthly bonus of the member's level in the current business period. */
export const vipClaimStateSchema = z.object({
  period: z.enum(VIP_CLAIM_PERIODS),
  /** The period's key: the first business day of the week or month (yyyy-MM-dd). */
  periodKey: z.string(),
  amount: z.string(),
  claimed: z.boolean(),
  /** The member may claim it now (a bonus at this level, not yet claimed this period). */
  claimable: z.boolean(),
  /** When the next period begins. */
  nextAt: z.string(),
});
export type VipClaimState = z.infer<typeof vipClaimStateSchema>;

/** `GET /wps/vip/summary` (token): the member's level, progress over the window, the level table and the bonuses to claim. */
export const vipSummarySchema = z.object({
  level: z.number().int(),
  name: z.string(),
  windowDays: z.number().int(),
  /** The window's first instant (the start of its first business day) and now. */
  windowFrom: z.string(),
  windowTo: z.string(),
  deposits: z.string(),
  validBets: z.string(),
  /** The next level up, null at the top. */
  next: vipLevelSchema.nullable(),
  /** Valid bets the member's level needs at the next month's start, and whether they are there. */
  keep: z.object({ validBet: z.string(), met: z.boolean(), reviewAt: z.string() }),
  /** Valid bets of this many times a VIP bonus before a withdrawal (0: none). */
  turnoverMultiple: z.number().int(),
  levels: z.array(vipLevelSchema),
  claims: z.array(vipClaimStateSchema),
});
export type VipSummary = z.infer<typeof vipSummarySchema>;

/** `GET /wps/vip/history?pageNo&pageSize` (token): the member's level changes, newest first. */
export const vipHistoryQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const vipChangeSchema = z.object({
  id: z.number().int(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(VIP_CHANGE_REASONS),
  /** Upgrade bonuses this change paid (0.00 when none). */
  bonus: z.string(),
  createdAt: z.string(),
});
export type VipChange = z.infer<typeof vipChangeSchema>;
export const vipHistorySchema = z.object({
  list: z.array(vipChangeSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type VipHistory = z.infer<typeof vipHistorySchema>;

/** `POST /wps/vip/claim` (token): the weekly or monthly bonus of the member's level, once per business period. */
export const vipClaimRequestSchema = z.object({ period: z.enum(VIP_CLAIM_PERIODS), requestId: requestIdSchema });
export type VipClaimRequest = z.infer<typeof vipClaimRequestSchema>;
export const vipClaimResponseSchema = z.object({
  bonusId: z.number().int(),
  period: z.enum(VIP_CLAIM_PERIODS),
  periodKey: z.string(),
  amount: z.string(),
  /** The main wallet after the claim. */
  balance: z.string(),
});
export type VipClaimResponse = z.infer<typeof vipClaimResponseSchema>;

// ---- back office ----

const opsMoney = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');

/** A level as operators edit it: names per language, money as typed ("1000", "1000.50"). */
export const opsVipLevelInputSchema = z.object({
  names: z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1).max(VIP_LIMITS.nameMax))
    .refine((names) => Object.keys(names).length > 0, 'a name'),
  depositThreshold: opsMoney,
  validBetThreshold: opsMoney,
  keepValidBet: opsMoney,
  upgradeBonus: opsMoney,
  weeklyBonus: opsMoney,
  monthlyBonus: opsMoney,
  rebateRates: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().min(0).max(100)),
  withdrawalDailyCount: z.number().int().min(0).max(1000).nullable(),
  withdrawalDailyAmount: opsMoney.nullable(),
});
export type OpsVipLevelInput = z.infer<typeof opsVipLevelInputSchema>;

/** A level in the back office: every name, with how many members hold it. */
export const opsVipLevelSchema = vipLevelSchema.omit({ name: true }).extend({
  names: z.record(z.string(), z.string()),
  members: z.number().int(),
});
export type OpsVipLevel = z.infer<typeof opsVipLevelSchema>;

/** The programme's settings. */
export const opsVipSettingsSchema = z.object({
  windowDays: z.number().int().min(1).max(VIP_LIMITS.windowDaysMax),
  turnoverMultiple: z.number().int().min(0).max(VIP_LIMITS.turnoverMultipleMax),
});
export type OpsVipSettings = z.infer<typeof opsVipSettingsSchema>;

/** `GET /ops/vip/levels` (promotions.read): every level and the settings. */
export const opsVipLevelsSchema = z.object({ levels: z.array(opsVipLevelSchema), settings: opsVipSettingsSchema });
export type OpsVipLevels = z.infer<typeof opsVipLevelsSchema>;

/** A level in a path. */
export const opsVipLevelParamsSchema = z.object({ level: z.coerce.number().int().min(0).max(VIP_LIMITS.levelMax) });

/** `GET /ops/vip/members/:id` (promotions.read): a member's level, figures over the window and changes. */
export const opsMemberVipSchema = z.object({
  memberId: z.number().int(),
  level: z.number().int(),
  name: z.string(),
  windowDays: z.number().int(),
  deposits: z.string(),
  validBets: z.string(),
  maxLevel: z.number().int(),
  history: z.array(vipChangeSchema.extend({ operator: z.string().nullable() })),
});
export type OpsMemberVip = z.infer<typeof opsMemberVipSchema>;

/** `PUT /ops/vip/members/:id/level` (promotions.write): sets a member's level; `payBonus` pays the upgrade bonuses of the levels passed (each once ever). */
export const opsSetMemberVipRequestSchema = z.object({
  level: z.number().int().min(0).max(VIP_LIMITS.levelMax),
  payBonus: z.boolean().default(false),
  requestId: requestIdSchema,
});
export type OpsSetMemberVipRequest = z.infer<typeof opsSetMemberVipRequestSchema>;
