import { formatMinor, type OpsPromotionReport, type opsPromotionReportQuerySchema } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { businessDays, daysOf } from '../agent-reports/business-days';
import { opsBonusesRepository, presentOpsBonus } from './ops-bonuses.repository';
import { opsPromotionsRepository } from './ops-promotions.repository';
import { promotionReportRepository as repo } from './promotion-report.repository';

/** The longest range one report covers (as the other back-office reports). */
const MAX_DAYS = 366;

/**
 * One promotion's report over a range of the merchant's business days (docs/promotions/back-office.md):
 * participants, claims by how taken and applications by state, cost, the turnover the paid
 * members produced since their bonuses, requirements by state, the budget left (all time), a
 * point per day for the chart, and the range's bonuses, paged.
 */
export function createPromotionReportService(db: Kysely<Database>) {
  return {
    async report(request: FastifyRequest, id: number, query: z.output<typeof opsPromotionReportQuerySchema>): Promise<OpsPromotionReport> {
      const merchant = request.site.merchant;
      const decimals = merchant.currency_decimals;
      const promotion = await opsPromotionsRepository.find(db, merchant.id, id);
      if (!promotion) throw new AppError('promotion_not_found');
      const days = daysOf(query.from, query.to);
      if (days.length > MAX_DAYS) {
        throw new AppError('invalid_parameter', { issues: [{ path: 'to', code: 'custom', message: 'range too long' }] });
      }
      const range = businessDays(query.from, query.to, merchant.time_zone);
      const [bonuses, entries, participants, turnover, perDay, page] = await Promise.all([
        repo.bonuses(db, id, range),
        repo.entries(db, id, range),
        repo.participants(db, id, range),
        repo.turnover(db, id, range),
        repo.days(db, id, range, merchant.time_zone),
        opsBonusesRepository.page(db, { merchantId: merchant.id, promotionId: id, from: range.start, to: range.end }, query),
      ]);
      const money = (minor: string | bigint) => formatMinor(BigInt(minor), decimals);
      const byDay = new Map(perDay.map((d) => [d.day, d]));
      const budget = promotion.budget === null ? null : BigInt(promotion.budget);
      const spent = BigInt(promotion.spent);
      return {
        from: query.from,
        to: query.to,
        timeZone: merchant.time_zone,
        participants,
        claims: {
          paid: bonuses.paid,
          byClaim: bonuses.by_claim,
          auto: bonuses.auto,
          byOperator: bonuses.by_operator,
          joined: entries.joined,
          applications: { inProcess: entries.in_process, approved: entries.approved, rejected: entries.rejected },
        },
        cost: money(bonuses.cost),
        turnover: money(turnover),
        requirements: {
          none: bonuses.req_none,
          open: bonuses.req_open,
          met: bonuses.req_met,
          forfeited: bonuses.req_forfeited,
          waived: bonuses.req_waived,
        },
        budget: budget === null ? null : money(budget),
        spent: money(spent),
        budgetLeft: budget === null ? null : money(budget - spent),
        days: days.map((day) => ({ day, claims: byDay.get(day)?.claims ?? 0, cost: money(byDay.get(day)?.cost ?? '0') })),
        bonuses: {
          rows: page.rows.map((row) => presentOpsBonus(row, decimals)),
          total: page.total,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        },
      };
    },
  };
}

export type PromotionReportService = ReturnType<typeof createPromotionReportService>;
