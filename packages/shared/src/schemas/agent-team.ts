import { z } from 'zod';

/**
 * The agent back office's team management (spec §2 "Agent centre menu", issue #8):
 *
 * - `GET /wps/agent/team/members` (agent token): one page of an agent's team. Without `username`,
 *   the direct downlines of `parentId` (default: the agent itself), where `parentId` is the agent or
 *   anyone below it at any depth; with `username`, everyone below `parentId` at any depth whose
 *   username starts with it (case-insensitive), so from the top it searches the whole team.
 *   A `parentId` outside the agent's subtree is `downline_not_found` (404), a caller who is not an
 *   agent `forbidden` (403).
 *
 * A downline's lottery prize group is set with `POST /wps/agent/lottery/prizeGroup` (schemas/lottery.ts).
 */

/** Account statuses a member can have. */
export const MEMBER_STATUSES = ['ACTIVE', 'FROZEN', 'CLOSED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** What a team member is to the back office: an agent (whose team can be opened) or a plain member. */
export const TEAM_ROLES = ['member', 'agent'] as const;
/**
 * Orders of the team list: newest or oldest registration first, richest first (main wallet),
 * most recent login first (never logged in last), or by username A–Z.
 */
export const TEAM_SORTS = ['newest', 'oldest', 'balance', 'lastLogin', 'username'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
/** Rows per page the back office asks for. */
export const TEAM_PAGE_SIZE = 20;

/** `GET /wps/agent/team/members` query. */
export const teamMembersQuerySchema = z.object({
  /** Whose direct downlines to list (or below whom to search): the agent or one of its downlines; default the agent. */
  parentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** A username prefix, case-insensitive: searches every depth below `parentId` instead of one level. Empty = no search. */
  username: z
    .string()
    .trim()
    .max(32)
    .optional()
    .transform((value) => value || undefined),
  /** Only members with this account status. */
  status: z.enum(MEMBER_STATUSES).optional(),
  sort: z.enum(TEAM_SORTS).default('newest'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TEAM_PAGE_SIZE),
});
export type TeamMembersQuery = z.input<typeof teamMembersQuerySchema>;

/** One step of the way from the agent down to the listed parent. */
export const teamPathStepSchema = z.object({ memberId: z.number().int(), username: z.string() });
export type TeamPathStep = z.infer<typeof teamPathStepSchema>;

/** One member of the team. */
export const teamMemberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(MEMBER_STATUSES),
  /** Main wallet balance, a decimal string ("1234.50"). */
  balance: z.string(),
  /** ISO-8601 UTC. */
  registeredAt: z.string(),
  /** ISO-8601 UTC; null when it never logged in. */
  lastLoginAt: z.string().nullable(),
  /** How far below the calling agent it sits: 1 for a direct downline. Only direct downlines' prize groups can be set. */
  depth: z.number().int(),
  /** Its upline's username (search results come from every depth). */
  parentUsername: z.string().nullable(),
  /** Its own direct downlines. */
  directCount: z.number().int(),
  /** Everyone below it, at any depth. */
  teamCount: z.number().int(),
  /** Its lottery prize group: its own, else the merchant's default. */
  series: z.number().int(),
  /** Whether an upline set its prize group (false: the merchant's default applies). */
  seriesAssigned: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /wps/agent/team/members` answer. */
export const teamMembersSchema = z.object({
  /** From the agent down to the listed parent, both included ("agent01 › subagent01"). */
  path: z.array(teamPathStepSchema),
  list: z.array(teamMemberSchema),
  /** Rows matching the whole query. */
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamMembers = z.infer<typeof teamMembersSchema>;
