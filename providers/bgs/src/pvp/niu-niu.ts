import { accepted, baseState, due, perSeat, playing, refundAll, refuse, settleNets, stakeTo } from './common';
import { dealHands } from './deal';
import { compareNiu, NIU_MAX_MULTIPLIER, niuHand } from './niu-niu-hands';
import { dealDeck } from './seed-deck';
import type { PvpRules, PvpSeatSight, PvpStateBase } from './types';

/**
 * Niu Niu with banker grab (docs/games/pvp-rooms.md). Every seat gets five cards and sees four.
 * - `grab`: each bids 0–4 for the bank at once; the highest bid banks at that multiplier, ties go
 *   to the seat first in the seed's order; nobody bids → the first seat of that order banks ×1.
 * - `bet`: each other seat picks a multiplier 1–5.
 * - `show`: each turns its hand over; then every player is settled against the banker: the winner
 *   of the pair takes base × bank multiplier × bet multiplier × the winning hand's multiplier.
 * Stakes cover the worst case: a grab of m (0 counts as 1) puts up base × m × 25 × (others), what
 * the bank can lose to everyone at ×5 × hand ×5; a bet of b puts up base × bank × b × 5.
 */
export type NiuNiuState = PvpStateBase & {
  game: 'niu-niu';
  order: number[];
  grabs: (number | null)[];
  bets: (number | null)[];
  shown: boolean[];
  banker: number | null;
  bankerMultiplier: number;
  /** Fewer than two could cover their grab: nobody played, every stake is returned. */
  cancelled: boolean;
};

const GRABS = [0, 1, 2, 3, 4];
const BETS = [1, 2, 3, 4, 5];
/** The most the bank can owe one player per unit of base × bank multiplier: bet ×5 × hand ×5. */
const BANK_COVER = BigInt(5 * NIU_MAX_MULTIPLIER);

function afterGrabs(s: NiuNiuState): NiuNiuState {
  const seats = playing(s);
  if (seats.length < 2) return finish(s, true);
  if (seats.some((i) => s.grabs[i] === null)) return Object.assign(s, { turn: s.turn.filter((i) => seats.includes(i)) });
  const top = Math.max(...seats.map((i) => s.grabs[i] as number));
  const candidates = seats.filter((i) => s.grabs[i] === top);
  s.banker = s.order.find((i) => candidates.includes(i)) as number;
  s.bankerMultiplier = Math.max(top, 1);
  return due(
    s,
    'bet',
    seats.filter((i) => i !== s.banker),
  );
}

function finish(s: NiuNiuState, cancelled: boolean): NiuNiuState {
  s.cancelled = cancelled;
  s.finished = true;
  if (!cancelled) for (const i of playing(s)) s.labels[i] = niuHand(s.cards[i] as number[]).label;
  return due(s, 'done', []);
}

function advance(s: NiuNiuState): NiuNiuState {
  const seats = playing(s);
  if (s.phase === 'grab') return afterGrabs(s);
  if (s.phase === 'bet') {
    const waiting = seats.filter((i) => i !== s.banker && s.bets[i] === null);
    if (waiting.length > 0) {
      s.turn = waiting;
      return s;
    }
    return due(
      s,
      'show',
      seats.filter((i) => !s.shown[i]),
    );
  }
  if (s.phase === 'show') {
    const waiting = seats.filter((i) => !s.shown[i]);
    if (waiting.length > 0) {
      s.turn = waiting;
      return s;
    }
    return finish(s, false);
  }
  return s;
}

