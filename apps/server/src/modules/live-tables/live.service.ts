import { type LotteryWallet, LotteryWalletError } from '@fortuna/bgs/engine';
import { liveGame } from '@fortuna/bgs/live';
import {
  formatMinor,
  LIVE_EVENTS,
  type LiveBetResult,
  type LiveHistory,
  type LiveTableState,
  type LiveTableSummary,
} from '@fortuna/shared';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { LotterySessions } from '../lottery/lottery-session';
import { walletRefusal } from '../lottery/lottery-wallet';
import { presentMyRound, presentRound, presentShoe, presentSummary, presentTotals } from './live.presenter';
import type { LiveHub } from './live-hub';
import { type LiveTiming, liveIds } from './live-settings';
import type { LiveBetRow, LiveRepository, LiveTableRow } from './live-tables.repository';
import type { LiveViews } from './live-views';

const TOTALS_MS = 250;

/**
 * The member's side of the tables, served by any process: the room list, a table's state, a bet
 * confirmation on the round taking bets (one debit each), and a shoe's history. Rounds are moved
 * by the driver (live-driver.ts).
 */
export function createLiveService(deps: {
  repo: LiveRepository;
  wallet: LotteryWallet;
  sessions: Pick<LotterySessions, 'ensure'>;
  hub: LiveHub;
  views: LiveViews;
  timing: LiveTiming;
  clock?: () => Date;
}) {
  const { repo, wallet, hub, views, timing } = deps;
  const clock = deps.clock ?? (() => new Date());
  const decimalsOf = (site: SiteContext) => site.merchant.currency_decimals ?? 2;

  async function tableOf(site: SiteContext, tableId: number): Promise<LiveTableRow> {
    const table = await repo.table(tableId);
    if (!table || table.merchant_id !== site.merchant.id || !table.enabled || !liveGame(table.game_code)) {
      throw new AppError('live_table_not_found');
    }
    return table;
  }

  /** Bet totals go out at most every TOTALS_MS per table (a busy round would otherwise re-read them on every bet). */
  const totalsDue = new Map<number, NodeJS.Timeout>();
  function totalsSoon(merchantId: number, tableId: number, roundId: bigint, decimals: number): void {
    if (totalsDue.has(tableId)) return;
    const timer = setTimeout(() => {
      totalsDue.delete(tableId);
      repo
        .roundSpots(roundId)
        .then((rows) => hub.table(merchantId, tableId, LIVE_EVENTS.totals, presentTotals(tableId, roundId, rows, decimals)))
        .catch(() => {});
    }, TOTALS_MS);
    timer.unref?.();
    totalsDue.set(tableId, timer);
  }

  /** A replayed confirmation: the first answer, or the first refusal. */
  function replay(bet: LiveBetRow): LiveBetResult {
    if (bet.status === 'confirmed' && bet.answer) return bet.answer as LiveBetResult;
    if (bet.status === 'void' || bet.status === 'voiding') {
      throw new AppError(bet.error === 'insufficient_balance' ? 'insufficient_balance' : 'live_betting_closed', {
        roundId: String(bet.round_id),
      });
    }
    throw new AppError('conflict');
  }

  return {
    /** Drops pending totals (the app closes). */
    close(): void {
      for (const timer of totalsDue.values()) clearTimeout(timer);
      totalsDue.clear();
    },

    /** `GLS2_roomList`: the site's tables (of one game) with their rounds, players and results. */
    async roomList(site: SiteContext, gameCode?: string): Promise<LiveTableSummary[]> {
      const now = clock();
      await repo.want(site.merchant.id, new Date(now.getTime() + timing.idleAfterMs));
      const tables = (await repo.tables(site.merchant.id, gameCode)).filter((t) => liveGame(t.game_code));
      const out: LiveTableSummary[] = [];
      for (const table of tables) out.push((await views.snapshot(table, now, decimalsOf(site)))(site.language));
      return out;
    },

    /** A table's state; a member also sees their bets on the round and their last bet for "repeat". */
    async state(site: SiteContext, ctx: AuthContext | undefined, tableId: number): Promise<LiveTableState> {
      const now = clock();
      const decimals = decimalsOf(site);
      await repo.want(site.merchant.id, new Date(now.getTime() + timing.idleAfterMs));
      const table = await tableOf(site, tableId);
      const game = liveGame(table.game_code);
      const round = (await repo.currentRound(table.id)) ?? (await repo.lastRound(table.id));
      const summary = (await views.snapshot(table, now, decimals))(site.language);
      const mine = round && ctx ? await repo.memberRound(round.id, ctx.member.id) : undefined;
      const last = ctx ? await repo.lastSettledMemberRound(table.id, ctx.member.id) : undefined;
      const shoe = round ? await repo.shoe(round.shoe_id) : await repo.openShoe(table.id);
      const previous = await repo.previousShoe(table.id, shoe?.ended_at ? undefined : shoe?.id);
      return {
        table: summary,
        spots: [...(game?.spots(table.variant) ?? [])],
        round: round ? presentRound(round, now) : null,
        totals: round ? presentTotals(table.id, round.id, await repo.roundSpots(round.id), decimals) : null,
        myRound: mine && (BigInt(mine.total) > 0n || mine.payout !== null) ? presentMyRound(mine, decimals) : null,
        lastBet: last ? presentMyRound(last, decimals).spots : null,
        shoe: shoe ? presentShoe(shoe) : null,
        previousShoe: previous && previous.id !== shoe?.id ? presentShoe(previous) : null,
      };
    },

    /** A shoe's settled rounds, newest first (the current shoe's by default). */
    async history(site: SiteContext, tableId: number, query: { shoeId?: string; limit: number }): Promise<LiveHistory> {
      const table = await tableOf(site, tableId);
      const shoe = query.shoeId
        ? await repo.shoe(BigInt(query.shoeId))
        : ((await repo.openShoe(table.id)) ?? (await repo.previousShoe(table.id)));
      if (query.shoeId && shoe?.table_id !== table.id) throw new AppError('not_found');
      if (!shoe) return { shoe: null, rounds: [] };
      const rounds = await repo.history(shoe.id, query.limit);
      return {
        shoe: presentShoe(shoe),
        rounds: rounds.map((r) => ({
          roundId: String(r.id),
          roundNo: r.round_no,
          settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
          result: r.result,
          summary: presentSummary(r.id, r.summary ?? { outcome: '', label: '' }),
        })),
      };
    },

    /**
     * One confirmation on the round taking bets: spots of the table, each spot's sum over the
     * member's confirmations within its limits, one debit (txn id from the request id). A replayed
     * request id answers the first result.
     */
    async bet(
      site: SiteContext,
      ctx: AuthContext,
      tableId: number,
      input: { requestId: string; roundId: string; spots: Record<string, bigint> },
    ): Promise<LiveBetResult> {
      const now = clock();
      const memberId = ctx.member.id;
      const decimals = decimalsOf(site);
      const previous = await repo.betByRequest(memberId, input.requestId);
      if (previous) return replay(previous);
      const table = await tableOf(site, tableId);
      const game = liveGame(table.game_code);
      if (!game) throw new AppError('live_table_not_found');
      const offered = new Set(game.spots(table.variant));
      let total = 0n;
      for (const [spot, amount] of Object.entries(input.spots)) {
        if (!offered.has(spot)) throw new AppError('live_spot_invalid', { spot });
        if (amount <= 0n)
          throw new AppError('live_bet_limit', {
            spot,
            min: formatMinor(BigInt(table.min_bet), decimals),
            max: formatMinor(BigInt(table.max_bet), decimals),
          });
        total += amount;
      }
      const round = await repo.currentRound(table.id);
      const open = round?.phase === 'betting' && new Date(round.betting_ends_at) > now;
      if (!round || !open || String(round.id) !== input.roundId) {
        throw new AppError('live_betting_closed', { roundId: open && round ? String(round.id) : null });
      }
      const catalogueGameId = await views.catalogueGameId(table.game_code);
      if (catalogueGameId === undefined) throw new AppError('game_unavailable');
      await deps.sessions.ensure(site, ctx, catalogueGameId);
      const txnId = liveIds.bet(round.id, memberId, input.requestId);
      const check = (held: Map<string, bigint>) => {
        for (const [spot, amount] of Object.entries(input.spots)) {
          const sum = (held.get(spot) ?? 0n) + amount;
          const min = BigInt(table.min_bet);
          const max = table.spot_max[spot] === undefined ? BigInt(table.max_bet) : BigInt(table.spot_max[spot] as string);
          if (sum < min || sum > max) {
            throw new AppError('live_bet_limit', { spot, min: formatMinor(min, decimals), max: formatMinor(max, decimals) });
          }
        }
      };
      let betId: bigint | undefined;
      try {
        betId = await repo.placeBet(
          {
            roundId: round.id,
            tableId: table.id,
            merchantId: site.merchant.id,
            memberId,
            catalogueGameId,
            requestId: input.requestId,
            txnId,
            spots: input.spots,
            total,
            now: clock(),
          },
          check,
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        // A concurrent request with the same request id.
        const raced = await repo.betByRequest(memberId, input.requestId);
        if (raced) return replay(raced);
        throw error;
      }
      if (betId === undefined) throw new AppError('live_betting_closed', { roundId: null });
      let balance: bigint;
      try {
        ({ balance } = await wallet.debit({
          memberId,
          gameId: catalogueGameId,
          txnId,
          roundId: liveIds.round(round.id, memberId),
          amount: total,
        }));
      } catch (error) {
        if (error instanceof LotteryWalletError) {
          await repo.voidBet(betId, error.code);
          // The responsible-gaming guard and the balance answer as they do everywhere (lottery-wallet.ts walletRefusal).
          throw (
            walletRefusal(error, decimals) ??
            new AppError(
              error.code as 'insufficient_balance',
              error.balance === undefined ? undefined : { balance: formatMinor(error.balance, decimals) },
            )
          );
        }
        // Unknown outcome: the driver rolls it back once stale (live-settle.ts voidOpenBet).
        throw error;
      }
      const answer = (await repo.confirmBet(betId, (row) => ({
        roundId: String(round.id),
        myRound: presentMyRound(row, decimals),
        balance: formatMinor(balance, decimals),
      }))) as LiveBetResult | undefined;
      if (!answer) return replay((await repo.bet(betId)) as LiveBetRow);
      totalsSoon(site.merchant.id, table.id, round.id, decimals);
      return answer;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
