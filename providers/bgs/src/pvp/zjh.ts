import { accepted, baseState, due, perSeat, playing, potNets, refuse, settleNets } from './common';
import { dealHands } from './deal';
import { dealDeck } from './seed-deck';
import type { PvpOption, PvpRules, PvpSeatSight, PvpStateBase } from './types';
import { compareZjh, zjhHand } from './zjh-hands';

/**
 * Zha Jin Hua (docs/games/pvp-rooms.md). Everyone antes the base and gets three cards face down.
 * In turn from the seat after the dealer (the seed's first seat), a player may `see` (look at its
 * cards, any time, free), then `call` (pay the current bet — twice it once seen), `raise` (set a new
 * current bet between current + base and 10 × base, paid the same way), `compare` (pay the call and
 * show down with another player: the lower hand folds, a tie goes against the one who asked) or
 * `fold`. The last player standing takes the pot; after 10 rounds the players left show down and
 * the best hand takes it (equal best hands split it). Time-out: fold.
 */
export type ZjhState = PvpStateBase & {
  game: 'zjh';
  order: number[];
  dealer: number;
  seen: boolean[];
  /** The current bet (what a blind player pays to call). */
  current: bigint;
  round: number;
  winners: number[];
};

export const ZJH_MAX_ROUNDS = 10;
export const ZJH_MAX_BET_BASES = 10n;

const nextSeat = (s: ZjhState, from: number): number => {
  for (let k = 1; k <= 6; k++) {
    const i = (from + k) % 6;
    if (s.status[i] === 'playing') return i;
  }
  return from;
};

const cost = (s: ZjhState, seat: number, bet: bigint) => (s.seen[seat] ? bet * 2n : bet);

function showdown(s: ZjhState, seats: number[]): ZjhState {
  const hands = new Map(seats.map((i) => [i, zjhHand(s.cards[i] as number[])]));
  let best: number[] = [];
  for (const i of seats) {
    const c = best.length === 0 ? 1 : compareZjh(hands.get(i) as never, hands.get(best[0] as number) as never);
    if (c > 0) best = [i];
    else if (c === 0) best.push(i);
  }
  for (const i of seats) s.labels[i] = hands.get(i)?.label ?? null;
  s.winners = best;
  s.finished = true;
  return due(s, 'done', []);
}

/** After `seat` moved: the hand ends with one player left, or after the last round; else the next player's turn. */
function passTurn(s: ZjhState, seat: number): ZjhState {
  const left = playing(s);
  if (left.length === 1) {
    s.winners = left;
    s.finished = true;
    return due(s, 'done', []);
  }
  const next = nextSeat(s, seat);
  // A round ends when the turn passes the dealer (the first to act sits after it).
  if (wraps(s, seat, next)) s.round += 1;
  if (s.round >= ZJH_MAX_ROUNDS) return showdown(s, left);
  return due(s, 'betting', [next]);
}

/** Whether moving the turn from `from` to `to` (clockwise) passes the dealer's seat. */
function wraps(s: ZjhState, from: number, to: number): boolean {
  const distance = (x: number) => (x - s.dealer + 6) % 6 || 6;
  return distance(to) <= distance(from);
}

