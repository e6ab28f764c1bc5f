import { z } from 'zod';

/**
 * Responsible gaming (issue 20 items 3–5, 7; docs/responsible-gaming/limits.md). Windows are
 * rolling (RTS 12): a day is the last 24 hours, a week the last 7 days, a month the last 30 days.
 */
export const RG_MONEY_LIMIT_KEYS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'wager_day',
  'wager_week',
  'wager_month',
] as const;
export type RgMoneyLimitKey = (typeof RG_MONEY_LIMIT_KEYS)[number];
/** Every limit a member sets: money limits in minor units, the session time limit in minutes. */
export const RG_LIMIT_KEYS = [...RG_MONEY_LIMIT_KEYS, 'session_minutes'] as const;
export type RgLimitKey = (typeof RG_LIMIT_KEYS)[number];

export const RG = {
  /** An increase or removal waits this long (RTS 12); a decrease applies at once. */
  coolingOffMs: 24 * 3_600_000,
  /** Rolling window of each period. */
  periodMs: { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000, month: 30 * 24 * 3_600_000 },
  /** Reality-check intervals a member may choose (0: off). */
  realityCheckMinutes: [0, 15, 30, 60, 90, 120] as const,
  /** Time-out lengths in days: 24 hours to 6 weeks. */
  timeoutDays: [1, 2, 3, 7, 14, 28, 42] as const,
  /** Self-exclusion lengths in months: 6 months to 5 years. */
  selfExclusionMonths: [6, 12, 24, 36, 60] as const,
  sessionMinutesMax: 24 * 60,
} as const;

const limitValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'amount');

/** `POST /wps/member/rg/limits`: sets (or, with null, removes) one limit; session minutes are whole minutes. */
export const setRgLimitRequestSchema = z
  .object({
    key: z.enum(RG_LIMIT_KEYS),
    value: limitValueSchema.nullable(),
  })
  .refine(
    (v) =>
      v.value === null ||
      v.key !== 'session_minutes' ||
      (/^\d+$/.test(v.value) && Number(v.value) >= 1 && Number(v.value) <= RG.sessionMinutesMax),
    { message: 'minutes', path: ['value'] },
  )
  .refine((v) => v.value === null || Number(v.value) > 0, { message: 'positive', path: ['value'] });
export type SetRgLimitRequest = z.infer<typeof setRgLimitRequestSchema>;

/** `POST /wps/member/rg/reality-check`: the interval in minutes (0: off). */
export const setRealityCheckRequestSchema = z.object({
  minutes: z.union(RG.realityCheckMinutes.map((m) => z.literal(m)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]]),
});

/** `POST /wps/member/rg/exclusion`: a time-out in days or a self-exclusion in months; it cannot be ended early. */
export const rgExclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('timeout'),
    days: z.union(RG.timeoutDays.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]),
  }),
  z.object({
    kind: z.literal('self_exclusion'),
    months: z.union(RG.selfExclusionMonths.map((m) => z.literal(m)) as [z.ZodLiteral<6>, ...z.ZodLiteral<number>[]]),
  }),
]);
export type RgExclusionRequest = z.infer<typeof rgExclusionRequestSchema>;

export const rgLimitSchema = z.object({
  key: z.enum(RG_LIMIT_KEYS),
  /** In force: a decimal amount, or whole minutes for session_minutes; null: no limit. */
  value: z.string().nullable(),
  /** For money limits: what the window has used so far and what is left. */
  used: z.string().nullable(),
  remaining: z.string().nullable(),
  /** A change waiting for its time (value null: a removal). */
  pending: z.object({ value: z.string().nullable(), effectiveAt: z.string() }).nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

export const rgExclusionSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type RgExclusion = z.infer<typeof rgExclusionSchema>;

/** `GET /wps/member/rg`: the member's limits, reality-check interval and any exclusion in force. */
export const rgStateSchema = z.object({
  limits: z.array(rgLimitSchema),
  realityCheckMinutes: z.number().int(),
  exclusion: rgExclusionSchema.nullable(),
});
export type RgState = z.infer<typeof rgStateSchema>;

/** `GET /wps/member/rg/reality-check`: play since this session's login, computed by the server. */
export const realityCheckSchema = z.object({
  loginAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Wins − stakes since login (negative: a loss). */
  net: z.string(),
  intervalMinutes: z.number().int(),
  /** How long one reality-check "minute" lasts in ms (60000 but in browser tests). */
  minuteMs: z.number().int(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

export const rgHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  key: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  effectiveAt: z.string().nullable(),
  actor: z.string(),
  createdAt: z.string(),
});
export type RgHistoryEntry = z.infer<typeof rgHistoryEntrySchema>;

/** `GET /ops/members/:id/responsible-gaming`: the member's state, every exclusion and the history of changes. */
export const opsRgViewSchema = z.object({
  state: rgStateSchema,
  exclusions: z.array(rgExclusionSchema),
  history: z.array(rgHistoryEntrySchema),
});
export type OpsRgView = z.infer<typeof opsRgViewSchema>;
