import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, mul, type Rational, ratio } from '../rational';
import { InstantActionError } from './action-error';
import {
  cardRank,
  cardSuit,
  guessChance,
  guessRight,
  HI_LO_DECK,
  HI_LO_MAX_MULTIPLIER,
  type HiLoAction,
  type HiLoState,
  type HiLoView,
  hiLo,
} from './hi-lo';
import { parseRational, seededStream, vectorStream } from './steps-test-support';
import type { InstantStep } from './types';

const BET = 10_000n;
const params = {};
const act = hiLo.act as NonNullable<typeof hiLo.act>;

/** A state whose deck holds the given ranks (spades), the rest aces. */
function stateOf(ranks: number[]): HiLoState {
  const deck = Array.from({ length: HI_LO_DECK }, (_, i) => (ranks[i] ?? 1) - 1);
  return { deck, moves: [], finished: false, cashedOut: false };
}

describe('hi-lo cards and chances', () => {
  it('read a card as rank (c mod 13) + 1 of suit ⌊c / 13⌋', () => {
    expect([cardRank(0), cardSuit(0)]).toEqual([1, 0]);
    expect([cardRank(12), cardSuit(12)]).toEqual([13, 0]);
    expect([cardRank(51), cardSuit(51)]).toEqual([13, 3]);
  });

  it('give each guess the chance its winning ranks have, never a certain one', () => {
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of ['higher', 'lower'] as const) {
        const winning = Array.from({ length: 13 }, (_, i) => i + 1).filter((next) => guessRight(rank, guess, next));
        expect(guessChance(rank, guess)).toEqual(ratio(winning.length, 13));
        expect(winning.length).toBeLessThan(13);
      }
    }
    expect(guessChance(1, 'higher')).toEqual(ratio(12, 13));
    expect(guessChance(1, 'lower')).toEqual(ratio(1, 13));
    expect(guessChance(7, 'higher')).toEqual(ratio(7, 13));
    expect(guessChance(13, 'lower')).toEqual(ratio(12, 13));
  });
});

describe('hi-lo payouts', () => {
  it('pay 0.99 ÷ the joint chance of the right guesses, floored', () => {
    // 7 → higher → 9 (7/13), 9 → lower → 2 (9/13), skip to 5, cash out.
    let step = hiLo.start({ stream: seededStream(3), bet: 1000n, params });
    step = { ...step, state: stateOf([7, 9, 2, 5]) };
    step = act({ state: step.state, bet: 1000n, params, action: { type: 'higher' } });
    expect(step.view.multiplierExact).toBe('1287/700'); // 0.99 × 13/7
    step = act({ state: step.state, bet: 1000n, params, action: { type: 'lower' } });
    expect(parseRational(step.view.multiplierExact)).toEqual(ratio(99 * 169, 100 * 63));
    const before = step.view.multiplierExact;
    step = act({ state: step.state, bet: 1000n, params, action: { type: 'skip' } });
    expect(step.view.multiplierExact).toBe(before);
    expect(step.view.cards).toEqual([6, 8, 1, 4]);
    expect(step.view.deck).toBeNull();
    step = act({ state: step.state, bet: 1000n, params, action: { type: 'cashout' } });
    expect(step).toMatchObject({ finished: true, win: 2655n }); // 1000 × 16731/6300 = 2655.71…
    expect(step.view.outcome).toBe('cashout');
    expect(step.view.deck).toHaveLength(HI_LO_DECK);
  });

  it('pay nothing after a wrong guess', () => {
    const step = act({ state: stateOf([7, 6]), bet: BET, params, action: { type: 'higher' } });
    expect(step).toMatchObject({ finished: true, win: 0n });
    expect(step.view).toMatchObject({ outcome: 'bust', multiplier: '0.0000', cashOut: '0' });
  });

  it('return exactly 0.99 for any strategy that stops after a fixed number of moves (all card sequences)', () => {
    const strategy = fc.array(fc.constantFrom<HiLoAction['type']>('higher', 'lower', 'skip'), { minLength: 13 * 3, maxLength: 13 * 3 });
    fc.assert(
      fc.property(strategy, fc.integer({ min: 1, max: 3 }), (table, moves) => {
        // The move on rank r at depth d is table[d × 13 + r − 1]; after `moves` moves: cash out (or guess higher while only skips).
        const choose = (state: HiLoState, depth: number): HiLoAction => {
          const right = state.moves.some((m) => m.right);
          if (depth >= moves) return right ? { type: 'cashout' } : { type: 'higher' };
          const rank = cardRank(state.deck[state.moves.length] as number);
          return { type: table[depth * 13 + rank - 1] as HiLoAction['type'] };
        };
        let total: Rational = ratio(0);
        for (let first = 1; first <= 13; first++) total = add(total, expected(stateOf([first]), 0, choose));
        expect(mul(total, ratio(1, 13))).toEqual(ratio(99, 100));
      }),
      { numRuns: 12 },
    );
  });

  it('refuse a guess past the multiplier cap, keep the last card for a guess, cash out at the deck end', () => {
    // Lowering on aces: 1/13 each time, 0.99 × 13^k passes 100,000 at k = 5.
    let step: InstantStep<HiLoState, HiLoView> = { state: stateOf([]), finished: false, win: 0n, view: {} as HiLoView };
    for (let k = 0; k < 4; k++) step = act({ state: step.state, bet: BET, params, action: { type: 'lower' } });
    expect(step.view.lower?.allowed).toBe(false);
    expect(() => act({ state: step.state, bet: BET, params, action: { type: 'lower' } })).toThrow(/over_max_multiplier/);
    expect(HI_LO_MAX_MULTIPLIER).toEqual(ratio(100_000));
    expect(hiLo.maxMultiplier(params)).toBe(100_000);

    let end: InstantStep<HiLoState, HiLoView> = { state: stateOf([5, 5]), finished: false, win: 0n, view: {} as HiLoView };
    for (let k = 0; k < HI_LO_DECK - 2; k++) end = act({ state: end.state, bet: BET, params, action: { type: 'skip' } });
    expect(end.view.canSkip).toBe(false);
    expect(() => act({ state: end.state, bet: BET, params, action: { type: 'skip' } })).toThrow(/no_cards_left/);
    expect(() => act({ state: end.state, bet: BET, params, action: { type: 'cashout' } })).toThrow(/nothing_to_cash_out/);
    end = act({ state: end.state, bet: BET, params, action: { type: 'higher' } }); // ace → ace: higher on an ace is strict: lost
    expect(end.view.outcome).toBe('bust');

    let full: InstantStep<HiLoState, HiLoView> = {
      state: stateOf(Array(HI_LO_DECK).fill(2)),
      finished: false,
      win: 0n,
      view: {} as HiLoView,
    };
    for (let k = 0; k < HI_LO_DECK - 2; k++) full = act({ state: full.state, bet: BET, params, action: { type: 'skip' } });
    full = act({ state: full.state, bet: BET, params, action: { type: 'higher' } }); // 2 → 2: higher or same
    expect(full).toMatchObject({ finished: true, win: 10_725n }); // 10000 × 0.99 × 13/12
    expect(full.view.outcome).toBe('deck_end');
  });

  it('draw the FAIRNESS.md test vector', () => {
    const start = hiLo.start({ stream: vectorStream(0), bet: BET, params });
    expect(start.state.deck.slice(0, 8)).toEqual(HI_LO_VECTOR);
    expect(start.view.cards).toEqual(HI_LO_VECTOR.slice(0, 1));
    expect(start.view.higher).toMatchObject({ chance: '46.15', multiplier: '2.1450', allowed: true });
    const higher = act({ state: start.state, bet: BET, params, action: { type: 'higher' } });
    expect(higher.view).toMatchObject({ multiplier: '2.1450', cashOut: '21450', cards: [7, 22] });
  });
});

