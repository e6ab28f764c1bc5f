import { type LotteryWallet, LotteryWalletError } from '@fortuna/bgs/engine';
import {
  formatMinor,
  type SportsbookBet,
  type SportsbookBetPage,
  type SportsbookLeague,
  type SportsbookMatch,
  type sportsbookBetRequestSchema,
  type sportsbookMatchesQuerySchema,
  type sportsbookResultsQuerySchema,
} from '@fortuna/shared';
import { combinedOddsMilli, PARLAY_MAX_LEGS, PARLAY_MIN_LEGS, parlayProblem, readSelectionKey, SPORT_OF_KIND } from '@fortuna/sportsbook';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { LotterySessions } from '../lottery/lottery-session';
import { walletRefusal } from '../lottery/lottery-wallet';
import { businessDay } from '../missions/periods';
import { presentLeague, presentMatch } from './sportsbook.presenter';
import {
  type BetRow,
  DONE_STATUSES,
  type LegState,
  type MarketWithSelections,
  type MatchRow,
  RUNNING_STATUSES,
  type SportsbookRepository,
} from './sportsbook.repository';
import { acceptsPrice, legClosed, type SportsbookAcceptance } from './sportsbook-accept';
import { marketKeyOf } from './sportsbook-feed';
import type { SportsbookHub } from './sportsbook-hub';
import { sportsbookIds } from './sportsbook-settings';
import type { SportsbookSettlement } from './sportsbook-settle';
import type { SportsbookViews } from './sportsbook-views';

/** The market kinds a list shows beside each match (the match page shows every market). */
const HEADLINE_KINDS = new Set(['1x2', 'ah', 'ou', 'mw', 'mh', 'tm', 'cf']);
const headline = (markets: MarketWithSelections[]) =>
  markets.filter((m) => HEADLINE_KINDS.has(m.market_key.split(':')[0] as string) && (m.status === 'open' || m.status === 'suspended'));

/**
 * The member's side of the book, served by any process: the lists by tab, hot matches, a match
 * with its markets, placing a single or a parlay (one debit, request id replay-safe), and the
 * member's bets. In-play bets are decided after their delay by the driver or by the member's read.
 */
