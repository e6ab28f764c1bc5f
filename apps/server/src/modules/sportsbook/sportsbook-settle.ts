import type { LotteryWallet } from '@fortuna/bgs/engine';
import {
  type MatchResult,
  type Outcome,
  payout,
  readSelectionKey,
  SportsbookError,
  settleParlay,
  settleSelection,
} from '@fortuna/sportsbook';
import { sql } from 'kysely';
import type { InHouseWallet } from '../lottery/lottery-wallet';
import type { BetRow, SportsbookRepository } from './sportsbook.repository';
import type { BetLegRow, MarketStatus, MatchStatus } from './sportsbook.tables';
import { sportsbookIds } from './sportsbook-settings';

/**
 * A leg's outcome from what its market and match say now: void when the market was voided or the
 * match cancelled; else the maths package's settleSelection on the match's result; null while the
 * result lacks the part the market needs (or there is none yet).
 */
export function legOutcome(
  selectionKey: string,
  market: MarketStatus,
  match: { status: MatchStatus; result: MatchResult | null },
): Outcome | null {
  if (market === 'void' || match.status === 'cancelled') return 'void';
  if (!match.result) return null;
  const selection = readSelectionKey(selectionKey);
  if (!selection) return null;
  try {
    return settleSelection(selection, match.result);
  } catch (error) {
    if (error instanceof SportsbookError) return null;
    throw error;
  }
}

/**
 * What a bet pays in all and its outcome once its legs allow: a single with `payout` on its leg's
 * outcome; a parlay with `settleParlay` (lost as soon as a leg loses, open while a leg is unknown).
 * A parlay's outcome: lose, void (every leg void), push (every leg void or push), win or half_loss
 * (it returns more or less than the stake).
 */
export function betTarget(
  bet: Pick<BetRow, 'kind' | 'stake'>,
  legs: readonly { odds_milli: number; outcome: Outcome | null }[],
): { payout: bigint; outcome: Outcome } | undefined {
  const stake = BigInt(bet.stake);
  if (bet.kind === 'single') {
    const leg = legs[0];
    if (!leg?.outcome) return undefined;
    return { payout: payout(stake, leg.odds_milli, leg.outcome), outcome: leg.outcome };
  }
  const settled = settleParlay(
    stake,
    legs.map((leg) => ({ oddsMilli: leg.odds_milli, outcome: leg.outcome })),
  );
  if (settled.status === 'open') return undefined;
  const outcome: Outcome =
    settled.result === 'lost'
      ? 'lose'
      : settled.result === 'refunded'
        ? legs.every((leg) => leg.outcome === 'void')
          ? 'void'
          : 'push'
        : settled.payout > stake
          ? 'win'
          : settled.payout < stake
            ? 'half_loss'
            : 'push';
  return { payout: settled.payout, outcome };
}

type Deps = {
  repo: SportsbookRepository;
  wallet: LotteryWallet & Pick<InHouseWallet, 'resettle'>;
  clock: () => Date;
  onError: (error: unknown) => void;
  /** Told of every bet whose payout the wallet confirmed (the hub tells the member). */
  onCredited?: (bet: BetRow) => void | Promise<void>;
};

/**
 * Settlement and resettlement (docs/sportsbook/SERVER.md "Exactly once"). A bet is looked at under
 * its row lock: its legs' outcomes are worked out again from what the matches and markets say now,
 * and when its payout is new (the first settlement) or changed (a corrected result) the figure is
 * written with the next `settle_seq` and its own txn id (`sb-settle:<bet>` for the first,
 * `sb-resettle:<bet>:<n>` for the nth correction) before any money moves; the wallet is then called
 * with that txn id — credit with roundEnded for the first, resettle with the new total for a
 * correction, so exactly the difference moves — and the figure is marked credited. A crash between
 * the two leaves `credited_seq < settle_seq`, which the next pass finishes with the same txn id; a
 * second process doing the same call is answered with the first's answer and moves nothing. A new
 * figure is written only once the previous one is credited, so figures are paid in order.
 */
