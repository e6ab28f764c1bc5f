import {
  type AccountRecord,
  type accountDetailsQuerySchema,
  INCOME_KINDS,
  type Income,
  type incomeQuerySchema,
  TEAM_REWARD_KINDS,
  type TeamBetting,
  type TeamOverview,
  type TeamTransactions,
  type teamBettingQuerySchema,
  type teamOverviewQuerySchema,
  type teamTransactionsQuerySchema,
  type UserLoss,
  type userLossQuerySchema,
} from '@fortuna/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { BettingRecordService } from '../betting-record/betting-record.service';
import type { WalletService } from '../wallet/wallet.service';
import { presentIncome, presentOverview, presentTransactions, presentUserLoss } from './agent-reports.presenter';
import type { AgentReportsRepository, ReportScope } from './agent-reports.repository';
import { businessDays, optionalBusinessDays } from './business-days';

/** The team a report reads, as resolved from the query: its top member, how far below the agent it is, and the username prefix. */
type ResolvedScope = ReportScope & { username: string | undefined; scopeName: string; depthOffset: number };

/**
 * The team reports of the agent back office (schemas/agent-reports.ts). Every call is the agent's
 * only, and every member it names is checked to be inside the agent's subtree before anything of
 * the team is read. Figures of play come from the slot rollups, money from the cashier tables and
 * the ledger; the team's rounds and the agent's own ledger are read through the betting record and
 * wallet services rather than copied.
 */
export function createAgentReportsService(deps: {
  repo: AgentReportsRepository;
  bettingRecord: BettingRecordService;
  wallet: WalletService;
}) {
  const { repo, bettingRecord, wallet } = deps;

  function requireAgent(ctx: AuthContext): void {
    if (!ctx.isAgent) throw new AppError('forbidden');
  }

  /** The team of `memberId` (default: the agent's own), refused when it is not the agent's or the prefix names nobody in it. */
  async function resolveScope(
    site: SiteContext,
    ctx: AuthContext,
    query: { memberId?: number | undefined; username?: string | undefined },
  ): Promise<ResolvedScope> {
    requireAgent(ctx);
    let scope = { scopeId: ctx.member.id, scopeName: ctx.member.username, depthOffset: 0 };
    if (query.memberId !== undefined && query.memberId !== ctx.member.id) {
      const downline = await repo.downline(ctx.member.id, query.memberId);
      if (!downline) throw new AppError('downline_not_found');
      scope = { scopeId: downline.id, scopeName: downline.username, depthOffset: downline.depth };
    }
    if (query.username && !(await repo.hasUsernamePrefix(scope.scopeId, query.username))) {
      throw new AppError('downline_not_found', { username: query.username });
    }
    return { ...scope, merchantId: site.merchant.id, username: query.username };
  }

  return {
    /** `GET /wps/agent/report/overview`. */
    async overview(site: SiteContext, ctx: AuthContext, query: z.output<typeof teamOverviewQuerySchema>): Promise<TeamOverview> {
      const scope = await resolveScope(site, ctx, query);
      const { merchant } = site;
      const zone = merchant.time_zone;
      const range = businessDays(query.from, query.to, zone);
      const [members, play, active, deposits, withdrawals, first, rewards] = await Promise.all([
        repo.members(scope.scopeId, range, zone),
        repo.playByDay(scope, range, zone),
        repo.activeMembers(scope, range),
        repo.depositsByDay(scope, range, zone),
        repo.withdrawalsByDay(scope, range, zone),
        repo.firstDeposits(scope, range),
        repo.rewards(scope, TEAM_REWARD_KINDS, range),
      ]);
      return presentOverview(
        { from: query.from, to: query.to, timeZone: zone, scope: { memberId: scope.scopeId, username: scope.scopeName } },
        { members, play, active, deposits, withdrawals, first, rewards },
        merchant.currency_decimals,
      );
    },

    /** `GET /wps/agent/report/betting`: through the betting record's own query, scoped to the team. */
    async betting(site: SiteContext, ctx: AuthContext, query: z.output<typeof teamBettingQuerySchema>): Promise<TeamBetting> {
      const scope = await resolveScope(site, ctx, query);
      const range = optionalBusinessDays(query.from, query.to, site.merchant.time_zone);
      return bettingRecord.team(site, { teamOf: scope.scopeId, usernamePrefix: scope.username }, query, range);
    },

    /** `GET /wps/agent/report/userLoss`. */
    async userLoss(site: SiteContext, ctx: AuthContext, query: z.output<typeof userLossQuerySchema>): Promise<UserLoss> {
      const scope = await resolveScope(site, ctx, query);
      const range = businessDays(query.from, query.to, site.merchant.time_zone);
      const page = await repo.userLoss(scope, range, query.sort, query.order, query.pageNo, query.pageSize);
      return presentUserLoss(
        page,
        { pageNo: query.pageNo, pageSize: query.pageSize, depthOffset: scope.depthOffset },
        site.merchant.currency_decimals,
      );
    },

    /** `GET /wps/agent/report/income`: the agent's own earnings. */
    async income(site: SiteContext, ctx: AuthContext, query: z.output<typeof incomeQuerySchema>): Promise<Income> {
      requireAgent(ctx);
      const range = optionalBusinessDays(query.from, query.to, site.merchant.time_zone);
      const kinds = query.kind ? [query.kind] : INCOME_KINDS;
      const page = await repo.income(ctx.member.id, { kinds, ...range }, query.sort, query.order, query.pageNo, query.pageSize);
      return presentIncome(page, { pageNo: query.pageNo, pageSize: query.pageSize }, site.merchant.currency_decimals);
    },

    /** `GET /wps/agent/report/accountDetails`: the member centre's account record of the agent itself, in the merchant's days. */
    async accountDetails(site: SiteContext, ctx: AuthContext, query: z.output<typeof accountDetailsQuerySchema>): Promise<AccountRecord> {
      requireAgent(ctx);
      const { sort, order, ...record } = query;
      return wallet.accountRecord(site, ctx, record, { timeZone: site.merchant.time_zone, sort, order });
    },

    /** `GET /wps/agent/report/transactions`. */
    async transactions(
      site: SiteContext,
      ctx: AuthContext,
      query: z.output<typeof teamTransactionsQuerySchema>,
    ): Promise<TeamTransactions> {
      const scope = await resolveScope(site, ctx, query);
      const range = optionalBusinessDays(query.from, query.to, site.merchant.time_zone);
      const page = await repo.transactions(
        scope,
        { kind: query.kind, status: query.status, ...range },
        query.sort,
        query.order,
        query.pageNo,
        query.pageSize,
      );
      return presentTransactions(page, { pageNo: query.pageNo, pageSize: query.pageSize }, site.merchant.currency_decimals);
    },
  };
}

export type AgentReportsService = ReturnType<typeof createAgentReportsService>;
