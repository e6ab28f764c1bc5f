import { type AgentAccount, type createAgentAccountRequestSchema, MODULE_IDS } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MemberRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import type { ConfigService } from '../config/config.service';
import type { DownlinePrizeGroupsService } from '../lottery/downline-prize-groups';
import type { MemberRepository } from '../member/member.repository';
import { applyFieldRules } from '../member/register-rules';
import { presentAgentAccount } from './agent-accounts.presenter';
import { typeForRole } from './invitations.service';

type Deps = {
  db: Kysely<Database>;
  members: MemberRepository;
  config: ConfigService;
  prizeGroups: DownlinePrizeGroupsService;
  limiter: RateLimiter;
};

/** Accounts one agent may create per hour: a team is built over days, a script would be stopped. */
const CREATIONS_PER_HOUR = 100;

/**
 * Accounts an agent creates itself (schemas/agent-accounts.ts `POST /wps/agent/accounts`): a direct
 * downline placed in the tree with its closure rows and prize group in one transaction.
 */
export function createAgentAccountsService(deps: Deps) {
  const { db, members, config, prizeGroups, limiter } = deps;

  return {
    /** `POST /wps/agent/accounts`. */
    async create(site: SiteContext, ctx: AuthContext, input: z.output<typeof createAgentAccountRequestSchema>): Promise<AgentAccount> {
      if (!ctx.isAgent) throw new AppError('forbidden');
      const { merchant, visitor } = site;
      const type = typeForRole(merchant, input.role);
      // The same rules as registration, from the same settings, whether or not the register form shows the fields.
      const rules = (await config.registerSettings(merchant)).fields.filter((r) => r.field === 'username' || r.field === 'password');
      applyFieldRules(input, rules, ['username', 'password']);
      if (input.confirmPassword !== input.password) throw new AppError('inconsistent_twice');
      await limiter.enforce(`agent-accounts:${ctx.member.id}`, CREATIONS_PER_HOUR, 3600, 'too_many_requests');
      if (await members.findByUsername(merchant.id, input.username)) throw new AppError('account_already_in_use');
      const passwordHash = await hashPassword(input.password);

      let created: { member: MemberRow; series: number | null };
      try {
        created = await db.transaction().execute(async (trx) => {
          // The prize group is checked (and the agent's row locked) before the downline exists.
          const series =
            input.series === undefined ? null : await prizeGroups.forNewDownline(trx, merchant.id, ctx.member.id, input.series);
          const member = await members.insertWithClosure(trx, {
            merchant_id: merchant.id,
            username: input.username,
            nickname: input.nickname ?? input.username,
            type,
            password_hash: passwordHash,
            // Someone else chose it: the owner replaces it at first login (FORCED_PASSWORD_CHANGE).
            password_is_default: true,
            parent_id: ctx.member.id,
            register_ip: visitor.ip,
            register_method: 'AGENT',
            register_domain: visitor.host,
          });
          if (series !== null) await prizeGroups.assign(trx, member.id, series);
          return { member, series };
        });
      } catch (error) {
        // Two creations of one username at once: the unique index decides.
        if ((error as { code?: string })?.code === '23505') throw new AppError('account_already_in_use');
        throw error;
      }
      const [defaultSeries, forcing] = await Promise.all([
        prizeGroups.defaultSeries(db, merchant.id),
        config.isModuleEnabled(merchant, MODULE_IDS.forcedPasswordChange),
      ]);
      return presentAgentAccount(merchant, created.member, { series: created.series, defaultSeries }, forcing);
    },
  };
}

export type AgentAccountsService = ReturnType<typeof createAgentAccountsService>;
