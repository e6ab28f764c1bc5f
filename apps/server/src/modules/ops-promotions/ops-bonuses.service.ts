import type { OpsBonus } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { presentOpsBonus, opsBonusesRepository as repo } from './ops-bonuses.repository';

/**
 * Bonuses in the back office: a member's bonuses (the member page) and waiving an open turnover
 * requirement (docs/promotions/back-office.md). A waiver moves no money: the bonus stays paid,
 * its requirement is `waived` (closed by the operator, with the reason) and no longer holds the
 * member's withdrawals; it is audited in the same transaction.
 */
export function createOpsBonusesService(db: Kysely<Database>) {
  return {
    async memberBonuses(request: FastifyRequest, memberId: number, page: { pageNo: number; pageSize: number }) {
      const merchant = request.site.merchant;
      const member = await db
        .selectFrom('member')
        .select('id')
        .where('id', '=', memberId)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!member) throw new AppError('member_not_found');
      const { rows, total } = await repo.page(db, { merchantId: merchant.id, memberId }, page);
      return { rows: rows.map((row) => presentOpsBonus(row, merchant.currency_decimals)), total, ...page };
    },

    waive(request: FastifyRequest, id: number, reason: string): Promise<OpsBonus> {
      const merchant = request.site.merchant;
      const operator = operatorOf(request).username;
      return db.transaction().execute(async (trx) => {
        const before = await repo.find(trx, merchant.id, id, true);
        if (!before) throw new AppError('bonus_not_found');
        if (before.requirement !== 'open' || !(await repo.waive(trx, id, operator, reason))) {
          throw new AppError('bonus_not_open', { requirement: before.requirement });
        }
        const after = await repo.find(trx, merchant.id, id);
        if (!after) throw new AppError('bonus_not_found');
        await recordAudit(trx, request, {
          action: 'bonus.waive',
          targetType: 'bonus',
          targetId: id,
          before: { requirement: before.requirement, member: before.username },
          after: { requirement: after.requirement, member: after.username, reason },
        });
        return presentOpsBonus(after, merchant.currency_decimals);
      });
    },
  };
}

export type OpsBonusesService = ReturnType<typeof createOpsBonusesService>;
