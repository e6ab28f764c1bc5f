import { TZDate } from '@date-fns/tz';
import {
  formatMinor,
  type OpsMoveResult,
  type OpsSettlementPage,
  type OpsTreePage,
  type opsSettlementQuerySchema,
  type opsTreeQuerySchema,
  ppmToPercent,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { businessDays, optionalBusinessDays } from '../agent-reports/business-days';
import { isAgentType } from '../auth/roles';
import { recordAudit } from '../ops/audit';
import type { OpsAgentsRepository } from './agents.repository';

/** The merchant's business day now, yyyy-MM-dd. */
export function businessToday(timeZone: string, now = Date.now()): string {
  const d = new TZDate(now, timeZone);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The back office's agents (schemas/ops-agents.ts; docs/backoffice/agents.md): the tree with team
 * figures, settlement records, and moving a member (with its subtree) under another agent.
 */
export function createOpsAgentsService(deps: { db: Kysely<Database>; repo: OpsAgentsRepository }) {
  const { db, repo } = deps;

  return {
    async tree(merchant: MerchantRow, q: z.output<typeof opsTreeQuerySchema>): Promise<OpsTreePage> {
      const today = businessToday(merchant.time_zone);
      const from = q.from ?? q.to ?? today;
      const to = q.to ?? (q.from ? today : from);
      if (from > to) throw new AppError('invalid_parameter', { issues: [{ path: 'from', code: 'custom', message: 'from after to' }] });
      const range = businessDays(from, to, merchant.time_zone);
      let path: OpsTreePage['path'] = [];
      if (q.parentId !== undefined && !q.username) {
        const parent = await repo.member(db, merchant.id, q.parentId);
        if (!parent) throw new AppError('member_not_found');
        path = (await repo.path(db, parent.id)).map((m) => ({ memberId: m.id, username: m.username }));
      }
      const { rows, total } = await repo.tree(merchant.id, { parentId: q.parentId, username: q.username }, range, q.sort, q.order, q);
      const money = (text: string) => formatMinor(BigInt(text), merchant.currency_decimals);
      return {
        rows: rows.map((r) => ({
          memberId: r.id,
          username: r.username,
          isAgent: isAgentType(merchant, r.type),
          status: r.status,
          parent: r.parent_id === null ? null : { memberId: r.parent_id, username: r.parent_username ?? '' },
          level: r.level,
          directCount: r.direct,
          teamSize: r.team_size,
          figures: {
            deposits: money(r.deposits),
            withdrawals: money(r.withdrawals),
            bets: money(r.bets),
            validBet: money(r.valid_bet),
            payout: money(r.payout),
            ggr: money(String(BigInt(r.bets) - BigInt(r.payout))),
          },
        })),
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        path,
        from,
        to,
      };
    },

    /**
     * Moves a member and everything below it under another agent, in one transaction: the subtree
     * and the new upline are locked (member rows, id order), the rules re-checked on the locked
     * state, the closure rows rewritten, and the audit row written with the old and new uplines.
     */
    async move(request: FastifyRequest, memberId: number, newParentUsername: string): Promise<OpsMoveResult> {
      const merchant = request.site.merchant;
      return db.transaction().execute(async (trx) => {
        const member = await repo.member(trx, merchant.id, memberId);
        if (!member) throw new AppError('member_not_found');
        const target = await repo.memberByUsername(trx, merchant.id, newParentUsername);
        if (!target) throw new AppError('member_not_found', { username: newParentUsername });
        const subtree = await repo.subtree(trx, member.id);
        await repo.lockMembers(trx, [...subtree, target.id]);
        // Another move may have changed the tree between the read and the locks: read it again.
        const locked = await repo.subtree(trx, member.id);
        const current = await repo.member(trx, merchant.id, memberId);
        if (!current || locked.join() !== subtree.join()) throw new AppError('conflict');
        if (locked.includes(target.id)) throw new AppError('agent_move_under_own_downline');
        if (!isAgentType(merchant, target.type)) throw new AppError('agent_move_not_agent');
        if (current.parent_id === target.id) throw new AppError('conflict', { reason: 'already_there' });
        const contracts = await repo.openContracts(trx, member.id);
        if (contracts.length > 0) {
          throw new AppError('agent_move_has_contract', {
            contracts: contracts.map((c) => ({ id: c.id, kind: c.kind, status: c.status })),
          });
        }
        const [ownSeries, targetSeries] = await Promise.all([
          repo.series(trx, merchant.id, member.id),
          repo.series(trx, merchant.id, target.id),
        ]);
        if (ownSeries > targetSeries) throw new AppError('agent_move_prize_group', { series: ownSeries, uplineSeries: targetSeries });

        const oldPath = await repo.path(trx, member.id);
        const oldParent = current.parent_id === null ? undefined : await repo.member(trx, merchant.id, current.parent_id);
        await repo.moveSubtree(trx, member.id, target.id);
        const result: OpsMoveResult = {
          memberId: member.id,
          username: member.username,
          from: oldParent ? { memberId: oldParent.id, username: oldParent.username } : null,
          to: { memberId: target.id, username: target.username },
          moved: locked.length,
        };
        await recordAudit(trx, request, {
          action: 'agents.member_move',
          targetType: 'member',
          targetId: member.id,
          before: { parent: result.from, uplines: oldPath.slice(0, -1).map((m) => m.username), subtree: locked.length },
          after: {
            parent: result.to,
            uplines: (await repo.path(trx, member.id)).slice(0, -1).map((m) => m.username),
            subtree: locked.length,
          },
        });
        return result;
      });
    },

    async settlements(merchant: MerchantRow, q: z.output<typeof opsSettlementQuerySchema>): Promise<OpsSettlementPage> {
      let agentId: number | undefined;
      if (q.agent) {
        const agent = await repo.memberByUsername(db, merchant.id, q.agent);
        if (!agent)
          return { rows: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize, totalAmount: formatMinor(0n, merchant.currency_decimals) };
        agentId = agent.id;
      }
      const range = optionalBusinessDays(q.from, q.to, merchant.time_zone);
      const { rows, total, amount } = await repo.settlements(
        { merchantId: merchant.id, kind: q.kind, agentId, start: range.start, end: range.end },
        q.sort,
        q.order,
        q,
      );
      const money = (value: bigint | string) => formatMinor(BigInt(value), merchant.currency_decimals);
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          agent: { memberId: r.agent_id, username: r.username },
          kind: r.kind,
          period: r.period,
          periodStart: new Date(r.period_start).toISOString(),
          periodEnd: new Date(r.period_end).toISOString(),
          contractId: r.contract_id,
          teamValidBet: money(r.team_valid_bet),
          teamProfit: money(r.team_profit),
          activeMembers: r.active_members,
          tierIndex: r.tier_index,
          rate: ppmToPercent(r.rate_ppm),
          gross: money(r.gross),
          downlineGross: money(r.downline_gross),
          amount: money(r.amount),
          paidAt: new Date(r.created_at).toISOString(),
        })),
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totalAmount: money(amount),
      };
    },
  };
}

export type OpsAgentsService = ReturnType<typeof createOpsAgentsService>;
