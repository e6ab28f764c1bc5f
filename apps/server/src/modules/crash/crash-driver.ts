import { randomUUID } from 'node:crypto';
import { multiplierAt, timeToReach } from '@fortuna/bgs/crash';
import { crashPointOf, gameHashAt, newChainSecret, planChain } from '@fortuna/bgs/crash/chain';
import type { LotteryWallet } from '@fortuna/bgs/engine';
import { CRASH_EVENTS } from '@fortuna/shared';
import { createMerchantLeaseLoop } from '../../core/merchant-lease-loop';
import { presentGame, presentPublicBet } from './crash.presenter';
import type { BetRow, CrashRepository, GameRow } from './crash.repository';
import type { CrashHub } from './crash-hub';
import type { CrashTiming } from './crash-settings';
import { creditBet, voidOpenBet } from './crash-settle';

/** A state change a driver made (tests count them: every game crashes once, moved by one driver). */
export type CrashTransition = { gameId: bigint; to: 'betting' | 'running' | 'crashed'; owner: string; at: Date };

/**
 * The round loop of one process. Every process runs it; for each merchant whose rounds are wanted,
 * the process holding the merchant's short lease (crash_driver) steps the live game:
 * betting → running (when betting ends) → crashed (when the curve reaches the crash point) → after
 * the pause a new game on the chain's next place. Each move is a conditional update, so even two
 * drivers at once (a lease that ran out mid-step) move a game once. A process that dies stops
 * renewing; another takes the lease within `leaseMs` and carries on from the database.
 */
export function createCrashDriver(deps: {
  repo: CrashRepository;
  wallet: LotteryWallet;
  hub: CrashHub;
  timing: CrashTiming;
  clock?: () => Date;
  owner?: string;
  onTransition?: (transition: CrashTransition) => void;
  onError?: (error: unknown) => void;
}) {
  const { repo, wallet, hub, timing } = deps;
  const clock = deps.clock ?? (() => new Date());
  const owner = deps.owner ?? `crash-${randomUUID()}`;
  const onError = deps.onError ?? (() => {});

  const listeners = new Set<(transition: CrashTransition) => void>();
  if (deps.onTransition) listeners.add(deps.onTransition);
  const transition = (gameId: bigint, to: CrashTransition['to'], at: Date) => {
    for (const listener of listeners) listener({ gameId, to, owner, at });
  };

  async function publishBets(game: GameRow, bets: BetRow[]): Promise<void> {
    for (const bet of bets) hub.emit(game.merchant_id, CRASH_EVENTS.bet, presentPublicBet(bet, await repo.username(bet.member_id)));
  }

  /** Credits settled bets (each once: the txn id is the bet's). */
  async function credit(bets: BetRow[]): Promise<void> {
    for (const bet of bets) await creditBet(repo, wallet, bet, clock).catch(onError);
  }

  async function ensureChain(merchantId: number) {
    const chain = await repo.activeChain(merchantId);
    if (chain && chain.next_index <= chain.length) return chain;
    const seed = newChainSecret();
    const plan = planChain(seed, timing.chainLength);
    await repo.replaceChain(merchantId, chain?.id, { seed, salt: newChainSecret(), ...plan });
    return repo.activeChain(merchantId);
  }

  async function openNext(merchantId: number, now: Date): Promise<void> {
    const last = await repo.lastGame(merchantId);
    if (last?.crashed_at && now.getTime() < new Date(last.crashed_at).getTime() + timing.pauseMs) return;
    const wanted = await repo.wantedUntil(merchantId);
    if (!wanted || wanted <= now) return;
    const chain = await ensureChain(merchantId);
    if (!chain) return;
    const hash = gameHashAt(
      chain.seed,
      { length: chain.length, checkpoints: chain.checkpoints, checkpointEvery: chain.checkpoint_every },
      chain.next_index,
    );
    const game = await repo.openGame({
      merchantId,
      chainId: chain.id,
      index: chain.next_index,
      hash,
      crashPoint: crashPointOf(hash, chain.salt),
      bettingEndsAt: new Date(now.getTime() + timing.bettingMs),
      owner,
    });
    if (!game) return;
    transition(game.id, 'betting', now);
    hub.emit(merchantId, CRASH_EVENTS.game, presentGame(game, now));
  }

  async function stepRunning(game: GameRow, now: Date): Promise<void> {
    const started = new Date(game.started_at as Date).getTime();
    const crashAt = started + timeToReach(game.crash_point);
    const crashPoint = Number(game.crash_point);
    if (now.getTime() < crashAt) {
      // Auto cash-outs (and max-win caps) the curve has reached, at their targets.
      const reached = Math.min(multiplierAt(now.getTime() - started), crashPoint);
      const cashed = await repo.cashOutTargets(game.id, reached, now);
      if (cashed.length > 0) {
        await publishBets(game, cashed);
        await credit(cashed);
      }
      return;
    }
    // The crash: every target up to the crash point wins at its target, then the game crashes once.
    const cashed = await repo.cashOutTargets(game.id, crashPoint, now);
    const crashed = await repo.crashGame(game.id, now, owner);
    if (crashed) {
      transition(game.id, 'crashed', now);
      const lost = await repo.loseActive(game.id, now);
      hub.emit(game.merchant_id, CRASH_EVENTS.game, presentGame(crashed, now));
      await publishBets(game, [...cashed, ...lost]);
      await credit([...cashed, ...lost]);
    } else if (cashed.length > 0) {
      await credit(cashed);
    }
  }

  /** Settles what a dead process left: uncredited settled bets, active bets of crashed games, debits never confirmed. */
  async function recover(merchantId: number, now: Date): Promise<void> {
    for (const bet of await repo.uncredited(merchantId)) {
      if (bet.status === 'active') {
        const game = await repo.game(bet.game_id);
        if (game?.state !== 'crashed') continue;
        await repo.loseActive(bet.game_id, now);
        continue; // credited on the next pass, as a lost bet
      }
      if (bet.settled_at && now.getTime() - new Date(bet.settled_at).getTime() < timing.tickMs * 10) continue; // its own process is crediting it
      await creditBet(repo, wallet, bet, clock).catch(onError);
    }
    for (const bet of await repo.staleOpen(merchantId, new Date(now.getTime() - timing.staleOpenMs))) {
      await voidOpenBet(repo, wallet, bet).catch(onError);
    }
  }

  /** One step of one merchant's game, when this process holds its lease. */
  async function drive(merchantId: number, now: Date): Promise<void> {
    const game = await repo.liveGame(merchantId);
    if (!game) {
      await recover(merchantId, now);
      await openNext(merchantId, now);
    } else if (game.state === 'betting') {
      if (now >= new Date(game.betting_ends_at)) {
        const started = await repo.startGame(game.id, now, owner);
        if (started) {
          transition(game.id, 'running', now);
          hub.emit(merchantId, CRASH_EVENTS.game, presentGame(started, now));
        }
      }
    } else {
      await stepRunning(game, now);
    }
  }

  const loop = createMerchantLeaseLoop({
    owner,
    leaseMs: timing.leaseMs,
    tickMs: timing.tickMs,
    clock,
    onError,
    merchants: (now) => repo.merchantsToDrive(now),
    lease: repo.lease,
    drive,
  });

  return {
    owner,
    tick: loop.tick,
    recover,
    /** Calls `listener` with every move this process makes; returns the unsubscribe. */
    onTransition(listener: (transition: CrashTransition) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: loop.start,
    stop: loop.stop,
    /** Simulates a process that dies: stops ticking without giving up its leases. */
    kill: loop.kill,
  };
}

export type CrashDriver = ReturnType<typeof createCrashDriver>;
