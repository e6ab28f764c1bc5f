import { z } from 'zod';
import { parseMinor } from '../money';

/**
 * Agent contracts (spec §1, §3 "Contracts" and "Consolidated contract info", §4 "Contract
 * requests", §9; issue #8; ARCHITECTURE §6). Every call takes an agent token; the caller only
 * ever sees contracts it is a party to, or that lie inside its own subtree.
 *
 * Kinds and what they pay (all through the ledger, from the merchant's agent-commissions account):
 * - `dividend`: a share of the team's period loss (members' net loss, house profit), with tiers by
 *   period valid bet and active members; periods daily, weekly, semimonthly or monthly.
 * - `daily_salary`: a rate on the team's valid bet of a business day, tiers by that valid bet and
 *   active members; computed for the previous day and paid the next day.
 * - `hourly_salary`: a rate on the team's valid bet of an hour, tiers by that hour's bet amount.
 * - `realtime_salary`: every 5 minutes, the profit-salary rate on the valid bet of team members who
 *   won (or broke even) in the slot and the loss-salary rate on that of members who lost, tiers by
 *   the slot's team bet amount.
 *
 * The team of an agent is the agent and everyone below it. Each agent earns its own rate on its
 * team's volume minus what its contracted downlines earn on theirs (the differential), so a tree
 * pays exactly what its top agent's contract says. Days, weeks (Monday first), half-months (1st–15th,
 * 16th–end) and months are the merchant's, in its time zone.
 *
 * Wire format: amounts are decimal strings with the currency's places ("10000.00"); rates are
 * percentages with up to 4 places ("1.25" = 1.25 %), stored as parts per million.
 */

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_PERIODS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The periods each kind may be settled over (the first is the default). */
export const CONTRACT_KIND_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['monthly', 'semimonthly', 'weekly', 'daily'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['realtime'],
};
export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'withdrawn', 'terminated', 'replaced'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Why a contract ended: the downline rejected the offer, the upline withdrew it, a termination was agreed, a cascade, or a newer contract. */
export const CONTRACT_END_REASONS = ['rejected', 'withdrawn', 'terminated', 'cascade', 'replaced'] as const;
/** At most this many tiers per contract. */
export const CONTRACT_MAX_TIERS = 20;
/** Parts per million in one percent. */
export const PPM_PER_PERCENT = 10_000;
/** Real-time salary slots are this long (spec §9: every 5 minutes). */
export const REALTIME_SLOT_MS = 5 * 60_000;
export const CONTRACT_PAGE_SIZE = 20;

/** "1.25" (percent, up to 4 places, 0–100) ⇄ 12500 ppm. */
export const ratePercentSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, 'rate'))
  .transform((v) => percentToPpm(v))
  .refine((ppm) => ppm <= 100 * PPM_PER_PERCENT, 'rate above 100%');

export function percentToPpm(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * PPM_PER_PERCENT + Number(fraction.padEnd(4, '0'));
}

export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / PPM_PER_PERCENT);
  const fraction = String(ppm % PPM_PER_PERCENT)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A non-negative amount ("0", "10000", "10000.50"), kept as text; the server parses it with the currency's places. */
const thresholdSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'amount'));

/** A tier's volume in minor units, or null when it is not an amount. */
function volumeOf(text: string): bigint | null {
  try {
    return parseMinor(text);
  } catch {
    return null;
  }
}

/**
 * One tier: it applies when the period's volume (valid bet, or bet amount for hourly and
 * real-time salary) is at least `minVolume` and the team has at least `minActiveMembers` members
 * who bet in the period. `rate` is the salary or dividend rate (real-time: the profit-salary rate);
 * `lossRate` is the real-time loss-salary rate and null for the other kinds.
 */
export const contractTierInputSchema = z.object({
  minVolume: thresholdSchema,
  minActiveMembers: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rate: ratePercentSchema,
  lossRate: ratePercentSchema.nullable().default(null),
});
export type ContractTierInput = z.input<typeof contractTierInputSchema>;

/**
 * `POST /wps/agent/contracts/offer`: an agent offers one of its direct downline agents a contract
 * (replacing its pending offer of that kind, if any). Tiers must rise: volumes strictly, active
 * members and rates never falling. Hourly and real-time tiers have no active-member threshold;
 * real-time tiers need `lossRate`, the others must not have it. Refusals: `forbidden` (not an
 * agent), `downline_not_found` (not a direct downline agent of the caller),
 * `contract_upline_has_none` (the caller has no active contract of that kind to share),
 * `contract_period_mismatch` (a dividend period other than the caller's own),
 * `contract_rate_exceeds_upline` (some tier pays more than the caller's own contract would at the
 * same volume and active members), `invalid_parameter`.
 */