export const niuNiu: PvpRules<NiuNiuState> = {
  code: 'niu-niu',

  minBalance: (base, seats) => base * BANK_COVER * BigInt(seats - 1),

  start({ seats, base, rakeBps, seed, clientSeed, nonce }) {
    const { deck, order } = dealDeck(seed, clientSeed, nonce);
    const s: NiuNiuState = {
      ...baseState('niu-niu', seats, base, rakeBps),
      cards: dealHands('niu-niu', deck, seats).hands,
      phase: 'grab',
      turn: [...seats].sort((a, b) => a - b),
      order,
      grabs: perSeat(() => null),
      bets: perSeat(() => null),
      shown: perSeat(() => false),
      banker: null,
      bankerMultiplier: 1,
      cancelled: false,
    };
    return s;
  },

  act(state, seat, move) {
    if (state.finished || !state.turn.includes(seat)) return refuse('pvp_not_your_turn', 'not awaited');
    const m = move.multiplier;
    if (state.phase === 'grab') {
      if (move.type !== 'grab' || m === undefined || !GRABS.includes(m)) return refuse('pvp_action_invalid', 'grab 0–4');
      const s = accepted(state, seat, move);
      s.grabs[seat] = m;
      s.turn = s.turn.filter((i) => i !== seat);
      const others = BigInt(playing(s).length - 1);
      stakeTo(s, seat, s.base * BigInt(Math.max(m, 1)) * BANK_COVER * others);
      return advance(s);
    }
    if (state.phase === 'bet') {
      if (move.type !== 'bet' || m === undefined || !BETS.includes(m)) return refuse('pvp_action_invalid', 'bet 1–5');
      const s = accepted(state, seat, move);
      s.bets[seat] = m;
      s.turn = s.turn.filter((i) => i !== seat);
      stakeTo(s, seat, s.base * BigInt(s.bankerMultiplier * m * NIU_MAX_MULTIPLIER));
      return advance(s);
    }
    if (move.type !== 'show') return refuse('pvp_action_invalid', 'show');
    const s = accepted(state, seat, move);
    s.shown[seat] = true;
    s.turn = s.turn.filter((i) => i !== seat);
    s.labels[seat] = niuHand(s.cards[seat] as number[]).label;
    return advance(s);
  },

  timeoutAction(state) {
    if (state.phase === 'grab') return { type: 'grab', multiplier: 0 };
    if (state.phase === 'bet') return { type: 'bet', multiplier: 1 };
    return { type: 'show' };
  },

  forfeit(state, seat) {
    const s = structuredClone(state);
    s.step += 1;
    if (s.phase === 'grab' || s.stakes[seat] === 0n) {
      // A grab it could not cover: it sits this hand out, having put up nothing.
      s.status[seat] = 'out';
      s.turn = s.turn.filter((i) => i !== seat);
      return advance(s);
    }
    // Later moves never raise beyond the grab's cover at ×1: bet ×1 / show instead.
    if (s.phase === 'bet') s.bets[seat] = 1;
    if (s.phase === 'show') s.shown[seat] = true;
    s.turn = s.turn.filter((i) => i !== seat);
    return advance(s);
  },

  view(state, seat) {
    const seats: PvpSeatSight[] = state.cards.map((cards, i) => {
      const open = state.finished || state.shown[i];
      if (open) return { cards: [...cards], label: state.labels[i] ?? null };
      if (i === seat) return { cards: cards.map((c, k) => (k < 4 ? c : null)), label: null };
      return { cards: cards.map(() => null), label: null };
    });
    const options =
      seat === null || !state.turn.includes(seat)
        ? []
        : state.phase === 'grab'
          ? [{ type: 'grab' as const, multipliers: GRABS }]
          : state.phase === 'bet'
            ? [{ type: 'bet' as const, multipliers: BETS }]
            : [{ type: 'show' as const }];
    return {
      seats,
      options,
      detail: {
        banker: state.banker,
        bankerMultiplier: state.banker === null ? null : state.bankerMultiplier,
        grabs: state.grabs,
        bets: state.bets,
        cancelled: state.cancelled,
      },
    };
  },

  settle(state) {
    if (state.cancelled || state.banker === null) return refundAll(state);
    const banker = state.banker;
    const bankHand = niuHand(state.cards[banker] as number[]);
    const nets = state.stakes.map(() => 0n);
    for (const p of playing(state)) {
      if (p === banker) continue;
      const hand = niuHand(state.cards[p] as number[]);
      const playerWins = compareNiu(hand, bankHand) > 0;
      const amount =
        state.base * BigInt(state.bankerMultiplier * (state.bets[p] ?? 1) * (playerWins ? hand.multiplier : bankHand.multiplier));
      nets[p] = playerWins ? amount : -amount;
      nets[banker] = (nets[banker] as bigint) - (nets[p] as bigint);
    }
    return settleNets(state, nets);
  },
};
