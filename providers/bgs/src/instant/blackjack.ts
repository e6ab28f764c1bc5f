import { z } from 'zod';
import type { Uint32Stream } from '../fair/sampling';
import { InstantActionError } from './action-error';
import { bjRank, dealerDraws, handTotal, isNatural, shuffleBlackjackShoe } from './blackjack-hand';
import type { InstantGameDefinition, InstantStep } from './types';

/**
 * Blackjack, one seat against the dealer (docs/games/blackjack.md). A fresh 8-deck shoe is shuffled
 * for every round from the member's seed pair (blackjack-hand.ts); the cards are dealt player,
 * dealer (up), player, dealer (hole). The dealer stands on soft 17 (S17) and peeks: with a natural the
 * round ends at once (a player natural pushes, anything else loses the opening stake). A natural pays
 * 3:2. The player may hit, stand, double on any first two cards (doubling after a split too) and split
 * a pair of equal ranks once; split aces get one card each, and a split hand's 21 is not a natural.
 * No insurance and no surrender. A double or a split stakes one more opening bet, which the server
 * debits before the action applies (`raise`).
 */

export const blackjackParams = z.object({}).strict();
export type BlackjackParams = z.infer<typeof blackjackParams>;

export const blackjackAction = z.object({ type: z.enum(['hit', 'stand', 'double', 'split']) });
export type BlackjackAction = z.infer<typeof blackjackAction>;

export type BlackjackHand = { cards: number[]; doubled: boolean; split: boolean; done: boolean };

export type BlackjackState = {
  /** The shuffled shoe (hidden until the round ends; the verify page recomputes it). */
  shoe: number[];
  /** The next card to deal. */
  next: number;
  dealer: number[];
  hands: BlackjackHand[];
  /** The hand being played. */
  active: number;
  finished: boolean;
};

export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackHandView = {
  cards: number[];
  total: number;
  soft: boolean;
  /** Opening stakes on the hand: 1, or 2 once doubled. */
  stake: number;
  doubled: boolean;
  split: boolean;
  outcome: BlackjackOutcome | null;
  /** Minor units returned on the hand (stake included); '0' while playing. */
  win: string;
};

export type BlackjackView = {
  /** The up card while playing (the hole card hidden), every dealer card once finished. */
  dealer: number[];
  dealerHidden: boolean;
  dealerTotal: number;
  dealerSoft: boolean;
  dealerBlackjack: boolean;
  hands: BlackjackHandView[];
  /** The hand to act on, or null once finished. */
  active: number | null;
  allowed: { hit: boolean; stand: boolean; double: boolean; split: boolean };
  /** Everything staked so far, in opening bets and in minor units. */
  stakes: number;
  totalStake: string;
  outcome: 'playing' | 'finished';
  /** Steps-shell figures: the current multiplier text and cash-out value (none in blackjack). */
  multiplier: string;
  cashOut: string;
};

/** The largest return ÷ opening bet: two split hands, both doubled and won (2 × 2 × 2). */
export const BLACKJACK_MAX_MULTIPLIER = 8;
/** The return to player of basic strategy (infinite-deck exact figure, blackjack-odds.ts). */
export const BLACKJACK_RTP = 0.9943;

const draw = (state: BlackjackState): number => {
  const card = state.shoe[state.next];
  if (card === undefined) throw new RangeError('the shoe ran out');
  state.next++;
  return card;
};

const dealerNatural = (state: BlackjackState): boolean => isNatural(state.dealer);
const handNatural = (state: BlackjackState, hand: BlackjackHand): boolean =>
  state.hands.length === 1 && !hand.split && isNatural(hand.cards);

/** The return of a finished hand in halves of an opening bet (3:2 makes halves). */
function handReturn(state: BlackjackState, hand: BlackjackHand): { halves: number; outcome: BlackjackOutcome } {
  const stake = hand.doubled ? 2 : 1;
  const player = handTotal(hand.cards).total;
  if (handNatural(state, hand)) return dealerNatural(state) ? { halves: 2, outcome: 'push' } : { halves: 5, outcome: 'blackjack' };
  if (dealerNatural(state)) return { halves: 0, outcome: 'lose' };
  if (player > 21) return { halves: 0, outcome: 'bust' };
  const dealer = handTotal(state.dealer).total;
  if (dealer > 21 || player > dealer) return { halves: 4 * stake, outcome: 'win' };
  if (player === dealer) return { halves: 2 * stake, outcome: 'push' };
  return { halves: 0, outcome: 'lose' };
}

function canDouble(state: BlackjackState): boolean {
  const hand = state.hands[state.active];
  return !state.finished && hand !== undefined && !hand.done && hand.cards.length === 2;
}

function canSplit(state: BlackjackState): boolean {
  const hand = state.hands[state.active];
  return (
    !state.finished &&
    state.hands.length === 1 &&
    hand !== undefined &&
    hand.cards.length === 2 &&
    bjRank(hand.cards[0] as number) === bjRank(hand.cards[1] as number)
  );
}

