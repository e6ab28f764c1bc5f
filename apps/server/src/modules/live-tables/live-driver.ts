import { randomUUID } from 'node:crypto';
import type { LotteryWallet } from '@fortuna/bgs/engine';
import { newServerSeed, seedHash } from '@fortuna/bgs/fair/instant';
import { type Card, type DealSource, type LiveGameDefinition, liveGame, liveStream, shuffleShoe } from '@fortuna/bgs/live';
import { LIVE_EVENTS } from '@fortuna/shared';
import { createMerchantLeaseLoop } from '../../core/merchant-lease-loop';
import { presentRound } from './live.presenter';
import type { LiveHub } from './live-hub';
import type { LiveTiming } from './live-settings';
import { settleMemberRound, voidOpenBet } from './live-settle';
import type { LiveRepository, LiveRoundRow, LiveShoeRow, LiveTableRow } from './live-tables.repository';
import type { LiveViews } from './live-views';

/** A move a driver made (tests count them: every round is opened, dealt and settled once). */
export type LiveTransition = { roundId: bigint; tableId: number; to: 'betting' | 'dealing' | 'settled'; owner: string; at: Date };

/** Shuffled shoes kept in memory (a shoe is a pure function of its seed, so a miss only costs a shuffle). */
const SHOE_CACHE = 64;

/**
 * The round loop of one process. Every process runs it; for each merchant whose tables are wanted
 * (or have a round not settled) the process holding the merchant's short lease (live_driver) steps
 * every table: betting → dealing (when betting ends: the result dealt from the shoe and stored with
 * the move) → every member round settled and credited once → settled (the result shown for
 * `resultMs`) → the next round, on a new shoe when the cut card is reached or the seed has served
 * its rounds (the old seed revealed). Each move is a conditional update, so two drivers at once (a
 * lease that ran out mid-step) move a round once; a process that dies stops renewing and another
 * takes the lease within `leaseMs` and finishes from the database.
 */
