import { z } from 'zod';
import { TEAM_ROLES } from './agent-team';

/**
 * The agent back office's "register accounts" (spec §2 "Agent centre menu", issue #8): an agent
 * creates direct downlines itself, or hands out invitation codes that place whoever registers
 * with them under it.
 *
 * - `POST /wps/agent/accounts` (agent token, encrypted like registration): a new direct downline,
 *   a plain member or an agent, with the password the agent chose. Username and password follow
 *   the merchant's register settings exactly as registration does (`field_invalid` with the
 *   field and its template numbers); `inconsistent_twice` when the confirmation differs;
 *   `account_already_in_use` (409) when the username is taken. An optional lottery prize group
 *   lies between the merchant's lowest and the agent's own (`lottery_series_invalid` with
 *   `{min, max}`), as `POST /wps/agent/lottery/prizeGroup` allows; without one the new account
 *   plays at the merchant's default. The password counts as a default password (someone else
 *   chose it): the first login forces a change when the FORCED_PASSWORD_CHANGE module is on.
 *   A caller who is not an agent: `forbidden` (403).
 * - `GET /wps/agent/invitations` (agent token): the agent's invitation codes, newest first, with
 *   how many accounts registered with each, plus its fixed personal code when it has one.
 * - `POST /wps/agent/invitations` (agent token): a new code for a role, an optional prize group
 *   (same bounds as above) and an optional note; at most `INVITATIONS_ACTIVE_MAX` active codes
 *   (`invitation_limit_reached`, 409).
 * - `POST /wps/agent/invitations/:id/disable` (agent token): the code stops working at once;
 *   another agent's code, or one that does not exist, is `invitation_not_found` (404).
 *
 * Registration reads the code where it always did (`affiliateCode`, or `referralCode`), and
 * `GET /wps/agent/affiliate?code=` checks it: a member's fixed code places the new member under
 * that agent as a plain member; an invitation code places it under the code's agent with the
 * code's role and prize group (never above the agent's own prize group at that moment). A
 * disabled code, or one whose agent is no longer an active agent, is `invitation_code_error`.
 * The registration link the back office shows is the site's `/register?affiliateCode=<code>`.
 */

/** What a new account is to the agent: a plain member, or an agent with a team of its own. */
export const AGENT_ACCOUNT_ROLES = TEAM_ROLES;
export type AgentAccountRole = (typeof AGENT_ACCOUNT_ROLES)[number];
/** Active invitation codes an agent may hold at once. */
export const INVITATIONS_ACTIVE_MAX = 50;
/** Codes per page of the invitation list. */
export const INVITATIONS_PAGE_SIZE = 10;
/** Longest note on an invitation code. */
export const INVITATION_NOTE_MAX = 60;
/** Longest nickname an agent may give a new account. */
export const NICKNAME_MAX = 32;

/** A lottery prize group, as `POST /wps/agent/lottery/prizeGroup` takes it. */
const seriesSchema = z.number().int().min(1).max(2000);

/** Optional text: trimmed, and empty counts as absent. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** `POST /wps/agent/accounts` body (encrypted). */
export const createAgentAccountRequestSchema = z.strictObject({
  /** Checked against the merchant's username rule, as at registration. */
  username: z.string().trim().min(1).max(64),
  /** Checked against the merchant's password rule, as at registration. */
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  /** Shown in the team and to the account itself; the username when absent. */
  nickname: optionalText(NICKNAME_MAX),
  role: z.enum(AGENT_ACCOUNT_ROLES).default('member'),
  /** Lottery prize group: from the merchant's lowest to the agent's own; absent = the merchant's default. */
  series: seriesSchema.optional(),
});
export type CreateAgentAccountRequest = z.input<typeof createAgentAccountRequestSchema>;

/** `POST /wps/agent/accounts` answer: the new direct downline. */
export const agentAccountSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  role: z.enum(AGENT_ACCOUNT_ROLES),
  /** What it plays the lottery at: the group given, else the merchant's default. */
  series: z.number().int(),
  seriesAssigned: z.boolean(),
  /** Its first login will ask for a new password (the FORCED_PASSWORD_CHANGE module is on). */
  mustChangePassword: z.boolean(),
});
export type AgentAccount = z.infer<typeof agentAccountSchema>;

/** `GET /wps/agent/invitations` query. */
export const invitationsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INVITATIONS_PAGE_SIZE),
});
export type InvitationsQuery = z.input<typeof invitationsQuerySchema>;

/** One invitation code of the agent. */
export const invitationSchema = z.object({
  id: z.number().int(),
  /** Upper-case letters and digits; what `affiliateCode` carries at registration. */
  code: z.string(),
  role: z.enum(AGENT_ACCOUNT_ROLES),
  /** The prize group given to who registers with it; null = the merchant's default. */
  series: z.number().int().nullable(),
  note: z.string().nullable(),
  active: z.boolean(),
  /** Accounts registered with this code. */
  registrations: z.number().int(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /wps/agent/invitations` answer. */
export const invitationsSchema = z.object({
  /** The agent's fixed personal code (new members as plain members, default prize group), if it has one. */
  personalCode: z.string().nullable(),
  list: z.array(invitationSchema),
  total: z.number().int(),
  /** Active codes now, and how many may be active at once. */
  activeCount: z.number().int(),
  activeMax: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type Invitations = z.infer<typeof invitationsSchema>;

/** `POST /wps/agent/invitations` body. */
export const createInvitationRequestSchema = z.strictObject({
  role: z.enum(AGENT_ACCOUNT_ROLES).default('member'),
  series: seriesSchema.optional(),
  note: optionalText(INVITATION_NOTE_MAX),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** `POST /wps/agent/invitations/:id/disable` path. */
export const invitationParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
