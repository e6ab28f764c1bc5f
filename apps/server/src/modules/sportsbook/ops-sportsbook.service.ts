import { randomUUID } from 'node:crypto';
import {
  formatMinor,
  type OpsSportsbookBetRow,
  type OpsSportsbookLeague,
  type OpsSportsbookLiability,
  type OpsSportsbookMatch,
  type OpsSportsbookSettings,
  type opsSportsbookLeagueCreateSchema,
  type opsSportsbookMatchCreateSchema,
  type opsSportsbookMatchesQuerySchema,
  type opsSportsbookOddsSchema,
  type opsSportsbookSettingsSchema,
} from '@fortuna/shared';
import { type MatchResult, matchResultSchema, readMarketKey, readSelectionKey, SPORT_OF_KIND } from '@fortuna/sportsbook';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type AuditChange, recordAudit } from '../ops/audit';
import { presentOpsLeague, presentOpsMatch } from './sportsbook.presenter';
import type { MatchRow, SportsbookKysely, SportsbookRepository } from './sportsbook.repository';
import type { MatchDetail } from './sportsbook.tables';
import { FeedRefusal, marketKeyOf, type SportsbookFeed } from './sportsbook-feed';
import type { SportsbookHub } from './sportsbook-hub';
import type { SportsbookTiming } from './sportsbook-settings';
import type { SportsbookSettlement } from './sportsbook-settle';
import type { SportsbookSimulation } from './sportsbook-simulator';
import type { SportsbookViews } from './sportsbook-views';

const refusal = (error: unknown): never => {
  if (error instanceof FeedRefusal) throw new AppError(error.code, { reason: error.message });
  throw error;
};

/** The audit row of a trading write, in its transaction (the book's tables are added to the app's with withTables). */
const audit = (trx: SportsbookKysely, request: FastifyRequest, change: AuditChange) =>
  recordAudit(trx as unknown as Kysely<Database>, request, change);

const uniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Trading in the back office (`sportsbook.read` to look, `sportsbook.write` to change): leagues,
 * fixtures, a market's prices and limit, opening, suspending and voiding markets, a match's status,
 * its result and corrections, its bets and liability, the book's limits. Every write runs in one
 * transaction with its audit row (ops/audit.ts) through the same steps the feed uses
 * (sportsbook-feed.ts); what settles (a result, a void, a cancellation) is settled right after, a
 * batch inline and the rest by the driver.
 */
