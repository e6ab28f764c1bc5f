import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants/system';
import { bettingRecordRowSchema } from './betting-record';
import { RECORD_KINDS } from './wallet';

/**
 * The agent back office's team reports (spec §2 "Agent centre menu": team overview, team betting,
 * user loss, my income, account details, team transaction; issue #8). Every call takes an agent
 * token: anyone else is `forbidden` (403).
 *
 * - The team of a member is the member and everyone below it at any depth (member_closure). A team
 *   report reads the calling agent's team, or with `memberId` the team of one of its downlines at
 *   any depth; a `memberId` outside the caller's subtree is `downline_not_found` (404), and so is a
 *   `username` prefix that matches nobody in that team (so a name from someone else's tree is
 *   refused rather than answered with an empty page).
 * - My income and account details read the caller's own ledger only; they take no member at all
 *   (an unknown query parameter is `invalid_parameter`).
 * - Dates are yyyy-MM-dd, both included, and are the merchant's business days: a day runs from
 *   midnight to midnight in the merchant's IANA time zone (the answer of the overview names it).
 *   Presets (today, previous 7 days …) are the client's concern.
 * - Bet figures come from the per-member 5-minute slot rollups of settled rounds, so a day is the
 *   rounds settled in it; deposits are the cashier's credited deposits (by the time they were
 *   credited), withdrawals the paid-out ones (by the time they were paid).
 * - Amounts are decimal strings with the currency's places ("1234.50"); `profit` is always the
 *   members' result (payout − bets): negative when the team lost, which is the house's gain.
 */

/** Rows per page the back office asks for. */
export const REPORT_PAGE_SIZE = 20;
/** The longest date range one report covers. */
export const REPORT_MAX_DAYS = 366;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range must not run backwards nor be longer than REPORT_MAX_DAYS. */
function checkRange(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!q.from || !q.to) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from after to' });
  else if (reportRangeDays(q.from, q.to) > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range too long' });
}

/** A downline whose team the report reads (default: the calling agent's own team). */
const memberIdSchema = z.coerce.number().int().positive().max(2_147_483_647).optional();
/** A username prefix, case-insensitive, inside the team; empty = everyone. */
const usernamePrefixSchema = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((value) => value || undefined);
const pageNoSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE);

// ---------------------------------------------------------------- team overview

/** `GET /wps/agent/report/overview` query: a range of business days and, optionally, a downline's team. */
export const teamOverviewQuerySchema = z.object({ from: z.iso.date(), to: z.iso.date(), memberId: memberIdSchema }).superRefine(checkRange);
export type TeamOverviewQuery = z.input<typeof teamOverviewQuerySchema>;

/** A count and the amount it adds up to. */
const countedAmountSchema = z.object({ count: z.number().int(), amount: z.string() });

/** One business day of the overview's chart. */
export const teamOverviewDaySchema = z.object({
  /** yyyy-MM-dd, the merchant's day. */
  day: z.string(),
  bets: z.string(),
  validBet: z.string(),
  /** The members' result of the day (payout − bets). */
  profit: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  newMembers: z.number().int(),
});
export type TeamOverviewDay = z.infer<typeof teamOverviewDaySchema>;

/** Ledger kinds that count as what the team earned from the house besides play. */
export const TEAM_REWARD_KINDS = ['bonus', 'commission', 'salary', 'dividend', 'lottery_rebate'] as const;
export type TeamRewardKind = (typeof TEAM_REWARD_KINDS)[number];

