import crypto from 'node:crypto';
import {
  type AgentAccountRole,
  type createInvitationRequestSchema,
  INVITATIONS_ACTIVE_MAX,
  type Invitation,
  type Invitations,
  type invitationsQuerySchema,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MemberRow, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { isAgentType } from '../auth/roles';
import type { DownlinePrizeGroupsService } from '../lottery/downline-prize-groups';
import type { MemberRepository } from '../member/member.repository';
import { presentInvitation } from './agent-accounts.presenter';
import type { AgentAccountsRepository } from './agent-accounts.repository';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_ATTEMPTS = 5;

/** Where a registration with a code lands: under which agent, as what, with which prize group. */
export type Placement = {
  agent: MemberRow;
  /** The invitation code used; null for an agent's fixed personal code. */
  invitationId: number | null;
  /** The new member's type: the merchant's member type, or its downline agent type. */
  type: number;
  /** The prize group the code gives; null = the merchant's default. */
  series: number | null;
};

/** The member type of an agent an agent creates: the second configured agent type (the demo's sub-agent type), else the first. */
export function downlineAgentType(merchant: MerchantRow): number {
  const type = merchant.agent_types[1] ?? merchant.agent_types[0];
  if (type === undefined) throw new AppError('forbidden');
  return type;
}

/** The member type a role stands for at this merchant. */
export function typeForRole(merchant: MerchantRow, role: AgentAccountRole): number {
  return role === 'agent' ? downlineAgentType(merchant) : merchant.member_type;
}

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('');
}

function requireAgent(ctx: AuthContext): void {
  if (!ctx.isAgent) throw new AppError('forbidden');
}

type Deps = {
  db: Kysely<Database>;
  repo: AgentAccountsRepository;
  members: MemberRepository;
  prizeGroups: DownlinePrizeGroupsService;
};

/**
 * Agents' invitation codes (schemas/agent-accounts.ts): the back office's list, create and disable,
 * and what registration asks of a code. Registration extends the fixed `member.affiliate_code`
 * rather than replacing it: both are read from the same field, one namespace per merchant.
 */
export function createInvitationService(deps: Deps) {
  const { db, repo, members, prizeGroups } = deps;

  return {
    /** `GET /wps/agent/invitations`. */
    async list(ctx: AuthContext, query: z.output<typeof invitationsQuerySchema>): Promise<Invitations> {
      requireAgent(ctx);
      const agentId = ctx.member.id;
      const [rows, total, activeCount] = await Promise.all([
        repo.page(agentId, query.pageNo, query.pageSize),
        repo.count(agentId),
        repo.countActive(db, agentId),
      ]);
      return {
        personalCode: ctx.member.affiliate_code,
        list: rows.map((row) => presentInvitation(row, Number(row.registrations))),
        total,
        activeCount,
        activeMax: INVITATIONS_ACTIVE_MAX,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** `POST /wps/agent/invitations`: a fresh random code, its prize group checked as a new downline's would be. */
    async create(site: SiteContext, ctx: AuthContext, input: z.output<typeof createInvitationRequestSchema>): Promise<Invitation> {
      requireAgent(ctx);
      const { merchant } = site;
      typeForRole(merchant, input.role);
      for (let attempt = 1; ; attempt += 1) {
        const code = newCode();
        try {
          const row = await db.transaction().execute(async (trx) => {
            // The agent's row is locked so two creations count its active codes one after the other.
            await trx.selectFrom('member').select('id').where('id', '=', ctx.member.id).forUpdate().execute();
            const series =
              input.series === undefined ? null : await prizeGroups.forNewDownline(trx, merchant.id, ctx.member.id, input.series);
            if ((await repo.countActive(trx, ctx.member.id)) >= INVITATIONS_ACTIVE_MAX)
              throw new AppError('invitation_limit_reached', { max: INVITATIONS_ACTIVE_MAX });
            if (await repo.codeTaken(trx, merchant.id, code)) return null;
            return repo.insert(trx, {
              merchant_id: merchant.id,
              agent_id: ctx.member.id,
              code,
              role: input.role,
              series,
              note: input.note ?? null,
            });
          });
          if (row) return presentInvitation(row, 0);
        } catch (error) {
          // A code taken between the check and the insert: try another.
          if ((error as { code?: string })?.code !== '23505') throw error;
        }
        if (attempt >= CODE_ATTEMPTS) throw new AppError('conflict');
      }
    },

    /** `POST /wps/agent/invitations/:id/disable`: only the agent's own code; another's is not found. */
    async disable(ctx: AuthContext, id: number): Promise<Invitation> {
      requireAgent(ctx);
      const row = await repo.disable(ctx.member.id, id);
      if (!row) throw new AppError('invitation_not_found');
      return presentInvitation(row, await repo.registrations(db, row.id));
    },

    /**
     * Where a registration with `code` lands (`affiliateCode` or `referralCode`; also
     * `GET /wps/agent/affiliate`): an active invitation code's agent, role and prize group, or the
     * agent whose fixed code it is. A disabled code, an unknown one, or an agent that is no longer
     * an active agent: `invitation_code_error`.
     */
    async resolve(merchant: MerchantRow, code: string): Promise<Placement> {
      const invitation = await repo.findByCode(db, merchant.id, code);
      const agent = invitation ? await members.findById(db, invitation.agent_id) : await members.findByAffiliateCode(merchant.id, code);
      if (!agent || !isAgentType(merchant, agent.type) || agent.status !== 'ACTIVE') throw new AppError('invitation_code_error');
      if (!invitation) return { agent, invitationId: null, type: merchant.member_type, series: null };
      if (invitation.disabled_at !== null) throw new AppError('invitation_code_error');
      return { agent, invitationId: invitation.id, type: typeForRole(merchant, invitation.role), series: invitation.series };
    },

    /**
     * The prize group of a member registering with a placement, settled in the registration's
     * transaction before the member is inserted: the code's group, lowered to the agent's own if
     * the agent's has dropped since the code was made. Null: none (the merchant's default).
     */
    async seriesFor(trx: Kysely<Database>, merchant: MerchantRow, placement: Placement): Promise<number | null> {
      if (placement.series === null) return null;
      return prizeGroups.forNewDownline(trx, merchant.id, placement.agent.id, placement.series, { clamp: true });
    },

    /** Writes the prize group {@link seriesFor} settled, once the member exists. */
    async assignSeries(trx: Kysely<Database>, memberId: number, series: number | null): Promise<void> {
      if (series !== null) await prizeGroups.assign(trx, memberId, series);
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
