import { formatMultiplier, multiplierAt, winOf } from '@fortuna/bgs/crash';
import { sha256Hex } from '@fortuna/bgs/crash/chain';
import { type LotteryWallet, LotteryWalletError } from '@fortuna/bgs/engine';
import { CRASH_EVENTS, type CrashGameVerify, type CrashMyBet, type CrashStateView, formatMinor } from '@fortuna/shared';
import { AppError } from '../../http/app-error';
import type { SiteContext } from '../../http/site-context';
import type { AuthContext } from '../auth/auth.service';
import type { LotterySessions } from '../lottery/lottery-session';
import { walletRefusal } from '../lottery/lottery-wallet';
import { presentGame, presentMyBet, presentPublicBet } from './crash.presenter';
import type { BetRow, CrashRepository } from './crash.repository';
import type { CrashHub } from './crash-hub';
import { CRASH_LIMITS, type CrashTiming, crashIds } from './crash-settings';
import { creditBet } from './crash-settle';

const HISTORY = 20;

/**
 * The member's side of Crash, served by any process: the state of the merchant's game, a bet on
 * the game taking bets, a cash-out read at the server's receive time, the member's history and a
 * crashed game's verification data. The round itself is moved by the driver (crash-driver.ts).
 */
export function createCrashService(deps: {
  repo: CrashRepository;
  wallet: LotteryWallet;
  sessions: Pick<LotterySessions, 'ensure'>;
  hub: CrashHub;
  timing: CrashTiming;
  clock?: () => Date;
}) {
  const { repo, wallet, hub, timing } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function catalogueGame(): Promise<number> {
    const game = await repo.catalogueGameId();
    if (!game) throw new AppError('game_unavailable');
    return game.id;
  }

  async function chainView(merchantId: number, chainId?: number) {
    const chain = chainId === undefined ? await repo.activeChain(merchantId) : await repo.chain(chainId);
    return chain ? { chainId: chain.id, terminalHash: chain.terminal_hash, salt: chain.salt, length: chain.length } : null;
  }

  async function myBetView(bet: BetRow, balance?: bigint): Promise<CrashMyBet> {
    const game = await repo.game(bet.game_id);
    return presentMyBet(bet, await repo.username(bet.member_id), game, 2, balance);
  }

  /** The answer to a bet request that already ran (a replay): the bet as it is now, or its refusal. */
  async function replay(bet: BetRow): Promise<CrashMyBet> {
    if (bet.status === 'void') throw new AppError(bet.error === 'insufficient_balance' ? 'insufficient_balance' : 'crash_betting_closed');
    return myBetView(bet);
  }

  return {
    /** The live game, everyone's bets, the member's bet, recent crash points and the published chain. */
    async state(site: SiteContext, ctx: AuthContext | undefined): Promise<CrashStateView> {
      const merchantId = site.merchant.id;
      const now = clock();
      await repo.want(merchantId, new Date(now.getTime() + timing.idleAfterMs));
      const game = (await repo.liveGame(merchantId)) ?? (await repo.lastGame(merchantId));
      const bets = game ? await repo.gameBets(game.id) : [];
      const mine = game && ctx ? await repo.betOf(game.id, ctx.member.id) : undefined;
      const history = await repo.recentCrashed(merchantId, HISTORY);
      const chain = await chainView(merchantId, game?.chain_id);
      return {
        game: game ? presentGame(game, now) : null,
        bets: bets.map((b) => presentPublicBet(b, b.username)),
        myBet: mine && mine.status !== 'void' ? await myBetView(mine) : null,
        history: history.map((g) => ({
          gameId: String(g.id),
          index: g.game_index,
          crashPoint: formatMultiplier(g.crash_point),
          hash: g.hash,
        })),
        chain: chain ?? { chainId: 0, terminalHash: '', salt: '', length: 0 },
        limits: {
          minBet: formatMinor(CRASH_LIMITS.minBet, 2),
          maxBet: formatMinor(CRASH_LIMITS.maxBet, 2),
          maxWin: formatMinor(CRASH_LIMITS.maxWin, 2),
        },
        rtp: 0.99,
      };
    },

    /** A bet on the game taking bets: debited through the provider wallet; a replayed requestId answers the original. */
    async bet(
      site: SiteContext,
      ctx: AuthContext,
      input: { requestId: string; amount: bigint; autoCashout?: number },
    ): Promise<CrashMyBet> {
      const now = clock();
      const memberId = ctx.member.id;
      const previous = await repo.betByRequest(memberId, input.requestId);
      if (previous) return replay(previous);
      if (input.amount < CRASH_LIMITS.minBet || input.amount > CRASH_LIMITS.maxBet) {
        throw new AppError('crash_bet_limit', { minBet: formatMinor(CRASH_LIMITS.minBet, 2), maxBet: formatMinor(CRASH_LIMITS.maxBet, 2) });
      }
      const game = await repo.liveGame(site.merchant.id);
      if (game?.state !== 'betting' || new Date(game.betting_ends_at) <= now) throw new AppError('crash_betting_closed');
      if (await repo.betOf(game.id, memberId)) throw new AppError('crash_already_bet');
      const catalogueGameId = await catalogueGame();
      await deps.sessions.ensure(site, ctx, catalogueGameId);
      // The bet is cashed out by itself once its win would pass the max-win cap.
      const cap = Math.max(100, Number((CRASH_LIMITS.maxWin * 100n) / input.amount));
      let betId: bigint | undefined;
      try {
        betId = await repo.insertBet({
          gameId: game.id,
          merchantId: site.merchant.id,
          memberId,
          catalogueGameId,
          requestId: input.requestId,
          amount: input.amount,
          autoCashout: input.autoCashout ?? null,
          cap,
          now: clock(),
        });
      } catch {
        // A concurrent request: the same requestId (a replay) or a second bet on the game.
        const raced = await repo.betByRequest(memberId, input.requestId);
        if (raced) return replay(raced);
        throw new AppError('crash_already_bet');
      }
      if (betId === undefined) throw new AppError('crash_betting_closed');
      let balance: bigint;
      try {
        ({ balance } = await wallet.debit({
          memberId,
          gameId: catalogueGameId,
          txnId: crashIds.bet(game.id, memberId),
          roundId: crashIds.round(game.id, memberId),
          amount: input.amount,
        }));
      } catch (error) {
        if (error instanceof LotteryWalletError) {
          await repo.setBetStatus(betId, 'open', 'void', error.code);
          // A refusal keeps the platform's values (a limit's `remaining`, an exclusion's `endsAt`).
          throw (
            walletRefusal(error, site.merchant.currency_decimals) ??
            new AppError(
              error.code as 'insufficient_balance',
              error.balance === undefined ? undefined : { balance: formatMinor(error.balance, 2) },
            )
          );
        }
        // Unknown outcome: the recovery pass rolls it back (crash-settle.ts voidOpenBet).
        throw error;
      }
      await repo.setBetStatus(betId, 'open', 'active');
      const bet = (await repo.bet(betId)) as BetRow;
      hub.emit(site.merchant.id, CRASH_EVENTS.bet, presentPublicBet(bet, ctx.member.username));
      return myBetView(bet, balance);
    },

    /**
     * Cashes out the member's bet at m(receive time − started_at), valid only while that is below
     * the crash point; at most the bet's auto cash-out or max-win target (the driver would have
     * taken it there). A repeat after a cash-out answers the cash-out.
     */
    async cashout(site: SiteContext, ctx: AuthContext): Promise<CrashMyBet> {
      const received = clock();
      const game = await repo.lastGame(site.merchant.id);
      const bet = game ? await repo.betOf(game.id, ctx.member.id) : undefined;
      if (!game || !bet || bet.status === 'void' || bet.status === 'open') throw new AppError('crash_no_bet');
      if (bet.status === 'cashed_out') return myBetView(bet);
      if (bet.status !== 'active' || game.state !== 'running' || !game.started_at) throw new AppError('crash_cashout_refused');
      const m = multiplierAt(received.getTime() - new Date(game.started_at).getTime());
      if (m >= Number(game.crash_point)) throw new AppError('crash_cashout_refused', { crashed: true });
      const target = Math.min(bet.auto_cashout ?? bet.cap, bet.cap);
      const at = Math.min(m, target);
      const cashed = await repo.cashOut(bet.id, at, winOf(BigInt(bet.amount), at), received);
      if (!cashed) {
        const now = await repo.bet(bet.id);
        if (now?.status === 'cashed_out') return myBetView(now);
        throw new AppError('crash_cashout_refused');
      }
      hub.emit(site.merchant.id, CRASH_EVENTS.bet, presentPublicBet(cashed, ctx.member.username));
      const balance = await creditBet(repo, wallet, cashed, clock);
      return myBetView(cashed, balance);
    },

    /** The member's bets, newest first, with each game's hash and crash point once crashed. */
    async history(ctx: AuthContext, page: { pageNo: number; pageSize: number }) {
      const rows = await repo.memberBets(ctx.member.id, (page.pageNo - 1) * page.pageSize, page.pageSize);
      return {
        total: await repo.memberBetCount(ctx.member.id),
        list: rows.map((row) =>
          presentMyBet(row, ctx.member.username, { state: row.game_state, crash_point: row.crash_point, hash: row.hash }),
        ),
      };
    },

    /** A crashed game with its chain: the browser recomputes its crash point and its link to the previous game. */
    async verify(site: SiteContext, gameId: bigint): Promise<CrashGameVerify> {
      const game = await repo.game(gameId);
      if (!game || game.merchant_id !== site.merchant.id || game.state !== 'crashed') throw new AppError('not_found');
      const chain = await chainView(site.merchant.id, game.chain_id);
      if (!chain) throw new AppError('not_found');
      // The previous game's hash is SHA-256 of this one by construction; the browser checks it against the stored one when shown.
      const previousHash =
        game.game_index === 1 ? chain.terminalHash : ((await repo.gameHash(game.chain_id, game.game_index - 1)) ?? sha256Hex(game.hash));
      return {
        gameId: String(game.id),
        index: game.game_index,
        hash: game.hash,
        crashPoint: formatMultiplier(game.crash_point),
        previousHash,
        chain,
      };
    },
  };
}

export type CrashService = ReturnType<typeof createCrashService>;
