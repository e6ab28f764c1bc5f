import { z } from 'zod';
import { dialingCodeSchema, mobileNumSchema } from './auth';
import { promotionBannerUrlSchema } from './ops-promotions';

/**
 * The points mall (issue 21; spec §1 points mall and rewards, §2 `/pointMall`, §3 points
 * redemption, §4 redemption statuses, §5 redemption rules, §7 points calls, §9 points never
 * expire). The spec shows no payloads; these calls are ours (docs/points/points-mall.md).
 *
 * Points are whole numbers. They live in the ledger as their own unit (currency `PTS`, member
 * account `points`, house account `points_issuer`), so on the wire a points figure is a string of
 * digits like money ("1250"); money is a decimal string with two places.
 */

/** The spec's point types (§3) as earning sources, plus the movements that spend or return points. */
export const POINT_EARN_TYPES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit'] as const;
export type PointEarnType = (typeof POINT_EARN_TYPES)[number];
/** Every kind of line in the points details: an earning, a redemption, its return, a conversion, an operator's adjustment. */
export const POINT_MOVE_TYPES = [...POINT_EARN_TYPES, 'redeem', 'return', 'convert', 'adjust'] as const;
export type PointMoveType = (typeof POINT_MOVE_TYPES)[number];

/** Which game categories (constants/system GAME_CATEGORIES) earn under each bet point type. */
export const POINT_TYPE_CATEGORIES: Record<Exclude<PointEarnType, 'deposit'>, readonly string[]> = {
  live: ['LIVE'],
  lottery: ['LOTT', 'ELOTT'],
  pvp: ['PVP'],
  slots: ['RNG', 'FISH', 'BGS'],
  sports: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
};

/** The three kinds of goods of the spec's mall: gifts (shipped), life services (vouchers, top-ups), promotions. */
export const POINT_GOODS_TYPES = ['gift', 'life', 'promotion'] as const;
export type PointGoodsType = (typeof POINT_GOODS_TYPES)[number];

/** Redemption statuses (spec §4): in process until an operator approves or rejects it; the member may cancel while in process. */
export const POINT_REDEMPTION_STATUSES = ['in_process', 'approved', 'rejected', 'cancelled'] as const;
export type PointRedemptionStatus = (typeof POINT_REDEMPTION_STATUSES)[number];