export function createOpsSportsbookService(deps: {
  repo: SportsbookRepository;
  feed: SportsbookFeed;
  hub: SportsbookHub;
  views: SportsbookViews;
  settlement: SportsbookSettlement;
  simulation: SportsbookSimulation;
  timing: SportsbookTiming;
  clock?: () => Date;
}) {
  const { repo, feed, hub, views, settlement, simulation, timing } = deps;
  const clock = deps.clock ?? (() => new Date());
  const site = (request: FastifyRequest) => ({
    merchantId: request.site.merchant.id,
    language: request.site.language,
    decimals: request.site.merchant.currency_decimals ?? 2,
  });

  async function matchOf(request: FastifyRequest, id: bigint, trx?: SportsbookKysely): Promise<MatchRow> {
    const match = trx ? await repo.lockMatch(trx, id) : await repo.match(id);
    if (!match || match.merchant_id !== request.site.merchant.id) throw new AppError('sportsbook_match_not_found');
    return match;
  }

  async function view(request: FastifyRequest, id: bigint): Promise<OpsSportsbookMatch> {
    const { language, decimals } = site(request);
    const match = await matchOf(request, id);
    const league = await repo.league(match.league_id);
    const markets = (await repo.markets([match.id])).get(String(match.id)) ?? [];
    return presentOpsMatch({ match, league, markets, language, now: clock(), decimals });
  }

  /** Settles what a change made settleable: a batch now, the rest on the driver's ticks. */
  async function settleSoon(matchId: bigint): Promise<void> {
    await settlement.settleMatch(matchId, { limit: timing.settleBatch, concurrency: timing.settleConcurrency });
  }

  /** A change to a match in one transaction with its audit row, then the hub told and what settles settled. */
  async function change(
    request: FastifyRequest,
    id: bigint,
    action: string,
    apply: (trx: SportsbookKysely, match: MatchRow) => Promise<unknown>,
  ): Promise<OpsSportsbookMatch> {
    await repo.db
      .transaction()
      .execute(async (trx) => {
        const before = await matchOf(request, id, trx);
        const detail = await apply(trx, before);
        const after = (await repo.match(id, trx)) as MatchRow;
        await audit(trx, request, {
          action,
          targetType: 'sportsbook_match',
          targetId: String(id),
          before: { status: before.status, result: before.result, resultVersion: before.result_version },
          after: { status: after.status, result: after.result, resultVersion: after.result_version, change: detail ?? null },
        });
      })
      .catch(refusal);
    const after = (await repo.match(id)) as MatchRow;
    hub.match(after);
    if (after.settled_rev < after.settle_rev) await settleSoon(id);
    return view(request, id);
  }

  return {
    /** `GET /ops/sportsbook/leagues`. */
    async leagues(request: FastifyRequest, sport?: MatchRow['sport']): Promise<OpsSportsbookLeague[]> {
      return (await repo.leagues(site(request).merchantId, sport)).map(presentOpsLeague);
    },

    /** `POST /ops/sportsbook/leagues`. */
    async createLeague(request: FastifyRequest, input: z.output<typeof opsSportsbookLeagueCreateSchema>): Promise<OpsSportsbookLeague> {
      const { merchantId } = site(request);
      try {
        const row = await repo.db.transaction().execute(async (trx) => {
          const league = await trx
            .insertInto('sportsbook_league')
            .values({
              merchant_id: merchantId,
              sport: input.sport,
              code: input.code,
              names: JSON.stringify(input.names),
              sort: input.sort,
              hot: input.hot,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit(trx, request, {
            action: 'sportsbook.league_create',
            targetType: 'sportsbook_league',
            targetId: league.id,
            after: league,
          });
          return league;
        });
        return presentOpsLeague(row);
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('sportsbook_code_taken');
        throw error;
      }
    },

    /** `GET /ops/sportsbook/matches`: matches by start (newest first unless asked), without their markets. */
    async matches(request: FastifyRequest, query: z.output<typeof opsSportsbookMatchesQuerySchema>) {
      const { merchantId, language, decimals } = site(request);
      let base = repo.db.selectFrom('sportsbook_match').where('merchant_id', '=', merchantId);
      if (query.sport) base = base.where('sport', '=', query.sport);
      if (query.status) base = base.where('status', '=', query.status);
      if (query.leagueId) base = base.where('league_id', '=', query.leagueId);
      const rows = await base
        .selectAll()
        .orderBy('starts_at', query.order)
        .orderBy('id', query.order)
        .offset((query.pageNo - 1) * query.pageSize)
        .limit(query.pageSize)
        .execute();
      const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const leagues = new Map((await repo.leaguesById([...new Set(rows.map((r) => r.league_id))])).map((l) => [l.id, l]));
      const now = clock();
      return {
        rows: rows.map((match) => presentOpsMatch({ match, league: leagues.get(match.league_id), markets: [], language, now, decimals })),
        total: Number(total.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** `GET /ops/sportsbook/matches/:id`: a match with every market. */
    match: view,

    /**
     * `POST /ops/sportsbook/matches`: a fixture entered by hand. `simulate` gives it a seed the
     * driver plays it from, and prices it before kick-off.
     */
    async createMatch(request: FastifyRequest, input: z.output<typeof opsSportsbookMatchCreateSchema>): Promise<OpsSportsbookMatch> {
      const { merchantId } = site(request);
      const league = await repo.league(input.leagueId);
      if (!league || league.merchant_id !== merchantId) throw new AppError('sportsbook_league_not_found');
      const detail: MatchDetail =
        league.sport === 'esports'
          ? { title: input.title ?? 'esports', bestOf: input.bestOf ?? 3 }
          : league.sport === 'cockfight'
            ? { fightNumber: input.fightNumber ?? 1 }
            : {};
      const sim = input.simulate ? simulation.defaultSpec(league.sport, randomUUID()) : null;
      let id: bigint;
      try {
        id = await repo.db.transaction().execute(async (trx) => {
          const match = await trx
            .insertInto('sportsbook_match')
            .values({
              merchant_id: merchantId,
              league_id: league.id,
              sport: league.sport,
              feed_ref: input.feedRef ?? `ops-${randomUUID()}`,
              home_names: JSON.stringify(input.homeNames),
              away_names: JSON.stringify(input.awayNames),
              starts_at: new Date(input.startsAt),
              hot: input.hot,
              detail: JSON.stringify(detail),
              sim: sim ? JSON.stringify(sim) : null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (sim) await feed.setPrices(trx, match, simulation.prices(match, simulation.stateAt(match, clock())));
          await audit(trx, request, {
            action: 'sportsbook.match_create',
            targetType: 'sportsbook_match',
            targetId: String(match.id),
            after: match,
          });
          return match.id;
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('sportsbook_code_taken');
        throw error;
      }
      return view(request, id);
    },

    /** `PUT /ops/sportsbook/matches/:id/odds`: a market's prices (made when missing) and its largest stake per bet. */
    async setOdds(request: FastifyRequest, id: bigint, input: z.output<typeof opsSportsbookOddsSchema>): Promise<OpsSportsbookMatch> {
      const market = readMarketKey(input.marketKey);
      if (!market) throw new AppError('sportsbook_selection_invalid', { selectionKey: input.marketKey });
      for (const price of input.prices) {
        if (!readSelectionKey(price.selectionKey) || marketKeyOf(price.selectionKey) !== input.marketKey)
          throw new AppError('sportsbook_selection_invalid', { selectionKey: price.selectionKey });
      }
      let changed: Awaited<ReturnType<SportsbookFeed['setPrices']>> = [];
      const result = await change(request, id, 'sportsbook.odds_set', async (trx, match) => {
        if (match.status === 'finished' || match.status === 'cancelled')
          throw new FeedRefusal('sportsbook_status_invalid', `match ${match.status}`);
        if (SPORT_OF_KIND[market.kind] !== match.sport)
          throw new AppError('sportsbook_selection_invalid', { selectionKey: input.marketKey });
        changed = await feed.setPrices(trx, match, input.prices);
        if (input.maxStake !== undefined) {
          await trx
            .updateTable('sportsbook_market')
            .set({ max_stake: input.maxStake, updated_at: sql`now()` })
            .where('match_id', '=', match.id)
            .where('market_key', '=', input.marketKey)
            .execute();
        }
        return { marketKey: input.marketKey, prices: changed, maxStake: input.maxStake === undefined ? undefined : String(input.maxStake) };
      });
      if (changed.length > 0) hub.odds((await repo.match(id)) as MatchRow, changed);
      return result;
    },

    /** `POST /ops/sportsbook/markets/:id/status`: open or suspend a market (a settled or void market stays). */
    async setMarketStatus(request: FastifyRequest, marketId: bigint, status: 'open' | 'suspended'): Promise<OpsSportsbookMatch> {
      const market = await repo.market(marketId);
      if (!market) throw new AppError('sportsbook_market_not_found');
      return change(
        request,
        market.match_id,
        status === 'open' ? 'sportsbook.market_open' : 'sportsbook.market_suspend',
        async (trx, match) => {
          if (market.status === 'settled' || market.status === 'void')
            throw new FeedRefusal('sportsbook_status_invalid', `market ${market.status}`);
          if (status === 'open' && match.status !== 'scheduled' && match.status !== 'live')
            throw new FeedRefusal('sportsbook_status_invalid', `match ${match.status}`);
          await repo.setMarketsOpen(trx, match.id, status === 'open', [market.market_key]);
          return { marketKey: market.market_key, status };
        },
      );
    },

    /** `POST /ops/sportsbook/markets/:id/void`: every leg on it void; its bets settle (a single returns its stake, a parlay drops the leg). */
    async voidMarket(request: FastifyRequest, marketId: bigint): Promise<OpsSportsbookMatch> {
      const market = await repo.market(marketId);
      if (!market) throw new AppError('sportsbook_market_not_found');
      return change(request, market.match_id, 'sportsbook.market_void', async (trx, match) => {
        const locked = await trx
          .selectFrom('sportsbook_market')
          .selectAll()
          .where('id', '=', marketId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.status === 'void') return { marketKey: locked.market_key, status: 'void' };
        await trx.updateTable('sportsbook_market').set({ status: 'void', updated_at: sql`now()` }).where('id', '=', marketId).execute();
        await repo.bumpSettle(trx, match.id);
        return { marketKey: locked.market_key, status: 'void', was: locked.status };
      });
    },

    /** `POST /ops/sportsbook/matches/:id/status`: live, finished, postponed (a new start), cancelled (every market void), scheduled again. */
    async setMatchStatus(
      request: FastifyRequest,
      id: bigint,
      input: { status: MatchRow['status']; startsAt?: string },
    ): Promise<OpsSportsbookMatch> {
      return change(request, id, 'sportsbook.match_status', async (trx, match) => {
        await feed.setStatus(trx, match, input.status, input.startsAt ? { startsAt: new Date(input.startsAt) } : {});
        return { status: input.status };
      });
    },

    /**
     * `POST /ops/sportsbook/matches/:id/result`: the result, or a correction (result_version + 1):
     * the bets on the match are settled, or resettled on the difference.
     */
    async setResult(request: FastifyRequest, id: bigint, input: { result: unknown }): Promise<OpsSportsbookMatch> {
      const parsed = matchResultSchema.safeParse(input.result);
      if (!parsed.success) throw new AppError('sportsbook_result_invalid', { reason: parsed.error.issues[0]?.message ?? 'invalid' });
      const result: MatchResult = parsed.data;
      return change(request, id, 'sportsbook.result', async (trx, match) => {
        if (match.sport === 'esports' && result.sport === 'esports' && match.detail.bestOf && match.detail.bestOf !== result.bestOf)
          throw new FeedRefusal('sportsbook_result_invalid', `best of ${match.detail.bestOf}`);
        await feed.setResult(trx, match, result, match.result_version + 1);
        return { version: match.result_version + 1 };
      });
    },

    /** `GET /ops/sportsbook/matches/:id/bets`: the bets with a leg on the match, newest first. */
    async bets(request: FastifyRequest, id: bigint, query: { pageNo: number; pageSize: number }) {
      const { language, decimals } = site(request);
      await matchOf(request, id);
      const { rows, total } = await repo.matchBets(id, (query.pageNo - 1) * query.pageSize, query.pageSize);
      const presented = await views.bets(rows, language, decimals);
      return {
        rows: presented.map(
          (bet, i): OpsSportsbookBetRow => ({ ...bet, memberId: rows[i]?.member_id as number, username: rows[i]?.username as string }),
        ),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** `GET /ops/sportsbook/matches/:id/liability`: the running bets on each selection, and the worst single-bet return of each market. */
    async liability(request: FastifyRequest, id: bigint): Promise<OpsSportsbookLiability> {
      const { decimals } = site(request);
      await matchOf(request, id);
      const rows = await repo.liability(id);
      const worst = new Map<string, { selectionKey: string; potential: bigint }>();
      for (const row of rows) {
        if (row.kind !== 'single') continue;
        const current = worst.get(row.market_key);
        if (!current || row.potential > current.potential)
          worst.set(row.market_key, { selectionKey: row.selection_key, potential: row.potential });
      }
      return {
        matchId: String(id),
        rows: rows.map((r) => ({
          marketKey: r.market_key,
          selectionKey: r.selection_key,
          kind: r.kind,
          bets: r.bets,
          stake: formatMinor(r.stake, decimals),
          potentialReturn: formatMinor(r.potential, decimals),
        })),
        worstCase: [...worst].map(([marketKey, w]) => ({
          marketKey,
          selectionKey: w.selectionKey,
          potentialReturn: formatMinor(w.potential, decimals),
        })),
      };
    },

    /** `GET /ops/sportsbook/settings`. */
    async settings(request: FastifyRequest): Promise<OpsSportsbookSettings> {
      const { merchantId, decimals } = site(request);
      const s = await repo.settings(merchantId);
      return { minStake: formatMinor(s.minStake, decimals), maxStake: formatMinor(s.maxStake, decimals), inPlayDelayMs: s.inPlayDelayMs };
    },

    /** `PUT /ops/sportsbook/settings`. */
    async saveSettings(request: FastifyRequest, input: z.output<typeof opsSportsbookSettingsSchema>): Promise<OpsSportsbookSettings> {
      const { merchantId, decimals } = site(request);
      const before = await repo.settings(merchantId);
      await repo.db.transaction().execute(async (trx) => {
        await repo.saveSettings(trx, merchantId, input);
        await audit(trx, request, {
          action: 'sportsbook.settings',
          targetType: 'sportsbook_settings',
          targetId: merchantId,
          before,
          after: input,
        });
      });
      return {
        minStake: formatMinor(input.minStake, decimals),
        maxStake: formatMinor(input.maxStake, decimals),
        inPlayDelayMs: input.inPlayDelayMs,
      };
    },
  };
}

export type OpsSportsbookService = ReturnType<typeof createOpsSportsbookService>;