export const contractOfferSchema = z
  .object({
    memberId: z.coerce.number().int().positive().max(2_147_483_647),
    kind: z.enum(CONTRACT_KINDS),
    /** Dividend only (daily, weekly, semimonthly, monthly); the other kinds have one period each. */
    period: z.enum(CONTRACT_PERIODS).optional(),
    tiers: z.array(contractTierInputSchema).min(1).max(CONTRACT_MAX_TIERS),
  })
  .superRefine((offer, ctx) => {
    const periods = CONTRACT_KIND_PERIODS[offer.kind];
    if (offer.period !== undefined && !periods.includes(offer.period)) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'period does not fit the kind' });
    }
    const realtime = offer.kind === 'realtime_salary';
    const noActive = realtime || offer.kind === 'hourly_salary';
    offer.tiers.forEach((tier, i) => {
      if (realtime !== (tier.lossRate !== null)) ctx.addIssue({ code: 'custom', path: ['tiers', i, 'lossRate'], message: 'lossRate' });
      if (noActive && tier.minActiveMembers !== 0)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'minActiveMembers'], message: 'no active members' });
      const before = offer.tiers[i - 1];
      if (!before) return;
      // A volume that is not an amount has its own issue already; comparing it would throw (a 500).
      const volume = volumeOf(tier.minVolume);
      const beforeVolume = volumeOf(before.minVolume);
      if (volume === null || beforeVolume === null) return;
      const rising =
        volume > beforeVolume &&
        tier.minActiveMembers >= before.minActiveMembers &&
        tier.rate >= before.rate &&
        (tier.lossRate ?? 0) >= (before.lossRate ?? 0);
      if (!rising) ctx.addIssue({ code: 'custom', path: ['tiers', i], message: 'tiers must rise' });
    });
  });
export type ContractOffer = z.input<typeof contractOfferSchema>;

/**
 * `POST /wps/agent/contracts/:id/sign` by the contract's downline. When the new contract pays less
 * than contracts the signer already gave its own downlines, those contracts (and every contract
 * below them that no longer fits) are terminated — after confirmation: without `confirmCascade`
 * the call is refused with `contract_cascade_confirm` and the value lists who would lose their
 * contract (`{ members: [{ memberId, username, kind }] }`); nothing changes until confirmed.
 * Refusals: `contract_not_found`, `contract_not_pending`.
 */
export const contractSignSchema = z.object({ confirmCascade: z.boolean().default(false) });

/** The value of a `contract_cascade_confirm` refusal: who would lose which contract. */
export const contractCascadeConfirmSchema = z.object({
  members: z.array(z.object({ memberId: z.number().int(), username: z.string(), kind: z.enum(CONTRACT_KINDS) })),
});
export type ContractCascadeConfirm = z.infer<typeof contractCascadeConfirmSchema>;

/** `:id` of the contract calls. */
export const contractIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The other contract calls (no body), each by a party of the contract:
 * - `POST /wps/agent/contracts/:id/reject`: the downline turns a pending offer down.
 * - `POST /wps/agent/contracts/:id/withdraw`: the upline takes its pending offer back.
 * - `POST /wps/agent/contracts/:id/terminate`: either party asks to end an active contract
 *   (`contract_not_active`, `contract_termination_pending`).
 * - `POST /wps/agent/contracts/:id/termination/accept` | `/termination/reject`: the other party
 *   agrees (the contract ends, and so does every contract below it that no longer fits) or
 *   declines (it stays active). Asking to accept one's own request is `forbidden`.
 */

