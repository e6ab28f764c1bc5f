import { rankOf } from './cards';
import { accepted, baseState, due, perSeat, playing, refuse, settleNets, stakeTo } from './common';
import { dealHands } from './deal';
import { dealDeck } from './seed-deck';
import type { PvpOption, PvpRules, PvpSeatSight, PvpStateBase } from './types';

/**
 * Shan Koe Mee (docs/games/pvp-rooms.md), the Myanmar banker game. The banker (the seed's first
 * seat) puts up a bank of 10 × base per other player. Each player bets base … 5 × base (`bet`).
 * Everyone gets two cards; points are the sum mod 10 (A 1, 2–9 their value, 10 J Q K 0). Two
 * cards of 8 or 9 are "Shan": a banker's Shan ends the hand at once; a player's Shan stands. Then
 * each other player may `draw` a third card or `stand`, then the banker does. Each player against
 * the banker: Shan beats any non-Shan, else the higher points win, equal hands push. The winner
 * takes the bet × 2 with a Shan, × 1 otherwise. A player puts up twice its bet (the most it can
 * lose); the bank covers every player's best win. Time-outs: bet the base, stand.
 */
export type ShanState = PvpStateBase & {
  game: 'shan-koe-mee';
  banker: number;
  bank: bigint;
  bets: (bigint | null)[];
  drew: boolean[];
  /** The third card each seat would draw (dealt in seat order from the deck after the two-card hands). */
  spare: (number | null)[];
};

/** The bank per other player, in bases; a player's largest bet is half its share. */
const BANK_BASES = 10n;
const MAX_BET_BASES = 5n;

export const shanPoints = (cards: readonly number[]): number => cards.reduce((a, c) => a + (rankOf(c) >= 10 ? 0 : rankOf(c)), 0) % 10;
export const isShan = (cards: readonly number[]): boolean => cards.length === 2 && shanPoints(cards) >= 8;
export const shanLabel = (cards: readonly number[]): string =>
  isShan(cards) ? `Shan ${shanPoints(cards)}` : `${shanPoints(cards)} points`;
/** > 0 when `a` beats `b`, 0 a push. */
export const compareShan = (a: readonly number[], b: readonly number[]): number =>
  (isShan(a) ? 10 : 0) + shanPoints(a) - ((isShan(b) ? 10 : 0) + shanPoints(b));

const players = (s: ShanState) => playing(s).filter((i) => i !== s.banker);

function finish(s: ShanState): ShanState {
  for (const i of playing(s)) s.labels[i] = shanLabel(s.cards[i] as number[]);
  s.finished = true;
  return due(s, 'done', []);
}

function advance(s: ShanState): ShanState {
  if (players(s).length === 0) return finish(s);
  if (s.phase === 'bet') {
    const waiting = players(s).filter((i) => s.bets[i] === null);
    if (waiting.length > 0) return Object.assign(s, { turn: waiting });
    if (isShan(s.cards[s.banker] as number[])) return finish(s);
    s.phase = 'draw';
    s.turn = [];
    return advance(
      due(
        s,
        'draw',
        players(s).filter((i) => !isShan(s.cards[i] as number[])),
      ),
    );
  }
  if (s.phase === 'draw') {
    const waiting = s.turn.filter((i) => s.status[i] === 'playing');
    if (waiting.length > 0) return Object.assign(s, { turn: waiting });
    return due(s, 'banker', [s.banker]);
  }
  if (s.phase === 'banker' && s.turn.length === 0) return finish(s);
  return s;
}

export const shanKoeMee: PvpRules<ShanState> = {
  code: 'shan-koe-mee',

  minBalance: (base, seats) => base * BANK_BASES * BigInt(seats - 1),

  start({ seats, base, rakeBps, seed, clientSeed, nonce }) {
    const { deck, order } = dealDeck(seed, clientSeed, nonce);
    const banker = order.find((i) => seats.includes(i)) as number;
    const bank = base * BANK_BASES * BigInt(seats.length - 1);
    const dealt = dealHands('shan-koe-mee', deck, seats);
    const s: ShanState = {
      ...baseState('shan-koe-mee', seats, base, rakeBps),
      cards: dealt.hands,
      phase: 'bet',
      turn: [],
      banker,
      bank,
      bets: perSeat(() => null),
      drew: perSeat(() => false),
      spare: dealt.spares,
    };
    s.stakes[banker] = bank;
    s.turn = [...seats].sort((a, b) => a - b).filter((i) => i !== banker);
    return s;
  },

  act(state, seat, move) {
    if (state.finished || !state.turn.includes(seat)) return refuse('pvp_not_your_turn', 'not awaited');
    if (state.phase === 'bet') {
      const amount = move.amount;
      const max = state.base * MAX_BET_BASES;
      if (move.type !== 'bet' || amount === undefined || amount < state.base || amount > max)
        return refuse('pvp_action_invalid', 'bet amount');
      const s = accepted(state, seat, move);
      s.bets[seat] = amount;
      stakeTo(s, seat, amount * 2n);
      s.turn = s.turn.filter((i) => i !== seat);
      return advance(s);
    }
    if (move.type !== 'draw' && move.type !== 'stand') return refuse('pvp_action_invalid', 'draw or stand');
    const s = accepted(state, seat, move);
    if (move.type === 'draw') {
      s.cards[seat] = [...(s.cards[seat] as number[]), s.spare[seat] as number];
      s.drew[seat] = true;
    }
    s.turn = s.turn.filter((i) => i !== seat);
    return advance(s);
  },

  timeoutAction: (state) => (state.phase === 'bet' ? { type: 'bet', amount: state.base } : { type: 'stand' }),

  forfeit(state, seat) {
    // Only a player's bet can be refused (the bank is put up at the deal): it sits the hand out.
    const s = structuredClone(state);
    s.step += 1;
    s.status[seat] = 'out';
    s.turn = s.turn.filter((i) => i !== seat);
    return advance(s);
  },

  view(state, seat) {
    const seats: PvpSeatSight[] = state.cards.map((cards, i) =>
      state.finished || (i === seat && state.phase !== 'bet')
        ? { cards: [...cards], label: cards.length > 0 ? shanLabel(cards) : null }
        : { cards: cards.map(() => null), label: null },
    );
    const options: PvpOption[] = [];
    if (seat !== null && state.turn.includes(seat)) {
      if (state.phase === 'bet') options.push({ type: 'bet', minAmount: state.base, maxAmount: state.base * MAX_BET_BASES });
      else options.push({ type: 'draw' }, { type: 'stand' });
    }
    return { seats, options, detail: { banker: state.banker, bank: state.bank, bets: state.bets, drew: state.drew } };
  },

  settle(state) {
    const nets = state.stakes.map(() => 0n);
    const bankerCards = state.cards[state.banker] as number[];
    for (const p of players(state)) {
      const cards = state.cards[p] as number[];
      const c = compareShan(cards, bankerCards);
      if (c === 0) continue;
      const bet = state.bets[p] ?? 0n;
      const amount = bet * (isShan(c > 0 ? cards : bankerCards) ? 2n : 1n);
      nets[p] = c > 0 ? amount : -amount;
      nets[state.banker] = (nets[state.banker] as bigint) - (nets[p] as bigint);
    }
    return settleNets(state, nets);
  },
};
