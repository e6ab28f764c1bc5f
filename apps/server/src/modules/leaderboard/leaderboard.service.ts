import { formatMinor, type Leaderboard, type leaderboardQuerySchema } from '@fortuna/shared';
import type { z } from 'zod';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { maskAccount } from '../game-launch/game-launch.presenter';
import { businessDay, businessMonth, businessWeek, type Period } from '../missions/periods';
import type { LeaderboardRepository } from './leaderboard.repository';

/** How many members the leaderboard lists (the winner board's size, spec §7). */
export const LEADERBOARD_SIZE = 20;

const PERIODS: Record<Leaderboard['period'], (now: Date, timeZone: string) => Period> = {
  today: businessDay,
  week: businessWeek,
  month: businessMonth,
};

/**
 * The leaderboard (spec §7 "mission summary and leaderboard (relay MCSFE)"): the top 20 of a
 * period of the merchant's business days (its zone) by net winnings or valid bet, names masked as on the winner board except the caller's
 * own, and the caller's rank when it is ranked at all.
 */
export function createLeaderboardService(deps: { repo: LeaderboardRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** `GET /wps/relay/MCSFE_getLeaderboard`; `ctx` is null for a guest. */
    async board(site: SiteContext, ctx: AuthContext | null, query: z.output<typeof leaderboardQuerySchema>): Promise<Leaderboard> {
      const period = PERIODS[query.period](now(), site.merchant.time_zone);
      const memberId = ctx && !ctx.isTrial ? ctx.member.id : null;
      const rows = await repo.top({
        merchantId: site.merchant.id,
        period,
        category: query.category === 'ALL' ? null : query.category,
        rankBy: query.rankBy,
        limit: LEADERBOARD_SIZE,
        memberId,
      });
      const decimals = site.merchant.currency_decimals;
      const mine = rows.find((r) => r.member_id === memberId);
      return {
        period: query.period,
        rankBy: query.rankBy,
        from: period.from.toISOString(),
        to: period.to.toISOString(),
        list: rows.slice(0, LEADERBOARD_SIZE).map((r) => ({
          rank: Number(r.rank),
          player: r.member_id === memberId ? r.username : maskAccount(r.username),
          me: r.member_id === memberId,
          profit: formatMinor(BigInt(r.profit), decimals),
          validBet: formatMinor(BigInt(r.valid_bet), decimals),
        })),
        myRank: mine ? Number(mine.rank) : null,
        currencySymbol: site.merchant.currency_symbol,
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
