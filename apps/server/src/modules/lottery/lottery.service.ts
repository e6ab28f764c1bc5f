import { createHash } from 'node:crypto';
import { verifyDraw } from '@fortuna/bgs';
import { cancelBet, LotteryError, type LotteryWallet, type PlacedSlip, placeSlip, replayedSlip } from '@fortuna/bgs/engine';
import {
  type CancelBetResponse,
  type cancelBetRequestSchema,
  formatMinor,
  type LotteryIssuesResponse,
  type LotteryMenuResponse,
  type LotteryNearResponse,
  type LotteryPricingResponse,
  type lotteryMenuQuerySchema,
  type MyBetsResponse,
  type myBetsQuerySchema,
  normalizeLanguage,
  type OpenedNumerosResponse,
  type openedNumerosQuerySchema,
  type PlaceBetResponse,
  type placeBetRequestSchema,
  type TrendResponse,
  type VerifyResponse,
} from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import { lotteryTypeOf, nameIn, presentIssue } from './lottery.presenter';
import type { GameIssueRow, LotteryGameRow, LotteryRepository } from './lottery.repository';
import type { LotterySessions } from './lottery-session';
import { walletRefusal } from './lottery-wallet';

/**
 * Maps an engine refusal to the platform's error; a wallet refusal the engine passed on (the
 * responsible-gaming guard's, an account frozen) keeps its code and values (`remaining`, `endsAt`).
 */
function engineError(error: unknown, decimals = 2): never {
  if (error instanceof LotteryError) {
    // The engine counts in minor units; the player reads the balance in the merchant's decimals.
    const balance = (error.details as { balance?: unknown } | undefined)?.balance;
    if (error.code === 'insufficient_balance' && typeof balance === 'string' && /^-?\d+$/.test(balance))
      throw new AppError(error.code, { ...(error.details as object), balance: formatMinor(BigInt(balance), decimals) });
    throw new AppError(error.code, error.details);
  }
  throw walletRefusal(error, decimals) ?? error;
}

/**
 * The request id and a digest of the rest of the validated body (bigints as decimals), so the
 * same id with another body is told apart from a retry.
 */
function clientRequest(input: { requestId: string }) {
  const { requestId, ...body } = input;
  const canonical = JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
  return { id: requestId, hash: createHash('sha256').update(canonical).digest('hex') };
}

/** The member's own prize group as a game pays it: at most the game's maximum (back office prize-group bounds). */
function cappedSeries(own: number, game: LotteryGameRow): number {
  return game.max_series === null ? own : Math.min(own, game.max_series);
}

/** The lottery calls (schemas/lottery.ts in packages/shared): lobby, issues, bets, history, trend, verify. */
type MenuQuery = z.output<typeof lotteryMenuQuerySchema>;

