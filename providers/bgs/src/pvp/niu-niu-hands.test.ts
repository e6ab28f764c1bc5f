import { describe, expect, it } from 'vitest';
import { parseCards } from './cards';
import { compareNiu, niuHand } from './niu-niu-hands';

const hand = (text: string) => niuHand(parseCards(text));

describe('niu niu hand ranking', () => {
  it('finds the niu of the best three-card ten', () => {
    expect(hand('3s 7h 10c 4d 2s')).toMatchObject({ category: 6, label: 'Niu 6', multiplier: 1 });
    expect(hand('Ks Qh Jc 3d 5s')).toMatchObject({ category: 8, label: 'Niu 8', multiplier: 2 });
    expect(hand('Ks Qh Jc 3d 4s')).toMatchObject({ category: 7, multiplier: 2 });
    expect(hand('Ks Qh Jc 4d 5s')).toMatchObject({ category: 9, multiplier: 2 });
    expect(hand('Ks Qh 5c 3d 2s')).toMatchObject({ category: 10, label: 'Niu niu', multiplier: 3 });
    expect(hand('As 2h 4c 6d 9s')).toMatchObject({ category: 0, label: 'No niu', multiplier: 1 });
    // Two tens are possible: the better niu counts (6+4 = 10 leaves 9+K = niu 9; 9+K+… none better).
    expect(hand('6s 4h 9c Kd 10s')).toMatchObject({ category: 9 });
  });

  it('ranks the special hands above niu niu', () => {
    expect(hand('As 2h 2c 3d 2s')).toMatchObject({ category: 13, label: 'Five small', multiplier: 5 });
    expect(hand('7s 7h 7c 7d 2s')).toMatchObject({ category: 12, label: 'Bomb', multiplier: 4 });
    expect(hand('Js Qh Kc Jd Qs')).toMatchObject({ category: 11, label: 'Five face', multiplier: 4 });
    // Four small cards summing above 10 are not five small.
    expect(hand('4s 4h 3c 2d As').category).not.toBe(13);
    const order = [
      'As 2h 2c 3d 2s',
      '7s 7h 7c 7d 2s',
      'Js Qh Kc Jd Qs',
      'Ks Qh 5c 3d 2s',
      'Ks Qh Jc 4d 5s',
      '3s 7h 10c 4d 2s',
      'As 2h 4c 6d 9s',
    ];
    for (let i = 0; i + 1 < order.length; i++)
      expect(compareNiu(hand(order[i] as string), hand(order[i + 1] as string))).toBeGreaterThan(0);
  });

  it('breaks ties by the highest card, then its suit', () => {
    // Both niu 8: K beats Q.
    expect(compareNiu(hand('Ks 10h Jc 3d 5s'), hand('Qs 10h Jc 3d 5h'))).toBeGreaterThan(0);
    // Both niu niu with a king high: the king of spades beats the king of hearts.
    expect(compareNiu(hand('Ks 5c 5d 3s 7s'), hand('Kh 4c 6d 3h 7h'))).toBeGreaterThan(0);
    expect(compareNiu(hand('Kh 4c 6d 3h 7h'), hand('Ks 5c 5d 3s 7s'))).toBeLessThan(0);
    // Diamonds lowest.
    expect(compareNiu(hand('Kc 4c 6d 3h 7h'), hand('Kd 5c 5h 3s 7s'))).toBeGreaterThan(0);
  });
});
