import { z } from 'zod';
import {
  BONUS_REQUIREMENT_STATUSES,
  BONUS_SOURCES,
  PROMOTION_CATEGORIES,
  PROMOTION_TAGS,
  PROMOTION_TAKE_MODES,
  REWARD_KINDS,
} from '../constants/promotions';
import { GAME_CATEGORIES } from '../constants/system';
import { opsPageQuerySchema, opsPageSchema } from './ops';
import { promotionAudienceSchema, turnoverRequirementSchema } from './promotions';

/**
 * The back office's promotions (issue 19 item 8; `/ops/promotions…`, `/ops/bonuses…`): the list,
 * the editor, the rule kinds' parameter forms, the per-promotion report and waiving a bonus's
 * turnover requirement. Decisions in docs/promotions/back-office.md.
 */

/** The languages an operator writes a promotion's texts in (English is required). */
export const PROMOTION_TEXT_LANGUAGES = ['en', 'zh', 'my'] as const;
export type PromotionTextLanguage = (typeof PROMOTION_TEXT_LANGUAGES)[number];

/** A promotion's code: 3–40 upper-case letters, digits and _, starting with a letter (`FESTIVAL_FIRST_DEPOSIT`). */
export const PROMOTION_CODE_PATTERN = /^[A-Z][A-Z0-9_]{2,39}$/;

/** Where a promotion stands for the operator: switched off, before its period, inside it, after it. */
export const OPS_PROMOTION_STATES = ['disabled', 'scheduled', 'running', 'ended'] as const;
export type OpsPromotionState = (typeof OPS_PROMOTION_STATES)[number];

/** The largest banner upload (png, jpg or webp by its bytes). */
export const PROMOTION_BANNER_MAX_BYTES = 2 * 1024 * 1024;

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Money as an operator types it, in the merchant's currency ("100000", "99.50"). */
const moneyText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/);
const instant = z.iso.datetime({ offset: true });

/** One language's texts: the card's title and summary (plain text) and the detail's HTML (sanitized on save). */
export const promotionTextsSchema = z.object({
  title: z.string().trim().max(120),
  summary: z.string().trim().max(300),
  html: z.string().max(50_000),
});
export type PromotionTexts = z.infer<typeof promotionTextsSchema>;

/** A banner: an image on the site (`/cdn/…`, an uploaded `/wps/promotion/banner/12`) or an https URL; '' for none. */
export const promotionBannerUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^\s/][^\s]*|https:\/\/[^\s]+)$/);

/**
 * `POST /ops/promotions`, `PUT /ops/promotions/:id`: the whole promotion. `rule` is checked by the
 * reward kind's own schema on the server; `budget` is null for none. What the shape cannot say is
 * checked by {@link promotionInputProblems} (and on the server, with the kind's rule, the team's
 * agent, the spent budget and the code's uniqueness), each with its own error code.
 */
export const opsPromotionInputSchema = z
  .object({
    code: z.string().trim().regex(PROMOTION_CODE_PATTERN),
    category: z.enum(PROMOTION_CATEGORIES),
    tags: z
      .array(z.enum(PROMOTION_TAGS))
      .max(PROMOTION_TAGS.length)
      .transform((tags) => [...new Set(tags)]),
    startsAt: instant,
    endsAt: instant.nullable(),
    audience: promotionAudienceSchema,
    takeMode: z.enum(PROMOTION_TAKE_MODES),
    rewardKind: z.enum(REWARD_KINDS),
    rule: z.record(z.string(), z.unknown()),
    turnover: turnoverRequirementSchema.nullable(),
    budget: moneyText.nullable(),
    texts: z.partialRecord(z.enum(PROMOTION_TEXT_LANGUAGES), promotionTextsSchema),
    bannerUrl: promotionBannerUrlSchema,
    sort: z.number().int().min(0).max(1_000_000),
    enabled: z.boolean(),
  })
  .strict();
export type OpsPromotionInput = z.input<typeof opsPromotionInputSchema>;
export type OpsPromotionRequest = z.output<typeof opsPromotionInputSchema>;

/** What the input's shape cannot say, as the error codes the server answers (the web shows them before sending). */
export function promotionInputProblems(
  input: Pick<OpsPromotionRequest, 'startsAt' | 'endsAt' | 'texts' | 'takeMode' | 'rewardKind'>,
): ('promotion_period_invalid' | 'promotion_title_required' | 'promotion_mode_mismatch')[] {
  const problems: ('promotion_period_invalid' | 'promotion_title_required' | 'promotion_mode_mismatch')[] = [];
  if (input.endsAt !== null && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) problems.push('promotion_period_invalid');
  if (!input.texts.en?.title.trim()) problems.push('promotion_title_required');
  // An application is what apply mode takes, and apply mode pays nothing else (an operator approves it).
  if ((input.rewardKind === 'application') !== (input.takeMode === 'apply')) problems.push('promotion_mode_mismatch');
  return problems;
}

export const opsPromotionParamsSchema = z.object({ id: idSchema });

