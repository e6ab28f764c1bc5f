import { z } from 'zod';
import { CONTRACT_KINDS } from './contracts';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * The back office's agents (issue 16 item 3; docs/backoffice/agents.md): the agent tree with team
 * sizes and figures, settlement records of contracts, and moving a member to another agent. Reads
 * need `agents.read`, the move `agents.write` (audited). Contracts use `/ops/agent/contracts`
 * (schemas/contracts.ts). Dates are the merchant's business days, both included.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const dayRange = {
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
};

/**
 * `GET /ops/agents/tree`: the direct downlines of `parentId` (without it: the merchant's top-level
 * members, agents first), or, with `username`, the members whose username starts with it anywhere
 * in the tree. Each row carries its team (itself and everyone below) and the team's figures over
 * the days (default: today). Sort: username, teamSize, deposits, validBet, ggr.
 */
export const opsTreeQuerySchema = opsPageQuerySchema
  .extend({
    parentId: id.optional(),
    username: z.string().trim().min(1).max(32).optional(),
    sort: z.enum(['username', 'teamSize', 'deposits', 'validBet', 'ggr']).default('username'),
    order: z.enum(['asc', 'desc']).default('asc'),
    ...dayRange,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'from after to' });
export type OpsTreeQuery = z.input<typeof opsTreeQuerySchema>;

/** A team's figures over the days (amounts with the currency's places; GGR = bets − payouts, the house's side). */
export const opsTeamFiguresSchema = z.object({
  deposits: z.string(),
  withdrawals: z.string(),
  bets: z.string(),
  validBet: z.string(),
  payout: z.string(),
  ggr: z.string(),
});
export type OpsTeamFigures = z.infer<typeof opsTeamFiguresSchema>;

export const opsTreeRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  status: z.string(),
  /** Its upline (null at the top). */
  parent: z.object({ memberId: z.number().int(), username: z.string() }).nullable(),
  /** How many levels below the top it is (0 at the top). */
  level: z.number().int(),
  directCount: z.number().int(),
  /** Everyone below it (itself not counted). */
  teamSize: z.number().int(),
  figures: opsTeamFiguresSchema,
});
export type OpsTreeRow = z.infer<typeof opsTreeRowSchema>;
export const opsTreePageSchema = opsPageSchema(opsTreeRowSchema).extend({
  /** The member whose downlines are listed, with its uplines top first (empty at the top level). */
  path: z.array(z.object({ memberId: z.number().int(), username: z.string() })),
  from: z.string(),
  to: z.string(),
});
export type OpsTreePage = z.infer<typeof opsTreePageSchema>;

/**
 * `POST /ops/agents/members/:id/move`: the member and its whole subtree move under another agent
 * (its closure rows rewritten in one transaction). Refusals: `member_not_found`,
 * `agent_move_not_agent` (the new upline is not an agent of the merchant),
 * `agent_move_under_own_downline` (itself or its own downline), `agent_move_has_contract` (it holds
 * a pending or active contract: its counterparty is the old upline or the house),
 * `agent_move_prize_group` (its lottery prize group is above the new upline's), `conflict` (already there).
 */
export const opsMoveMemberSchema = z.object({ newParentUsername: z.string().trim().min(1).max(32) }).strict();
export const opsMemberParamsSchema = z.object({ id });
export const opsMoveResultSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  from: z.object({ memberId: z.number().int(), username: z.string() }).nullable(),
  to: z.object({ memberId: z.number().int(), username: z.string() }),
  /** Members that moved: the member and everyone below it. */
  moved: z.number().int(),
});
export type OpsMoveResult = z.infer<typeof opsMoveResultSchema>;

/** `GET /ops/agents/settlements`: contract settlement records of the merchant, newest period first (sort: periodStart, amount). */
export const opsSettlementQuerySchema = opsPageQuerySchema
  .extend({
    kind: z.enum(CONTRACT_KINDS).optional(),
    agent: z.string().trim().min(1).max(32).optional(),
    sort: z.enum(['periodStart', 'amount']).default('periodStart'),
    ...dayRange,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: 'from after to' });
export type OpsSettlementQuery = z.input<typeof opsSettlementQuerySchema>;
export const opsSettlementRowSchema = z.object({
  id: z.string(),
  agent: z.object({ memberId: z.number().int(), username: z.string() }),
  kind: z.enum(CONTRACT_KINDS),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  contractId: z.number().int(),
  teamValidBet: z.string(),
  teamProfit: z.string(),
  activeMembers: z.number().int(),
  tierIndex: z.number().int().nullable(),
  rate: z.string(),
  gross: z.string(),
  downlineGross: z.string(),
  amount: z.string(),
  paidAt: z.string(),
});
export type OpsSettlementRow = z.infer<typeof opsSettlementRowSchema>;
export const opsSettlementPageSchema = opsPageSchema(opsSettlementRowSchema).extend({ totalAmount: z.string() });
export type OpsSettlementPage = z.infer<typeof opsSettlementPageSchema>;