/** Moves to the next hand that needs play (dealing a split hand its second card), or lets the dealer play and ends. */
function advance(state: BlackjackState): void {
  for (;;) {
    const hand = state.hands[state.active];
    if (!hand) break;
    if (!hand.done) {
      if (hand.cards.length === 1) hand.cards.push(draw(state));
      const aces = hand.split && bjRank(hand.cards[0] as number) === 1;
      if (aces || handTotal(hand.cards).total >= 21) hand.done = true;
      if (!hand.done) return;
    }
    state.active++;
  }
  // Every hand is done: the dealer draws unless every hand busted (or the round ended on a natural).
  const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21 && !handNatural(state, hand));
  if (live && !dealerNatural(state)) while (dealerDraws(state.dealer)) state.dealer.push(draw(state));
  state.finished = true;
}

function step(state: BlackjackState, bet: bigint): InstantStep<BlackjackState, BlackjackView> {
  const finished = state.finished;
  let halves = 0;
  const hands = state.hands.map((hand): BlackjackHandView => {
    const { total, soft } = handTotal(hand.cards);
    const result = finished ? handReturn(state, hand) : null;
    if (result) halves += result.halves;
    return {
      cards: [...hand.cards],
      total,
      soft,
      stake: hand.doubled ? 2 : 1,
      doubled: hand.doubled,
      split: hand.split,
      outcome: result?.outcome ?? null,
      win: result ? ((bet * BigInt(result.halves)) / 2n).toString() : '0',
    };
  });
  const win = finished ? (bet * BigInt(halves)) / 2n : 0n;
  const dealer = finished ? [...state.dealer] : state.dealer.slice(0, 1);
  const shown = handTotal(dealer);
  const stakes = hands.reduce((sum, hand) => sum + hand.stake, 0);
  const multiplierTenThousandths = (win * 10_000n) / bet;
  return {
    state,
    finished,
    win,
    view: {
      dealer,
      dealerHidden: !finished,
      dealerTotal: shown.total,
      dealerSoft: shown.soft,
      dealerBlackjack: finished && dealerNatural(state),
      hands,
      active: finished ? null : state.active,
      allowed: { hit: !finished, stand: !finished, double: canDouble(state), split: canSplit(state) },
      stakes,
      totalStake: (bet * BigInt(stakes)).toString(),
      outcome: finished ? 'finished' : 'playing',
      multiplier: `${multiplierTenThousandths / 10_000n}.${(multiplierTenThousandths % 10_000n).toString().padStart(4, '0')}`,
      cashOut: '0',
    },
  };
}

const copy = (state: BlackjackState): BlackjackState => ({
  ...state,
  dealer: [...state.dealer],
  hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
});

/** Deals a round from a shuffled shoe (tests hand it a stacked one). */
export function dealBlackjack(shoe: number[], bet: bigint): InstantStep<BlackjackState, BlackjackView> {
  const state: BlackjackState = { shoe, next: 0, dealer: [], hands: [], active: 0, finished: false };
  const p1 = draw(state);
  const d1 = draw(state);
  const p2 = draw(state);
  const d2 = draw(state);
  state.hands = [{ cards: [p1, p2], doubled: false, split: false, done: false }];
  state.dealer = [d1, d2];
  // The dealer peeks with an ace or a ten up; a natural on either side ends the round here.
  if (dealerNatural(state) || isNatural(state.hands[0]?.cards ?? [])) {
    (state.hands[0] as BlackjackHand).done = true;
    state.finished = true;
  }
  return step(state, bet);
}

export const blackjack: InstantGameDefinition<BlackjackParams, BlackjackAction, BlackjackState, BlackjackView> = {
  code: 'blackjack',
  family: 'original',
  kind: 'steps',
  params: blackjackParams,
  action: blackjackAction,
  rtp: () => BLACKJACK_RTP,
  maxMultiplier: () => BLACKJACK_MAX_MULTIPLIER,
  start({ stream, bet }: { stream: Uint32Stream; bet: bigint; params: BlackjackParams }) {
    return dealBlackjack(shuffleBlackjackShoe(stream), bet);
  },
  raise({ state, bet, action }) {
    if (action.type === 'double') return canDouble(state) ? bet : 0n;
    if (action.type === 'split') return canSplit(state) ? bet : 0n;
    return 0n;
  },
  act({ state: before, bet, action }) {
    if (before.finished) throw new InstantActionError('round_finished');
    const state = copy(before);
    const hand = state.hands[state.active] as BlackjackHand;
    switch (action.type) {
      case 'hit':
        hand.cards.push(draw(state));
        if (handTotal(hand.cards).total >= 21) hand.done = true;
        break;
      case 'stand':
        hand.done = true;
        break;
      case 'double':
        if (!canDouble(state)) throw new InstantActionError('invalid_action', 'double takes the first two cards of a hand');
        hand.cards.push(draw(state));
        hand.doubled = true;
        hand.done = true;
        break;
      case 'split': {
        if (!canSplit(state)) throw new InstantActionError('invalid_action', 'split takes a first pair, once');
        const [first, second] = hand.cards as [number, number];
        state.hands = [
          { cards: [first], doubled: false, split: true, done: false },
          { cards: [second], doubled: false, split: true, done: false },
        ];
        break;
      }
    }
    advance(state);
    return step(state, bet);
  },
};
