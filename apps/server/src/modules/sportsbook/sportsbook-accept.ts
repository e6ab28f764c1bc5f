import type { LotteryWallet } from '@fortuna/bgs/engine';
import { combinedOddsMilli } from '@fortuna/sportsbook';
import type { BetRow, LegState, SportsbookRepository } from './sportsbook.repository';
import type { Acceptance } from './sportsbook.tables';
import { marketKeyOf } from './sportsbook-feed';
import { sportsbookIds } from './sportsbook-settings';

/** Whether a leg cannot be taken now: its market must be open, its price offered and its match still to play or in play. */
export function legClosed(state: LegState | undefined): boolean {
  if (!state) return true;
  return (
    state.marketStatus !== 'open' ||
    !state.offered ||
    state.oddsMilli === null ||
    (state.matchStatus !== 'scheduled' && state.matchStatus !== 'live')
  );
}

/**
 * Whether a price may be taken under the member's acceptance: "none" only the price seen, "better"
 * the price seen or a higher one, "any" whatever the price is now.
 */
export function acceptsPrice(acceptance: Acceptance, seen: number, now: number): boolean {
  if (acceptance === 'any') return true;
  if (acceptance === 'better') return now >= seen;
  return now === seen;
}

/**
 * The in-play delay's end and the recovery of bets whose debit never answered. A pending bet is
 * looked at once its delay is over — by the driver, or by the member's own read — under its row
 * lock: every leg's market still open and its price acceptable (acceptsPrice against the price
 * taken at placement) → open at the prices of that moment; else it is held `rejecting` and its
 * debit rolled back, then `rejected`. Holding first means an acceptance arriving during the rollback
 * finds the bet no longer pending, and the rollback (one per txn id in the wallet) refunds once.
 */
export function createSportsbookAcceptance(deps: {
  repo: SportsbookRepository;
  wallet: LotteryWallet;
  clock: () => Date;
  onError: (error: unknown) => void;
  /** Told of every bet accepted or rejected (the hub tells the member; an accepted bet on a match with a result is settled). */
  onDecided?: (bet: BetRow) => void | Promise<void>;
}) {
  const { repo, wallet, clock, onError } = deps;

  /** Rolls back a held bet's debit and marks it rejected (again safe: the rollback is once per txn id). */
  async function refund(bet: BetRow): Promise<void> {
    await wallet.rollback({
      memberId: bet.member_id,
      gameId: bet.catalogue_game_id,
      txnId: sportsbookIds.debit(bet.id),
      roundId: sportsbookIds.round(bet.id),
    });
    await repo.finishReject(bet.id, clock());
    const after = await repo.bet(bet.id);
    if (after && deps.onDecided) await deps.onDecided(after);
  }

  /** Decides a pending bet whose delay is over; answers the bet as it stands after. */
  async function decide(betId: bigint): Promise<BetRow | undefined> {
    const now = clock();
    const decided = await repo.db.transaction().execute(async (trx) => {
      const bet = await trx.selectFrom('sportsbook_bet').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst();
      if (!bet) return undefined;
      if (bet.status !== 'pending' || (bet.accept_at && new Date(bet.accept_at) > now)) return bet;
      const legs = await repo.legs(betId, trx);
      const states = await repo.legStates(
        trx,
        legs.map((l) => ({ matchId: l.match_id, marketKey: marketKeyOf(l.selection_key), selectionKey: l.selection_key })),
        true,
      );
      let error: string | null = null;
      for (const [i, leg] of legs.entries()) {
        const state = states[i];
        if (legClosed(state)) {
          error = 'sportsbook_market_closed';
          break;
        }
        if (!acceptsPrice(bet.acceptance, leg.odds_milli, state?.oddsMilli as number)) {
          error = 'sportsbook_odds_changed';
          break;
        }
      }
      if (error) {
        await repo.holdForReject(betId, ['pending'], error, now, trx);
        return trx.selectFrom('sportsbook_bet').selectAll().where('id', '=', betId).executeTakeFirst();
      }
      const odds = states.map((s) => s?.oddsMilli as number);
      for (const [i, leg] of legs.entries()) {
        if (leg.odds_milli === odds[i]) continue;
        await trx
          .updateTable('sportsbook_bet_leg')
          .set({ odds_milli: odds[i] as number })
          .where('bet_id', '=', betId)
          .where('leg_no', '=', leg.leg_no)
          .execute();
      }
      return trx
        .updateTable('sportsbook_bet')
        .set({
          status: 'open',
          odds_milli: bet.kind === 'single' ? BigInt(odds[0] as number) : combinedOddsMilli(odds),
          accepted_at: now,
          updated_at: now,
        })
        .where('id', '=', betId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
    });
    if (decided?.status === 'rejecting') {
      await refund(decided);
      return repo.bet(betId);
    }
    if (decided?.status === 'open' && deps.onDecided) await deps.onDecided(decided);
    return decided;
  }

  return {
    decide,
    refund,

    /** Decides the merchant's pending bets whose delay is over and finishes rollbacks left halfway. */
    async decideDue(merchantId: number, limit: number): Promise<void> {
      const now = clock();
      for (const bet of await repo.pendingDue(merchantId, now, limit)) await decide(bet.id).catch(onError);
      for (const bet of await repo.rejecting(merchantId, limit)) await refund(bet).catch(onError);
    },

    /** A member's own pending bets whose delay is over (the member's read decides them, not only the driver). */
    async decideMemberDue(memberId: number): Promise<void> {
      for (const bet of await repo.memberPendingDue(memberId, clock())) await decide(bet.id).catch(onError);
    },

    /** Rolls back debits whose outcome stayed unknown (a process died mid-debit): held first, so a late confirmation is refused. */
    async recover(merchantId: number, staleMs: number, limit: number): Promise<void> {
      const now = clock();
      for (const bet of await repo.stalePlacing(merchantId, new Date(now.getTime() - staleMs), limit)) {
        if (!(await repo.holdForReject(bet.id, ['placing'], 'debit_unknown', now))) continue;
        await refund(bet).catch(onError);
      }
    },
  };
}

export type SportsbookAcceptance = ReturnType<typeof createSportsbookAcceptance>;
