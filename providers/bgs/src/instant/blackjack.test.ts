import { describe, expect, it } from 'vitest';
import { arrayStream } from '../fair/sampling';
import { type BlackjackAction, type BlackjackState, blackjack, dealBlackjack } from './blackjack';
import { BLACKJACK_SHOE_SIZE, dealerDraws, handTotal, isNatural, shuffleBlackjackShoe } from './blackjack-hand';
import { seededStream, vectorStream } from './steps-test-support';

const BET = 1000n;
const params = {};
const act = blackjack.act as NonNullable<typeof blackjack.act>;
const raise = blackjack.raise as NonNullable<typeof blackjack.raise>;

/** A card of a rank (1 ace … 13 king), spades. */
const c = (rank: number): number => rank - 1;
/** A shoe dealt in this order: player, dealer up, player, dealer hole, then the rest (padded with fives). */
const shoe = (...ranks: number[]): number[] => [...ranks.map(c), ...Array.from({ length: 40 }, () => c(5))];

function play(ranks: number[], actions: BlackjackAction['type'][]) {
  let step = dealBlackjack(shoe(...ranks), BET);
  for (const type of actions) step = act({ state: step.state, bet: BET, params, action: { type } });
  return step;
}

describe('blackjack hands', () => {
  it('count an ace as 11 while that does not bust (soft) and picture cards as 10', () => {
    expect(handTotal([c(1), c(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([c(1), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([c(1), c(1), c(9)])).toEqual({ total: 21, soft: true });
    expect(handTotal([c(13), c(12), c(2)])).toEqual({ total: 22, soft: false });
    expect(isNatural([c(1), c(11)])).toBe(true);
    expect(isNatural([c(7), c(7), c(7)])).toBe(false);
  });

  it('make the dealer stand on every 17, soft 17 included (S17), and draw on 16', () => {
    expect(dealerDraws([c(1), c(6)])).toBe(false);
    expect(dealerDraws([c(10), c(7)])).toBe(false);
    expect(dealerDraws([c(10), c(6)])).toBe(true);
    expect(dealerDraws([c(1), c(5)])).toBe(true); // soft 16
  });

  it('shuffle a full 8-deck shoe: 416 cards, every code eight times, from the round stream', () => {
    const cards = shuffleBlackjackShoe(vectorStream(0));
    expect(cards).toHaveLength(BLACKJACK_SHOE_SIZE);
    const counts = new Map<number, number>();
    for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 8) && counts.size === 52).toBe(true);
    expect(shuffleBlackjackShoe(vectorStream(0))).toEqual(cards);
    expect(shuffleBlackjackShoe(vectorStream(1))).not.toEqual(cards);
  });
});

describe('blackjack dealer rules', () => {
  it('stands on soft 17', () => {
    // player 10 8, dealer A 6 (soft 17): stand → 18 beats 17
    const step = play([10, 1, 8, 6], ['stand']);
    expect(step.view.dealer.map((card) => card + 1)).toEqual([1, 6]);
    expect(step).toMatchObject({ finished: true, win: 2000n });
    expect(step.view.hands[0]?.outcome).toBe('win');
  });

  it('draws to 17 and busts past 21', () => {
    // player 10 9, dealer 10 6 draws the 10 → 26
    const step = play([10, 10, 9, 6, 10], ['stand']);
    expect(step.view.dealerTotal).toBe(26);
    expect(step).toMatchObject({ finished: true, win: 2000n });
  });

  it('draws a soft hand on: A 5 takes a 5 to 21 (hole hidden while playing)', () => {
    let step = dealBlackjack(shoe(10, 1, 7, 5, 5), BET);
    expect(step.view).toMatchObject({ dealer: [c(1)], dealerHidden: true, outcome: 'playing' });
    expect(JSON.stringify(step.view)).not.toContain('"shoe"');
    step = act({ state: step.state, bet: BET, params, action: { type: 'stand' } });
    expect(step.view.dealerTotal).toBe(21);
    expect(step).toMatchObject({ finished: true, win: 0n });
  });

  it('does not draw when the player busted', () => {
    const step = play([10, 10, 6, 6, 10], ['hit']);
    expect(step.view.hands[0]?.outcome).toBe('bust');
    expect(step.view.dealer).toHaveLength(2);
    expect(step.win).toBe(0n);
  });
});

describe('blackjack naturals and pushes', () => {
  it('pays a natural 3:2 at once', () => {
    const step = dealBlackjack(shoe(1, 9, 13, 9), BET);
    expect(step).toMatchObject({ finished: true, win: 2500n });
    expect(step.view.hands[0]?.outcome).toBe('blackjack');
  });

  it('pushes a natural against a dealer natural; the peek ends any other hand as a loss', () => {
    expect(dealBlackjack(shoe(1, 1, 12, 10), BET)).toMatchObject({ finished: true, win: 1000n });
    const lost = dealBlackjack(shoe(10, 10, 9, 1), BET);
    expect(lost).toMatchObject({ finished: true, win: 0n });
    expect(lost.view).toMatchObject({ dealerBlackjack: true, hands: [{ outcome: 'lose' }] });
    expect(raise({ state: lost.state, bet: BET, params, action: { type: 'double' } })).toBe(0n);
    expect(() => act({ state: lost.state, bet: BET, params, action: { type: 'hit' } })).toThrow(RangeError);
  });

  it('returns the stake on equal totals', () => {
    expect(play([10, 10, 8, 8], ['stand'])).toMatchObject({ finished: true, win: 1000n });
  });

  it('stands a hand that reaches 21 by itself', () => {
    const step = play([5, 10, 6, 7, 10], ['hit']);
    expect(step.view.hands[0]?.total).toBe(21);
    expect(step).toMatchObject({ finished: true, win: 2000n });
  });
});

describe('blackjack double and split', () => {
  it('doubles: one more opening stake, one card, twice the win', () => {
    const start = dealBlackjack(shoe(6, 10, 5, 6, 10, 10), BET);
    expect(start.view.allowed).toEqual({ hit: true, stand: true, double: true, split: false });
    expect(raise({ state: start.state, bet: BET, params, action: { type: 'double' } })).toBe(BET);
    expect(raise({ state: start.state, bet: BET, params, action: { type: 'hit' } })).toBe(0n);
    expect(raise({ state: start.state, bet: BET, params, action: { type: 'split' } })).toBe(0n);
    const step = act({ state: start.state, bet: BET, params, action: { type: 'double' } });
    // player 6 5 + 10 = 21 doubled; dealer 10 6 + 10 busts
    expect(step.view).toMatchObject({ stakes: 2, totalStake: '2000', hands: [{ total: 21, doubled: true, outcome: 'win' }] });
    expect(step).toMatchObject({ finished: true, win: 4000n });
    expect(start.state.hands[0]?.cards).toHaveLength(2); // act never changes the state it was given
  });

  it('loses a double twice over', () => {
    const step = play([6, 10, 5, 9, 3], ['double']);
    expect(step.view).toMatchObject({ stakes: 2, hands: [{ total: 14, outcome: 'lose' }] });
    expect(step.win).toBe(0n);
  });

  it('refuses a double after a hit', () => {
    const step = play([2, 10, 3, 7, 2], ['hit']);
    expect(step.view.allowed.double).toBe(false);
    expect(() => act({ state: step.state, bet: BET, params, action: { type: 'double' } })).toThrow(RangeError);
  });

  it('splits a pair once, plays each hand in turn (double after split allowed), pays each', () => {
    // player 8 8, dealer 10 7; hand 1 takes 3 (11), doubles on a 10 (21); hand 2 takes a 10 (18) and stands.
    let step = dealBlackjack(shoe(8, 10, 8, 7, 3, 10, 10), BET);
    expect(raise({ state: step.state, bet: BET, params, action: { type: 'split' } })).toBe(BET);
    step = act({ state: step.state, bet: BET, params, action: { type: 'split' } });
    expect(step.view).toMatchObject({ active: 0, stakes: 2, allowed: { split: false, double: true } });
    expect(step.view.hands.map((hand) => hand.cards.length)).toEqual([2, 1]);
    step = act({ state: step.state, bet: BET, params, action: { type: 'double' } });
    expect(step.view).toMatchObject({ active: 1, stakes: 3 });
    step = act({ state: step.state, bet: BET, params, action: { type: 'stand' } });
    expect(step.view.hands.map((hand) => [hand.total, hand.outcome, hand.win])).toEqual([
      [21, 'win', '4000'],
      [18, 'win', '2000'],
    ]);
    expect(step).toMatchObject({ finished: true, win: 6000n });
  });

  it('gives split aces one card each, and a split 21 pays even money', () => {
    let step = dealBlackjack(shoe(1, 9, 1, 9, 13, 5), BET);
    step = act({ state: step.state, bet: BET, params, action: { type: 'split' } });
    // A K = 21 (not a natural), A 5 = 16; dealer 9 9 = 18
    expect(step).toMatchObject({ finished: true, win: 2000n });
    expect(step.view.hands.map((hand) => hand.outcome)).toEqual(['win', 'lose']);
  });

  it('refuses a split of different ranks (a ten and a king are not a pair)', () => {
    const step = dealBlackjack(shoe(10, 9, 13, 9), BET);
    expect(step.view.allowed.split).toBe(false);
    expect(() => act({ state: step.state, bet: BET, params, action: { type: 'split' } })).toThrow(RangeError);
  });

  it('keep the view JSON-safe and the state replayable', () => {
    const step = blackjack.start({ stream: seededStream(7), bet: BET, params });
    const state = JSON.parse(JSON.stringify(step.state)) as BlackjackState;
    expect(state.shoe).toHaveLength(BLACKJACK_SHOE_SIZE);
    expect(() => JSON.stringify(step.view)).not.toThrow();
  });

  it('recompute the same round from numbers made beforehand (the verify page): 512 are enough, 128 run out', () => {
    const server = vectorStream(3);
    const numbers = Array.from({ length: 512 }, () => server.next());
    const played = blackjack.start({ stream: vectorStream(3), bet: BET, params });
    expect(blackjack.start({ stream: arrayStream(numbers), bet: BET, params }).state).toEqual(played.state);
    expect(() => blackjack.start({ stream: arrayStream(numbers.slice(0, 128)), bet: BET, params })).toThrow(/ran out/);
  });
});