export function createLiveDriver(deps: {
  repo: LiveRepository;
  wallet: LotteryWallet;
  hub: LiveHub;
  views: LiveViews;
  timing: LiveTiming;
  clock?: () => Date;
  owner?: string;
  onTransition?: (transition: LiveTransition) => void;
  onError?: (error: unknown) => void;
}) {
  const { repo, wallet, hub, views, timing } = deps;
  const clock = deps.clock ?? (() => new Date());
  const owner = deps.owner ?? `live-${randomUUID()}`;
  const onError = deps.onError ?? (() => {});
  const shoes = new Map<string, Card[]>();

  const listeners = new Set<(transition: LiveTransition) => void>();
  if (deps.onTransition) listeners.add(deps.onTransition);
  const transition = (round: LiveRoundRow, to: LiveTransition['to'], at: Date) => {
    for (const listener of listeners) listener({ roundId: round.id, tableId: round.table_id, to, owner, at });
  };

  async function broadcast(table: LiveTableRow, round: LiveRoundRow, now: Date): Promise<void> {
    hub.table(table.merchant_id, table.id, LIVE_EVENTS.round, presentRound(round, now));
    const snapshot = await views.snapshot(table, now);
    hub.lobby(table.merchant_id, snapshot);
  }

  function shoeCards(shoe: LiveShoeRow, decks: number): Card[] {
    const key = String(shoe.id);
    let cards = shoes.get(key);
    if (!cards) {
      cards = shuffleShoe(shoe.seed, shoe.client_seed, decks);
      if (shoes.size >= SHOE_CACHE) shoes.delete(shoes.keys().next().value as string);
      shoes.set(key, cards);
    }
    return cards;
  }

  /** The deal of a round: a pure function of its shoe's seed and the round's place in it. */
  function dealOf(game: LiveGameDefinition, table: LiveTableRow, shoe: LiveShoeRow, round: LiveRoundRow) {
    const source: DealSource = game.shoe
      ? { kind: 'cards', cards: shoeCards(shoe, game.shoe.decks), position: round.position }
      : { kind: 'stream', stream: liveStream(shoe.seed, shoe.client_seed, round.round_no) };
    return game.deal(source, table.variant);
  }

  function shoeEnded(game: LiveGameDefinition, shoe: LiveShoeRow): boolean {
    if (game.shoe) return game.shoe.decks * 52 - shoe.position < game.shoe.cutCard;
    return shoe.rounds >= game.roundsPerSeed;
  }

  /** The table's open shoe, a fresh one when it is used up (the old one ended, its seed revealed). */
  async function currentShoe(table: LiveTableRow, game: LiveGameDefinition, now: Date): Promise<LiveShoeRow | undefined> {
    let shoe = await repo.openShoe(table.id);
    if (shoe && shoeEnded(game, shoe)) {
      await repo.endShoe(shoe.id, now);
      shoe = undefined;
    }
    if (!shoe) {
      const seed = newServerSeed();
      await repo.createShoe({ tableId: table.id, seed, seedHash: seedHash(seed), clientSeed: table.code });
      shoe = await repo.openShoe(table.id);
    }
    return shoe;
  }

  async function openNext(table: LiveTableRow, game: LiveGameDefinition, now: Date): Promise<void> {
    const last = await repo.lastRound(table.id);
    if (last?.next_round_at && now < new Date(last.next_round_at)) return;
    const shoe = await currentShoe(table, game, now);
    if (!shoe) return;
    const round = await repo.openRound({
      tableId: table.id,
      merchantId: table.merchant_id,
      shoeId: shoe.id,
      rounds: shoe.rounds,
      position: shoe.position,
      bettingEndsAt: new Date(now.getTime() + timing.bettingMs),
      owner,
    });
    if (!round) return;
    transition(round, 'betting', now);
    await broadcast(table, round, now);
  }

  async function deal(table: LiveTableRow, game: LiveGameDefinition, round: LiveRoundRow, now: Date): Promise<LiveRoundRow | undefined> {
    const shoe = await repo.shoe(round.shoe_id);
    if (!shoe) return undefined;
    const { result, used } = dealOf(game, table, shoe, round);
    const dealt = await repo.dealRound({
      roundId: round.id,
      shoeId: shoe.id,
      position: round.position,
      used: game.shoe ? used : 0,
      result,
      summary: game.summary(result),
      now,
      owner,
    });
    if (!dealt) return undefined;
    transition(dealt, 'dealing', now);
    await broadcast(table, dealt, now);
    return dealt;
  }

  /**
   * Settles what it can of a dealt round (a batch of member rounds; one whose bet is still in
   * flight waits, and is rolled back once stale), then moves it to settled once nothing is left.
   */
  async function settle(table: LiveTableRow, game: LiveGameDefinition, round: LiveRoundRow, now: Date): Promise<void> {
    const waiting = new Set<number>();
    for (const bet of await repo.openBets(round.id)) {
      if (now.getTime() - new Date(bet.created_at).getTime() >= timing.staleOpenMs) {
        await voidOpenBet(repo, wallet, bet).catch(onError);
      } else {
        waiting.add(bet.member_id);
      }
    }
    const queue = (await repo.uncreditedMemberRounds(round.id, timing.settleBatch)).filter((m) => !waiting.has(m.member_id));
    const worker = async () => {
      for (let memberRound = queue.shift(); memberRound; memberRound = queue.shift()) {
        await settleMemberRound({ repo, wallet, now: clock }, { game, variant: table.variant, result: round.result, memberRound }).catch(
          onError,
        );
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(timing.settleConcurrency, queue.length)) }, worker));
    const settled = await repo.settleRound(round.id, now, new Date(now.getTime() + timing.resultMs), owner);
    if (!settled) return;
    transition(settled, 'settled', now);
    await broadcast(table, settled, now);
  }

  async function stepTable(table: LiveTableRow, now: Date, wanted: boolean): Promise<void> {
    const game = liveGame(table.game_code);
    if (!game) return;
    const round = await repo.currentRound(table.id);
    if (!round) {
      if (table.enabled && wanted) await openNext(table, game, now);
      return;
    }
    let current: LiveRoundRow | undefined = round;
    if (round.phase === 'betting') {
      if (now < new Date(round.betting_ends_at)) return;
      current = await deal(table, game, round, now);
      if (!current) return;
    }
    await settle(table, game, current, now);
  }

  /** Rolls back debits whose outcome stayed unknown (a process died mid-debit). */
  async function recover(merchantId: number, now: Date): Promise<void> {
    for (const bet of await repo.staleOpen(merchantId, new Date(now.getTime() - timing.staleOpenMs))) {
      await voidOpenBet(repo, wallet, bet).catch(onError);
    }
  }

  async function drive(merchantId: number, now: Date): Promise<void> {
    const wantedUntil = await repo.wantedUntil(merchantId);
    const wanted = wantedUntil !== undefined && wantedUntil > now;
    const tables = new Map<number, LiveTableRow>();
    for (const table of await repo.tablesWithOpenRounds(merchantId)) tables.set(table.id, table);
    if (wanted) for (const table of await repo.tables(merchantId)) tables.set(table.id, table);
    for (const table of tables.values()) await stepTable(table, now, wanted).catch(onError);
    await recover(merchantId, now);
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
    onTransition(listener: (transition: LiveTransition) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: loop.start,
    stop: loop.stop,
    /** Simulates a process that dies: stops ticking without giving up its leases. */
    kill: loop.kill,
  };
}

export type LiveDriver = ReturnType<typeof createLiveDriver>;