/** `GET /ops/promotions` (sort: the display order, or newest first). */
export const opsPromotionQuerySchema = opsPageQuerySchema.extend({
  /** Part of the code or of the English title. */
  q: z.string().trim().max(60).optional(),
  category: z.enum(PROMOTION_CATEGORIES).optional(),
  state: z.enum(OPS_PROMOTION_STATES).optional(),
  sort: z.enum(['sort', 'id']).default('sort'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type OpsPromotionQuery = z.input<typeof opsPromotionQuerySchema>;

/** A row of the list. Money as decimal strings. */
export const opsPromotionRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The title per language written. */
  titles: z.record(z.string(), z.string()),
  category: z.enum(PROMOTION_CATEGORIES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  takeMode: z.enum(PROMOTION_TAKE_MODES),
  rewardKind: z.enum(REWARD_KINDS),
  enabled: z.boolean(),
  state: z.enum(OPS_PROMOTION_STATES),
  sort: z.number().int(),
  budget: z.string().nullable(),
  spent: z.string(),
  /** Bonuses the promotion paid. */
  claims: z.number().int(),
});
export type OpsPromotionRow = z.infer<typeof opsPromotionRowSchema>;
export const opsPromotionPageSchema = opsPageSchema(opsPromotionRowSchema);

/** `GET /ops/promotions/:id` (and the answer of every write): the whole promotion as the editor edits it. */
export const opsPromotionSchema = opsPromotionRowSchema.extend({
  audience: promotionAudienceSchema,
  rule: z.record(z.string(), z.unknown()),
  turnover: turnoverRequirementSchema.nullable(),
  texts: z.partialRecord(z.enum(PROMOTION_TEXT_LANGUAGES), promotionTextsSchema),
  bannerUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;

/** `POST /ops/promotions/:id/enabled`: switch a promotion on or off for members. */
export const opsPromotionEnabledSchema = z.object({ enabled: z.boolean() }).strict();

/** `PUT /ops/promotions/order`: some promotions' ids in their new order among the places they hold (the rest keep theirs). */
export const opsPromotionOrderSchema = z
  .object({ ids: z.array(idSchema).min(1).max(500) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, { path: ['ids'], message: 'duplicate id' });

/** `GET /ops/promotions/kinds`: each reward kind with a rule, its parameters as JSON Schema (draft 2020-12, input side). */
export const opsPromotionKindSchema = z.object({
  kind: z.enum(REWARD_KINDS),
  params: z.record(z.string(), z.unknown()),
});
export const opsPromotionKindsSchema = z.array(opsPromotionKindSchema);
export type OpsPromotionKind = z.infer<typeof opsPromotionKindSchema>;

/** `POST /ops/promotions/banner` (multipart, one file) answer: where the stored banner is served. */
export const opsPromotionBannerSchema = z.object({ url: z.string() });

// ---------------------------------------------------------------- report

/** `GET /ops/promotions/:id/report?from&to&pageNo&pageSize`: business days of the merchant, both included. */
export const opsPromotionReportQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
  })
  .refine((q) => q.from <= q.to, { path: ['from'], message: 'from after to' });
export type OpsPromotionReportQuery = z.input<typeof opsPromotionReportQuerySchema>;

/** One bonus a promotion (or another source) paid, as operators see it. */
export const opsBonusSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  promotionId: z.number().int().nullable(),
  source: z.enum(BONUS_SOURCES),
  /** The bonus's names per language. */
  title: z.record(z.string(), z.string()),
  amount: z.string(),
  createdAt: z.string(),
  takenBy: z.enum(['claim', 'auto', 'operator']),
  requirement: z.enum(BONUS_REQUIREMENT_STATUSES),
  turnoverRequired: z.string(),
  turnoverCategory: z.enum(GAME_CATEGORIES).nullable(),
  closedAt: z.string().nullable(),
  /** The operator who waived it, or `member` for a forfeit. */
  closedBy: z.string().nullable(),
});
export type OpsBonus = z.infer<typeof opsBonusSchema>;

/** One business day of the report: the chart's points. */
export const opsPromotionReportDaySchema = z.object({ day: z.string(), claims: z.number().int(), cost: z.string() });

export const opsPromotionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Members with a bonus, a join or an application in the range. */
  participants: z.number().int(),
  /** Bonuses paid in the range by how they were taken, and applications by their state. */
  claims: z.object({
    paid: z.number().int(),
    byClaim: z.number().int(),
    auto: z.number().int(),
    byOperator: z.number().int(),
    joined: z.number().int(),
    applications: z.object({ inProcess: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  }),
  /** Bonuses paid in the range. */
  cost: z.string(),
  /** Valid bets of the paid members since each one's first bonus of the range, up to the range's end. */
  turnover: z.string(),
  /** Requirements of the range's bonuses by their state. */
  requirements: z.record(z.enum(BONUS_REQUIREMENT_STATUSES), z.number().int()),
  budget: z.string().nullable(),
  spent: z.string(),
  /** budget − spent (all time), or null without a budget. */
  budgetLeft: z.string().nullable(),
  days: z.array(opsPromotionReportDaySchema),
  bonuses: opsPageSchema(opsBonusSchema),
});
export type OpsPromotionReport = z.infer<typeof opsPromotionReportSchema>;

// ---------------------------------------------------------------- bonuses

/** `GET /ops/members/:id/bonuses?pageNo&pageSize`: the member's bonuses, newest first. */
export const opsMemberBonusesQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export const opsBonusPageSchema = opsPageSchema(opsBonusSchema);

/** `POST /ops/bonuses/:id/waive {reason}`: lifts an open turnover requirement (no money moves). */
export const opsBonusWaiveSchema = z.object({ reason: z.string().trim().min(2).max(300) }).strict();
export const opsBonusParamsSchema = opsPromotionParamsSchema;
