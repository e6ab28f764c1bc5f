import { z } from 'zod';

/**
 * The rebate (issue 19 item 7; spec §6 manual-rebate module, member centre "manual rebate"): a
 * share of the member's valid bets, at its VIP level's rate per game category, paid as a bonus.
 * The spec shows no payloads: these are ours (docs/promotions/rebate.md).
 */

/** How rebates are paid: members claim them (manual), or also a run after each business day (daily). */
export const REBATE_MODES = ['manual', 'daily'] as const;
export type RebateMode = (typeof REBATE_MODES)[number];

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** A category's share of a rebate: valid bets (decimal string), the rate (percent, e.g. 0.5) and what it pays. */
export const rebateLineSchema = z.object({
  category: z.string(),
  validBet: z.string(),
  rate: z.number(),
  amount: z.string(),
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

/** `GET /wps/rebate/summary` (T): the valid bets not yet rebated, per category, and what a claim pays now. */
export const rebateSummarySchema = z.object({
  /** manual: members claim; daily: also paid after each business day closes. */
  mode: z.enum(REBATE_MODES),
  vipLevel: z.number().int(),
  /** The rebate counts bets settled from this instant (null: from the first bet) … */
  from: z.string().nullable(),
  /** … up to this one: the last whole quarter-hour that closed (ISO instants). */
  until: z.string(),
  /** When bets settled after `until` join the rebate (the next quarter-hour's close plus its grace). */
  nextAt: z.string(),
  lines: z.array(rebateLineSchema),
  validBet: z.string(),
  amount: z.string(),
  /** The smallest claim, and the valid-bet multiple of the rebate required before a withdrawal. */
  minClaim: z.string(),
  turnoverMultiple: z.number(),
  /** True when `amount` may be claimed now (positive and at least the minimum). */
  claimable: z.boolean(),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

/** `POST /wps/rebate/claim` (T): pays the rebate up to the last closed quarter-hour; a replayed requestId answers the first claim. */
export const claimRebateRequestSchema = z.object({ requestId: requestIdSchema });
export const claimRebateResponseSchema = z.object({
  bonusId: z.number().int(),
  amount: z.string(),
  /** The main wallet after the rebate. */
  balance: z.string(),
  turnoverRequired: z.string(),
  until: z.string(),
});
export type ClaimRebateResponse = z.infer<typeof claimRebateResponseSchema>;

/** One rebate paid to the member (a claim, or the daily run). */
export const rebateRecordSchema = z.object({
  id: z.number().int(),
  bonusId: z.number().int(),
  takenBy: z.enum(['claim', 'auto']),
  from: z.string().nullable(),
  until: z.string(),
  validBet: z.string(),
  amount: z.string(),
  lines: z.array(rebateLineSchema),
  createdAt: z.string(),
});
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

/** `GET /wps/rebate/history?page&size` (T): newest first. */
export const rebateHistoryRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const rebateHistoryResponseSchema = z.object({ total: z.number().int(), list: z.array(rebateRecordSchema) });
export type RebateHistoryResponse = z.infer<typeof rebateHistoryResponseSchema>;

// ------------------------------------------------------------------ back office

/** A VIP level's rebate rates (read-only here: the VIP levels are edited with them). */
export const rebateLevelRatesSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  rates: z.record(z.string(), z.number()),
});

/** `GET /ops/rebate/settings` (promotions.read). */
export const opsRebateSettingsSchema = z.object({
  mode: z.enum(REBATE_MODES),
  minClaim: z.string(),
  turnoverMultiple: z.number(),
  timeZone: z.string(),
  levels: z.array(rebateLevelRatesSchema),
});
export type OpsRebateSettings = z.infer<typeof opsRebateSettingsSchema>;

/** `PUT /ops/rebate/settings` (promotions.write): the mode, the smallest claim (decimal string) and the turnover multiple. */
export const updateRebateSettingsRequestSchema = z.object({
  mode: z.enum(REBATE_MODES),
  minClaim: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)),
  turnoverMultiple: z.number().min(0).max(100),
});
export type UpdateRebateSettingsRequest = z.input<typeof updateRebateSettingsRequestSchema>;

/** One daily rebate run: its business day, how many members it paid, the total and how long it took. */
export const rebateRunSchema = z.object({
  day: z.string(),
  status: z.enum(['running', 'done']),
  members: z.number().int(),
  validBet: z.string(),
  total: z.string(),
  /** Milliseconds from its start to its end (null while running). */
  durationMs: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** auto, or the operator who asked for it. */
  startedBy: z.string(),
});
export type RebateRun = z.infer<typeof rebateRunSchema>;

/** `GET /ops/rebate/runs?page&size` (promotions.read): newest day first. */
export const rebateRunsRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const rebateRunsResponseSchema = z.object({ total: z.number().int(), list: z.array(rebateRunSchema) });
export type RebateRunsResponse = z.infer<typeof rebateRunsResponseSchema>;

/** `POST /ops/rebate/runs` (promotions.write): runs the rebate of a closed business day (yyyy-MM-dd, the merchant's zone). */
export const startRebateRunRequestSchema = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'date'),
});