export function createSportsbookService(deps: {
  repo: SportsbookRepository;
  wallet: LotteryWallet;
  sessions: Pick<LotterySessions, 'ensure'>;
  hub: SportsbookHub;
  views: SportsbookViews;
  acceptance: SportsbookAcceptance;
  settlement: SportsbookSettlement;
  clock?: () => Date;
}) {
  const { repo, wallet, hub, views, acceptance, settlement } = deps;
  const clock = deps.clock ?? (() => new Date());
  const decimalsOf = (site: SiteContext) => site.merchant.currency_decimals ?? 2;

  async function present(site: SiteContext, rows: MatchRow[], markets: (m: MarketWithSelections[]) => MarketWithSelections[]) {
    const now = clock();
    const leagues = new Map((await repo.leaguesById([...new Set(rows.map((r) => r.league_id))])).map((l) => [l.id, l]));
    const byMatch = await repo.markets(rows.map((r) => r.id));
    return rows.map((match) =>
      presentMatch({
        match,
        league: leagues.get(match.league_id),
        markets: markets(byMatch.get(String(match.id)) ?? []),
        language: site.language,
        now,
        decimals: decimalsOf(site),
      }),
    );
  }

  async function betView(site: SiteContext, bet: BetRow): Promise<SportsbookBet> {
    return (await views.bets([bet], site.language, decimalsOf(site)))[0] as SportsbookBet;
  }

  /** A replayed request: the bet as it stands (decided first when its delay is over). */
  async function replay(site: SiteContext, bet: BetRow): Promise<SportsbookBet> {
    const now = clock();
    const current = bet.status === 'pending' && bet.accept_at && new Date(bet.accept_at) <= now ? await acceptance.decide(bet.id) : bet;
    return betView(site, current ?? bet);
  }

  return {
    /** `GET /wps/sportsbook/leagues`: a sport's leagues with their matches still to come or in play. */
    async leagues(site: SiteContext, sport: MatchRow['sport']): Promise<SportsbookLeague[]> {
      const leagues = await repo.leagues(site.merchant.id, sport);
      const matches = await repo.listMatches(site.merchant.id, { sport, statuses: ['scheduled', 'live'], limit: 1000 });
      const counts = new Map<number, number>();
      for (const m of matches) counts.set(m.league_id, (counts.get(m.league_id) ?? 0) + 1);
      return leagues.map((l) => presentLeague(l, site.language, counts.get(l.id) ?? 0));
    },

    /**
     * `GET /wps/sportsbook/matches`: in play (live now), today (still to play, starting in the
     * merchant's business day) or early (starting after it), soonest first, headline markets.
     */
    async matches(site: SiteContext, query: z.output<typeof sportsbookMatchesQuerySchema>): Promise<SportsbookMatch[]> {
      const now = clock();
      const day = businessDay(now, site.merchant.time_zone);
      const base = { sport: query.sport, limit: query.limit, ...(query.leagueId ? { leagueId: query.leagueId } : {}) };
      const rows =
        query.tab === 'inplay'
          ? await repo.listMatches(site.merchant.id, { ...base, statuses: ['live'] })
          : query.tab === 'today'
            ? await repo.listMatches(site.merchant.id, { ...base, statuses: ['scheduled'], from: day.from, to: day.to })
            : await repo.listMatches(site.merchant.id, { ...base, statuses: ['scheduled'], from: day.to });
      return present(site, rows, headline);
    },

    /** `GET /wps/sportsbook/results`: finished matches (fights) of a sport, the latest first, with their results and headline markets. */
    async results(site: SiteContext, query: z.output<typeof sportsbookResultsQuerySchema>): Promise<SportsbookMatch[]> {
      const rows = await repo.listMatches(site.merchant.id, {
        sport: query.sport,
        statuses: ['finished'],
        limit: query.limit,
        order: 'latest',
        ...(query.leagueId ? { leagueId: query.leagueId } : {}),
      });
      return present(site, rows, headline);
    },

    /** `GET /wps/sportsbook/hot`: hot matches in play or still to play, soonest first. */
    async hot(site: SiteContext, query: { sport?: MatchRow['sport']; limit: number }): Promise<SportsbookMatch[]> {
      const rows = await repo.listMatches(site.merchant.id, {
        ...(query.sport ? { sport: query.sport } : {}),
        statuses: ['live', 'scheduled'],
        hot: true,
        limit: query.limit,
      });
      return present(site, rows, headline);
    },

    /** `GET /wps/sportsbook/matches/:matchId`: a match with every market. */
    async match(site: SiteContext, matchId: bigint): Promise<SportsbookMatch> {
      const match = await repo.match(matchId);
      if (!match || match.merchant_id !== site.merchant.id) throw new AppError('sportsbook_match_not_found');
      return (await present(site, [match], (markets) => markets))[0] as SportsbookMatch;
    },

    /**
     * `POST /wps/sportsbook/bets`: a single or a parlay. Legs are checked (known selection of the
     * match's sport, one a match, 2–10 for a parlay), then, under share locks of their matches and
     * markets, every market must be open and its price acceptable under `acceptance` against the
     * price the slip saw; the stake within the site's and every market's limits. One debit of the
     * stake (round `sb:<bet>`, txn `sb-bet:<bet>`); a bet on a match in play then waits `pending`
     * for the in-play delay. A replayed request id answers the first bet and debits nothing.
     */
    async placeBet(site: SiteContext, ctx: AuthContext, input: z.output<typeof sportsbookBetRequestSchema>): Promise<SportsbookBet> {
      const memberId = ctx.member.id;
      const decimals = decimalsOf(site);
      const previous = await repo.betByRequest(memberId, input.requestId);
      if (previous) return replay(site, previous);

      const legs = input.legs.map((leg) => {
        const selection = readSelectionKey(leg.selectionKey);
        if (!selection) throw new AppError('sportsbook_selection_invalid', { selectionKey: leg.selectionKey });
        return { ...leg, matchId: BigInt(leg.matchId), selection, marketKey: marketKeyOf(leg.selectionKey) };
      });
      if (input.kind === 'parlay') {
        const problem = parlayProblem(legs.map((l) => ({ matchId: String(l.matchId) })));
        if (problem?.reason === 'parlay_leg_count')
          throw new AppError('sportsbook_parlay_legs', { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS });
        if (problem?.reason === 'parlay_same_match') throw new AppError('sportsbook_parlay_same_match', { matchId: problem.matchId });
      }
      const matches = await repo.matchesById(legs.map((l) => l.matchId));
      for (const leg of legs) {
        const match = matches.get(String(leg.matchId));
        if (!match || match.merchant_id !== site.merchant.id)
          throw new AppError('sportsbook_match_not_found', { matchId: String(leg.matchId) });
        if (SPORT_OF_KIND[leg.selection.kind] !== match.sport)
          throw new AppError('sportsbook_selection_invalid', { selectionKey: leg.selectionKey });
      }
      // A parlay across sports is played as its first leg's game.
      const sport = (matches.get(String(legs[0]?.matchId)) as MatchRow).sport;
      const catalogueGameId = await views.catalogueGameId(sport);
      if (catalogueGameId === undefined) throw new AppError('game_unavailable');
      const settings = await repo.settings(site.merchant.id);
      await deps.sessions.ensure(site, ctx, catalogueGameId);

      let inPlay = false;
      const check = (states: (LegState | undefined)[]) => {
        let max = settings.maxStake;
        const legOdds: number[] = [];
        for (const [i, leg] of legs.entries()) {
          const state = states[i];
          if (!state) throw new AppError('sportsbook_selection_invalid', { selectionKey: leg.selectionKey });
          if (legClosed(state))
            throw new AppError('sportsbook_market_closed', { matchId: String(leg.matchId), selectionKey: leg.selectionKey });
          const now = state.oddsMilli as number;
          if (!acceptsPrice(input.acceptance, leg.oddsMilli, now)) {
            throw new AppError('sportsbook_odds_changed', { selectionKey: leg.selectionKey, oddsMilli: now });
          }
          if (state.maxStake !== null && state.maxStake < max) max = state.maxStake;
          if (state.matchStatus === 'live') inPlay = true;
          legOdds.push(now);
        }
        if (input.stake < settings.minStake || input.stake > max) {
          throw new AppError('sportsbook_stake_limit', { min: formatMinor(settings.minStake, decimals), max: formatMinor(max, decimals) });
        }
        return { legOdds, oddsMilli: input.kind === 'single' ? BigInt(legOdds[0] as number) : combinedOddsMilli(legOdds) };
      };

      let betId: bigint;
      try {
        betId = await repo.placeBet(
          {
            merchantId: site.merchant.id,
            memberId,
            catalogueGameId,
            requestId: input.requestId,
            kind: input.kind,
            stake: input.stake,
            acceptance: input.acceptance,
            legs: legs.map((l) => ({ matchId: l.matchId, marketKey: l.marketKey, selectionKey: l.selectionKey })),
          },
          check,
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        // A concurrent request with the same request id.
        const raced = await repo.betByRequest(memberId, input.requestId);
        if (raced) return replay(site, raced);
        throw error;
      }

      try {
        await wallet.debit({
          memberId,
          gameId: catalogueGameId,
          txnId: sportsbookIds.debit(betId),
          roundId: sportsbookIds.round(betId),
          amount: input.stake,
        });
      } catch (error) {
        if (error instanceof LotteryWalletError) {
          await repo.rejectUnpaid(betId, error.code, clock());
          throw (
            walletRefusal(error, decimals) ??
            new AppError(
              error.code as 'insufficient_balance',
              error.balance === undefined ? undefined : { balance: formatMinor(error.balance, decimals) },
            )
          );
        }
        // Unknown outcome: the driver rolls it back once stale (sportsbook-accept.ts recover).
        throw error;
      }
      const now = clock();
      const delay = inPlay ? settings.inPlayDelayMs : 0;
      await repo.confirmPlaced(betId, delay > 0 ? 'pending' : 'open', delay > 0 ? new Date(now.getTime() + delay) : null, now);
      const bet = (await repo.bet(betId)) as BetRow;
      const view = await betView(site, bet);
      hub.bet(site.merchant.id, memberId, view);
      return view;
    },

    /** `GET /wps/sportsbook/bets`: the member's running or done bets, newest first (pending ones past their delay decided first). */
    async bets(
      site: SiteContext,
      ctx: AuthContext,
      query: { status: 'open' | 'settled'; pageNo: number; pageSize: number },
    ): Promise<SportsbookBetPage> {
      await acceptance.decideMemberDue(ctx.member.id);
      const { rows, total } = await repo.memberBets(
        ctx.member.id,
        query.status === 'open' ? RUNNING_STATUSES : DONE_STATUSES,
        (query.pageNo - 1) * query.pageSize,
        query.pageSize,
      );
      return { rows: await views.bets(rows, site.language, decimalsOf(site)), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    /** `GET /wps/sportsbook/bets/:betId`: one of the member's bets (decided first when its delay is over; settled when its legs allow). */
    async bet(site: SiteContext, ctx: AuthContext, betId: bigint): Promise<SportsbookBet> {
      let bet = await repo.bet(betId);
      if (!bet || bet.member_id !== ctx.member.id) throw new AppError('sportsbook_bet_not_found');
      if (bet.status === 'pending') bet = (await acceptance.decide(bet.id)) ?? bet;
      if (bet.status === 'open' && bet.settle_seq === 0) bet = (await settlement.settleBet(bet.id)) ?? bet;
      return betView(site, bet);
    },
  };
}

export type SportsbookService = ReturnType<typeof createSportsbookService>;
