import { accepted, baseState, due, perSeat, playing, potNets, refuse, settleNets } from './common';
import { dealHands } from './deal';
import { comparePoker, pokerHand } from './poker-hands';
import { dealDeck } from './seed-deck';
import type { PvpOption, PvpRules, PvpSeatSight, PvpStateBase } from './types';

/**
 * Fixed-limit five-card poker without draws (docs/games/pvp-rooms.md): everyone antes the base and
 * gets five cards face down; one betting round from the seat after the dealer (the seed's first
 * seat) with bets and raises of 2 × base, at most a bet and three raises; then the players left
 * show down and the best hand takes the pot (equal best hands split it). `check` and `bet` when
 * nothing is owed, `call`, `raise` or `fold` when something is. Time-out: check, or fold when owing.
 */
export type PokerState = PvpStateBase & {
  game: 'poker';
  order: number[];
  dealer: number;
  /** Bets and raises so far (at most POKER_MAX_BETS). */
  bets: number;
  /** Seats that have moved since the last bet or raise. */
  acted: boolean[];
  winners: number[];
};

export const POKER_MAX_BETS = 4;

const highest = (s: PokerState) => s.stakes.reduce((a, b) => (b > a ? b : a), 0n);
const owes = (s: PokerState, seat: number) => highest(s) - (s.stakes[seat] as bigint);
const size = (s: PokerState) => s.base * 2n;

function nextSeat(s: PokerState, from: number): number {
  for (let k = 1; k <= 6; k++) {
    const i = (from + k) % 6;
    if (s.status[i] === 'playing') return i;
  }
  return from;
}

function passTurn(s: PokerState, seat: number): PokerState {
  const left = playing(s);
  if (left.length === 1) {
    s.winners = left;
    s.finished = true;
    return due(s, 'done', []);
  }
  if (left.every((i) => s.acted[i] && owes(s, i) === 0n)) {
    const hands = new Map(left.map((i) => [i, pokerHand(s.cards[i] as number[])]));
    let best: number[] = [];
    for (const i of left) {
      const c = best.length === 0 ? 1 : comparePoker(hands.get(i) as never, hands.get(best[0] as number) as never);
      if (c > 0) best = [i];
      else if (c === 0) best.push(i);
      s.labels[i] = hands.get(i)?.label ?? null;
    }
    s.winners = best;
    s.finished = true;
    return due(s, 'done', []);
  }
  return due(s, 'betting', [nextSeat(s, seat)]);
}

export const poker: PvpRules<PokerState> = {
  code: 'poker',

  minBalance: (base) => base * (1n + 2n * BigInt(POKER_MAX_BETS)),

  start({ seats, base, rakeBps, seed, clientSeed, nonce }) {
    const { deck, order } = dealDeck(seed, clientSeed, nonce);
    const dealer = order.find((i) => seats.includes(i)) as number;
    const s: PokerState = {
      ...baseState('poker', seats, base, rakeBps),
      cards: dealHands('poker', deck, seats).hands,
      phase: 'betting',
      turn: [],
      order,
      dealer,
      bets: 0,
      acted: perSeat(() => false),
      winners: [],
    };
    for (const seat of seats) s.stakes[seat] = base;
    s.turn = [nextSeat(s, dealer)];
    return s;
  },

  act(state, seat, move) {
    if (state.finished || !state.turn.includes(seat)) return refuse('pvp_not_your_turn', 'not your turn');
    const owed = owes(state, seat);
    const s = accepted(state, seat, move);
    switch (move.type) {
      case 'check':
        if (owed > 0n) return refuse('pvp_action_invalid', 'owes a call');
        break;
      case 'call':
        if (owed === 0n) return refuse('pvp_action_invalid', 'nothing to call');
        s.stakes[seat] = highest(s);
        break;
      case 'bet':
      case 'raise': {
        if ((move.type === 'bet') !== (state.bets === 0) || state.bets >= POKER_MAX_BETS) return refuse('pvp_action_invalid', move.type);
        s.stakes[seat] = highest(s) + size(s);
        s.bets += 1;
        s.acted = s.acted.map(() => false);
        break;
      }
      case 'fold':
        s.status[seat] = 'folded';
        break;
      default:
        return refuse('pvp_action_invalid', move.type);
    }
    s.acted[seat] = true;
    return passTurn(s, seat);
  },

  timeoutAction: (state, seat) => (owes(state, seat) > 0n ? { type: 'fold' } : { type: 'check' }),

  forfeit(state, seat) {
    const s = structuredClone(state);
    s.step += 1;
    s.status[seat] = s.stakes[seat] === 0n ? 'out' : 'folded';
    if (s.turn.includes(seat) || playing(s).length === 1) return passTurn(s, seat);
    return s;
  },

  view(state, seat) {
    const seats: PvpSeatSight[] = state.cards.map((cards, i) => {
      const shown = state.finished && state.status[i] === 'playing' && playing(state).length > 1;
      if (shown) return { cards: [...cards], label: state.labels[i] ?? null };
      if (i === seat) return { cards: [...cards], label: cards.length === 5 ? pokerHand(cards).label : null };
      return { cards: cards.map(() => null), label: null };
    });
    const options: PvpOption[] = [];
    if (seat !== null && state.turn.includes(seat)) {
      const owed = owes(state, seat);
      if (owed === 0n) options.push({ type: 'check' });
      else options.push({ type: 'call', minAmount: owed, maxAmount: owed });
      if (state.bets < POKER_MAX_BETS) {
        const add = highest(state) + size(state) - (state.stakes[seat] as bigint);
        options.push({ type: state.bets === 0 ? 'bet' : 'raise', minAmount: add, maxAmount: add });
      }
      options.push({ type: 'fold' });
    }
    return {
      seats,
      options,
      detail: { dealer: state.dealer, betSize: size(state), bets: state.bets, maxBets: POKER_MAX_BETS, winners: state.winners },
    };
  },

  settle(state) {
    return settleNets(state, potNets(state, state.winners));
  },
};
