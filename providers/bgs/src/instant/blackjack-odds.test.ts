import { describe, expect, it } from 'vitest';
import { uniformInt } from '../fair/sampling';
import { BLACKJACK_RTP, type BlackjackView, blackjack, dealBlackjack } from './blackjack';
import { bjValue, shuffleBlackjackShoe } from './blackjack-hand';
import { basicStrategy, blackjackExpectedReturn, dealerOutcomes } from './blackjack-odds';
import { seededStream } from './test-streams';

const act = blackjack.act as NonNullable<typeof blackjack.act>;

describe('blackjack house edge', () => {
  it('gives the dealer the textbook chances: bust 6 up about 42 %, and a natural behind an ace 4/13', () => {
    const six = dealerOutcomes(6);
    expect(six.dist[5]).toBeCloseTo(0.4228, 3);
    expect(dealerOutcomes(1).natural).toBeCloseTo(4 / 13, 12);
    for (let up = 1; up <= 10; up++) expect(dealerOutcomes(up).dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('follows the known basic strategy on its landmark hands', () => {
    const no = { double: false, split: false };
    const all = { double: true, split: true };
    expect(basicStrategy([10, 6], 7, no)).toBe('hit');
    expect(basicStrategy([10, 2], 4, no)).toBe('stand');
    expect(basicStrategy([10, 2], 2, no)).toBe('hit');
    expect(basicStrategy([6, 5], 10, all)).toBe('double');
    expect(basicStrategy([8, 8], 10, all)).toBe('split');
    expect(basicStrategy([1, 1], 6, all)).toBe('split');
    expect(basicStrategy([10, 10], 6, all)).toBe('stand');
    expect(basicStrategy([1, 7], 9, all)).toBe('hit'); // soft 18 against a 9
  });

  it('is about 0.5 % for these rules (S17, 3:2, peek, DAS, split once) computed exactly', () => {
    const edge = -blackjackExpectedReturn();
    expect(edge).toBeGreaterThan(0.004);
    expect(edge).toBeLessThan(0.006);
    expect(1 - edge).toBeCloseTo(BLACKJACK_RTP, 3);
  });

  /** Plays `rounds` rounds of basic strategy through the game code; the shoe of each comes from `shoeOf`. */
  function simulate(rounds: number, shoeOf: () => number[]): number {
    const bet = 100n;
    let staked = 0n;
    let returned = 0n;
    for (let i = 0; i < rounds; i++) {
      let step = dealBlackjack(shoeOf(), bet);
      while (!step.finished) {
        const view: BlackjackView = step.view;
        const hand = view.hands[view.active as number];
        const cards = (hand?.cards ?? []).map(bjValue);
        const type = basicStrategy(cards, bjValue(view.dealer[0] as number), view.allowed);
        step = act({ state: step.state, bet, params: {}, action: { type } });
      }
      staked += BigInt(step.view.stakes) * bet;
      returned += step.win;
    }
    return Number(staked - returned) / Number(bet) / rounds;
  }

  it('matches the game code: 300,000 infinite-deck rounds of basic strategy land within 4 standard errors of the exact edge', () => {
    const rounds = 300_000;
    const stream = seededStream(22);
    // An infinite deck: every card a fresh uniformInt(52) (60 cards are more than any round deals).
    const edge = simulate(rounds, () => Array.from({ length: 60 }, () => uniformInt(stream, 52)));
    expect(Math.abs(edge - -blackjackExpectedReturn())).toBeLessThan((4 * 1.15) / Math.sqrt(rounds));
  }, 600_000);

  it('deals the 8-deck shoe of a real round to about the same edge (20,000 rounds, 4 standard errors)', () => {
    const rounds = 20_000;
    const stream = seededStream(23);
    const edge = simulate(rounds, () => shuffleBlackjackShoe(stream));
    expect(Math.abs(edge - -blackjackExpectedReturn())).toBeLessThan((4 * 1.15) / Math.sqrt(rounds));
  }, 600_000);
});
