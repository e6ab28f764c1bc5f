import { z } from 'zod';
import {
  BONUS_REQUIREMENT_STATUSES,
  BONUS_SOURCES,
  PROMOTION_CATEGORIES,
  PROMOTION_STATUSES,
  PROMOTION_TABS,
  PROMOTION_TAGS,
  PROMOTION_TAKE_MODES,
  REWARD_KINDS,
} from '../constants/promotions';
import { GAME_CATEGORIES } from '../constants/system';

/**
 * Promotions and bonuses (issue 19; spec §2 "/promotions", member centre "bonus details" and
 * "reward centre"; §4 statuses). The spec shows no payloads; these are ours
 * (docs/promotions/promotions.md).
 */

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Who a promotion is for. */
export const promotionAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  /** Members registered within the last `days` days. */
  z.object({ kind: z.literal('newbies'), days: z.number().int().min(1).max(365) }),
  /** Members at one of these VIP levels (1 = the first level). */
  z.object({ kind: z.literal('vip'), levels: z.array(z.number().int().min(0).max(100)).min(1).max(100) }),
  /** Members of an agent's team (the agent's whole downline). */
  z.object({ kind: z.literal('team'), agent: z.string().trim().min(1).max(64) }),
]);
export type PromotionAudience = z.infer<typeof promotionAudienceSchema>;

/**
 * A bonus's turnover requirement: valid bets of `multiple` × the base (the bonus, or the deposit
 * plus the bonus), counted from the grant, in one game category or in all.
 */
export const turnoverRequirementSchema = z.object({
  multiple: z.number().min(0).max(1000),
  base: z.enum(['bonus', 'deposit_bonus']),
  category: z.enum(GAME_CATEGORIES).nullable(),
});
export type TurnoverRequirement = z.infer<typeof turnoverRequirementSchema>;

/** `GET /wps/promotion/list?category&tag`: public; with a token each card carries the member's status. */
export const promotionListRequestSchema = z.object({
  category: z.enum(PROMOTION_TABS).default('ALL'),
  tag: z.enum(PROMOTION_TAGS).optional(),
});

export const promotionCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  /** In the request's language, else English. */
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  takeMode: z.enum(PROMOTION_TAKE_MODES),
  rewardKind: z.enum(REWARD_KINDS),
  /** The member's status; for a guest the status a new member would see (JOIN, CLAIM, APPLYING, …). */
  status: z.enum(PROMOTION_STATUSES),
  /** What a claim would pay now (money as a decimal string), when the member may claim. */
  claimable: z.string().nullable(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const promotionDetailSchema = promotionCardSchema.extend({
  /** Sanitized on save; the web sanitizes it again on render. */
  bodyHtml: z.string(),
  turnover: turnoverRequirementSchema.nullable(),
  /** Why the member cannot claim yet (an i18n key under `promotions.reason.`), with its figures. */
  reason: z.string().nullable(),
  reasonValues: z.record(z.string(), z.string()).nullable(),
  /** The operator's reason of a rejected application. */
  rejectReason: z.string().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** `POST /wps/promotion/claim` (T): pays what the member qualifies for now, once per period. */
export const claimPromotionRequestSchema = z.object({ promotionId: idSchema, requestId: requestIdSchema });
export const claimPromotionResponseSchema = z.object({
  promotionId: z.number().int(),
  bonusId: z.number().int(),
  amount: z.string(),
  /** The main wallet after the bonus. */
  balance: z.string(),
  /** Valid bets the bonus requires before a withdrawal ("0.00" when none). */
  turnoverRequired: z.string(),
});
export type ClaimPromotionResponse = z.infer<typeof claimPromotionResponseSchema>;

/** One bonus in the member's bonus details. */
export const bonusSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  source: z.enum(BONUS_SOURCES),
  title: z.string(),
  amount: z.string(),
  createdAt: z.string(),
  requirement: z.enum(BONUS_REQUIREMENT_STATUSES),
  /** Money as decimal strings; null when the bonus has no requirement. */
  turnover: z
    .object({ required: z.string(), done: z.string(), remaining: z.string(), category: z.enum(GAME_CATEGORIES).nullable() })
    .nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

/** `GET /wps/promotion/bonuses?page&size` (T): newest first. */
export const bonusListRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const bonusListResponseSchema = z.object({ total: z.number().int(), list: z.array(bonusSchema) });
export type BonusListResponse = z.infer<typeof bonusListResponseSchema>;

/** `POST /wps/promotion/bonus/forfeit` (T): gives an open bonus up; its requirement no longer holds withdrawals. */
export const forfeitBonusRequestSchema = z.object({ bonusId: idSchema, requestId: requestIdSchema });
