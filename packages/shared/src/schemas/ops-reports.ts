import { z } from 'zod';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * The operator's reports and dashboard (`/ops/reports/...`, permission `reports.read`; issue 16
 * item 7, decisions in docs/backoffice/reports.md).
 *
 * - Dates are yyyy-MM-dd business days of the merchant (`merchant.time_zone`), both included.
 * - Amounts are decimal strings with the currency's places. GGR = stakes − payouts of the settled
 *   real-money rounds (the house's result; a play rebate credited with a lottery slip is a payout).
 *   NGR = GGR − bonuses (ledger kind `bonus` credited to members, net of corrections).
 * - A round counts on the business day it settled; deposits when credited; withdrawals
 *   when paid; new players when registered; active players played a settled real-money round;
 *   depositing players had a deposit credited.
 * - Every table is paged and sorted on the server; `/csv` of each report answers every row of the
 *   same query (no paging) as `text/csv`.
 */

/** The longest range one report covers. */
export const OPS_REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export function opsReportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range of business days that does not run backwards nor exceed OPS_REPORT_MAX_DAYS. */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from after to' });
  else if (opsReportDays(q.from, q.to) > OPS_REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range too long' });
}

const rangeShape = { from: z.iso.date(), to: z.iso.date() };

// ---------------------------------------------------------------- dashboard

/** `GET /ops/reports/dashboard`: `day` is "today" (default: the merchant's today). */
export const opsDashboardQuerySchema = z.object({ day: z.iso.date().optional() });
export type OpsDashboardQuery = z.input<typeof opsDashboardQuerySchema>;

/** The figures of a range of business days. */
export const opsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Stakes of the settled rounds. */
  bets: z.string(),
  /** What those rounds paid. */
  payout: z.string(),
  /** bets − payout. */
  ggr: z.string(),
  /** Bonuses credited to members. */
  bonus: z.string(),
  /** ggr − bonus. */
  ngr: z.string(),
  rounds: z.number().int(),
  deposits: z.string(),
  depositCount: z.number().int(),
  withdrawals: z.string(),
  withdrawalCount: z.number().int(),
  newPlayers: z.number().int(),
  /** Distinct players over the whole range (not a sum of days). */
  activePlayers: z.number().int(),
  depositingPlayers: z.number().int(),
});
export type OpsSummary = z.infer<typeof opsSummarySchema>;

/** One business day: the same figures for that day alone. */
export const opsDayRowSchema = opsSummarySchema.omit({ from: true, to: true }).extend({ day: z.string() });
export type OpsDayRow = z.infer<typeof opsDayRowSchema>;

export const opsDashboardSchema = z.object({
  timeZone: z.string(),
  today: opsSummarySchema,
  yesterday: opsSummarySchema,
  /** The 7 business days ending today. */
  last7: opsSummarySchema,
  /** The 30 business days ending today. */
  last30: opsSummarySchema,
  /** Each of the 30 days, oldest first, for the charts. */
  days: z.array(opsDayRowSchema),
});
export type OpsDashboard = z.infer<typeof opsDashboardSchema>;

// ---------------------------------------------------------------- daily summary

export const OPS_DAY_SORTS = [
  'day',
  'bets',
  'payout',
  'ggr',
  'bonus',
  'ngr',
  'deposits',
  'withdrawals',
  'newPlayers',
  'activePlayers',
  'depositingPlayers',
] as const;

/** `GET /ops/reports/days`: every business day of the range with all its figures. */
export const opsDaysQuerySchema = opsPageQuerySchema
  .extend({ ...rangeShape, sort: z.enum(OPS_DAY_SORTS).default('day') })
  .superRefine(checkRange);
export type OpsDaysQuery = z.input<typeof opsDaysQuerySchema>;
export const opsDaysPageSchema = opsPageSchema(opsDayRowSchema).extend({ totals: opsSummarySchema });
export type OpsDaysPage = z.infer<typeof opsDaysPageSchema>;

// ---------------------------------------------------------------- by category, vendor, game

export const OPS_GAME_GROUPS = ['category', 'vendor', 'game'] as const;
export type OpsGameGroup = (typeof OPS_GAME_GROUPS)[number];
export const OPS_GAME_SORTS = ['day', 'key', 'bets', 'payout', 'ggr', 'rounds'] as const;