export const POINTS_LIMITS = {
  /** Units per redemption (spec §5: "point quantity must be more than 1" — at least one). */
  quantityMax: 99,
  /** A points figure: up to 15 digits. */
  pointsMaxDigits: 15,
  addressMax: 200,
  remarkMax: 200,
  nameMax: 80,
  descriptionMax: 2000,
  rateRowsMax: 20,
} as const;

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);
const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** A positive whole number of points as typed ("100"). */
const pointsText = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,14}$/, 'points');
/** Money as an operator types it ("0", "99.50"). */
const moneyText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');
const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const dateRange = {
  /** Business days of the merchant (yyyy-MM-dd), both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
};

// ---------------------------------------------------------------- member calls

/** `GET /wps/points/balance` (T): the member's points and what they have earned and spent so far. */
export const pointsBalanceSchema = z.object({
  points: z.string(),
  /** Points earned over all time (earnings and adjustments in). */
  earned: z.string(),
  /** Points spent on redemptions (net of returns) and conversions. */
  spent: z.string(),
  /** Points of redemptions still in process. */
  pending: z.string(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** One earning rule: every `unit` of valid bet (or deposit) of the type earns `points` points. */
export const pointEarnRuleSchema = z.object({
  type: z.enum(POINT_EARN_TYPES),
  enabled: z.boolean(),
  /** The betting (or deposit) unit, money. */
  unit: z.string(),
  /** Points per unit (the points ratio). */
  points: z.number().int(),
});
export type PointEarnRule = z.infer<typeof pointEarnRuleSchema>;

/** One row of the exchange-rate table: from `minPoints` converted points, every `points` points give `amount`. */
export const pointRateSchema = z.object({
  minPoints: z.string(),
  points: z.string(),
  amount: z.string(),
});
export type PointRate = z.infer<typeof pointRateSchema>;

/** `GET /wps/points/config` (guest or member): the mall's switches, the earning rules and the exchange-rate table. */
export const pointsConfigSchema = z.object({
  enabled: z.boolean(),
  /** Conversion into the main wallet is offered. */
  convertEnabled: z.boolean(),
  rules: z.array(pointEarnRuleSchema),
  rates: z.array(pointRateSchema),
  /** The rules text of the operator (plain text in the reader's language; '' for none). */
  rulesText: z.string(),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

/** `GET /wps/points/reward?from&to` (T): points earned per type over business days (the rules screen's "points earned"). */
export const pointsRewardQuerySchema = z.object(dateRange);
export const pointsRewardSchema = z.object({
  from: z.string(),
  to: z.string(),
  byType: z.array(z.object({ type: z.enum(POINT_EARN_TYPES), base: z.string(), points: z.string() })),
  total: z.string(),
});
export type PointsReward = z.infer<typeof pointsRewardSchema>;

/** A good as members see it: name and description in the reader's language. */
export const pointGoodsSchema = z.object({
  id: z.number().int(),
  type: z.enum(POINT_GOODS_TYPES),
  name: z.string(),
  /** Plain text (never rendered as HTML). */
  description: z.string(),
  imageUrl: z.string(),
  /** Points per unit. */
  points: z.string(),
  /** Money per unit paid from the main wallet besides the points ('0.00' for none). */
  amount: z.string(),
  /** Units ever offered; null: unlimited. */
  stock: z.number().int().nullable(),
  /** Units redeemed (in process or approved). */
  redeemed: z.number().int(),
  /** Units left; null: unlimited. */
  remaining: z.number().int().nullable(),
  /** Units one member may redeem in all; null: no limit. */
  perMemberLimit: z.number().int().nullable(),
  /** Units this member has redeemed (signed-in callers; 0 for guests). */
  mine: z.number().int(),
  /** A gift needs a receiving address and mobile; a mobile top-up needs a mobile. */
  needsAddress: z.boolean(),
  needsMobile: z.boolean(),
  /** For a promotion good: the bonus it grants per unit and the promotion's title. */
  bonus: z.object({ promotionId: z.number().int(), title: z.string(), amount: z.string() }).nullable(),
});
export type PointGoods = z.infer<typeof pointGoodsSchema>;

/** `GET /wps/points/goods?type` (guest or member): the goods on sale, in the operator's order. */
export const pointGoodsQuerySchema = z.object({ type: z.enum(POINT_GOODS_TYPES).optional() });
export const pointGoodsListSchema = z.array(pointGoodsSchema);
/** `GET /wps/points/goods/:id`: one good (404 when not on sale). */

/**
 * `POST /wps/points/redeem` (T, encrypted, payment-password checked): redeem `quantity` units. The
 * points (and any amount) leave at once; the redemption waits in process for an operator, except a
 * promotion good, which is approved and its bonus granted in the same transaction. A replay of
 * `requestId` answers the first redemption.
 */
export const pointsRedeemRequestSchema = z.object({
  goodsId: idSchema,
  quantity: z.number().int().min(1).max(POINTS_LIMITS.quantityMax),
  paymentPassword: z.string().min(1).max(32),
  /** Required for gifts. */
  address: z.string().trim().max(POINTS_LIMITS.addressMax).optional(),
  /** Required for gifts and top-ups. */
  countryDialingCode: dialingCodeSchema.optional(),
  mobileNum: mobileNumSchema.optional(),
  remark: z.string().trim().max(POINTS_LIMITS.remarkMax).optional(),
  requestId: requestIdSchema,
});
export type PointsRedeemRequest = z.infer<typeof pointsRedeemRequestSchema>;

/** A redemption (spec §3 points redemption). */
export const pointRedemptionSchema = z.object({
  id: z.number().int(),
  /** The transaction number shown to the member and the operator ("PR" + date + id). */
  transactionNo: z.string(),
  applyTime: z.string(),
  type: z.enum(POINT_GOODS_TYPES),
  goodsId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Points taken (per-unit points × quantity). */
  points: z.string(),
  /** Money taken from the main wallet ('0.00' for none). */
  amount: z.string(),
  /** Where the amount was paid from (spec: "paid account"): `main`, or null when none. */
  paidAccount: z.string().nullable(),
  status: z.enum(POINT_REDEMPTION_STATUSES),
  /** When it was decided or cancelled. */
  decidedAt: z.string().nullable(),
  address: z.string().nullable(),
  /** Masked for the member ("+60 12****678"), whole for the operator. */
  mobile: z.string().nullable(),
  remark: z.string().nullable(),
  /** The operator's note on approval (a voucher code, a tracking number) or rejection reason. */
  reply: z.string().nullable(),
});
export type PointRedemption = z.infer<typeof pointRedemptionSchema>;

export const pointsRedeemResponseSchema = z.object({
  redemption: pointRedemptionSchema,
  /** The points after the redemption. */
  points: z.string(),
  replayed: z.boolean(),
});
export type PointsRedeemResponse = z.infer<typeof pointsRedeemResponseSchema>;

/** `GET /wps/points/redeem/list?status&from&to&page&size` (T): the redeem history, newest first. */
export const pointsRedeemListQuerySchema = z.object({
  status: z.enum(POINT_REDEMPTION_STATUSES).optional(),
  ...dateRange,
  ...pageQuery,
});
export const pointsRedeemListSchema = z.object({ total: z.number().int(), rows: z.array(pointRedemptionSchema) });

/** `POST /wps/points/redeem/:id/cancel` (T): the member withdraws a redemption still in process; points and amount come back. */
export const pointsCancelRequestSchema = z.object({ requestId: requestIdSchema });

/**
 * `POST /wps/points/convert` (T, encrypted, payment-password checked): points into the main wallet
 * at the exchange-rate table's row for that many points; `points` must be a multiple of the row's
 * `points`. Both posts (points out, money in) commit together. A replay answers the first.
 */
export const pointsConvertRequestSchema = z.object({
  points: pointsText,
  paymentPassword: z.string().min(1).max(32),
  requestId: requestIdSchema,
});
export type PointsConvertRequest = z.infer<typeof pointsConvertRequestSchema>;
export const pointsConvertResponseSchema = z.object({
  points: z.string(),
  amount: z.string(),
  /** Points and main wallet after. */
  pointsBalance: z.string(),
  balance: z.string(),
  replayed: z.boolean(),
});
export type PointsConvertResponse = z.infer<typeof pointsConvertResponseSchema>;

/** `GET /wps/points/details?type&from&to&page&size` (T): the member's points transaction details, newest first. */
export const pointsDetailsQuerySchema = z.object({ type: z.enum(POINT_MOVE_TYPES).optional(), ...dateRange, ...pageQuery });
export const pointMoveSchema = z.object({
  id: z.string(),
  time: z.string(),
  type: z.enum(POINT_MOVE_TYPES),
  /** Signed change ("+120", "-500"). */
  changedPoints: z.string(),
  /** Points after. */
  pointsBalance: z.string(),
  /** For an earning: the valid bet or deposit it was earned on, the unit and the ratio then. */
  base: z.string().nullable(),
  unit: z.string().nullable(),
  ratio: z.number().int().nullable(),
  /** The redemption's transaction number, or the conversion's amount, as a remark. */
  remark: z.string().nullable(),
});
export type PointMove = z.infer<typeof pointMoveSchema>;
export const pointsDetailsSchema = z.object({ total: z.number().int(), rows: z.array(pointMoveSchema) });

// ---------------------------------------------------------------- operator calls

/** `GET /ops/points/settings` (promotions.read), `PUT` (promotions.write): switches, rules, rates, rules text. */
export const opsPointsSettingsSchema = z.object({
  enabled: z.boolean(),
  convertEnabled: z.boolean(),
  rules: z
    .array(
      z.object({
        type: z.enum(POINT_EARN_TYPES),
        enabled: z.boolean(),
        unit: moneyText,
        points: z.number().int().min(0).max(1_000_000),
      }),
    )
    .max(POINT_EARN_TYPES.length),
  rates: z.array(z.object({ minPoints: pointsText, points: pointsText, amount: moneyText })).max(POINTS_LIMITS.rateRowsMax),
  /** Per language code, plain text. */
  rulesText: z.record(z.string(), z.string().max(5000)),
});
export type OpsPointsSettings = z.infer<typeof opsPointsSettingsSchema>;

/** A good as the operator edits it: names and descriptions per language (`en` required). */
export const opsPointGoodsInputSchema = z.object({
  type: z.enum(POINT_GOODS_TYPES),
  names: z.object({ en: z.string().trim().min(1).max(POINTS_LIMITS.nameMax) }).catchall(z.string().trim().max(POINTS_LIMITS.nameMax)),
  descriptions: z.record(z.string(), z.string().max(POINTS_LIMITS.descriptionMax)),
  imageUrl: promotionBannerUrlSchema,
  points: pointsText,
  amount: moneyText,
  /** null: unlimited. Lowering it below the units redeemed is refused. */
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  perMemberLimit: z.number().int().min(1).max(1_000_000).nullable(),
  needsAddress: z.boolean(),
  needsMobile: z.boolean(),
  /** For a promotion good: the promotion it grants and the bonus per unit. */
  promotionId: idSchema.nullable(),
  bonusAmount: moneyText.nullable(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(100_000),
});
export type OpsPointGoodsInput = z.infer<typeof opsPointGoodsInputSchema>;

export const opsPointGoodsSchema = opsPointGoodsInputSchema.extend({
  id: z.number().int(),
  points: z.string(),
  amount: z.string(),
  bonusAmount: z.string().nullable(),
  promotionId: z.number().int().nullable(),
  redeemed: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type OpsPointGoods = z.infer<typeof opsPointGoodsSchema>;
/** `GET /ops/points/goods` (promotions.read); `POST /ops/points/goods`, `PUT /ops/points/goods/:id` (promotions.write). */
export const opsPointGoodsListSchema = z.array(opsPointGoodsSchema);

/** `GET /ops/points/redemptions?status&username&from&to&page&size` (promotions.read): the redemption queue. */
export const opsPointRedemptionsQuerySchema = z.object({
  status: z.enum(POINT_REDEMPTION_STATUSES).optional(),
  username: z.string().trim().max(32).optional(),
  ...dateRange,
  ...pageQuery,
});
export const opsPointRedemptionSchema = pointRedemptionSchema.extend({ memberId: z.number().int(), username: z.string() });
export type OpsPointRedemption = z.infer<typeof opsPointRedemptionSchema>;
export const opsPointRedemptionsSchema = z.object({ total: z.number().int(), rows: z.array(opsPointRedemptionSchema) });

/** `POST /ops/points/redemptions/:id/approve` and `/reject` (promotions.review): decide one in process; a rejection returns points and amount. */
export const opsPointDecisionSchema = z.object({ reply: z.string().trim().max(POINTS_LIMITS.remarkMax).default('') });