/** `GET /wps/agent/report/overview` answer. */
export const teamOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The merchant's IANA time zone the days are counted in. */
  timeZone: z.string(),
  /** Whose team the figures are: the agent, or the downline asked for. */
  scope: z.object({ memberId: z.number().int(), username: z.string() }),
  /** Its team today: direct downlines and everyone below it. */
  members: z.object({ direct: z.number().int(), total: z.number().int() }),
  /** Downlines registered in the range. */
  newMembers: z.number().int(),
  /** Team members (the scope member included) whose first credited deposit ever falls in the range, and those deposits' sum. */
  firstDeposits: countedAmountSchema,
  /** Team members (the scope member included) with a valid bet in the range. */
  activeMembers: z.number().int(),
  /** Credited deposits of the team. */
  deposits: countedAmountSchema,
  /** Paid-out withdrawals of the team. */
  withdrawals: countedAmountSchema,
  bets: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** The members' result (payout − bets). */
  profit: z.string(),
  /** The house's result on the team's play (bets − payout = −profit). */
  houseProfit: z.string(),
  /** Settled rounds. */
  rounds: z.number().int(),
  /** Bonuses the team members received (ledger kind bonus). */
  bonuses: z.string(),
  /** Commissions, salaries, dividends and lottery rebates the team members received. */
  commissions: z.string(),
  /** Each reward kind on its own. */
  rewards: z.record(z.enum(TEAM_REWARD_KINDS), z.string()),
  /** Every day of the range, oldest first (days without activity are zeros). */
  series: z.array(teamOverviewDaySchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

// ---------------------------------------------------------------- team betting

export const TEAM_BETTING_SORTS = ['createdAt', 'username', 'bet', 'win', 'profit'] as const;
export type TeamBettingSort = (typeof TEAM_BETTING_SORTS)[number];

/**
 * `GET /wps/agent/report/betting`: the team's game rounds (every vendor's, like the member's own
 * betting record), filtered by username prefix, category, vendor, status and the day the round
 * started; newest first unless sorted otherwise. Play-money rounds are not business and never shown.
 */
export const teamBettingQuerySchema = z
  .object({
    memberId: memberIdSchema,
    username: usernamePrefixSchema,
    category: z.enum(GAME_CATEGORIES).optional(),
    vendor: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,20}$/)
      .optional(),
    status: z.enum(['open', 'settled']).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: z.enum(TEAM_BETTING_SORTS).default('createdAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema,
  })
  .superRefine(checkRange);
export type TeamBettingQuery = z.input<typeof teamBettingQuerySchema>;

/** One round of a team member. */
export const teamBettingRowSchema = bettingRecordRowSchema.extend({ memberId: z.number().int(), username: z.string() });
export type TeamBettingRow = z.infer<typeof teamBettingRowSchema>;

const betFiguresSchema = z.object({ bet: z.string(), win: z.string(), profit: z.string() });
export const teamBettingSchema = z.object({
  list: z.array(teamBettingRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Sums over every round the filter matches, not only this page. */
  totals: betFiguresSchema,
});
export type TeamBetting = z.infer<typeof teamBettingSchema>;

// ---------------------------------------------------------------- user loss

export const USER_LOSS_SORTS = ['username', 'bets', 'validBet', 'payout', 'profit', 'rounds'] as const;
export type UserLossSort = (typeof USER_LOSS_SORTS)[number];

/**
 * `GET /wps/agent/report/userLoss`: profit and loss per team member over a range (only members who
 * had settled rounds in it). Biggest losers first by default (profit ascending).
 */
export const userLossQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    memberId: memberIdSchema,
    username: usernamePrefixSchema,
    sort: z.enum(USER_LOSS_SORTS).default('profit'),
    order: z.enum(SORT_ORDERS).default('asc'),
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema,
  })
  .superRefine(checkRange);
export type UserLossQuery = z.input<typeof userLossQuerySchema>;