/** `GET /ops/reports/games`: GGR grouped by category, vendor or game, over the range or per day (`perDay`). */
export const opsGamesQuerySchema = opsPageQuerySchema
  .extend({
    ...rangeShape,
    groupBy: z.enum(OPS_GAME_GROUPS).default('category'),
    perDay: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    category: z.string().trim().max(20).optional(),
    vendor: z.string().trim().max(40).optional(),
    sort: z.enum(OPS_GAME_SORTS).default('ggr'),
  })
  .superRefine(checkRange);
export type OpsGamesQuery = z.input<typeof opsGamesQuerySchema>;

export const opsReportGameRowSchema = z.object({
  /** The business day with `perDay`, else null. */
  day: z.string().nullable(),
  category: z.string().nullable(),
  vendor: z.string().nullable(),
  /** The catalogue game (game grouping); 0 = rounds without one. */
  gameId: z.number().int().nullable(),
  /** The game's English name, or its code; null outside the game grouping. */
  gameName: z.string().nullable(),
  bets: z.string(),
  payout: z.string(),
  ggr: z.string(),
  rounds: z.number().int(),
});
export type OpsReportGameRow = z.infer<typeof opsReportGameRowSchema>;
export const opsGamesPageSchema = opsPageSchema(opsReportGameRowSchema).extend({
  totals: z.object({ bets: z.string(), payout: z.string(), ggr: z.string(), rounds: z.number().int() }),
});
export type OpsGamesPage = z.infer<typeof opsGamesPageSchema>;

// ---------------------------------------------------------------- agents

export const OPS_AGENT_SORTS = [
  'username',
  'teamSize',
  'newPlayers',
  'activePlayers',
  'bets',
  'payout',
  'ggr',
  'deposits',
  'withdrawals',
] as const;

/** `GET /ops/reports/agents`: each top-level agent (no upline, at least one downline) and its whole team. */
export const opsAgentsQuerySchema = opsPageQuerySchema
  .extend({ ...rangeShape, username: z.string().trim().max(32).optional(), sort: z.enum(OPS_AGENT_SORTS).default('ggr') })
  .superRefine(checkRange);
export type OpsAgentsQuery = z.input<typeof opsAgentsQuerySchema>;

export const opsAgentRowSchema = z.object({
  agentId: z.number().int(),
  username: z.string(),
  /** Everyone below the agent today, at any depth. */
  teamSize: z.number().int(),
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
  bets: z.string(),
  payout: z.string(),
  /** The house's result on the team (agent included). */
  ggr: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
});
export type OpsAgentRow = z.infer<typeof opsAgentRowSchema>;
export const opsAgentsPageSchema = opsPageSchema(opsAgentRowSchema);
export type OpsAgentsPage = z.infer<typeof opsAgentsPageSchema>;

// ---------------------------------------------------------------- lottery

export const OPS_LOTTERY_GROUPS = ['game', 'issue'] as const;
export const OPS_LOTTERY_SORTS = ['drawsAt', 'game', 'bets', 'payout', 'profit', 'players'] as const;

/** `GET /ops/reports/lottery`: lottery profit per game or per issue, of issues drawn in the range. */
export const opsLotteryQuerySchema = opsPageQuerySchema
  .extend({
    ...rangeShape,
    groupBy: z.enum(OPS_LOTTERY_GROUPS).default('game'),
    gameId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    sort: z.enum(OPS_LOTTERY_SORTS).default('profit'),
  })
  .superRefine(checkRange);
export type OpsLotteryQuery = z.input<typeof opsLotteryQuerySchema>;

export const opsLotteryRowSchema = z.object({
  lotteryGameId: z.number().int(),
  game: z.string(),
  /** The issue (issue grouping), else null. */
  issueId: z.number().int().nullable(),
  numero: z.string().nullable(),
  drawsAt: z.string().nullable(),
  status: z.string().nullable(),
  issues: z.number().int(),
  /** Settled rounds: one per player and issue. */
  players: z.number().int(),
  bets: z.string(),
  payout: z.string(),
  /** bets − payout (agents' lottery rebates are commissions, not deducted). */
  profit: z.string(),
});
export type OpsLotteryRow = z.infer<typeof opsLotteryRowSchema>;
export const opsLotteryPageSchema = opsPageSchema(opsLotteryRowSchema).extend({
  totals: z.object({ bets: z.string(), payout: z.string(), profit: z.string() }),
});
export type OpsLotteryPage = z.infer<typeof opsLotteryPageSchema>;

/** The reports with a `/csv` download, by path segment. */
export const OPS_REPORTS = ['days', 'games', 'agents', 'lottery'] as const;
export type OpsReport = (typeof OPS_REPORTS)[number];
