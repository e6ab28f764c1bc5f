import { type CreditReport, formatMinor, type MemberReportQuery, type ProfitLossReport } from '@fortuna/shared';
import type { SiteContext } from '../../http/site-context';
import { businessDays } from '../agent-reports/business-days';
import type { AuthContext } from '../auth/auth.service';
import { addFigures, type CreditKind, creditKindOf, type Figures, ZERO_FIGURES } from './member-reports.figures';
import { BONUS_KINDS, type MemberReportsRepository } from './member-reports.repository';

/**
 * The player's own reports over a range of the merchant's business days
 * (docs/responsible-gaming/profile-and-reports.md): personal profit and loss by day and
 * category from the settled-round rollups, and the credit report of the main wallet's money
 * in and out from the ledger.
 */
export function createMemberReportsService(deps: { repo: MemberReportsRepository }) {
  const { repo } = deps;
  return {
    /** `GET /wps/member/reports/profitLoss`. */
    async profitLoss(site: SiteContext, ctx: AuthContext, query: MemberReportQuery): Promise<ProfitLossReport> {
      const zone = site.merchant.time_zone;
      const range = businessDays(query.from, query.to, zone);
      const [play, money] = await Promise.all([repo.play(ctx.member.id, range, zone), repo.money(ctx.member.id, range, zone)]);
      const money$ = (amount: bigint) => formatMinor(amount, site.merchant.currency_decimals);
      const present = (f: Figures) => ({
        bets: money$(f.bets),
        validBet: money$(f.validBet),
        payout: money$(f.payout),
        net: money$(f.payout - f.bets),
        rounds: f.rounds,
      });
      const days = new Map<string, { total: Figures; categories: Map<string, Figures> }>();
      const categories = new Map<string, Figures>();
      let total = ZERO_FIGURES;
      for (const row of play) {
        const day = days.get(row.day) ?? { total: ZERO_FIGURES, categories: new Map<string, Figures>() };
        day.total = addFigures(day.total, row);
        day.categories.set(row.category, addFigures(day.categories.get(row.category) ?? ZERO_FIGURES, row));
        days.set(row.day, day);
        categories.set(row.category, addFigures(categories.get(row.category) ?? ZERO_FIGURES, row));
        total = addFigures(total, row);
      }
      const bonuses = money
        .filter((row) => (BONUS_KINDS as readonly string[]).includes(row.kind))
        .reduce((sum, row) => sum + row.amount, 0n);
      return {
        from: query.from,
        to: query.to,
        // Newest day first, as the other records read.
        days: [...days.entries()]
          .sort(([a], [b]) => (a < b ? 1 : -1))
          .map(([day, figures]) => ({
            day,
            ...present(figures.total),
            categories: [...figures.categories.entries()].map(([category, f]) => ({ category, ...present(f) })),
          })),
        categories: [...categories.entries()].map(([category, f]) => ({ category, ...present(f) })),
        totals: { ...present(total), bonuses: money$(bonuses), result: money$(total.payout - total.bets + bonuses) },
      };
    },

    /** `GET /wps/member/reports/credit`. */
    async credit(site: SiteContext, ctx: AuthContext, query: MemberReportQuery): Promise<CreditReport> {
      const zone = site.merchant.time_zone;
      const range = businessDays(query.from, query.to, zone);
      const [rows, opening, closing] = await Promise.all([
        repo.money(ctx.member.id, range, zone),
        repo.balanceBefore(ctx.member.id, range.start),
        repo.balanceBefore(ctx.member.id, range.end),
      ]);
      const money$ = (amount: bigint) => formatMinor(amount, site.merchant.currency_decimals);
      type Sums = Record<CreditKind, bigint>;
      const empty = (): Sums => ({ deposits: 0n, withdrawals: 0n, bonuses: 0n, adjustments: 0n, transfers: 0n, play: 0n });
      const present = (s: Sums) => ({
        deposits: money$(s.deposits),
        withdrawals: money$(s.withdrawals),
        bonuses: money$(s.bonuses),
        adjustments: money$(s.adjustments),
        transfers: money$(s.transfers),
        play: money$(s.play),
        net: money$(s.deposits + s.withdrawals + s.bonuses + s.adjustments + s.transfers + s.play),
      });
      const days = new Map<string, Sums>();
      const totals = empty();
      for (const row of rows) {
        const kind = creditKindOf(row.kind);
        const day = days.get(row.day) ?? empty();
        day[kind] += row.amount;
        totals[kind] += row.amount;
        days.set(row.day, day);
      }
      return {
        from: query.from,
        to: query.to,
        opening: money$(opening),
        closing: money$(closing),
        days: [...days.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([day, sums]) => ({ day, ...present(sums) })),
        totals: present(totals),
      };
    },
  };
}

export type MemberReportsService = ReturnType<typeof createMemberReportsService>;