/** FAIRNESS.md "Hi-Lo": the first 8 of the 52 cards for seed f3a1…4d6e, client seed fortuna, nonce 0. */
const HI_LO_VECTOR = [7, 22, 49, 0, 41, 43, 24, 24];

/** The exact expected multiplier of a strategy from this state on, every next rank equally likely. */
function expected(state: HiLoState, depth: number, choose: (state: HiLoState, depth: number) => HiLoAction): Rational {
  const action = choose(state, depth);
  if (action.type === 'cashout') return parseRational(act({ state, bet: BET, params, action }).view.multiplierExact);
  let total: Rational = ratio(0);
  for (let next = 1; next <= 13; next++) {
    const deck = [...state.deck];
    deck[state.moves.length + 1] = next - 1;
    const step = act({ state: { ...state, deck }, bet: BET, params, action });
    total = add(total, step.finished ? parseRational(step.view.multiplierExact) : expected(step.state, depth + 1, choose));
  }
  return mul(total, ratio(1, 13));
}

describe('hi-lo properties', () => {
  const round = fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 31 }),
    bet: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    actions: fc.array(fc.constantFrom<HiLoAction['type']>('higher', 'lower', 'skip', 'cashout'), { maxLength: 60 }),
  });

  it('never act after the end, never cash out before a right guess, never pay over bet × max', () => {
    fc.assert(
      fc.property(round, ({ seed, bet, actions }) => {
        let step = hiLo.start({ stream: seededStream(seed), bet, params });
        for (const type of actions) {
          const before = step;
          try {
            step = act({ state: step.state, bet, params, action: { type } });
          } catch (error) {
            expect(error).toBeInstanceOf(InstantActionError);
            if (before.finished) expect((error as InstantActionError).reason).toBe('round_finished');
            continue;
          }
          expect(before.finished).toBe(false);
          if (type === 'cashout') expect(before.state.moves.some((m) => m.right)).toBe(true);
          if (!step.finished) expect(step.win).toBe(0n);
          if (!step.finished) expect(step.view.deck).toBeNull();
          expect(step.win).toBeLessThanOrEqual(bet * HI_LO_MAX_MULTIPLIER.num);
        }
      }),
      { numRuns: 300 },
    );
  });
});
