import { describe, expect, it } from 'vitest';
import { ratio, sub, toNumber } from '../rational';
import { dragonTiger } from './dragon-tiger';
import { card, cardsAt } from './test-cards';

const deal = (...cards: number[]) => dragonTiger.deal(cardsAt(cards), 'standard').result;

describe('dragon tiger', () => {
  it('deals dragon then tiger, ace low, suits not ranked', () => {
    expect(dragonTiger.deal(cardsAt([card(13), card(1), card(2)], 1), 'standard')).toEqual({
      result: { dragon: card(1), tiger: card(2), outcome: 'T' },
      used: 2,
    });
    expect(deal(card(13), card(12)).outcome).toBe('D');
    expect(deal(card(10, 1), card(10, 2)).outcome).toBe('X');
    expect(dragonTiger.summary(deal(card(13), card(5)))).toEqual({ outcome: 'D', label: 'D K:5' });
    expect(() => dragonTiger.deal(cardsAt([card(1)]), 'standard')).toThrow(RangeError);
  });

  it('settles: a tie takes half of dragon and tiger, tie 8:1, suited tie 50:1', () => {
    const tie = deal(card(7, 1), card(7, 2));
    const suited = deal(card(7, 1), card(7, 1));
    const dragon = deal(card(9), card(3));
    expect(dragonTiger.settle('dragon', dragon, 'standard')).toEqual({ num: 2n, den: 1n });
    expect(dragonTiger.settle('tiger', dragon, 'standard')).toEqual({ num: 0n, den: 1n });
    expect(dragonTiger.settle('dragon', tie, 'standard')).toEqual({ num: 1n, den: 2n });
    expect(dragonTiger.settle('tiger', tie, 'standard')).toEqual({ num: 1n, den: 2n });
    expect(dragonTiger.settle('tie', tie, 'standard')).toEqual({ num: 9n, den: 1n });
    expect(dragonTiger.settle('suited_tie', tie, 'standard')).toEqual({ num: 0n, den: 1n });
    expect(dragonTiger.settle('suited_tie', suited, 'standard')).toEqual({ num: 51n, den: 1n });
    expect(dragonTiger.settle('tie', suited, 'standard')).toEqual({ num: 9n, den: 1n });
    expect(() => dragonTiger.settle('banker', tie, 'standard')).toThrow(RangeError);
  });

  it('has the exact house edges of an 8-deck shoe', () => {
    // The tiger's card matches the dragon's rank in 31 of the 415 cards left, its code in 7.
    const pTie = ratio(31, 415);
    const pDragon = ratio(384, 2 * 415);
    const edge = (num: number, den: number) => toNumber(sub(ratio(1), ratio(num, den)));
    // dragon: 2 × 384/830 + ½ × 31/415 = (768 + 31) / 830.
    expect(2 * toNumber(pDragon) + toNumber(pTie) / 2).toBeCloseTo(799 / 830, 15);
    expect(dragonTiger.houseEdge('dragon', 'standard')).toBeCloseTo(edge(799, 830), 15);
    expect(dragonTiger.houseEdge('tiger', 'standard')).toBeCloseTo(edge(799, 830), 15);
    expect(dragonTiger.houseEdge('dragon', 'standard')).toBeCloseTo(0.037349, 6);
    expect(dragonTiger.houseEdge('tie', 'standard')).toBeCloseTo(edge(9 * 31, 415), 15);
    expect(dragonTiger.houseEdge('tie', 'standard')).toBeCloseTo(0.327711, 6);
    expect(dragonTiger.houseEdge('suited_tie', 'standard')).toBeCloseTo(edge(51 * 7, 415), 15);
    expect(dragonTiger.maxReturn('suited_tie', 'standard')).toEqual({ num: 51n, den: 1n });
    expect(dragonTiger.maxReturn('dragon', 'standard')).toEqual({ num: 2n, den: 1n });
  });
});