export function createSportsbookSettlement(deps: Deps) {
  const { repo, wallet, clock, onError } = deps;
  /** Where each match's settlement pass got to (a pass of a large match is split over ticks), by match and settle_rev. */
  const cursors = new Map<string, bigint>();

  /** Pays the bet's written figure that the wallet has not confirmed; false when the wallet refused it for now. */
  async function credit(bet: BetRow): Promise<boolean> {
    const seq = bet.settle_seq;
    if (bet.credited_seq >= seq || bet.payout === null || bet.settle_txn === null) return true;
    const call = { memberId: bet.member_id, gameId: bet.catalogue_game_id, txnId: bet.settle_txn, roundId: sportsbookIds.round(bet.id) };
    if (seq === 1) await wallet.credit({ ...call, amount: BigInt(bet.payout), roundEnded: true });
    else await wallet.resettle({ ...call, totalWin: BigInt(bet.payout) });
    const credited = await repo.markCredited(bet.id, seq, clock());
    if (credited && deps.onCredited) await deps.onCredited(credited);
    return true;
  }

  /**
   * Works out a bet again and writes its next figure when its payout is new or changed (above);
   * answers the bet as it stands after, with a figure to pay when `credited_seq < settle_seq`.
   */
  async function evaluate(betId: bigint): Promise<BetRow | undefined> {
    return repo.db.transaction().execute(async (trx) => {
      const bet = await trx.selectFrom('sportsbook_bet').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst();
      if (!bet || !['open', 'settled', 'void'].includes(bet.status)) return bet;
      // A figure not yet paid is paid first (by the caller), so figures move money in order.
      if (bet.credited_seq < bet.settle_seq) return bet;
      const legs = await sql<BetLegRow & { market_status: MarketStatus; match_status: MatchStatus; result: MatchResult | null }>`
        SELECT l.*, mk.status AS market_status, ma.status AS match_status, ma.result
          FROM sportsbook_bet_leg l
          JOIN sportsbook_market mk ON mk.id = l.market_id
          JOIN sportsbook_match ma ON ma.id = l.match_id
         WHERE l.bet_id = ${betId}
         ORDER BY l.leg_no`.execute(trx);
      const worked = legs.rows.map((leg) => ({
        ...leg,
        outcome: legOutcome(leg.selection_key, leg.market_status, { status: leg.match_status, result: leg.result }),
        before: leg.outcome,
      }));
      for (const leg of worked) {
        if (leg.outcome === leg.before) continue;
        await trx
          .updateTable('sportsbook_bet_leg')
          .set({ outcome: leg.outcome })
          .where('bet_id', '=', betId)
          .where('leg_no', '=', leg.leg_no)
          .execute();
      }
      const target = betTarget(bet, worked);
      if (!target) return bet;
      const now = clock();
      const current = bet.payout === null ? null : BigInt(bet.payout);
      if (bet.settle_seq > 0 && current === target.payout) {
        if (bet.outcome === target.outcome) return bet;
        // Same money, another outcome (a push become void): no wallet call.
        return trx
          .updateTable('sportsbook_bet')
          .set({ outcome: target.outcome, status: target.outcome === 'void' ? 'void' : 'settled', updated_at: now })
          .where('id', '=', betId)
          .returningAll()
          .executeTakeFirst();
      }
      const seq = bet.settle_seq + 1;
      return trx
        .updateTable('sportsbook_bet')
        .set({
          payout: target.payout,
          outcome: target.outcome,
          settle_seq: seq,
          settle_txn: seq === 1 ? sportsbookIds.settle(betId) : sportsbookIds.resettle(betId, seq - 1),
          updated_at: now,
        })
        .where('id', '=', betId)
        .where('settle_seq', '=', bet.settle_seq)
        .returningAll()
        .executeTakeFirst();
    });
  }

  /** Settles (or resettles) one bet and pays its figure; safe to run anywhere, any number of times. */
  async function settleBet(betId: bigint): Promise<BetRow | undefined> {
    let bet = await repo.bet(betId);
    if (!bet) return undefined;
    // A figure written by a pass that died is paid before the bet is looked at again.
    if (bet.credited_seq < bet.settle_seq) {
      await credit(bet);
      bet = await repo.bet(betId);
    }
    const after = await evaluate(betId);
    if (after && after.credited_seq < after.settle_seq) await credit(after);
    return repo.bet(betId);
  }

  async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>, concurrency: number): Promise<void> {
    const queue = [...items];
    const worker = async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item).catch(onError);
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  }

  return {
    legOutcome,
    betTarget,
    settleBet,
    credit,

    /**
     * One pass over the bets on a match (up to `limit`, continuing where the last pass of this
     * process stopped); once every bet was looked at against the match's current settle_rev and
     * none is still arriving, the match is marked settled to it. True when the match is done.
     */
    async settleMatch(matchId: bigint, options: { limit: number; concurrency: number }): Promise<boolean> {
      const match = await repo.match(matchId);
      if (!match || match.settled_rev >= match.settle_rev) return true;
      const rev = match.settle_rev;
      const key = `${matchId}:${rev}`;
      let after = cursors.get(key) ?? 0n;
      let left = options.limit;
      for (;;) {
        const ids = await repo.betIdsOnMatch(matchId, after, Math.min(200, left));
        if (ids.length === 0) break;
        await inParallel(ids, (id) => settleBet(id), options.concurrency);
        after = ids[ids.length - 1] as bigint;
        left -= ids.length;
        if (left <= 0) {
          cursors.set(key, after);
          return false;
        }
      }
      cursors.delete(key);
      // A bet still on its way in is settled when it arrives (the acceptance settles it); the match waits for it.
      if (await repo.betsArrivingOnMatch(matchId)) return false;
      // A bet whose figure the wallet refused for now (a reversal the member cannot cover) keeps the match open.
      const unpaid = await repo.db
        .selectFrom('sportsbook_bet_leg as l')
        .innerJoin('sportsbook_bet as b', 'b.id', 'l.bet_id')
        .select('b.id')
        .where('l.match_id', '=', matchId)
        .where((eb) => eb('b.credited_seq', '<', eb.ref('b.settle_seq')))
        .limit(1)
        .executeTakeFirst();
      if (unpaid) return false;
      await repo.markMatchSettled(matchId, rev);
      return true;
    },

    /** Pays the merchant's written figures the wallet has not confirmed (a crash, a refused reversal). */
    async finishUncredited(merchantId: number, limit: number, concurrency: number): Promise<void> {
      const bets = await repo.uncredited(merchantId, limit);
      await inParallel(bets, (bet) => settleBet(bet.id), concurrency);
    },
  };
}

export type SportsbookSettlement = ReturnType<typeof createSportsbookSettlement>;