export const zjh: PvpRules<ZjhState> = {
  code: 'zjh',

  minBalance: (base, _seats) => base * 20n,

  start({ seats, base, rakeBps, seed, clientSeed, nonce }) {
    const { deck, order } = dealDeck(seed, clientSeed, nonce);
    const dealer = order.find((i) => seats.includes(i)) as number;
    const s: ZjhState = {
      ...baseState('zjh', seats, base, rakeBps),
      cards: dealHands('zjh', deck, seats).hands,
      phase: 'betting',
      turn: [],
      order,
      dealer,
      seen: perSeat(() => false),
      current: base,
      round: 0,
      winners: [],
    };
    for (const seat of seats) s.stakes[seat] = base;
    s.turn = [nextSeat(s, dealer)];
    return s;
  },

  act(state, seat, move) {
    if (state.finished || state.status[seat] !== 'playing') return refuse('pvp_not_your_turn', 'not playing');
    if (move.type === 'see') {
      if (state.seen[seat]) return refuse('pvp_action_invalid', 'already seen');
      const s = accepted(state, seat, move);
      s.seen[seat] = true;
      return s;
    }
    if (!state.turn.includes(seat)) return refuse('pvp_not_your_turn', 'not your turn');
    switch (move.type) {
      case 'fold': {
        const s = accepted(state, seat, move);
        s.status[seat] = 'folded';
        return passTurn(s, seat);
      }
      case 'call': {
        const s = accepted(state, seat, move);
        s.stakes[seat] = (s.stakes[seat] as bigint) + cost(s, seat, s.current);
        return passTurn(s, seat);
      }
      case 'raise': {
        const to = move.amount;
        if (to === undefined || to < state.current + state.base || to > state.base * ZJH_MAX_BET_BASES) {
          return refuse('pvp_action_invalid', 'raise amount');
        }
        const s = accepted(state, seat, move);
        s.current = to;
        s.stakes[seat] = (s.stakes[seat] as bigint) + cost(s, seat, to);
        return passTurn(s, seat);
      }
      case 'compare': {
        const other = move.seat;
        if (other === undefined || other === seat || state.status[other] !== 'playing') return refuse('pvp_action_invalid', 'compare seat');
        const s = accepted(state, seat, move);
        s.stakes[seat] = (s.stakes[seat] as bigint) + cost(s, seat, s.current);
        const mine = zjhHand(s.cards[seat] as number[]);
        const theirs = zjhHand(s.cards[other] as number[]);
        const loser = compareZjh(mine, theirs) > 0 ? other : seat;
        s.status[loser] = 'folded';
        s.labels[seat] = mine.label;
        s.labels[other] = theirs.label;
        return passTurn(s, seat);
      }
      default:
        return refuse('pvp_action_invalid', move.type);
    }
  },

  timeoutAction: () => ({ type: 'fold' }),

  forfeit(state, seat) {
    const s = structuredClone(state);
    s.step += 1;
    s.status[seat] = s.stakes[seat] === 0n ? 'out' : 'folded';
    if (s.turn.includes(seat)) return passTurn(s, seat);
    return playing(s).length === 1 ? passTurn(s, seat) : s;
  },

  view(state, seat) {
    const seats: PvpSeatSight[] = state.cards.map((cards, i) => {
      const shown = state.finished && state.status[i] === 'playing';
      const mine = i === seat && state.seen[i];
      return shown || mine
        ? { cards: [...cards], label: state.labels[i] ?? (mine ? zjhHand(cards).label : null) }
        : { cards: cards.map(() => null), label: null };
    });
    const options: PvpOption[] = [];
    if (seat !== null && !state.finished && state.status[seat] === 'playing') {
      if (!state.seen[seat]) options.push({ type: 'see' });
      if (state.turn.includes(seat)) {
        const call = cost(state, seat, state.current);
        options.push({ type: 'call', minAmount: call, maxAmount: call });
        const maxBet = state.base * ZJH_MAX_BET_BASES;
        if (state.current + state.base <= maxBet) options.push({ type: 'raise', minAmount: state.current + state.base, maxAmount: maxBet });
        options.push({ type: 'compare', seats: playing(state).filter((i) => i !== seat) });
        options.push({ type: 'fold' });
      }
    }
    return {
      seats,
      options,
      detail: {
        dealer: state.dealer,
        currentBet: state.current,
        seen: state.seen,
        round: state.round,
        maxRounds: ZJH_MAX_ROUNDS,
        winners: state.winners,
      },
    };
  },

  settle(state) {
    return settleNets(state, potNets(state, state.winners));
  },
};