/** `GET /wps/agent/contracts` query: the caller's own contracts, or those it gave its downlines. */
export const contractListQuerySchema = z.object({
  /** `mine`: contracts where the caller is the downline; `downlines`: those it offered. */
  scope: z.enum(['mine', 'downlines']).default('mine'),
  kind: z.enum(CONTRACT_KINDS).optional(),
  /** Only current ones (pending or active) unless `history`. */
  history: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Only the contracts of this direct downline (scope `downlines`). */
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CONTRACT_PAGE_SIZE),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractTierSchema = z.object({
  minVolume: z.string(),
  minActiveMembers: z.number().int(),
  rate: z.string(),
  lossRate: z.string().nullable(),
});
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  status: z.enum(CONTRACT_STATUSES),
  /** The offering upline; null when the house offered it. */
  upline: z.object({ memberId: z.number().int(), username: z.string() }).nullable(),
  member: z.object({ memberId: z.number().int(), username: z.string() }),
  tiers: z.array(contractTierSchema),
  offeredAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** Who asked to end it, while the other party has not answered. */
  terminationRequestedBy: z.enum(['upline', 'member']).nullable(),
  /** What the caller may do with it now. */
  actions: z.array(z.enum(['sign', 'reject', 'withdraw', 'terminate', 'acceptTermination', 'rejectTermination'])),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListSchema = z.object({
  list: z.array(contractSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type ContractList = z.infer<typeof contractListSchema>;

/**
 * `GET /wps/agent/contracts/requests`: what waits for the caller's answer (offers to sign,
 * termination requests to accept), then what waits for the other side. The contract popup shows
 * the first list after login.
 */
export const contractRequestsSchema = z.object({ incoming: z.array(contractSchema), outgoing: z.array(contractSchema) });
export type ContractRequests = z.infer<typeof contractRequestsSchema>;

/**
 * `GET /wps/agent/contracts/consolidated` (the agent-policy module, loaded for logged-in non-trial
 * users; members who are not agents get every flag false). The `*req*` fields say what waits for
 * the caller for that kind: 0 nothing, 1 a contract offer to sign, 2 a termination request to
 * answer. The flags say which kinds the caller has an active contract of (the menu shows their
 * pages only then); `salary` is the real-time salary.
 */
export const consolidatedContractInfoSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
  dailySalary: z.boolean(),
  hourlySalary: z.boolean(),
  salary: z.boolean(),
  dividend: z.boolean(),
  /** Whether any contract of the caller's waits for its answer (the popup opens). */
  pending: z.boolean(),
});
export type ConsolidatedContractInfo = z.infer<typeof consolidatedContractInfoSchema>;

/**
 * `POST /ops/agent/contracts/offer` (operator session): the house offers a top-level agent (one
 * with no agent above it) a contract, with the same body as an agent's offer. The house has no
 * rate ceiling; a dividend period defaults to monthly. It replaces the agent's pending offer of
 * that kind. Refusals: `member_not_found` (no such agent of the merchant), `forbidden` (an agent
 * above it offers its contracts), `invalid_parameter`.
 * `POST /ops/agent/contracts/:id/terminate` ends a house contract at once (its cascade below
 * with it; an agent's request to end it is answered so), and
 * `POST /ops/agent/contracts/:id/termination/reject` declines an agent's request to end one.
 */
export const opsContractOfferSchema = contractOfferSchema;

/** `GET /ops/agent/contracts` query (operator session): an agent's contracts, as the agent's own list shows them. */
export const opsContractListQuerySchema = z.object({
  memberId: z.coerce.number().int().positive().max(2_147_483_647),
  /** `mine`: contracts the agent holds; `downlines`: those it offered. */
  scope: z.enum(['mine', 'downlines']).default('mine'),
  kind: z.enum(CONTRACT_KINDS).optional(),
  history: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CONTRACT_PAGE_SIZE),
});
export type OpsContractListQuery = z.input<typeof opsContractListQuerySchema>;

/**
 * The settlement records of one kind, newest period first, for the calling agent:
 * `GET /wps/agent/contract/dividend`, `GET /wps/agent/contract/dailySalary` (query string),
 * `POST /wps/agent/contract/hourlySalary`, `POST /wps/agent/contract/realtimeSalary` (JSON body),
 * as spec §7 lists them. Dates are the merchant's business days, yyyy-MM-dd, both included.
 */
export const settlementQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(CONTRACT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['from'] });
export type SettlementQuery = z.input<typeof settlementQuerySchema>;

/** One agent's computation for one period: what it was paid and why. */
export const settlementRowSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  /** ISO instants of [start, end). */
  periodStart: z.string(),
  periodEnd: z.string(),
  contractId: z.number().int(),
  teamBets: z.string(),
  teamValidBet: z.string(),
  /** The members' net result (negative: the team lost, which a dividend shares). */
  teamProfit: z.string(),
  activeMembers: z.number().int(),
  /** Real-time salary: valid bet of members who won or broke even / who lost in the slot. */
  wonValidBet: z.string(),
  lostValidBet: z.string(),
  /** 0-based index of the tier reached; null when none was. */
  tierIndex: z.number().int().nullable(),
  rate: z.string(),
  lossRate: z.string().nullable(),
  /** The agent's own rate on its whole team. */
  gross: z.string(),
  /** What its contracted downlines earned on their teams. */
  downlineGross: z.string(),
  /** Paid: gross − downlineGross, never below zero. */
  amount: z.string(),
  paidAt: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;

export const settlementListSchema = z.object({
  /** The caller's active contract of the kind, if any. */
  contract: contractSchema.nullable(),
  list: z.array(settlementRowSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Sum of `amount` over every row the filter matches. */
  totalAmount: z.string(),
});
export type SettlementList = z.infer<typeof settlementListSchema>;