export function createLotteryService(deps: {
  db: Kysely<Database>;
  repo: LotteryRepository;
  wallet: LotteryWallet;
  sessions: LotterySessions;
  clock?: () => Date;
}) {
  const { db, repo, wallet, sessions } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function gameOf(code: string): Promise<LotteryGameRow> {
    const game = await repo.gameByCode(code);
    if (!game) throw new AppError('lottery_game_not_found');
    return game;
  }

  /** The lobby list of `games` (of one vendor when `vendor` is given; its prize mode is SEA for TCG_SEA). */
  async function menu(site: SiteContext, all: LotteryGameRow[], query: MenuQuery): Promise<LotteryMenuResponse> {
    const { language, vendor } = query;
    const games = vendor ? all.filter((game) => game.vendor_code === vendor) : all;
    const now = clock();
    const lang = normalizeLanguage(language) ?? site.language;
    const ids = games.map((game) => game.id);
    const [upcoming, drawn] = await Promise.all([repo.upcomingOfEach(ids, now), repo.lastDrawnOfEach(ids)]);
    const byGame = (rows: GameIssueRow[]) => new Map(rows.map((row) => [row.lottery_game_id, row]));
    const currents = byGame(upcoming);
    const lasts = byGame(drawn);
    const list = games.map((game) => {
      const current = currents.get(game.id);
      const last = lasts.get(game.id);
      return {
        nodeId: game.game_id,
        gameCode: game.code,
        vendor: game.vendor_code,
        lotteryType: lotteryTypeOf(game.game_type),
        name: nameIn(game.names, lang),
        payMode: game.pay_mode,
        current: current ? presentIssue(current) : null,
        last: last ? presentIssue(last) : null,
      };
    });
    const prizeMode = vendor === 'TCG_SEA' ? 'SEA' : (await repo.elottHasLottery()) ? 'ELOTT' : 'LOTT';
    return { serverTime: now.toISOString(), prizeMode, list };
  }

  return {
    /** `GET /lgw/vn/games/game_menu`: every running lottery with its current issue and last result. */
    async menu(site: SiteContext, query: MenuQuery): Promise<LotteryMenuResponse> {
      return menu(site, await repo.games(), query);
    },

    /** `GET /lgw/vn/games/game_menu/recent`: the lotteries the member played last. */
    async recentMenu(site: SiteContext, ctx: AuthContext, query: MenuQuery): Promise<LotteryMenuResponse> {
      return menu(site, await repo.recentGames(ctx.member.id, 20), query);
    },

    /** Current and next issue, the last drawn one, and the server's time. */
    async issues(code: string): Promise<LotteryIssuesResponse> {
      const game = await gameOf(code);
      const now = clock();
      const [current, next] = await repo.upcoming(game.id, now, 2);
      const [last] = await repo.drawn(game.id, 0, 1);
      return {
        serverTime: now.toISOString(),
        gameCode: game.code,
        current: current ? presentIssue(current) : null,
        next: next ? presentIssue(next) : null,
        last: last ? presentIssue(last) : null,
      };
    },

    /** `GET /lgw/numeros/near`: the last five drawn issues, the current and the next. */
    async near(code: string): Promise<LotteryNearResponse> {
      const game = await gameOf(code);
      const now = clock();
      const [current, next] = await repo.upcoming(game.id, now, 2);
      const previous = await repo.drawn(game.id, 0, 5);
      return {
        serverTime: now.toISOString(),
        gameCode: game.code,
        current: current ? presentIssue(current) : null,
        next: next ? presentIssue(next) : null,
        last: previous[0] ? presentIssue(previous[0]) : null,
        previous: previous.map(presentIssue),
      };
    },

    /** `GET /lgw/draw`: one issue by numero. */
    async draw(code: string, numero: string) {
      const game = await gameOf(code);
      const issue = await repo.issue(game.id, numero);
      if (!issue) throw new AppError('lottery_issue_not_found');
      return presentIssue(issue);
    },

    /** Drawn issues, newest first (opened numbers and the game history). */
    async opened(query: z.output<typeof openedNumerosQuerySchema>): Promise<OpenedNumerosResponse> {
      const game = await gameOf(query.gameCode);
      const [rows, total] = await Promise.all([
        repo.drawn(game.id, (query.pageNo - 1) * query.pageSize, query.pageSize),
        repo.drawnCount(game.id),
      ]);
      return { list: rows.map(presentIssue), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** The last `count` results, oldest first (for a trend chart). */
    async trend(code: string, count: number): Promise<TrendResponse> {
      const game = await gameOf(code);
      const rows = await repo.drawn(game.id, 0, count);
      return {
        gameCode: game.code,
        lotteryType: lotteryTypeOf(game.game_type),
        list: rows.reverse().map((r) => ({ numero: r.numero, result: r.result ?? [] })),
      };
    },

    /** The seed, its hash and the recomputed result of a drawn issue (anyone may check it). */
    async verify(code: string, numero: string): Promise<VerifyResponse> {
      const game = await gameOf(code);
      const issue = await repo.issue(game.id, numero);
      if (!issue) throw new AppError('lottery_issue_not_found');
      if (!issue.result || (issue.status !== 'drawn' && issue.status !== 'settled')) throw new AppError('lottery_issue_not_drawn');
      const check = verifyDraw({
        gameType: game.game_type,
        seed: issue.server_seed,
        publishedHash: issue.seed_hash,
        gameCode: game.code,
        numero: issue.numero,
        result: issue.result,
      });
      return {
        gameCode: game.code,
        lotteryType: lotteryTypeOf(game.game_type),
        numero: issue.numero,
        serverSeed: issue.server_seed,
        seedHash: issue.seed_hash,
        result: issue.result,
        ...check,
      };
    },

    /** `GET /lgw/lottery/pricing`: the member's prize group on a game and the game's stake bounds. */
    async pricing(site: SiteContext, ctx: AuthContext, code: string): Promise<LotteryPricingResponse> {
      const game = await gameOf(code);
      const series = await repo.series(ctx.member.id, site.merchant.id);
      const decimals = site.merchant.currency_decimals;
      return {
        gameCode: game.code,
        payMode: game.pay_mode,
        series: cappedSeries(series.own, game),
        maxSeries: series.max,
        minUnitStake: formatMinor(BigInt(game.min_unit_stake), decimals),
        maxStake: formatMinor(BigInt(game.max_stake), decimals),
      };
    },

    /** Places a slip on an open issue (one debit through the provider wallet protocol). */
    async placeBets(site: SiteContext, ctx: AuthContext, input: z.output<typeof placeBetRequestSchema>): Promise<PlaceBetResponse> {
      const request = clientRequest(input);
      const decimals = site.merchant.currency_decimals;
      const present = (placed: PlacedSlip, numero: string): PlaceBetResponse => ({
        slipId: placed.slipId,
        numero,
        stake: formatMinor(placed.stake, decimals),
        rebate: formatMinor(placed.rebate, decimals),
        balance: formatMinor(placed.balance, decimals),
        bets: placed.bets.map((b) => ({ betId: String(b.id), betType: b.betType, units: b.units, stake: formatMinor(b.stake, decimals) })),
      });
      // A retry is answered before the issue is looked at: it may have closed since the first call.
      const prior = await replayedSlip(db, ctx.member.id, request).catch(engineError);
      if (prior) return present(prior, input.numero);
      const game = await gameOf(input.gameCode);
      const issue = await repo.issue(game.id, input.numero);
      if (!issue) throw new AppError('lottery_issue_not_found');
      if (issue.status !== 'open' || new Date(issue.closes_at) <= clock()) throw new AppError('lottery_issue_closed');
      const series = await repo.series(ctx.member.id, site.merchant.id);
      await sessions.ensure(site, ctx, game.game_id);
      const placed = await placeSlip(db, wallet, {
        merchantId: site.merchant.id,
        memberId: ctx.member.id,
        lotteryGameId: game.id,
        issueId: BigInt(issue.id),
        bets: input.bets.map((b) => ({ betType: b.betType, selection: b.selection, unitStake: b.unitStake })),
        ownSeries: series.own,
        playSeries: input.playSeries ?? cappedSeries(series.own, game),
        now: clock(),
        request,
      }).catch((error) => engineError(error, decimals));
      return present(placed, issue.numero);
    },

    /** Cancels a pending bet (its whole slip) before its issue closes; a retried request id answers the first result. */
    async cancel(ctx: AuthContext, input: z.output<typeof cancelBetRequestSchema>): Promise<CancelBetResponse> {
      const request = clientRequest(input);
      const ids = await cancelBet(db, wallet, { memberId: ctx.member.id, betId: BigInt(input.betId), now: clock(), request }).catch(
        engineError,
      );
      return { cancelled: ids.map(String) };
    },

    /** The member's bets, newest first. */
    async myBets(site: SiteContext, ctx: AuthContext, query: z.output<typeof myBetsQuerySchema>): Promise<MyBetsResponse> {
      const game = query.gameCode ? await gameOf(query.gameCode) : undefined;
      const { total, rows } = await repo.memberBets(
        ctx.member.id,
        { lotteryGameId: game?.id, status: query.status },
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      const money = (v: bigint) => formatMinor(BigInt(v), site.merchant.currency_decimals);
      return {
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        list: rows.map((r) => {
          const status = r.status === 'cancelling' ? 'cancelled' : (r.status as MyBetsResponse['list'][number]['status']);
          const settled = status !== 'pending' && status !== 'cancelled';
          return {
            betId: String(r.id),
            slipId: r.slip_id,
            gameCode: r.code,
            numero: r.numero,
            betType: r.bet_type,
            selection: r.selection,
            unitStake: money(r.unit_stake),
            units: r.units,
            stake: money(r.stake),
            series: r.series,
            rebate: money(r.rebate),
            status,
            payout: money(r.payout),
            placedAt: new Date(r.placed_at).toISOString(),
            settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
            result: settled ? r.result : null,
          };
        }),
      };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