const playFiguresSchema = z.object({
  bets: z.string(),
  validBet: z.string(),
  payout: z.string(),
  /** The member's result (payout − bets). */
  profit: z.string(),
  rounds: z.number().int(),
});
export const userLossRowSchema = playFiguresSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  /** Levels below the calling agent (0: the agent itself). */
  depth: z.number().int(),
});
export type UserLossRow = z.infer<typeof userLossRowSchema>;
export const userLossSchema = z.object({
  list: z.array(userLossRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  /** Members in the whole result. */
  total: z.number().int(),
  totals: playFiguresSchema,
});
export type UserLoss = z.infer<typeof userLossSchema>;

// ---------------------------------------------------------------- my income

/** What an agent earns as an agent: contract salaries and dividends, commissions and the lottery rebate of its prize groups. */
export const INCOME_KINDS = ['commission', 'salary', 'dividend', 'lottery_rebate'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const INCOME_SORTS = ['createdAt', 'amount'] as const;

/** `GET /wps/agent/report/income`: what the calling agent itself received, from its ledger. */
export const incomeQuerySchema = z
  .strictObject({
    kind: z.enum(INCOME_KINDS).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: z.enum(INCOME_SORTS).default('createdAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema,
  })
  .superRefine(checkRange);
export type IncomeQuery = z.input<typeof incomeQuerySchema>;

export const incomeRowSchema = z.object({
  /** The ledger entry. */
  id: z.string(),
  kind: z.enum(INCOME_KINDS),
  /** Signed: a correction of an earlier payment is negative. */
  amount: z.string(),
  balanceAfter: z.string(),
  /** The ledger reference (a settlement names its contract and period). */
  reference: z.string(),
  memo: z.string().nullable(),
  createdAt: z.string(),
});
export type IncomeRow = z.infer<typeof incomeRowSchema>;
export const incomeSchema = z.object({
  list: z.array(incomeRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Sum over the whole filter, and per kind. */
  totals: z.object({ amount: z.string(), byKind: z.record(z.enum(INCOME_KINDS), z.string()) }),
});
export type Income = z.infer<typeof incomeSchema>;

// ---------------------------------------------------------------- account details

export const ACCOUNT_DETAILS_SORTS = ['createdAt', 'amount'] as const;

/**
 * `GET /wps/agent/report/accountDetails`: the calling agent's own ledger entries, as the member
 * centre's account record (`GET /wps/member/accountRecord`, answer `accountRecordSchema`) with the
 * merchant's days and a sort.
 */
export const accountDetailsQuerySchema = z
  .strictObject({
    kind: z.enum(RECORD_KINDS).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: z.enum(ACCOUNT_DETAILS_SORTS).default('createdAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema,
  })
  .superRefine(checkRange);
export type AccountDetailsQuery = z.input<typeof accountDetailsQuerySchema>;

// ---------------------------------------------------------------- team transaction

export const TEAM_TRANSACTION_KINDS = ['deposit', 'withdrawal'] as const;
export type TeamTransactionKind = (typeof TEAM_TRANSACTION_KINDS)[number];
/** Deposit statuses, then withdrawal statuses (schemas/cashier.ts). */
export const TEAM_TRANSACTION_STATUSES = [
  'PENDING',
  'CREDITED',
  'FAILED',
  'PAID',
  'REJECTED',
  'RECEIVED',
  'PARTIAL',
  'NOT_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export type TeamTransactionStatus = (typeof TEAM_TRANSACTION_STATUSES)[number];
export const TEAM_TRANSACTION_SORTS = ['createdAt', 'username', 'amount'] as const;

/** `GET /wps/agent/report/transactions`: the team's deposits and withdrawals by the day they were requested, newest first. */
export const teamTransactionsQuerySchema = z
  .object({
    memberId: memberIdSchema,
    username: usernamePrefixSchema,
    kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
    status: z.enum(TEAM_TRANSACTION_STATUSES).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    sort: z.enum(TEAM_TRANSACTION_SORTS).default('createdAt'),
    order: z.enum(SORT_ORDERS).default('desc'),
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema,
  })
  .superRefine(checkRange);
export type TeamTransactionsQuery = z.input<typeof teamTransactionsQuerySchema>;

export const teamTransactionRowSchema = z.object({
  /** `D<id>` for a deposit, `W<id>` for a withdrawal. */
  id: z.string(),
  kind: z.enum(TEAM_TRANSACTION_KINDS),
  memberId: z.number().int(),
  username: z.string(),
  amount: z.string(),
  status: z.enum(TEAM_TRANSACTION_STATUSES),
  /** When it was requested (ISO). */
  createdAt: z.string(),
  /** When it was credited, failed, paid or rejected (ISO); null while pending. */
  decidedAt: z.string().nullable(),
});
export type TeamTransactionRow = z.infer<typeof teamTransactionRowSchema>;
export const teamTransactionsSchema = z.object({
  list: z.array(teamTransactionRowSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Over the whole filter: credited deposits and paid-out withdrawals (count and sum). */
  totals: z.object({ deposits: countedAmountSchema, withdrawals: countedAmountSchema }),
});
export type TeamTransactions = z.infer<typeof teamTransactionsSchema>;
