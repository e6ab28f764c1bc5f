import { z } from 'zod';
import { MEMBER_STATUSES } from './agent-team';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * The back office's members (issue 16, item 2): search, the member page, account actions and
 * manual balance adjustments. Decisions in docs/backoffice/members.md.
 */

/** Columns the member search sorts by. */
export const MEMBER_SEARCH_SORTS = ['id', 'username', 'lastLoginAt'] as const;

/** A search term that matches from its start (prefix search; see the doc for why not "contains"). */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const prefix = (max: number) => optional(z.string().trim().max(max));

/** `GET /ops/members`: every filter optional, combined with AND; text filters match from the start. */
export const memberSearchQuerySchema = opsPageQuerySchema.extend({
  /** Start of the username, any case. */
  username: prefix(64),
  /** Start of the mobile number (without the dialing code). */
  mobile: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,32}$/),
  ),
  /** Start of the e-mail address, any case. */
  email: prefix(120),
  /** An address the member logged in from (exact). */
  ip: optional(z.union([z.ipv4(), z.ipv6()])),
  /** The direct upline's username (exact, any case). */
  agent: prefix(64),
  status: optional(z.enum(MEMBER_STATUSES)),
  sort: z.enum(MEMBER_SEARCH_SORTS).default('id'),
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

/** One row of the member search. Money as decimal strings. */
export const memberSearchRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  status: z.enum(MEMBER_STATUSES),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  agent: z.string().nullable(),
  mainBalance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type MemberSearchRow = z.infer<typeof memberSearchRowSchema>;
/** The search's page; `total` is exact up to MEMBER_SEARCH_COUNT_CAP, then `totalCapped` is true. */
export const memberSearchPageSchema = opsPageSchema(memberSearchRowSchema).extend({ totalCapped: z.boolean() });
export type MemberSearchPage = z.infer<typeof memberSearchPageSchema>;
/** Past this many matches the search stops counting (a count over a million rows costs more than the page). */
export const MEMBER_SEARCH_COUNT_CAP = 10_000;

export const memberIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One ledger account of the member: `main`, `vendor:PG`, `points`, `pending_withdrawal`, … */
export const memberBalanceSchema = z.object({ kind: z.string(), balance: z.string() });

export const memberNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  operator: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

/** `GET /ops/members/:id`: profile, balances, overrides, tags and the newest notes. */
export const memberDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  agent: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  registerIp: z.string().nullable(),
  registerDomain: z.string().nullable(),
  createdAt: z.string(),
  firstLoginAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  mustChangePassword: z.boolean(),
  balances: z.array(memberBalanceSchema),
  /** The lottery prize group the member plays at, and whether it was set for it (else the merchant's default). */
  prizeGroup: z.object({ series: z.number().int(), assigned: z.boolean(), min: z.number().int(), max: z.number().int() }),
  /** The operator's VIP level override (no VIP programme yet: see the doc). */
  vipLevelOverride: z.number().int().nullable(),
  tags: z.array(z.string()),
  notes: z.array(memberNoteSchema),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** A paged list of the member page (ledger, bets, cashier, logins), optionally within business days. */
export const memberListQuerySchema = opsPageQuerySchema.extend({
  /** The merchant's business days, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const memberLedgerRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  account: z.string(),
  kind: z.string(),
  reference: z.string(),
  memo: z.string().nullable(),
  amount: z.string(),
  balanceAfter: z.string(),
});
export const memberLedgerPageSchema = opsPageSchema(memberLedgerRowSchema);

export const memberBetsQuerySchema = memberListQuerySchema.extend({ source: z.enum(['rounds', 'lottery']).default('rounds') });
export const memberBetRowSchema = z.object({
  id: z.string(),
  source: z.enum(['rounds', 'lottery']),
  /** Vendor round id, or the lottery bet's issue and bet type. */
  reference: z.string(),
  game: z.string(),
  stake: z.string(),
  payout: z.string(),
  status: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export const memberBetsPageSchema = opsPageSchema(memberBetRowSchema);

export const memberCashierQuerySchema = memberListQuerySchema.extend({ kind: z.enum(['deposits', 'withdrawals']).default('deposits') });
export const memberCashierRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['deposits', 'withdrawals']),
  amount: z.string(),
  status: z.string(),
  detail: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const memberCashierPageSchema = opsPageSchema(memberCashierRowSchema);

export const memberLoginRowSchema = z.object({
  createdAt: z.string(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  side: z.string(),
  loginType: z.string(),
  /** live, expired or ended. */
  state: z.enum(['live', 'expired', 'ended']),
});
export const memberLoginsPageSchema = opsPageSchema(memberLoginRowSchema);

/** `GET /ops/members/:id/linked`: other members that logged in from one of its addresses or devices. */
export const linkedMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(MEMBER_STATUSES),
  via: z.enum(['ip', 'device']),
  /** The shared address or device. */
  value: z.string(),
});
export const linkedMembersSchema = z.object({ rows: z.array(linkedMemberSchema), truncated: z.boolean() });
export type LinkedMember = z.infer<typeof linkedMemberSchema>;

/** `POST /ops/members/:id/status`: freeze, close or unfreeze (CLOSED is final). */
export const memberStatusRequestSchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  reason: z.string().trim().min(1).max(500),
});

/** `POST /ops/members/:id/password`: a generated temporary password (shown once) or one the operator typed. */
export const memberPasswordRequestSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('generate') }),
  z.object({ mode: z.literal('set'), password: z.string().min(6).max(128) }),
]);
export const memberPasswordResponseSchema = z.object({ temporaryPassword: z.string().nullable() });

export const MEMBER_NOTE_MAX = 1000;
export const memberNoteRequestSchema = z.object({ body: z.string().trim().min(1).max(MEMBER_NOTE_MAX) });

export const MEMBER_TAGS_MAX = 20;
export const memberTagsRequestSchema = z.object({
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(32)
        .regex(/^[\p{L}\p{N}_ -]+$/u),
    )
    .max(MEMBER_TAGS_MAX),
});

/** `PUT /ops/members/:id/prize-group`: a prize group, or null to go back to the merchant's default. */
export const memberPrizeGroupRequestSchema = z.object({ series: z.number().int().min(1).max(2000).nullable() });
/** `PUT /ops/members/:id/vip`: a VIP level override, or null to clear it. */
export const memberVipRequestSchema = z.object({ level: z.number().int().min(0).max(100).nullable() });

/** An amount in major units with up to two places ("1500", "1500.25"), positive. */
const adjustmentAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .refine((v) => Number(v) > 0, 'amount must be positive');

/** `POST /ops/members/:id/adjustments`: a manual credit or debit of the main wallet. */
export const balanceAdjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: adjustmentAmount,
  reason: z.string().trim().min(3).max(500),
  /** The client's id of this request: a retry with it answers the first result and moves nothing twice. */
  requestId: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type BalanceAdjustmentRequest = z.input<typeof balanceAdjustmentRequestSchema>;

export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export const balanceAdjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** The main wallet after the post (posted only). */
  balanceAfter: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;
export const adjustmentIdParamsSchema = memberIdParamsSchema;

/** `GET /ops/adjustments`: the queue (pending by default), or one member's. */
export const adjustmentsQuerySchema = opsPageQuerySchema.extend({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const adjustmentsPageSchema = opsPageSchema(balanceAdjustmentSchema);
export const adjustmentRejectRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) });
