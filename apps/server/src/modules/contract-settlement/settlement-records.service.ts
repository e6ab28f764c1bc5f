import { type ContractKind, formatMinor, type SettlementList, type settlementQuerySchema } from '@fortuna/shared';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { presentContract } from '../agent-contracts/contracts.presenter';
import { optionalBusinessDays } from '../agent-reports/business-days';
import type { AuthContext } from '../auth/auth.service';
import type { SettlementRepository } from './settlement.repository';
import { presentSettlement } from './settlement-records.presenter';

/**
 * The settlement records of the agent back office (schemas/contracts.ts `settlementListSchema`):
 * the caller's own computations of one kind, newest period first, with the total paid over the
 * whole filter and its active contract of the kind. A record belongs to the days its period
 * overlaps (the merchant's business days), so a month's dividend shows for any day of the month.
 */
export function createSettlementRecordsService(deps: { repo: SettlementRepository }) {
  const { repo } = deps;
  return {
    async list(
      site: SiteContext,
      ctx: AuthContext,
      kind: ContractKind,
      query: z.output<typeof settlementQuerySchema>,
    ): Promise<SettlementList> {
      if (!ctx.isAgent) throw new AppError('forbidden');
      const merchant = site.merchant;
      const range = optionalBusinessDays(query.from, query.to, merchant.time_zone);
      const filter = { merchantId: merchant.id, agentId: ctx.member.id, kind, start: range.start, end: range.end };
      const [rows, summary, contract] = await Promise.all([
        repo.page(filter, query.pageNo, query.pageSize),
        repo.summary(filter),
        repo.activeContract(merchant.id, ctx.member.id, kind),
      ]);
      return {
        contract: contract ? presentContract(contract, merchant, { memberId: ctx.member.id }) : null,
        list: rows.map((row) => presentSettlement(row, merchant.currency_decimals)),
        total: summary.total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalAmount: formatMinor(summary.amount, merchant.currency_decimals),
      };
    },
  };
}

export type SettlementRecordsService = ReturnType<typeof createSettlementRecordsService>;
