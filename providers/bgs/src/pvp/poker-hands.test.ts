import { describe, expect, it } from 'vitest';
import { parseCards } from './cards';
import { comparePoker, pokerHand } from './poker-hands';

const hand = (text: string) => pokerHand(parseCards(text));

describe('poker hand evaluation', () => {
  it('orders the nine categories', () => {
    const order = [
      ['10h Jh Qh Kh Ah', 'Straight flush'],
      ['As 2s 3s 4s 5s', 'Straight flush'],
      ['9s 9h 9c 9d 2s', 'Four of a kind'],
      ['3s 3h 3c 2d 2s', 'Full house'],
      ['2h 7h 9h Jh Kh', 'Flush'],
      ['9s 10h Jc Qd Ks', 'Straight'],
      ['Ac 2d 3h 4s 5c', 'Straight'],
      ['7s 7h 7c Kd 2s', 'Three of a kind'],
      ['7s 7h 5c 5d As', 'Two pair'],
      ['Js Jh 5c 4d 2s', 'Pair'],
      ['As Kh 9c 4d 2s', 'High card'],
    ] as const;
    for (const [cards, label] of order) expect(hand(cards).label).toBe(label);
    for (let i = 0; i + 1 < order.length; i++) expect(comparePoker(hand(order[i]![0]), hand(order[i + 1]![0]))).toBeGreaterThan(0);
  });

  it('compares kickers and ties equal hands', () => {
    expect(comparePoker(hand('7s 7h 5c 5d As'), hand('7c 7d 5h 5s Ks'))).toBeGreaterThan(0);
    expect(comparePoker(hand('8s 8h 2c 2d 3s'), hand('7c 7d 6h 6s As'))).toBeGreaterThan(0);
    expect(comparePoker(hand('3s 3h 3c 2d 2s'), hand('2c 2h 2d As Ah'))).toBeGreaterThan(0);
    expect(comparePoker(hand('As Kh 9c 4d 2s'), hand('Ad Kc 9h 4s 2h'))).toBe(0);
    expect(comparePoker(hand('As Kh 9c 4d 3s'), hand('Ad Kc 9h 4s 2h'))).toBeGreaterThan(0);
    // The wheel is the lowest straight.
    expect(comparePoker(hand('2s 3h 4c 5d 6s'), hand('Ac 2d 3h 4s 5c'))).toBeGreaterThan(0);
  });
});
