import {
  type BlogArticle,
  type BlogList,
  type blogListQuerySchema,
  JACKPOT_RANKING_SIZE,
  type JackpotPeriod,
  type JackpotRanking,
  type jackpotQuerySchema,
  type MirrorList,
  normalizeLanguage,
  type WinnerRange,
  type WinnersPage,
  type winnersQuerySchema,
} from '@fortuna/shared';
import type { z } from 'zod';
import type { MerchantRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import { businessDays } from '../agent-reports/business-days';
import { businessDay, businessMonth, businessWeek, isoDay, type Period } from '../missions/periods';
import { presentArticle, presentSummary, presentWin } from './pages.presenter';
import type { PagesRepository } from './pages.repository';

/** A yyyy-MM-dd `days` calendar days after (negative: before) `day`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How many days back a range starts and ends, counted from the merchant's today (0). */
const RANGES: Record<WinnerRange, { first: number; last: number }> = {
  today: { first: 0, last: 0 },
  yesterday: { first: -1, last: -1 },
  last_7_days: { first: -6, last: 0 },
  last_30_days: { first: -29, last: 0 },
};

const PERIODS: Record<JackpotPeriod, (now: Date, timeZone: string) => Period> = {
  today: businessDay,
  week: businessWeek,
  month: businessMonth,
};

/** The licence the footer and the mirror page show. */
export function licenceOf(merchant: MerchantRow) {
  return { text: merchant.licence, number: merchant.licence_number, url: merchant.licence_url };
}

/**
 * The public pages: the winners list (a range of the merchant's business days), the jackpot
 * ranking (biggest multipliers of a period), the blog and the mirror list. Wins come from the
 * settled real-money rounds themselves, as the winner board's do.
 */
export function createPagesService(deps: { repo: PagesRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The first and last business day of a preset, and their instants. */
    winnerRange(range: WinnerRange, timeZone: string) {
      const today = isoDay(now(), timeZone);
      const firstDay = addDays(today, RANGES[range].first);
      const lastDay = addDays(today, RANGES[range].last);
      return { firstDay, lastDay, ...businessDays(firstDay, lastDay, timeZone) };
    },

    /** `GET /wps/game/winners`. */
    async winners(site: SiteContext, query: z.output<typeof winnersQuerySchema>): Promise<WinnersPage> {
      const range = this.winnerRange(query.range, site.merchant.time_zone);
      const category = query.gameCategory === 'ALL' ? null : query.gameCategory;
      const page = await repo.winners(site.merchant.id, range, category, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        list: page.rows.map((row) => presentWin(row, site.language, site.merchant.currency_decimals)),
        total: page.total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        from: range.start.toISOString(),
        to: range.end.toISOString(),
        firstDay: range.firstDay,
        lastDay: range.lastDay,
        currencySymbol: site.merchant.currency_symbol,
      };
    },

    /** `GET /wps/game/jackpotRanking`. */
    async jackpot(site: SiteContext, query: z.output<typeof jackpotQuerySchema>): Promise<JackpotRanking> {
      const period = PERIODS[query.period](now(), site.merchant.time_zone);
      const category = query.gameCategory === 'ALL' ? null : query.gameCategory;
      const rows = await repo.jackpot(site.merchant.id, { start: period.from, end: period.to }, category, JACKPOT_RANKING_SIZE);
      return {
        period: query.period,
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        list: rows.map((row, index) => ({
          ...presentWin(row, site.language, site.merchant.currency_decimals),
          rank: index + 1,
          multiplier: row.multiplier,
        })),
        currencySymbol: site.merchant.currency_symbol,
      };
    },

    /** `GET /wps/content/blog`. */
    async blog(site: SiteContext, query: z.output<typeof blogListQuerySchema>): Promise<BlogList> {
      const page = await repo.pageLivePosts(site.merchant.id, query.category || undefined, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const fallback = normalizeLanguage(site.merchant.default_language) ?? 'en';
      return {
        list: page.rows.map((row) => presentSummary(row, site.language, fallback)),
        total: page.total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        categories: page.categories,
      };
    },

    /** `GET /wps/content/blog/:id`: a draft, withdrawn or scheduled post answers not-found. */
    async article(site: SiteContext, id: number): Promise<BlogArticle> {
      const row = await repo.livePost(site.merchant.id, id);
      if (!row) throw new AppError('not_found');
      return presentArticle(row, site.language, normalizeLanguage(site.merchant.default_language) ?? 'en');
    },

    /** `GET /wps/content/mirrors`. */
    async mirrors(site: SiteContext): Promise<MirrorList> {
      return { mirrors: await repo.mirrors(repo.db, site.merchant.id), licence: licenceOf(site.merchant) };
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
