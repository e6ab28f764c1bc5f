import { describe, expect, it } from 'vitest';
import { parseCards } from './cards';
import { compareZjh, zjhHand } from './zjh-hands';

const hand = (text: string) => zjhHand(parseCards(text));

describe('zjh hand ranking', () => {
  it('orders the categories', () => {
    const order = ['2s 2h 2c', 'Qh Kh Ah', '3s 2s As', '9d 5d 2d', 'Qh Kc As', '2c 3h Ad', 'Ks Kh 2c', 'As Kd Jc', '2c 3h 5d'];
    expect(order.map((h) => hand(h).label)).toEqual([
      'Leopard',
      'Straight flush',
      'Straight flush',
      'Flush',
      'Straight',
      'Straight',
      'Pair',
      'High card',
      'High card',
    ]);
    for (let i = 0; i + 1 < order.length - 1; i++)
      expect(compareZjh(hand(order[i] as string), hand(order[i + 1] as string))).toBeGreaterThan(0);
  });

  it('compares pairs by the pair, then the kicker; equal hands tie', () => {
    expect(compareZjh(hand('5s 5h Ac'), hand('4s 4h Kc'))).toBeGreaterThan(0);
    expect(compareZjh(hand('5s 5h Ac'), hand('5c 5d Kc'))).toBeGreaterThan(0);
    expect(compareZjh(hand('5s 5h Ac'), hand('5c 5d Ad'))).toBe(0);
  });

  it('lets 2-3-5 of mixed suits beat a leopard only', () => {
    expect(compareZjh(hand('2c 3h 5d'), hand('As Ah Ac'))).toBeGreaterThan(0);
    expect(compareZjh(hand('As Ah Ac'), hand('2c 3h 5d'))).toBeLessThan(0);
    expect(compareZjh(hand('2c 3h 5d'), hand('2s 4h 5s'))).toBeLessThan(0);
    // Suited 2-3-5 is a flush, not the special.
    expect(compareZjh(hand('2c 3c 5c'), hand('As Ah Ac'))).toBeLessThan(0);
  });
});
